//! `urispec.extract` and the `extract` column function: the URI references found in
//! a text under one revision (`urispec::extract`, its default bare-URI policy), as a
//! list of dicts for one text, a list of structs `{start, end, uri, wrapper, valid}`
//! per row for a column (a null row stays null).

use std::fmt::Write as _;
use std::sync::Arc;

use arrow_array::ArrayRef;
use arrow_array::builder::{
    BooleanBuilder, ListBuilder, StringBuilder, StructBuilder, UInt64Builder,
};
use arrow_schema::{DataType, Field, Fields};
use pyo3::exceptions::PyValueError;
use pyo3::prelude::*;
use pyo3::types::{PyDict, PyList};
use urispec::extract::{Bare, Found, Match, Options, TrimReason, context, extract as find};

use crate::texts::{Revisions, Texts};

/// The text of `bytes`, each invalid byte of UTF-8 written `\xFF` (as the command
/// echoes it: escaped, never replaced).
fn text(bytes: &[u8]) -> String {
    let mut out = String::with_capacity(bytes.len());
    for chunk in bytes.utf8_chunks() {
        out.push_str(chunk.valid());
        for b in chunk.invalid() {
            let _ = write!(out, "\\x{b:02X}");
        }
    }
    out
}

/// The fields of one struct of the column function's lists.
pub fn fields() -> Fields {
    Fields::from(vec![
        Field::new("start", DataType::UInt64, false),
        Field::new("end", DataType::UInt64, false),
        Field::new("uri", DataType::Utf8, true),
        Field::new("wrapper", DataType::Utf8, false),
        Field::new("valid", DataType::Boolean, false),
    ])
}

/// The column function's output type: a list of those structs.
pub fn output_type() -> DataType {
    DataType::List(Arc::new(Field::new_list_field(
        DataType::Struct(fields()),
        true,
    )))
}

/// The column function: each row's finds (null for a null row or revision), calling
/// `go_on` every `batch` rows.
pub fn column(
    texts: &Texts<'_>,
    mut revs: Revisions<'_>,
    len: usize,
    batch: usize,
    go_on: &mut dyn FnMut() -> Result<(), String>,
) -> Result<ArrayRef, String> {
    let mut out = ListBuilder::new(StructBuilder::from_fields(fields(), 0)).with_field(Arc::new(
        Field::new_list_field(DataType::Struct(fields()), true),
    ));
    for i in 0..len {
        if i > 0 && i % batch == 0 {
            go_on()?;
        }
        let (Some(row), Some(rev)) = (texts.get(i), revs.get(i)?) else {
            out.append(false);
            continue;
        };
        for found in find(row, rev, Options::default()) {
            let s = out.values();
            let (start, end, uri, wrapper, valid) = match &found {
                Found::Uri(m) => (
                    m.span.start,
                    m.span.end,
                    Some(text(&m.uri)),
                    m.wrapper,
                    m.verdict.is_ok(),
                ),
                Found::Unclosed(u) => (u.at, u.at + u.len, None, u.wrapper, false),
            };
            builder::<UInt64Builder>(s, 0).append_value(start as u64);
            builder::<UInt64Builder>(s, 1).append_value(end as u64);
            builder::<StringBuilder>(s, 2).append_option(uri);
            builder::<StringBuilder>(s, 3).append_value(wrapper.name());
            builder::<BooleanBuilder>(s, 4).append_value(valid);
            s.append(true);
        }
        out.append(true);
    }
    Ok(Arc::new(out.finish()))
}

/// The struct builder's field builder `i`, of type `B`.
fn builder<B: arrow_array::builder::ArrayBuilder>(s: &mut StructBuilder, i: usize) -> &mut B {
    s.field_builder::<B>(i).expect("the fields of `fields()`")
}

/// The `bare` argument.
fn bare(name: &str) -> PyResult<Bare> {
    Ok(match name {
        "trim" => Bare::Trim,
        "strict" => Bare::Strict,
        "off" => Bare::Off,
        other => {
            return Err(PyValueError::new_err(format!(
                "bare {other:?}: expected \"trim\", \"strict\" or \"off\""
            )));
        }
    })
}

/// The dict of one URI found.
fn match_dict<'py>(py: Python<'py>, m: &Match<'_>) -> PyResult<Bound<'py, PyDict>> {
    let d = PyDict::new(py);
    d.set_item("kind", "uri")?;
    d.set_item("start", m.span.start)?;
    d.set_item("end", m.span.end)?;
    d.set_item("uri", text(&m.uri))?;
    d.set_item("wrapper", m.wrapper.name())?;
    d.set_item("form", m.wrapper.form())?;
    d.set_item("valid", m.verdict.is_ok())?;
    d.set_item(
        "error",
        m.verdict.as_ref().err().map(urispec::ParseError::message),
    )?;
    d.set_item("section", m.section)?;
    let removed: Vec<(usize, usize, usize, bool)> = m
        .removed
        .iter()
        .map(|r| (r.span.start, r.span.end, r.at, r.line_break))
        .collect();
    d.set_item("removed", removed)?;
    let hyphens: Vec<(usize, String, String)> = m
        .hyphens
        .iter()
        .map(|h| (h.hyphen, text(&m.uri), text(&h.without(&m.uri))))
        .collect();
    d.set_item("hyphens", hyphens)?;
    let trimmed: Vec<(usize, String, &str)> = m
        .trimmed
        .iter()
        .map(|t| {
            let reason = match t.reason {
                TrimReason::Punctuation => "punctuation",
                TrimReason::Unbalanced => "unbalanced",
            };
            (t.offset, char::from(t.byte).to_string(), reason)
        })
        .collect();
    d.set_item("trimmed", trimmed)?;
    d.set_item("trim_section", context::POLICY)?;
    Ok(d)
}

/// `urispec.extract(text, revision, bare="trim")`: the URI references of `text`
/// (a `str` or `bytes`; offsets are in UTF-8 bytes), each a dict: `kind` (`uri` or
/// `unclosed`), `start`, `end`, `uri`, `wrapper`, `form`, `valid`, `error`,
/// `section`, `removed`, `hyphens` (offset, with, without), `trimmed`.
#[pyfunction]
#[pyo3(signature = (text, revision, bare = "trim"))]
pub fn extract<'py>(
    py: Python<'py>,
    text: &Bound<'py, PyAny>,
    revision: &Bound<'py, PyAny>,
    bare: &str,
) -> PyResult<Bound<'py, PyList>> {
    let rev = crate::scalar::revision(revision)?;
    let bytes = crate::scalar::bytes(text)?;
    let options = Options {
        bare: self::bare(bare)?,
        ..Options::default()
    };
    let list = PyList::empty(py);
    for found in find(&bytes, rev, options) {
        match found {
            Found::Uri(m) => list.append(match_dict(py, &m)?)?,
            Found::Unclosed(u) => {
                let d = PyDict::new(py);
                d.set_item("kind", "unclosed")?;
                d.set_item("start", u.at)?;
                d.set_item("end", u.at + u.len)?;
                d.set_item("uri", py.None())?;
                d.set_item("wrapper", u.wrapper.name())?;
                d.set_item("form", u.wrapper.form())?;
                d.set_item("valid", false)?;
                d.set_item("section", u.section)?;
                list.append(d)?;
            }
        }
    }
    Ok(list)
}

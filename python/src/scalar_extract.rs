//! `urispec.extract`: the URI references found in one text under one revision
//! (`urispec::extract`), as a list of dicts. The column function is `extract`.

use pyo3::exceptions::PyValueError;
use pyo3::prelude::*;
use pyo3::types::{PyDict, PyList};
use urispec::extract::{Bare, Found, Match, Options, TrimReason, context, extract as find};

use crate::extract::text;

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

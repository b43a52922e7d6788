//! The `extract` column function: the URI references found in each row under one
//! revision (`urispec::extract`, its default bare-URI policy), a list of structs
//! `{start, end, uri, wrapper, valid}` per row (a null row stays null). Arrow only (no
//! Python: the `DuckDB` extension, duckdb/, compiles this file too); `urispec.extract`
//! on one text is in `scalar_extract`.

use std::fmt::Write as _;
use std::sync::Arc;

use arrow_array::ArrayRef;
use arrow_array::builder::{
    BooleanBuilder, ListBuilder, StringBuilder, StructBuilder, UInt64Builder,
};
use arrow_schema::{DataType, Field, Fields};
use urispec::extract::{Found, Options, extract as find};

use crate::texts::{Revisions, Texts};

/// The text of `bytes`, each invalid byte of UTF-8 written `\xFF` (as the command
/// echoes it: escaped, never replaced).
pub fn text(bytes: &[u8]) -> String {
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

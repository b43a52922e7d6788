//! The options of a call (`level`, `rule`, `compat`, …): the macros pass each one
//! wrapped in a one-element list (`[level]`), so that a NULL option reaches the
//! kernel as a value instead of making `DuckDB` fold the whole call to NULL (its
//! default NULL handling, the only one the `duckdb` crate's scalar functions
//! have); here each becomes the one value the kernel takes. As in
//! `urispec.duckdb`'s `_one`, an option must be the same on every row.

use std::sync::Arc;

use arrow_array::{ArrayRef, BooleanArray, StringArray, new_null_array};
use arrow_schema::DataType;

use crate::functions::{Parameter, Type};

/// One row's value of an option.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Value<'a> {
    /// A `VARCHAR`'s bytes.
    Text(&'a [u8]),
    /// A `BOOLEAN`.
    Flag(bool),
}

impl Value<'_> {
    /// The value as Python writes it (`'text'`, `True`, `False`), as errors show it.
    fn python(self) -> String {
        match self {
            Self::Text(text) => format!("'{}'", String::from_utf8_lossy(text)),
            Self::Flag(true) => "True".to_owned(),
            Self::Flag(false) => "False".to_owned(),
        }
    }
}

/// The value of the option `parameter` from each row's value, as a one-row array;
/// an error where two rows differ.
pub fn one(parameter: &Parameter, rows: &[Option<Value<'_>>]) -> Result<ArrayRef, String> {
    let mut seen: Vec<Option<Value<'_>>> = Vec::new();
    for row in rows {
        if !seen.contains(row) {
            seen.push(*row);
        }
    }
    match seen.as_slice() {
        [] | [None] => Ok(null(parameter)),
        [Some(Value::Text(text))] => Ok(Arc::new(StringArray::from(vec![
            String::from_utf8_lossy(text).into_owned(),
        ]))),
        [Some(Value::Flag(flag))] => Ok(Arc::new(BooleanArray::from(vec![*flag]))),
        many => Err(format!(
            "{} must be the same on every row, got [{}]",
            parameter.bare_name(),
            many.iter()
                .map(|v| v.map_or_else(|| "None".to_owned(), Value::python))
                .collect::<Vec<_>>()
                .join(", ")
        )),
    }
}

/// A NULL option: the kernel's default, but for `strict`, whose NULL means true
/// (`register(con)`: `strict is not False`).
fn null(parameter: &Parameter) -> ArrayRef {
    match parameter.sql_type {
        Type::Boolean if parameter.name == "strict" => Arc::new(BooleanArray::from(vec![true])),
        Type::Boolean => new_null_array(&DataType::Boolean, 1),
        Type::Varchar => new_null_array(&DataType::Utf8, 1),
    }
}

//! The options of a call (`level`, `rule`, `compat`, …): the macros pass each one
//! wrapped in a one-element list (`[level]`), so that a NULL option reaches the
//! kernel as a value instead of making `DuckDB` fold the whole call to NULL (its
//! default NULL handling, the only one the `duckdb` crate's scalar functions
//! have); here each becomes the one value the kernel takes. As in
//! `urispec.duckdb`'s `_one`, an option must be the same on every row.

use std::sync::Arc;

use arrow_array::cast::AsArray;
use arrow_array::{Array, ArrayRef, BooleanArray, ListArray, new_null_array};

use crate::functions::Parameter;

/// The value of the option `parameter` given as `lists` (one one-element list per
/// row), as a one-row array; an error where two rows differ.
pub fn one(parameter: &Parameter, lists: &dyn Array) -> Result<ArrayRef, String> {
    let lists: &ListArray = lists
        .as_list_opt()
        .ok_or_else(|| format!("{}: expected a list", parameter.bare_name()))?;
    let values = lists.values();
    let offsets = lists.value_offsets();
    let starts = (0..lists.len()).map(|i| usize::try_from(offsets[i]).unwrap_or_default());
    let mut seen: Vec<(usize, Option<String>)> = Vec::new();
    for start in starts {
        let key = key(values.as_ref(), start);
        if !seen.iter().any(|(_, k)| *k == key) {
            seen.push((start, key));
        }
    }
    match seen.as_slice() {
        [] => Ok(new_null_array(values.data_type(), 1)),
        [(start, key)] => Ok(defaulted(parameter, values.slice(*start, 1), key.is_none())),
        many => Err(format!(
            "{} must be the same on every row, got [{}]",
            parameter.bare_name(),
            many.iter()
                .map(|(_, k)| k.as_deref().unwrap_or("None"))
                .collect::<Vec<_>>()
                .join(", ")
        )),
    }
}

/// `strict`'s NULL means true (`register(con)`: `strict is not False`); any other
/// option's NULL is the kernel's default.
fn defaulted(parameter: &Parameter, value: ArrayRef, null: bool) -> ArrayRef {
    if null && parameter.name == "strict" {
        Arc::new(BooleanArray::from(vec![true]))
    } else {
        value
    }
}

/// Row `i` of an option's values as Python writes it (`'text'`, `True`, `False`),
/// `None` when null.
fn key(values: &dyn Array, i: usize) -> Option<String> {
    if values.is_null(i) {
        return None;
    }
    if let Some(b) = values.as_boolean_opt() {
        return Some(if b.value(i) { "True" } else { "False" }.to_owned());
    }
    let text = crate::texts::Texts::new(values).ok()?.get(i)?;
    Some(format!("'{}'", String::from_utf8_lossy(text)))
}

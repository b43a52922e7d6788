//! A chunk's columns as the kernels' arguments, read from `DuckDB`'s vectors with no
//! allocation per row: a `VARCHAR` or `BLOB` column as one Arrow binary array (the
//! kernels read bytes either way; a `VARCHAR` is UTF-8), an option's one-element
//! lists straight to its one value (`crate::options`). The `duckdb` crate's
//! `data_chunk_to_arrow` makes a `String` per row and per argument, which cost more
//! than the check itself.
#![allow(unsafe_code)] // reading DuckDB's vectors: each block has its SAFETY comment

use std::sync::Arc;

use arrow_array::ArrayRef;
use arrow_array::builder::BinaryBuilder;
use duckdb::core::{DataChunkHandle, FlatVector};
use duckdb::ffi::duckdb_string_t;

use crate::functions::{Parameter, SqlFunction, Type};
use crate::options::{self, Value};

/// The kernel's arguments of `function` from `chunk`: `u` and each per-row
/// argument as a binary array, each option as its one value.
pub fn arguments(function: &SqlFunction, chunk: &DataChunkHandle) -> Result<Vec<ArrayRef>, String> {
    let len = chunk.len();
    let mut args = vec![binary(&chunk.flat_vector(0), len)];
    for (i, parameter) in function.parameters.iter().enumerate() {
        args.push(if parameter.per_row {
            binary(&chunk.flat_vector(i + 1), len)
        } else {
            option(parameter, chunk, i + 1)?
        });
    }
    Ok(args)
}

/// The rows of a `VARCHAR` or `BLOB` vector of `len` rows, as one binary array.
fn binary(vector: &FlatVector<'_>, len: usize) -> ArrayRef {
    // SAFETY: DuckDB flattens a scalar function's input: a flat vector of `len` rows,
    // whose data is `len` `string_t` for a VARCHAR or a BLOB; null rows are skipped
    // below before their slot is read.
    let slots = unsafe { vector.as_slice_with_len::<duckdb_string_t>(len) };
    let mut out = BinaryBuilder::with_capacity(len, len * 64);
    for (i, slot) in slots.iter().enumerate() {
        if vector.row_is_null(i as u64) {
            out.append_null();
        } else {
            out.append_value(bytes(slot));
        }
    }
    Arc::new(out.finish())
}

/// The bytes of a valid `string_t`.
fn bytes(slot: &duckdb_string_t) -> &[u8] {
    // SAFETY: DuckDB's `string_t` is a length, then the bytes themselves when they are
    // 12 or fewer, else a prefix and a pointer to them; both stay valid during the
    // call, and the slice borrows `slot` (inlined bytes live in it).
    unsafe {
        let len = slot.value.inlined.length as usize;
        let data = if len <= 12 {
            slot.value.inlined.inlined.as_ptr()
        } else {
            slot.value.pointer.ptr.cast_const()
        };
        std::slice::from_raw_parts(data.cast::<u8>(), len)
    }
}

/// The one value of the option in column `column` (a list of one element per row).
fn option(
    parameter: &Parameter,
    chunk: &DataChunkHandle,
    column: usize,
) -> Result<ArrayRef, String> {
    let len = chunk.len();
    let lists = chunk.list_vector(column);
    let child = lists.child(lists.len());
    let starts = (0..len).map(|i| lists.get_entry(i).0);
    let values: Vec<Option<Value<'_>>> = match parameter.sql_type {
        Type::Varchar => {
            // SAFETY: the child of a VARCHAR[] vector holds `lists.len()` `string_t`;
            // null elements are skipped before their slot is read.
            let slots = unsafe { child.as_slice_with_len::<duckdb_string_t>(lists.len()) };
            starts
                .map(|at| (!child.row_is_null(at as u64)).then(|| Value::Text(bytes(&slots[at]))))
                .collect()
        }
        Type::Boolean => {
            // SAFETY: the child of a BOOLEAN[] vector holds `lists.len()` one-byte
            // booleans; null elements are skipped before they are read.
            let flags = unsafe { child.as_slice_with_len::<u8>(lists.len()) };
            starts
                .map(|at| (!child.row_is_null(at as u64)).then(|| Value::Flag(flags[at] != 0)))
                .collect()
        }
    };
    options::one(parameter, &values)
}

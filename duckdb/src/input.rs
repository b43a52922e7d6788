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
use duckdb::core::DataChunkHandle;
use duckdb::ffi::{
    duckdb_data_chunk_get_vector, duckdb_list_entry, duckdb_list_vector_get_child, duckdb_string_t,
    duckdb_vector, duckdb_vector_get_data, duckdb_vector_get_validity,
};

use crate::functions::{Parameter, SqlFunction, Type};
use crate::options::{self, Value};

/// The kernel's arguments of `function` from `chunk`: `u` and each per-row
/// argument as a binary array, each option as its one value.
pub fn arguments(function: &SqlFunction, chunk: &DataChunkHandle) -> Result<Vec<ArrayRef>, String> {
    let mut args = vec![binary(chunk, 0)];
    for (i, parameter) in function.parameters.iter().enumerate() {
        args.push(if parameter.per_row {
            binary(chunk, i + 1)
        } else {
            option(parameter, chunk, i + 1)?
        });
    }
    Ok(args)
}

/// The rows of the `VARCHAR` or `BLOB` column `column`, as one binary array (of one
/// row when every row holds the same text, as a constant revision does).
fn binary(chunk: &DataChunkHandle, column: usize) -> ArrayRef {
    let len = chunk.len();
    let vector = chunk.flat_vector(column);
    // SAFETY: DuckDB flattens a scalar function's input: a flat vector of `len` rows,
    // whose data is `len` `string_t` for a VARCHAR or a BLOB; null rows are skipped
    // before their slot is read.
    let slots = unsafe { vector.as_slice_with_len::<duckdb_string_t>(len) };
    let valid = Validity::of(raw(chunk, column), len);
    if column > 0 && len > 1 && valid.all() && slots.iter().all(|s| bytes(s) == bytes(&slots[0])) {
        let mut out = BinaryBuilder::with_capacity(1, bytes(&slots[0]).len());
        out.append_value(bytes(&slots[0]));
        return Arc::new(out.finish());
    }
    let mut out = BinaryBuilder::with_capacity(len, len * 64);
    for (i, slot) in slots.iter().enumerate() {
        if valid.get(i) {
            out.append_value(bytes(slot));
        } else {
            out.append_null();
        }
    }
    Arc::new(out.finish())
}

/// The vector of column `column`.
fn raw(chunk: &DataChunkHandle, column: usize) -> duckdb_vector {
    // SAFETY: `column` is one of the chunk's columns (the function's signature).
    unsafe { duckdb_data_chunk_get_vector(chunk.get_ptr(), column as u64) }
}

/// A vector's validity mask, read once (the `duckdb` crate's `row_is_null` asks
/// `DuckDB` twice per row).
struct Validity<'a>(Option<&'a [u64]>);

impl Validity<'_> {
    /// The mask of `vector`, of `len` rows (none: every row valid).
    fn of(vector: duckdb_vector, len: usize) -> Self {
        // SAFETY: a vector's validity is null (all valid) or one bit per row, in
        // 64-bit words, valid as long as the vector, during the call.
        unsafe {
            let mask = duckdb_vector_get_validity(vector);
            Self(
                (!mask.is_null())
                    .then(|| std::slice::from_raw_parts(mask.cast_const(), len.div_ceil(64))),
            )
        }
    }

    /// Whether row `i` is valid.
    fn get(&self, i: usize) -> bool {
        self.0
            .is_none_or(|words| words[i / 64] >> (i % 64) & 1 == 1)
    }

    /// Whether every row is valid.
    fn all(&self) -> bool {
        self.0.is_none()
    }
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
    let lists = raw(chunk, column);
    let size = chunk.list_vector(column).len();
    // SAFETY: a LIST vector's data is one `duckdb_list_entry` (offset, length) per
    // row; DuckDB gives `len` rows, each a one-element list (the macros build them).
    let entries = unsafe {
        std::slice::from_raw_parts(
            duckdb_vector_get_data(lists).cast::<duckdb_list_entry>(),
            len,
        )
    };
    // SAFETY: the child vector of a list vector, valid during the call.
    let child = unsafe { duckdb_list_vector_get_child(lists) };
    let valid = Validity::of(child, size);
    if entries.iter().any(|e| e.length != 1) {
        return Err(format!(
            "{}: expected a list of one value per row",
            parameter.bare_name()
        ));
    }
    let starts = entries
        .iter()
        .map(|e| usize::try_from(e.offset).unwrap_or(usize::MAX));
    let values: Vec<Option<Value<'_>>> = match parameter.sql_type {
        Type::Varchar => {
            // SAFETY: the child of a VARCHAR[] vector holds `size` `string_t`; null
            // elements are skipped before their slot is read.
            let slots = unsafe {
                std::slice::from_raw_parts(
                    duckdb_vector_get_data(child).cast::<duckdb_string_t>(),
                    size,
                )
            };
            starts
                .map(|at| valid.get(at).then(|| Value::Text(bytes(&slots[at]))))
                .collect()
        }
        Type::Boolean => {
            // SAFETY: the child of a BOOLEAN[] vector holds `size` one-byte booleans;
            // null elements are skipped before they are read.
            let flags = unsafe {
                std::slice::from_raw_parts(duckdb_vector_get_data(child).cast::<u8>(), size)
            };
            starts
                .map(|at| valid.get(at).then(|| Value::Flag(flags[at] != 0)))
                .collect()
        }
    };
    options::one(parameter, &values)
}

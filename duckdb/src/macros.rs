//! The SQL macros `uri_<name>(u, …, option := default)`: the same text as
//! `urispec.duckdb.register(con)`'s (a `BLOB` column to the `_blob` function,
//! anything else cast to `VARCHAR`), each option wrapped in a one-element list
//! (`crate::options` says why).

use std::fmt::Write as _;

use crate::functions::SqlFunction;
use crate::scalar::name;

/// The `CREATE OR REPLACE MACRO` statement of `function`.
pub fn create(function: &SqlFunction) -> String {
    let mut signature = String::new();
    let mut arguments = String::new();
    for p in function.parameters {
        signature.push_str(", ");
        signature.push_str(p.name);
        if let Some(default) = p.default {
            signature.push_str(" := ");
            signature.push_str(default);
        }
        let _ = if p.per_row {
            write!(arguments, ", {}", p.name)
        } else {
            write!(arguments, ", [{}]", p.name)
        };
    }
    format!(
        "create or replace macro uri_{}(u{signature}) as \
         case when typeof(u) = 'BLOB' then {}(u::BLOB{arguments}) \
         else {}(u::VARCHAR{arguments}) end",
        function.name,
        name(function, true),
        name(function, false),
    )
}

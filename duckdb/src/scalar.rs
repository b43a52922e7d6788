//! A SQL function as `DuckDB` scalar functions: `_uri_<name>_varchar` and
//! `_uri_<name>_blob` (the names `urispec.duckdb` gives its two Arrow UDFs), each
//! the kernel of python/src over the chunk's columns (`crate::input`), its Arrow
//! result written into `DuckDB`'s vector.

use std::error::Error;
use std::sync::Arc;

use arrow_schema::{DataType, Field};
use duckdb::core::{DataChunkHandle, LogicalTypeHandle, LogicalTypeId};
use duckdb::vscalar::{ScalarFunctionSignature, VScalar};
use duckdb::vtab::arrow::{WritableVector, to_duckdb_logical_type, write_arrow_array_to_vector};

use crate::functions::{FUNCTIONS, Parameter, SqlFunction, Type};
use crate::input;

/// The scalar function of `FUNCTIONS[I]` over a `VARCHAR` (`BLOB` false) or `BLOB`
/// column `u`.
pub struct Scalar<const I: usize, const BLOB: bool>;

impl<const I: usize, const BLOB: bool> Scalar<I, BLOB> {
    /// Its SQL name.
    pub fn name() -> String {
        name(&FUNCTIONS[I], BLOB)
    }
}

/// The SQL name of `function`'s scalar function over `VARCHAR` or `BLOB`.
pub fn name(function: &SqlFunction, blob: bool) -> String {
    let text = if blob { "blob" } else { "varchar" };
    format!("_uri_{}_{text}", function.name)
}

impl<const I: usize, const BLOB: bool> VScalar for Scalar<I, BLOB> {
    type State = ();

    fn invoke(
        (): &(),
        chunk: &mut DataChunkHandle,
        output: &mut dyn WritableVector,
    ) -> Result<(), Box<dyn Error>> {
        let function = &FUNCTIONS[I];
        let args = input::arguments(function, chunk)?;
        let out = function.kernel().apply(&args, &mut || Ok(()))?;
        write_arrow_array_to_vector(&out, output)
    }

    fn signatures() -> Vec<ScalarFunctionSignature> {
        let function = &FUNCTIONS[I];
        let u = LogicalTypeHandle::from(if BLOB {
            LogicalTypeId::Blob
        } else {
            LogicalTypeId::Varchar
        });
        let parameters = std::iter::once(u)
            .chain(function.parameters.iter().map(argument_type))
            .collect();
        let output = to_duckdb_logical_type(&function.kernel().output_type())
            .expect("the kernels' types are DuckDB's");
        vec![ScalarFunctionSignature::exact(parameters, output)]
    }
}

/// The SQL type of a parameter: an option is a one-element list (`crate::options`).
fn argument_type(parameter: &Parameter) -> LogicalTypeHandle {
    let scalar = match parameter.sql_type {
        Type::Varchar => DataType::Utf8,
        Type::Boolean => DataType::Boolean,
    };
    let arrow = if parameter.per_row {
        scalar
    } else {
        DataType::List(Arc::new(Field::new_list_field(scalar, true)))
    };
    to_duckdb_logical_type(&arrow).expect("VARCHAR, BOOLEAN and their lists are DuckDB's")
}

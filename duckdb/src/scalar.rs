//! A SQL function as `DuckDB` scalar functions: `_uri_<name>_varchar` and
//! `_uri_<name>_blob` (the names `urispec.duckdb` gives its two Arrow UDFs), each
//! the kernel of python/src over the chunk's columns as Arrow arrays.

use std::error::Error;
use std::sync::Arc;

use arrow_array::{ArrayRef, RecordBatch};
use arrow_schema::{DataType, Field};
use duckdb::vscalar::{ArrowFunctionSignature, VArrowScalar};

use crate::functions::{FUNCTIONS, Parameter, SqlFunction, Type};
use crate::options;

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

impl<const I: usize, const BLOB: bool> VArrowScalar for Scalar<I, BLOB> {
    type State = ();

    fn invoke(_: &(), input: RecordBatch) -> Result<ArrayRef, Box<dyn Error>> {
        let function = &FUNCTIONS[I];
        let args = arguments(function, input.columns())?;
        Ok(function.kernel().apply(&args, &mut || Ok(()))?)
    }

    fn signatures() -> Vec<ArrowFunctionSignature> {
        let function = &FUNCTIONS[I];
        let u = if BLOB {
            DataType::Binary
        } else {
            DataType::Utf8
        };
        let parameters = std::iter::once(u)
            .chain(function.parameters.iter().map(argument_type))
            .collect();
        let output = function.kernel().output_type();
        vec![ArrowFunctionSignature::exact(parameters, output)]
    }
}

/// The kernel's arguments: the columns, each option reduced to its one value.
fn arguments(function: &SqlFunction, columns: &[ArrayRef]) -> Result<Vec<ArrayRef>, String> {
    let (u, rest) = columns.split_first().ok_or("no column")?;
    let mut args = vec![Arc::clone(u)];
    for (parameter, column) in function.parameters.iter().zip(rest) {
        args.push(if parameter.per_row {
            Arc::clone(column)
        } else {
            options::one(parameter, column.as_ref())?
        });
    }
    Ok(args)
}

/// The Arrow type of a parameter: an option is a one-element list (`options`).
fn argument_type(parameter: &Parameter) -> DataType {
    let scalar = match parameter.sql_type {
        Type::Varchar => DataType::Utf8,
        Type::Boolean => DataType::Boolean,
    };
    if parameter.per_row {
        scalar
    } else {
        DataType::List(Arc::new(Field::new_list_field(scalar, true)))
    }
}

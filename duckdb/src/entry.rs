//! The entry point `DuckDB` calls on `LOAD 'urispec'` (`urispec_init_c_api`, made
//! by the `duckdb` crate's `duckdb_entrypoint_c_api`): registers the scalar
//! functions, then the macros.
#![allow(unsafe_code)] // the entry point is `unsafe extern "C"`: the crate's macro writes it

use std::error::Error;

use duckdb::{Connection, duckdb_entrypoint_c_api};

use crate::functions::FUNCTIONS;
use crate::macros;
use crate::scalar::Scalar;

/// Registers `FUNCTIONS[I]`'s two scalar functions.
fn register<const I: usize>(con: &Connection) -> duckdb::Result<()> {
    con.register_scalar_function::<Scalar<I, false>>(&Scalar::<I, false>::name())?;
    con.register_scalar_function::<Scalar<I, true>>(&Scalar::<I, true>::name())
}

/// Registers every function and macro on `con`'s database.
fn register_all(con: &Connection) -> duckdb::Result<()> {
    register::<0>(con)?;
    register::<1>(con)?;
    register::<2>(con)?;
    register::<3>(con)?;
    register::<4>(con)?;
    register::<5>(con)?;
    register::<6>(con)?;
    register::<7>(con)?;
    register::<8>(con)?;
    register::<9>(con)?;
    register::<10>(con)?;
    for function in &FUNCTIONS {
        con.execute_batch(&macros::create(function))?;
    }
    Ok(())
}

/// The extension's entry point: `DuckDB`'s C API v1.2.0 or later.
///
/// # Safety
///
/// Called by `DuckDB` only, with the connection the crate's macro opens.
#[duckdb_entrypoint_c_api(ext_name = "urispec", min_duckdb_version = "v1.2.0")]
#[allow(clippy::needless_pass_by_value)] // the crate's macro hands the connection over
pub unsafe fn extension_entrypoint(con: Connection) -> Result<(), Box<dyn Error>> {
    register_all(&con)?;
    Ok(())
}

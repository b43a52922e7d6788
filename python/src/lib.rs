//! The `urispec` Python package's native module (`urispec._urispec`): the functions
//! on one string (`scalar`), the column functions over Arrow arrays (`kernels`,
//! taken and given through the Arrow `PyCapsule` interface, `capsule`), and the same
//! column functions as a Polars expression plugin (`plugin`).

mod capabilities;
mod capsule;
mod extract;
mod kernels;
mod plugin;
mod scalar;
mod scalar_extract;
mod texts;
mod validators;
mod vectors;

use pyo3::exceptions::PyValueError;
use pyo3::prelude::*;
use pyo3::types::PyTuple;

use kernels::Function;

/// Applies the column function `name` to `args` (Arrow arrays, or `str`/`bool`/`None`
/// for one row), with the GIL released; returns the result's `(schema, array)`
/// capsules. Between batches of rows it takes the GIL back to run the signal
/// handlers: a `KeyboardInterrupt` stops the call there.
#[pyfunction]
#[pyo3(signature = (name, *args))]
fn apply<'py>(
    py: Python<'py>,
    name: &str,
    args: &Bound<'py, PyTuple>,
) -> PyResult<Bound<'py, PyTuple>> {
    let function = Function::from_name(name)
        .ok_or_else(|| PyValueError::new_err(format!("no column function {name:?}")))?;
    let arrays = args
        .iter()
        .map(|a| capsule::import(&a))
        .collect::<PyResult<Vec<_>>>()?;
    let mut signal = None;
    let out = py.detach(|| {
        function.apply(&arrays, &mut || {
            check_signals().map_err(|e| {
                signal = Some(e);
                "interrupted".to_owned()
            })
        })
    });
    match (out, signal) {
        (_, Some(signal)) => Err(signal),
        (Ok(out), None) => capsule::export(py, &out),
        (Err(message), None) => Err(PyValueError::new_err(message)),
    }
}

/// Runs Python's signal handlers, taking the GIL for it: a handler's exception
/// (`KeyboardInterrupt`) is the error.
#[allow(clippy::redundant_closure_for_method_calls)] // the method is not general over `attach`'s lifetime
fn check_signals() -> PyResult<()> {
    Python::attach(|py| py.check_signals())
}

/// The `urispec._urispec` module.
#[pymodule]
fn _urispec(m: &Bound<'_, PyModule>) -> PyResult<()> {
    m.add_function(wrap_pyfunction!(scalar::is_valid, m)?)?;
    m.add_function(wrap_pyfunction!(scalar::check, m)?)?;
    m.add_function(wrap_pyfunction!(scalar::parse, m)?)?;
    m.add_function(wrap_pyfunction!(scalar::resolve, m)?)?;
    m.add_function(wrap_pyfunction!(scalar::normalize, m)?)?;
    m.add_function(wrap_pyfunction!(scalar::equivalent, m)?)?;
    m.add_function(wrap_pyfunction!(scalar::encode, m)?)?;
    m.add_function(wrap_pyfunction!(scalar::decode, m)?)?;
    m.add_function(wrap_pyfunction!(scalar::encode_components, m)?)?;
    m.add_function(wrap_pyfunction!(scalar::revisions, m)?)?;
    m.add_function(wrap_pyfunction!(apply, m)?)?;
    m.add_function(wrap_pyfunction!(scalar_extract::extract, m)?)?;
    m.add_function(wrap_pyfunction!(vectors::vectors, m)?)?;
    m.add_class::<scalar::Parsed>()?;
    m.add_class::<scalar::Base>()?;
    Ok(())
}

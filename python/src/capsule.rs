//! Arrow arrays across the Arrow `PyCapsule` interface (`__arrow_c_array__`): taken from
//! pyarrow, Polars, `DuckDB` or any producer without a copy, and handed back the same way.

#![allow(unsafe_code)]

use std::ffi::CStr;
use std::sync::Arc;

use arrow_array::ffi::{FFI_ArrowArray, FFI_ArrowSchema, from_ffi, to_ffi};
use arrow_array::{ArrayRef, BooleanArray, StringArray, make_array};
use pyo3::exceptions::{PyTypeError, PyValueError};
use pyo3::prelude::*;
use pyo3::types::{PyBool, PyCapsule, PyCapsuleMethods, PyString, PyTuple};

const SCHEMA: &CStr = c"arrow_schema";
const ARRAY: &CStr = c"arrow_array";

/// An argument as an Arrow array: an object with `__arrow_c_array__`, or a `str`,
/// `bool` or `None` standing for one row.
pub fn import(arg: &Bound<'_, PyAny>) -> PyResult<ArrayRef> {
    if arg.is_none() {
        return Ok(Arc::new(StringArray::from(vec![None::<&str>])));
    }
    if let Ok(s) = arg.cast::<PyString>() {
        return Ok(Arc::new(StringArray::from(vec![s.to_cow()?.as_ref()])));
    }
    if let Ok(b) = arg.cast::<PyBool>() {
        return Ok(Arc::new(BooleanArray::from(vec![b.is_true()])));
    }
    if !arg.hasattr("__arrow_c_array__")? {
        return Err(PyTypeError::new_err(format!(
            "expected an Arrow array (an object with __arrow_c_array__), a str or a bool, got {}",
            arg.get_type().name()?
        )));
    }
    let pair = arg.call_method0("__arrow_c_array__")?;
    let pair = pair.cast::<PyTuple>()?;
    let schema = pair.get_item(0)?;
    let array = pair.get_item(1)?;
    let schema = schema.cast::<PyCapsule>()?;
    let array = array.cast::<PyCapsule>()?;
    let schema_ptr = schema
        .pointer_checked(Some(SCHEMA))?
        .cast::<FFI_ArrowSchema>();
    let array_ptr = array.pointer_checked(Some(ARRAY))?.cast::<FFI_ArrowArray>();
    // SAFETY: both capsules are named as the Arrow PyCapsule interface names them, so
    // they hold a valid `ArrowSchema` and `ArrowArray`. `from_raw` moves the array out
    // and leaves a released one behind, as the interface asks of a consumer; the
    // schema is only borrowed while the capsule is alive.
    let data = unsafe {
        let ffi_array = FFI_ArrowArray::from_raw(array_ptr.as_ptr());
        from_ffi(ffi_array, schema_ptr.as_ref())
    }
    .map_err(|e| PyValueError::new_err(e.to_string()))?;
    Ok(make_array(data))
}

/// `array` as the pair of capsules `__arrow_c_array__` returns.
pub fn export<'py>(py: Python<'py>, array: &ArrayRef) -> PyResult<Bound<'py, PyTuple>> {
    let (ffi_array, ffi_schema) =
        to_ffi(&array.to_data()).map_err(|e| PyValueError::new_err(e.to_string()))?;
    let schema = PyCapsule::new_with_value(py, ffi_schema, SCHEMA)?;
    let array = PyCapsule::new_with_value(py, ffi_array, ARRAY)?;
    PyTuple::new(py, [schema, array])
}

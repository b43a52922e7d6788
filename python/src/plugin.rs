//! Polars' expression plugin interface, implemented over the Arrow C data interface
//! (no Polars crate in the build): Polars loads this extension module as a plugin
//! library, asks `_polars_plugin_get_version`, then calls `_polars_plugin_<name>`
//! with the argument columns and `_polars_plugin_field_<name>` for the output type,
//! from its own thread pool.
//!
//! The interface (plugin version 0.1, what Polars 1.x and 2.x load): a column crosses
//! as a `SeriesExport`, a `#[repr(C)]` struct holding one `ArrowSchema` (the field) and
//! one `ArrowArray` per chunk, released by a callback of the side that made it. The
//! plugin takes the inputs: it moves their arrays out and calls their release
//! callback; Polars takes the output the same way. Errors are left as a message that
//! Polars asks for with `_polars_plugin_get_last_error_message`.
//!
//! Non-expression arguments (the revision, a base, the options) come as Polars
//! literals: columns of one row, which [`Function::apply`] broadcasts.
#![allow(unsafe_code)]

use std::cell::RefCell;
use std::ffi::{CString, c_char, c_void};
use std::mem::ManuallyDrop;
use std::panic::{AssertUnwindSafe, catch_unwind};

use arrow_array::ffi::{FFI_ArrowArray, FFI_ArrowSchema, from_ffi, to_ffi};
use arrow_array::{ArrayRef, make_array, new_null_array};
use arrow_schema::{DataType, Field};

use crate::kernels::Function;

/// A Polars column across the plugin interface (Polars' `SeriesExport`, version 0).
#[repr(C)]
pub struct SeriesExport {
    field: *mut FFI_ArrowSchema,
    arrays: *mut *mut FFI_ArrowArray,
    len: usize,
    release: Option<unsafe extern "C" fn(*mut SeriesExport)>,
    private_data: *mut c_void,
}

/// What Polars tells the plugin about the call (unused: the kernels run one chunk
/// at a time on the thread Polars calls from).
#[repr(C)]
pub struct CallerContext {
    parallel: u64,
}

/// The boxes an exported column owns until Polars releases it.
struct Owned {
    field: Box<FFI_ArrowSchema>,
    arrays: Box<[*mut FFI_ArrowArray]>,
}

thread_local! {
    static LAST_ERROR: RefCell<CString> = RefCell::new(CString::default());
}

/// Leaves `message` for Polars to read.
fn set_error(message: &str) {
    let message = CString::new(message.replace('\0', " ")).unwrap_or_default();
    LAST_ERROR.with(|e| *e.borrow_mut() = message);
}

/// The plugin interface version: 0.1 (the field function takes keyword arguments).
#[unsafe(no_mangle)]
pub extern "C" fn _polars_plugin_get_version() -> u32 {
    1
}

/// The message of the last error on this thread.
#[unsafe(no_mangle)]
pub extern "C" fn _polars_plugin_get_last_error_message() -> *const c_char {
    LAST_ERROR.with(|e| e.borrow().as_ptr())
}

/// Takes one input column: its chunks as arrays, then releases what is left.
///
/// # Safety
/// `e` is a valid `SeriesExport` the caller hands over.
unsafe fn import(e: *mut SeriesExport) -> Result<(Field, Vec<ArrayRef>), String> {
    // SAFETY: the caller hands over a valid export: its field and `len` chunk
    // pointers are valid; `from_raw` moves each array out, leaving a released one
    // for the export's own release callback to free.
    unsafe {
        let e = &mut *e;
        let schema = &*e.field;
        let field = Field::try_from(schema).map_err(|err| err.to_string())?;
        let mut chunks = Vec::with_capacity(e.len);
        for i in 0..e.len {
            let array = FFI_ArrowArray::from_raw(*e.arrays.add(i));
            chunks.push(chunk(array, schema, field.data_type())?);
        }
        if let Some(release) = e.release {
            release(e);
        }
        Ok((field, chunks))
    }
}

/// One chunk of an input column. A `Null` column (Polars' all-null column, and its
/// `None` literal) is taken by its length alone: Polars exports it with a validity
/// buffer that the C data interface's `Null` layout does not have.
///
/// # Safety
/// `array` was moved out of a valid export whose field is `schema`.
unsafe fn chunk(
    array: FFI_ArrowArray,
    schema: &FFI_ArrowSchema,
    data_type: &DataType,
) -> Result<ArrayRef, String> {
    if *data_type == DataType::Null {
        return Ok(new_null_array(data_type, array.len()));
    }
    // SAFETY: the caller's promise: `array` is described by `schema`.
    let data = unsafe { from_ffi(array, schema) }.map_err(|err| err.to_string())?;
    Ok(make_array(data))
}

/// Frees an exported column's boxes (Polars has moved the arrays out).
unsafe extern "C" fn release_export(e: *mut SeriesExport) {
    if e.is_null() {
        return;
    }
    // SAFETY: `e` was made by `export`, whose private data is a boxed `Owned`; the
    // arrays have been moved out by Polars, so only their boxes are freed.
    unsafe {
        let e = &mut *e;
        if e.private_data.is_null() {
            return;
        }
        let owned = Box::from_raw(e.private_data.cast::<Owned>());
        for ptr in &owned.arrays {
            drop(Box::from_raw(ptr.cast::<ManuallyDrop<FFI_ArrowArray>>()));
        }
        drop(owned.field);
        e.private_data = std::ptr::null_mut();
        e.release = None;
    }
}

/// `chunks` as a column named `name`.
fn export(name: &str, chunks: &[ArrayRef]) -> Result<SeriesExport, String> {
    let data_type = chunks
        .first()
        .map(|c| c.data_type().clone())
        .ok_or("no chunk")?;
    let field = Field::new(name, data_type, true);
    let field = Box::new(FFI_ArrowSchema::try_from(&field).map_err(|e| e.to_string())?);
    let arrays = chunks
        .iter()
        .map(|c| {
            let (array, _) = to_ffi(&c.to_data()).map_err(|e| e.to_string())?;
            Ok(Box::into_raw(Box::new(array)))
        })
        .collect::<Result<Box<[_]>, String>>()?;
    let mut owned = Box::new(Owned { field, arrays });
    Ok(SeriesExport {
        field: &raw mut *owned.field,
        arrays: owned.arrays.as_mut_ptr(),
        len: owned.arrays.len(),
        release: Some(release_export),
        private_data: Box::into_raw(owned).cast(),
    })
}

/// Applies `function` chunk by chunk of the first column (the other arguments are
/// one-row literals, or columns chunked alike).
fn call(function: Function, inputs: &[(Field, Vec<ArrayRef>)]) -> Result<SeriesExport, String> {
    let Some((field, column)) = inputs.first() else {
        return Err("no input column".to_owned());
    };
    let mut out = Vec::with_capacity(column.len());
    for (k, chunk) in column.iter().enumerate() {
        let mut args = vec![chunk.clone()];
        for (_, other) in &inputs[1..] {
            let arg = match other.as_slice() {
                [one] if one.len() == 1 => one.clone(),
                chunks if chunks.len() == column.len() && chunks[k].len() == chunk.len() => {
                    chunks[k].clone()
                }
                _ => {
                    return Err(
                        "the arguments are chunked differently: rechunk them, or give one value"
                            .to_owned(),
                    );
                }
            };
            args.push(arg);
        }
        // Polars runs the call on its own threads, where no Python signal is seen.
        out.push(function.apply(&args, &mut || Ok(()))?);
    }
    if out.is_empty() {
        out.push(
            function.apply(
                &std::iter::once(arrow_array::new_empty_array(field.data_type()))
                    .chain(inputs[1..].iter().filter_map(|(_, c)| c.first().cloned()))
                    .collect::<Vec<_>>(),
                &mut || Ok(()),
            )?,
        );
    }
    export(field.name(), &out)
}

/// The body of `_polars_plugin_<name>`.
///
/// # Safety
/// Polars' arguments: `inputs` points to `len` exports, `out` to an empty one.
unsafe fn run(function: Function, inputs: *mut SeriesExport, len: usize, out: *mut SeriesExport) {
    let result = catch_unwind(AssertUnwindSafe(|| {
        // SAFETY: Polars hands over `len` valid exports.
        let columns = (0..len)
            .map(|i| unsafe { import(inputs.add(i)) })
            .collect::<Result<Vec<_>, String>>()?;
        call(function, &columns)
    }));
    match result {
        // SAFETY: `out` points to Polars' empty export, which owns nothing.
        Ok(Ok(export)) => unsafe { out.write(export) },
        Ok(Err(message)) => set_error(&message),
        Err(_) => set_error("PANIC"),
    }
}

/// The body of `_polars_plugin_field_<name>`: the first input's name, the function's
/// output type.
///
/// # Safety
/// Polars' arguments: `fields` points to `len` schemas, `out` to an empty one.
unsafe fn field(
    function: Function,
    fields: *mut FFI_ArrowSchema,
    len: usize,
    out: *mut FFI_ArrowSchema,
) {
    let result = catch_unwind(AssertUnwindSafe(|| {
        if len == 0 {
            return Err("no input column".to_owned());
        }
        // SAFETY: Polars passes `len` valid schemas.
        let input = Field::try_from(unsafe { &*fields }).map_err(|e| e.to_string())?;
        let field = Field::new(input.name(), function.output_type(), true);
        FFI_ArrowSchema::try_from(&field).map_err(|e| e.to_string())
    }));
    match result {
        // SAFETY: `out` points to Polars' empty schema, which owns nothing.
        Ok(Ok(schema)) => unsafe { out.write(schema) },
        Ok(Err(message)) => set_error(&message),
        Err(_) => set_error("PANIC"),
    }
}

/// The two exported symbols of each column function.
macro_rules! expression {
    ($function:expr, $call:ident, $field:ident) => {
        /// A Polars plugin expression (see the module's documentation).
        ///
        /// # Safety
        /// Called by Polars with its plugin interface's arguments.
        #[unsafe(no_mangle)]
        pub unsafe extern "C" fn $call(
            inputs: *mut SeriesExport,
            len: usize,
            _kwargs: *const u8,
            _kwargs_len: usize,
            out: *mut SeriesExport,
            _context: *mut CallerContext,
        ) {
            // SAFETY: Polars' arguments, passed on.
            unsafe { run($function, inputs, len, out) }
        }

        /// The output type of the Polars plugin expression of the same name.
        ///
        /// # Safety
        /// Called by Polars with its plugin interface's arguments.
        #[unsafe(no_mangle)]
        pub unsafe extern "C" fn $field(
            fields: *mut FFI_ArrowSchema,
            len: usize,
            out: *mut FFI_ArrowSchema,
            _kwargs: *const u8,
            _kwargs_len: usize,
        ) {
            // SAFETY: Polars' arguments, passed on.
            unsafe { field($function, fields, len, out) }
        }
    };
}

expression!(
    Function::IsValid,
    _polars_plugin_is_valid,
    _polars_plugin_field_is_valid
);
expression!(
    Function::Check,
    _polars_plugin_check,
    _polars_plugin_field_check
);
expression!(
    Function::Components,
    _polars_plugin_components,
    _polars_plugin_field_components
);
expression!(
    Function::Resolve,
    _polars_plugin_resolve,
    _polars_plugin_field_resolve
);
expression!(
    Function::Normalize,
    _polars_plugin_normalize,
    _polars_plugin_field_normalize
);
expression!(
    Function::Extract,
    _polars_plugin_extract,
    _polars_plugin_field_extract
);
// The functions of `capabilities`.
expression!(
    Function::Compare,
    _polars_plugin_compare,
    _polars_plugin_field_compare
);
expression!(
    Function::Equivalent,
    _polars_plugin_equivalent,
    _polars_plugin_field_equivalent
);
expression!(
    Function::Convert,
    _polars_plugin_convert,
    _polars_plugin_field_convert
);
expression!(
    Function::Encode,
    _polars_plugin_encode,
    _polars_plugin_field_encode
);
expression!(
    Function::Decode,
    _polars_plugin_decode,
    _polars_plugin_field_decode
);

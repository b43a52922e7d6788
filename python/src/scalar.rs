//! The functions on one string: `is_valid`, `check`, `parse`, `resolve` (and `Base`),
//! `normalize`, `equivalent`, `encode`, `decode`, named as the library names them.

use std::borrow::Cow;
use std::cell::RefCell;
use std::fmt::Write;

use pyo3::exceptions::{PyTypeError, PyValueError};
use pyo3::prelude::*;
use pyo3::types::{PyBytes, PyDict, PyList, PyString};
use urispec::Parse;
use urispec::ast::{Components, Node};
use urispec::resolve as resolution;
use urispec::{Revision, Validator, equiv};

use crate::validators;

/// A revision by id or alias (`str` or `bytes`), or Python's `ValueError` naming the
/// known ones. The last name object looked up on this thread is remembered (held, so
/// that its address names it): a loop passing the same literal looks it up once.
pub fn revision(name: &Bound<'_, PyAny>) -> PyResult<Revision> {
    thread_local! {
        static LAST: RefCell<Option<(Py<PyAny>, Revision)>> = const { RefCell::new(None) };
    }
    let last = LAST.with_borrow(|last| {
        last.as_ref()
            .and_then(|(known, rev)| name.is(known).then_some(*rev))
    });
    if let Some(rev) = last {
        return Ok(rev);
    }
    let rev = String::from_utf8_lossy(&bytes(name)?)
        .parse()
        .map_err(|e: urispec::UnknownRevision| PyValueError::new_err(e.to_string()))?;
    let old = LAST.replace(Some((name.clone().unbind(), rev)));
    drop(old); // the previous name released here, attached to Python
    Ok(rev)
}

/// The bytes of a `str` (UTF-8) or `bytes` argument. A `str` holding a lone
/// surrogate, which UTF-8 cannot encode, gives its `surrogatepass` bytes: invalid
/// UTF-8, which every grammar rejects at the surrogate's offset.
pub fn bytes<'a>(text: &'a Bound<'_, PyAny>) -> PyResult<Cow<'a, [u8]>> {
    if let Ok(s) = text.cast::<PyString>() {
        return Ok(match s.to_cow() {
            Ok(Cow::Borrowed(s)) => Cow::Borrowed(s.as_bytes()),
            Ok(Cow::Owned(s)) => Cow::Owned(s.into_bytes()),
            Err(_) => Cow::Owned(
                s.call_method1("encode", ("utf-8", "surrogatepass"))?
                    .cast_into::<PyBytes>()?
                    .as_bytes()
                    .to_vec(),
            ),
        });
    }
    if let Ok(b) = text.cast::<PyBytes>() {
        return Ok(Cow::Borrowed(b.as_bytes()));
    }
    Err(PyTypeError::new_err(format!(
        "expected str or bytes, got {}",
        text.get_type().name()?
    )))
}

/// `urispec.ParseError` carrying the library's error as attributes.
pub fn parse_error(py: Python<'_>, e: &urispec::ParseError) -> PyErr {
    let made = (|| -> PyResult<PyErr> {
        let class = py.import("urispec._errors")?.getattr("ParseError")?;
        let kwargs = PyDict::new(py);
        kwargs.set_item("revision", e.revision().id())?;
        kwargs.set_item("rule", e.rule())?;
        kwargs.set_item("offset", e.offset())?;
        kwargs.set_item("expected", e.expected())?;
        kwargs.set_item("section", e.section())?;
        kwargs.set_item("found", e.found())?;
        kwargs.set_item("message", e.message())?;
        let value = class.call((e.to_string(),), Some(&kwargs))?;
        Ok(PyErr::from_value(value))
    })();
    made.unwrap_or_else(|err| err)
}

/// The text of `bytes` under `rev`: a `ParseError` (the grammar's, at the first
/// invalid byte) when it is not UTF-8. Invalid UTF-8 is never replaced.
fn text<'a>(py: Python<'_>, bytes: &'a [u8], rev: Revision) -> PyResult<&'a str> {
    std::str::from_utf8(bytes).map_err(|_| match Validator::start(rev).check(bytes) {
        Err(e) => parse_error(py, &e),
        Ok(()) => PyValueError::new_err("input is not UTF-8"),
    })
}

/// The validator of `rule` (the start rule when `None`): [`validators::of`].
fn validator(rev: Revision, rule: Option<&Bound<'_, PyAny>>) -> PyResult<&'static Validator> {
    let rule = rule.map(bytes).transpose()?;
    let rule = rule.as_deref().map(String::from_utf8_lossy);
    validators::of(rev, rule.as_deref()).map_err(PyValueError::new_err)
}

/// Whether `text` (str or bytes) is in the language of the revision's start rule, or
/// of `rule`.
#[pyfunction]
#[pyo3(signature = (text, revision, rule=None))]
pub fn is_valid(
    text: &Bound<'_, PyAny>,
    revision: &Bound<'_, PyAny>,
    rule: Option<&Bound<'_, PyAny>>,
) -> PyResult<bool> {
    let v = validator(self::revision(revision)?, rule)?;
    Ok(v.is_valid(&bytes(text)?))
}

/// `None` when `text` is valid; otherwise raises `ParseError` with the byte offset,
/// the expected rule names and the section.
#[pyfunction]
#[pyo3(signature = (text, revision, rule=None))]
pub fn check(
    py: Python<'_>,
    text: &Bound<'_, PyAny>,
    revision: &Bound<'_, PyAny>,
    rule: Option<&Bound<'_, PyAny>>,
) -> PyResult<()> {
    let v = validator(self::revision(revision)?, rule)?;
    v.check(&bytes(text)?).map_err(|e| parse_error(py, &e))
}

/// The common view as the JSON contract writes it: `None` undefined, `""` empty,
/// `host` as `{"kind", "text"}`, keys the revision lacks left out.
fn components_dict<'py>(
    py: Python<'py>,
    rev: Revision,
    c: &Components<'_>,
) -> PyResult<Bound<'py, PyDict>> {
    let d = PyDict::new(py);
    let host = match &c.host {
        Some(h) => {
            let host = PyDict::new(py);
            host.set_item("kind", h.kind(rev))?;
            host.set_item("text", h.as_str())?;
            host.into_any()
        }
        None => py.None().into_bound(py),
    };
    let items: [(&str, Bound<'py, PyAny>); 12] = [
        ("scheme", c.scheme.into_pyobject(py)?.into_any()),
        ("authority", c.authority.into_pyobject(py)?.into_any()),
        ("userinfo", c.userinfo.into_pyobject(py)?.into_any()),
        ("user", c.user.into_pyobject(py)?.into_any()),
        ("password", c.password.into_pyobject(py)?.into_any()),
        ("host", host),
        ("port", c.port.into_pyobject(py)?.into_any()),
        (
            "leading_slash",
            c.leading_slash.into_pyobject(py)?.to_owned().into_any(),
        ),
        ("path", c.path.into_pyobject(py)?.into_any()),
        ("params", c.params.into_pyobject(py)?.into_any()),
        ("query", c.query.into_pyobject(py)?.into_any()),
        ("fragment", c.fragment.into_pyobject(py)?.into_any()),
    ];
    for (key, value) in items {
        if !Components::lacking(rev).contains(&key) {
            d.set_item(key, value)?;
        }
    }
    Ok(d)
}

/// A derivation node as `{"rule", "text", "start", "end", "children"}`.
fn node_dict<'py>(py: Python<'py>, node: &Node<'_, '_>) -> PyResult<Bound<'py, PyDict>> {
    let d = PyDict::new(py);
    d.set_item("rule", node.rule())?;
    d.set_item("text", node.text())?;
    d.set_item("start", node.start())?;
    d.set_item("end", node.end())?;
    let children = PyList::empty(py);
    for child in node.children() {
        children.append(node_dict(py, &child)?)?;
    }
    d.set_item("children", children)?;
    Ok(d)
}

/// A string parsed under one revision: the form matched, the common view, the
/// derivation.
#[pyclass(frozen, module = "urispec")]
pub struct Parsed {
    rev: Revision,
    input: String,
    form: &'static str,
    components: Py<PyDict>,
}

#[pymethods]
impl Parsed {
    /// The revision's id.
    #[getter]
    fn revision(&self) -> &'static str {
        self.rev.id()
    }

    /// The input.
    #[getter]
    fn input(&self) -> &str {
        &self.input
    }

    /// The top-level form matched (`absoluteURI`, `relativeURI`, `httpurl`, …).
    #[getter]
    fn form(&self) -> &'static str {
        self.form
    }

    /// The common view: `None` undefined, `""` empty, `host` as `{"kind", "text"}`.
    #[getter]
    fn components(&self, py: Python<'_>) -> PyResult<Py<PyDict>> {
        Ok(self.components.bind(py).copy()?.unbind())
    }

    /// The derivation: nested `{"rule", "text", "start", "end", "children"}`, rules
    /// named as the document names them.
    fn tree<'py>(&self, py: Python<'py>) -> PyResult<Bound<'py, PyDict>> {
        let p = self
            .rev
            .parse(&self.input)
            .map_err(|e| parse_error(py, &e))?;
        node_dict(py, &p.tree().root())
    }

    fn __repr__(&self) -> String {
        format!(
            "Parsed(revision={:?}, form={:?}, input={:?})",
            self.rev.id(),
            self.form,
            self.input
        )
    }
}

/// Parses `text` under the revision's start rule; raises `ParseError` when invalid.
#[pyfunction]
pub fn parse(
    py: Python<'_>,
    text: &Bound<'_, PyAny>,
    revision: &Bound<'_, PyAny>,
) -> PyResult<Parsed> {
    let rev = self::revision(revision)?;
    let bytes = bytes(text)?;
    let input = self::text(py, &bytes, rev)?;
    let p: Parse<'_> = rev.parse(input).map_err(|e| parse_error(py, &e))?;
    Ok(Parsed {
        rev,
        input: input.to_owned(),
        form: p.form(),
        components: components_dict(py, rev, p.components())?.unbind(),
    })
}

/// The resolve options of `compat`.
fn resolve_options(compat: bool) -> resolution::ResolveOptions {
    resolution::ResolveOptions {
        compat,
        ..resolution::ResolveOptions::default()
    }
}

/// A resolution error as Python's `ValueError`.
fn resolve_error(e: &urispec::ResolveError) -> PyErr {
    PyValueError::new_err(e.to_string())
}

/// The target of a resolution; when `strict`, a reference the revision's grammar
/// rejects (resolved all the same, as the appendices resolve RFC 2396's `?y`) is a
/// `ParseError`, the reference's.
fn target(
    py: Python<'_>,
    resolved: Result<resolution::Resolution, urispec::ResolveError>,
    reference: &str,
    strict: bool,
) -> PyResult<String> {
    let resolved = resolved.map_err(|e| resolve_error(&e))?;
    if strict && !resolved.valid_reference {
        let rev = resolved.revision;
        return Err(match Validator::start(rev).check(reference.as_bytes()) {
            Err(e) => parse_error(py, &e),
            Ok(()) => PyValueError::new_err(format!("{rev}: not a valid reference")),
        });
    }
    Ok(resolved.target)
}

/// The target of `reference` resolved against `base` by the revision's algorithm;
/// raises `ValueError` when nothing resolves against `base`, and `ParseError` when
/// the revision rejects the reference (unless `strict=False`).
#[pyfunction]
#[pyo3(signature = (base, reference, revision, compat=false, *, strict=true))]
pub fn resolve(
    py: Python<'_>,
    base: &Bound<'_, PyAny>,
    reference: &Bound<'_, PyAny>,
    revision: &Bound<'_, PyAny>,
    compat: bool,
    strict: bool,
) -> PyResult<String> {
    let rev = self::revision(revision)?;
    let base = bytes(base)?;
    let reference = bytes(reference)?;
    let (base, reference) = (text(py, &base, rev)?, text(py, &reference, rev)?);
    let resolved = rev.resolve(base, reference, resolve_options(compat));
    target(py, resolved, reference, strict)
}

self_cell::self_cell!(
    /// A base string and its split, made once.
    struct OwnedBase {
        owner: String,
        #[covariant]
        dependent: BaseOf,
    }
);

/// [`resolution::Base`] borrowing the owner.
type BaseOf<'b> = resolution::Base<'b>;

/// A base checked and split once, to resolve many references against.
#[pyclass(frozen, module = "urispec")]
pub struct Base {
    cell: OwnedBase,
}

#[pymethods]
impl Base {
    /// Checks `base` under the revision (it must be absolute) and splits it; raises
    /// `ValueError` when nothing can be resolved against it.
    #[new]
    fn new(base: &Bound<'_, PyAny>, revision: &Bound<'_, PyAny>) -> PyResult<Self> {
        let py = base.py();
        let rev = self::revision(revision)?;
        let owner = text(py, &bytes(base)?, rev)?.to_owned();
        let cell = OwnedBase::try_new(owner, |s| resolution::Base::new(rev, s))
            .map_err(|e| resolve_error(&e))?;
        Ok(Self { cell })
    }

    /// The target of `reference` resolved against this base; raises `ParseError`
    /// when the revision rejects the reference (unless `strict=False`).
    #[pyo3(signature = (reference, compat=false, *, strict=true))]
    fn resolve(
        &self,
        reference: &Bound<'_, PyAny>,
        compat: bool,
        strict: bool,
    ) -> PyResult<String> {
        let py = reference.py();
        let base = self.cell.borrow_dependent();
        let bytes = bytes(reference)?;
        let reference = text(py, &bytes, base.revision())?;
        let resolved = base.resolve(reference, resolve_options(compat));
        target(py, resolved, reference, strict)
    }

    /// The revision's id.
    #[getter]
    fn revision(&self) -> &'static str {
        self.cell.borrow_dependent().revision().id()
    }

    fn __str__(&self) -> &str {
        self.cell.borrow_owner()
    }

    fn __repr__(&self) -> String {
        format!(
            "Base({:?}, {:?})",
            self.cell.borrow_owner(),
            self.revision()
        )
    }
}

/// The normalize and equivalent options.
fn equiv_options(level: &str, rfc1738_ports: bool) -> PyResult<equiv::NormalizeOptions> {
    let level = match level {
        "syntax" => equiv::Level::Syntax,
        "scheme" => equiv::Level::Scheme,
        other => {
            return Err(PyValueError::new_err(format!(
                "level {other:?}: expected \"syntax\" or \"scheme\""
            )));
        }
    };
    Ok(equiv::NormalizeOptions {
        level,
        rfc1738_ports,
    })
}

/// The normal form of `text` under the revision's rules; raises `ParseError` when
/// the revision rejects it.
#[pyfunction]
#[pyo3(signature = (text, revision, level="scheme", rfc1738_ports=false))]
pub fn normalize(
    py: Python<'_>,
    text: &Bound<'_, PyAny>,
    revision: &Bound<'_, PyAny>,
    level: &str,
    rfc1738_ports: bool,
) -> PyResult<String> {
    let rev = self::revision(revision)?;
    let options = equiv_options(level, rfc1738_ports)?;
    let bytes = bytes(text)?;
    rev.normalize(self::text(py, &bytes, rev)?, options)
        .map(|n| n.normal)
        .map_err(|e| parse_error(py, &e))
}

/// Whether `a` and `b` are equivalent under the revision's rules; raises
/// `ParseError` when the revision rejects either.
#[pyfunction]
#[pyo3(signature = (a, b, revision, level="scheme", rfc1738_ports=false))]
pub fn equivalent(
    py: Python<'_>,
    a: &Bound<'_, PyAny>,
    b: &Bound<'_, PyAny>,
    revision: &Bound<'_, PyAny>,
    level: &str,
    rfc1738_ports: bool,
) -> PyResult<bool> {
    let rev = self::revision(revision)?;
    let options = equiv_options(level, rfc1738_ports)?;
    let (a, b) = (bytes(a)?, bytes(b)?);
    let (a, b) = (text(py, &a, rev)?, text(py, &b, rev)?);
    rev.equivalent(a, b, options)
        .map(|e| e.equivalent)
        .map_err(|e| parse_error(py, &e))
}

/// `text` (str or bytes) as data of `component`: every character its rule does not
/// accept escaped; bytes that are not UTF-8 are escaped each as `%XX`, never replaced.
#[pyfunction]
pub fn encode(
    text: &Bound<'_, PyAny>,
    revision: &Bound<'_, PyAny>,
    component: &str,
) -> PyResult<String> {
    let rev = self::revision(revision)?;
    let encode = |text| {
        equiv::encode(rev, component, text).map_err(|e| PyValueError::new_err(e.to_string()))
    };
    let mut out = encode("")?; // the component's name checked, even for no text
    for chunk in bytes(text)?.utf8_chunks() {
        out.push_str(&encode(chunk.valid())?);
        for b in chunk.invalid() {
            let _ = write!(out, "%{b:02X}"); // writing to a String cannot fail
        }
    }
    Ok(out)
}

/// The octets `text` (str or bytes) stands for, every `%XX` unescaped; raises
/// `ValueError` at a `%` without two hexadecimal digits. Bytes that are not UTF-8
/// pass through as they are.
#[pyfunction]
pub fn decode<'py>(py: Python<'py>, text: &Bound<'py, PyAny>) -> PyResult<Bound<'py, PyBytes>> {
    let mut out = Vec::new();
    let mut offset = 0;
    for chunk in bytes(text)?.utf8_chunks() {
        let decoded = equiv::decode(chunk.valid()).map_err(|mut e| {
            e.offset += offset;
            PyValueError::new_err(e.to_string())
        })?;
        out.extend_from_slice(&decoded);
        out.extend_from_slice(chunk.invalid());
        offset += chunk.valid().len() + chunk.invalid().len();
    }
    Ok(PyBytes::new(py, &out))
}

/// The components `encode` knows for the revision.
#[pyfunction]
pub fn encode_components(revision: &Bound<'_, PyAny>) -> PyResult<Vec<&'static str>> {
    Ok(equiv::components(self::revision(revision)?)
        .iter()
        .map(|c| c.name)
        .collect())
}

/// Every revision, oldest first: `(id, aliases, date, start rule)`.
#[pyfunction]
pub fn revisions() -> Vec<(&'static str, Vec<&'static str>, &'static str, &'static str)> {
    Revision::ALL
        .iter()
        .map(|r| (r.id(), r.aliases().to_vec(), r.date(), r.start_rule()))
        .collect()
}

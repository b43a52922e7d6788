//! `urispec.vectors(revision, seed=1)`: a revision's conformance vectors
//! (`urispec::vectors`) as the dict `json.load` gives of the file `urispec vectors`
//! writes.

use pyo3::prelude::*;
use pyo3::types::{PyDict, PyList};
use urispec::vectors::{
    Case, Coverage, EquivalenceCase, NormalizationCase, ResolutionCase, Value, VectorComponents,
    Vectors,
};

use crate::scalar::revision;

/// The vectors of `revision` with `seed`, as a dict.
#[pyfunction]
// Python sees the default only as a literal (a path renders as `...`): the stub and
// `urispec::vectors::DEFAULT_SEED` say 1, and test_vectors.py checks the two agree.
#[pyo3(signature = (revision, seed = 1))]
pub fn vectors<'py>(
    py: Python<'py>,
    revision: &Bound<'py, PyAny>,
    seed: u64,
) -> PyResult<Bound<'py, PyDict>> {
    let rev = self::revision(revision)?;
    let v = py.detach(|| urispec::vectors::generate(rev, seed));
    document(py, &v)
}

/// The whole document.
fn document<'py>(py: Python<'py>, v: &Vectors) -> PyResult<Bound<'py, PyDict>> {
    let d = PyDict::new(py);
    d.set_item("format", v.format)?;
    d.set_item("revision", v.revision)?;
    d.set_item("document", v.document)?;
    d.set_item("rule", &v.rule)?;
    let generator = PyDict::new(py);
    generator.set_item("urispec", v.generator.urispec)?;
    generator.set_item("seed", v.generator.seed)?;
    d.set_item("generator", generator)?;
    d.set_item("tags", v.tags.clone())?;
    d.set_item("coverage", coverage(py, &v.coverage)?)?;
    d.set_item("cases", list(py, &v.cases, case)?)?;
    d.set_item("resolutions", list(py, &v.resolutions, resolution)?)?;
    d.set_item(
        "normalizations",
        list(py, &v.normalizations, normalization)?,
    )?;
    d.set_item("equivalences", list(py, &v.equivalences, equivalence)?)?;
    d.set_item("rule_cases", list(py, &v.rule_cases, case)?)?;
    Ok(d)
}

/// A list of dicts.
fn list<'py, T>(
    py: Python<'py>,
    items: &[T],
    each: fn(Python<'py>, &T) -> PyResult<Bound<'py, PyDict>>,
) -> PyResult<Bound<'py, PyList>> {
    let dicts = items
        .iter()
        .map(|i| each(py, i))
        .collect::<PyResult<Vec<_>>>()?;
    PyList::new(py, dicts)
}

/// Sets `key` when `value` is present (the JSON leaves the key out otherwise).
fn maybe<'py, T: IntoPyObject<'py> + Clone>(
    d: &Bound<'py, PyDict>,
    key: &str,
    value: Option<&T>,
) -> PyResult<()> {
    value.map_or(Ok(()), |v| d.set_item(key, v.clone()))
}

fn coverage<'py>(py: Python<'py>, c: &Coverage) -> PyResult<Bound<'py, PyDict>> {
    let d = PyDict::new(py);
    d.set_item("rules", c.rules)?;
    d.set_item("accepted", c.accepted)?;
    d.set_item("rejected", c.rejected)?;
    let per_rule = c
        .per_rule
        .iter()
        .map(|r| {
            let e = PyDict::new(py);
            e.set_item("rule", &r.rule)?;
            e.set_item("accepted", r.accepted)?;
            e.set_item("rejected", r.rejected)?;
            Ok(e)
        })
        .collect::<PyResult<Vec<_>>>()?;
    d.set_item("per_rule", per_rule)?;
    Ok(d)
}

fn case<'py>(py: Python<'py>, c: &Case) -> PyResult<Bound<'py, PyDict>> {
    let d = PyDict::new(py);
    d.set_item("id", &c.id)?;
    d.set_item("origin", c.origin.name())?;
    maybe(&d, "section", c.section.as_ref())?;
    maybe(&d, "rule", c.rule.as_ref())?;
    d.set_item("tags", c.tags.clone())?;
    d.set_item("input", &c.input)?;
    maybe(&d, "input_hex", c.input_hex.as_ref())?;
    d.set_item("valid", c.valid)?;
    maybe(&d, "form", c.form.as_ref())?;
    if let Some(components) = &c.components {
        d.set_item("components", self::components(py, components)?)?;
    }
    maybe(&d, "offset", c.offset.as_ref())?;
    maybe(&d, "expected", c.expected.as_ref())?;
    maybe(&d, "error_section", c.error_section.as_ref())?;
    Ok(d)
}

fn components<'py>(py: Python<'py>, c: &VectorComponents) -> PyResult<Bound<'py, PyDict>> {
    let d = PyDict::new(py);
    for (key, value) in &c.0 {
        match value {
            Value::Undefined => d.set_item(key, py.None())?,
            Value::Text(s) => d.set_item(key, s)?,
            Value::Flag(b) => d.set_item(key, b)?,
            Value::Host { kind, text } => {
                let host = PyDict::new(py);
                host.set_item("kind", kind)?;
                host.set_item("text", text)?;
                d.set_item(key, host)?;
            }
        }
    }
    Ok(d)
}

fn resolution<'py>(py: Python<'py>, r: &ResolutionCase) -> PyResult<Bound<'py, PyDict>> {
    let d = PyDict::new(py);
    d.set_item("id", &r.id)?;
    d.set_item("origin", r.origin.name())?;
    maybe(&d, "section", r.section.as_ref())?;
    d.set_item("tags", r.tags.clone())?;
    d.set_item("base", &r.base)?;
    d.set_item("reference", &r.reference)?;
    d.set_item("valid_reference", r.valid_reference)?;
    maybe(&d, "target", r.target.as_ref())?;
    if let Some(e) = &r.error {
        let error = PyDict::new(py);
        error.set_item("offset", e.offset)?;
        error.set_item("expected", e.expected.clone())?;
        error.set_item("section", e.section.clone())?;
        error.set_item("message", &e.message)?;
        d.set_item("error", error)?;
    }
    Ok(d)
}

fn normalization<'py>(py: Python<'py>, n: &NormalizationCase) -> PyResult<Bound<'py, PyDict>> {
    let d = PyDict::new(py);
    d.set_item("id", &n.id)?;
    d.set_item("origin", n.origin.name())?;
    maybe(&d, "section", n.section.as_ref())?;
    d.set_item("tags", n.tags.clone())?;
    d.set_item("input", &n.input)?;
    d.set_item("normal", &n.normal)?;
    d.set_item("steps", n.steps.clone())?;
    d.set_item("step_rules", n.step_rules.clone())?;
    Ok(d)
}

fn equivalence<'py>(py: Python<'py>, e: &EquivalenceCase) -> PyResult<Bound<'py, PyDict>> {
    let d = PyDict::new(py);
    d.set_item("id", &e.id)?;
    d.set_item("origin", e.origin.name())?;
    maybe(&d, "section", e.section.as_ref())?;
    d.set_item("tags", e.tags.clone())?;
    d.set_item("a", &e.a)?;
    d.set_item("b", &e.b)?;
    d.set_item("equivalent", e.equivalent)?;
    Ok(d)
}

//! Adapter: oxiri (crates.io).
//!
//! Claims RFC 3987: "OxIRI is a simple and fast implementation of IRIs based on RFC 3987"
//! (README.md, the crate's front page, https://docs.rs/oxiri/0.3). `IriRef::parse`, and
//! `Iri::resolve` (RFC 3986 §5.2, as RFC 3987 §6.5 says). The crate exposes scheme,
//! authority, path, query and fragment; the other components are not compared.

use oxiri::{Iri, IriRef};
use urispec_conformance_adapters::{own, serve, Adapter};

struct Oxiri;

impl Adapter for Oxiri {
    fn name(&self) -> &'static str {
        "oxiri"
    }

    fn parse(&self, _: &str, input: &str) -> Result<Vec<(&'static str, Option<String>)>, String> {
        let r = IriRef::parse(input).map_err(|e| e.to_string())?;
        Ok(vec![
            ("scheme", own(r.scheme())),
            ("authority", own(r.authority())),
            ("path", Some(r.path().to_owned())),
            ("query", own(r.query())),
            ("fragment", own(r.fragment())),
        ])
    }

    fn resolve(&self, _: &str, base: &str, reference: &str) -> Result<String, String> {
        let base = Iri::parse(base).map_err(|e| format!("base: {e}"))?;
        let reference = IriRef::parse(reference).map_err(|e| e.to_string())?;
        Ok(base
            .resolve(&reference)
            .map_err(|e| e.to_string())?
            .into_inner())
    }
}

fn main() {
    serve(&Oxiri);
}

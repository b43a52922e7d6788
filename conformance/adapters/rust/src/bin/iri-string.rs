//! Adapter: iri-string (crates.io).
//!
//! Claims RFC 3986 and RFC 3987: "String types for RFC 3987 Internationalized Resource
//! Identifiers (IRIs) and RFC 3986 Uniform Resource Identifiers (URIs)" (src/lib.rs,
//! https://docs.rs/iri-string/0.7). `UriReferenceStr` under rfc3986, `IriReferenceStr`
//! under rfc3987; resolution `resolve_against` with the base's fragment dropped
//! (`to_absolute`, RFC 3986 §5.1).

use iri_string::types::{IriReferenceStr, IriStr, UriReferenceStr, UriStr};
use urispec_conformance_adapters::{own, serve, Adapter};

struct IriString;

macro_rules! components {
    ($r:expr) => {{
        let r = $r;
        let authority = r.authority_components();
        vec![
            ("scheme", own(r.scheme_str())),
            ("authority", own(r.authority_str())),
            (
                "userinfo",
                own(authority.as_ref().and_then(|a| a.userinfo())),
            ),
            ("host", own(authority.as_ref().map(|a| a.host()))),
            ("port", own(authority.as_ref().and_then(|a| a.port()))),
            ("path", Some(r.path_str().to_owned())),
            ("query", own(r.query_str())),
            ("fragment", own(r.fragment_str())),
        ]
    }};
}

impl Adapter for IriString {
    fn name(&self) -> &'static str {
        "iri-string"
    }

    fn parse(
        &self,
        revision: &str,
        input: &str,
    ) -> Result<Vec<(&'static str, Option<String>)>, String> {
        if revision == "rfc3987" {
            Ok(components!(
                IriReferenceStr::new(input).map_err(|e| e.to_string())?
            ))
        } else {
            Ok(components!(
                UriReferenceStr::new(input).map_err(|e| e.to_string())?
            ))
        }
    }

    fn resolve(&self, revision: &str, base: &str, reference: &str) -> Result<String, String> {
        if revision == "rfc3987" {
            let base = IriStr::new(base).map_err(|e| format!("base: {e}"))?;
            let reference = IriReferenceStr::new(reference).map_err(|e| e.to_string())?;
            Ok(reference.resolve_against(base.to_absolute()).to_string())
        } else {
            let base = UriStr::new(base).map_err(|e| format!("base: {e}"))?;
            let reference = UriReferenceStr::new(reference).map_err(|e| e.to_string())?;
            Ok(reference.resolve_against(base.to_absolute()).to_string())
        }
    }
}

fn main() {
    serve(&IriString);
}

//! Adapter: fluent-uri (crates.io).
//!
//! Claims RFC 3986 and RFC 3987: "A generic URI/IRI handling library compliant with
//! [RFC 3986] and [RFC 3987]" (src/lib.rs, https://docs.rs/fluent-uri/0.4). `UriRef`
//! under rfc3986, `IriRef` under rfc3987; resolution `resolve_against` (§5.2) with the
//! base parsed as a `Uri`/`Iri`.

use fluent_uri::{Iri, IriRef, Uri, UriRef};
use urispec_conformance_adapters::{own, serve, Adapter};

struct FluentUri;

macro_rules! components {
    ($r:expr) => {{
        let r = $r;
        let authority = r.authority();
        vec![
            ("scheme", own(r.scheme().map(|s| s.as_str()))),
            ("authority", own(authority.as_ref().map(|a| a.as_str()))),
            (
                "userinfo",
                own(authority
                    .as_ref()
                    .and_then(|a| a.userinfo())
                    .map(|u| u.as_str())),
            ),
            ("host", own(authority.as_ref().map(|a| a.host()))),
            (
                "port",
                own(authority
                    .as_ref()
                    .and_then(|a| a.port())
                    .map(|p| p.as_str())),
            ),
            ("path", Some(r.path().as_str().to_owned())),
            ("query", own(r.query().map(|q| q.as_str()))),
            ("fragment", own(r.fragment().map(|f| f.as_str()))),
        ]
    }};
}

impl Adapter for FluentUri {
    fn name(&self) -> &'static str {
        "fluent-uri"
    }

    fn parse(
        &self,
        revision: &str,
        input: &str,
    ) -> Result<Vec<(&'static str, Option<String>)>, String> {
        if revision == "rfc3987" {
            Ok(components!(IriRef::parse(input).map_err(|e| e.to_string())?))
        } else {
            Ok(components!(UriRef::parse(input).map_err(|e| e.to_string())?))
        }
    }

    fn resolve(&self, revision: &str, base: &str, reference: &str) -> Result<String, String> {
        if revision == "rfc3987" {
            let base = Iri::parse(base).map_err(|e| format!("base: {e}"))?;
            let reference = IriRef::parse(reference).map_err(|e| e.to_string())?;
            Ok(reference
                .resolve_against(&base)
                .map_err(|e| e.to_string())?
                .to_string())
        } else {
            let base = Uri::parse(base).map_err(|e| format!("base: {e}"))?;
            let reference = UriRef::parse(reference).map_err(|e| e.to_string())?;
            Ok(reference
                .resolve_against(&base)
                .map_err(|e| e.to_string())?
                .to_string())
        }
    }
}

fn main() {
    serve(&FluentUri);
}

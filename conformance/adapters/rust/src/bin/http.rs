//! Adapter: http (crates.io), `http::Uri`.
//!
//! Claims no RFC: `Uri` is "a component of all HTTP requests" (src/uri/mod.rs,
//! https://docs.rs/http/1/http/uri/struct.Uri.html), HTTP's request-target; only
//! src/uri/authority.rs cites RFC 3986 (§3.2.1, userinfo). Run against RFC 3986 as a
//! contrast. `Uri` has no resolution (not asked) and exposes no userinfo or fragment (not
//! compared).

use http::Uri;
use urispec_conformance_adapters::{own, serve, Adapter};

struct Http;

impl Adapter for Http {
    fn name(&self) -> &'static str {
        "http"
    }

    fn parse(&self, _: &str, input: &str) -> Result<Vec<(&'static str, Option<String>)>, String> {
        let r: Uri = input
            .parse()
            .map_err(|e: http::uri::InvalidUri| e.to_string())?;
        let authority = r.authority();
        Ok(vec![
            ("scheme", own(r.scheme_str())),
            (
                "authority",
                own(authority.map(http::uri::Authority::as_str)),
            ),
            ("host", own(authority.map(http::uri::Authority::host))),
            (
                "port",
                authority
                    .and_then(http::uri::Authority::port)
                    .map(|p| p.as_str().to_owned()),
            ),
            ("path", Some(r.path().to_owned())),
            ("query", own(r.query())),
        ])
    }

    fn resolve(&self, _: &str, _: &str, _: &str) -> Result<String, String> {
        Err("http::Uri has no resolution".to_owned())
    }
}

fn main() {
    serve(&Http);
}

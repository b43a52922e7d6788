//! Adapter: http (crates.io), `http::Uri`.
//!
//! Claims RFC 3986 for its `Uri`: src/uri/mod.rs cites RFC 3986 for the characters it
//! accepts (the request-target of HTTP, a subset of URI references; see
//! https://docs.rs/http/1/http/uri/struct.Uri.html). `Uri` has no resolution (not asked)
//! and exposes no userinfo or fragment (not compared).

use http::Uri;
use urispec_conformance_adapters::{Adapter, own, serve};

struct Http;

impl Adapter for Http {
    fn name(&self) -> &'static str {
        "http"
    }

    fn parse(&self, _: &str, input: &str) -> Result<Vec<(&'static str, Option<String>)>, String> {
        let r: Uri = input.parse().map_err(|e: http::uri::InvalidUri| e.to_string())?;
        let authority = r.authority();
        Ok(vec![
            ("scheme", own(r.scheme_str())),
            ("authority", own(authority.map(http::uri::Authority::as_str))),
            ("host", own(authority.map(http::uri::Authority::host))),
            ("port", authority.and_then(http::uri::Authority::port).map(|p| p.as_str().to_owned())),
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

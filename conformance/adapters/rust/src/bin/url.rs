//! Adapter: url (crates.io), the WHATWG URL Standard's parser: the contrast.
//!
//! Claims the WHATWG URL Standard, not an RFC: "rust-url is an implementation of the URL
//! Standard for the Rust programming language" (https://docs.rs/url/2). Run against
//! RFC 3986 to show the distance. `Url::parse` takes absolute URLs only (a relative
//! reference has no base: rejected); the port is a number with the scheme's default
//! left out, and userinfo is `username[:password]`.

use urispec_conformance_adapters::{own, serve, Adapter};
use url::Url;

struct WhatwgUrl;

impl Adapter for WhatwgUrl {
    fn name(&self) -> &'static str {
        "url"
    }

    fn parse(&self, _: &str, input: &str) -> Result<Vec<(&'static str, Option<String>)>, String> {
        let r = Url::parse(input).map_err(|e| e.to_string())?;
        let userinfo = match (r.username(), r.password()) {
            ("", None) => None,
            (user, None) => Some(user.to_owned()),
            (user, Some(password)) => Some(format!("{user}:{password}")),
        };
        Ok(vec![
            ("scheme", Some(r.scheme().to_owned())),
            (
                "authority",
                r.has_authority().then(|| r.authority().to_owned()),
            ),
            ("userinfo", userinfo),
            ("host", own(r.host_str())),
            ("port", r.port().map(|p| p.to_string())),
            ("path", Some(r.path().to_owned())),
            ("query", own(r.query())),
            ("fragment", own(r.fragment())),
        ])
    }

    fn resolve(&self, _: &str, base: &str, reference: &str) -> Result<String, String> {
        let base = Url::parse(base).map_err(|e| format!("base: {e}"))?;
        Ok(base.join(reference).map_err(|e| e.to_string())?.to_string())
    }
}

fn main() {
    serve(&WhatwgUrl);
}

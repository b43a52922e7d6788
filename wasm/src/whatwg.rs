//! The WHATWG URL Standard's answer from this JavaScript's own `URL` (the browser's,
//! or Node's): `index.js` sends the getters' strings as JSON, and the parts the
//! strings leave implicit (is there a host, a query, a fragment; the host's kind)
//! are read from the serialization as the Standard writes it.

use serde::Deserialize;
use urispec_cli::contract::compare::Standard;
use urispec_cli::contract::whatwg::{Fields, Shape, Whatwg};
use wasm_bindgen::JsValue;

use crate::args::range;

/// What `index.js` sends: `new URL(input)` and, with a base, `new URL(input, base)`.
#[derive(Deserialize)]
struct Sent {
    alone: Parsed,
    resolved: Option<Parsed>,
}

/// One `URL`: its getters' strings, or `{"failure": true}` when it threw.
#[derive(Deserialize)]
#[serde(untagged)]
enum Parsed {
    /// The getters.
    Url(Box<Getters>),
    /// The constructor threw.
    Failure {
        /// Always `true`.
        #[allow(dead_code)]
        failure: bool,
    },
}

/// The string getters of a `URL`.
#[derive(Deserialize)]
struct Getters {
    href: String,
    protocol: String,
    username: String,
    password: String,
    host: String,
    hostname: String,
    port: String,
    pathname: String,
    search: String,
    hash: String,
}

/// The Standard's answers from the JSON `index.js` sends.
pub fn standard(sent: &str) -> Result<Standard, JsValue> {
    let sent: Sent = serde_json::from_str(sent).map_err(|e| range(format!("URL fields: {e}")))?;
    Ok(Standard {
        alone: whatwg(sent.alone),
        resolved: sent.resolved.map(whatwg),
    })
}

/// One answer: the URL's fields, or failure.
fn whatwg(parsed: Parsed) -> Whatwg {
    match parsed {
        Parsed::Url(g) => Whatwg::Url(Box::new(fields(*g))),
        Parsed::Failure { .. } => Whatwg::Failure { failure: true },
    }
}

/// The fields, with what the serialization says besides the getters: a URL has a
/// host when `//` follows its scheme (the serializer writes `/.` before a path
/// that starts with `//` when there is none), a fragment when `#` is in it, a
/// query when `?` is before the fragment.
fn fields(g: Getters) -> Fields {
    let has_host = g
        .href
        .get(g.protocol.len()..)
        .is_some_and(|rest| rest.starts_with("//"));
    let has_fragment = g.href.contains('#');
    let before_fragment = g.href.split('#').next().unwrap_or_default();
    let has_query = before_fragment.contains('?');
    Fields {
        href: g.href,
        protocol: g.protocol,
        username: g.username,
        password: g.password,
        host: g.host,
        hostname: g.hostname,
        port: g.port,
        pathname: g.pathname,
        search: g.search,
        hash: g.hash,
        shape: Shape {
            has_host,
            has_query,
            has_fragment,
            // The JSON record does not carry the host's kind (only the command's
            // text table and the book show it), so it is not read from the URL.
            host_kind: None,
        },
    }
}

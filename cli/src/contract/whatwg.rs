//! The WHATWG URL Standard beside the documents: a parser, not a revision. Its
//! answer to an input (`new URL(input)`, or `new URL(input, base)`), with the
//! Standard's own field names, from ada (`ada-url`), which passes every case of the
//! web-platform-tests' `urltestdata.json` (`tests/whatwg/`).

use schemars::JsonSchema;
use serde::Serialize;

/// The schemes the Standard calls special (their hosts are domains or IP
/// addresses; other schemes' hosts are opaque): the host's kind is read from ada's
/// URL only (the WebAssembly package's JSON does not carry it).
#[cfg(feature = "native")]
const SPECIAL: [&str; 6] = ["ftp", "file", "http", "https", "ws", "wss"];

/// What the Standard's URL parser returns for one input: a URL's fields, or
/// failure.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, JsonSchema)]
#[serde(untagged)]
pub enum Whatwg {
    /// The URL, by the Standard's field names (the getters of the `URL` class).
    Url(Box<Fields>),
    /// The parser returned failure.
    Failure {
        /// Always `true`.
        failure: bool,
    },
}

/// A URL's fields as the Standard's `URL` class gives them.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, JsonSchema)]
pub struct Fields {
    /// The serialization.
    pub href: String,
    /// The scheme and `:`.
    pub protocol: String,
    /// The username, percent-encoded.
    pub username: String,
    /// The password, percent-encoded.
    pub password: String,
    /// The host and `:port`.
    pub host: String,
    /// The host.
    pub hostname: String,
    /// The port, `""` when absent or the scheme's default.
    pub port: String,
    /// The path.
    pub pathname: String,
    /// `?` and the query, `""` when the query is null or empty.
    pub search: String,
    /// `#` and the fragment, `""` when the fragment is null or empty.
    pub hash: String,
    /// What the fields cannot say: whether there is a host, a query and a fragment
    /// (empty ones included), and the host's kind.
    #[serde(skip)]
    pub shape: Shape,
}

/// The parts of a URL its string fields do not tell apart.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct Shape {
    /// The URL has a host (possibly empty: `file:///`).
    pub has_host: bool,
    /// The URL has a query (possibly empty: `http://a/?`).
    pub has_query: bool,
    /// The URL has a fragment (possibly empty).
    pub has_fragment: bool,
    /// The host's kind: `domain`, `IPv4`, `IPv6`, `opaque host` or `empty host`.
    pub host_kind: Option<&'static str>,
}

impl Whatwg {
    /// The Standard's answer for `input`, against `base` when given. An input
    /// that is not UTF-8 is no string the Standard can be given: failure.
    #[cfg(feature = "native")]
    pub fn parse(input: &[u8], base: Option<&str>) -> Self {
        let Ok(text) = std::str::from_utf8(input) else {
            return Self::Failure { failure: true };
        };
        match ada_url::Url::parse(text, base) {
            Ok(url) => Self::Url(Box::new(Fields::new(&url))),
            Err(_) => Self::Failure { failure: true },
        }
    }

    /// The fields, unless the parser failed.
    pub fn fields(&self) -> Option<&Fields> {
        match self {
            Self::Url(fields) => Some(fields),
            Self::Failure { .. } => None,
        }
    }
}

#[cfg(feature = "native")]
impl Fields {
    fn new(url: &ada_url::Url) -> Self {
        let protocol = url.protocol().to_owned();
        let scheme = protocol.trim_end_matches(':');
        let host_kind = if !url.has_hostname() {
            None
        } else if url.has_empty_hostname() {
            Some("empty host")
        } else if !SPECIAL.contains(&scheme) {
            Some("opaque host")
        } else {
            Some(match url.host_type() {
                ada_url::HostType::Domain => "domain",
                ada_url::HostType::IPV4 => "IPv4",
                ada_url::HostType::IPV6 => "IPv6",
            })
        };
        Self {
            href: url.href().to_owned(),
            protocol,
            username: url.username().to_owned(),
            password: url.password().to_owned(),
            host: url.host().to_owned(),
            hostname: url.hostname().to_owned(),
            port: url.port().to_owned(),
            pathname: url.pathname().to_owned(),
            search: url.search().to_owned(),
            hash: url.hash().to_owned(),
            shape: Shape {
                has_host: url.has_hostname(),
                has_query: url.has_search(),
                has_fragment: url.has_hash(),
                host_kind,
            },
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::Value;

    /// How many of the vendored `urltestdata.json`'s cases the Standard's answer
    /// gets right, field by field; it may rise, never fall.
    const RIGHT: usize = 891;

    /// The Standard's field names, in the test data's order.
    const FIELDS: [&str; 10] = [
        "href", "protocol", "username", "password", "host", "hostname", "port", "pathname",
        "search", "hash",
    ];

    /// Every case of the web-platform-tests' `urltestdata.json`
    /// (`tests/whatwg/`): `new URL(input, base)` as `compare --with whatwg` runs it,
    /// every field or the failure as the test data says.
    #[test]
    fn the_web_platform_tests_url_cases() {
        let path = concat!(
            env!("CARGO_MANIFEST_DIR"),
            "/../tests/whatwg/urltestdata.json"
        );
        let data: Vec<Value> =
            serde_json::from_str(&std::fs::read_to_string(path).unwrap()).unwrap();
        let cases: Vec<&Value> = data.iter().filter(|v| v.is_object()).collect();
        assert_eq!(cases.len(), 891);
        let mut wrong = Vec::new();
        for case in &cases {
            let input = case["input"].as_str().unwrap();
            let got = Whatwg::parse(input.as_bytes(), case["base"].as_str());
            let right = if case["failure"] == Value::Bool(true) {
                got.fields().is_none()
            } else {
                got.fields().is_some_and(|f| {
                    let got = serde_json::to_value(f).unwrap();
                    FIELDS.iter().all(|k| got[k] == case[k])
                })
            };
            if !right {
                wrong.push(format!("{input:?} against {}: {got:?}", case["base"]));
            }
        }
        let right = cases.len() - wrong.len();
        assert!(
            right >= RIGHT,
            "{right} right, pinned {RIGHT}; wrong:\n{}",
            wrong.join("\n")
        );
    }

    /// An input that is not UTF-8 is no string for the Standard: failure; an input
    /// with only a scheme's default port has an empty `port`.
    #[test]
    fn bytes_and_default_ports() {
        assert_eq!(
            Whatwg::parse(b"http://a/\xFF", None),
            Whatwg::Failure { failure: true }
        );
        let url = Whatwg::parse(b"http://a:80/", None);
        let fields = url.fields().unwrap();
        assert_eq!((fields.port.as_str(), fields.host.as_str()), ("", "a"));
        assert_eq!(fields.shape.host_kind, Some("domain"));
        let opaque = Whatwg::parse(b"foo://0x7f.1/", None);
        assert_eq!(
            opaque.fields().unwrap().shape.host_kind,
            Some("opaque host")
        );
        let ip = Whatwg::parse(b"http://0x7f.1/", None);
        assert_eq!(ip.fields().unwrap().hostname, "127.0.0.1");
        assert_eq!(ip.fields().unwrap().shape.host_kind, Some("IPv4"));
    }

    /// An empty query or fragment is present though its field is `""`, as a
    /// missing one's is: the shape tells them apart.
    #[test]
    fn an_empty_query_and_fragment_are_present() {
        let empty = Whatwg::parse(b"http://a/?#", None);
        let fields = empty.fields().unwrap();
        assert_eq!((fields.search.as_str(), fields.hash.as_str()), ("", ""));
        assert!(fields.shape.has_query && fields.shape.has_fragment);
        let none = Whatwg::parse(b"http://a/", None);
        let fields = none.fields().unwrap();
        assert!(!fields.shape.has_query && !fields.shape.has_fragment);
        let full = Whatwg::parse(b"http://a/?q#f", None);
        let fields = full.fields().unwrap();
        assert!(fields.shape.has_query && fields.shape.has_fragment);
        // `file:///` has an empty host; a path-only URL has none.
        let file = Whatwg::parse(b"file:///x", None);
        assert!(file.fields().unwrap().shape.has_host);
        assert_eq!(file.fields().unwrap().shape.host_kind, Some("empty host"));
        let opaque = Whatwg::parse(b"mailto:x", None);
        assert!(!opaque.fields().unwrap().shape.has_host);
    }
}

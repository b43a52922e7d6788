//! The components `compare --differ` compares, in one view for every answer: each
//! document's parse and the WHATWG Standard's URL. Values are the text of the
//! component (`None`: undefined); scheme, host and authority compare ignoring
//! ASCII case, as every document and the Standard read a scheme and a host (a
//! difference of case in the user information shows as `userinfo`).

use urispec::Parse;
use urispec::ast::Components;

use crate::contract::whatwg::Fields;

/// A component `--differ` can ask about.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
#[cfg_attr(feature = "native", derive(clap::ValueEnum))]
pub enum Component {
    /// The scheme (the Standard's `protocol` without `:`).
    Scheme,
    /// `userinfo@host:port` (the Standard: its username, password, host and port
    /// put back together).
    Authority,
    /// The user information (`user:password`).
    Userinfo,
    /// The host (the Standard's `hostname`).
    Host,
    /// The port (the Standard omits the scheme's default port).
    Port,
    /// The path, with its `/` and, in RFC 1738 and the 1996 draft, its `;params`
    /// (the Standard's `pathname`).
    Path,
    /// The query, without `?`.
    Query,
    /// The fragment, without `#`.
    Fragment,
    /// Not a component: one answer accepts the input and another rejects it (the
    /// documents reject every backslash, space and control character the
    /// Standard removes or reads as a `/`).
    Valid,
}

impl Component {
    /// Every component, in the order of a URI (not [`Component::Valid`]).
    pub const ALL: [Self; 8] = [
        Self::Scheme,
        Self::Authority,
        Self::Userinfo,
        Self::Host,
        Self::Port,
        Self::Path,
        Self::Query,
        Self::Fragment,
    ];

    /// The name on the command line and in JSON.
    pub const fn name(self) -> &'static str {
        match self {
            Self::Scheme => "scheme",
            Self::Authority => "authority",
            Self::Userinfo => "userinfo",
            Self::Host => "host",
            Self::Port => "port",
            Self::Path => "path",
            Self::Query => "query",
            Self::Fragment => "fragment",
            Self::Valid => "valid",
        }
    }

    /// Whether two values differ: scheme and host ignoring ASCII case.
    pub fn differs(self, a: Option<&str>, b: Option<&str>) -> bool {
        match (self, a, b) {
            (Self::Scheme | Self::Host | Self::Authority, Some(a), Some(b)) => {
                !a.eq_ignore_ascii_case(b)
            }
            _ => a != b,
        }
    }
}

/// One answer's components, comparable across the documents and the Standard.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct View {
    values: [Option<String>; 8],
    /// The components the answer's document does not have at all (RFC 1808's
    /// `net_loc` is not decomposed: no host, port or user information), which no
    /// other answer's value differs from.
    lacks: [bool; 8],
}

impl View {
    /// The value of one component ([`Component::Valid`] has none).
    pub fn get(&self, component: Component) -> Option<&str> {
        self.values.get(component as usize)?.as_deref()
    }

    /// Whether the answer's document has `component` at all.
    pub fn has(&self, component: Component) -> bool {
        !self.lacks.get(component as usize).copied().unwrap_or(false)
    }

    /// A document's parse.
    pub fn of_parse(p: &Parse<'_>) -> Self {
        let c = p.components();
        let lacking = Components::lacking(p.revision());
        let lacks = |keys: &[&str]| keys.iter().all(|k| lacking.contains(k));
        let userinfo = c.userinfo.map(str::to_owned).or_else(|| {
            c.user.map(|user| {
                c.password
                    .map_or_else(|| user.to_owned(), |pw| format!("{user}:{pw}"))
            })
        });
        let path = if c.path.is_none() && !c.leading_slash && c.params.is_none() {
            None
        } else {
            let slash = if c.leading_slash { "/" } else { "" };
            let params = c.params.map_or_else(String::new, |p| format!(";{p}"));
            Some(format!("{slash}{}{params}", c.path.unwrap_or("")))
        };
        Self {
            values: [
                c.scheme.map(str::to_owned),
                c.authority.map(str::to_owned),
                userinfo,
                c.host.map(|h| h.as_str().to_owned()),
                c.port.map(str::to_owned),
                path,
                c.query.map(str::to_owned),
                c.fragment.map(str::to_owned),
            ],
            lacks: [
                false,
                // The URL Standard's writing rules name no authority (`whatwg`).
                lacks(&["authority"]),
                lacks(&["userinfo", "user"]),
                lacks(&["host"]),
                lacks(&["port"]),
                false,
                false,
                lacks(&["fragment"]),
            ],
        }
    }

    /// The Standard's URL.
    pub fn of_whatwg(f: &Fields) -> Self {
        let userinfo = match (f.username.as_str(), f.password.as_str()) {
            ("", "") => None,
            (user, "") => Some(user.to_owned()),
            (user, password) => Some(format!("{user}:{password}")),
        };
        let authority = f.shape.has_host.then(|| match &userinfo {
            Some(u) => format!("{u}@{}", f.host),
            None => f.host.clone(),
        });
        let after = |field: &str, has: bool| has.then(|| field.get(1..).unwrap_or("").to_owned());
        Self {
            values: [
                Some(f.protocol.trim_end_matches(':').to_owned()),
                authority,
                userinfo,
                f.shape.has_host.then(|| f.hostname.clone()),
                (!f.port.is_empty()).then(|| f.port.clone()),
                Some(f.pathname.clone()),
                after(&f.search, f.shape.has_query),
                after(&f.hash, f.shape.has_fragment),
            ],
            lacks: [false; 8],
        }
    }
}

/// The components that differ between any two of `views` (the answers that
/// accept the input and have the component), in [`Component::ALL`]'s order.
pub fn differing(views: &[View]) -> Vec<Component> {
    Component::ALL
        .into_iter()
        .filter(|&c| {
            let having: Vec<&View> = views.iter().filter(|v| v.has(c)).collect();
            having.iter().enumerate().any(|(i, a)| {
                having[i + 1..]
                    .iter()
                    .any(|b| c.differs(a.get(c), b.get(c)))
            })
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::contract::whatwg::Whatwg;
    use urispec::Revision;

    fn whatwg(input: &str) -> View {
        View::of_whatwg(Whatwg::parse(input.as_bytes(), None).fields().unwrap())
    }

    fn document(revision: Revision, input: &str) -> View {
        View::of_parse(&revision.parse(input).unwrap())
    }

    /// The same URL reads the same in every view: the documents that keep the
    /// path's `/` apart and the Standard.
    #[test]
    fn one_url_one_view() {
        let input = "http://u:p@a.b:8/c;d?e#f";
        let standard = whatwg(input);
        for revision in [Revision::Url00, Revision::Rfc2396, Revision::Rfc3986] {
            let view = document(revision, input);
            assert_eq!(differing(&[view, standard.clone()]), [], "{revision}");
        }
        assert_eq!(standard.get(Component::Authority), Some("u:p@a.b:8"));
        assert_eq!(standard.get(Component::Path), Some("/c;d"));
    }

    /// The example: a `reg-name` `0x7f.1` under RFC 3986 is the host
    /// `127.0.0.1` in a browser.
    #[test]
    fn an_ipv4_number_form_is_a_host_that_differs() {
        let differs = differing(&[
            document(Revision::Rfc3986, "http://0x7f.1/"),
            whatwg("http://0x7f.1/"),
        ]);
        assert_eq!(differs, [Component::Authority, Component::Host]);
        assert!(!Component::Host.differs(Some("A"), Some("a")));
        assert!(Component::Path.differs(Some("/A"), Some("/a")));
        assert!(Component::Query.differs(None, Some("")));
    }

    /// An empty query and fragment are components every answer has; a missing
    /// one is not an empty one.
    #[test]
    fn empty_and_missing_query_and_fragment() {
        for input in ["http://a/?#", "http://a/", "http://a/?q#f", "http://a/#"] {
            let view = document(Revision::Rfc3986, input);
            assert_eq!(differing(&[view, whatwg(input)]), [], "{input}");
        }
        let empty = whatwg("http://a/?#");
        assert_eq!(empty.get(Component::Query), Some(""));
        assert_eq!(empty.get(Component::Fragment), Some(""));
        let none = whatwg("http://a/");
        assert_eq!(
            (none.get(Component::Query), none.get(Component::Fragment)),
            (None, None)
        );
        assert_eq!(
            differing(&[whatwg("http://a/?"), whatwg("http://a/")]),
            [Component::Query]
        );
    }

    /// An undefined path is not an empty one: RFC 1738's `http://a` has no `hpath`
    /// (nor the `/` before it), RFC 3986's the empty `path-abempty`.
    #[test]
    fn an_undefined_path_differs_from_an_empty_one() {
        let undefined = document(Revision::Rfc1738, "http://a");
        assert_eq!(undefined.get(Component::Path), None);
        let empty = document(Revision::Rfc3986, "http://a");
        assert_eq!(empty.get(Component::Path), Some(""));
        assert_eq!(differing(&[undefined, empty]), [Component::Path]);
    }

    /// Scheme, host and authority compare ignoring ASCII case; the user
    /// information and the path do not.
    #[test]
    fn case_differs_only_where_the_documents_say() {
        let input = "HTTP://U@A.B/P";
        let view = document(Revision::Rfc3986, input);
        assert_eq!(differing(&[view, whatwg(input)]), [], "{input}");
        let lower = document(Revision::Rfc3986, "http://u@a.b/p");
        assert_eq!(
            differing(&[document(Revision::Rfc3986, input), lower]),
            [Component::Userinfo, Component::Path]
        );
        assert!(Component::Scheme.differs(Some("http"), Some("https")));
        assert!(!Component::Authority.differs(Some("A"), Some("a")));
    }
}

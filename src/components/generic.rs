//! RFC 2396 §4.3 / Appendix B, the bis draft's Appendix B and RFC 3986 Appendix B: a
//! valid URI reference split at its delimiters, the automata of the `.bnf` rules
//! deciding the rest.

use std::sync::OnceLock;

use super::View;
use crate::ast::{Components, Host, Segment};
use crate::split::{Captured, Split};
use crate::{Revision, Validator};

/// One revision's generic syntax, as the decomposition needs it.
pub(super) struct Generic {
    revision: Revision,
    /// The forms, as the document names them.
    absolute: &'static str,
    relative: &'static str,
    /// Whether the relative form derives the empty string (the bis draft's
    /// `relative-URI`; RFC 2396's `relativeURI` needs a path), so that an empty or
    /// fragment-only reference is of that form rather than of none.
    relative_may_be_empty: bool,
    /// How an absolute form's part after `scheme:` is told from an opaque one.
    opaque: Opaque,
    /// What an authority is made of.
    authority: Authority,
    /// Whether a segment (not the first of a relative path) has parameters
    /// (RFC 2396 §3.3: `segment = *pchar *( ";" param )`).
    params: bool,
}

/// Whether what follows `scheme:` can be an opaque part rather than a hierarchical one.
#[derive(Clone, Copy)]
enum Opaque {
    /// RFC 2396: `hier_part` always starts with `/`, an `opaque_part` never does.
    UnlessSlash,
    /// The bis draft: as RFC 2396, but an empty `hier-part` or one of a query alone
    /// is hierarchical when it matches this rule (`a:?c` is, `a:b?c` is opaque).
    UnlessRule(&'static str),
    /// RFC 3986: no opaque form (`hier-part` derives `path-rootless`).
    Never,
}

/// What an authority is made of.
#[derive(Clone, Copy)]
enum Authority {
    /// RFC 2396 and the bis draft: `authority = server | reg_name`, with
    /// `hostport` in the server (`IPv4address` or `hostname`, the bis draft's
    /// `IPv6reference` in brackets).
    ServerOrRegName,
    /// RFC 3986 §3.2: `[ userinfo "@" ] host [ ":" port ]`, `host = IP-literal /
    /// IPv4address / reg-name` (§3.2.2: an `IPv4address` when the whole host is one).
    Host,
}

/// RFC 2396.
pub(super) const RFC2396: Generic = Generic {
    revision: Revision::Rfc2396,
    absolute: "absoluteURI",
    relative: "relativeURI",
    relative_may_be_empty: false,
    opaque: Opaque::UnlessSlash,
    authority: Authority::ServerOrRegName,
    params: true,
};

/// RFC 2396 as amended by RFC 2732: RFC 2396's decomposition (RFC 2732 changes no
/// component; its `IPv6reference` is a host in brackets, as the bis draft's).
pub(super) const RFC2732: Generic = Generic {
    revision: Revision::Rfc2732,
    ..RFC2396
};

/// draft-fielding-uri-rfc2396bis-00: `hier-part` may be empty, and an
/// `opaque-part` may start like one (`a:b?c` is opaque, `a:?c` is not).
pub(super) const RFC2396BIS00: Generic = Generic {
    revision: Revision::Rfc2396bis00,
    absolute: "absolute-URI",
    relative: "relative-URI",
    relative_may_be_empty: true,
    opaque: Opaque::UnlessRule("hier-part"),
    authority: Authority::ServerOrRegName,
    params: false,
};

/// RFC 3986: `URI` or `relative-ref`, no opaque form, §3.2.2's hosts.
pub(super) const RFC3986: Generic = Generic {
    revision: Revision::Rfc3986,
    absolute: "URI",
    relative: "relative-ref",
    relative_may_be_empty: true,
    opaque: Opaque::Never,
    authority: Authority::Host,
    params: false,
};

/// RFC 3987: RFC 3986's decomposition under the i-names (`IRI`, `irelative-ref`).
pub(super) const RFC3987: Generic = Generic {
    revision: Revision::Rfc3987,
    absolute: "IRI",
    relative: "irelative-ref",
    ..RFC3986
};

/// RFC 3986 as updated by RFC 6874: RFC 3986's decomposition (an `IPv6addrz` is an
/// `IP-literal`, brackets included, as an `IPv6address` is).
pub(super) const RFC6874: Generic = Generic {
    revision: Revision::Rfc6874,
    ..RFC3986
};

/// The automata a decomposition asks, compiled once per revision.
struct Rules {
    /// `server` (none in RFC 3986, whose authority is always a host).
    server: Option<Validator>,
    ipv4: Validator,
    hier_part: Option<Validator>,
}

impl Generic {
    fn rules(&self) -> &'static Rules {
        static CELLS: [OnceLock<Rules>; Revision::ALL.len()] =
            [const { OnceLock::new() }; Revision::ALL.len()];
        CELLS[self.revision as usize].get_or_init(|| {
            let compile =
                |rule| Validator::new(self.revision, rule).expect("the document defines it");
            Rules {
                server: match self.authority {
                    Authority::ServerOrRegName => Some(compile("server")),
                    Authority::Host => None,
                },
                ipv4: compile("IPv4address"),
                hier_part: match self.opaque {
                    Opaque::UnlessRule(rule) => Some(compile(rule)),
                    Opaque::UnlessSlash | Opaque::Never => None,
                },
            }
        })
    }

    /// The view of `input`, which the revision's start rule accepts, split `c` by
    /// Appendix B.
    #[inline]
    pub(super) fn view<'i>(&self, input: &'i str, captured: Captured<'i, Split<'i>>) -> View<'i> {
        let c = captured.parts;
        // URI-reference = [ absoluteURI | relativeURI ] [ "#" fragment ]
        let before = &input[..input.len() - c.fragment.map_or(0, |f| f.len() + 1)];
        let mut components = Components {
            scheme: c.scheme,
            path: Some(c.path),
            query: c.query,
            fragment: c.fragment,
            ..Components::default()
        };
        let form = match c.scheme {
            None if before.is_empty() && !self.relative_may_be_empty => self.revision.start_rule(),
            Some(scheme) => {
                let rest = &before[scheme.len() + 1..];
                if !self.hierarchical(rest) {
                    // opaque_part: everything after "scheme:", "?" included.
                    components.path = Some(rest);
                    components.query = None;
                    return View {
                        form: self.absolute,
                        components,
                    };
                }
                self.absolute
            }
            None => self.relative,
        };
        if let Some(authority) = c.authority {
            self.authority(authority, &captured, &mut components);
        }
        View { form, components }
    }

    /// Whether what follows `scheme:` is a `hier_part`: it is when it starts with
    /// `/` (an `opaque_part` never does); otherwise only an empty one or one of a
    /// query alone can be, which the automaton decides.
    pub(super) fn hierarchical(&self, rest: &str) -> bool {
        if rest.starts_with('/') || matches!(self.opaque, Opaque::Never) {
            return true;
        }
        match &self.rules().hier_part {
            Some(hier_part) if rest.is_empty() || rest.starts_with('?') => {
                hier_part.is_valid(rest.as_bytes())
            }
            _ => false,
        }
    }

    /// `authority = server | reg_name`, `server = [ [ userinfo "@" ] hostport ]`,
    /// `hostport = host [ ":" port ]`: no `@` in a host or port, no `:` in a host
    /// outside an `IPv6reference`'s brackets (`captured` splits it so).
    #[inline]
    fn authority<'i>(
        &self,
        authority: &'i str,
        captured: &Captured<'i, Split<'i>>,
        c: &mut Components<'i>,
    ) {
        c.authority = Some(authority);
        let rules = self.rules();
        if let Some(server) = &rules.server
            && !captured.authority_in(server, authority)
        {
            c.host = Some(Host::RegName(authority));
            return;
        }
        let server = captured.server(authority);
        c.userinfo = server.userinfo;
        if server.host.is_empty()
            && server.port.is_none()
            && matches!(self.authority, Authority::ServerOrRegName)
        {
            // `server = [ … ]`: the empty server has no host.
            return;
        }
        let host = server.host;
        c.port = server.port;
        c.host = Some(if host.starts_with("[v") || host.starts_with("[V") {
            // RFC 3986's `IPvFuture` starts with "v"; an `IPv6address` never does.
            Host::IpvFuture(host)
        } else if host.starts_with('[') {
            Host::Ipv6(host)
        } else if ends_with_digit(host) && rules.ipv4.is_valid(host.as_bytes()) {
            Host::Ipv4(host)
        } else if matches!(self.authority, Authority::Host) {
            Host::RegName(host)
        } else {
            Host::Hostname(host)
        });
    }

    /// The segments of a path of the form `form`: none in an `opaque_part` (the
    /// path of an absolute form that does not start with `/`); otherwise
    /// `abs_path = "/" path_segments` or `rel_path = rel_segment [ abs_path ]` (a
    /// `rel_segment` has no parameters). RFC 3986 has no opaque form, and its
    /// `path-absolute = "/" [ segment-nz *( "/" segment ) ]` has no segment when it
    /// is "/" alone (`path-abempty`, after an authority, has an empty one).
    pub(super) fn segments<'i>(&self, form: &str, c: &Components<'i>) -> Vec<Segment<'i>> {
        let path = c.path.unwrap_or_default();
        let opaque = !matches!(self.opaque, Opaque::Never)
            && form == self.absolute
            && !path.starts_with('/');
        let bare_slash =
            matches!(self.authority, Authority::Host) && c.authority.is_none() && path == "/";
        if path.is_empty() || opaque || bare_slash {
            return Vec::new();
        }
        let (first, rest) = if let Some(rest) = path.strip_prefix('/') {
            (None, Some(rest))
        } else {
            let end = path.find('/').unwrap_or(path.len());
            (Some(&path[..end]), path.get(end + 1..))
        };
        let mut segments: Vec<Segment<'i>> = first
            .map(|text| Segment { text, params: None })
            .into_iter()
            .collect();
        segments.extend(
            rest.into_iter()
                .flat_map(|rest| rest.split('/'))
                .map(|text| Segment {
                    text,
                    params: if self.params {
                        text.split_once(';').map(|(_, params)| params)
                    } else {
                        None
                    },
                }),
        );
        segments
    }
}

/// Whether `host` ends with a digit, as every `IPv4address` (and `hostnumber`) does:
/// the automaton is asked only then.
pub(super) fn ends_with_digit(host: &str) -> bool {
    host.as_bytes().last().is_some_and(u8::is_ascii_digit)
}

//! RFC 2396 §4.3 / Appendix B and the bis draft's Appendix B: a valid URI reference
//! split at its delimiters, the automata of the `.bnf` rules deciding the rest.

use std::sync::OnceLock;

use super::View;
use crate::ast::{Components, Host, Segment};
use crate::resolve::split;
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
    /// The rule what follows `scheme:` must match to be hierarchical rather than an
    /// `opaque_part` when it does not start with `/`, or `None` where a leading `/`
    /// alone decides (RFC 2396: its `hier_part` always starts with one).
    hier_part: Option<&'static str>,
    /// Whether a segment (not the first of a relative path) has parameters
    /// (RFC 2396 §3.3: `segment = *pchar *( ";" param )`).
    params: bool,
}

/// RFC 2396.
pub(super) const RFC2396: Generic = Generic {
    revision: Revision::Rfc2396,
    absolute: "absoluteURI",
    relative: "relativeURI",
    relative_may_be_empty: false,
    hier_part: None,
    params: true,
};

/// draft-fielding-uri-rfc2396bis-00: `hier-part` may be empty, and an
/// `opaque-part` may start like one (`a:b?c` is opaque, `a:?c` is not).
pub(super) const RFC2396BIS00: Generic = Generic {
    revision: Revision::Rfc2396bis00,
    absolute: "absolute-URI",
    relative: "relative-URI",
    relative_may_be_empty: true,
    hier_part: Some("hier-part"),
    params: false,
};

/// The automata a decomposition asks, compiled once per revision.
struct Rules {
    server: Validator,
    ipv4: Validator,
    hier_part: Option<Validator>,
}

impl Generic {
    fn rules(&self) -> &'static Rules {
        static CELLS: [OnceLock<Rules>; 4] = [const { OnceLock::new() }; 4];
        CELLS[self.revision as usize].get_or_init(|| {
            let compile =
                |rule| Validator::new(self.revision, rule).expect("the document defines it");
            Rules {
                server: compile("server"),
                ipv4: compile("IPv4address"),
                hier_part: self.hier_part.map(compile),
            }
        })
    }

    /// The view of `input`, which the revision's start rule accepts.
    pub(super) fn view<'i>(&self, input: &'i str) -> View<'i> {
        // URI-reference = [ absoluteURI | relativeURI ] [ "#" fragment ]: a fragment
        // has no "#", the rest none either.
        let (before, fragment) = match input.split_once('#') {
            Some((before, fragment)) => (before, Some(fragment)),
            None => (input, None),
        };
        let c = split(before);
        let mut components = Components {
            scheme: c.scheme,
            path: c.path,
            query: c.query,
            fragment,
            ..Components::default()
        };
        let form = match c.scheme {
            None if before.is_empty() && !self.relative_may_be_empty => self.revision.start_rule(),
            Some(scheme) => {
                let rest = &before[scheme.len() + 1..];
                if !self.hierarchical(rest) {
                    // opaque_part: everything after "scheme:", "?" included.
                    components.path = rest;
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
            self.authority(authority, &mut components);
        }
        View { form, components }
    }

    /// Whether what follows `scheme:` is a `hier_part`: it is when it starts with
    /// `/` (an `opaque_part` never does); otherwise only an empty one or one of a
    /// query alone can be, which the automaton decides.
    fn hierarchical(&self, rest: &str) -> bool {
        if rest.starts_with('/') {
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
    /// outside an `IPv6reference`'s brackets.
    fn authority<'i>(&self, authority: &'i str, c: &mut Components<'i>) {
        c.authority = Some(authority);
        let rules = self.rules();
        if !rules.server.is_valid(authority.as_bytes()) {
            c.host = Some(Host::RegName(authority));
            return;
        }
        let hostport = match authority.split_once('@') {
            Some((userinfo, hostport)) => {
                c.userinfo = Some(userinfo);
                hostport
            }
            None => authority,
        };
        if hostport.is_empty() {
            return;
        }
        let host_end = if hostport.starts_with('[') {
            hostport.find(']').map_or(hostport.len(), |i| i + 1)
        } else {
            hostport.find(':').unwrap_or(hostport.len())
        };
        let host = &hostport[..host_end];
        c.port = hostport[host_end..].strip_prefix(':');
        c.host = Some(if host.starts_with('[') {
            Host::Ipv6(host)
        } else if rules.ipv4.is_valid(host.as_bytes()) {
            Host::Ipv4(host)
        } else {
            Host::Hostname(host)
        });
    }

    /// The segments of a path of the form `form`: none in an `opaque_part` (the
    /// path of an absolute form that does not start with `/`); otherwise
    /// `abs_path = "/" path_segments` or `rel_path = rel_segment [ abs_path ]` (a
    /// `rel_segment` has no parameters).
    pub(super) fn segments<'i>(&self, form: &str, path: &'i str) -> Vec<Segment<'i>> {
        if path.is_empty() || (form == self.absolute && !path.starts_with('/')) {
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

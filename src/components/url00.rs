//! draft-fielding-uri-url-00 §4.3: a valid URL reference parsed outside in
//! (fragment, scheme, server, query, parameters, then path: [`split_url00`](crate::resolve::split_url00)), the
//! automaton of `server` deciding whether an absolute URL is a `generic-URL` or an
//! `opaque-URL` only.

use std::sync::OnceLock;

use super::{View, login};
use crate::ast::{Components, Segment};
use crate::split::{Captured, Url00Split};
use crate::{Revision, Validator};

/// The automata the decomposition asks, compiled once.
struct Rules {
    server: Validator,
    hostnumber: Validator,
}

fn rules() -> &'static Rules {
    static RULES: OnceLock<Rules> = OnceLock::new();
    RULES.get_or_init(|| {
        let compile = |rule| Validator::new(Revision::Url00, rule).expect("the draft defines it");
        Rules {
            server: compile("server"),
            hostnumber: compile("hostnumber"),
        }
    })
}

/// The view of `input`, which `URL-reference` accepts, split outside in (`parts`).
#[inline]
pub(super) fn view<'i>(input: &'i str, captured: Captured<'i, Url00Split<'i>>) -> View<'i> {
    let parts = captured.parts;
    let mut components = Components {
        scheme: parts.scheme,
        fragment: parts.fragment,
        ..Components::default()
    };
    if let Some(scheme) = parts.scheme {
        let before = &input[..input.len() - parts.fragment.map_or(0, |f| f.len() + 1)];
        let rest = &before[scheme.len() + 1..];
        if !generic(rest, |server| {
            captured.authority_in(&rules().server, server)
        }) {
            // `opaque-URL = scheme ":" *urlchar`: all of it is the path.
            components.path = Some(rest);
            return View {
                form: "absoluteURL",
                components,
            };
        }
    }
    components.authority = parts.server;
    if let Some(server) = parts.server.filter(|s| !s.is_empty()) {
        login::fill(
            captured.server(server),
            &rules().hostnumber,
            &mut components,
        );
    }
    // §4.3.2: no path without a `/` before it or a segment.
    components.path = (parts.leading_slash || !parts.path.is_empty()).then_some(parts.path);
    components.leading_slash = parts.leading_slash;
    components.params = parts.params;
    components.query = parts.query;
    View {
        form: if parts.scheme.is_some() {
            "absoluteURL"
        } else {
            "relativeURL"
        },
        components,
    }
}

/// Whether `rest`, what follows `scheme:` (a string of `urlchar`), is a
/// `relativeURL`: every one is but a `net_path` (`"//" server [ abs_path ]`) whose
/// server is no `server`, or whose `abs_path = "/" rel_path` starts with another
/// `/` (a `path` starts with `fsegment = 1*pchar`).
/// `is_server` decides whether the server is a `server`.
pub(super) fn generic(rest: &str, is_server: impl FnOnce(&str) -> bool) -> bool {
    let Some(after) = rest.strip_prefix("//") else {
        return true;
    };
    let end = memchr::memchr(b'/', after.as_bytes()).unwrap_or(after.len());
    is_server(&after[..end]) && !after[end..].starts_with("//")
}

/// [`generic`], `server`'s automaton deciding.
pub(super) fn is_generic(rest: &str) -> bool {
    generic(rest, |server| rules().server.is_valid(server.as_bytes()))
}

/// `path = fsegment *( "/" segment )`: the segments of a generic URL's path; an
/// opaque URL's path (which starts with `/`, see [`generic`]) has none.
pub(super) fn segments(path: Option<&str>) -> Vec<Segment<'_>> {
    let path = path.unwrap_or_default();
    if path.is_empty() || path.starts_with('/') {
        return Vec::new();
    }
    path.split('/')
        .map(|text| Segment { text, params: None })
        .collect()
}

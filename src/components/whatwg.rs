//! The URL Standard's writing rules: the common view read from the derivation (the
//! Standard's grammar is small and a valid string is parsed once by pest, after the
//! automaton and the valid domain steps accepted it).
//!
//! Its names are the URL record's: scheme, host, port, path, query, fragment (a valid
//! URL string writes no username or password: they stay undefined).

use super::View;
use crate::ast::{Components, Host, Role, Segment};
use crate::{Revision, Validator, pest_grammar};

/// The components of `input` if it is a valid absolute-URL-with-fragment string.
pub(super) fn parse(input: &str) -> Option<View<'_>> {
    if !Validator::start(Revision::Whatwg).is_valid(input.as_bytes()) {
        return None;
    }
    let tree = pest_grammar::tree(Revision::Whatwg, input)?;
    let mut c = Components::default();
    let (mut form, mut literal, mut after_slashes) = (None, None, None);
    for node in tree.nodes() {
        let text = Some(node.text());
        if node.rule().starts_with("scheme-relative-") {
            after_slashes = after_slashes.or(Some(node.start() + 2));
        }
        match node.role() {
            Role::Form => form = form.or(Some(node.rule())),
            Role::Scheme => c.scheme = c.scheme.or(text),
            Role::IpLiteral => literal = text,
            Role::Hostname => c.host = c.host.or(Some(Host::Hostname(node.text()))),
            Role::Ipv4 => c.host = c.host.or(Some(Host::Ipv4(node.text()))),
            Role::Ipv6 => c.host = c.host.or(Some(Host::Ipv6(literal.unwrap_or(node.text())))),
            Role::RegName => c.host = Some(Host::RegName(node.text())),
            Role::Port => c.port = text,
            Role::Path => c.path = c.path.or(text),
            Role::Query => c.query = c.query.or(text),
            Role::Fragment => c.fragment = text,
            _ => {}
        }
    }
    if let (None, Some(at)) = (c.host, after_slashes) {
        // "//" and no host: the empty host (an opaque host-and-port string that is
        // the empty string, or a file URL's).
        c.host = Some(Host::RegName(&input[at..at]));
    }
    if c.path.is_none() {
        // A URL record's path is never null: no path written is the empty path.
        let at = c.scheme.map_or(0, |s| s.len() + 1);
        c.path = Some(&input[at..at]);
    }
    Some(View {
        form: form.unwrap_or("absolute-URL-string"),
        components: c,
    })
}

/// The path's segments: a path-absolute-URL string's, separated by `/`; none for an
/// opaque path (a URL path segment of its own, #url-opaque-path) or the empty path.
pub(super) fn segments<'i>(c: &Components<'i>) -> Vec<Segment<'i>> {
    c.path
        .and_then(|path| path.strip_prefix('/'))
        .map(|after| {
            after
                .split('/')
                .map(|text| Segment { text, params: None })
                .collect()
        })
        .unwrap_or_default()
}

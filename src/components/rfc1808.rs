//! RFC 1808 §2.4, "Parsing a URL": a valid URL parsed outside in (fragment, scheme,
//! `net_loc`, query, parameters, then path), which is the 1996 draft's §4.3 order
//! ([`split_url00`](crate::resolve::split_url00): the draft took it from here). The `net_loc` is not decomposed
//! (§2.1: "network location and login information, as per Section 3.1 of RFC 1738").

use super::View;
use crate::ast::Components;
use crate::split::Url00Split;

/// The view of `input`, which `URL` accepts, split outside in (`parts`).
#[inline]
pub(super) fn view<'i>(input: &'i str, parts: Url00Split<'i>) -> View<'i> {
    let mut components = Components {
        scheme: parts.scheme,
        fragment: parts.fragment,
        ..Components::default()
    };
    if let Some(scheme) = parts.scheme {
        let before = &input[..input.len() - parts.fragment.map_or(0, |f| f.len() + 1)];
        let rest = &before[scheme.len() + 1..];
        if !generic(rest) {
            // `scheme ":" *( uchar | reserved )`: all of it is the path.
            components.path = Some(rest);
            return View {
                form: "absoluteURL",
                components,
            };
        }
    }
    components.authority = parts.server;
    // §2.4.6: what is left is the path and the slash that may precede it.
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

/// Whether `rest`, what follows `scheme:` (a string of `uchar | reserved`), is a
/// `relativeURL`: every one is but a `net_path` (`"//" net_loc [ abs_path ]`) whose
/// `abs_path = "/" rel_path` starts with another `/` (a `path` starts with
/// `fsegment = 1*pchar`).
pub(super) fn generic(rest: &str) -> bool {
    let Some(after) = rest.strip_prefix("//") else {
        return true;
    };
    let end = memchr::memchr(b'/', after.as_bytes()).unwrap_or(after.len());
    !after[end..].starts_with("//")
}

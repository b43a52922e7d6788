//! draft-fielding-uri-url-00 §6, "Resolving Relative URLs", Steps 1–7.
//!
//! Parameters are their own component (§4.3.3), so `;x` keeps the base path and
//! `?y` keeps the base parameters (Appendix C.1).
//!
//! Interpretive choices:
//! - The draft calls a component "empty" when its separator is absent or nothing
//!   follows it; the "non-empty" tests of Steps 3 and 5 treat both alike, and
//!   Step 7 writes a separator exactly when the component it comes from (the
//!   reference's or the base's) had one.
//! - Step 6 does not say whether the new path is preceded by a slash: it is when
//!   the base path was, or when the base has a server (§4.3: `<server>/<path>`;
//!   the slash between them is no part of the path, §4.3.2).
//! - [`ResolveOptions::remove_dot_dot`] is ignored: §6 has no such allowance.
//! - [`ResolveOptions::compat`] follows Appendix C.2's "older parsers": a scheme equal to
//!   the base's is dropped at Step 2b and resolution goes on at Step 2c.
//! - Step 1 with an empty base: an absolute reference is returned as it is; a
//!   relative one is [`ResolveError::BaseNotAbsolute`].

use super::base::Parts;
use super::{Base, Resolution, ResolveError, ResolveOptions, remove_dots, same_document};
use crate::Revision;
use crate::split::split_url00_reference;
use crate::split::{Url00Split, recompose_url00_with};

const REV: Revision = Revision::Url00;

fn non_empty(component: Option<&str>) -> bool {
    component.is_some_and(|c| !c.is_empty())
}

pub(super) fn resolve(
    base: &Base<'_>,
    reference: &str,
    options: ResolveOptions,
) -> Result<Resolution, ResolveError> {
    // Step 2: both are parsed into their component parts (Section 4) (the base
    // once, in `Base::new`).
    let (valid, r) = split_url00_reference(REV, reference);
    let mut out = Resolution::new(REV, valid);
    let b = match base.parts {
        Parts::Url00(b) => b,
        // Step 1: "If the base URL is the empty string (unknown), the URL reference
        // is interpreted as an absolute URL and we are done."
        Parts::Unknown | Parts::Generic(_) if r.scheme.is_some() => {
            reference.clone_into(&mut out.target);
            return Ok(out);
        }
        Parts::Unknown | Parts::Generic(_) => return Err(super::base_not_absolute(REV, base.text)),
    };
    let base_without_fragment = base.without_fragment;

    // Step 2a: entirely empty, or only a fragment identifier: the current document.
    // (Nothing before the fragment: the split found the "#", if any, at byte 0.)
    if reference.len() == r.fragment.map_or(0, |f| f.len() + 1) {
        out.same_document = true;
        out.target = same_document(base_without_fragment, r.fragment);
        return Ok(out);
    }

    steps_2b_to_7(base, b, r, reference, options, out)
}

/// Steps 2b–7, which the draft kept from RFC 1808 §4 word for word but for the
/// names (`<net_loc>` → `<server>`, `<params>` → `<parameters>`, "embedded URL" →
/// "reference"): [`super::rfc1808`] resolves with them too, after its own Steps 1
/// and 2a. `b` and `r` are the base's and the reference's parts (Step 2).
pub(super) fn steps_2b_to_7(
    base: &Base<'_>,
    b: Url00Split<'_>,
    mut r: Url00Split<'_>,
    reference: &str,
    options: ResolveOptions,
    mut out: Resolution,
) -> Result<Resolution, ResolveError> {
    // Step 2b: a reference that starts with a scheme name is an absolute URL.
    if let Some(scheme) = r.scheme {
        let same_scheme = b.scheme.is_some_and(|s| s.eq_ignore_ascii_case(scheme));
        if options.compat && same_scheme {
            r.scheme = None;
            out.scheme_ignored = true;
        } else {
            reference.clone_into(&mut out.target);
            return Ok(out);
        }
    }

    // Step 2c: otherwise the reference inherits the scheme of the base.
    let mut t = Url00Split {
        scheme: b.scheme,
        server: r.server,
        leading_slash: r.leading_slash,
        path: r.path,
        params: r.params,
        query: r.query,
        fragment: r.fragment,
    };
    // Step 6's two parts: what is kept of the base's path, and the reference's path.
    let mut merged = None;

    // Step 3: a non-empty <server> skips to Step 7; otherwise the base's is inherited.
    if !non_empty(r.server) {
        t.server = b.server;

        // Step 4: a path preceded by "/" is not relative: skip to Step 7.
        if !r.leading_slash {
            base.needs_path()?;
            if r.path.is_empty() {
                // Step 5: an empty path inherits the base path, and
                t.path = b.path;
                t.leading_slash = b.leading_slash;
                // a) non-empty <parameters> skip to Step 7; otherwise inherited,
                if !non_empty(r.params) {
                    t.params = b.params;
                    // b) non-empty <query> skips to Step 7; otherwise inherited.
                    if !non_empty(r.query) {
                        t.query = b.query;
                    }
                }
            } else {
                // Step 6: the last segment of the base path (after the rightmost
                // "/", or all of it) is removed and the reference path appended
                // (handed over as the two parts),
                let kept = b.path.rfind('/').map_or("", |slash| &b.path[..=slash]);
                // then a)–d) in order (one pass); leading ".." segments are kept.
                merged = Some((kept, r.path));
                t.leading_slash = b.leading_slash || b.server.is_some();
            }
        }
    }

    // Step 7: the components, including those inherited, are recombined (a merged
    // path is built where it goes).
    out.target = match merged {
        None => t.recompose(),
        Some((kept, path)) => {
            let above_root = &mut out.above_root;
            recompose_url00_with(&t, kept.len() + path.len(), |target| {
                *above_root = remove_dots((kept, path), false, false, target);
            })
        }
    };
    Ok(out)
}

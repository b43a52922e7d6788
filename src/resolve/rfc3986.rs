//! RFC 3986 §5.2: §5.2.1 pre-parse the base, §5.2.2 transform references, §5.2.3
//! merge paths, §5.2.4 remove dot segments; §5.3 recomposition.
//!
//! Unlike the earlier documents, `remove_dot_segments` is applied to every path the
//! reference supplies (not only to merged ones), it discards `..` segments that would
//! climb above the root instead of keeping them, and the algorithm returns a target for
//! every reference (`#s` gives `http://a/b/c/d;p?q#s`, §5.4.1).
//!
//! Interpretive choices:
//! - `R.scheme == Base.scheme` (the non-strict branch, [`Options::compat`]) compares
//!   ASCII case-insensitively, as schemes are compared (§3.1, §6.2.2.1).
//! - [`Options::remove_dot_dot`] changes nothing: §5.2.4 always removes them.
//!   [`Resolution::above_root`] says whether a `..` found no segment to remove
//!   (steps 2A, 2C or 2D with an empty output buffer).
//! - [`Resolution::same_document`] is §4.4's definition: the target, fragment
//!   aside, is the base (fragment aside).
//! - The base needs only to be an `absolute-URI` once its fragment is stripped (§5.1);
//!   nothing requires it to be hierarchical: the merge of §5.2.3 works on any path.

use super::dot_segments::remove_dot_segments;
use super::split::{recompose, split};
use super::{Base, Options, Resolution};
use crate::Revision;

const REV: Revision = Revision::Rfc3986;

pub(super) fn resolve(base: &Base<'_>, reference: &str, options: Options) -> Resolution {
    let mut out = Resolution::new(REV, reference);
    // §5.2.1: the base, established as §5.1 says (an absolute-URI, fragment
    // stripped), parsed into its five components (once, by `Base::new`).
    let (base, b) = (base.without_fragment, base.generic());

    // §5.2.2: (R.scheme, R.authority, R.path, R.query, R.fragment) = parse(R);
    let mut r = split(reference);

    // if ((not strict) and (R.scheme == Base.scheme)) then undefine(R.scheme);
    if options.compat
        && r.scheme
            .is_some_and(|s| b.scheme.is_some_and(|bs| bs.eq_ignore_ascii_case(s)))
    {
        r.scheme = None;
        out.scheme_ignored = true;
    }

    let (scheme, authority, path, query);
    let mut dots = |p: &str| {
        let (path, above_root) = remove_dot_segments(p);
        out.above_root |= above_root;
        path
    };
    if r.scheme.is_some() {
        // T.scheme = R.scheme; T.authority = R.authority;
        // T.path = remove_dot_segments(R.path); T.query = R.query;
        (scheme, authority, path, query) = (r.scheme, r.authority, dots(r.path), r.query);
    } else {
        if r.authority.is_some() {
            // T.authority = R.authority; T.path = remove_dot_segments(R.path);
            // T.query = R.query;
            (authority, path, query) = (r.authority, dots(r.path), r.query);
        } else {
            if r.path.is_empty() {
                // T.path = Base.path;
                path = b.path.to_owned();
                // if defined(R.query) then T.query = R.query else T.query = Base.query
                query = r.query.or(b.query);
            } else {
                if r.path.starts_with('/') {
                    // T.path = remove_dot_segments(R.path);
                    path = dots(r.path);
                } else {
                    // T.path = merge(Base.path, R.path);
                    // T.path = remove_dot_segments(T.path);
                    path = dots(&merge(b.authority.is_some(), b.path, r.path));
                }
                // T.query = R.query;
                query = r.query;
            }
            // T.authority = Base.authority;
            authority = b.authority;
        }
        // T.scheme = Base.scheme;
        scheme = b.scheme;
    }
    // T.fragment = R.fragment;
    let fragment = r.fragment;

    // §5.3: recomposition.
    out.target = recompose(scheme, authority, &path, query, fragment);
    // §4.4: a same-document reference's target is the base, fragment aside.
    out.same_document = out.target.split('#').next() == Some(base);
    out
}

/// §5.2.3, Merge Paths.
fn merge(base_has_authority: bool, base_path: &str, reference_path: &str) -> String {
    if base_has_authority && base_path.is_empty() {
        // "If the base URI has a defined authority component and an empty path, then
        // return a string consisting of "/" concatenated with the reference's path;
        format!("/{reference_path}")
    } else {
        // otherwise, return a string consisting of the reference's path component
        // appended to all but the last segment of the base URI's path (i.e., excluding
        // any characters after the right-most "/" in the base URI path, or excluding the
        // entire base URI path if it does not contain any "/" characters)."
        let kept = base_path
            .rfind('/')
            .map_or("", |slash| &base_path[..=slash]);
        format!("{kept}{reference_path}")
    }
}

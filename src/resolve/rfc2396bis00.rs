//! draft-fielding-uri-rfc2396bis-00 §5.2: the pseudocode (lines 1006–1048) and the
//! merge routine (lines 1055–1087).
//!
//! Unlike RFC 2396, an empty path with a query keeps the base path (`?y` gives
//! `http://a/b/c/d;p?y`), and merging with an empty base path starts from "/".
//!
//! Interpretive choices:
//! - Merge step 1 copies "/" for any empty base path, as the text says, with or
//!   without an authority (`foo:` with `g` gives `foo:/g`).
//! - `R.scheme == Base.scheme` (line 1010) compares ASCII case-insensitively, as
//!   schemes are compared (§3.1).
//! - An opaque base is an error only where the pseudocode reads `Base.path` (the
//!   `defined(R.query)` branch and the merge).

use super::marks::split_reference;
use super::split::recompose;
use super::{Base, Resolution, ResolveError, ResolveOptions, remove_dots, same_document};
use crate::Revision;

const REV: Revision = Revision::Rfc2396bis00;

pub(super) fn resolve(
    base: &Base<'_>,
    reference: &str,
    options: ResolveOptions,
) -> Result<Resolution, ResolveError> {
    let base_without_fragment = base.without_fragment;
    let b = base.generic();
    let needs_base_path = || base.needs_path();

    // (R.scheme, R.authority, R.path, R.query, fragment) = parse(R);
    let (valid, mut r) = split_reference(REV, reference);
    let mut out = Resolution::new(REV, valid);
    let fragment = r.fragment;

    // if ((not validating) and (R.scheme == Base.scheme)) then undefine(R.scheme);
    if options.compat
        && r.scheme
            .is_some_and(|s| b.scheme.is_some_and(|bs| bs.eq_ignore_ascii_case(s)))
    {
        r.scheme = None;
        out.scheme_ignored = true;
    }

    let (scheme, authority, path, query);
    let merged: String;
    if r.scheme.is_some() {
        // if defined(R.scheme) then T = R
        (scheme, authority, path, query) = (r.scheme, r.authority, r.path, r.query);
    } else {
        if r.authority.is_some() {
            // if defined(R.authority) then T.authority/path/query = R's
            (authority, path, query) = (r.authority, r.path, r.query);
        } else {
            if r.path.is_empty() {
                if r.query.is_some() {
                    // T.path = Base.path; T.query = R.query;
                    needs_base_path()?;
                    (path, query) = (b.path, r.query);
                } else {
                    // An empty reference refers to the current document
                    // return (current-document, fragment);
                    out.same_document = true;
                    out.target = same_document(base_without_fragment, fragment);
                    return Ok(out);
                }
            } else {
                if r.path.starts_with('/') {
                    path = r.path;
                } else {
                    // T.path = merge(Base.path, R.path);
                    needs_base_path()?;
                    let (buffer, above_root) = merge(b.path, r.path, options);
                    out.above_root = above_root;
                    merged = buffer;
                    path = &merged;
                }
                query = r.query;
            }
            // T.authority = Base.authority;
            authority = b.authority;
        }
        // T.scheme = Base.scheme;
        scheme = b.scheme;
    }

    // return (T, fragment), recombined (lines 1103–1127).
    out.target = recompose(scheme, authority, path, query, fragment);
    Ok(out)
}

/// The merge routine, steps 1–8: the target path, and whether it still began with
/// `..` segments at step 7.
fn merge(base_path: &str, reference_path: &str, options: ResolveOptions) -> (String, bool) {
    // 1. All but the last segment of the base path; "/" if the base path is empty.
    let kept = if base_path.is_empty() {
        "/"
    } else {
        base_path
            .rfind('/')
            .map_or("", |slash| &base_path[..=slash])
    };
    // 2. The reference's path is appended (handed over as the two parts),
    // 3.–6. "./", a final ".", "<segment>/../", a final "<segment>/..", and
    // 7. leading ".." segments: an error, retained or removed (one pass).
    // 8. The remaining buffer is the target path.
    remove_dots(kept, reference_path, true, options.remove_dot_dot)
}

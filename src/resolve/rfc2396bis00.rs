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

use super::{Base, Resolution, ResolveError, ResolveOptions, remove_dots, same_document};
use crate::Revision;
use crate::split::recompose_with;
use crate::split::split_reference;

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

    let (scheme, authority, query);
    // T.path; for a merge, the two parts the routine hands over (step 2).
    let path: Path<'_>;
    if r.scheme.is_some() {
        // if defined(R.scheme) then T = R
        (scheme, authority, path, query) = (r.scheme, r.authority, Path::Given(r.path), r.query);
    } else {
        if r.authority.is_some() {
            // if defined(R.authority) then T.authority/path/query = R's
            (authority, path, query) = (r.authority, Path::Given(r.path), r.query);
        } else {
            if r.path.is_empty() {
                if r.query.is_some() {
                    // T.path = Base.path; T.query = R.query;
                    needs_base_path()?;
                    (path, query) = (Path::Given(b.path), r.query);
                } else {
                    // An empty reference refers to the current document
                    // return (current-document, fragment);
                    out.same_document = true;
                    out.target = same_document(base_without_fragment, fragment);
                    return Ok(out);
                }
            } else {
                if r.path.starts_with('/') {
                    path = Path::Given(r.path);
                } else {
                    // T.path = merge(Base.path, R.path);
                    needs_base_path()?;
                    path = Path::Merged(merge(b.path), r.path);
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
    // (The merge's buffer is built where the recombined path goes.)
    let parts = (scheme, authority, query, fragment);
    let above_root = &mut out.above_root;
    out.target = match path {
        Path::Given(path) => recompose_with(parts, path.len(), |t| t.push_str(path)),
        Path::Merged(kept, path) => recompose_with(parts, kept.len() + path.len(), |t| {
            // 2. The reference's path is appended (handed over as the two parts),
            // 3.–6. "./", a final ".", "<segment>/../", a final "<segment>/..", and
            // 7. leading ".." segments: an error, retained or removed (one pass).
            // 8. The remaining buffer is the target path.
            *above_root = remove_dots((kept, path), true, options.remove_dot_dot, t);
        }),
    };
    Ok(out)
}

/// T.path: as it is, or the merge routine's two parts.
enum Path<'a> {
    Given(&'a str),
    /// What step 1 keeps of the base's path, and the reference's path.
    Merged(&'a str, &'a str),
}

/// The merge routine's step 1: all but the last segment of the base path; "/" if the
/// base path is empty.
fn merge(base_path: &str) -> &str {
    if base_path.is_empty() {
        "/"
    } else {
        base_path
            .rfind('/')
            .map_or("", |slash| &base_path[..=slash])
    }
}

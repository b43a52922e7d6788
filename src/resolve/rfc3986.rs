//! RFC 3986 §5.2: §5.2.1 pre-parse the base, §5.2.2 transform references, §5.2.3
//! merge paths, §5.2.4 remove dot segments; §5.3 recomposition.
//!
//! Unlike the earlier documents, `remove_dot_segments` is applied to every path the
//! reference supplies (not only to merged ones), it discards `..` segments that would
//! climb above the root instead of keeping them, and the algorithm returns a target for
//! every reference (`#s` gives `http://a/b/c/d;p?q#s`, §5.4.1).
//!
//! Interpretive choices:
//! - `R.scheme == Base.scheme` (the non-strict branch, [`ResolveOptions::compat`]) compares
//!   ASCII case-insensitively, as schemes are compared (§3.1, §6.2.2.1).
//! - [`ResolveOptions::remove_dot_dot`] changes nothing: §5.2.4 always removes them.
//!   [`Resolution::above_root`] says whether a `..` found no segment to remove
//!   (steps 2A, 2C or 2D with an empty output buffer).
//! - [`Resolution::same_document`] is §4.4's definition: the target, fragment
//!   aside, is the base (fragment aside).
//! - The base needs only to be an `absolute-URI` once its fragment is stripped (§5.1);
//!   nothing requires it to be hierarchical: the merge of §5.2.3 works on any path.

use super::dot_segments::remove_dot_segments_into;
use super::{Base, Resolution, ResolveOptions, has_dot_segment};
use crate::split::recompose_with;
use crate::split::split_reference;

pub(super) fn resolve(base: &Base<'_>, reference: &str, options: ResolveOptions) -> Resolution {
    // RFC 3987 §6.5: "the algorithms of [RFC3986] can be applied directly".
    let rev = base.revision();
    // §5.2.1: the base, established as §5.1 says (an absolute-URI, fragment
    // stripped), parsed into its five components (once, by `Base::new`).
    let (base, b) = (base.without_fragment, base.generic());

    // §5.2.2: (R.scheme, R.authority, R.path, R.query, R.fragment) = parse(R);
    let (valid, mut r) = split_reference(rev, reference);
    let mut out = Resolution::new(rev, valid);

    // if ((not strict) and (R.scheme == Base.scheme)) then undefine(R.scheme);
    if options.compat
        && r.scheme
            .is_some_and(|s| b.scheme.is_some_and(|bs| bs.eq_ignore_ascii_case(s)))
    {
        r.scheme = None;
        out.scheme_ignored = true;
    }

    let (scheme, authority, path, query);
    if r.scheme.is_some() {
        // T.scheme = R.scheme; T.authority = R.authority;
        // T.path = remove_dot_segments(R.path); T.query = R.query;
        (scheme, authority, path, query) = (r.scheme, r.authority, Path::Dots(r.path), r.query);
    } else {
        if r.authority.is_some() {
            // T.authority = R.authority; T.path = remove_dot_segments(R.path);
            // T.query = R.query;
            (authority, path, query) = (r.authority, Path::Dots(r.path), r.query);
        } else {
            if r.path.is_empty() {
                // T.path = Base.path;
                path = Path::Base(b.path);
                // if defined(R.query) then T.query = R.query else T.query = Base.query
                query = r.query.or(b.query);
            } else {
                if r.path.starts_with('/') {
                    // T.path = remove_dot_segments(R.path);
                    path = Path::Dots(r.path);
                } else {
                    // T.path = merge(Base.path, R.path);
                    // T.path = remove_dot_segments(T.path);
                    path = Path::Merged(merge(b.authority.is_some(), b.path), r.path);
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

    // §5.3: recomposition, the path written into the target as it is computed.
    out.target = recompose(
        scheme,
        authority,
        path,
        query,
        fragment,
        &mut out.above_root,
    );
    // §4.4: a same-document reference's target is the base, fragment aside (no
    // component before the fragment holds a "#": Appendix B's split ends each there).
    let before_fragment = out.target.len() - fragment.map_or(0, |f| f.len() + 1);
    out.same_document = out.target[..before_fragment] == *base;
    out
}

/// T.path as §5.2.2 defines it, before it is written into the target.
#[derive(Clone, Copy)]
enum Path<'a> {
    /// `Base.path`.
    Base(&'a str),
    /// `remove_dot_segments(R.path)`.
    Dots(&'a str),
    /// `remove_dot_segments(merge(Base.path, R.path))`: what the merge keeps of the
    /// base's path, and the reference's path.
    Merged(&'a str, &'a str),
}

/// §5.3, Component Recomposition, into one string: the target. §5.2.4 writes its
/// output buffer at the target's end; `above_root` is set when a `..` found no
/// segment to remove.
fn recompose(
    scheme: Option<&str>,
    authority: Option<&str>,
    path: Path<'_>,
    query: Option<&str>,
    fragment: Option<&str>,
    above_root: &mut bool,
) -> String {
    let path_length = match path {
        Path::Base(p) | Path::Dots(p) => p.len(),
        Path::Merged(kept, p) => kept.len() + p.len(),
    };
    let parts = (scheme, authority, query, fragment);
    recompose_with(parts, path_length, |result| match path {
        Path::Base(p) => result.push_str(p),
        // A path with no "." or ".." segment leaves §5.2.4's loop as it came (only
        // its step E runs): it is copied as it is.
        Path::Dots(p) if !has_dot_segment(p) => result.push_str(p),
        Path::Dots(p) => *above_root |= remove_dot_segments_into(p, result),
        // The kept part is empty or ends with "/", so the merged path's segments are
        // the two parts'.
        Path::Merged(kept, p) if !has_dot_segment(kept) && !has_dot_segment(p) => {
            result.push_str(kept);
            result.push_str(p);
        }
        Path::Merged(kept, p) => {
            *above_root |= remove_dot_segments_into(&[kept, p].concat(), result);
        }
    })
}

/// §5.2.3, Merge Paths: what is kept of the base's path, to which the reference's
/// path is appended.
fn merge(base_has_authority: bool, base_path: &str) -> &str {
    if base_has_authority && base_path.is_empty() {
        // "If the base URI has a defined authority component and an empty path, then
        // return a string consisting of "/" concatenated with the reference's path;
        "/"
    } else {
        // otherwise, return a string consisting of the reference's path component
        // appended to all but the last segment of the base URI's path (i.e., excluding
        // any characters after the right-most "/" in the base URI path, or excluding the
        // entire base URI path if it does not contain any "/" characters)."
        let slash = base_path.as_bytes().iter().rposition(|&b| b == b'/');
        slash.map_or("", |slash| &base_path[..=slash])
    }
}

#[cfg(test)]
mod tests {
    use super::super::dot_segments::remove_dot_segments;
    use super::{Path, has_dot_segment, recompose};

    /// The target's path is §5.2.4's output, on every string of `a`, `.` and `/` up
    /// to 8 characters: given whole (a path with no `.` or `..` segment is copied as
    /// it is) and merged from every split after a `/` (the kept part's segments and
    /// the reference's are the merged path's).
    #[test]
    fn the_target_path_is_the_removal() {
        let mut strings = vec![String::new()];
        for _ in 0..8 {
            let longer: Vec<String> = strings
                .iter()
                .filter(|s| s.len() == strings.last().map_or(0, String::len))
                .flat_map(|s| ['a', '.', '/'].map(|c| format!("{s}{c}")))
                .collect();
            strings.extend(longer);
        }
        let target = |path| {
            let mut above_root = false;
            let target = recompose(None, None, path, None, None, &mut above_root);
            (target, above_root)
        };
        let mut checked = 0;
        for s in &strings {
            let expected = remove_dot_segments(s);
            assert_eq!(target(Path::Dots(s)), expected, "{s:?}");
            for (slash, _) in s.match_indices('/') {
                let (kept, path) = s.split_at(slash + 1);
                assert_eq!(
                    target(Path::Merged(kept, path)),
                    expected,
                    "{kept:?} {path:?}"
                );
            }
            checked += usize::from(!has_dot_segment(s));
        }
        assert!(checked > 1_000, "only {checked} paths without dot segments");
    }
}

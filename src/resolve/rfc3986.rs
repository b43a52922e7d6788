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

use std::borrow::Cow;

use super::dot_segments::remove_dot_segments;
use super::marks::split_reference;
use super::split::recompose;
use super::{Base, Resolution, ResolveOptions, has_dot_segment};

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
    let mut dots = |p| dots(p, &mut out.above_root);
    if r.scheme.is_some() {
        // T.scheme = R.scheme; T.authority = R.authority;
        // T.path = remove_dot_segments(R.path); T.query = R.query;
        (scheme, authority, path, query) = (r.scheme, r.authority, dots(r.path.into()), r.query);
    } else {
        if r.authority.is_some() {
            // T.authority = R.authority; T.path = remove_dot_segments(R.path);
            // T.query = R.query;
            (authority, path, query) = (r.authority, dots(r.path.into()), r.query);
        } else {
            if r.path.is_empty() {
                // T.path = Base.path;
                path = Cow::Borrowed(b.path);
                // if defined(R.query) then T.query = R.query else T.query = Base.query
                query = r.query.or(b.query);
            } else {
                if r.path.starts_with('/') {
                    // T.path = remove_dot_segments(R.path);
                    path = dots(r.path.into());
                } else {
                    // T.path = merge(Base.path, R.path);
                    // T.path = remove_dot_segments(T.path);
                    path = dots(merge(b.authority.is_some(), b.path, r.path).into());
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
    // §4.4: a same-document reference's target is the base, fragment aside (no
    // component before the fragment holds a "#": Appendix B's split ends each there).
    let before_fragment = out.target.len() - fragment.map_or(0, |f| f.len() + 1);
    out.same_document = out.target[..before_fragment] == *base;
    out
}

/// §5.2.4, Remove Dot Segments, on `path`; sets `above_root` when a `..` found no
/// segment to remove. A path with no "." or ".." segment leaves the loop as it came
/// (only its step E runs), so it is returned as it is, not copied.
fn dots<'p>(path: Cow<'p, str>, above_root: &mut bool) -> Cow<'p, str> {
    if !has_dot_segment(&path) {
        return path;
    }
    let (removed, above) = remove_dot_segments(&path);
    *above_root |= above;
    Cow::Owned(removed)
}

/// §5.2.3, Merge Paths.
fn merge(base_has_authority: bool, base_path: &str, reference_path: &str) -> String {
    let kept = if base_has_authority && base_path.is_empty() {
        // "If the base URI has a defined authority component and an empty path, then
        // return a string consisting of "/" concatenated with the reference's path;
        "/"
    } else {
        // otherwise, return a string consisting of the reference's path component
        // appended to all but the last segment of the base URI's path (i.e., excluding
        // any characters after the right-most "/" in the base URI path, or excluding the
        // entire base URI path if it does not contain any "/" characters)."
        base_path
            .rfind('/')
            .map_or("", |slash| &base_path[..=slash])
    };
    let mut merged = String::with_capacity(kept.len() + reference_path.len());
    merged.push_str(kept);
    merged.push_str(reference_path);
    merged
}

#[cfg(test)]
mod tests {
    use super::{dots, has_dot_segment, remove_dot_segments};

    /// The fast path is exact: on every string of `a`, `.` and `/` up to 8
    /// characters with no `.` or `..` segment, §5.2.4's loop returns its input.
    #[test]
    fn a_path_without_dot_segments_is_its_own_removal() {
        let mut strings = vec![String::new()];
        for _ in 0..8 {
            let longer: Vec<String> = strings
                .iter()
                .filter(|s| s.len() == strings.last().map_or(0, String::len))
                .flat_map(|s| ['a', '.', '/'].map(|c| format!("{s}{c}")))
                .collect();
            strings.extend(longer);
        }
        let mut checked = 0;
        for s in &strings {
            let mut above_root = false;
            let fast = dots(s.as_str().into(), &mut above_root);
            let (slow, above) = remove_dot_segments(s);
            assert_eq!((fast.as_ref(), above_root), (slow.as_str(), above), "{s:?}");
            checked += usize::from(!has_dot_segment(s));
        }
        assert!(checked > 1_000, "only {checked} paths without dot segments");
    }
}

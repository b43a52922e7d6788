//! Resolving a reference against a base, as each document's algorithm says.
//!
//! - draft-fielding-uri-url-00 §6, Steps 1–7 (`url00`);
//! - RFC 2396 §5.2, steps 1–7 (`rfc2396`);
//! - draft-fielding-uri-rfc2396bis-00 §5.2, pseudocode and merge routine
//!   (`rfc2396bis00`);
//! - RFC 3986 §5.2.1–§5.2.4 and §5.3 (`rfc3986`);
//! - RFC 1738 describes no resolution (§2.3): [`ResolveError::NotDefined`].
//!
//! ```
//! use urispec::Revision;
//! use urispec::resolve::{Options, resolve};
//! let base = "http://a/b/c/d;p?q";
//! let r = |rev, reference| resolve(rev, base, reference, Options::default()).unwrap().target;
//! assert_eq!(r(Revision::Url00, "?y"), "http://a/b/c/d;p?y");
//! assert_eq!(r(Revision::Rfc2396, "?y"), "http://a/b/c/?y");
//! assert_eq!(r(Revision::Rfc2396bis00, "?y"), "http://a/b/c/d;p?y");
//! assert_eq!(r(Revision::Rfc3986, "../../../g"), "http://a/g");
//! ```
#![warn(missing_docs)]

pub(crate) mod dot_segments;
mod rfc2396;
mod rfc2396bis00;
mod rfc3986;
mod split;
mod url00;

use std::fmt;
use std::sync::OnceLock;

use crate::{Revision, Validator};

pub use split::{Components, Url00Components, split, split_url00};

/// Choices the documents leave to the implementation. `Default` is strict: a
/// validating parser that keeps leftover `..` segments, as the documents' examples do.
///
/// ```
/// use urispec::Revision;
/// use urispec::resolve::{Options, resolve};
/// let base = "http://a/b/c/d;p?q";
/// let strict = resolve(Revision::Rfc2396, base, "http:g", Options::default()).unwrap();
/// assert_eq!(strict.target, "http:g");
/// let compat = Options { compat: true, ..Options::default() };
/// let loose = resolve(Revision::Rfc2396, base, "http:g", compat).unwrap();
/// assert_eq!(loose.target, "http://a/b/c/g");
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
#[cfg_attr(feature = "serde", derive(serde::Serialize))]
pub struct Options {
    /// Backwards-compatible same-scheme references: a reference whose scheme equals
    /// the base's (ASCII case-insensitively, as schemes are compared) has its scheme
    /// ignored and is resolved as relative. RFC 2396 §5.2 step 3 (only when the base
    /// uses the `hier_part` syntax, our reading of "the scheme is known to always use
    /// the `<hier_part>` syntax"), the bis draft's "not validating" branch (line 1010),
    /// RFC 3986's non-strict parser (§5.2.2), and for url-00 the "older parsers" of
    /// Appendix C.2.
    pub compat: bool,
    /// Remove `..` segments left at the start of a merged path instead of keeping
    /// them: the second option of RFC 2396 §5.2 step 6g and of the bis draft's merge
    /// step 7. Ignored under url-00, whose §6 has no such allowance, and under RFC
    /// 3986, whose §5.2.4 always removes them.
    pub remove_dot_dot: bool,
}

/// What resolving a reference gave.
///
/// ```
/// use urispec::Revision;
/// use urispec::resolve::{Options, resolve};
/// let r = resolve(Revision::Rfc2396, "http://a/b/c/d;p?q", "#s", Options::default()).unwrap();
/// assert!(r.same_document);
/// assert_eq!(r.target, "http://a/b/c/d;p?q#s");
/// ```
#[derive(Debug, Clone, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize))]
#[allow(clippy::struct_excessive_bools)] // four independent facts the documents name
pub struct Resolution {
    /// The revision whose algorithm was applied.
    pub revision: Revision,
    /// The absolute form, with the reference's fragment (if any). For a
    /// same-document reference: the base without its fragment, plus the reference's
    /// fragment.
    pub target: String,
    /// The reference is to the current document (empty, or only a fragment, in the
    /// revision's terms): traversing it should not cause a new retrieval.
    pub same_document: bool,
    /// The reference is valid under the revision's start rule (`rev.check`). The
    /// appendices resolve some references their own grammar rejects (RFC 2396's `?y`).
    pub valid_reference: bool,
    /// [`Options::compat`] applied: the reference's scheme was the base's and was
    /// ignored.
    pub scheme_ignored: bool,
    /// After dot-segment removal the merged path still began with complete `..`
    /// segments (RFC 2396 §5.2 step 6g and bis merge step 7 call the reference "in
    /// error"; url-00 says nothing). Set whether they were kept or removed. Under
    /// RFC 3986: a `..` found no segment to remove, and §5.2.4 discarded it.
    pub above_root: bool,
}

impl Resolution {
    fn new(revision: Revision, reference: &str) -> Self {
        Self {
            revision,
            target: String::new(),
            same_document: false,
            valid_reference: revision.check(reference).is_ok(),
            scheme_ignored: false,
            above_root: false,
        }
    }
}

/// Why a reference could not be resolved.
///
/// `Display` gives one line, lower-case, no trailing period, naming the revision
/// and the section.
#[derive(Debug, Clone, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize))]
pub enum ResolveError {
    /// The document describes no resolution (RFC 1738 §2.3).
    NotDefined {
        /// The revision asked.
        revision: Revision,
        /// Where the document says so.
        section: &'static str,
    },
    /// The base is not an absolute URL/URI under the revision's grammar (an
    /// optional `#fragment` is allowed).
    BaseNotAbsolute {
        /// The revision asked.
        revision: Revision,
        /// The base given.
        base: String,
        /// The rule it fails, as the document spells it.
        rule: &'static str,
        /// The section that requires an absolute base.
        section: &'static str,
    },
    /// The algorithm needs the base's path, and the base is not hierarchical.
    BaseNotHierarchical {
        /// The revision asked.
        revision: Revision,
        /// The base given.
        base: String,
        /// The hierarchical rule it fails, as the document spells it.
        rule: &'static str,
        /// The section that requires a hierarchical base.
        section: &'static str,
    },
}

impl fmt::Display for ResolveError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Self::NotDefined { revision, section } => {
                write!(
                    f,
                    "{revision}: the document defines no resolution of relative references ({section})"
                )
            }
            Self::BaseNotAbsolute {
                revision,
                base,
                rule,
                section,
            } => {
                write!(
                    f,
                    "{revision}: base {base:?} is not an {rule}, so nothing can be resolved against it ({section})"
                )
            }
            Self::BaseNotHierarchical {
                revision,
                base,
                rule,
                section,
            } => write!(
                f,
                "{revision}: base {base:?} is not hierarchical ({rule}), so a relative path cannot be resolved against it ({section})"
            ),
        }
    }
}

impl std::error::Error for ResolveError {}

/// Resolves `reference` against `base` with `rev`'s algorithm.
///
/// ```
/// use urispec::Revision;
/// use urispec::resolve::{Options, resolve};
/// let base = "http://a/b/c/d;p?q";
/// let r = resolve(Revision::Url00, base, ";x", Options::default()).unwrap();
/// assert_eq!(r.target, "http://a/b/c/d;x");
/// let r = resolve(Revision::Rfc2396, base, ";x", Options::default()).unwrap();
/// assert_eq!(r.target, "http://a/b/c/;x");
/// let err = resolve(Revision::Rfc1738, base, "g", Options::default()).unwrap_err();
/// assert_eq!(err.to_string(), "rfc1738: the document defines no resolution of relative references (§2.3)");
/// ```
///
/// # Errors
/// [`ResolveError::NotDefined`] under RFC 1738; [`ResolveError::BaseNotAbsolute`]
/// when the base is not absolute; [`ResolveError::BaseNotHierarchical`] when the
/// algorithm reaches a step that reads the base's path and the base is opaque.
pub fn resolve(
    rev: Revision,
    base: &str,
    reference: &str,
    options: Options,
) -> Result<Resolution, ResolveError> {
    match rev {
        Revision::Rfc1738 => Err(ResolveError::NotDefined {
            revision: rev,
            section: "§2.3",
        }),
        Revision::Url00 => url00::resolve(base, reference, options),
        Revision::Rfc2396 => rfc2396::resolve(base, reference, options),
        Revision::Rfc2396bis00 => rfc2396bis00::resolve(base, reference, options),
        Revision::Rfc3986 => rfc3986::resolve(base, reference, options),
    }
}

/// The rule names and sections each revision's base checks use.
struct BaseRules {
    absolute: &'static str,
    absolute_section: &'static str,
    hierarchical: &'static str,
    hierarchical_section: &'static str,
}

const fn base_rules(rev: Revision) -> BaseRules {
    match rev {
        // §6 step 1 requires the base; §4.2: "Documents can only make use of
        // relative URLs when their base URL fits within the generic-URL syntax."
        Revision::Url00 | Revision::Rfc1738 => BaseRules {
            absolute: "absoluteURL",
            absolute_section: "§6 step 1",
            hierarchical: "generic-URL",
            hierarchical_section: "§4.2",
        },
        // §5.1: "some absolute base URI"; §5: "Documents can only make use of
        // relative URI when their base URI fits within the <hier_part> syntax."
        Revision::Rfc2396 => BaseRules {
            absolute: "absoluteURI",
            absolute_section: "§5.1",
            hierarchical: "hier_part",
            hierarchical_section: "§5",
        },
        Revision::Rfc2396bis00 | Revision::Rfc3986 => BaseRules {
            absolute: "absolute-URI",
            absolute_section: "§5.1",
            hierarchical: "hier-part",
            hierarchical_section: "§5",
        },
    }
}

/// A validator of `rule`, compiled once per (revision, which).
fn validator(rev: Revision, hierarchical: bool) -> &'static Validator {
    static CELLS: [[OnceLock<Validator>; 2]; Revision::ALL.len()] =
        [const { [const { OnceLock::new() }, const { OnceLock::new() }] }; Revision::ALL.len()];
    CELLS[rev as usize][usize::from(hierarchical)].get_or_init(|| {
        let rules = base_rules(rev);
        let rule = if hierarchical {
            rules.hierarchical
        } else {
            rules.absolute
        };
        Validator::new(rev, rule)
            .expect("the documents define their absolute and hierarchical rules")
    })
}

/// The base without its fragment, if the base (fragment aside) is absolute under
/// `rev`'s grammar and valid as a whole under its start rule.
fn check_base(rev: Revision, base: &str) -> Result<&str, ResolveError> {
    let absolute = base.split_once('#').map_or(base, |(before, _)| before);
    if validator(rev, false).is_valid(absolute.as_bytes()) && rev.check(base).is_ok() {
        Ok(absolute)
    } else {
        let rules = base_rules(rev);
        Err(ResolveError::BaseNotAbsolute {
            revision: rev,
            base: base.to_owned(),
            rule: rules.absolute,
            section: rules.absolute_section,
        })
    }
}

/// `Ok` if `hier` (for url-00 the whole base without fragment; otherwise what
/// follows `scheme:`) matches the revision's hierarchical rule.
fn check_hierarchical(rev: Revision, base: &str, hier: &str) -> Result<(), ResolveError> {
    if validator(rev, true).is_valid(hier.as_bytes()) {
        Ok(())
    } else {
        let rules = base_rules(rev);
        Err(ResolveError::BaseNotHierarchical {
            revision: rev,
            base: base.to_owned(),
            rule: rules.hierarchical,
            section: rules.hierarchical_section,
        })
    }
}

/// The target of a same-document reference: the base without its fragment, plus
/// the reference's fragment.
fn same_document(base_without_fragment: &str, fragment: Option<&str>) -> String {
    match fragment {
        Some(fragment) => format!("{base_without_fragment}#{fragment}"),
        None => base_without_fragment.to_owned(),
    }
}

/// The dot-segment operations the three documents share, as string operations on
/// the buffer exactly as the text describes them: url-00 §6 Step 6a–d, RFC 2396
/// §5.2 step 6c–f, bis-00 merge steps 3–6 (the texts are identical).
///
/// A "complete path segment" starts at the start of the buffer or after a `/`, and
/// ends before a `/` or at the end. When `rooted` and the buffer starts with `/`,
/// that slash is the root of an `abs_path` and not a separator, so no segment
/// starts at 0 (otherwise `/../g` would lose its root to "`<segment>/../`" with an
/// empty segment, against the appendices' `http://a/../g`). url-00 paths never
/// contain their leading slash (§4.3.2), so url-00 passes `rooted = false`.
fn remove_dots(buffer: &mut String, rooted: bool) {
    remove_dot_slash(buffer, rooted);
    remove_final_dot(buffer, rooted);
    remove_segment_dot_dot_slash(buffer, rooted);
    remove_final_segment_dot_dot(buffer, rooted);
}

/// Whether a complete path segment starts at byte `i`.
fn segment_starts_at(buffer: &str, i: usize, rooted: bool) -> bool {
    if i == 0 {
        !(rooted && buffer.starts_with('/'))
    } else {
        buffer.as_bytes()[i - 1] == b'/'
    }
}

/// The complete segment starting at `i` (up to the next `/` or the end).
fn segment_at(buffer: &str, i: usize) -> &str {
    let rest = &buffer[i..];
    &rest[..rest.find('/').unwrap_or(rest.len())]
}

/// "All occurrences of "./", where "." is a complete path segment, are removed."
fn remove_dot_slash(buffer: &mut String, rooted: bool) {
    let mut out = String::with_capacity(buffer.len());
    let mut i = 0;
    while i < buffer.len() {
        // A segment starts at `i` in the original buffer, and removing "./" leaves
        // the next segment starting at the same place, so cascades ("././") go too.
        if buffer[i..].starts_with("./") && segment_starts_at(buffer, i, rooted) {
            i += 2;
            continue;
        }
        let c = buffer[i..].chars().next().unwrap_or_default();
        out.push(c);
        i += c.len_utf8();
    }
    *buffer = out;
}

/// "If the buffer string ends with "." as a complete path segment, that "." is
/// removed."
fn remove_final_dot(buffer: &mut String, rooted: bool) {
    let i = buffer.len().wrapping_sub(1);
    if buffer.ends_with('.') && segment_starts_at(buffer, i, rooted) {
        buffer.truncate(i);
    }
}

/// "All occurrences of "<segment>/../", where <segment> is a complete path segment
/// not equal to "..", are removed. Removal of these path segments is performed
/// iteratively, removing the leftmost matching pattern on each iteration, until no
/// matching pattern remains."
fn remove_segment_dot_dot_slash(buffer: &mut String, rooted: bool) {
    while let Some((start, end)) = leftmost_segment_dot_dot(buffer, rooted, false) {
        buffer.replace_range(start..end, "");
    }
}

/// "If the buffer string ends with "<segment>/..", where <segment> is a complete
/// path segment not equal to "..", that "<segment>/.." is removed."
fn remove_final_segment_dot_dot(buffer: &mut String, rooted: bool) {
    if let Some((start, end)) = leftmost_segment_dot_dot(buffer, rooted, true) {
        buffer.replace_range(start..end, "");
    }
}

/// The leftmost "<segment>/../" (or, with `at_end`, a final "<segment>/..") whose
/// segment is complete and not "..": its byte range.
fn leftmost_segment_dot_dot(buffer: &str, rooted: bool, at_end: bool) -> Option<(usize, usize)> {
    (0..buffer.len())
        .filter(|&i| segment_starts_at(buffer, i, rooted))
        .find_map(|i| {
            let segment = segment_at(buffer, i);
            let after = &buffer[i + segment.len()..];
            let matched = if at_end {
                after == "/.."
            } else {
                after.starts_with("/../")
            };
            (segment != ".." && matched)
                .then_some((i, i + segment.len() + if at_end { 3 } else { 4 }))
        })
}

/// RFC 2396 §5.2 step 6g / bis merge step 7: whether the buffer "still begins with
/// one or more complete path segments of ".."", and if `remove`, removes them
/// ("discarding relative levels above the root").
fn leading_dot_dot(buffer: &mut String, rooted: bool, remove: bool) -> bool {
    let start = usize::from(rooted && buffer.starts_with('/'));
    let found = segment_at(buffer, start) == "..";
    if remove {
        while segment_at(buffer, start) == ".." {
            let end = if buffer[start..].starts_with("../") {
                start + 3
            } else {
                start + 2
            };
            buffer.replace_range(start..end, "");
        }
    }
    found
}

#[cfg(test)]
mod tests {
    use super::*;

    fn dots(s: &str, rooted: bool) -> String {
        let mut b = s.to_owned();
        remove_dots(&mut b, rooted);
        b
    }

    #[test]
    fn dot_segments() {
        assert_eq!(dots("/b/c/./g", true), "/b/c/g");
        assert_eq!(dots("/b/c/././g", true), "/b/c/g");
        assert_eq!(dots("/b/c/.", true), "/b/c/");
        assert_eq!(dots("/b/c/..", true), "/b/");
        assert_eq!(dots("/b/c/../../../g", true), "/../g");
        assert_eq!(dots("/b/c/g./h", true), "/b/c/g./h");
        assert_eq!(dots("/b/c/x//../g", true), "/b/c/x/g");
        assert_eq!(dots("/..", true), "/..");
        assert_eq!(dots("b/c/../../../g", false), "../g");
        assert_eq!(dots(".", false), "");
        assert_eq!(dots("a/..", false), "");
        let mut b = "/../../g".to_owned();
        assert!(leading_dot_dot(&mut b, true, true));
        assert_eq!(b, "/g");
        let mut b = "/..".to_owned();
        assert!(leading_dot_dot(&mut b, true, true));
        assert_eq!(b, "/");
        let mut b = "/..g".to_owned();
        assert!(!leading_dot_dot(&mut b, true, true));
        assert_eq!(b, "/..g");
    }
}

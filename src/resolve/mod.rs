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
//! use urispec::resolve::ResolveOptions;
//! let base = "http://a/b/c/d;p?q";
//! let r = |rev: Revision, reference| rev.resolve(base, reference, ResolveOptions::default()).unwrap().target;
//! assert_eq!(r(Revision::Url00, "?y"), "http://a/b/c/d;p?y");
//! assert_eq!(r(Revision::Rfc2396, "?y"), "http://a/b/c/?y");
//! assert_eq!(r(Revision::Rfc2396bis00, "?y"), "http://a/b/c/d;p?y");
//! assert_eq!(r(Revision::Rfc3986, "../../../g"), "http://a/g");
//! ```
#![warn(missing_docs)]

mod base;
pub(crate) mod dot_segments;
mod rfc1808;
mod rfc2396;
mod rfc2396bis00;
mod rfc3986;
mod url00;

use std::fmt;

use crate::Revision;

pub use crate::split::{Split, Url00Split, split, split_url00};
pub use base::Base;

/// Choices the documents leave to the implementation. `Default` is strict: a
/// validating parser that keeps leftover `..` segments, as the documents' examples do.
///
/// ```
/// use urispec::Revision;
/// use urispec::resolve::ResolveOptions;
/// let base = "http://a/b/c/d;p?q";
/// let strict = Revision::Rfc2396.resolve(base, "http:g", ResolveOptions::default()).unwrap();
/// assert_eq!(strict.target, "http:g");
/// let compat = ResolveOptions { compat: true, ..ResolveOptions::default() };
/// let loose = Revision::Rfc2396.resolve(base, "http:g", compat).unwrap();
/// assert_eq!(loose.target, "http://a/b/c/g");
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
#[cfg_attr(feature = "serde", derive(serde::Serialize))]
pub struct ResolveOptions {
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
/// use urispec::resolve::ResolveOptions;
/// let r = Revision::Rfc2396.resolve("http://a/b/c/d;p?q", "#s", ResolveOptions::default()).unwrap();
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
    /// [`ResolveOptions::compat`] applied: the reference's scheme was the base's and was
    /// ignored.
    pub scheme_ignored: bool,
    /// After dot-segment removal the merged path still began with complete `..`
    /// segments (RFC 2396 §5.2 step 6g and bis merge step 7 call the reference "in
    /// error"; url-00 says nothing). Set whether they were kept or removed. Under
    /// RFC 3986: a `..` found no segment to remove, and §5.2.4 discarded it.
    pub above_root: bool,
}

impl Resolution {
    fn new(revision: Revision, valid_reference: bool) -> Self {
        Self {
            revision,
            target: String::new(),
            same_document: false,
            valid_reference,
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
#[non_exhaustive]
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

impl Revision {
    /// Resolves `reference` against `base` with the revision's algorithm (for many
    /// references against one base, [`Base`] checks and splits the base once).
    ///
    /// ```
    /// use urispec::Revision;
    /// use urispec::resolve::ResolveOptions;
    /// let base = "http://a/b/c/d;p?q";
    /// let r = Revision::Url00.resolve(base, ";x", ResolveOptions::default()).unwrap();
    /// assert_eq!(r.target, "http://a/b/c/d;x");
    /// let r = Revision::Rfc2396.resolve(base, ";x", ResolveOptions::default()).unwrap();
    /// assert_eq!(r.target, "http://a/b/c/;x");
    /// let err = Revision::Rfc1738.resolve(base, "g", ResolveOptions::default()).unwrap_err();
    /// assert_eq!(err.to_string(), "rfc1738: the document defines no resolution of relative references (§2.3)");
    /// ```
    ///
    /// # Errors
    /// [`ResolveError::NotDefined`] under RFC 1738; [`ResolveError::BaseNotAbsolute`]
    /// when the base is not absolute; [`ResolveError::BaseNotHierarchical`] when the
    /// algorithm reaches a step that reads the base's path and the base is opaque.
    pub fn resolve(
        self,
        base: &str,
        reference: &str,
        options: ResolveOptions,
    ) -> Result<Resolution, ResolveError> {
        Base::new(self, base)?.resolve(reference, options)
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
        // §4 step 1 (the base of §3); §2.3: "Relative URLs can be used with these
        // schemes whenever the applicable base URL follows the generic-RL syntax."
        Revision::Rfc1808 => BaseRules {
            absolute: "absoluteURL",
            absolute_section: "§4 step 1",
            hierarchical: "generic-RL",
            hierarchical_section: "§2.3",
        },
        Revision::Url00 | Revision::Rfc1738 => BaseRules {
            absolute: "absoluteURL",
            absolute_section: "§6 step 1",
            hierarchical: "generic-URL",
            hierarchical_section: "§4.2",
        },
        // §5.1: "some absolute base URI"; §5: "Documents can only make use of
        // relative URI when their base URI fits within the <hier_part> syntax."
        Revision::Rfc2396 | Revision::Rfc2732 => BaseRules {
            absolute: "absoluteURI",
            absolute_section: "§5.1",
            hierarchical: "hier_part",
            hierarchical_section: "§5",
        },
        // §6.5: "Processing of relative IRI references against a base is handled
        // straightforwardly; the algorithms of [RFC3986] can be applied directly."
        Revision::Rfc3987 => BaseRules {
            absolute: "absolute-IRI",
            absolute_section: "§6.5, RFC 3986 §5.1",
            hierarchical: "ihier-part",
            hierarchical_section: "§6.5, RFC 3986 §5",
        },
        // Never asked: `Base::new` refuses the writing rules first.
        Revision::Whatwg => BaseRules {
            absolute: "absolute-URL-string",
            absolute_section: "#absolute-url-string",
            hierarchical: "absolute-URL-string",
            hierarchical_section: "#url-writing",
        },
        Revision::Rfc2396bis00 | Revision::Rfc3986 | Revision::Rfc6874 => BaseRules {
            absolute: "absolute-URI",
            absolute_section: "§5.1",
            hierarchical: "hier-part",
            hierarchical_section: "§5",
        },
    }
}

/// The error for a base that is not absolute under `rev` (fragment aside), or not
/// valid as a whole under its start rule.
fn base_not_absolute(rev: Revision, base: &str) -> ResolveError {
    let rules = base_rules(rev);
    ResolveError::BaseNotAbsolute {
        revision: rev,
        base: base.to_owned(),
        rule: rules.absolute,
        section: rules.absolute_section,
    }
}

/// The target of a same-document reference: the base without its fragment, plus
/// the reference's fragment.
fn same_document(base_without_fragment: &str, fragment: Option<&str>) -> String {
    let mut target =
        String::with_capacity(base_without_fragment.len() + fragment.map_or(0, |f| f.len() + 1));
    target.push_str(base_without_fragment);
    if let Some(fragment) = fragment {
        target.push('#');
        target.push_str(fragment);
    }
    target
}

/// The dot-segment operations the three documents share, in one pass over the
/// buffer's segments: url-00 §6 Step 6a–d, RFC 2396 §5.2 step 6c–f, bis-00 merge
/// steps 3–6 (the texts are identical), and then the leading `..` segments of RFC
/// 2396 step 6g / bis-00 merge step 7 (url-00 §6 says nothing of them).
///
/// The buffer is a list of pieces between `/`. A "complete path segment" is a piece
/// that starts at the start of the buffer or after a `/`. When `rooted` and the
/// buffer starts with `/`, that slash is the root of an `abs_path` and not a
/// separator, so no segment starts at 0 (otherwise `/../g` would lose its root to
/// "`<segment>/../`" with an empty segment, against the appendices' `http://a/../g`).
/// url-00 paths never contain their leading slash (§4.3.2), so url-00 passes
/// `rooted = false`.
///
/// Each step as the text words it, and how the pass does it:
/// - a/c/3: "All occurrences of "./", where "." is a complete path segment, are
///   removed": every piece `.` followed by a `/` is dropped.
/// - b/d/4: "If the buffer string ends with "." as a complete path segment, that
///   "." is removed": a last piece `.` becomes empty.
/// - c/e/5: "All occurrences of "`<segment>`/../", where `<segment>` is a complete path
///   segment not equal to "..", are removed … iteratively, removing the leftmost
///   matching pattern on each iteration": the kept pieces are a stack with no such
///   pattern in it; a piece `..` followed by a `/` pops the top when the top is such
///   a segment. A removal only brings the piece before it next to the piece after,
///   so the top of the stack is always where the leftmost pattern would be.
/// - d/f/6: "If the buffer string ends with "`<segment>`/.."": the last two pieces
///   become one empty piece.
/// - 6g/7: whether the buffer "still begins with one
///   or more complete path segments of "..""; if `remove`, they are dropped.
struct DotSegments<'o> {
    rooted: bool,
    /// The target being recombined: the buffer is its end, the kept pieces joined
    /// by `/`, from `start`.
    out: &'o mut String,
    start: usize,
    /// How many pieces the buffer holds.
    count: usize,
}

impl DotSegments<'_> {
    /// The buffer being built.
    fn buffer(&self) -> &str {
        &self.out[self.start..]
    }

    /// Where the last kept piece starts in `out`.
    fn top_start(&self) -> usize {
        let buffer = self.buffer().as_bytes();
        buffer
            .iter()
            .rposition(|&b| b == b'/')
            .map_or(self.start, |slash| self.start + slash + 1)
    }

    /// Whether the last kept piece is a complete path segment not equal to `..`,
    /// when a `/` and more follow it.
    fn top_removable(&self) -> bool {
        let top = &self.out[self.top_start()..];
        top != ".." && !(self.count == 1 && self.rooted && top.is_empty())
    }

    fn push_piece(&mut self, piece: &str) {
        if self.count > 0 {
            self.out.push('/');
        }
        self.out.push_str(piece);
        self.count += 1;
    }

    fn pop_piece(&mut self) {
        // The piece, and the "/" before it if there is one.
        let start = self.top_start();
        self.out.truncate(if start > self.start {
            start - 1
        } else {
            self.start
        });
        self.count -= 1;
    }

    /// Steps a–c (3–5) on every piece, in order.
    fn push(&mut self, piece: &str, last: bool) {
        match piece {
            "." if !last => {}
            "." => self.push_piece(""),
            ".." if !last && self.count > 0 && self.top_removable() => self.pop_piece(),
            _ => self.push_piece(piece),
        }
    }

    /// Step d (6): a final "`<segment>`/..".
    fn remove_final_segment_dot_dot(&mut self) {
        if self.count >= 2 && self.out[self.top_start()..] == *".." {
            self.pop_piece();
            if self.top_removable() {
                self.pop_piece();
                self.push_piece("");
            } else {
                self.push_piece("..");
            }
        }
    }

    /// Step 6g (7): whether the first segment is `..`, and with `remove` the
    /// leading `..` segments dropped.
    fn leading_dot_dot(&mut self, remove: bool) -> bool {
        // A leading "/" is the root (pieces hold no "/", so there are two or more).
        let first = self.start + usize::from(self.rooted && self.buffer().starts_with('/'));
        let mut pieces = self.out[first..].split('/');
        let found = pieces.next() == Some("..");
        if found && remove {
            let run = 1 + pieces.take_while(|p| *p == "..").count();
            // Each ".." with the "/" after it; when the last piece was "..", there is
            // no "/" after it, and what it leaves is an empty last piece.
            let end = (first + 3 * run).min(self.out.len());
            self.out.replace_range(first..end, "");
        }
        found
    }
}

/// Removes the dot segments of the buffer `prefix` + `path`, where `prefix` is
/// empty or ends with `/` (see [`DotSegments`]), and with `remove_dot_dot` the
/// leading `..` segments left (RFC 2396 step 6g / bis-00 merge step 7), writing the
/// new buffer at the end of `out` (the target being recombined: nothing before it is
/// touched). Returns whether the buffer still began with `..` segments.
fn remove_dots(
    (prefix, path): (&str, &str),
    rooted: bool,
    remove_dot_dot: bool,
    out: &mut String,
) -> bool {
    if !has_dot_segment(prefix) && !has_dot_segment(path) {
        // No piece is "." or "..": every step leaves the buffer as it is.
        out.push_str(prefix);
        out.push_str(path);
        return false;
    }
    let start = out.len();
    let mut dots = DotSegments {
        rooted,
        out,
        start,
        count: 0,
    };
    let prefix_pieces = prefix
        .strip_suffix('/')
        .into_iter()
        .flat_map(|p| p.split('/'));
    let mut pieces = prefix_pieces.chain(path.split('/')).peekable();
    while let Some(piece) = pieces.next() {
        dots.push(piece, pieces.peek().is_none());
    }
    dots.remove_final_segment_dot_dot();
    dots.leading_dot_dot(remove_dot_dot)
}

/// Whether a piece of `s` between slashes (or its ends) is `.` or `..`.
fn has_dot_segment(s: &str) -> bool {
    s.as_bytes()
        .split(|&b| b == b'/')
        .any(|piece| piece == b"." || piece == b"..")
}

#[cfg(test)]
mod literal;

#[cfg(test)]
mod tests {
    use super::*;

    /// [`remove_dots`] written after a target's `scheme://authority`, which it must
    /// leave as it is: the buffer, and whether it began with `..` segments.
    fn removed(prefix: &str, path: &str, rooted: bool, remove: bool) -> (String, bool) {
        let mut target = "x://h".to_owned();
        let found = remove_dots((prefix, path), rooted, remove, &mut target);
        let buffer = target
            .strip_prefix("x://h")
            .expect("the target's start is kept");
        (buffer.to_owned(), found)
    }

    fn dots(s: &str, rooted: bool) -> String {
        removed("", s, rooted, false).0
    }

    fn leading(s: &str) -> (String, bool) {
        removed("", s, true, true)
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
        // The leftmost pattern first: the empty piece left at the start is the root.
        assert_eq!(dots("a/..//../g", true), "/../g");
        assert_eq!(dots("a/..//../g", false), "g");
        assert_eq!(leading("/../../g"), ("/g".to_owned(), true));
        assert_eq!(leading("/.."), ("/".to_owned(), true));
        assert_eq!(leading("/..g"), ("/..g".to_owned(), false));
    }

    /// The fast path's guard finds a piece `.` or `..` and nothing else: a false
    /// positive only sends the buffer through the full pass, which gives the same
    /// result, so no resolution test can see one.
    #[test]
    fn has_dot_segment_finds_only_dot_pieces() {
        for s in [".", "..", "a/.", "./a", "a/../b", "/..", "a/./", "a//.."] {
            assert!(has_dot_segment(s), "{s:?}");
        }
        for s in [
            "", "a", ".a", "a.", "...", "..a", "a..", "a/.b", "b./c", "/...", "a..b/c", "/a./",
        ] {
            assert!(!has_dot_segment(s), "{s:?}");
        }
    }

    /// Every string of up to 9 characters over `a`, `.`, `/` and the hand-over
    /// under every mode: the one pass gives what the text's literal iteration
    /// gives (`literal.rs`, the removal loop rescanning from the start).
    #[test]
    fn one_pass_is_the_literal_iteration() {
        let mut strings = vec![String::new()];
        let mut all = Vec::new();
        for _ in 0..9 {
            strings = strings
                .iter()
                .flat_map(|s| ["a", ".", "/"].map(|c| format!("{s}{c}")))
                .collect();
            all.extend(strings.iter().cloned());
        }
        for s in &all {
            for rooted in [false, true] {
                for remove in [false, true] {
                    let expected = literal::remove_dots(s, rooted, remove);
                    assert_eq!(
                        removed("", s, rooted, remove),
                        expected,
                        "{s:?} rooted {rooted} remove {remove}"
                    );
                    // The buffer handed over as the base's part and the reference's.
                    if let Some(slash) = s.find('/') {
                        let (prefix, path) = s.split_at(slash + 1);
                        assert_eq!(
                            removed(prefix, path, rooted, remove),
                            expected,
                            "{prefix:?} + {path:?} rooted {rooted} remove {remove}"
                        );
                    }
                }
            }
        }
    }
}

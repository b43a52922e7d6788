//! A base parsed once, to resolve many references against (as crawlers do).

use super::split::{Split, Url00Split, split, split_url00};
use super::{Resolution, ResolveError, ResolveOptions, check_base, is_hierarchical};
use crate::Revision;

/// A base URI checked and split once, to resolve many references against it.
///
/// [`Revision::resolve`] is `Base::new` then [`Base::resolve`]; with many
/// references and one base, building the `Base` once saves checking and splitting
/// it every time.
///
/// ```
/// use urispec::Revision;
/// use urispec::resolve::{Base, ResolveOptions};
/// let base = Base::new(Revision::Rfc2396, "http://a/b/c/d;p?q").unwrap();
/// let target = |r| base.resolve(r, ResolveOptions::default()).unwrap().target;
/// assert_eq!(target("g"), "http://a/b/c/g");
/// assert_eq!(target("../g"), "http://a/b/g");
/// ```
#[derive(Debug, Clone)]
pub struct Base<'b> {
    pub(super) revision: Revision,
    /// The base as given.
    pub(super) text: &'b str,
    /// The base without its fragment.
    pub(super) without_fragment: &'b str,
    /// The base split as the revision's algorithm splits it.
    pub(super) parts: Parts<'b>,
    /// Whether the base is hierarchical (the revision's hierarchical rule).
    pub(super) hierarchical: bool,
}

/// The base's components, by the revision's decomposition.
#[derive(Debug, Clone, Copy)]
pub(super) enum Parts<'b> {
    /// RFC 2396 §4.3 / the bis draft's and RFC 3986's Appendix B: the base without its
    /// fragment.
    Generic(Split<'b>),
    /// draft-fielding-uri-url-00 §4.3, outside-in: the whole base.
    Url00(Url00Split<'b>),
    /// url-00 §6 Step 1: the empty base ("unknown").
    Unknown,
}

impl<'b> Base<'b> {
    /// Checks `base` under `rev` and splits it.
    ///
    /// # Errors
    /// [`ResolveError::NotDefined`] under RFC 1738; [`ResolveError::BaseNotAbsolute`]
    /// when the base is not absolute (under url-00, the empty base is accepted:
    /// §6 Step 1 resolves absolute references against it).
    pub fn new(rev: Revision, base: &'b str) -> Result<Self, ResolveError> {
        let (without_fragment, parts) = match rev {
            Revision::Rfc1738 => {
                return Err(ResolveError::NotDefined {
                    revision: rev,
                    section: "§2.3",
                });
            }
            Revision::Url00 if base.is_empty() => (base, Parts::Unknown),
            Revision::Url00 => (check_base(rev, base)?, Parts::Url00(split_url00(base))),
            Revision::Rfc2396 | Revision::Rfc2396bis00 | Revision::Rfc3986 => {
                let without_fragment = check_base(rev, base)?;
                (without_fragment, Parts::Generic(split(without_fragment)))
            }
        };
        let hier = match parts {
            // What follows "scheme:": hier_part or opaque_part.
            Parts::Generic(b) => &without_fragment[b.scheme.map_or(0, |s| s.len() + 1)..],
            Parts::Url00(_) | Parts::Unknown => without_fragment,
        };
        Ok(Self {
            revision: rev,
            text: base,
            without_fragment,
            parts,
            hierarchical: is_hierarchical(rev, hier),
        })
    }

    /// The revision whose algorithm resolves against this base.
    #[must_use]
    pub fn revision(&self) -> Revision {
        self.revision
    }

    /// The base as given.
    #[must_use]
    pub fn as_str(&self) -> &'b str {
        self.text
    }

    /// Resolves `reference` against this base with the revision's algorithm.
    ///
    /// # Errors
    /// [`ResolveError::BaseNotHierarchical`] when the algorithm reaches a step that
    /// reads the base's path and the base is opaque; under url-00 with the empty
    /// base, [`ResolveError::BaseNotAbsolute`] for a relative reference.
    pub fn resolve(
        &self,
        reference: &str,
        options: ResolveOptions,
    ) -> Result<Resolution, ResolveError> {
        match self.revision {
            Revision::Rfc1738 => Err(ResolveError::NotDefined {
                revision: self.revision,
                section: "§2.3",
            }),
            Revision::Url00 => super::url00::resolve(self, reference, options),
            Revision::Rfc2396 => super::rfc2396::resolve(self, reference, options),
            Revision::Rfc2396bis00 => super::rfc2396bis00::resolve(self, reference, options),
            Revision::Rfc3986 => Ok(super::rfc3986::resolve(self, reference, options)),
        }
    }

    /// `Ok` if the base is hierarchical: the algorithm may read its path.
    pub(super) fn needs_path(&self) -> Result<(), ResolveError> {
        if self.hierarchical {
            Ok(())
        } else {
            let rules = super::base_rules(self.revision);
            Err(ResolveError::BaseNotHierarchical {
                revision: self.revision,
                base: self.text.to_owned(),
                rule: rules.hierarchical,
                section: rules.hierarchical_section,
            })
        }
    }

    /// The generic components (RFC 2396, the bis draft, RFC 3986).
    pub(super) fn generic(&self) -> Split<'b> {
        match self.parts {
            Parts::Generic(b) => b,
            Parts::Url00(_) | Parts::Unknown => Split::default(),
        }
    }
}

//! A base parsed once, to resolve many references against (as crawlers do).

use super::{Resolution, ResolveError, ResolveOptions, base_not_absolute};
use crate::split::{Split, Url00Split, split_url00_valid, split_valid};
use crate::{Revision, components};

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
    /// Whether the base is hierarchical (the revision's hierarchical rule), for
    /// the algorithms that ask (all but RFC 3986's, whose merge works on any path).
    pub(super) hierarchical: bool,
}

/// Whether a valid absolute base, `without_fragment` split into `parts`, is
/// hierarchical under `rev`, by the decomposition's own test of what follows
/// `scheme:` (its form: the `hier_part`/`generic-URL` or the opaque one; RFC 3986
/// has no opaque form). The empty url-00 base is not.
fn hierarchical(rev: Revision, without_fragment: &str, parts: &Parts<'_>) -> bool {
    let scheme = match parts {
        Parts::Generic(b) => b.scheme,
        Parts::Url00(b) => b.scheme,
        Parts::Unknown => return false,
    };
    let rest = &without_fragment[scheme.map_or(0, |s| s.len() + 1)..];
    components::hierarchical(rev, rest)
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

/// Where the URL Standard resolves: only in its URL parser, which is not the writing
/// rules (`urispec compare --with whatwg` shows the parser).
const WHATWG_RESOLUTION: &str = "#url-writing: the URL Standard resolves only in its URL parser, #url-parsing; see urispec compare --with whatwg";

impl<'b> Base<'b> {
    /// Checks `base` under `rev` and splits it.
    ///
    /// # Errors
    /// [`ResolveError::NotDefined`] under RFC 1738; [`ResolveError::BaseNotAbsolute`]
    /// when the base is not absolute (under url-00, the empty base is accepted:
    /// §6 Step 1 resolves absolute references against it).
    pub fn new(rev: Revision, base: &'b str) -> Result<Self, ResolveError> {
        // One pass decides the base and splits it; a valid reference is absolute
        // exactly when its split has a scheme (no relative form has a ":" before its
        // first "/", "?" or "#": tested against the absolute rule's automaton).
        let not_absolute = || base_not_absolute(rev, base);
        let (parts, fragment) = match rev {
            Revision::Rfc1738 => {
                return Err(ResolveError::NotDefined {
                    revision: rev,
                    section: "§2.3",
                });
            }
            Revision::Whatwg => {
                return Err(ResolveError::NotDefined {
                    revision: rev,
                    section: WHATWG_RESOLUTION,
                });
            }
            Revision::Rfc1808 | Revision::Url00 if base.is_empty() => (Parts::Unknown, None),
            Revision::Rfc1808 | Revision::Url00 => {
                let b = split_url00_valid(rev, base)
                    .map(|c| c.parts)
                    .filter(|b| b.scheme.is_some())
                    .ok_or_else(not_absolute)?;
                (Parts::Url00(b), b.fragment)
            }
            Revision::Rfc2396
            | Revision::Rfc2732
            | Revision::Rfc2396bis00
            | Revision::Rfc3986
            | Revision::Rfc3987
            | Revision::Rfc6874 => {
                let b = split_valid(rev, base)
                    .map(|c| c.parts)
                    .filter(|b| b.scheme.is_some())
                    .ok_or_else(not_absolute)?;
                let without_fragment = Split {
                    fragment: None,
                    ..b
                };
                (Parts::Generic(without_fragment), b.fragment)
            }
        };
        let without_fragment = &base[..base.len() - fragment.map_or(0, |f| f.len() + 1)];
        Ok(Self {
            revision: rev,
            text: base,
            without_fragment,
            parts,
            hierarchical: hierarchical(rev, without_fragment, &parts),
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
            Revision::Whatwg => Err(ResolveError::NotDefined {
                revision: self.revision,
                section: WHATWG_RESOLUTION,
            }),
            Revision::Rfc1808 => super::rfc1808::resolve(self, reference, options),
            Revision::Url00 => super::url00::resolve(self, reference, options),
            Revision::Rfc2396 | Revision::Rfc2732 => {
                super::rfc2396::resolve(self, reference, options)
            }
            Revision::Rfc2396bis00 => super::rfc2396bis00::resolve(self, reference, options),
            Revision::Rfc3986 | Revision::Rfc3987 | Revision::Rfc6874 => {
                Ok(super::rfc3986::resolve(self, reference, options))
            }
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

#[cfg(test)]
mod tests {
    use super::Base;
    use crate::bnf::Generator;
    use crate::resolve::base_rules;
    use crate::{Revision, Validator};

    /// The one pass of `Base::new` is the checks it replaced: the base without its
    /// fragment matches the absolute rule's automaton and the whole base the start
    /// rule's; and where the algorithm asks, the base is hierarchical exactly when
    /// what the rule reads matches the hierarchical rule's automaton. On the corpus
    /// sample, derived strings and near misses, each also with a fragment.
    #[test]
    fn one_pass_is_the_base_checks() {
        let sample = include_str!("../../tests/data/bench-sample.txt");
        // RFC 1738 and the URL Standard's writing rules define no resolution.
        for rev in Revision::ALL
            .into_iter()
            .filter(|&r| !matches!(r, Revision::Rfc1738 | Revision::Whatwg))
        {
            let absolute = Validator::new(rev, base_rules(rev).absolute).unwrap();
            let hierarchical = Validator::new(rev, base_rules(rev).hierarchical).unwrap();
            let mut bases: Vec<String> = sample.lines().map(str::to_owned).collect();
            for seed in 0..300 {
                let mut generator = Generator::new(rev.bnf(), seed);
                let derived = generator.derive(rev.start_rule()).unwrap();
                bases.push(generator.near_miss(&derived));
                bases.push(derived);
            }
            let with_fragments: Vec<String> = bases.iter().map(|b| format!("{b}#f")).collect();
            for base in bases
                .iter()
                .chain(&with_fragments)
                .filter(|b| !b.is_empty())
            {
                let before = base.split_once('#').map_or(base.as_str(), |(b, _)| b);
                let expected = absolute.is_valid(before.as_bytes()) && rev.check(base).is_ok();
                let Ok(new) = Base::new(rev, base) else {
                    assert!(!expected, "{rev}: {base:?} is an absolute base");
                    continue;
                };
                assert!(expected, "{rev}: {base:?} is no absolute base");
                assert_eq!(new.without_fragment, before, "{rev}: {base:?}");
                let hier = match rev {
                    Revision::Rfc1808 | Revision::Url00 => before,
                    _ => &before[before.find(':').unwrap() + 1..],
                };
                if !matches!(
                    rev,
                    Revision::Rfc3986 | Revision::Rfc3987 | Revision::Rfc6874
                ) {
                    let expected = hierarchical.is_valid(hier.as_bytes());
                    assert_eq!(new.hierarchical, expected, "{rev}: {base:?}");
                }
            }
        }
    }
}

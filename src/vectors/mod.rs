//! Conformance vectors: for one revision, a few thousand inputs with what the document
//! says about each (valid or not, where and why not, the components), resolution,
//! normalization and equivalence cases, every rule of the grammar accepted and
//! rejected at least once. Other implementations run them (`conformance/`); the
//! command writes them as JSON (`urispec vectors`, the format `urispec-vectors/1`,
//! `docs/guide/vectors.md`).
//!
//! Every answer is the library's own ([`Revision::check`], [`Revision::parse`],
//! [`Revision::resolve`], [`Revision::normalize`], [`Revision::equivalent`]), so a
//! vector never disagrees with the command. The set is a function of the library's
//! version and the seed: nothing is read at generation time (the documents' printed
//! examples and the corpus samples are compiled in).
//!
//! ```
//! use urispec::Revision;
//! let v = urispec::vectors::generate(Revision::Rfc3986, 1);
//! assert_eq!(v.coverage.rules, v.coverage.accepted);
//! let case = v.cases.iter().find(|c| c.input == "ftp://ftp.is.co.za/rfc/rfc1808.txt").unwrap();
//! assert_eq!(case.section.as_deref(), Some("§1.1.2"));
//! assert!(case.valid);
//! ```

mod build;
mod cases;
mod components;
mod rules;
mod sources;
mod tags;

use crate::Revision;

pub use components::{Value, VectorComponents};
pub use tags::{TAGS, tags_of};

/// The format's name and version, the first key of every vector file.
pub const FORMAT: &str = "urispec-vectors/1";

/// The seed the command uses when none is given.
pub const DEFAULT_SEED: u64 = 1;

/// Where a case comes from.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize))]
#[cfg_attr(feature = "schemars", derive(schemars::JsonSchema))]
#[cfg_attr(feature = "serde", serde(rename_all = "kebab-case"))]
pub enum Origin {
    /// The document's own example, with the section that prints it.
    Printed,
    /// Derived from the grammar ([`crate::bnf::Generator`]).
    Derived,
    /// A derived or printed string with one character inserted, deleted or replaced.
    NearMiss,
    /// The project's test corpus: real-world URIs, hand-made edge cases, the other
    /// documents' examples.
    Corpus,
}

impl Origin {
    /// The name the JSON gives it (`printed`, `derived`, `near-miss`, `corpus`).
    #[must_use]
    pub const fn name(self) -> &'static str {
        match self {
            Self::Printed => "printed",
            Self::Derived => "derived",
            Self::NearMiss => "near-miss",
            Self::Corpus => "corpus",
        }
    }
}

/// The vectors of one revision.
#[derive(Debug, Clone, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize))]
#[cfg_attr(feature = "schemars", derive(schemars::JsonSchema))]
pub struct Vectors {
    /// Always [`FORMAT`].
    pub format: &'static str,
    /// The revision's id.
    pub revision: &'static str,
    /// The document's name (`RFC 3986`).
    pub document: &'static str,
    /// The start rule every case is checked against, in its pest spelling
    /// (`URI_reference`), as `check` names it.
    pub rule: String,
    /// What made the set.
    pub generator: GeneratorInfo,
    /// Every tag a case may carry, with what it means (the list of [`TAGS`]).
    pub tags: std::collections::BTreeMap<&'static str, &'static str>,
    /// How many of the grammar's rules the set accepts and rejects.
    pub coverage: Coverage,
    /// Inputs checked against [`Vectors::rule`].
    pub cases: Vec<Case>,
    /// Resolution cases (empty where the document defines no resolution).
    pub resolutions: Vec<ResolutionCase>,
    /// Normalization cases.
    pub normalizations: Vec<NormalizationCase>,
    /// Equivalence pairs.
    pub equivalences: Vec<EquivalenceCase>,
    /// Inputs checked against one rule of the grammar other than the start rule (the
    /// `rule` key says which): every rule accepted and rejected at least once.
    pub rule_cases: Vec<Case>,
}

/// The version and seed that made a set: the same two give the same bytes.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize))]
#[cfg_attr(feature = "schemars", derive(schemars::JsonSchema))]
pub struct GeneratorInfo {
    /// The library's version.
    pub urispec: &'static str,
    /// The seed of the derived strings and near misses.
    pub seed: u64,
}

/// How many of the grammar's rules the set exercises.
#[derive(Debug, Clone, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize))]
#[cfg_attr(feature = "schemars", derive(schemars::JsonSchema))]
pub struct Coverage {
    /// The rules of the document's grammar.
    pub rules: usize,
    /// The rules with at least one valid case (checked against that rule).
    pub accepted: usize,
    /// The rules with at least one invalid case.
    pub rejected: usize,
    /// Per rule, in the document's order.
    pub per_rule: Vec<RuleCoverage>,
}

/// How many cases one rule accepts and rejects.
#[derive(Debug, Clone, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize))]
#[cfg_attr(feature = "schemars", derive(schemars::JsonSchema))]
pub struct RuleCoverage {
    /// The rule, as the document spells it.
    pub rule: String,
    /// Valid cases checked against it.
    pub accepted: usize,
    /// Invalid cases checked against it.
    pub rejected: usize,
}

/// One input and the revision's verdict.
#[derive(Debug, Clone, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize))]
#[cfg_attr(feature = "schemars", derive(schemars::JsonSchema))]
pub struct Case {
    /// `REV/check/NNNN` (`REV/rule/NNNN` for a rule case): stable for a version and seed.
    pub id: String,
    /// Where it comes from.
    pub origin: Origin,
    /// A printed case: the section that prints it. An invalid case that is not printed:
    /// the section of the rule that failed, as `check` gives it.
    #[cfg_attr(feature = "serde", serde(skip_serializing_if = "Option::is_none"))]
    pub section: Option<String>,
    /// The rule checked, in its pest spelling (rule cases only).
    #[cfg_attr(feature = "serde", serde(skip_serializing_if = "Option::is_none"))]
    pub rule: Option<String>,
    /// The rule classes the input exercises ([`TAGS`]).
    pub tags: Vec<&'static str>,
    /// The input as text; invalid UTF-8 bytes written `\xFF` (then `input_hex` holds
    /// the bytes).
    pub input: String,
    /// The input's bytes in lower-case hex: only when they are not UTF-8 or hold a
    /// control character (C0 or DEL).
    #[cfg_attr(feature = "serde", serde(skip_serializing_if = "Option::is_none"))]
    pub input_hex: Option<String>,
    /// In the rule's language.
    pub valid: bool,
    /// The top-level form matched (`absoluteURI`, …): valid start-rule cases only.
    #[cfg_attr(feature = "serde", serde(skip_serializing_if = "Option::is_none"))]
    pub form: Option<&'static str>,
    /// The components, as `parse` gives them: valid start-rule cases only.
    #[cfg_attr(feature = "serde", serde(skip_serializing_if = "Option::is_none"))]
    pub components: Option<VectorComponents>,
    /// Invalid: the byte offset where the input stops being acceptable.
    #[cfg_attr(feature = "serde", serde(skip_serializing_if = "Option::is_none"))]
    pub offset: Option<usize>,
    /// Invalid: what the grammar expected there.
    #[cfg_attr(feature = "serde", serde(skip_serializing_if = "Option::is_none"))]
    pub expected: Option<Vec<String>>,
    /// Invalid and printed: the section of the rule that failed (`section` holds the
    /// printing section).
    #[cfg_attr(feature = "serde", serde(skip_serializing_if = "Option::is_none"))]
    pub error_section: Option<String>,
}

/// A reference resolved against a base.
#[derive(Debug, Clone, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize))]
#[cfg_attr(feature = "schemars", derive(schemars::JsonSchema))]
pub struct ResolutionCase {
    /// `REV/resolve/NNNN`.
    pub id: String,
    /// Where the reference comes from.
    pub origin: Origin,
    /// A printed case: the section that prints it.
    #[cfg_attr(feature = "serde", serde(skip_serializing_if = "Option::is_none"))]
    pub section: Option<String>,
    /// The rule classes the reference exercises.
    pub tags: Vec<&'static str>,
    /// The base.
    pub base: String,
    /// The reference.
    pub reference: String,
    /// The reference is valid under the revision's start rule (the algorithms resolve
    /// some that are not, as RFC 2396's Appendix C resolves `?y`).
    pub valid_reference: bool,
    /// The target (absent on error).
    #[cfg_attr(feature = "serde", serde(skip_serializing_if = "Option::is_none"))]
    pub target: Option<String>,
    /// Why nothing was resolved (absent when resolved).
    #[cfg_attr(feature = "serde", serde(skip_serializing_if = "Option::is_none"))]
    pub error: Option<ResolutionError>,
}

/// Why a resolution failed, in the shape of the command's errors.
#[derive(Debug, Clone, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize))]
#[cfg_attr(feature = "schemars", derive(schemars::JsonSchema))]
pub struct ResolutionError {
    /// Not about a place in the input: always `null`.
    pub offset: Option<usize>,
    /// Always empty: not a grammar error.
    pub expected: Vec<String>,
    /// The section that requires what was missing.
    pub section: Option<String>,
    /// The message `resolve` prints.
    pub message: String,
}

/// An input's normal form.
#[derive(Debug, Clone, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize))]
#[cfg_attr(feature = "schemars", derive(schemars::JsonSchema))]
pub struct NormalizationCase {
    /// `REV/normalize/NNNN`.
    pub id: String,
    /// Where the input comes from.
    pub origin: Origin,
    /// A printed case: the section that prints it.
    #[cfg_attr(feature = "serde", serde(skip_serializing_if = "Option::is_none"))]
    pub section: Option<String>,
    /// The rule classes the input exercises.
    pub tags: Vec<&'static str>,
    /// The input (valid under the revision).
    pub input: String,
    /// Its normal form (`normalize`, scheme-based level).
    pub normal: String,
    /// The sections of the steps applied, in order.
    pub steps: Vec<String>,
    /// The steps' rule names, in the same order (`scheme case`, `default port`, …).
    pub step_rules: Vec<&'static str>,
}

/// Two inputs and whether the document calls them equivalent.
#[derive(Debug, Clone, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize))]
#[cfg_attr(feature = "schemars", derive(schemars::JsonSchema))]
pub struct EquivalenceCase {
    /// `REV/equivalent/NNNN`.
    pub id: String,
    /// Where the pair comes from.
    pub origin: Origin,
    /// A printed pair: the section that prints both.
    #[cfg_attr(feature = "serde", serde(skip_serializing_if = "Option::is_none"))]
    pub section: Option<String>,
    /// The rule classes the two exercise.
    pub tags: Vec<&'static str>,
    /// The first.
    pub a: String,
    /// The second.
    pub b: String,
    /// Equivalent under the revision's rules (`equivalent`, scheme-based level).
    pub equivalent: bool,
}

/// The vectors of `revision`, derived with `seed`.
#[must_use]
pub fn generate(revision: Revision, seed: u64) -> Vectors {
    build::generate(revision, seed)
}

/// The document's name as a vector file gives it (`RFC 3986`).
#[must_use]
pub const fn document(revision: Revision) -> &'static str {
    match revision {
        Revision::Rfc1738 => "RFC 1738",
        Revision::Rfc1808 => "RFC 1808",
        Revision::Rfc2396 => "RFC 2396",
        Revision::Rfc2732 => "RFC 2396 as amended by RFC 2732",
        Revision::Rfc3986 => "RFC 3986",
        Revision::Rfc3987 => "RFC 3987",
        Revision::Rfc6874 => "RFC 3986 as updated by RFC 6874",
        Revision::Whatwg => "URL Standard",
        #[allow(unreachable_patterns)] // a draft, or a revision added later: its id
        _ => revision.id(),
    }
}

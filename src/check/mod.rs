//! Validation: the automaton decides and explains (pest only where no automaton is fully compiled).

mod ipv6;
mod shipped;
mod whatwg;
mod zone;

use std::sync::{Arc, OnceLock};

use crate::automaton::{Automaton, CompileError};
use crate::bnf::Grammar;
use crate::error::ParseError;
use crate::explain::Explainer;
use crate::{Revision, pest_grammar};
use ipv6::appendix_b_note;
use zone::zone_note;

/// A compiled check of one rule of one revision.
///
/// ```
/// use urispec::{Revision, Validator};
/// let host = Validator::new(Revision::Rfc2396bis00, "IPv4address").unwrap();
/// assert!(host.is_valid(b"1000.1.1.1")); // the draft's "1" 2*DIGIT has no upper bound
/// assert!(!host.is_valid(b"256.1.1.1"));
/// ```
#[derive(Debug, Clone)]
pub struct Validator {
    revision: Revision,
    rule: &'static str,
    automaton: Automaton,
    /// The explanations of the automaton's states, made when first needed.
    explainer: Arc<OnceLock<Option<Explainer>>>,
}

/// The error for a rule name the document does not define.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct UnknownRule {
    /// The revision asked.
    pub revision: Revision,
    /// The name asked for.
    pub rule: String,
}

impl std::fmt::Display for UnknownRule {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "{}: no rule named {:?}", self.revision, self.rule)?;
        let close = self.revision.bnf().close_names(&self.rule);
        if !close.is_empty() {
            write!(f, " (close names: {})", close.join(", "))?;
        }
        Ok(())
    }
}

impl std::error::Error for UnknownRule {}

/// Why a rule of a revision could not be made into a check ([`Validator::new`],
/// [`Witnesses::search`](crate::diff::Witnesses::search)).
///
/// `Display` gives one line, lower-case, no trailing period, naming the revision.
#[derive(Debug, Clone, PartialEq, Eq)]
#[non_exhaustive]
pub enum RuleError {
    /// The document defines no such rule.
    Unknown(UnknownRule),
    /// The document defines the rule, and its automaton could not be built.
    Compile {
        /// The revision asked.
        revision: Revision,
        /// Why the compiler failed.
        error: CompileError,
    },
}

impl std::fmt::Display for RuleError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            Self::Unknown(unknown) => unknown.fmt(f),
            Self::Compile { revision, error } => write!(f, "{revision}: {error}"),
        }
    }
}

impl std::error::Error for RuleError {
    fn source(&self) -> Option<&(dyn std::error::Error + 'static)> {
        match self {
            Self::Unknown(unknown) => Some(unknown),
            Self::Compile { error, .. } => Some(error),
        }
    }
}

impl From<UnknownRule> for RuleError {
    fn from(unknown: UnknownRule) -> Self {
        Self::Unknown(unknown)
    }
}

/// The automaton of rule `rule` (the document's or the pest spelling) of `revision`,
/// and the rule's name as the document spells it.
pub(crate) fn compile(
    revision: Revision,
    rule: &str,
) -> Result<(Automaton, &'static str), RuleError> {
    compile_in(revision.bnf(), revision, rule)
}

/// [`compile`] with the grammar given (the tests give grammars of their own).
fn compile_in<'g>(
    grammar: &'g Grammar,
    revision: Revision,
    rule: &str,
) -> Result<(Automaton, &'g str), RuleError> {
    let def = grammar.rule(rule).ok_or_else(|| UnknownRule {
        revision,
        rule: rule.to_owned(),
    })?;
    let automaton = match shipped_in(grammar, revision, &def.name) {
        Some(automaton) => automaton,
        None => Automaton::compile(grammar, &def.name)
            .map_err(|error| RuleError::Compile { revision, error })?,
    };
    Ok((automaton, def.name.as_str()))
}

/// The shipped automaton of `rule`, if `grammar` is `revision`'s own (the tests
/// give grammars of their own, which are compiled).
fn shipped_in(grammar: &Grammar, revision: Revision, rule: &str) -> Option<Automaton> {
    std::ptr::eq(grammar, revision.bnf())
        .then(|| shipped::automaton(revision, rule))
        .flatten()
}

impl Validator {
    /// A validator for `rule` (the document's spelling or the pest spelling).
    ///
    /// # Errors
    /// [`RuleError::Unknown`] when the document defines no such rule;
    /// [`RuleError::Compile`] when its automaton cannot be built (none of the
    /// documents' rules: `tests/differential.rs` compiles them all).
    pub fn new(revision: Revision, rule: &str) -> Result<Self, RuleError> {
        if revision
            .bnf()
            .rule(rule)
            .is_some_and(|def| def.name == revision.start_rule())
        {
            return Ok(Self::start(revision).clone());
        }
        let (automaton, rule) = compile(revision, rule)?;
        Ok(Self {
            revision,
            rule,
            automaton,
            explainer: Arc::default(),
        })
    }

    /// The validator of the revision's start rule, made once: read in place from
    /// the table `build.rs` compiled (compiled here only if there is none).
    ///
    /// # Panics
    /// Never: every start rule compiles (tested).
    #[must_use]
    pub fn start(revision: Revision) -> &'static Self {
        static CELLS: [OnceLock<Validator>; Revision::ALL.len()] =
            [const { OnceLock::new() }; Revision::ALL.len()];
        CELLS[revision as usize].get_or_init(|| {
            let rule = revision.start_rule();
            let automaton = shipped::automaton(revision, rule).unwrap_or_else(|| {
                Automaton::compile(revision.bnf(), rule).expect("start rules compile")
            });
            Self {
                revision,
                rule,
                automaton,
                explainer: Arc::default(),
            }
        })
    }

    /// The automaton that decides the rule.
    pub(crate) fn automaton(&self) -> &Automaton {
        &self.automaton
    }

    /// The rule checked, as the document spells it.
    #[must_use]
    pub fn rule(&self) -> &'static str {
        self.rule
    }

    /// The revision checked against.
    #[must_use]
    pub fn revision(&self) -> Revision {
        self.revision
    }

    /// Whether `input` is in the rule's language (fast: no diagnostic).
    #[must_use]
    pub fn is_valid(&self, input: &[u8]) -> bool {
        self.automaton.is_match(input)
            && (self.revision != Revision::Whatwg
                || whatwg::invalid_domain(self.rule, input).is_none())
    }

    /// Where `input` stops being the start of a string of the rule's language, what
    /// could have come there, and the longest prefix that is in the language.
    ///
    /// ```
    /// use urispec::{Revision, Validator};
    /// let stop = Validator::start(Revision::Rfc2396).stop(b"http://a/b c").unwrap();
    /// assert_eq!((stop.offset, stop.longest_match), (10, Some(10)));
    /// ```
    #[must_use]
    pub fn stop(&self, input: &[u8]) -> Option<crate::automaton::Stop> {
        self.automaton.stop(input)
    }

    /// `Ok` if `input` is in the rule's language, otherwise where and why not.
    ///
    /// # Errors
    /// A [`ParseError`] with the byte offset, the expected rules and the section.
    pub fn check(&self, input: &[u8]) -> Result<(), ParseError> {
        if self.is_valid(input) {
            Ok(())
        } else {
            Err(self.explain(input))
        }
    }

    /// Why `input` is not in the rule's language: from the automaton and the
    /// explanations of its states, or pest's parse when the automaton is not fully
    /// compiled.
    pub(crate) fn explain(&self, input: &[u8]) -> ParseError {
        if self.revision == Revision::Whatwg
            && self.automaton.is_match(input)
            && let Some(error) = whatwg::invalid_domain(self.rule, input)
        {
            return error;
        }
        let mut error = self
            .explainer
            .get_or_init(|| Explainer::new(self.revision, self.rule, &self.automaton))
            .as_ref()
            .and_then(|explainer| explainer.explain(&self.automaton, input))
            .unwrap_or_else(|| {
                pest_grammar::diagnose(self.revision, self.rule, input, self.automaton.stop(input))
            });
        error.note = match self.revision {
            Revision::Rfc2732 => appendix_b_note(self.rule, input, error.offset),
            Revision::Rfc3986 | Revision::Rfc3987 | Revision::Rfc6874 => {
                zone_note(self.revision, self.rule, input, error.offset)
            }
            _ => None,
        };
        error
    }
}

/// Whether every `valid-domain-string` the URL Standard's grammar derives in `input`
/// (under `rule`) is a valid domain (for the tests' pest verdict).
#[cfg(any(test, feature = "test-support"))]
pub(crate) fn whatwg_domains_valid(rule: &str, input: &str) -> bool {
    // Always from pest's derivation: independent of the check's own search for hosts.
    pest_grammar::whatwg_domains(rule, input)
        .into_iter()
        .all(|span| whatwg::why_not_a_valid_domain(&input[span]).is_none())
}

impl Revision {
    /// Checks `input` against the revision's start rule.
    ///
    /// ```
    /// use urispec::Revision;
    /// assert!(Revision::Rfc2396.check("http://a/b;p?q#f").is_ok());
    /// let err = Revision::Rfc2396.check("http://a b").unwrap_err();
    /// assert_eq!(err.offset(), 8);
    /// ```
    ///
    /// # Errors
    /// A [`ParseError`] when the document's grammar rejects the input.
    pub fn check(self, input: &str) -> Result<(), ParseError> {
        Validator::start(self).check(input.as_bytes())
    }
}

#[cfg(test)]
mod tests {
    use super::{RuleError, UnknownRule, compile_in};
    use crate::Revision;
    use crate::automaton::CompileError;
    use crate::bnf::{Grammar, Notation};

    /// A rule the document defines but the compiler cannot build is a compile error
    /// naming the cause, not an unknown rule.
    #[test]
    fn a_defined_rule_that_does_not_compile_is_no_unknown_rule() {
        let text = "a = b \"x\"\nc = <any character at all>\nd = c\n";
        let grammar = Grammar::parse(text, Notation::Rfc822).unwrap();
        let rev = Revision::Rfc2396;
        let err = |rule| compile_in(&grammar, rev, rule).unwrap_err();
        assert_eq!(
            err("a"),
            RuleError::Compile {
                revision: rev,
                error: CompileError::UndefinedRule {
                    rule: "b".to_owned(),
                    used_by: Some("a".to_owned()),
                },
            }
        );
        assert_eq!(
            err("d"),
            RuleError::Compile {
                revision: rev,
                error: CompileError::Prose {
                    rule: "c".to_owned(),
                    text: "any character at all".to_owned(),
                },
            }
        );
        assert_eq!(
            err("e"),
            RuleError::Unknown(UnknownRule {
                revision: rev,
                rule: "e".to_owned(),
            })
        );
        assert_eq!(
            err("a").to_string(),
            "rfc2396: rule a refers to \"b\", which is not defined"
        );
    }
}

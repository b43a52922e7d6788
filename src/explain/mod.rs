//! Explaining a rejection from the automata alone: where the input stops, what the
//! grammar expected there and the section of the rule it failed in, computed once
//! per state of the automaton and kept.
//!
//! The offset is where the fast automaton (compiled from the `.bnf`) stops: the
//! length of the longest prefix some string of the language starts with. What it
//! expected and the section depend only on the state reached there, so each state is
//! explained once, from one fixed input that reaches it (a shortest one):
//! the bytes that continue from the state, named by the grammar's character-class
//! rules ([`crate::bnf::Grammar::name_bytes`]), and the rule that input failed in,
//! read by [`rules::RuleAutomaton`] (built from the same `.bnf`).

mod rules;

use std::collections::HashMap;
use std::sync::{Arc, Mutex, PoisonError};

use crate::Revision;
use crate::automaton::{Automaton, spell};
use crate::bnf::Grammar;
use crate::error::{ParseError, describe};

/// What the grammar expected after a state, and the section of the rule it is in.
#[derive(Debug)]
struct Expected {
    names: Vec<String>,
    section: Option<String>,
}

/// The explanations of one automaton's states, filled as they are met.
#[derive(Debug)]
pub(crate) struct Explainer {
    revision: Revision,
    /// The rule checked, as the document spells it.
    rule: &'static str,
    /// The state before each state and the byte between, on a shortest input.
    before: HashMap<u32, (u32, u8)>,
    rules: rules::RuleAutomaton,
    known: Mutex<HashMap<u32, Arc<Expected>>>,
}

impl Explainer {
    /// The explainer of `automaton`, which decides `rule` of `revision`; `None` when
    /// the automaton is not fully compiled.
    pub(crate) fn new(
        revision: Revision,
        rule: &'static str,
        automaton: &Automaton,
    ) -> Option<Self> {
        Some(Self {
            revision,
            rule,
            before: automaton.shortest_inputs()?,
            rules: rules::RuleAutomaton::new(revision.bnf(), rule)?,
            known: Mutex::new(HashMap::new()),
        })
    }

    /// Why `input`, which `automaton` rejects, is not in the rule's language.
    pub(crate) fn explain(&self, automaton: &Automaton, input: &[u8]) -> Option<ParseError> {
        let (offset, state) = automaton.stop_state(input)?;
        let expected = self.expected(automaton, state)?;
        Some(ParseError {
            revision: self.revision,
            rule: self.rule.to_owned(),
            offset,
            expected: expected.names.clone(),
            section: expected.section.clone(),
            found: describe(input, offset),
            note: None,
        })
    }

    fn expected(&self, automaton: &Automaton, state: u32) -> Option<Arc<Expected>> {
        let known = || self.known.lock().unwrap_or_else(PoisonError::into_inner);
        if let Some(expected) = known().get(&state) {
            return Some(Arc::clone(expected));
        }
        let expected = Arc::new(self.compute(automaton, state)?);
        known().insert(state, Arc::clone(&expected));
        Some(expected)
    }

    fn compute(&self, automaton: &Automaton, state: u32) -> Option<Expected> {
        let grammar = self.revision.bnf();
        let (bytes, end_allowed) = automaton.continuations(state)?;
        let ascii: Vec<u8> = bytes.iter().copied().filter(u8::is_ascii).collect();
        let mut names = grammar.name_bytes(&ascii);
        if ascii.len() < bytes.len() {
            names.extend(non_ascii_names(grammar, |c| {
                automaton.continues_with(state, c)
            }));
        }
        if end_allowed {
            names.push("end of input".to_owned());
        }
        let input = spell(&self.before, state)?;
        let text = match std::str::from_utf8(&input) {
            Ok(text) => text,
            Err(e) => std::str::from_utf8(&input[..e.valid_up_to()]).ok()?,
        };
        let rule = match self.rules.failed_in(text) {
            Some(rule) => &grammar.rules()[rule],
            None => grammar.rule(self.rule)?,
        };
        Some(Expected {
            names,
            section: Some(rule.section.clone()),
        })
    }
}

/// The rules that name the non-ASCII characters that `continues` accepts: each rule
/// that is a class of non-ASCII characters only (RFC 3987's `ucschar`, `iprivate`),
/// largest first, when the automaton goes on with every character at the ends of its
/// ranges; `a non-ASCII character` when no such rule fits.
fn non_ascii_names(grammar: &Grammar, continues: impl Fn(char) -> bool) -> Vec<String> {
    let mut classes: Vec<_> = grammar
        .rules()
        .iter()
        .filter_map(|rule| Some((rule, grammar.class(&rule.expr)?)))
        .filter(|(_, class)| class.ranges().iter().all(|&(lo, _)| !lo.is_ascii()))
        .collect();
    classes.sort_by_key(|(_, class)| {
        std::cmp::Reverse(
            class
                .ranges()
                .iter()
                .map(|&(lo, hi)| u32::from(hi) - u32::from(lo) + 1)
                .sum::<u32>(),
        )
    });
    let names: Vec<String> = classes
        .into_iter()
        .filter(|(_, class)| {
            class
                .ranges()
                .iter()
                .all(|&(lo, hi)| continues(lo) && continues(hi))
        })
        .map(|(rule, _)| rule.name.clone())
        .collect();
    if names.is_empty() {
        vec!["a non-ASCII character".to_owned()]
    } else {
        names
    }
}

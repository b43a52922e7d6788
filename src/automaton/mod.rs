//! The BNF → automaton compiler: every rule of these grammars is a regular
//! language (none is recursive), so each rule is translated mechanically, rule by
//! rule, into a regular expression and compiled to a finite automaton.
//!
//! The automaton is the project's independent reference for the pest grammars
//! (the differential tests) and the fast path for validation.

use std::borrow::Cow;
use std::collections::HashMap;
use std::fmt::Write as _;

use regex_automata::dfa::{Automaton as _, StartKind, dense};
use regex_automata::meta::Regex;
use regex_automata::util::primitives::StateID;
use regex_automata::{Anchored, Input, MatchError, MatchKind};

use crate::bnf::{CharClass, Expr, Grammar};

mod capture;
mod error;
mod states;
mod table;

pub(crate) use capture::{Capturing, Mark, Marks, Shipped, Transducer};
pub use error::CompileError;
pub(crate) use states::spell;
pub(crate) use table::{Aligned, Table};

/// The largest fully compiled DFA kept; a rule whose DFA would be larger falls back
/// to the meta regex (lazy DFA), which decides the same language.
const DFA_SIZE_LIMIT: usize = 16 << 20;

/// A compiled automaton that decides one rule's language.
#[derive(Debug, Clone)]
pub struct Automaton {
    engine: Engine,
}

/// A fully compiled DFA and what the checks need of it, computed once: owned
/// (`T = Vec<u32>`) when compiled at run time, borrowed (`T = &[u32]`) when shipped
/// in the binary (built by `build.rs`) or viewed.
#[derive(Debug, Clone)]
struct Dense<'a, T: AsRef<[u32]>> {
    dfa: dense::DFA<T>,
    /// The anchored start state (the patterns have no look-around, so it is the
    /// same for every input).
    start: StateID,
    /// For each state (by index, `id >> stride2`): whether some string of the
    /// language goes on from it (a match state may be alive only to report the
    /// match that ended before the byte that led to it).
    leads_on: Cow<'a, [bool]>,
    /// For each state (by index): [`NO_LOOP`], [`DEAD`], or the index in `classes` of
    /// the bytes that keep the DFA in that state (a path or query loop), so that the
    /// check skips a run of them with one table lookup per byte and no transition.
    loops: Cow<'a, [u32]>,
    /// The byte classes of `loops`, each a 256-entry table.
    classes: Cow<'a, [[bool; 256]]>,
}

/// A [`Dense`] borrowed, whatever owns it.
type View<'a> = Dense<'a, &'a [u32]>;

/// A state no byte keeps the DFA in (or too few to be worth a skip).
const NO_LOOP: u32 = u32::MAX;
/// The dead state: no input from it is accepted.
const DEAD: u32 = u32::MAX - 1;
/// The fewest bytes that must keep a state in place for its runs to be skipped.
const LOOP_MIN: usize = 16;

/// The offset of the first byte at or after `i` that is not in `kept`, or the
/// input's length: four bytes per bounds check, each still with its own exit, so a
/// short run costs no more than byte by byte. (Eight at a time, with a branch per
/// chunk or with the run counted by `trailing_ones`, and eight with an exit per
/// byte, all cost more than this on the corpus, whose runs are short.)
fn skip_run(kept: &[bool; 256], input: &[u8], mut i: usize) -> usize {
    let kept = |b: u8| kept[usize::from(b)];
    while let Some(&[a, b, c, d]) = input.get(i..i + 4) {
        if !kept(a) {
            return i;
        }
        if !kept(b) {
            return i + 1;
        }
        if !kept(c) {
            return i + 2;
        }
        if !kept(d) {
            return i + 3;
        }
        i += 4;
    }
    while input.get(i).copied().is_some_and(kept) {
        i += 1;
    }
    i
}

/// Where a walk that the automaton stopped at `stop` ends as an error: the first
/// byte of the character `stop` is in when that character is well-formed (the
/// automaton rejects a character, not the byte of it where its UTF-8 leaves the
/// grammar's ranges), or the first invalid byte of UTF-8 before it. Only the bytes up
/// to the character after `stop` are decoded, so an early rejection costs the same
/// whatever follows it.
pub(crate) fn char_stop(input: &[u8], stop: usize) -> usize {
    // A character that contains `stop` ends within four bytes of it.
    let window = &input[..input.len().min(stop + 4)];
    let valid = std::str::from_utf8(window).map_or_else(|e| e.valid_up_to(), str::len);
    if valid <= stop {
        return valid;
    }
    // Back from `stop` to the byte that starts its character (at most three bytes).
    (0..=stop)
        .rev()
        .find(|&i| input[i] & 0xC0 != 0x80)
        .unwrap_or(stop)
}

/// What the checks need of a DFA besides its transitions (the fields of [`Dense`]
/// after `start`), computed by exploring its states once.
type SideTables = (Vec<bool>, Vec<u32>, Vec<[bool; 256]>);

/// The anchored start state of `dfa` (the patterns have no look-around, so it is
/// the same for every input).
fn anchored_start<T: AsRef<[u32]>>(dfa: &dense::DFA<T>) -> Result<StateID, MatchError> {
    dfa.start_state_forward(&Input::new("").anchored(Anchored::Yes))
}

/// The side tables of `dfa` from `start` (see [`Dense`]).
fn side_tables<T: AsRef<[u32]>>(dfa: &dense::DFA<T>, start: StateID) -> SideTables {
    let index = |id: StateID| id.as_usize() >> dfa.stride2();
    let mut leads_on = Vec::new();
    let mut loops = Vec::new();
    let mut classes: Vec<[bool; 256]> = Vec::new();
    let mut seen = Vec::new();
    let mut todo = vec![start];
    while let Some(state) = todo.pop() {
        let i = index(state);
        if seen.len() <= i {
            seen.resize(i + 1, false);
            leads_on.resize(i + 1, false);
            loops.resize(i + 1, NO_LOOP);
        }
        if std::mem::replace(&mut seen[i], true) {
            continue;
        }
        leads_on[i] = dfa.is_match_state(dfa.next_eoi_state(state))
            || (0..=u8::MAX).any(|b| !dfa.is_dead_state(dfa.next_state(state, b)));
        loops[i] = if dfa.is_dead_state(state) {
            DEAD
        } else {
            let mut class = [false; 256];
            for b in 0..=u8::MAX {
                class[usize::from(b)] = dfa.next_state(state, b) == state;
            }
            if class.iter().filter(|&&kept| kept).count() < LOOP_MIN {
                NO_LOOP
            } else {
                let at = classes.iter().position(|c| *c == class).unwrap_or_else(|| {
                    classes.push(class);
                    classes.len() - 1
                });
                u32::try_from(at).expect("fewer classes than states")
            }
        };
        todo.extend((0..=u8::MAX).map(|b| dfa.next_state(state, b)));
    }
    (leads_on, loops, classes)
}

impl Dense<'static, Vec<u32>> {
    fn new(dfa: dense::DFA<Vec<u32>>, start: StateID) -> Self {
        let (leads_on, loops, classes) = side_tables(&dfa, start);
        Self {
            dfa,
            start,
            leads_on: Cow::Owned(leads_on),
            loops: Cow::Owned(loops),
            classes: Cow::Owned(classes),
        }
    }
}

impl<T: AsRef<[u32]>> Dense<'_, T> {
    /// The same automaton, borrowed.
    fn view(&self) -> View<'_> {
        Dense {
            dfa: self.dfa.as_ref(),
            start: self.start,
            leads_on: Cow::Borrowed(&self.leads_on),
            loops: Cow::Borrowed(&self.loops),
            classes: Cow::Borrowed(&self.classes),
        }
    }

    /// The state after `byte`, if some string of the language goes on with it. The
    /// DFA reports a match one byte late, so a match state may be alive only to
    /// report the match that ended before `byte`: such a state must itself lead
    /// somewhere.
    fn viable(&self, state: StateID, byte: u8) -> Option<StateID> {
        let dfa = &self.dfa;
        let next = dfa.next_state(state, byte);
        let leads_on = || {
            self.leads_on
                .get(next.as_usize() >> dfa.stride2())
                .copied()
                .unwrap_or(false)
        };
        let alive = !dfa.is_dead_state(next) && (!dfa.is_match_state(next) || leads_on());
        alive.then_some(next)
    }

    /// The length of the longest prefix of `input` that some string of the language
    /// starts with (byte by byte: it may end inside a character).
    pub(super) fn walk(&self, input: &[u8]) -> usize {
        let mut state = self.start;
        for (i, &byte) in input.iter().enumerate() {
            match self.viable(state, byte) {
                Some(next) => state = next,
                None => return i,
            }
        }
        input.len()
    }

    /// The state after `prefix`, which [`Dense::walk`] accepts whole.
    pub(super) fn state_after(&self, prefix: &[u8]) -> StateID {
        prefix
            .iter()
            .fold(self.start, |state, &byte| self.dfa.next_state(state, byte))
    }
}

/// How the language is decided: every engine is built from the same pattern.
#[derive(Debug, Clone)]
enum Engine {
    /// A fully compiled DFA, anchored at the start, with every match kept
    /// (`MatchKind::All`, so no alternative is pruned by match priority): the input
    /// is in the language when the state after its last byte and the end of input
    /// is a match state.
    Dense(Box<Dense<'static, Vec<u32>>>),
    /// The same, compiled by `build.rs` and read in place from the binary.
    Shipped(Box<View<'static>>),
    /// The meta regex `^(?:…)$`, for patterns whose DFA is too large.
    Meta(Regex),
}

impl Automaton {
    /// Compiles the rule `name` of `grammar`.
    ///
    /// ```
    /// use urispec::Revision;
    /// use urispec::automaton::{Automaton, CompileError};
    /// let err = Automaton::compile(Revision::Rfc2396.bnf(), "URI_ref").unwrap_err();
    /// assert_eq!(err, CompileError::UndefinedRule { rule: "URI_ref".to_owned(), used_by: None });
    /// ```
    ///
    /// # Errors
    /// [`CompileError`]: the rule (or one it uses) is undefined, or is prose that
    /// names no set of characters, or the automaton is too large.
    pub fn compile(grammar: &Grammar, name: &str) -> Result<Self, CompileError> {
        let pattern = pattern(grammar, name)?;
        let dfa = dense::Builder::new()
            .configure(
                dense::Config::new()
                    .match_kind(MatchKind::All)
                    .start_kind(StartKind::Anchored)
                    .dfa_size_limit(Some(DFA_SIZE_LIMIT))
                    .determinize_size_limit(Some(DFA_SIZE_LIMIT)),
            )
            .build(&format!("(?:{pattern})"));
        if let Ok(dfa) = dfa {
            let start = anchored_start(&dfa).map_err(|e| CompileError::engine(name, &e))?;
            return Ok(Self {
                engine: Engine::Dense(Box::new(Dense::new(dfa, start))),
            });
        }
        let regex = Regex::builder()
            .configure(
                Regex::config()
                    .nfa_size_limit(Some(64 << 20))
                    .hybrid_cache_capacity(8 << 20),
            )
            .build(&format!("^(?:{pattern})$"))
            .map_err(|e| CompileError::engine(name, &e))?;
        Ok(Self {
            engine: Engine::Meta(regex),
        })
    }

    /// Whether the whole of `input` is in the rule's language.
    #[must_use]
    pub fn is_match(&self, input: &[u8]) -> bool {
        match &self.engine {
            Engine::Dense(dense) => dense.is_match(input),
            Engine::Shipped(dense) => dense.is_match(input),
            Engine::Meta(regex) => regex.is_match(input),
        }
    }
}

/// Where an input stops being the start of any string of the language, and what
/// could have come there instead.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Stop {
    /// The length of the longest prefix of the input that some string of the
    /// language starts with: the offset of the first byte that cannot be accepted
    /// (the first byte of its character, when that byte is inside a well-formed
    /// one; the first invalid byte of UTF-8, when one comes before), or the input's
    /// length when the input is only too short (or valid).
    pub offset: usize,
    /// The bytes that would have continued the prefix.
    pub continuations: Vec<u8>,
    /// Whether the prefix itself is in the language (the end of input was allowed).
    pub end_allowed: bool,
    /// The longest prefix of the input that is in the language, if any.
    pub longest_match: Option<usize>,
}

impl Automaton {
    /// Where `input` stops being the start of a string of the language. `None` only
    /// for a rule whose automaton is too large to compile fully (none of the
    /// documents' rules today).
    ///
    /// ```
    /// use urispec::{Revision, automaton::Automaton};
    /// let a = Automaton::compile(Revision::Rfc2396bis00.bnf(), "IPv4address").unwrap();
    /// let stop = a.stop(b"256.1.1.1").unwrap();
    /// assert_eq!(stop.offset, 2); // "25" can go on; "256" cannot
    /// assert_eq!(stop.continuations, b".012345");
    /// ```
    #[must_use]
    pub fn stop(&self, input: &[u8]) -> Option<Stop> {
        let dense = self.dense()?;
        let dfa = &dense.dfa;
        let matches_here = |s: StateID| dfa.is_match_state(dfa.next_eoi_state(s));
        let offset = char_stop(input, dense.walk(input));
        let mut state = dense.start;
        let mut longest_match = None;
        for (i, &byte) in input[..offset].iter().enumerate() {
            if matches_here(state) {
                longest_match = Some(i);
            }
            state = dfa.next_state(state, byte);
        }
        let continuations = (0..=u8::MAX)
            .filter(|&b| dense.viable(state, b).is_some())
            .collect();
        let end_allowed = matches_here(state);
        if end_allowed {
            longest_match = Some(offset);
        }
        Some(Stop {
            offset,
            continuations,
            end_allowed,
            longest_match,
        })
    }
}

impl<T: AsRef<[u32]>> Dense<'_, T> {
    /// Runs the anchored DFA over all of `input`, then the end of input. After each
    /// transition into a state that a class of bytes keeps in place (a path or query
    /// loop), the run of such bytes is skipped with one lookup each: the state after
    /// them is the same one.
    fn is_match(&self, input: &[u8]) -> bool {
        let dfa = &self.dfa;
        let stride2 = dfa.stride2();
        let mut state = self.start;
        let mut i = 0;
        while let Some(&byte) = input.get(i) {
            state = dfa.next_state(state, byte);
            i += 1;
            match self.loops[state.as_usize() >> stride2] {
                NO_LOOP => {}
                DEAD => return false,
                class => i = skip_run(&self.classes[class as usize], input, i),
            }
        }
        dfa.is_match_state(dfa.next_eoi_state(state))
    }
}

/// The regular expression for rule `name`, built from the BNF alone (a
/// [`Grammar`] has no recursive rule, so the translation ends).
///
/// # Errors
/// When the rule, or one it refers to, is not defined, or is prose that names no
/// set of characters.
pub(crate) fn pattern(grammar: &Grammar, name: &str) -> Result<String, CompileError> {
    Compiler {
        grammar,
        done: HashMap::new(),
        current: None,
    }
    .rule(name)
}

struct Compiler<'g> {
    grammar: &'g Grammar,
    done: HashMap<String, String>,
    /// The rule being translated (for errors).
    current: Option<&'g str>,
}

impl<'g> Compiler<'g> {
    fn rule(&mut self, name: &str) -> Result<String, CompileError> {
        if let Some(p) = self.done.get(name) {
            return Ok(p.clone());
        }
        let rule = self
            .grammar
            .rule(name)
            .ok_or_else(|| CompileError::UndefinedRule {
                rule: name.to_owned(),
                used_by: self.current.map(str::to_owned),
            })?;
        let outer = self.current.replace(rule.name.as_str());
        let p = self.expr(&rule.expr)?;
        self.current = outer;
        self.done.insert(name.to_owned(), p.clone());
        Ok(p)
    }

    fn expr(&mut self, expr: &'g Expr) -> Result<String, CompileError> {
        if let Some(class) = self.grammar.class(expr) {
            return Ok(class_pattern(&class));
        }
        Ok(match expr {
            Expr::Alt(items) => {
                let parts = items
                    .iter()
                    .map(|e| self.expr(e))
                    .collect::<Result<Vec<_>, _>>()?;
                format!("(?:{})", parts.join("|"))
            }
            Expr::Seq(items) => items
                .iter()
                .map(|e| self.expr(e))
                .collect::<Result<String, _>>()?,
            // `0<pchar>` (RFC 3986 `path-empty`): no repetition at all is the empty string,
            // whatever the element.
            Expr::Repeat { max: Some(0), .. } => String::new(),
            Expr::Repeat { min, max, expr } => {
                let inner = self.expr(expr)?;
                match max {
                    Some(max) => format!("(?:{inner}){{{min},{max}}}"),
                    None => format!("(?:{inner}){{{min},}}"),
                }
            }
            Expr::Optional(inner) => format!("(?:{})?", self.expr(inner)?),
            Expr::Literal {
                text,
                case_insensitive,
            } => text
                .chars()
                .map(|c| {
                    let class = CharClass::range(c, c);
                    if *case_insensitive && c.is_ascii_alphabetic() {
                        let (l, u) = (c.to_ascii_lowercase(), c.to_ascii_uppercase());
                        class_pattern(
                            &class
                                .union(&CharClass::range(l, l))
                                .union(&CharClass::range(u, u)),
                        )
                    } else {
                        class_pattern(&class)
                    }
                })
                .collect(),
            Expr::Rule(name) => format!("(?:{})", self.rule(name)?),
            Expr::Range(lo, hi) => class_pattern(&CharClass::range(*lo, *hi)),
            Expr::Prose(text) => {
                return Err(CompileError::Prose {
                    rule: self.current.unwrap_or_default().to_owned(),
                    text: text.clone(),
                });
            }
        })
    }
}

/// A character class in regex syntax, every character escaped as `\u{…}`.
fn class_pattern(class: &CharClass) -> String {
    let mut out = String::from("[");
    for &(lo, hi) in class.ranges() {
        let _ = write!(out, "\\x{{{:X}}}", u32::from(lo));
        if hi != lo {
            let _ = write!(out, "-\\x{{{:X}}}", u32::from(hi));
        }
    }
    out.push(']');
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::Revision;
    use crate::bnf::Generator;

    /// The plain DFA run, one transition per byte: what the skipping loop must equal.
    fn stepped(dense: &View<'_>, input: &[u8]) -> bool {
        let dfa = &dense.dfa;
        let state = input
            .iter()
            .fold(dense.start, |state, &b| dfa.next_state(state, b));
        dfa.is_match_state(dfa.next_eoi_state(state))
    }

    /// Skipping runs of bytes that keep the DFA in place gives the verdict of one
    /// transition per byte, on derived strings, near misses and long loops.
    #[test]
    fn skipping_loops_is_exact() {
        let mut skipped = 0;
        for rev in Revision::ALL {
            let automaton = Automaton::compile(rev.bnf(), rev.start_rule()).unwrap();
            let dense = automaton
                .dense()
                .unwrap_or_else(|| panic!("{rev}: the start rule compiles to a dense DFA"));
            let dense = &dense;
            skipped += dense.classes.len();
            let mut inputs = vec![
                "http://a/".to_owned() + &"b".repeat(100) + "?" + &"q".repeat(100),
                "http://a/b c".to_owned(),
                "http://a/%%".to_owned(),
            ];
            for seed in 0..200 {
                let mut generator = Generator::new(rev.bnf(), seed);
                let derived = generator.derive(rev.start_rule()).unwrap();
                inputs.push(generator.near_miss(&derived));
                inputs.push(derived);
            }
            for input in &inputs {
                assert_eq!(
                    dense.is_match(input.as_bytes()),
                    stepped(dense, input.as_bytes()),
                    "{rev}: {input:?}"
                );
            }
        }
        assert!(skipped > 0, "no state has a loop to skip");
    }
}

//! One pass from bytes to parts: the DFA that validates, run in step with a
//! document's split of a reference at its delimiters (RFC 2396 Appendix B's regular
//! expression, the 1996 draft's outside-in extraction), so that one walk over the
//! input both decides it and records where each delimiter that ends or starts a
//! component was crossed.
//!
//! The split is a [`Transducer`]: a deterministic automaton over bytes whose
//! delimiter states record a [`Mark`] where they are entered. Its product with the
//! validating DFA is compiled once into a [`Capturing`] automaton: every state is a
//! pair (DFA state, split state), and a state's action (skip a run of bytes that keep
//! it in place, record a mark, or stop dead) is one lookup per transition, as in the
//! validating loop. The split is a function of the input alone, so the marks are
//! the split's, whatever the grammar; the grammar decides only whether the walk ends
//! in an accepting state.

use std::collections::HashMap;

use regex_automata::dfa::Automaton as _;
use regex_automata::util::primitives::StateID;

use super::{Automaton, Engine, LOOP_MIN, skip_run};

/// A delimiter a split records where it is crossed (its byte offset).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Mark {
    /// The `:` that ends the scheme.
    Colon,
    /// The second `/` of the `//` that starts the authority (server).
    Authority,
    /// The `/` that ends the authority (server).
    AuthorityEnd,
    /// The first `:` in the authority, if before any `@`.
    UserColon,
    /// The first `@` in the authority.
    At,
    /// The first `:` after the authority's first `@` (or after a leading `[…]`).
    PortColon,
    /// The `;` that starts the parameters (the 1996 draft).
    Semicolon,
    /// The `?` that starts the query.
    Question,
    /// The `#` that starts the fragment.
    Hash,
}

/// How many kinds of [`Mark`] there are.
const MARKS: usize = 9;

/// Where each [`Mark`] was crossed, if it was.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) struct Marks([usize; MARKS]);

#[cfg(test)]
impl From<[usize; MARKS]> for Marks {
    fn from(marks: [usize; MARKS]) -> Self {
        Self(marks)
    }
}

impl Marks {
    /// The offset of the delimiter `mark`, if the split crossed it.
    pub(crate) fn get(&self, mark: Mark) -> Option<usize> {
        let at = self.0[mark as usize];
        (at != usize::MAX).then_some(at)
    }
}

/// A split of a reference at its delimiters, as a deterministic automaton over bytes
/// (states are small numbers, the start is 0). Every state with a mark is entered
/// only by its delimiter, at most once per input, and left by every byte, so that
/// entering it is the delimiter's crossing.
pub(crate) struct Transducer {
    /// The state after a byte.
    pub next: fn(state: u8, byte: u8) -> u8,
    /// The mark a state records where it is entered.
    pub mark: fn(state: u8) -> Option<Mark>,
    /// A number per byte such that bytes with the same number lead every state to
    /// the same state.
    pub class: fn(byte: u8) -> u8,
}

/// A state's action when the walk enters it, one `u32` per state.
const NO_LOOP: u32 = u32::MAX;
const DEAD: u32 = u32::MAX - 1;
/// Record mark `k`: `FIRST_MARK + k`.
const FIRST_MARK: u32 = u32::MAX - 1 - MARKS as u32;

/// The product of a validating DFA and a [`Transducer`], compiled once.
#[derive(Debug, Clone)]
pub(crate) struct Capturing {
    /// The byte classes: the DFA's refined by the transducer's.
    classes: [u8; 256],
    /// log2 of the row width (the number of classes, rounded up to a power of two).
    stride2: u32,
    /// The next state (premultiplied: its index shifted by `stride2`) for each state
    /// and class; state 0 is dead.
    table: Vec<u32>,
    /// For each state: [`NO_LOOP`], [`DEAD`], a mark to record, or the index in
    /// `skips` of the bytes that keep the walk in it.
    action: Vec<u32>,
    /// The byte sets of the states that loop, each a 256-entry table.
    skips: Vec<[bool; 256]>,
    /// For each state: whether the input may end there.
    accept: Vec<bool>,
    /// The start state (premultiplied).
    start: u32,
}

impl Capturing {
    /// The product of `automaton`'s DFA and `split`; `None` when the automaton is not
    /// fully compiled (a meta regex).
    pub(crate) fn new(automaton: &Automaton, split: &Transducer) -> Option<Self> {
        let Engine::Dense(dense) = &automaton.engine else {
            return None;
        };
        let dfa = &dense.dfa;
        // Classes: (the DFA's class, the transducer's) pairs, numbered as met.
        let mut pairs = HashMap::new();
        let mut classes = [0u8; 256];
        let mut representatives = Vec::new();
        for byte in 0..=u8::MAX {
            let key = (dfa.byte_classes().get(byte), (split.class)(byte));
            let next = pairs.len();
            let class = *pairs.entry(key).or_insert_with(|| {
                representatives.push(byte);
                next
            });
            classes[usize::from(byte)] = u8::try_from(class).expect("at most 256 classes");
        }
        let stride2 = representatives.len().next_power_of_two().trailing_zeros();
        // States: 0 dead, 1 the start; breadth first over the pairs reachable.
        let mut states: Vec<(StateID, u8)> = vec![(StateID::ZERO, 0), (dense.start, 0)];
        let mut index: HashMap<(StateID, u8), u32> = HashMap::from([((dense.start, 0), 1)]);
        let mut table = Vec::new();
        let mut k = 1;
        table.resize(2 << stride2, 0);
        while k < states.len() {
            let (q, s) = states[k];
            for (class, &byte) in representatives.iter().enumerate() {
                let next_q = dfa.next_state(q, byte);
                if dfa.is_dead_state(next_q) {
                    continue;
                }
                let pair = (next_q, (split.next)(s, byte));
                let next = *index.entry(pair).or_insert_with(|| {
                    states.push(pair);
                    table.resize(states.len() << stride2, 0);
                    u32::try_from(states.len() - 1).expect("fewer than 2^32 states")
                });
                table[(k << stride2) + class] = next << stride2;
            }
            k += 1;
        }
        let mut skips: Vec<[bool; 256]> = Vec::new();
        let action = (0..states.len())
            .map(|k| {
                if k == 0 {
                    return DEAD;
                }
                if let Some(mark) = (split.mark)(states[k].1) {
                    return FIRST_MARK + mark as u32;
                }
                let here = u32::try_from(k << stride2).expect("fewer than 2^32 states");
                let mut kept = [false; 256];
                for byte in 0..=u8::MAX {
                    let class = usize::from(classes[usize::from(byte)]);
                    kept[usize::from(byte)] = table[(k << stride2) + class] == here;
                }
                if kept.iter().filter(|&&kept| kept).count() < LOOP_MIN {
                    return NO_LOOP;
                }
                let at = skips.iter().position(|s| *s == kept).unwrap_or_else(|| {
                    skips.push(kept);
                    skips.len() - 1
                });
                u32::try_from(at).expect("fewer skip sets than states")
            })
            .collect();
        let accept = states
            .iter()
            .enumerate()
            .map(|(k, &(q, _))| k != 0 && dfa.is_match_state(dfa.next_eoi_state(q)))
            .collect();
        Some(Self {
            classes,
            stride2,
            table,
            action,
            skips,
            accept,
            start: 1 << stride2,
        })
    }

    /// Walks `input`: the marks the split recorded, if the DFA accepts the input.
    pub(crate) fn run(&self, input: &[u8]) -> Option<Marks> {
        let mut marks = [usize::MAX; MARKS];
        let mut state = self.start as usize;
        let mut i = 0;
        while let Some(&byte) = input.get(i) {
            state = self.table[state + usize::from(self.classes[usize::from(byte)])] as usize;
            i += 1;
            match self.action[state >> self.stride2] {
                NO_LOOP => {}
                DEAD => return None,
                mark if mark >= FIRST_MARK => marks[(mark - FIRST_MARK) as usize] = i - 1,
                skip => i = skip_run(&self.skips[skip as usize], input, i),
            }
        }
        self.accept[state >> self.stride2].then_some(Marks(marks))
    }
}

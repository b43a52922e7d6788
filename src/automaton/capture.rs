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

use std::borrow::Cow;
use std::collections::HashMap;
use std::fmt::Write as _;

use regex_automata::dfa::Automaton as _;
use regex_automata::util::primitives::StateID;

use super::{Automaton, LOOP_MIN, View, skip_run};

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

/// Where each [`Mark`] was crossed, if it was, and the sub-automaton's verdict on the
/// authority.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) struct Marks {
    at: [usize; MARKS],
    sub: bool,
}

#[cfg(test)]
impl From<[usize; MARKS]> for Marks {
    fn from(at: [usize; MARKS]) -> Self {
        Self { at, sub: false }
    }
}

impl Marks {
    /// The offset of the delimiter `mark`, if the split crossed it.
    pub(crate) fn get(&self, mark: Mark) -> Option<usize> {
        let at = self.at[mark as usize];
        (at != usize::MAX).then_some(at)
    }

    /// Whether the sub-automaton accepted the authority (`false` without one).
    pub(crate) fn sub_accepted(&self) -> bool {
        self.sub
    }
}

/// A split of a reference at its delimiters, as a deterministic automaton over bytes
/// (states are small numbers, the start is 0). Every state with a mark is entered
/// only by its delimiter, at most once per input, and left by every byte, so that
/// entering it is the delimiter's crossing.
pub(crate) struct Transducer {
    /// The split's name, which keys its products shipped in the binary.
    pub name: &'static str,
    /// The state after a byte.
    pub next: fn(state: u8, byte: u8) -> u8,
    /// The mark a state records where it is entered.
    pub mark: fn(state: u8) -> Option<Mark>,
    /// A number per byte such that bytes with the same number lead every state to
    /// the same state.
    pub class: fn(byte: u8) -> u8,
    /// Whether a state is in the authority (after its `//`), where a sub-automaton
    /// runs.
    pub authority: fn(state: u8) -> bool,
}

/// A transition, one `u32` (four bytes in the target's order): the next state in the
/// low [`STATE_BITS`] bits (premultiplied: the offset of its row), the action the walk
/// takes on entering it in the high eight, so that one load gives both.
const STATE_BITS: u32 = 24;
const STATE: u32 = (1 << STATE_BITS) - 1;
/// The actions: none, record mark `k` (`FIRST_MARK + k`), skip the run of bytes of
/// skip set `k` (`FIRST_SKIP + k`), stop dead.
const PLAIN: u32 = 0;
const FIRST_MARK: u32 = 1;
#[allow(clippy::cast_possible_truncation, reason = "nine marks")]
const FIRST_SKIP: u32 = FIRST_MARK + MARKS as u32;
const DEAD: u32 = 0xFF;
/// The most skip sets the action byte has room for.
const SKIPS: usize = (DEAD - FIRST_SKIP) as usize;
/// The bits of a state's [`Capturing::flags`].
const ACCEPT: u8 = 1;
const SUB_ACCEPT: u8 = 2;

/// The product of a validating DFA and a [`Transducer`], compiled once (at run time,
/// or by `build.rs` and read in place: [`Shipped`]).
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) struct Capturing {
    /// The byte classes: the DFA's refined by the transducer's.
    classes: [u8; 256],
    /// log2 of the row width in transitions (the number of classes, rounded up to a
    /// power of two).
    stride2: u32,
    /// For each state and class, the transition: the next state and its action (see
    /// [`STATE_BITS`]); state 0 is dead.
    table: Cow<'static, [[u8; 4]]>,
    /// The byte sets of the states that loop, each a 256-entry table.
    skips: Cow<'static, [[bool; 256]]>,
    /// For each state: [`ACCEPT`] when the input may end there, [`SUB_ACCEPT`] when
    /// the sub-automaton accepts the authority if the input ends there.
    flags: Cow<'static, [u8]>,
    /// The start state (premultiplied; its action is none).
    start: u32,
}

/// A [`Capturing`] as the binary holds it (`build.rs` writes it with
/// [`Capturing::source`]).
#[derive(Debug)]
pub(crate) struct Shipped {
    /// [`Capturing`]'s `classes`.
    pub classes: [u8; 256],
    /// [`Capturing`]'s `stride2`.
    pub stride2: u32,
    /// [`Capturing`]'s `table`, as bytes.
    pub table: &'static [u8],
    /// [`Capturing`]'s `skips`.
    pub skips: &'static [[bool; 256]],
    /// [`Capturing`]'s `flags`.
    pub flags: &'static [u8],
    /// [`Capturing`]'s `start`.
    pub start: u32,
}

/// The state of the sub-automaton in a product state: its DFA's state while the walk
/// is in the authority, and its verdict on the authority once the walk has left it.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
enum Sub {
    /// No authority read yet (or no sub-automaton).
    Before,
    /// In the authority: the sub-automaton's state.
    In(StateID),
    /// After the authority: whether the sub-automaton accepted it.
    After(bool),
}

/// What the product is built from.
struct Parts<'a> {
    dfa: View<'a>,
    split: &'a Transducer,
    sub: Option<View<'a>>,
}

impl Parts<'_> {
    /// The sub-automaton's verdict on the authority read so far.
    fn verdict(&self, sub: Sub) -> bool {
        match (sub, &self.sub) {
            (Sub::In(r), Some(d)) => d.dfa.is_match_state(d.dfa.next_eoi_state(r)),
            (Sub::After(verdict), _) => verdict,
            _ => false,
        }
    }

    /// The product's next state on `byte`, `None` when the DFA dies.
    fn next(&self, (q, s, r): (StateID, u8, Sub), byte: u8) -> Option<(StateID, u8, Sub)> {
        let dfa = &self.dfa.dfa;
        let next_q = dfa.next_state(q, byte);
        if dfa.is_dead_state(next_q) {
            return None;
        }
        let next_s = (self.split.next)(s, byte);
        let inside = self.split.authority;
        let next_r = match (&self.sub, inside(s), inside(next_s)) {
            (None, ..) => Sub::Before,
            // Entering the authority: the "//" is not part of it.
            (Some(d), false, true) => Sub::In(d.start),
            (Some(d), true, true) => match r {
                Sub::In(r) if !d.dfa.is_dead_state(d.dfa.next_state(r, byte)) => {
                    Sub::In(d.dfa.next_state(r, byte))
                }
                _ => Sub::After(false),
            },
            (Some(_), true, false) => Sub::After(self.verdict(r)),
            (Some(_), false, false) => r,
        };
        Some((next_q, next_s, next_r))
    }
}

impl Capturing {
    /// The product of `automaton`'s DFA and `split`, with `sub` (when given) run over
    /// the authority's bytes; `None` when an automaton is not fully compiled (a meta
    /// regex).
    pub(crate) fn new(
        automaton: &Automaton,
        split: &Transducer,
        sub: Option<&Automaton>,
    ) -> Option<Self> {
        let parts = Parts {
            dfa: automaton.dense()?,
            split,
            sub: match sub {
                Some(sub) => Some(sub.dense()?),
                None => None,
            },
        };
        let (classes, representatives) = classes(&parts);
        let stride2 = representatives.len().next_power_of_two().trailing_zeros();
        let (states, table) = explore(&parts, &representatives, stride2);
        let (action, skips) = actions(&parts, &states, &table, &classes, stride2);
        let table = table
            .iter()
            .map(|&next| {
                assert!(next <= STATE, "the rows fit in {STATE_BITS} bits");
                (next | action[(next >> stride2) as usize] << STATE_BITS).to_ne_bytes()
            })
            .collect();
        let flags = states
            .iter()
            .enumerate()
            .map(|(k, &(q, _, r))| {
                let dfa = &parts.dfa.dfa;
                let accept = k != 0 && dfa.is_match_state(dfa.next_eoi_state(q));
                u8::from(accept) * ACCEPT + u8::from(parts.verdict(r)) * SUB_ACCEPT
            })
            .collect();
        Some(Self {
            classes,
            stride2,
            table: Cow::Owned(table),
            skips: Cow::Owned(skips),
            flags: Cow::Owned(flags),
            start: 1 << stride2,
        })
    }

    /// The product `build.rs` compiled, read in place.
    pub(crate) fn shipped(shipped: &'static Shipped) -> Self {
        Self {
            classes: shipped.classes,
            stride2: shipped.stride2,
            table: Cow::Borrowed(shipped.table.as_chunks().0),
            skips: Cow::Borrowed(shipped.skips),
            flags: Cow::Borrowed(shipped.flags),
            start: shipped.start,
        }
    }

    /// Whether the product was read from the binary.
    #[cfg(test)]
    pub(crate) fn is_shipped(&self) -> bool {
        matches!(self.table, Cow::Borrowed(_))
    }

    /// The table and the flags as `build.rs` writes them (the table in big- or
    /// little-endian byte order), and the Rust expression of a [`Shipped`] whose
    /// `table` and `flags` are the expressions given.
    #[allow(dead_code, reason = "build.rs writes the products with it")]
    pub(crate) fn source(
        &self,
        big_endian: bool,
        (table, flags): (&str, &str),
    ) -> (Vec<u8>, &[u8], String) {
        let bytes = self
            .table
            .iter()
            .flat_map(|&entry| {
                let entry = u32::from_ne_bytes(entry);
                if big_endian {
                    entry.to_be_bytes()
                } else {
                    entry.to_le_bytes()
                }
            })
            .collect();
        let mut out = format!(
            "Shipped {{ classes: {:?}, stride2: {}, table: {table}, skips: &[",
            self.classes, self.stride2
        );
        for skip in self.skips.iter() {
            let _ = write!(out, "{:?},", skip.as_slice());
        }
        let _ = write!(out, "], flags: {flags}, start: {} }}", self.start);
        (bytes, &self.flags, out)
    }

    /// Walks `input`: the marks the split recorded, if the DFA accepts the input.
    pub(crate) fn run(&self, input: &[u8]) -> Option<Marks> {
        let mut marks = [usize::MAX; MARKS];
        let mut state = self.start;
        let mut i = 0;
        while let Some(&byte) = input.get(i) {
            let at = (state & STATE) as usize + usize::from(self.classes[usize::from(byte)]);
            state = u32::from_ne_bytes(self.table[at]);
            i += 1;
            match state >> STATE_BITS {
                PLAIN => {}
                DEAD => return None,
                skip if skip >= FIRST_SKIP => {
                    i = skip_run(&self.skips[(skip - FIRST_SKIP) as usize], input, i);
                }
                mark => marks[(mark - FIRST_MARK) as usize] = i - 1,
            }
        }
        let flags = self.flags[((state & STATE) >> self.stride2) as usize];
        (flags & ACCEPT != 0).then_some(Marks {
            at: marks,
            sub: flags & SUB_ACCEPT != 0,
        })
    }
}

/// The byte classes of the product: the DFAs' classes refined by the transducer's,
/// numbered as met; and one byte of each class.
fn classes(parts: &Parts<'_>) -> ([u8; 256], Vec<u8>) {
    let mut keys = HashMap::new();
    let mut classes = [0u8; 256];
    let mut representatives = Vec::new();
    for byte in 0..=u8::MAX {
        let key = (
            parts.dfa.dfa.byte_classes().get(byte),
            (parts.split.class)(byte),
            parts.sub.as_ref().map(|d| d.dfa.byte_classes().get(byte)),
        );
        let next = keys.len();
        let class = *keys.entry(key).or_insert_with(|| {
            representatives.push(byte);
            next
        });
        classes[usize::from(byte)] = u8::try_from(class).expect("at most 256 classes");
    }
    (classes, representatives)
}

/// A product state: the DFA's state, the transducer's, the sub-automaton's.
type Triple = (StateID, u8, Sub);

/// The product states reachable from the start (0 dead, 1 the start), breadth
/// first, and the transition table (premultiplied by `stride2`).
fn explore(parts: &Parts<'_>, representatives: &[u8], stride2: u32) -> (Vec<Triple>, Vec<u32>) {
    let start = (parts.dfa.start, 0, Sub::Before);
    let mut states = vec![(StateID::ZERO, 0, Sub::Before), start];
    let mut index: HashMap<Triple, u32> = HashMap::from([(start, 1)]);
    let mut table = vec![0; 2 << stride2];
    let mut k = 1;
    while k < states.len() {
        for (class, &byte) in representatives.iter().enumerate() {
            let Some(triple) = parts.next(states[k], byte) else {
                continue;
            };
            let next = *index.entry(triple).or_insert_with(|| {
                states.push(triple);
                table.resize(states.len() << stride2, 0);
                u32::try_from(states.len() - 1).expect("fewer than 2^32 states")
            });
            table[(k << stride2) + class] = next << stride2;
        }
        k += 1;
    }
    (states, table)
}

/// Each state's action ([`DEAD`], a mark, a skip set or [`PLAIN`]) and the skip sets.
fn actions(
    parts: &Parts<'_>,
    states: &[Triple],
    table: &[u32],
    classes: &[u8; 256],
    stride2: u32,
) -> (Vec<u32>, Vec<[bool; 256]>) {
    let mut skips: Vec<[bool; 256]> = Vec::new();
    let action = (0..states.len())
        .map(|k| {
            if k == 0 {
                return DEAD;
            }
            if let Some(mark) = (parts.split.mark)(states[k].1) {
                return FIRST_MARK + mark as u32;
            }
            let here = u32::try_from(k << stride2).expect("fewer than 2^32 states");
            let kept: [bool; 256] = std::array::from_fn(|byte| {
                table[(k << stride2) + usize::from(classes[byte])] == here
            });
            if kept.iter().filter(|&&kept| kept).count() < LOOP_MIN {
                return PLAIN;
            }
            let at = skips.iter().position(|s| *s == kept).unwrap_or_else(|| {
                skips.push(kept);
                skips.len() - 1
            });
            assert!(at < SKIPS, "at most {SKIPS} skip sets");
            FIRST_SKIP + u32::try_from(at).expect("fewer skip sets than states")
        })
        .collect();
    (action, skips)
}

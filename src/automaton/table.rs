//! Automata compiled ahead of time: `build.rs` compiles each revision's start rule
//! with [`Automaton::compile`], writes its DFA in regex-automata's own format
//! (`DFA::to_bytes_*`, the target's byte order) and its side tables as Rust
//! constants; the library reads them in place (`DFA::from_bytes`, which validates
//! the bytes and copies nothing), so starting costs a validation, not a
//! determinization.

use std::borrow::Cow;
use std::fmt::Write as _;

use regex_automata::dfa::dense;

use super::{Automaton, Dense, Engine, anchored_start};

/// Bytes included in the binary at an address aligned to 4 bytes (for
/// `DFA::from_bytes`, and for the capturing products' 4-byte transitions).
#[repr(C)]
pub(crate) struct Aligned<B: ?Sized> {
    /// No bytes: it aligns the struct.
    pub(crate) _align: [u32; 0],
    /// The bytes.
    pub(crate) bytes: B,
}

/// A DFA as the binary holds it.
#[derive(Debug)]
pub(crate) struct Table {
    /// The DFA's serialization, aligned to 4 bytes.
    pub(crate) dfa: &'static [u8],
    /// [`Dense`]'s `leads_on`.
    pub(crate) leads_on: &'static [bool],
    /// [`Dense`]'s `loops`.
    pub(crate) loops: &'static [u32],
    /// [`Dense`]'s `classes`.
    pub(crate) classes: &'static [[bool; 256]],
}

/// An automaton's DFA as bytes and its side tables, as `build.rs` writes them
/// (the library itself only reads them, and the tests compare).
#[cfg_attr(not(test), allow(dead_code))]
#[derive(Debug, PartialEq, Eq)]
pub(crate) struct Serialized {
    /// The DFA's serialization (the padding the format puts first left out).
    pub(crate) dfa: Vec<u8>,
    leads_on: Vec<bool>,
    loops: Vec<u32>,
    classes: Vec<[bool; 256]>,
}

#[cfg_attr(not(test), allow(dead_code))]
impl Automaton {
    /// The DFA in regex-automata's format, in big- or little-endian byte order, and
    /// its side tables; `None` for a rule whose DFA is not fully compiled.
    pub(crate) fn serialize(&self, big_endian: bool) -> Option<Serialized> {
        let dense = self.dense()?;
        let (bytes, padding) = if big_endian {
            dense.dfa.to_bytes_big_endian()
        } else {
            dense.dfa.to_bytes_little_endian()
        };
        Some(Serialized {
            dfa: bytes[padding..].to_vec(),
            leads_on: dense.leads_on.to_vec(),
            loops: dense.loops.to_vec(),
            classes: dense.classes.to_vec(),
        })
    }

    /// The automaton `table` holds, read in place.
    ///
    /// # Errors
    /// When the bytes are not a valid DFA for this target (`DFA::from_bytes`
    /// checks every transition) or have no anchored start state.
    pub(crate) fn shipped(table: &'static Table) -> Result<Self, String> {
        let (dfa, _) = dense::DFA::from_bytes(table.dfa).map_err(|e| e.to_string())?;
        let start = anchored_start(&dfa).map_err(|e| e.to_string())?;
        Ok(Self {
            engine: Engine::Shipped(Box::new(Dense {
                dfa,
                start,
                leads_on: Cow::Borrowed(table.leads_on),
                loops: Cow::Borrowed(table.loops),
                classes: Cow::Borrowed(table.classes),
            })),
        })
    }

    /// Whether the automaton was read from a shipped table.
    #[cfg(test)]
    pub(crate) fn is_shipped(&self) -> bool {
        matches!(self.engine, Engine::Shipped(_))
    }
}

impl Serialized {
    /// The Rust expression of a [`Table`] with these side tables, whose `dfa` is
    /// the expression `dfa` (a 4-byte aligned `&'static [u8]` of [`Serialized::dfa`]).
    #[allow(dead_code, reason = "build.rs writes the tables with it")]
    pub(crate) fn table_source(&self, dfa: &str) -> String {
        let mut out = format!(
            "Table {{ dfa: {dfa}, leads_on: &{:?}, loops: &{:?}, classes: &[",
            self.leads_on, self.loops
        );
        for class in &self.classes {
            let _ = write!(out, "{:?},", class.as_slice());
        }
        out.push_str("] }");
        out
    }

    /// Whether `table` holds exactly this automaton.
    #[cfg(test)]
    pub(crate) fn equals(&self, table: &Table) -> bool {
        self.dfa == table.dfa
            && self.leads_on == table.leads_on
            && self.loops == table.loops
            && self.classes == table.classes
    }
}

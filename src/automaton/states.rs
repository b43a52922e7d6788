//! The states of a fully compiled automaton, as an explanation needs them: the state
//! where an input stops, what continues from a state, and a shortest input that
//! reaches each state. A state is named by a number stable for the automaton's life.

use std::collections::{HashMap, VecDeque};

use regex_automata::dfa::Automaton as _;
use regex_automata::util::primitives::StateID;

use super::{Automaton, Engine, View};

impl Automaton {
    /// The fully compiled DFA, borrowed, whether compiled at run time or shipped.
    pub(super) fn dense(&self) -> Option<View<'_>> {
        match &self.engine {
            Engine::Dense(dense) => Some(dense.view()),
            Engine::Shipped(dense) => Some(dense.view()),
            Engine::Meta(_) => None,
        }
    }

    /// Where `input` stops being the start of a string of the language (the offset
    /// of [`Automaton::stop`]) and the state reached there. `None` for a rule whose
    /// automaton is too large to compile fully.
    pub(crate) fn stop_state(&self, input: &[u8]) -> Option<(usize, u32)> {
        let dense = self.dense()?;
        let offset = super::char_stop(input, dense.walk(input));
        Some((offset, dense.state_after(&input[..offset]).as_u32()))
    }

    /// The bytes that continue a string of the language from `state`, and whether
    /// the language has a string that ends there.
    pub(crate) fn continuations(&self, state: u32) -> Option<(Vec<u8>, bool)> {
        let dense = self.dense()?;
        let state = StateID::new(state as usize).ok()?;
        let bytes = (0..=u8::MAX)
            .filter(|&b| dense.viable(state, b).is_some())
            .collect();
        let dfa = &dense.dfa;
        Some((bytes, dfa.is_match_state(dfa.next_eoi_state(state))))
    }

    /// Whether some string of the language goes on from `state` with `c`.
    pub(crate) fn continues_with(&self, state: u32, c: char) -> bool {
        let Some(dense) = self.dense() else {
            return false;
        };
        let Ok(mut state) = StateID::new(state as usize) else {
            return false;
        };
        let mut buf = [0; 4];
        c.encode_utf8(&mut buf).bytes().all(|byte| {
            dense.viable(state, byte).is_some_and(|next| {
                state = next;
                true
            })
        })
    }

    /// For every state a string of the language can lead to, the state before it and
    /// the byte on a shortest input that reaches it (breadth first, smaller bytes
    /// first): following them back from a state spells one fixed input for it.
    pub(crate) fn shortest_inputs(&self) -> Option<HashMap<u32, (u32, u8)>> {
        let dense = self.dense()?;
        let start = dense.start.as_u32();
        let mut before = HashMap::from([(start, (start, 0))]);
        let mut todo = VecDeque::from([dense.start]);
        while let Some(state) = todo.pop_front() {
            for byte in 0..=u8::MAX {
                if let Some(next) = dense.viable(state, byte)
                    && !before.contains_key(&next.as_u32())
                {
                    before.insert(next.as_u32(), (state.as_u32(), byte));
                    todo.push_back(next);
                }
            }
        }
        Some(before)
    }
}

/// The fixed input [`Automaton::shortest_inputs`] spells for `state`.
pub(crate) fn spell(before: &HashMap<u32, (u32, u8)>, mut state: u32) -> Option<Vec<u8>> {
    let mut bytes = Vec::new();
    loop {
        let &(prev, byte) = before.get(&state)?;
        if prev == state {
            bytes.reverse();
            return Some(bytes);
        }
        bytes.push(byte);
        state = prev;
    }
}

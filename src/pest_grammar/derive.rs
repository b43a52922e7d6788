//! The derivation of an input by a grammar's [`Program`], with pest's semantics
//! exactly (the same parse as the generated parser's, checked by the differential
//! tests): ordered choice, greedy repetition, lookahead leaving no node, silent
//! rules no node, atomic rules none inside. Nodes are written straight into the
//! tree's compact entries (pest's token queue costs about 52 bytes per input byte
//! on a path of short segments; an entry 16 bytes per node), and a failed
//! alternative truncates them, as pest truncates its queue.

use super::program::{Expr, Kind, Program};
use crate::ast::{Entry, Offset};

/// The entries of the derivation of the whole `input` by `rule` (a rule number),
/// or `None` if the rule does not match all of it.
pub(crate) fn derive<O: Offset>(
    program: &Program,
    rule: u16,
    input: &str,
) -> Option<Vec<Entry<O>>> {
    let mut state = State {
        program,
        input,
        pos: 0,
        entries: Vec::new(),
        atomic: false,
        lookahead: false,
    };
    (state.call(rule) && state.pos == input.len()).then_some(state.entries)
}

/// Where the derivation is: pest's position, token queue (as entries) and flags.
struct State<'p, 'i, O> {
    program: &'p Program,
    input: &'i str,
    pos: usize,
    entries: Vec<Entry<O>>,
    /// Inside an atomic rule (`@{ }`, not reset by a `${ }` one): no nodes.
    atomic: bool,
    /// Inside `&e` or `!e`: no nodes.
    lookahead: bool,
}

impl<O: Offset> State<'_, '_, O> {
    /// Whether the expression `e` matches here; if not, nothing moved (position and
    /// entries as before), as with every pest expression.
    fn expr(&mut self, e: u16) -> bool {
        match self.program.exprs[usize::from(e)] {
            Expr::Str(s) => self.advance(self.rest().starts_with(s), s.len()),
            Expr::Insens(s) => {
                let here = self.input.get(self.pos..self.pos + s.len());
                self.advance(here.is_some_and(|t| t.eq_ignore_ascii_case(s)), s.len())
            }
            Expr::Range(low, high) => {
                let c = self.rest().chars().next();
                let len = c.map_or(0, char::len_utf8);
                self.advance(c.is_some_and(|c| (low..=high).contains(&c)), len)
            }
            Expr::Any => {
                let len = self.rest().chars().next().map_or(0, char::len_utf8);
                self.advance(len > 0, len)
            }
            Expr::Eoi => self.pos == self.input.len(),
            Expr::Call(rule) => self.call(rule),
            Expr::Pos(e) => self.look(e),
            Expr::Neg(e) => !self.look(e),
            Expr::Seq(from, count) => self.seq(from, count),
            Expr::Choice(from, count) => self.kids(from, count).iter().any(|&k| self.expr(k)),
            Expr::Opt(e) => {
                self.expr(e);
                true
            }
            Expr::Rep(e) => {
                // As long as it matches (pest's grammar validator rejects a
                // repetition of what could match nothing, which would loop).
                while self.expr(e) {}
                true
            }
        }
    }

    /// The parts of a sequence or choice.
    fn kids(&self, from: u16, count: u16) -> &'static [u16] {
        let from = usize::from(from);
        &self.program.kids[from..from + usize::from(count)]
    }

    /// What is left of the input.
    fn rest(&self) -> &str {
        &self.input[self.pos..]
    }

    /// Moves `len` bytes on if `matched`.
    fn advance(&mut self, matched: bool, len: usize) -> bool {
        if matched {
            self.pos += len;
        }
        matched
    }

    /// Each part in turn; on a failure, back to where the sequence started.
    fn seq(&mut self, from: u16, count: u16) -> bool {
        let (pos, len) = (self.pos, self.entries.len());
        for &k in self.kids(from, count) {
            if !self.expr(k) {
                self.pos = pos;
                self.entries.truncate(len);
                return false;
            }
        }
        true
    }

    /// Whether `e` matches here, moving nothing and leaving no node.
    fn look(&mut self, e: u16) -> bool {
        let (pos, outer) = (self.pos, self.lookahead);
        self.lookahead = true;
        let matched = self.expr(e);
        self.lookahead = outer;
        self.pos = pos;
        matched
    }

    /// The rule numbered `rule`, with its node when pest makes one (`state.rule`
    /// outside lookahead and outside an atomic rule; a compound-atomic rule's node
    /// and those inside it even there).
    fn call(&mut self, rule: u16) -> bool {
        let (kind, body) = self.program.rules[usize::from(rule)];
        let outer = self.atomic;
        let node = !self.lookahead
            && match kind {
                Kind::Silent => false,
                Kind::Normal | Kind::Atomic => !outer,
                Kind::Compound => true,
            };
        match kind {
            Kind::Atomic => self.atomic = true,
            Kind::Compound => self.atomic = false,
            Kind::Normal | Kind::Silent => {}
        }
        let index = self.entries.len();
        if node {
            self.entries.push(Entry::open(rule, self.pos));
        }
        let matched = self.expr(body);
        self.atomic = outer;
        if node {
            if matched {
                let size = self.entries.len() - index;
                self.entries[index].close(self.pos, size);
            } else {
                self.entries.truncate(index);
            }
        }
        matched
    }
}

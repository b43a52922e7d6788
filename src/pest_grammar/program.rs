//! A grammar as a flat program: what `build.rs` writes from each `.pest` file
//! (`build/pest_program.rs`: `pest_meta`'s optimized expressions, the ones
//! `pest_derive` generates its parser from) and `derive.rs` interprets.

/// One expression; sequences and choices list their parts in [`Program::kids`].
#[derive(Debug, Clone, Copy)]
pub(crate) enum Expr {
    /// `"…"`.
    Str(&'static str),
    /// `^"…"`: ASCII case-insensitive.
    Insens(&'static str),
    /// `'a'..'z'`.
    Range(char, char),
    /// A rule of the grammar, by number (the file's order).
    Call(u16),
    /// `EOI` (pest's node of it is left out of every tree).
    Eoi,
    /// `ANY`.
    Any,
    /// `&e`.
    Pos(u16),
    /// `!e`.
    Neg(u16),
    /// `e1 ~ e2 ~ …`: the count of parts from the first's place in [`Program::kids`].
    Seq(u16, u16),
    /// `e1 | e2 | …`, as [`Expr::Seq`].
    Choice(u16, u16),
    /// `e?`.
    Opt(u16),
    /// `e*` (`e+` is `e ~ e*` after pest's optimizer).
    Rep(u16),
}

/// How a rule makes its node (pest's rule types).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Kind {
    /// `{ }`: a node, and nodes inside unless atomic.
    Normal,
    /// `_{ }`: no node.
    Silent,
    /// `@{ }`: a node, and none inside.
    Atomic,
    /// `${ }` and `!{ }`: a node, and nodes inside even in an atomic rule.
    Compound,
}

/// A grammar's expressions and rules.
#[derive(Debug)]
pub(crate) struct Program {
    /// Every expression.
    pub exprs: &'static [Expr],
    /// The parts of sequences and choices.
    pub kids: &'static [u16],
    /// Each rule's kind and expression, in the file's order.
    pub rules: &'static [(Kind, u16)],
}

/// Every `.pest` file's program, written by `build.rs`.
pub(crate) mod programs {
    use super::{Expr, Kind, Program};
    include!(concat!(env!("OUT_DIR"), "/pest_programs.rs"));
}

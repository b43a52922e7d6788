//! The common view without the derivation: the components of a valid input by its
//! document's own decomposition (RFC 2396 / the bis draft / RFC 3986 Appendix B, the
//! 1996 draft's §4.3 outside-in order, RFC 1738 per scheme), with the automata
//! compiled from the `.bnf` deciding what a delimiter cannot (is the authority a
//! `server`, is the host an `IPv4address`, does a scheme's own production apply).
//! The derivation (pest's, by the grammar's program) is built only when it is asked for
//! ([`crate::Parse::tree`]).
//!
//! A test proves these components equal the ones read from the derivation, on every
//! corpus line and on generated strings (`tests/components.rs`), and the `parse`
//! fuzz target checks the same (`tests/invariants/mod.rs`).

mod generic;
mod login;
mod rfc1738;
mod rfc1808;
mod url00;
mod whatwg;

use crate::Revision;
use crate::ast::{Components, Segment};
use crate::split::{split_url00_valid, split_valid};

/// `s` split at the first `byte` (ASCII, so both sides are `str`), found with
/// `memchr`: what comes before, and what follows.
pub(crate) fn split_once(s: &str, byte: u8) -> Option<(&str, &str)> {
    memchr::memchr(byte, s.as_bytes()).map(|at| (&s[..at], &s[at + 1..]))
}

/// What the common view of one input holds.
#[derive(Debug, Clone)]
pub(crate) struct View<'i> {
    /// The top-level form, as the document names it.
    pub form: &'static str,
    /// The components.
    pub components: Components<'i>,
}

/// The components of `input` by the revision's own decomposition, if the
/// revision's start rule accepts it. Every revision but RFC 1738 splits in the pass
/// that validates (the split run in the automaton's walk, `resolve::split_valid`);
/// RFC 1738's decomposition is its scheme's production, whose pass is the check.
#[inline]
pub(crate) fn parse(rev: Revision, input: &str) -> Option<View<'_>> {
    let generic = |g: &generic::Generic| split_valid(rev, input).map(|c| g.view(input, c));
    match rev {
        Revision::Rfc1738 => rfc1738::parse(input),
        Revision::Rfc1808 => split_url00_valid(rev, input).map(|c| rfc1808::view(input, c.parts)),
        Revision::Url00 => split_url00_valid(rev, input).map(|p| url00::view(input, p)),
        Revision::Rfc2396 => generic(&generic::RFC2396),
        Revision::Rfc2732 => generic(&generic::RFC2732),
        Revision::Rfc2396bis00 => generic(&generic::RFC2396BIS00),
        Revision::Rfc3986 => generic(&generic::RFC3986),
        Revision::Rfc3987 => generic(&generic::RFC3987),
        Revision::Rfc6874 => generic(&generic::RFC6874),
        Revision::Whatwg => whatwg::parse(input),
    }
}

/// Whether `rest`, what follows `scheme:` in a valid absolute reference without its
/// fragment, is hierarchical under `rev` (RFC 3986 has no opaque form: always).
pub(crate) fn hierarchical(rev: Revision, rest: &str) -> bool {
    match rev {
        // RFC 1738 has no relative references (§2.3): never asked.
        Revision::Rfc1738 => false,
        Revision::Rfc1808 => rfc1808::generic(rest),
        Revision::Url00 => url00::is_generic(rest),
        Revision::Rfc2396 => generic::RFC2396.hierarchical(rest),
        Revision::Rfc2732 => generic::RFC2732.hierarchical(rest),
        Revision::Rfc2396bis00 => generic::RFC2396BIS00.hierarchical(rest),
        Revision::Rfc3986 => generic::RFC3986.hierarchical(rest),
        Revision::Rfc3987 => generic::RFC3987.hierarchical(rest),
        Revision::Rfc6874 => generic::RFC6874.hierarchical(rest),
        // Never asked: the writing rules define no resolution.
        Revision::Whatwg => rest.starts_with('/'),
    }
}

/// The segments of the path of an input whose [`View`] has the form `form` and the
/// components `c` (computed when asked for: most readers of the components never
/// ask).
pub(crate) fn segments<'i>(rev: Revision, form: &str, c: &Components<'i>) -> Vec<Segment<'i>> {
    match rev {
        Revision::Rfc1738 => rfc1738::segments(form, c.path),
        Revision::Rfc1808 | Revision::Url00 => url00::segments(c.path),
        Revision::Rfc2396 => generic::RFC2396.segments(form, c),
        Revision::Rfc2732 => generic::RFC2732.segments(form, c),
        Revision::Rfc2396bis00 => generic::RFC2396BIS00.segments(form, c),
        Revision::Rfc3986 => generic::RFC3986.segments(form, c),
        Revision::Rfc3987 => generic::RFC3987.segments(form, c),
        Revision::Rfc6874 => generic::RFC6874.segments(form, c),
        Revision::Whatwg => whatwg::segments(c),
    }
}

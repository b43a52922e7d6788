//! The common view without the derivation: for each revision whose document gives
//! a decomposition, the components of a valid input by that decomposition, with
//! the automata compiled from the `.bnf` deciding what a delimiter cannot (is the
//! authority a `server`, is the host an `IPv4address`). pest builds the derivation
//! only when it is asked for ([`crate::ast::Parse::tree`]).
//!
//! A test proves these components equal the ones read from the derivation, on every
//! corpus line and on generated strings (`tests/components.rs`), and the `parse`
//! fuzz target checks the same (`tests/invariants/mod.rs`).

mod generic;

use crate::Revision;
use crate::ast::{Components, Segment};

/// What the common view of one input holds.
#[derive(Debug, Clone)]
pub(crate) struct View<'i> {
    /// The top-level form, as the document names it.
    pub form: &'static str,
    /// The components.
    pub components: Components<'i>,
}

/// The components of `input`, valid under `rev`, by the revision's own
/// decomposition; `None` for a revision still read from its derivation.
///
/// Adding a revision is one entry here: RFC 3986 splits as RFC 2396 does
/// (Appendix B), so it would be one more [`generic::Generic`] description.
pub(crate) fn view(rev: Revision, input: &str) -> Option<View<'_>> {
    match rev {
        Revision::Rfc2396 => Some(generic::RFC2396.view(input)),
        Revision::Rfc2396bis00 => Some(generic::RFC2396BIS00.view(input)),
        // RFC 1738 decomposes per scheme and the 1996 draft outside-in (§4.3):
        // read from the derivation for now. RFC 3986 splits as RFC 2396 does
        // (Appendix B) but has no description here yet: read from the derivation.
        Revision::Rfc1738 | Revision::Url00 | Revision::Rfc3986 => None,
    }
}

/// The segments of `path`, the path of a [`View`] of the form `form` (computed
/// when asked for: most readers of the components never ask).
pub(crate) fn segments<'i>(rev: Revision, form: &str, path: &'i str) -> Vec<Segment<'i>> {
    match rev {
        Revision::Rfc2396 => generic::RFC2396.segments(form, path),
        Revision::Rfc2396bis00 => generic::RFC2396BIS00.segments(form, path),
        // Read from the derivation (`view` is `None` for them): never asked here.
        Revision::Rfc1738 | Revision::Url00 | Revision::Rfc3986 => Vec::new(),
    }
}

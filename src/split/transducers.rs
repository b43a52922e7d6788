//! The two splits of [`crate::split`] as transducers (`crate::automaton::capture`),
//! and which one each revision's decomposition reads. `build.rs` includes this file
//! to ship each revision's product with its split.

use crate::Revision;
use crate::automaton::{Mark, Transducer};

// The states of both transducers; those that record a mark are entered only by
// their delimiter, and every byte leaves them.
pub(super) const START: u8 = 0;
/// A non-empty run that may be a scheme.
const FIRST: u8 = 1;
const COLON: u8 = 2;
/// One `/` where an authority (server) may start.
const SLASH: u8 = 3;
const SLASH_SLASH: u8 = 4;
/// In the authority before any `@` or `:`.
const AUTHORITY: u8 = 5;
const AUTHORITY_END: u8 = 6;
const PATH: u8 = 7;
const SEMICOLON: u8 = 8;
const PARAMS: u8 = 9;
const QUESTION: u8 = 10;
const QUERY: u8 = 11;
const HASH: u8 = 12;
const FRAGMENT: u8 = 13;
// The authority read as a server, `[ userinfo "@" ] host [ ":" port ]` (the 1996
// draft's `[ user [ ":" password ] "@" ] hostport`): its first `@`, the first `:`
// before it, the first `:` after it outside a host's brackets.
const USER_COLON: u8 = 14;
/// After the first `:` and before any `@`.
const USER: u8 = 15;
const AT: u8 = 16;
const HOST: u8 = 17;
/// In a host's `[…]`.
const BRACKET: u8 = 18;
const PORT_COLON: u8 = 19;
const PORT: u8 = 20;

/// Whether `state` is in the authority (after its `//`).
fn authority(state: u8) -> bool {
    matches!(state, SLASH_SLASH..=AUTHORITY | USER_COLON..=PORT)
}

fn mark(state: u8) -> Option<Mark> {
    match state {
        COLON => Some(Mark::Colon),
        SLASH_SLASH => Some(Mark::Authority),
        AUTHORITY_END => Some(Mark::AuthorityEnd),
        USER_COLON => Some(Mark::UserColon),
        AT => Some(Mark::At),
        PORT_COLON => Some(Mark::PortColon),
        SEMICOLON => Some(Mark::Semicolon),
        QUESTION => Some(Mark::Question),
        HASH => Some(Mark::Hash),
        _ => None,
    }
}

/// RFC 2396 Appendix B (the bis draft's and RFC 3986's):
/// `^(([^:/?#]+):)?(//([^/?#]*))?([^?#]*)(\?([^#]*))?(#(.*))?`.
pub(crate) const APPENDIX_B: Transducer = Transducer {
    name: "appendix-b",
    next: |state, byte| match (state, byte) {
        (HASH | FRAGMENT, _) => FRAGMENT,
        (_, b'#') => HASH,
        (QUESTION | QUERY, _) => QUERY,
        (_, b'?') => QUESTION,
        (s, b'/') if authority(s) => AUTHORITY_END,
        (s, b) if authority(s) => in_server(s, b),
        (SLASH, b'/') => SLASH_SLASH,
        (START | COLON, b'/') => SLASH,
        (FIRST, b':') => COLON,
        (START | FIRST, b) if b != b':' && b != b'/' => FIRST,
        _ => PATH,
    },
    mark,
    class,
    authority,
};

/// In the authority, on a byte that does not end it: the first `@`, the first `:`
/// before it, and after it (or, with no `@`, from the start) the first `:` outside
/// a host's leading `[…]`.
fn in_server(state: u8, byte: u8) -> u8 {
    match (state, byte) {
        (SLASH_SLASH | AUTHORITY | USER_COLON | USER, b'@') => AT,
        (SLASH_SLASH | AUTHORITY, b':') => USER_COLON,
        (USER_COLON | USER, _) => USER,
        (SLASH_SLASH | AT, b'[') => BRACKET,
        (AT | HOST, b':') => PORT_COLON,
        (BRACKET, b']') | (AT | HOST, _) => HOST,
        (BRACKET, _) => BRACKET,
        (PORT_COLON | PORT, _) => PORT,
        _ => AUTHORITY,
    }
}

/// The classes of the bytes [`APPENDIX_B`] tells apart: its delimiters, and those of
/// [`in_server`].
fn class(byte: u8) -> u8 {
    match byte {
        b':' => 1,
        b'/' => 2,
        b'?' => 3,
        b'#' => 4,
        b'@' => 10,
        b'[' => 11,
        b']' => 12,
        _ => 0,
    }
}

/// The 1996 draft's §4.3 (and RFC 1808 §2.4), outside in: the fragment after the
/// first `#`, the scheme, the server after `//` up to the next `/`, then the query
/// after the first `?` and the parameters after the first `;` before it.
pub(crate) const OUTSIDE_IN: Transducer = Transducer {
    name: "outside-in",
    next: |state, byte| match (state, byte) {
        (HASH | FRAGMENT, _) => FRAGMENT,
        (_, b'#') => HASH,
        (QUESTION | QUERY, _) => QUERY,
        (s, b'/') if authority(s) => AUTHORITY_END,
        (s, b) if authority(s) => in_server(s, b),
        (_, b'?') => QUESTION,
        (SEMICOLON | PARAMS, _) => PARAMS,
        (_, b';') => SEMICOLON,
        (SLASH, b'/') => SLASH_SLASH,
        (START | COLON, b'/') => SLASH,
        (FIRST, b':') => COLON,
        (START | FIRST, b) if is_scheme_byte(b) => FIRST,
        _ => PATH,
    },
    mark,
    // Beside Appendix B's: the parameters' ";", and a scheme's characters.
    class: |byte| match byte {
        b';' => 5,
        b if is_scheme_byte(b) => 6,
        b => class(b),
    },
    authority,
};

/// The rule whose automaton also runs over the authority, for the revisions whose
/// decomposition asks it: `authority = server | reg_name` (RFC 2396 §3.2, RFC 2732,
/// the bis draft), the 1996 draft's `generic-URL`, whose server is a `server`, and RFC
/// 1738's `ip-schemepart`, whose `//` is followed by a `login`.
pub(crate) fn authority_rule(rev: Revision) -> Option<&'static str> {
    match rev {
        Revision::Rfc2396 | Revision::Rfc2732 | Revision::Rfc2396bis00 | Revision::Url00 => {
            Some("server")
        }
        Revision::Rfc1738 => Some("login"),
        Revision::Rfc1808
        | Revision::Rfc3986
        | Revision::Rfc3987
        | Revision::Rfc6874
        | Revision::Whatwg => None,
    }
}

/// The split `rev`'s decomposition and resolution read: the 1996 draft's outside-in
/// order (RFC 1808's, and RFC 1738's `otherurl`), else Appendix B; none for the URL
/// Standard, whose components are read from its derivation after the valid domain
/// steps (`src/components/whatwg.rs`).
#[cfg_attr(
    not(test),
    allow(dead_code, reason = "build.rs ships each revision's product with it")
)]
pub(crate) fn of(rev: Revision) -> Option<&'static Transducer> {
    match rev {
        Revision::Rfc1738 | Revision::Rfc1808 | Revision::Url00 => Some(&OUTSIDE_IN),
        Revision::Rfc2396
        | Revision::Rfc2732
        | Revision::Rfc2396bis00
        | Revision::Rfc3986
        | Revision::Rfc3987
        | Revision::Rfc6874 => Some(&APPENDIX_B),
        Revision::Whatwg => None,
    }
}

/// Whether the byte `c` may appear in a scheme name (§4.1:
/// `scheme = 1*( alpha | digit | "+" | "-" | "." )`, `alpha` both cases).
pub(crate) fn is_scheme_byte(c: u8) -> bool {
    c.is_ascii_alphanumeric() || matches!(c, b'+' | b'-' | b'.')
}

#[cfg(test)]
mod tests {
    use super::{APPENDIX_B, OUTSIDE_IN, PORT, START};

    /// Both transducers keep [`Transducer`](crate::automaton::Transducer)'s promise of `class`: bytes with the same
    /// number lead every state to the same state. The product walks one byte of each
    /// class (the DFA's refined by the transducer's), and the start rules' DFAs tell
    /// every delimiter apart already, so no split would show a class that breaks it;
    /// a rule whose DFA takes `:` alike with `;` (RFC 2732's `query = *uric`) would.
    #[test]
    fn bytes_of_a_class_lead_every_state_alike() {
        for t in [&APPENDIX_B, &OUTSIDE_IN] {
            for state in START..=PORT {
                let mut first = std::collections::HashMap::new();
                for byte in 0..=u8::MAX {
                    let next = (t.next)(state, byte);
                    let class = (t.class)(byte);
                    let expected = *first.entry(class).or_insert(next);
                    assert_eq!(next, expected, "state {state}, byte {byte}, class {class}");
                }
            }
        }
    }

    /// Each revision's decomposition reads its document's split, and `build.rs` ships
    /// the product of each (`split::shipped`'s test checks them against this table):
    /// the 1996 draft's outside-in order for RFC 1738, RFC 1808 and the draft itself,
    /// Appendix B from RFC 2396 on, none for the URL Standard.
    #[test]
    fn each_revision_reads_its_document_s_split() {
        use crate::Revision;
        let names: Vec<_> = Revision::ALL
            .iter()
            .map(|&rev| super::of(rev).map(|t| t.name))
            .collect();
        let (outside, b) = (Some("outside-in"), Some("appendix-b"));
        assert_eq!(names, [outside, outside, outside, b, b, b, b, b, b, None]);
    }
}

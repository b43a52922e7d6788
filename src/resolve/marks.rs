//! The two splits of [`super::split`] as transducers, run in the pass of the
//! automaton that validates (`crate::automaton::capture`): a reference is decided and
//! split by one walk over its bytes, and the components are read from where the
//! walk crossed each delimiter.

use std::sync::OnceLock;

use super::split::{Split, Url00Split, is_scheme_byte, split, split_url00};
use crate::automaton::{Capturing, Mark, Marks, Transducer};
use crate::{Revision, Validator};

// The states of both transducers; those that record a mark are entered only by
// their delimiter, and every byte leaves them.
const START: u8 = 0;
/// A non-empty run that may be a scheme.
const FIRST: u8 = 1;
const COLON: u8 = 2;
/// One `/` where an authority (server) may start.
const SLASH: u8 = 3;
const SLASH_SLASH: u8 = 4;
const AUTHORITY: u8 = 5;
const AUTHORITY_END: u8 = 6;
const PATH: u8 = 7;
const SEMICOLON: u8 = 8;
const PARAMS: u8 = 9;
const QUESTION: u8 = 10;
const QUERY: u8 = 11;
const HASH: u8 = 12;
const FRAGMENT: u8 = 13;

fn mark(state: u8) -> Option<Mark> {
    match state {
        COLON => Some(Mark::Colon),
        SLASH_SLASH => Some(Mark::Authority),
        AUTHORITY_END => Some(Mark::AuthorityEnd),
        SEMICOLON => Some(Mark::Semicolon),
        QUESTION => Some(Mark::Question),
        HASH => Some(Mark::Hash),
        _ => None,
    }
}

/// RFC 2396 Appendix B (the bis draft's and RFC 3986's):
/// `^(([^:/?#]+):)?(//([^/?#]*))?([^?#]*)(\?([^#]*))?(#(.*))?`.
const APPENDIX_B: Transducer = Transducer {
    next: |state, byte| match (state, byte) {
        (HASH | FRAGMENT, _) => FRAGMENT,
        (_, b'#') => HASH,
        (QUESTION | QUERY, _) => QUERY,
        (_, b'?') => QUESTION,
        (SLASH_SLASH | AUTHORITY, b'/') => AUTHORITY_END,
        (SLASH_SLASH | AUTHORITY, _) => AUTHORITY,
        (SLASH, b'/') => SLASH_SLASH,
        (START | COLON, b'/') => SLASH,
        (FIRST, b':') => COLON,
        (START | FIRST, b) if b != b':' && b != b'/' => FIRST,
        _ => PATH,
    },
    mark,
    class: |byte| match byte {
        b':' => 1,
        b'/' => 2,
        b'?' => 3,
        b'#' => 4,
        _ => 0,
    },
};

/// The 1996 draft's §4.3 (and RFC 1808 §2.4), outside in: the fragment after the
/// first `#`, the scheme, the server after `//` up to the next `/`, then the query
/// after the first `?` and the parameters after the first `;` before it.
const OUTSIDE_IN: Transducer = Transducer {
    next: |state, byte| match (state, byte) {
        (HASH | FRAGMENT, _) => FRAGMENT,
        (_, b'#') => HASH,
        (QUESTION | QUERY, _) => QUERY,
        (SLASH_SLASH | AUTHORITY, b'/') => AUTHORITY_END,
        (SLASH_SLASH | AUTHORITY, _) => AUTHORITY,
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
    class: |byte| match byte {
        b':' => 1,
        b'/' => 2,
        b'?' => 3,
        b'#' => 4,
        b';' => 5,
        b if is_scheme_byte(b) => 6,
        _ => 0,
    },
};

/// The product of `rev`'s start rule and `split`, compiled once per revision (`None`
/// when the start rule's automaton is not fully compiled).
fn capturing(
    cells: &'static [OnceLock<Option<Capturing>>; Revision::ALL.len()],
    rev: Revision,
    split: &Transducer,
) -> Option<&'static Capturing> {
    cells[rev as usize]
        .get_or_init(|| Capturing::new(Validator::start(rev).automaton(), split))
        .as_ref()
}

/// `input` split by Appendix B, if `rev`'s start rule accepts it: one pass.
pub(crate) fn split_valid(rev: Revision, input: &str) -> Option<Split<'_>> {
    static CELLS: [OnceLock<Option<Capturing>>; Revision::ALL.len()] =
        [const { OnceLock::new() }; Revision::ALL.len()];
    match capturing(&CELLS, rev, &APPENDIX_B) {
        Some(automaton) => Some(appendix_b(input, automaton.run(input.as_bytes())?)),
        None => Validator::start(rev)
            .is_valid(input.as_bytes())
            .then(|| split(input)),
    }
}

/// `input` split outside in, if `rev`'s start rule accepts it: one pass.
pub(crate) fn split_url00_valid(rev: Revision, input: &str) -> Option<Url00Split<'_>> {
    static CELLS: [OnceLock<Option<Capturing>>; Revision::ALL.len()] =
        [const { OnceLock::new() }; Revision::ALL.len()];
    match capturing(&CELLS, rev, &OUTSIDE_IN) {
        Some(automaton) => Some(outside_in(input, automaton.run(input.as_bytes())?)),
        None => Validator::start(rev)
            .is_valid(input.as_bytes())
            .then(|| split_url00(input)),
    }
}

/// A reference split by Appendix B, and whether `rev`'s start rule accepts it: one
/// pass when it does (the appendices resolve references their grammar rejects too).
pub(crate) fn split_reference(rev: Revision, reference: &str) -> (bool, Split<'_>) {
    match split_valid(rev, reference) {
        Some(split) => (true, split),
        None => (false, split(reference)),
    }
}

/// A reference split outside in, and whether `rev`'s start rule accepts it.
pub(crate) fn split_url00_reference(rev: Revision, reference: &str) -> (bool, Url00Split<'_>) {
    match split_url00_valid(rev, reference) {
        Some(split) => (true, split),
        None => (false, split_url00(reference)),
    }
}

/// Appendix B's groups, from where [`APPENDIX_B`] crossed each delimiter.
fn appendix_b(input: &str, marks: Marks) -> Split<'_> {
    let hash = marks.get(Mark::Hash);
    let question = marks.get(Mark::Question);
    // A "?" is crossed only before any "#".
    let path_end = question.or(hash).unwrap_or(input.len());
    let colon = marks.get(Mark::Colon);
    let mut path_start = colon.map_or(0, |c| c + 1);
    let authority = marks.get(Mark::Authority).map(|slash| {
        let end = marks.get(Mark::AuthorityEnd).unwrap_or(path_end);
        path_start = end;
        &input[slash + 1..end]
    });
    Split {
        scheme: colon.map(|c| &input[..c]),
        authority,
        path: &input[path_start..path_end],
        query: question.map(|q| &input[q + 1..hash.unwrap_or(input.len())]),
        fragment: hash.map(|h| &input[h + 1..]),
    }
}

/// The outside-in parts, from where [`OUTSIDE_IN`] crossed each delimiter.
fn outside_in(input: &str, marks: Marks) -> Url00Split<'_> {
    let hash = marks.get(Mark::Hash);
    let before_fragment = hash.unwrap_or(input.len());
    let colon = marks.get(Mark::Colon);
    let mut rest_start = colon.map_or(0, |c| c + 1);
    let server = marks.get(Mark::Authority).map(|slash| {
        let end = marks.get(Mark::AuthorityEnd).unwrap_or(before_fragment);
        rest_start = end;
        &input[slash + 1..end]
    });
    let question = marks.get(Mark::Question);
    let semicolon = marks.get(Mark::Semicolon);
    let rest_end = semicolon.or(question).unwrap_or(before_fragment);
    let rest = &input[rest_start..rest_end];
    let (leading_slash, path) = match rest.strip_prefix('/') {
        Some(path) => (true, path),
        None => (false, rest),
    };
    Url00Split {
        scheme: colon.map(|c| &input[..c]),
        server,
        leading_slash,
        path,
        params: semicolon.map(|s| &input[s + 1..question.unwrap_or(before_fragment)]),
        query: question.map(|q| &input[q + 1..before_fragment]),
        fragment: hash.map(|h| &input[h + 1..]),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::bnf::Generator;

    /// The transducers run alone (every byte accepted): the split of every string of
    /// `:/?#;a%` up to 6 bytes is the hand-written splitter's.
    #[test]
    fn the_transducers_are_the_splits() {
        let walk = |t: &Transducer, s: &str| {
            let mut marks = [usize::MAX; 6];
            let mut state = START;
            for (i, b) in s.bytes().enumerate() {
                state = (t.next)(state, b);
                if let Some(m) = (t.mark)(state) {
                    assert_eq!(marks[m as usize], usize::MAX, "{s:?}: {m:?} twice");
                    marks[m as usize] = i;
                }
            }
            Marks::from(marks)
        };
        let mut strings = vec![String::new()];
        let mut checked = 0;
        while let Some(s) = strings.pop() {
            assert_eq!(appendix_b(&s, walk(&APPENDIX_B, &s)), split(&s), "{s:?}");
            assert_eq!(outside_in(&s, walk(&OUTSIDE_IN, &s)), split_url00(&s), "{s:?}");
            checked += 1;
            if s.len() < 6 {
                strings.extend(":/?#;a%".chars().map(|c| format!("{s}{c}")));
            }
        }
        assert!(checked > 100_000);
    }

    /// On every revision's derived strings and near misses, one pass decides as the
    /// validator does and splits as the splitter does.
    #[test]
    fn one_pass_is_the_check_and_the_split() {
        for rev in Revision::ALL {
            let valid = Validator::start(rev);
            for seed in 0..300 {
                let mut generator = Generator::new(rev.bnf(), seed);
                let derived = generator.derive(rev.start_rule()).unwrap();
                for s in [generator.near_miss(&derived), derived] {
                    let expected = valid.is_valid(s.as_bytes());
                    assert_eq!(split_valid(rev, &s), expected.then(|| split(&s)), "{rev} {s:?}");
                    assert_eq!(
                        split_url00_valid(rev, &s),
                        expected.then(|| split_url00(&s)),
                        "{rev} {s:?}"
                    );
                }
            }
        }
    }
}

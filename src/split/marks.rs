//! The two splits of [`crate::split`] as transducers, run in the pass of the
//! automaton that validates (`crate::automaton::capture`): a reference is decided and
//! split by one walk over its bytes, and the components are read from where the
//! walk crossed each delimiter.

use std::sync::OnceLock;

use super::shipped;
use super::transducers::{APPENDIX_B, OUTSIDE_IN, authority_rule};
use super::{ServerSplit, Split, Url00Split, split, split_server, split_url00};
use crate::automaton::{Capturing, Mark, Marks, Transducer};
use crate::{Revision, Validator};

/// The product of `rev`'s start rule and `split`, once per revision: read from the
/// binary when `build.rs` compiled it (the document's own split), else compiled
/// (`None` when the start rule's automaton is not fully compiled).
fn capturing(
    cells: &'static Cells,
    rev: Revision,
    split: &Transducer,
) -> Option<&'static Capturing> {
    cells[rev as usize]
        .get_or_init(|| {
            if let Some(shipped) = shipped::capturing(rev, split.name) {
                return Some(shipped);
            }
            let sub = authority_rule(rev)
                .map(|rule| Validator::new(rev, rule).expect("the document defines it"));
            Capturing::new(
                Validator::start(rev).automaton(),
                split,
                sub.as_ref().map(Validator::automaton),
            )
        })
        .as_ref()
}

/// A valid reference split in the pass that validated it: its parts, and where the
/// pass crossed each delimiter (`None` when no capturing automaton was built).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) struct Captured<'i, P> {
    pub parts: P,
    input: &'i str,
    marks: Option<Marks>,
}

impl<'i, P> Captured<'i, P> {
    /// The authority `authority` (of these parts) split as a server (for an
    /// authority that is a `reg_name`, meaningless: the views ask the `server`
    /// automaton first).
    /// Whether the authority `authority` (of these parts) is in the language of
    /// `rule`, the revision's [`authority_rule`]: the pass's verdict, or the rule's
    /// automaton when there was no capturing pass.
    #[inline]
    pub(crate) fn authority_in(&self, rule: &Validator, authority: &str) -> bool {
        match &self.marks {
            Some(marks) => marks.sub_accepted(),
            None => rule.is_valid(authority.as_bytes()),
        }
    }

    #[inline]
    pub(crate) fn server(&self, authority: &'i str) -> ServerSplit<'i> {
        match &self.marks {
            Some(marks) => server(self.input, marks, authority),
            None => split_server(authority),
        }
    }
}

/// The products of one split, per revision.
type Cells = [OnceLock<Option<Capturing>>; Revision::ALL.len()];

/// One split of `input` (`parts` reads it from the marks of `transducer`'s product;
/// `split` is the hand-written splitter, for when there is no product), if `rev`'s
/// start rule accepts `input`.
#[inline]
fn capture<'i, P>(
    cells: &'static Cells,
    transducer: &Transducer,
    (rev, input): (Revision, &'i str),
    parts: fn(&'i str, &Marks) -> P,
    split: fn(&'i str) -> P,
) -> Option<Captured<'i, P>> {
    let Some(automaton) = capturing(cells, rev, transducer) else {
        return Validator::start(rev)
            .is_valid(input.as_bytes())
            .then(|| Captured {
                parts: split(input),
                input,
                marks: None,
            });
    };
    let marks = automaton.run(input.as_bytes())?;
    Some(Captured {
        parts: parts(input, &marks),
        input,
        marks: Some(marks),
    })
}

/// `input` split by Appendix B, if `rev`'s start rule accepts it: one pass.
#[inline]
pub(crate) fn split_valid(rev: Revision, input: &str) -> Option<Captured<'_, Split<'_>>> {
    static CELLS: Cells = [const { OnceLock::new() }; Revision::ALL.len()];
    capture(&CELLS, &APPENDIX_B, (rev, input), appendix_b, split)
}

/// `input` split outside in, if `rev`'s start rule accepts it: one pass.
#[inline]
pub(crate) fn split_url00_valid(
    rev: Revision,
    input: &str,
) -> Option<Captured<'_, Url00Split<'_>>> {
    static CELLS: Cells = [const { OnceLock::new() }; Revision::ALL.len()];
    capture(&CELLS, &OUTSIDE_IN, (rev, input), outside_in, split_url00)
}

/// A reference split by Appendix B, and whether `rev`'s start rule accepts it: one
/// pass when it does (the appendices resolve references their grammar rejects too).
pub(crate) fn split_reference(rev: Revision, reference: &str) -> (bool, Split<'_>) {
    match split_valid(rev, reference) {
        Some(captured) => (true, captured.parts),
        None => (false, split(reference)),
    }
}

/// A reference split outside in, and whether `rev`'s start rule accepts it.
pub(crate) fn split_url00_reference(rev: Revision, reference: &str) -> (bool, Url00Split<'_>) {
    match split_url00_valid(rev, reference) {
        Some(captured) => (true, captured.parts),
        None => (false, split_url00(reference)),
    }
}

/// Appendix B's groups, from where [`APPENDIX_B`] crossed each delimiter.
#[inline]
fn appendix_b<'i>(input: &'i str, marks: &Marks) -> Split<'i> {
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
#[inline]
fn outside_in<'i>(input: &'i str, marks: &Marks) -> Url00Split<'i> {
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

/// The authority `authority` (a slice of `input`) split as a server, from where the
/// walk crossed its first `@` and the `:` before its port.
#[inline]
fn server<'i>(input: &'i str, marks: &Marks, authority: &'i str) -> ServerSplit<'i> {
    let start = marks.get(Mark::Authority).map_or(0, |slash| slash + 1);
    let end = start + authority.len();
    let at = marks.get(Mark::At);
    // With no "@", the first ":" of the authority is the port's.
    let colon = marks
        .get(Mark::PortColon)
        .or_else(|| at.is_none().then(|| marks.get(Mark::UserColon)).flatten());
    ServerSplit {
        userinfo: at.map(|at| &input[start..at]),
        host: &input[at.map_or(start, |at| at + 1)..colon.unwrap_or(end)],
        port: colon.map(|colon| &input[colon + 1..end]),
    }
}

#[cfg(test)]
mod tests {
    use super::super::transducers::START;
    use super::*;
    use crate::bnf::Generator;

    /// The marks `t` records on `s` alone (every byte accepted).
    fn walk(t: &Transducer, s: &str) -> Marks {
        let mut marks = [usize::MAX; 9];
        let mut state = START;
        for (i, b) in s.bytes().enumerate() {
            state = (t.next)(state, b);
            if let Some(m) = (t.mark)(state) {
                assert_eq!(marks[m as usize], usize::MAX, "{s:?}: {m:?} twice");
                marks[m as usize] = i;
            }
        }
        Marks::from(marks)
    }

    /// Every revision's product with its document's split is read from the binary.
    #[test]
    fn document_splits_are_shipped() {
        static LOCAL: Cells = [const { OnceLock::new() }; Revision::ALL.len()];
        for rev in Revision::ALL {
            let Some(split) = super::super::transducers::of(rev) else {
                continue;
            };
            let product = capturing(&LOCAL, rev, split);
            assert!(product.unwrap().is_shipped(), "{rev}");
        }
    }

    /// The transducers run alone: on every string of `:/?#;@a` up to 6 bytes, the
    /// split and the authority's split as a server are the hand-written splitters'
    /// (brackets are left to the grammars' strings below: outside a valid host they
    /// mean nothing).
    #[test]
    fn the_transducers_are_the_splits() {
        let mut strings = vec![String::new()];
        let mut checked = 0;
        while let Some(s) = strings.pop() {
            let marks = walk(&APPENDIX_B, &s);
            let parts = appendix_b(&s, &marks);
            assert_eq!(parts, split(&s), "{s:?}");
            let server_split = parts.authority.map(|a| server(&s, &marks, a));
            assert_eq!(server_split, parts.authority.map(split_server), "{s:?}");
            let marks = walk(&OUTSIDE_IN, &s);
            let parts = outside_in(&s, &marks);
            assert_eq!(parts, split_url00(&s), "{s:?}");
            let server_split = parts.server.map(|a| server(&s, &marks, a));
            assert_eq!(server_split, parts.server.map(split_server), "{s:?}");
            checked += 1;
            if s.len() < 6 {
                strings.extend(":/?#;@a".chars().map(|c| format!("{s}{c}")));
            }
        }
        assert!(checked > 100_000);
    }

    /// On every revision's derived strings and near misses (IP literals among them),
    /// one pass decides as the validator does and splits as the splitters do.
    #[test]
    fn one_pass_is_the_check_and_the_split() {
        // The URL Standard's components are read from its derivation, after the valid
        // domain steps (src/components/whatwg.rs): its split is never asked.
        for rev in Revision::ALL.into_iter().filter(|&r| r != Revision::Whatwg) {
            let valid = Validator::start(rev);
            let server = authority_rule(rev).map(|rule| Validator::new(rev, rule).unwrap());
            // The pass's verdict on the authority is the rule's automaton's.
            let verdict = |marks: Option<Marks>, authority: &str| {
                if let Some(server) = &server {
                    let expected = server.is_valid(authority.as_bytes());
                    assert_eq!(
                        marks.unwrap().sub_accepted(),
                        expected,
                        "{rev} {authority:?}"
                    );
                }
            };
            for seed in 0..300 {
                let mut generator = Generator::new(rev.bnf(), seed);
                let derived = generator.derive(rev.start_rule()).unwrap();
                for s in [generator.near_miss(&derived), derived] {
                    let expected = valid.is_valid(s.as_bytes());
                    let generic = split_valid(rev, &s);
                    assert_eq!(generic.is_some(), expected, "{rev} {s:?}");
                    assert_eq!(
                        split_url00_valid(rev, &s).is_some(),
                        expected,
                        "{rev} {s:?}"
                    );
                    if let Some(captured) = generic {
                        assert_eq!(captured.parts, split(&s), "{rev} {s:?}");
                        if let Some(authority) = captured.parts.authority {
                            verdict(captured.marks, authority);
                            let server = captured.server(authority);
                            assert_eq!(server, split_server(authority), "{rev} {s:?}");
                        }
                    }
                    if let Some(captured) = split_url00_valid(rev, &s) {
                        assert_eq!(captured.parts, split_url00(&s), "{rev} {s:?}");
                        // (A server in brackets is no server of the 1996 draft's.)
                        if let Some(server) = captured.parts.server {
                            verdict(captured.marks, server);
                        }
                        if let Some(server) = captured.parts.server.filter(|s| !s.contains('[')) {
                            let split = captured.server(server);
                            assert_eq!(split, split_server(server), "{rev} {s:?}");
                        }
                    }
                }
            }
        }
    }
}

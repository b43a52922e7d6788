//! Errors point at the first byte no string of the language has there, and name what
//! could have come instead, in the document's terms.

use urispec::{Revision, Validator};

fn error(revision: Revision, rule: &str, input: &str) -> (usize, Vec<String>) {
    let e = Validator::new(revision, rule)
        .unwrap()
        .check(input.as_bytes())
        .unwrap_err();
    (e.offset(), e.expected().to_vec())
}

#[test]
fn offsets_are_exact_and_expectations_named() {
    let cases: &[(Revision, &str, &str, usize, &[&str])] = &[
        (
            Revision::Rfc2396,
            "URI-reference",
            "http://a b",
            8,
            &["unreserved", "reserved", "\"#\"", "\"%\"", "end of input"],
        ),
        (
            Revision::Rfc2396,
            "URI-reference",
            "http://a/%zz",
            10,
            &["hex"],
        ),
        (
            Revision::Rfc2396,
            "URI-reference",
            "?y",
            0,
            &[
                "unreserved",
                "\"#\"",
                "\"$\"",
                "\"%\"",
                "\"&\"",
                "\"+\"",
                "\",\"",
                "\"/\"",
                "\";\"",
                "\"=\"",
                "\"@\"",
                "end of input",
            ],
        ),
        (
            Revision::Rfc2396bis00,
            "IPv4address",
            "256.1.1.1",
            2,
            &["\".\"", "\"0\"–\"5\""],
        ),
        (
            Revision::Rfc2396bis00,
            "IPv6reference",
            "[1:2:3:4:5:6:7:8:9]",
            16,
            &["HEXDIG", "\"]\""],
        ),
        (
            Revision::Rfc1738,
            "url",
            "HTTP://a/",
            0,
            &["lowalpha", "digit", "\"+\"", "\"-\"", "\".\""],
        ),
        (Revision::Rfc1738, "httpurl", "http://a:/", 9, &["digit"]),
        // "a_b" is no host, but it can still be a user: "//a_b@h/" is a URL-reference.
        (
            Revision::Url00,
            "URL-reference",
            "//a_b/",
            5,
            &[
                "unreserved",
                "\"%\"",
                "\"&\"",
                "\"+\"",
                "\":\"",
                "\";\"",
                "\"=\"",
                "\"?\"",
                "\"@\"",
            ],
        ),
    ];
    for &(revision, rule, input, offset, expected) in cases {
        let (got_offset, got_expected) = error(revision, rule, input);
        assert_eq!(got_offset, offset, "{revision} {rule} {input:?}");
        assert_eq!(got_expected, expected, "{revision} {rule} {input:?}");
    }
}

#[test]
fn an_input_that_ends_too_early_is_blamed_at_its_end() {
    let e = Revision::Rfc2396bis00.check("http://[::1").unwrap_err();
    assert_eq!((e.offset(), e.found()), (11, "end of input"));
}

#[test]
fn invalid_utf8_is_reported_where_it_starts() {
    let e = Validator::start(Revision::Rfc2396)
        .check(b"http://a/\xFF")
        .unwrap_err();
    assert_eq!((e.offset(), e.found()), (9, "invalid UTF-8"));
}

/// A well-formed character outside RFC 3987's ranges whose first bytes start an allowed
/// one (U+FFFD: `EF BF` starts U+FFC0–U+FFEF) is rejected at its first byte, by name.
#[test]
fn a_character_the_grammar_leaves_at_its_last_byte_is_rejected_whole() {
    let e = Revision::Rfc3987.check("a\u{fffd}").unwrap_err();
    assert_eq!(
        e.message(),
        "unexpected '\\u{fffd}' at byte 1, expected unreserved, sub-delims, \"#\", \"%\", \"/\", \":\", \"?\", \"@\", ucschar or end of input (§2.2)"
    );
}

/// Every scalar value after an RFC 3987 prefix where any character may come next (a
/// path, a query, a host): where the automaton rejects a well-formed character, the
/// error is at the character's first byte, names the character, and lists the rules
/// expected there (the non-ASCII ones by name: `ucschar`, `iprivate`). The automaton
/// leaves the grammar's ranges at the second, third or fourth byte of 72,044 of the
/// 141,676 rejected in a path (C1 controls, U+F000–U+F8FF, noncharacters, the tags
/// block, …).
#[test]
fn every_rejected_character_is_named_at_its_first_byte() {
    let validator = Validator::start(Revision::Rfc3987);
    for (prefix, non_ascii, count) in [
        ("a", "ucschar", 141_676),
        ("http://a/b?", "ucschar, iprivate", 4_208),
        ("http://", "ucschar", 141_676),
    ] {
        let mut rejected = 0;
        let mut input = prefix.as_bytes().to_vec();
        for c in (0..=0x10_FFFF).filter_map(char::from_u32) {
            input.truncate(prefix.len());
            input.extend_from_slice(c.encode_utf8(&mut [0; 4]).as_bytes());
            let Err(e) = validator.check(&input) else {
                continue;
            };
            if e.offset() == input.len() && c.is_ascii() {
                continue; // accepted, then the input ends too early ("%")
            }
            rejected += usize::from(!c.is_ascii());
            let found = if c == '\u{fffd}' {
                "'\\u{fffd}'".to_owned()
            } else {
                format!("{c:?}")
            };
            assert_eq!(
                (e.offset(), e.found()),
                (prefix.len(), found.as_str()),
                "{prefix}{c:?}: {e}"
            );
            let expected = e.expected().join(", ");
            assert!(expected.contains(non_ascii), "{prefix}{c:?}: {e}");
            assert!(!expected.contains("non-ASCII"), "{prefix}{c:?}: {e}");
        }
        assert_eq!(rejected, count, "{prefix}: non-ASCII characters rejected");
    }
}

/// `Automaton::stop` on its own: the offset, what continues there, whether the
/// prefix is itself in the language, and the longest prefix that is.
#[test]
fn the_automaton_says_where_an_input_stops() {
    use urispec::automaton::{Automaton, Stop};
    use urispec::bnf::Notation;

    let grammar = Grammar::parse("a = \"x\" [ \"yz\" ] *\"w\"\n", Notation::Rfc822).unwrap();
    let a = Automaton::compile(&grammar, "a").unwrap();
    let stop = |input: &str| a.stop(input.as_bytes()).expect("a dense automaton");
    let cases = [
        // Nothing of the language starts with "q".
        ("q", 0, &b"x"[..], false, None),
        // "xy" can go on only with "z"; "x" was the longest match.
        ("xyq", 2, b"z", false, Some(1)),
        // Valid up to "xyzw", then a byte no string has there.
        ("xyzwq", 4, b"w", true, Some(4)),
        // Valid and whole.
        ("xww", 3, b"w", true, Some(3)),
        // Too short.
        ("", 0, b"x", false, None),
    ];
    for (input, offset, continuations, end_allowed, longest_match) in cases {
        assert_eq!(
            stop(input),
            Stop {
                offset,
                continuations: continuations.to_vec(),
                end_allowed,
                longest_match,
            },
            "{input:?}"
        );
    }
}

use crate::common;

use std::cell::RefCell;
use std::collections::HashMap;

use urispec::automaton::Automaton;
use urispec::bnf::Generator;
use urispec::bnf::{CharClass, Expr, Grammar};

/// The document's BNF read directly as sets of positions: no automaton, no pest.
/// Independent of both, it says whether `input` is the start of some string of a
/// rule's language.
struct Reader<'a> {
    grammar: &'a Grammar,
    input: &'a str,
    /// Each expression's character class, by address (computed once: fast enough
    /// in a debug build).
    classes: RefCell<HashMap<*const Expr, Option<CharClass>>>,
}

impl Reader<'_> {
    /// Whether some string of `rule`'s language starts with the whole input.
    fn viable(&self, rule: &str) -> bool {
        let mut starts = vec![false; self.input.len() + 1];
        starts[0] = true;
        let (ends, open) = self.run(&self.grammar.rule(rule).unwrap().expr, &starts);
        open || ends[self.input.len()]
    }

    /// From every start in `starts`: where `expr` can end, and whether some way of
    /// reading ran out of input inside `expr` (so the input could go on).
    fn run(&self, expr: &Expr, starts: &[bool]) -> (Vec<bool>, bool) {
        let n = self.input.len();
        let mut ends = vec![false; n + 1];
        let mut open = false;
        let from = || (0..=n).filter(|&s| starts[s]);
        let class = self
            .classes
            .borrow_mut()
            .entry(std::ptr::from_ref(expr))
            .or_insert_with(|| self.grammar.class(expr))
            .clone();
        if let Some(class) = class {
            for s in from() {
                match self.input[s..].chars().next() {
                    None => open = true,
                    Some(c) if class.contains(c) => ends[s + c.len_utf8()] = true,
                    Some(_) => {}
                }
            }
            return (ends, open);
        }
        match expr {
            Expr::Seq(items) => {
                let mut now = starts.to_vec();
                for item in items {
                    let (next, o) = self.run(item, &now);
                    open |= o;
                    now = next;
                }
                ends = now;
            }
            Expr::Alt(items) => {
                for item in items {
                    let (e, o) = self.run(item, starts);
                    open |= o;
                    union(&mut ends, &e);
                }
            }
            Expr::Optional(inner) => {
                (ends, open) = self.run(inner, starts);
                union(&mut ends, starts);
            }
            Expr::Repeat { min, max, expr } => (ends, open) = self.repeat(expr, *min, *max, starts),
            Expr::Literal {
                text,
                case_insensitive,
            } => {
                for s in from() {
                    let mut at = s;
                    let mut read = text.chars();
                    loop {
                        let Some(want) = read.next() else {
                            ends[at] = true;
                            break;
                        };
                        let Some(c) = self.input[at..].chars().next() else {
                            open = true;
                            break;
                        };
                        let same = if *case_insensitive {
                            c.eq_ignore_ascii_case(&want)
                        } else {
                            c == want
                        };
                        if !same {
                            break;
                        }
                        at += c.len_utf8();
                    }
                }
            }
            Expr::Rule(name) => return self.run(&self.grammar.rule(name).unwrap().expr, starts),
            Expr::Range(..) | Expr::Prose(_) => unreachable!("character classes are read above"),
        }
        (ends, open)
    }

    /// `min*max expr`, each position read on from once (the first time it is
    /// reached, when the most repetitions are left).
    fn repeat(
        &self,
        expr: &Expr,
        min: u32,
        max: Option<u32>,
        starts: &[bool],
    ) -> (Vec<bool>, bool) {
        let mut ends = vec![false; starts.len()];
        if min == 0 {
            union(&mut ends, starts);
        }
        let mut now = starts.to_vec();
        let mut open = false;
        for count in 1.. {
            if max.is_some_and(|max| count > max) || !now.contains(&true) {
                break;
            }
            let (next, o) = self.run(expr, &now);
            open |= o;
            if count < min {
                now = next;
            } else {
                now = next.iter().zip(&ends).map(|(&n, &e)| n && !e).collect();
                union(&mut ends, &next);
            }
        }
        (ends, open)
    }
}

fn union(into: &mut [bool], other: &[bool]) {
    into.iter_mut().zip(other).for_each(|(a, &b)| *a |= b);
}

/// The rejection's offset is the longest prefix of the input that some string of the
/// language starts with: that prefix is such a start, and one more character is not.
fn assert_offset_is_longest_start(revision: Revision, input: &str) {
    let Err(e) = revision.check(input) else {
        return;
    };
    if e.expected() == ["valid domain"] {
        // The URL Standard's valid domain steps, out of its grammar: the grammar accepts
        // the whole input, and the error is at the host's first byte.
        assert!(
            Automaton::compile(revision.bnf(), revision.start_rule())
                .unwrap()
                .is_match(input.as_bytes()),
            "{revision} {input:?}: {e}"
        );
        return;
    }
    let grammar = revision.bnf();
    let rule = revision.start_rule();
    let prefix = |end: usize| Reader {
        grammar,
        input: &input[..end],
        classes: RefCell::default(),
    };
    assert!(
        input.is_char_boundary(e.offset()),
        "{revision} {input:?}: {e}"
    );
    assert!(prefix(e.offset()).viable(rule), "{revision} {input:?}: {e}");
    if let Some(c) = input[e.offset()..].chars().next() {
        let longer = prefix(e.offset() + c.len_utf8());
        assert!(!longer.viable(rule), "{revision} {input:?}: {e}");
    }
}

#[test]
fn the_offset_is_the_longest_start_on_every_corpus_line() {
    for file in common::corpus_files() {
        for line in common::corpus(&file) {
            for revision in Revision::ALL {
                assert_offset_is_longest_start(revision, &line);
            }
        }
    }
}

#[test]
fn the_offset_is_the_longest_start_on_near_misses() {
    for revision in Revision::ALL {
        let mut generator = Generator::new(revision.bnf(), 11);
        for _ in 0..150 {
            let derived = generator.derive(revision.start_rule()).unwrap();
            let near = generator.near_miss(&derived);
            let nearer = generator.near_miss(&near);
            for input in [near, nearer] {
                assert_offset_is_longest_start(revision, &input);
            }
        }
    }
}

#[test]
fn the_section_is_the_rule_the_input_was_in() {
    let cases = [
        (Revision::Rfc2396, "http://a/b?q=1)]", "§3.4"),
        (Revision::Rfc2396, "http://a/b)]", "§3.3"),
        (Revision::Rfc2396, "http://a/b#f#", "§4.1"),
        (Revision::Rfc2396, "http://a/%zz", "§3.3"),
        (Revision::Rfc2396, "?y", "§4"),
        (Revision::Rfc3986, "http://a.{b}/", "§3.2"),
        (Revision::Rfc3986, "http://[v1.x", "§3.2.2"),
        // "1.2.3.4:x" can only be a userinfo, so "@" had to come.
        (Revision::Rfc3986, "http://1.2.3.4:x/", "§3.2.1"),
        (Revision::Url00, "//a/b;x=[", "§4.3.3"),
    ];
    for (revision, input, section) in cases {
        let e = revision.check(input).unwrap_err();
        assert_eq!(e.section(), Some(section), "{revision} {input:?}: {e}");
    }
}

#[test]
fn a_state_is_explained_the_same_way_whatever_led_to_it() {
    // A query that just began and one long under way stop in the same state.
    let short = Revision::Rfc2396.check("a:/?]").unwrap_err();
    let long = Revision::Rfc2396
        .check("http://example.com/a/b?x=1&y=2]")
        .unwrap_err();
    assert_eq!(
        (&short.expected(), &short.section()),
        (&long.expected(), &long.section())
    );
    assert_eq!(long.section(), Some("§3.4"));
}

//! `urispec diff`: the known changes between the documents, read off the `.bnf` files,
//! asserted exactly; witnesses checked against the validators (the CLI's output is
//! tested in `cli/tests/diff.rs`).

use urispec::diff::{Diff, diff, normalized_name, show_chars};
use urispec::test_support::pest_grammar_accepts as pest_accepts;
use urispec::{Revision, Validator};

fn names(rules: &[&urispec::bnf::RuleDef]) -> Vec<String> {
    rules.iter().map(|r| r.name.clone()).collect()
}

fn class<'d>(d: &'d Diff, name: &str) -> &'d urispec::diff::ClassChange {
    d.classes
        .iter()
        .find(|c| c.to.name == name)
        .unwrap_or_else(|| panic!("no class change for {name}"))
}

fn chars(set: &urispec::bnf::CharClass) -> String {
    set.ascii_chars().collect()
}

#[test]
fn names_match_ignoring_dash_underscore_and_case() {
    assert_eq!(normalized_name("net_path"), normalized_name("net-path"));
    assert_eq!(
        normalized_name("absoluteURI"),
        normalized_name("absolute-URI")
    );
    assert_eq!(normalized_name("alpha"), normalized_name("ALPHA"));
    assert_ne!(
        normalized_name("URL-reference"),
        normalized_name("URI-reference")
    );
    assert_ne!(normalized_name("hex"), normalized_name("HEXDIG"));
}

#[test]
fn rfc2396_to_bis00() {
    let d = diff(Revision::Rfc2396, Revision::Rfc2396bis00);
    let renamed: Vec<(&str, &str, bool)> = d
        .renamed
        .iter()
        .map(|r| {
            (
                r.from.name.as_str(),
                r.to.name.as_str(),
                r.definition_changed,
            )
        })
        .collect();
    assert_eq!(
        renamed,
        [
            ("absoluteURI", "absolute-URI", false),
            ("relativeURI", "relative-URI", true), // the path became optional
            ("hier_part", "hier-part", true),
            ("opaque_part", "opaque-part", false),
            ("uric_no_slash", "uric-no-slash", true), // "[" and "]"
            ("net_path", "net-path", false),
            ("abs_path", "abs-path", false),
            ("rel_path", "rel-path", false),
            ("rel_segment", "rel-segment", false),
            ("reg_name", "reg-name", true), // the same alternatives, reordered
            ("path_segments", "path-segments", false),
            ("alpha", "ALPHA", false),
            ("digit", "DIGIT", false),
        ]
    );
    assert_eq!(
        names(&d.added),
        [
            "absolute-URI-reference",
            "qualified",
            "dec-octet",
            "IPv6reference",
            "IPv6address",
            "h4",
            "HEXDIG",
            "DQUOTE"
        ]
    );
    // The bis draft uses RFC 2234's HEXDIG and ALPHA, drops the parameters of a
    // segment, and no longer lists the control and space classes of §2.4.3.
    assert_eq!(
        names(&d.removed),
        ["param", "hex", "lowalpha", "upalpha", "control", "space"]
    );

    // "[" and "]" left `unwise` for `reserved`; no other set changed.
    let classes: Vec<&str> = d.classes.iter().map(|c| c.to.name.as_str()).collect();
    assert_eq!(classes, ["reserved", "unwise"]);
    assert_eq!(chars(&class(&d, "reserved").entered), "[]");
    assert_eq!(chars(&class(&d, "reserved").left), "");
    assert_eq!(chars(&class(&d, "unwise").entered), "");
    assert_eq!(chars(&class(&d, "unwise").left), "[]");
    let moved: Vec<(char, Vec<String>, Vec<String>)> = d
        .moved
        .iter()
        .map(|m| (m.ch, m.from_sets.clone(), m.to_sets.clone()))
        .collect();
    let unwise_to_reserved = |c| (c, vec!["unwise".to_owned()], vec!["reserved".to_owned()]);
    assert_eq!(moved, [unwise_to_reserved('['), unwise_to_reserved(']')]);

    let changed: Vec<&str> = d.changed.iter().map(|c| c.to.name.as_str()).collect();
    assert_eq!(
        changed,
        [
            "relative-URI",
            "hier-part",
            "uric-no-slash",
            "reg-name",
            "host",
            "hostname",
            "domainlabel",
            "toplabel",
            "IPv4address",
            "segment",
            "pchar",
            "query",
            "fragment",
            "escaped"
        ]
    );
    let segment = d.changed.iter().find(|c| c.to.name == "segment").unwrap();
    assert_eq!(
        segment.from.text,
        r#"segment       = *pchar *( ";" param )"#
    );
    assert_eq!(segment.to.text, "segment       = *pchar");
    assert_eq!(
        (segment.from.section.as_str(), segment.to.section.as_str()),
        ("§3.3", "§3.3")
    );
    // `URI-reference` reads the same once `absoluteURI` is spelled `absolute-URI`: not
    // a changed definition (its language changed through the rules it uses).
    assert!(!changed.contains(&"URI-reference"));
}

/// Each witness must really be accepted by one side's rule and rejected by the
/// other's: checked with pest (the `.pest` files), independently of the search, which
/// runs the automata compiled from the `.bnf` files. A rule pest keeps silent (a
/// character class) has no pest rule to ask; its witnesses are checked with the
/// validators. Returns how many witnesses pest checked.
fn check_witnesses(d: &Diff) -> usize {
    let mut by_pest = 0;
    for c in &d.changed {
        let w = c.witnesses.as_ref().expect("searched");
        let sides = [(&w.from_only, true), (&w.to_only, false)];
        for (witness, from_side) in sides {
            let Some(s) = witness else { continue };
            let pest = (
                pest_accepts(d.from, &c.from.name, s),
                pest_accepts(d.to, &c.to.name, s),
            );
            let verdicts = if let (Some(from), Some(to)) = pest {
                by_pest += 1;
                (from, to)
            } else {
                let from = Validator::new(d.from, &c.from.name).unwrap();
                let to = Validator::new(d.to, &c.to.name).unwrap();
                (from.is_valid(s.as_bytes()), to.is_valid(s.as_bytes()))
            };
            assert_eq!(verdicts, (from_side, !from_side), "{} {s:?}", c.from.name);
        }
    }
    by_pest
}

#[test]
fn rfc2396_to_bis00_witnesses() {
    let mut d = diff(Revision::Rfc2396, Revision::Rfc2396bis00);
    d.search_witnesses(urispec::diff::DEFAULT_TRIES);
    assert!(check_witnesses(&d) > 0, "pest checked no witness");
    let found = |name: &str| {
        let w = d
            .changed
            .iter()
            .find(|c| c.to.name == name)
            .and_then(|c| c.witnesses.clone())
            .unwrap();
        (w.from_only, w.to_only)
    };
    let some = |s: &str| Some(s.to_owned());
    // RFC 2396 needs a path in a relative reference; the draft does not.
    assert_eq!(found("relative-URI"), (None, some("")));
    assert_eq!(found("uric-no-slash"), (None, some("[")));
    // `a.` is no bis hostname (its trailing "." comes only after a toplabel), and
    // `0` is no RFC 2396 one (the last label starts with a letter).
    assert_eq!(found("host"), (some("a."), some("0")));
    // The draft bounds a label at 63 characters.
    assert_eq!(found("domainlabel"), (Some("a".repeat(64)), None));
    assert_eq!(found("IPv4address").1, None);
    assert_eq!(found("pchar"), (None, some(";")));
    // The texts differ, the languages (as far as the search goes) do not: RFC 2396's
    // `*pchar *( ";" param )` with `param = *pchar` is every string of pchar and ";",
    // and the draft's pchar includes ";". So `a;b` is a segment of both.
    assert_eq!(found("segment"), (None, None));
    for rev in [Revision::Rfc2396, Revision::Rfc2396bis00] {
        assert!(Validator::new(rev, "segment").unwrap().is_valid(b"a;b"));
    }
    // The same alternatives in another order; HEXDIG is case-insensitive in ABNF.
    assert_eq!(found("reg-name"), (None, None));
    assert_eq!(found("escaped"), (None, None));
    assert_eq!(found("query"), (None, None));

    // Reproducible: the same search finds the same witnesses.
    let mut again = diff(Revision::Rfc2396, Revision::Rfc2396bis00);
    again.search_witnesses(urispec::diff::DEFAULT_TRIES);
    let all = |d: &Diff| {
        d.changed
            .iter()
            .map(|c| c.witnesses.clone())
            .collect::<Vec<_>>()
    };
    assert_eq!(all(&d), all(&again));
}

#[test]
fn rfc1738_to_url00() {
    let d = diff(Revision::Rfc1738, Revision::Url00);
    let renamed: Vec<(&str, &str)> = d
        .renamed
        .iter()
        .map(|r| (r.from.name.as_str(), r.to.name.as_str()))
        .collect();
    assert_eq!(renamed, [("genericurl", "generic-URL")]);
    // `~` left `national` for `unreserved` (through the new `mark`).
    let tilde = d.moved.iter().find(|m| m.ch == '~').unwrap();
    assert_eq!(tilde.from_sets, ["national"]);
    assert_eq!(tilde.to_sets, ["unreserved", "mark"]);
    assert_eq!(chars(&class(&d, "unreserved").entered), "~");
    // `+` moved from `safe` (and so `unreserved`) to `reserved`.
    assert_eq!(chars(&class(&d, "unreserved").left), "+");
    assert_eq!(chars(&class(&d, "reserved").entered), "+");
    let plus = d.moved.iter().find(|m| m.ch == '+').unwrap();
    assert_eq!(
        (plus.from_sets.clone(), plus.to_sets.clone()),
        (
            vec!["safe".to_owned(), "unreserved".to_owned()],
            vec!["reserved".to_owned()]
        )
    );
    // `national` lost its ASCII characters to `unwise` and `mark`; in the draft it is
    // the complement of the other sets: every non-ASCII character.
    let national = class(&d, "national");
    assert_eq!(chars(&national.left), "[\\]^`{|}~");
    assert_eq!(show_chars(&national.entered), "every non-ASCII character");
    assert_eq!(d.classes.len(), 3);
    assert!(names(&d.added).contains(&"mark".to_owned()));
    for gone in ["safe", "extra", "punctuation", "escape", "url", "httpurl"] {
        assert!(names(&d.removed).contains(&gone.to_owned()), "{gone}");
    }
    let scheme = d.changed.iter().find(|c| c.to.name == "scheme").unwrap();
    assert_eq!(scheme.from.section, "§5");
    assert_eq!(scheme.to.section, "§4.1");
}

#[test]
fn rfc1738_to_url00_witnesses() {
    let mut d = diff(Revision::Rfc1738, Revision::Url00);
    d.search_witnesses(2_000);
    assert!(check_witnesses(&d) > 0, "pest checked no witness");
    let w = |name: &str| {
        d.changed
            .iter()
            .find(|c| c.to.name == name)
            .and_then(|c| c.witnesses.clone())
            .unwrap()
    };
    // RFC 1738's scheme is lowercase only.
    assert_eq!(w("scheme").to_only.as_deref(), Some("A"));
    assert_eq!(w("uchar").from_only.as_deref(), Some("+"));
    assert_eq!(w("uchar").to_only.as_deref(), Some("~"));
    assert_eq!(w("port").to_only.as_deref(), Some(""));
}

#[test]
fn reserved_grew_across_the_documents() {
    let entered = |a, b| chars(&class(&diff(a, b), "reserved").entered);
    assert_eq!(entered(Revision::Rfc1738, Revision::Url00), "+");
    assert_eq!(entered(Revision::Url00, Revision::Rfc2396), "$,");
    assert_eq!(entered(Revision::Rfc1738, Revision::Rfc2396), "$+,");
    assert_eq!(entered(Revision::Rfc2396, Revision::Rfc2396bis00), "[]");
}

#[test]
fn a_revision_against_itself_is_unchanged() {
    for rev in Revision::ALL {
        let d = diff(rev, rev);
        assert!(
            d.renamed.is_empty()
                && d.added.is_empty()
                && d.removed.is_empty()
                && d.classes.is_empty()
                && d.moved.is_empty()
                && d.changed.is_empty(),
            "{rev}"
        );
    }
}

#[test]
fn reversed_is_mirrored() {
    for a in Revision::ALL {
        for b in Revision::ALL {
            let (ab, ba) = (diff(a, b), diff(b, a));
            assert_eq!(names(&ab.added).len(), names(&ba.removed).len());
            assert_eq!(ab.renamed.len(), ba.renamed.len());
            assert_eq!(ab.changed.len(), ba.changed.len());
            assert_eq!(ab.classes.len(), ba.classes.len());
            for c in &ab.classes {
                let back = ba
                    .classes
                    .iter()
                    .find(|k| k.from.name == c.to.name)
                    .unwrap();
                assert_eq!((&c.entered, &c.left), (&back.left, &back.entered));
            }
        }
    }
}

/// RFC 3986 Appendix D lists what changed from RFC 2396 (D.1 additions, D.2
/// modifications). Each claim about the grammar is found in the computed diff;
/// grammar/README.md lists the claims a grammar diff cannot see (the prose ones).
/// The diff, the names added and removed, and the (from, to) names of changed rules.
type Appendix = (Diff, Vec<String>, Vec<String>, Vec<(String, String)>);

fn rfc2396_to_rfc3986() -> Appendix {
    let d = diff(Revision::Rfc2396, Revision::Rfc3986);
    let added = names(&d.added);
    let removed = names(&d.removed);
    let changed = d
        .changed
        .iter()
        .map(|c| (c.from.name.clone(), c.to.name.clone()))
        .collect();
    (d, added, removed, changed)
}

fn has(list: &[String], name: &str) -> bool {
    list.iter().any(|n| n == name)
}

fn has_change(changed: &[(String, String)], from: &str, to: &str) -> bool {
    changed.iter().any(|(f, t)| f == from && t == to)
}

#[test]
fn rfc3986_appendix_d1_additions_appear_in_the_diff() {
    let (d, added, removed, changed) = rfc2396_to_rfc3986();

    // D.1: "An ABNF rule for URI has been introduced".
    assert!(has(&added, "URI"));
    // D.1: "IPv6 (and later) literals have been added ... a version flag", with
    // "the addition of "[" and "]" to the reserved set".
    for rule in ["IP-literal", "IPv6address", "IPvFuture", "h16", "ls32"] {
        assert!(has(&added, rule), "{rule}");
    }
    assert!(has_change(&changed, "host", "host"));
    assert_eq!(chars(&class(&d, "reserved").entered), "!#'()*[]");
    let bracket = d.moved.iter().find(|m| m.ch == '[').unwrap();
    assert_eq!(bracket.from_sets, ["unwise"]);
    assert_eq!(bracket.to_sets, ["reserved", "gen-delims"]);
    // `unwise` (and the other excluded sets of §2.4.3) are gone.
    for rule in ["unwise", "delims", "control", "space"] {
        assert!(has(&removed, rule), "{rule}");
    }
    // D.1: "the definition of IPv4address has been improved in order to limit each
    // decimal octet to the range 0-255".
    assert!(has(&added, "dec-octet"));
    assert!(has_change(&changed, "IPv4address", "IPv4address"));
    let ipv4 = |rev| Validator::new(rev, "IPv4address").unwrap();
    assert!(ipv4(Revision::Rfc2396).is_valid(b"256.1.1.1"));
    assert!(!ipv4(Revision::Rfc3986).is_valid(b"256.1.1.1"));
}

#[test]
fn rfc3986_appendix_d2_modifications_appear_in_the_diff() {
    let (d, added, removed, changed) = rfc2396_to_rfc3986();
    // D.2: rules with "_" renamed with "-" (those that survive).
    let renamed: Vec<(&str, &str)> = d
        .renamed
        .iter()
        .map(|r| (r.from.name.as_str(), r.to.name.as_str()))
        .collect();
    for pair in [
        ("absoluteURI", "absolute-URI"),
        ("hier_part", "hier-part"),
        ("reg_name", "reg-name"),
    ] {
        assert!(renamed.contains(&pair), "{pair:?}");
    }
    // D.2: the obsolete rules of the table, and "the uric, uric_no_slash,
    // opaque_part, net_path, abs_path, rel_path, path_segments, rel_segment, and
    // mark rules" and "The server, hostport, hostname, domainlabel, toplabel, and
    // alphanum rules have been removed"; relativeURI "replaced with relative-ref".
    for rule in [
        "relativeURI",
        "opaque_part",
        "net_path",
        "abs_path",
        "rel_path",
        "rel_segment",
        "server",
        "hostport",
        "hostname",
        "domainlabel",
        "toplabel",
        "path_segments",
        "param",
        "uric",
        "uric_no_slash",
        "mark",
        "escaped",
        "hex",
        "alphanum",
    ] {
        assert!(has(&removed, rule), "{rule}");
    }
    for rule in ["relative-ref", "pct-encoded", "HEXDIG"] {
        assert!(has(&added, rule), "{rule}");
    }
    // D.2: "The mark characters that are typically unsafe to decode, including
    // "!", "*", "'", "(" and ")", have been moved to the reserved set": they left
    // unreserved, which keeps "-", ".", "_" and "~".
    assert_eq!(chars(&class(&d, "unreserved").left), "!'()*");
    assert!(
        class(&d, "unreserved")
            .entered
            .ascii_chars()
            .next()
            .is_none()
    );
    let unreserved = Revision::Rfc3986.bnf().rule("unreserved").unwrap();
    let set = Revision::Rfc3986.bnf().class(&unreserved.expr).unwrap();
    assert_eq!(
        set.ascii_chars()
            .filter(|c| !c.is_ascii_alphanumeric())
            .collect::<String>(),
        "-._~"
    );
    // D.2: "The number sign ("#") character has been moved back to the reserved set".
    let hash = d.moved.iter().find(|m| m.ch == '#').unwrap();
    assert_eq!(hash.from_sets, ["delims"]);
    assert_eq!(hash.to_sets, ["reserved", "gen-delims"]);
    // D.2: "five separate path matching rules" (path-noscheme for the colon in a
    // first segment).
    for rule in [
        "path-abempty",
        "path-absolute",
        "path-noscheme",
        "path-rootless",
        "path-empty",
    ] {
        assert!(has(&added, rule), "{rule}");
    }
    // D.2: "corrected to allow the path component to be empty. This also allows an
    // absolute-URI to consist of nothing after the "scheme:"".
    assert!(has_change(&changed, "absoluteURI", "absolute-URI"));
    assert!(
        !Validator::new(Revision::Rfc2396, "absoluteURI")
            .unwrap()
            .is_valid(b"about:")
    );
    assert!(
        Validator::new(Revision::Rfc3986, "absolute-URI")
            .unwrap()
            .is_valid(b"about:")
    );
    // D.2: "Registry-based naming authorities ... are now defined within the host
    // rule ... it allows the host component to contain percent-encoded octets".
    assert!(has_change(&changed, "reg_name", "reg-name"));
    let host = |rev| Validator::new(rev, "host").unwrap();
    assert!(!host(Revision::Rfc2396).is_valid(b"%C3%A9t%C3%A9.example"));
    assert!(host(Revision::Rfc3986).is_valid(b"%C3%A9t%C3%A9.example"));
    // D.2: the fragment "remains excluded from absolute-URI"; "within the URI and
    // relative-ref rules".
    assert!(
        !Validator::new(Revision::Rfc3986, "absolute-URI")
            .unwrap()
            .is_valid(b"a:b#f")
    );
    assert!(
        Validator::new(Revision::Rfc3986, "URI")
            .unwrap()
            .is_valid(b"a:b#f")
    );
}

#[test]
fn diff_bis00_to_rfc3986() {
    let d = diff(Revision::Rfc2396bis00, Revision::Rfc3986);
    // Between the draft and the RFC: IPvFuture and the five path forms arrive, the
    // bis draft's IPv6reference and hostname go.
    let added = names(&d.added);
    let removed = names(&d.removed);
    for rule in [
        "URI",
        "IP-literal",
        "IPvFuture",
        "path-noscheme",
        "sub-delims",
    ] {
        assert!(added.iter().any(|n| n == rule), "{rule}");
    }
    for rule in ["IPv6reference", "hostname", "mark", "unwise", "opaque-part"] {
        assert!(removed.iter().any(|n| n == rule), "{rule}");
    }
    assert_eq!(chars(&class(&d, "reserved").entered), "!#'()*");
    assert_eq!(chars(&class(&d, "unreserved").left), "!'()*");
}

/// `Diff::search_witnesses` seeds each rule's search with the FNV-1a hash of the
/// rule's normalized name (in the revision compared to): the same witnesses as
/// `Witnesses::search` with that seed, so a rule's witnesses do not depend on the
/// other rules of the diff. A short search (40 tries) depends on its seed.
#[test]
fn each_search_is_seeded_with_the_rule_s_name() {
    fn fnv_1a(name: &str) -> u64 {
        name.bytes().fold(0xCBF2_9CE4_8422_2325, |h, b| {
            (h ^ u64::from(b)).wrapping_mul(0x0100_0000_01B3)
        })
    }
    let tries = 40;
    let mut d = diff(Revision::Rfc2396, Revision::Rfc2396bis00);
    d.search_witnesses(tries);
    for c in &d.changed {
        let alone = urispec::diff::Witnesses::search(
            (d.from, &c.from.name),
            (d.to, &c.to.name),
            tries,
            fnv_1a(&normalized_name(&c.to.name)),
        )
        .unwrap();
        assert_eq!(c.witnesses.as_ref(), Some(&alone), "{}", c.to.name);
    }
}

/// `show_chars`: ASCII one by one, runs of three or more lowercase letters,
/// uppercase letters or digits as ranges, controls and the space as `%x` values (a
/// run of them as one range), then non-ASCII as `U+` ranges.
#[test]
fn show_chars_spells_a_set_for_a_reader() {
    use urispec::bnf::CharClass;
    let set = |ranges: &[(char, char)]| {
        ranges.iter().fold(CharClass::default(), |acc, &(lo, hi)| {
            acc.union(&CharClass::range(lo, hi))
        })
    };
    let cases: &[(&[(char, char)], &str)] = &[
        (&[], ""),
        (&[('a', 'a')], "a"),
        (&[('a', 'b')], "a b"),
        (&[('a', 'c')], "a-c"),
        (&[('0', '9')], "0-9"),
        (&[('8', ';')], "8 9 : ;"),
        (&[('X', 'c')], r"X-Z [ \ ] ^ _ ` a-c"),
        (&[('x', 'z'), ('A', 'B'), ('-', '.')], "- . A B x-z"),
        (&[('\0', ' ')], "%x00-20"),
        (&[('\t', '\t'), ('\x7F', '\x7F')], "%x09 %x7F"),
        (&[('\x1E', '!')], "%x1E-20 !"),
        (&[('~', '\u{A0}')], "~ %x7F U+0080-U+00A0"),
        (
            &[('\u{E9}', '\u{E9}'), ('\u{2028}', '\u{2029}')],
            "U+00E9 U+2028-U+2029",
        ),
        (
            &[('z', '\u{10FFFF}')],
            "z { | } ~ %x7F every non-ASCII character",
        ),
    ];
    for &(ranges, shown) in cases {
        assert_eq!(show_chars(&set(ranges)), shown, "{ranges:?}");
    }
}

/// `Witnesses::search` tests exactly `tries` candidates: the empty string, then in
/// turn a string derived from the first side's rule and its near miss, the same from
/// the second side's, and so on. The two sides here share no string of three or
/// more characters, so what each side's derivations find shows whose turn it was.
#[test]
fn a_search_tests_tries_candidates_taking_the_sides_in_turn() {
    use urispec::diff::Witnesses;
    let ipv4 = (Revision::Rfc2396, "IPv4address");
    let alpha = (Revision::Rfc2396, "alpha");
    for tries in 1..=7 {
        for seed in 0..4 {
            let w = Witnesses::search(ipv4, alpha, tries, seed).unwrap();
            assert_eq!(w.tries, tries, "{tries} tries, seed {seed}");
        }
    }
    for seed in 0..4 {
        // The empty string, then the first side's turn: an IPv4 address.
        // Shrunk (each of the four numbers down to one digit) and plainly spelled.
        let w = Witnesses::search(ipv4, alpha, 3, seed).unwrap();
        assert_eq!(w.from_only.as_deref(), Some("0.0.0.0"), "seed {seed}");
        let w = Witnesses::search(alpha, ipv4, 3, seed).unwrap();
        assert_eq!(w.from_only.as_deref(), Some("a"), "seed {seed}");
        assert!(w.to_only.is_none(), "seed {seed}: {w:?}");
        // The second side's turn comes next.
        let w = Witnesses::search(alpha, ipv4, 4, seed).unwrap();
        assert_eq!(w.to_only.as_deref(), Some("0.0.0.0"), "seed {seed}");
    }
}

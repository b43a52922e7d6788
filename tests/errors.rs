//! Public functions return typed errors, never abort or panic: recursive and
//! malformed grammars, rules that do not compile, unknown rules, a zero count.

use urispec::automaton::{Automaton, CompileError};
use urispec::bnf::Generator;
use urispec::bnf::{Grammar, GrammarError, Notation, SyntaxProblem};
use urispec::diff::Witnesses;
use urispec::{Revision, RuleError, UnknownRule, Validator};

fn recursive(text: &str, notation: Notation) -> Vec<String> {
    match Grammar::parse(text, notation) {
        Err(GrammarError::Recursive { cycle }) => cycle,
        other => panic!("{text:?}: expected a recursion error, got {other:?}"),
    }
}

/// The example (it overflowed the stack in `Automaton::compile`), and
/// cycles through other rules, through a prose rule's names and through ABNF's
/// case-insensitive names: each is an error naming the cycle, from the first of its
/// rules in the document.
#[test]
fn recursive_grammars_are_an_error_naming_the_cycle() {
    assert_eq!(
        recursive("a = \"x\" a | \"y\"\n", Notation::Rfc822),
        ["a", "a"]
    );
    assert_eq!(
        recursive(
            "s = t\nt = \"x\"\na = \"(\" b \")\"\nb = c | \"y\"\nc = *a\n",
            Notation::Rfc822
        ),
        ["a", "b", "c", "a"]
    );
    assert_eq!(
        recursive(
            "c = *a\na = \"(\" b \")\"\nb = c | \"y\"\n",
            Notation::Rfc822
        ),
        ["c", "a", "b", "c"]
    );
    assert_eq!(
        recursive(
            "n = <Any character not in the m sets>\nm = n\n",
            Notation::Rfc822
        ),
        ["n", "m", "n"]
    );
    assert_eq!(
        recursive("Rule = \"x\" / rule\n", Notation::Abnf),
        ["Rule", "Rule"]
    );
    let err = Grammar::parse("a = \"x\" b\nb = [ a ]\n", Notation::Rfc822).unwrap_err();
    assert_eq!(
        err.to_string(),
        "rule a is recursive (a → b → a): every rule must be a regular language"
    );
}

/// A grammar whose rules share a rule (a diamond, not a cycle) is not recursive.
#[test]
fn shared_rules_are_not_recursion() {
    let grammar =
        Grammar::parse("a = b c\nb = d\nc = d d\nd = \"x\"\n", Notation::Rfc822).expect("no cycle");
    let a = Automaton::compile(&grammar, "a").unwrap();
    assert!(a.is_match(b"xxx"));
    assert!(!a.is_match(b"xx"));
}

/// Malformed rules: the line and the problem, as data.
#[test]
fn syntax_errors_name_the_line_and_the_problem() {
    let cases: [(&str, SyntaxProblem); 9] = [
        ("a \"x\"", SyntaxProblem::MissingEquals),
        ("a = \"x", SyntaxProblem::UnterminatedString),
        ("a = <x", SyntaxProblem::UnterminatedProse),
        ("a = %d65", SyntaxProblem::UnsupportedNumeric),
        ("a = %x5A-41", SyntaxProblem::BadNumeric("5A-41".to_owned())),
        ("a = ( \"x\"", SyntaxProblem::Unclosed(')')),
        ("a = \"x\" | | \"y\"", SyntaxProblem::EmptyAlternative),
        ("a = *", SyntaxProblem::MissingElement),
        (
            "a = \"x\" )",
            SyntaxProblem::UnexpectedToken("')'".to_owned()),
        ),
    ];
    for (rule, problem) in cases {
        let text = format!("; a comment\nok = \"y\"\n{rule}\n");
        assert_eq!(
            Grammar::parse(&text, Notation::Rfc822).unwrap_err(),
            GrammarError::Syntax { line: 3, problem },
            "{rule}"
        );
    }
    let err = Grammar::parse("a = \"x\" {", Notation::Rfc822).unwrap_err();
    assert_eq!(err.to_string(), "line 1: unexpected character '{'");
}

/// `Automaton::compile`: an undefined rule, asked for or referred to.
#[test]
fn compile_errors_name_the_rule() {
    let grammar = Grammar::parse("a = \"x\" b\n", Notation::Rfc822).unwrap();
    assert_eq!(
        Automaton::compile(&grammar, "a").unwrap_err(),
        CompileError::UndefinedRule {
            rule: "b".to_owned(),
            used_by: Some("a".to_owned()),
        }
    );
    assert_eq!(
        Automaton::compile(&grammar, "z").unwrap_err().to_string(),
        "no rule named \"z\""
    );
}

/// `Validator::new` and `Witnesses::search` on a rule the document does not define.
#[test]
fn unknown_rules_are_unknown() {
    let unknown = RuleError::Unknown(UnknownRule {
        revision: Revision::Rfc3986,
        rule: "hos".to_owned(),
    });
    assert_eq!(
        Validator::new(Revision::Rfc3986, "hos").unwrap_err(),
        unknown
    );
    assert_eq!(
        Witnesses::search(
            (Revision::Rfc2396, "host"),
            (Revision::Rfc3986, "hos"),
            10,
            1
        )
        .unwrap_err(),
        unknown
    );
    assert_eq!(
        unknown.to_string(),
        "rfc3986: no rule named \"hos\" (close names: host)"
    );
}

/// A zero count draws zero, and a grammar without a rule of that name derives nothing.
#[test]
fn the_generator_does_not_panic_on_zero() {
    let mut generator = Generator::new(Revision::Rfc2396.bnf(), 3);
    assert_eq!(generator.below(0), 0);
    assert_eq!(generator.below(1), 0);
    assert!((0..100).all(|_| generator.below(5) < 5));
    assert_eq!(generator.derive("no-such-rule"), None);
    let zero = Grammar::parse("a = 0\"x\" \"y\"\n", Notation::Abnf).unwrap();
    assert_eq!(Generator::new(&zero, 1).derive("a").as_deref(), Some("y"));
}

/// Nesting deep enough to overflow the stack of the recursive walks (the parser,
/// the compiler, the generator, `Grammar::class`) is an error: groups within a rule,
/// and chains of rules.
#[test]
fn too_deep_grammars_are_an_error() {
    let groups = format!(
        "a = {}\"x\"{}\n",
        "( ".repeat(100_000),
        " )".repeat(100_000)
    );
    assert_eq!(
        Grammar::parse(&groups, Notation::Rfc822).unwrap_err(),
        GrammarError::Syntax {
            line: 1,
            problem: SyntaxProblem::TooDeep
        }
    );
    let chain: String = (0..300)
        .map(|i| format!("r{i} = r{} \"x\"\n", i + 1))
        .chain(["r300 = \"y\"\n".to_owned()])
        .collect();
    assert!(matches!(
        Grammar::parse(&chain, Notation::Rfc822),
        Err(GrammarError::TooDeep { .. })
    ));
    let shallow: String = (0..50)
        .map(|i| format!("r{i} = r{} \"x\"\n", i + 1))
        .chain(["r50 = \"y\"\n".to_owned()])
        .collect();
    let grammar = Grammar::parse(&shallow, Notation::Rfc822).expect("50 levels are fine");
    let a = Automaton::compile(&grammar, "r0").unwrap();
    assert!(a.is_match(format!("y{}", "x".repeat(50)).as_bytes()));
}

/// A rule whose fully compiled DFA would pass the size limit still compiles, to the
/// meta regex (a lazy DFA), and decides the same language; it has no states for
/// `stop` to report.
#[test]
fn a_rule_too_large_for_a_dense_dfa_falls_back_to_the_meta_regex() {
    // `(x|y)* x (x|y){15}`: the DFA remembers the last 16 bytes (2^16 states), and
    // the second alternative's class, every other ASCII byte, gives each byte a
    // class of its own (a wide transition table per state).
    let every_other: Vec<String> = (0..64).map(|i| format!("%x{:02X}", 2 * i)).collect();
    let text = format!(
        "a = *c \"x\" 15c / \"-\" ( {} )\nc = \"x\" / \"y\"\n",
        every_other.join(" / ")
    );
    let grammar = Grammar::parse(&text, Notation::Abnf).unwrap();
    let a = Automaton::compile(&grammar, "a").expect("the meta regex");
    let y15 = "y".repeat(15);
    assert!(a.is_match(format!("yyx{y15}").as_bytes()));
    assert!(a.is_match(b"-\x02"));
    assert!(!a.is_match(format!("x{y15}y").as_bytes()));
    assert!(!a.is_match(b"-\x01"));
    assert_eq!(a.stop(b"x"), None, "no dense DFA");
}

/// The depth limit (256) exactly: a rule's depth is one for its expression, one per
/// group level, and at a reference one more plus the depth of the rule referred to.
/// A chain `r0 = r1 "x"`, … adds 3 per link.
#[test]
fn the_depth_limit_is_exact() {
    // `links` rules, each `r{i} = <link with r{i+1}>`, then `r{links} = last`.
    let grammar = |link: fn(usize) -> String, links: usize, last: &str| -> String {
        (0..links)
            .map(|i| format!("r{i} = {}\n", link(i + 1)))
            .chain([format!("r{links} = {last}\n")])
            .collect()
    };
    let chain = |links, last| grammar(|next| format!("r{next} \"x\""), links, last);
    // 1 + 3 × 85 = 256: at the limit.
    let at = Grammar::parse(&chain(85, "\"y\""), Notation::Rfc822);
    assert!(at.is_ok(), "{at:?}");
    // 1 + 3 × 86 = 259: past it.
    assert_eq!(
        Grammar::parse(&chain(86, "\"y\""), Notation::Rfc822).unwrap_err(),
        GrammarError::TooDeep {
            rule: "r0".to_owned()
        }
    );
    // 2 + 3 × 85 = 257 (a sequence at the end): past it, no rule exactly at it.
    assert_eq!(
        Grammar::parse(&chain(85, "\"y\" \"z\""), Notation::Rfc822).unwrap_err(),
        GrammarError::TooDeep {
            rule: "r0".to_owned()
        }
    );
    // The same through options: `r0 = [ r1 ]` is 3 per link too.
    let options = |links, last| grammar(|next| format!("[ r{next} ]"), links, last);
    assert!(Grammar::parse(&options(85, "\"y\""), Notation::Rfc822).is_ok());
    assert!(Grammar::parse(&options(85, "\"y\" \"z\""), Notation::Rfc822).is_err());
    // And through repetitions: `r0 = *r1`.
    let repeats = |links, last| grammar(|next| format!("*r{next}"), links, last);
    assert!(Grammar::parse(&repeats(85, "\"y\""), Notation::Rfc822).is_ok());
    assert!(Grammar::parse(&repeats(85, "\"y\" \"z\""), Notation::Rfc822).is_err());
}

/// The generator's numbers are splitmix64's (Vigna's reference values), so a seed
/// gives the same strings on every platform and version.
#[test]
fn the_generator_draws_splitmix64() {
    let mut generator = Generator::new(Revision::Rfc2396.bnf(), 0);
    let draws: Vec<u64> = (0..3).map(|_| generator.next_u64()).collect();
    assert_eq!(
        draws,
        [
            0xE220_A839_7B1D_CDAF,
            0x6E78_9E6A_A1B9_65F4,
            0x06C4_5D18_8009_454F
        ]
    );
    let mut generator = Generator::new(Revision::Rfc2396.bnf(), 1_234_567);
    assert_eq!(generator.next_u64(), 6_457_827_717_110_365_317);
    assert_eq!(generator.next_u64(), 0x2C73_F084_5854_0FA5);
}

/// A near miss is one edit away: a character of `NEAR_MISS_CHARS` inserted
/// (anywhere, the end included), one character deleted, or one replaced; every kind
/// occurs.
#[test]
fn a_near_miss_is_one_edit_away() {
    use urispec::bnf::NEAR_MISS_CHARS;
    // No character of the input is one a near miss draws.
    let input: Vec<char> = "bcdeg".chars().collect();
    let (mut inserted, mut at_end, mut deleted, mut replaced) = (0, 0, 0, 0);
    for seed in 0..300 {
        let mut generator = Generator::new(Revision::Rfc2396.bnf(), seed);
        let miss: Vec<char> = generator.near_miss("bcdeg").chars().collect();
        let edits = |shorter: &[char], longer: &[char]| {
            (0..longer.len())
                .find(|&i| longer[..i] == shorter[..i] && longer[i + 1..] == shorter[i..])
        };
        if miss.len() == input.len() + 1 {
            let at = edits(&input, &miss).expect("an insertion");
            assert!(NEAR_MISS_CHARS.contains(&miss[at]), "{miss:?}");
            inserted += 1;
            at_end += usize::from(at == input.len());
        } else if miss.len() + 1 == input.len() {
            assert!(edits(&miss, &input).is_some(), "{miss:?}");
            deleted += 1;
        } else {
            let differ: Vec<usize> = (0..input.len()).filter(|&i| miss[i] != input[i]).collect();
            assert_eq!(differ.len(), 1, "{miss:?}");
            assert!(NEAR_MISS_CHARS.contains(&miss[differ[0]]), "{miss:?}");
            replaced += 1;
        }
    }
    assert!(
        inserted > at_end && at_end > 0 && deleted > 0 && replaced > 0,
        "{inserted} inserted ({at_end} at the end), {deleted} deleted, {replaced} replaced"
    );
    let mut generator = Generator::new(Revision::Rfc2396.bnf(), 1);
    let miss: Vec<char> = generator.near_miss("").chars().collect();
    assert!(
        miss.len() == 1 && NEAR_MISS_CHARS.contains(&miss[0]),
        "{miss:?}"
    );
}

/// What the generator derives: each character of a class inside the class, mostly
/// ASCII, sometimes from anywhere in it; a case-sensitive literal as written, a
/// case-insensitive one in either case; a repetition within its bounds, mostly a
/// few more than the least, sometimes the most.
#[test]
fn the_generator_derives_within_the_grammar() {
    // RFC 822 notation: quoted literals are exact; ABNF's match either case.
    let grammar = Grammar::parse(
        "class = %x61-7A | %x3B1-3C9\nexact = \"abc\"\nsome = 2*20\"x\"\nmany = *\"x\"\n",
        Notation::Rfc822,
    )
    .unwrap();
    let abnf = Grammar::parse("any-case = \"abc\"\n", Notation::Abnf).unwrap();
    let mut generator = Generator::new(&grammar, 5);
    let mut derive = |rule: &str| generator.derive(rule).unwrap();
    let draws = 4_000;
    let class: Vec<char> = (0..draws)
        .map(|_| derive("class"))
        .map(|s| {
            let mut chars = s.chars();
            let c = chars.next().unwrap();
            assert_eq!(chars.next(), None, "{s:?}");
            c
        })
        .collect();
    assert!(
        class
            .iter()
            .all(|c| c.is_ascii_lowercase() || ('α'..='ω').contains(c)),
        "{class:?}"
    );
    let greek = class.iter().filter(|c| !c.is_ascii()).count();
    assert!(
        greek > 0 && greek < draws / 10,
        "{greek} of {draws} not ASCII"
    );
    // Drawn from anywhere in a range, not only its first characters.
    let distinct: std::collections::HashSet<&char> =
        class.iter().filter(|c| !c.is_ascii()).collect();
    assert!(distinct.len() > 5, "{distinct:?}");

    assert!((0..100).all(|_| derive("exact") == "abc"));
    let mut abnf_generator = Generator::new(&abnf, 5);
    let cases: std::collections::HashSet<String> = (0..100)
        .map(|_| abnf_generator.derive("any-case").unwrap())
        .collect();
    assert!(cases.contains("abc") && cases.contains("ABC"), "{cases:?}");
    assert!(cases.iter().all(|s| s.eq_ignore_ascii_case("abc")));

    let some: Vec<usize> = (0..800).map(|_| derive("some").len()).collect();
    assert!(some.iter().all(|n| (2..=20).contains(n)), "{some:?}");
    let most = some.iter().filter(|&&n| n == 20).count();
    assert!(most > 40 && most < 200, "{most} of 800 at the most");
    assert!(some.iter().filter(|&&n| n <= 5).count() > 600);
    let many: std::collections::HashSet<usize> = (0..200).map(|_| derive("many").len()).collect();
    assert_eq!(many, (0..=3).collect(), "a few more than none");
}

/// Groups one after another are not nested: only nesting counts toward the limit.
#[test]
fn groups_side_by_side_are_not_too_deep() {
    let groups = format!("a = {}\n", "( \"x\" ) ".repeat(300));
    let grammar = Grammar::parse(&groups, Notation::Rfc822).expect("300 groups, none nested");
    let a = Automaton::compile(&grammar, "a").unwrap();
    assert!(a.is_match("x".repeat(300).as_bytes()));
}

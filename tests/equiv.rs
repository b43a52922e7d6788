//! Equivalence and normalization: every example the documents give, as exact tests,
//! and the rules each document states, one test per rule and revision.

use urispec::Revision::{self, Rfc1738, Rfc2396, Rfc2396bis00, Rfc2732, Rfc3986, Rfc3987, Url00};
use urispec::equiv::{Level, NormalizeOptions};

fn equivalent(rev: Revision, a: &str, b: &str) -> bool {
    rev.equivalent(a, b, NormalizeOptions::default())
        .unwrap_or_else(|e| panic!("{a} / {b}: {e}"))
        .equivalent
}

/// The steps that made `a` and `b` equal, as displayed.
fn steps(rev: Revision, a: &str, b: &str, options: NormalizeOptions) -> Vec<String> {
    let e = rev.equivalent(a, b, options).unwrap();
    assert!(e.equivalent, "{rev}: {a} / {b}: {:?}", e.difference);
    e.a.steps
        .iter()
        .chain(&e.b.steps)
        .map(ToString::to_string)
        .collect()
}

fn normal(rev: Revision, input: &str, level: Level) -> String {
    rev.normalize(
        input,
        NormalizeOptions {
            level,
            ..NormalizeOptions::default()
        },
    )
    .unwrap()
    .normal
}

// RFC 2396, §6 (and the bis draft's §6, lines 1139-1148; its copy lost the URIs, given
// in shared/specs/README.md): "the URL <http://www.XEROX.com> is equivalent to
// <http://www.xerox.com>".
#[test]
fn rfc2396_section_6_xerox() {
    for rev in [Rfc2396, Rfc2396bis00] {
        assert_eq!(
            steps(
                rev,
                "http://www.XEROX.com",
                "http://www.xerox.com",
                NormalizeOptions::default()
            ),
            ["host case: www.XEROX.com → www.xerox.com (§6)"]
        );
    }
}

// RFC 1738 and the 1996 draft state no case rule for host names: the same pair is
// not equivalent under them, and the difference says why.
#[test]
fn xerox_under_the_older_documents() {
    for (rev, section) in [(Rfc1738, "§3.1"), (Url00, "§4.3.1")] {
        let e = rev
            .equivalent(
                "http://www.XEROX.com",
                "http://www.xerox.com",
                NormalizeOptions::default(),
            )
            .unwrap();
        let d = e.difference.unwrap();
        assert_eq!(d.component, "host");
        assert_eq!(
            (d.a.as_deref(), d.b.as_deref()),
            (Some("www.XEROX.com"), Some("www.xerox.com"))
        );
        assert_eq!(d.note.unwrap().section, section);
    }
}

// RFC 2396 §2.4.2 (bis draft §2.4.2, lines 466-472): "%7e" is sometimes used instead
// of "~" in an http URL path, but the two are equivalent for an http URL.
#[test]
fn rfc2396_section_2_4_2_tilde() {
    for rev in [Rfc2396, Rfc2396bis00] {
        assert_eq!(
            steps(
                rev,
                "http://a/%7e",
                "http://a/~",
                NormalizeOptions::default()
            ),
            ["unreserved escape: %7e → ~ (§2.3, §2.4.2)"]
        );
        // The normal form leaves unescaping to the scheme's canonicalization
        // algorithm, and says so.
        let n = rev
            .normalize("http://a/%7e", NormalizeOptions::default())
            .unwrap();
        assert_eq!(n.normal, "http://a/%7E");
        assert_eq!(
            n.notes[0].to_string(),
            "unreserved escape: %7E is the unreserved '~', but unescaping it is left to the \
             scheme's canonicalization algorithm, if it defines one: kept (§2.3, §2.4.2)"
        );
    }
}

// The note that unescaping is left to the scheme is for an escaped unreserved
// character the normal form keeps: not for an escaped reserved character (other data:
// RFC 2396 §2.4.2's "/" in a path), nor where the normal form unescapes (RFC 3986
// §6.2.2.2).
#[test]
fn the_unreserved_escape_note_is_for_unreserved_escapes_kept() {
    let notes = |rev: Revision, input: &str| {
        rev.normalize(input, NormalizeOptions::default())
            .unwrap()
            .notes
            .into_iter()
            .filter(|n| n.rule == "unreserved escape")
            .map(|n| n.text)
            .collect::<Vec<_>>()
    };
    assert_eq!(
        notes(Rfc2396, "http://a/%2f%7e"),
        [
            "%7E is the unreserved '~', but unescaping it is left to the scheme's \
          canonicalization algorithm, if it defines one: kept"
        ]
    );
    assert!(notes(Rfc3986, "http://a/%2f%7e").is_empty());
}

// The 1996 draft §2.2: unreserved characters (its `mark` has "~") can be escaped
// without changing the semantics; RFC 1738 §2.2 has no "~" among them (it is unsafe,
// `national`), so the literal form is no RFC 1738 URL at all.
#[test]
fn tilde_under_the_older_documents() {
    assert_eq!(
        steps(
            Url00,
            "http://a/%7e",
            "http://a/~",
            NormalizeOptions::default()
        ),
        ["unreserved escape: %7e → ~ (§2.2)"]
    );
    assert_eq!(normal(Url00, "http://a/%7e", Level::Syntax), "http://a/~");
    assert!(
        Rfc1738
            .equivalent("http://a/%7e", "http://a/~", NormalizeOptions::default())
            .is_err()
    );
    assert_eq!(
        normal(Rfc1738, "http://a/%7e", Level::Syntax),
        "http://a/%7E"
    );
    assert_eq!(
        steps(
            Rfc1738,
            "http://a/%41%2d",
            "http://a/A-",
            NormalizeOptions::default()
        ),
        // Adjacent escapes under one rule are one step (a line of escapes costs a
        // small multiple of its length).
        ["unreserved escape: %41%2d → A- (§2.2)"]
    );
}

// Escapes that touch and apply one rule are one step; escapes of two rules are two,
// touching or not. An input longer than 4096 bytes also has the steps of one rule
// joined across gaps shorter than 32 bytes, kept in the step (so that a long line of
// escapes costs a small multiple of its length, not a step per escape).
#[test]
fn escape_steps_are_joined_where_they_touch_and_in_a_long_input_across_short_gaps() {
    let steps = |input: &str| {
        Rfc3986
            .normalize(input, NormalizeOptions::default())
            .unwrap()
            .steps
            .iter()
            .map(|s| (s.from.clone(), s.to.clone()))
            .collect::<Vec<_>>()
    };
    let pair = |from: &str, to: &str| (from.to_owned(), to.to_owned());
    assert_eq!(
        steps("http://a/%41%2f%2f"),
        [pair("%41", "A"), pair("%2f%2f", "%2F%2F")]
    );
    assert_eq!(
        steps("http://a/%41b%42"),
        [pair("%41", "A"), pair("%42", "B")]
    );
    // 4096 bytes: not long; 4097: long.
    let filler = "y".repeat(4096 - "http://a/%41b%42".len());
    assert_eq!(
        steps(&format!("http://a/%41b%42{filler}")),
        [pair("%41", "A"), pair("%42", "B")]
    );
    assert_eq!(
        steps(&format!("http://a/%41b%42{filler}y")),
        [pair("%41b%42", "AbB")]
    );
    let gap = |n| format!("%41{}", "x".repeat(n)).repeat(130);
    assert_eq!(steps(&format!("http://a/{}", gap(31))).len(), 1);
    assert_eq!(steps(&format!("http://a/{}", gap(32))).len(), 130);
}

// Reserved characters escaped are not the same data (RFC 1738 §2.2, the draft §2.1,
// RFC 2396 §2.2): no revision removes the difference.
#[test]
fn escaped_reserved_characters_differ() {
    for rev in Revision::ALL {
        let e = rev
            .equivalent(
                "http://a/b%2Fc",
                "http://a/b/c",
                NormalizeOptions::default(),
            )
            .unwrap();
        assert!(!e.equivalent, "{rev}");
        assert!(matches!(e.difference.unwrap().component, "path"), "{rev}");
    }
}

// The case of escapes' hexadecimal digits: RFC 1738 §2.2 ("abcdef" may also be used),
// the draft §2.3.1, RFC 2396 and the bis draft §2.4.1.
#[test]
fn escape_case() {
    for (rev, section) in [
        (Rfc1738, "§2.2"),
        (Url00, "§2.3.1"),
        (Rfc2396, "§2.4.1"),
        (Rfc2396bis00, "§2.4.1"),
    ] {
        assert_eq!(
            steps(
                rev,
                "http://a/%3b",
                "http://a/%3B",
                NormalizeOptions::default()
            ),
            [format!("escape case: %3b → %3B ({section})")]
        );
    }
}

// Scheme names: the draft §4.1, RFC 2396 and the bis draft §3.1 ("treat upper case
// letters as equivalent to lower case in scheme names"). RFC 1738's grammar spells
// schemes in lower case (`scheme = 1*[ lowalpha | …]`, `"http://"`), so "HTTP" is
// rejected there even though §2.1 asks programs to accept it.
#[test]
fn scheme_case() {
    assert_eq!(
        steps(Url00, "HTTP://a/", "http://a/", NormalizeOptions::default()),
        ["scheme case: HTTP → http (§4.1)"]
    );
    for rev in [Rfc2396, Rfc2396bis00] {
        assert_eq!(
            steps(rev, "HTTP://a/", "http://a/", NormalizeOptions::default()),
            ["scheme case: HTTP → http (§3.1, §6)"]
        );
    }
    assert!(
        Rfc1738
            .equivalent("HTTP://a/", "http://a/", NormalizeOptions::default())
            .is_err()
    );
}

// RFC 1738 §3: the default port of each scheme it defines, with its section.
#[test]
fn rfc1738_default_ports() {
    for (a, b, step) in [
        ("ftp://h:21/x", "ftp://h/x", "default port 21 for ftp, §3.2"),
        (
            "http://h:80/x",
            "http://h/x",
            "default port 80 for http, §3.3",
        ),
        (
            "gopher://h:70/",
            "gopher://h/",
            "default port 70 for gopher, §3.4",
        ),
        (
            "nntp://h:119/g",
            "nntp://h/g",
            "default port 119 for nntp, §3.7",
        ),
        (
            "telnet://h:23",
            "telnet://h",
            "default port 23 for telnet, §3.8",
        ),
        (
            "wais://h:210/db",
            "wais://h/db",
            "default port 210 for wais, §3.9",
        ),
        (
            "prospero://h:1525/p",
            "prospero://h/p",
            "default port 1525 for prospero, §3.11",
        ),
    ] {
        let port = &a[a.find("h:").unwrap() + 1..];
        let port = &port[..port.find('/').unwrap_or(port.len())];
        assert_eq!(
            steps(Rfc1738, a, b, NormalizeOptions::default()),
            [format!("default port: {port} → (removed) ({step})")]
        );
    }
    // Another port is another server.
    assert!(!equivalent(Rfc1738, "http://h:8080/x", "http://h/x"));
    // A port is a number (§3.1 `port = digits`): leading zeros name the same one.
    assert_eq!(
        steps(
            Rfc1738,
            "http://h:0080/x",
            "http://h/x",
            NormalizeOptions::default()
        ),
        ["default port: :0080 → (removed) (default port 80 for http, §3.3)"]
    );
    assert!(!equivalent(Rfc1738, "http://h:800/x", "http://h/x"));
    // A scheme RFC 1738 defines no default port for: left to the scheme.
    let e = Rfc1738
        .equivalent("foo://h:80/x", "foo://h/x", NormalizeOptions::default())
        .unwrap();
    assert_eq!(e.difference.unwrap().note.unwrap().section, "§3.1");
}

// RFC 1738 §3.3: "If neither <path> nor <searchpart> is present, the "/" may also be
// omitted."
#[test]
fn rfc1738_http_slash() {
    assert_eq!(
        steps(
            Rfc1738,
            "http://h",
            "http://h/",
            NormalizeOptions::default()
        ),
        ["empty path: (none) → / (an empty path is \"/\" for http, §3.3)"]
    );
    assert_eq!(normal(Rfc1738, "http://h:80", Level::Scheme), "http://h/");
    assert_eq!(normal(Rfc1738, "http://h:80", Level::Syntax), "http://h:80");
    // Only for http: ftp's "/" is its own (§3.2.2).
    assert!(!equivalent(Rfc1738, "ftp://h", "ftp://h/"));
}

// RFC 2396 §6 and the bis draft §6: an explicit default port equals an elided one,
// but the default is the scheme's (§3.2.2) and neither names one. The 1996 draft
// §4.3.1: "the default port number is assumed". Without the option, urispec keeps the
// port and says so; with it, RFC 1738 §3's defaults apply, cited as RFC 1738's.
#[test]
fn default_port_left_to_the_scheme() {
    for (rev, section) in [
        (Url00, "§4.3.1"),
        (Rfc2396, "§6, §3.2.2"),
        (Rfc2396bis00, "§6, §3.2.2"),
    ] {
        let e = rev
            .equivalent("http://a:80/", "http://a/", NormalizeOptions::default())
            .unwrap();
        let d = e.difference.unwrap();
        assert_eq!(
            (d.component, d.a.as_deref(), d.b),
            ("port", Some("80"), None)
        );
        assert_eq!(d.note.unwrap().section, section);
        let with = NormalizeOptions {
            rfc1738_ports: true,
            ..NormalizeOptions::default()
        };
        assert_eq!(
            steps(rev, "http://a:80/", "http://a/", with),
            ["default port: :80 → (removed) (default port 80 for http, RFC 1738 §3.3)"]
        );
    }
}

// The rfc1738-ports option is suggested only where RFC 1738 names the scheme's port:
// it names http's, not https's.
#[test]
fn rfc1738_ports_suggested_only_where_it_applies() {
    for (input, suggested) in [("http://a:80/", true), ("https://a:443/", false)] {
        let n = Rfc2396
            .normalize(input, NormalizeOptions::default())
            .unwrap();
        let note = n.notes.iter().find(|n| n.rule == "default port").unwrap();
        assert_eq!(
            note.text.contains("rfc1738-ports"),
            suggested,
            "{input}: {}",
            note.text
        );
    }
}

// At the syntax level no port rule applies.
#[test]
fn levels() {
    let with = |level| NormalizeOptions {
        level,
        rfc1738_ports: true,
    };
    let e = Rfc2396
        .equivalent("http://a:80/", "http://a/", with(Level::Syntax))
        .unwrap();
    assert!(!e.equivalent);
    assert!(
        Rfc2396
            .equivalent("http://a:80/", "http://a/", with(Level::Scheme))
            .unwrap()
            .equivalent
    );
}

// Everything else is compared exactly: path case, empty query, fragment.
#[test]
fn other_components_are_exact() {
    for rev in [Url00, Rfc2396, Rfc2396bis00] {
        assert!(!equivalent(rev, "http://a/B", "http://a/b"), "{rev}");
        assert!(!equivalent(rev, "http://a/?", "http://a/"), "{rev}");
        assert!(!equivalent(rev, "http://a/#", "http://a/"), "{rev}");
        assert!(equivalent(rev, "", ""), "{rev}");
    }
}

// An invalid input is an error with the grammar's diagnostic, not an answer.
#[test]
fn invalid_inputs_are_errors() {
    let err = Rfc2396
        .equivalent("http://a b", "http://a", NormalizeOptions::default())
        .unwrap_err();
    assert_eq!(err.offset(), 8);
    assert!(
        Rfc2396
            .normalize("%zz", NormalizeOptions::default())
            .is_err()
    );
}

// RFC 1738 §3.10: "<host> can be the string "localhost" or the empty string; this is
// interpreted as `the machine from which the URL is being interpreted'".
#[test]
fn rfc1738_file_localhost() {
    assert_eq!(
        steps(
            Rfc1738,
            "file://localhost/etc/motd",
            "file:///etc/motd",
            NormalizeOptions::default()
        ),
        ["local host: localhost → (removed) (\"localhost\" is the empty host for file, §3.10)"]
    );
    assert!(!equivalent(
        Rfc2396,
        "file://localhost/etc/motd",
        "file:///etc/motd"
    ));
}

// §3.10 is about file URLs and the host "localhost": another scheme's "localhost" is
// a host like any other (RFC 1738 §3.1), and a file URL's other hosts stay.
#[test]
fn rfc1738_localhost_only_in_a_file_url() {
    assert_eq!(
        normal(Rfc1738, "http://localhost/", Level::Scheme),
        "http://localhost/"
    );
    assert_eq!(
        normal(Rfc1738, "file://h/etc/motd", Level::Scheme),
        "file://h/etc/motd"
    );
}

// The "/" after the server is no part of the 1996 draft's path (§4.3.2): without it
// the path is undefined, with nothing after it empty (issue 9), and the difference
// names the path.
#[test]
fn url00_slash_after_the_server() {
    let e = Url00
        .equivalent("http://a", "http://a/", NormalizeOptions::default())
        .unwrap();
    let d = e.difference.unwrap();
    assert_eq!(
        (d.component, d.a.as_deref(), d.b.as_deref()),
        ("path", None, Some(""))
    );
    assert_eq!(
        d.to_string(),
        "path differs: undefined vs \"\"; scheme-dependent: the interpretation of the scheme-specific part depends on the scheme (§4.1)"
    );
    assert_eq!(d.note.unwrap().section, "§4.1");
}

// A difference carries the note on its own component, else the document's general
// one: a note on a default port left to the scheme does not explain a path that
// differs.
#[test]
fn a_difference_s_note_is_about_its_component() {
    let e = Rfc2396
        .equivalent(
            "http://a:80/x",
            "http://a:80/y",
            NormalizeOptions::default(),
        )
        .unwrap();
    assert!(e.a.notes.iter().any(|n| n.rule == "default port"));
    assert_eq!(
        e.difference.unwrap().to_string(),
        "path differs: \"/x\" vs \"/y\"; scheme-dependent: in general, the rules for equivalence and definition of a normal form, if any, are scheme dependent (§6)"
    );
}

// RFC 2396 §6 makes host names case-insensitive, not every host: RFC 2732's IPv6
// literal keeps the case of its hexadecimal digits, and says why (RFC 3986 §6.2.2.1
// extends the rule to every host).
#[test]
fn rfc2396_host_case_is_for_host_names() {
    let n = Rfc2732
        .normalize("http://[FE80::A]/", NormalizeOptions::default())
        .unwrap();
    assert_eq!(n.normal, "http://[FE80::A]/");
    assert_eq!(
        n.notes.iter().map(ToString::to_string).collect::<Vec<_>>(),
        [
            "host case: the document makes host names case-insensitive; [FE80::A] is not a \
          hostname but IPv6reference: kept (§6)"
        ]
    );
    assert_eq!(
        normal(Rfc3986, "http://[FE80::A]/", Level::Syntax),
        "http://[fe80::a]/"
    );
}

// RFC 3986 §6.2.2: "an application using this approach could reasonably consider the
// following two URIs equivalent".
#[test]
fn rfc3986_section_6_2_2() {
    assert_eq!(
        steps(
            Rfc3986,
            "example://a/b/c/%7Bfoo%7D",
            "eXAMPLE://a/./b/../b/%63/%7bfoo%7d",
            NormalizeOptions::default()
        ),
        [
            "unreserved escape: %63 → c (§6.2.2.2)",
            "escape case: %7b → %7B (§6.2.2.1)",
            "escape case: %7d → %7D (§6.2.2.1)",
            "scheme case: eXAMPLE → example (§6.2.2.1)",
            "dot segments: /./b/../b/c/%7Bfoo%7D → /b/c/%7Bfoo%7D (§6.2.2.3)",
        ]
    );
    // Syntax-based: the same at that level.
    let syntax = NormalizeOptions {
        level: Level::Syntax,
        ..NormalizeOptions::default()
    };
    assert!(
        Rfc3986
            .equivalent(
                "example://a/b/c/%7Bfoo%7D",
                "eXAMPLE://a/./b/../b/%63/%7bfoo%7d",
                syntax
            )
            .unwrap()
            .equivalent
    );
}

// RFC 3986 §6.2.2.1: "%3a" versus "%3A"; <HTTP://www.EXAMPLE.com/> is equivalent to
// <http://www.example.com/>.
#[test]
fn rfc3986_section_6_2_2_1() {
    assert_eq!(
        steps(
            Rfc3986,
            "http://a/%3a",
            "http://a/%3A",
            NormalizeOptions::default()
        ),
        ["escape case: %3a → %3A (§6.2.2.1)"]
    );
    assert_eq!(
        steps(
            Rfc3986,
            "HTTP://www.EXAMPLE.com/",
            "http://www.example.com/",
            NormalizeOptions::default()
        ),
        [
            "scheme case: HTTP → http (§6.2.2.1)",
            "host case: www.EXAMPLE.com → www.example.com (§6.2.2.1)"
        ]
    );
    // "The other generic syntax components are assumed to be case-sensitive."
    assert!(!equivalent(Rfc3986, "http://a/B", "http://a/b"));
}

// RFC 3986 §6.2.2.2: percent-encoded unreserved characters are decoded; others stay.
#[test]
fn rfc3986_section_6_2_2_2() {
    assert_eq!(
        normal(Rfc3986, "http://a/%7e%41%2d%2F", Level::Syntax),
        "http://a/~A-%2F"
    );
    assert_eq!(
        steps(
            Rfc3986,
            "http://a/%7Euser",
            "http://a/~user",
            NormalizeOptions::default()
        ),
        ["unreserved escape: %7E → ~ (§6.2.2.2)"]
    );
}

// RFC 3986 §6.2.2.3: dot segments removed from a URI's path (not from a relative
// reference, whose dots resolution needs).
#[test]
fn rfc3986_section_6_2_2_3() {
    assert_eq!(
        normal(Rfc3986, "http://a/b/c/./../../g", Level::Syntax),
        "http://a/g"
    );
    assert_eq!(normal(Rfc3986, "../a/./b", Level::Syntax), "../a/./b");
    // A path that would start with "//" without an authority is kept, and said so.
    let n = Rfc3986
        .normalize("foo:/..//b", NormalizeOptions::default())
        .unwrap();
    assert_eq!(
        (n.normal.as_str(), n.notes[0].rule),
        ("foo:/..//b", "dot segments")
    );
}

// The care of `dot_segments_that_leave_a_double_slash_are_compared_by_the_letter` is
// for a path without an authority that would start with "//": after an authority
// such a path reads as a path, and a path that does not start with "//" reads as one
// anyway (§3.3), so both lose their dot segments.
#[test]
fn rfc3986_section_6_2_2_3_needs_care_only_without_an_authority() {
    assert_eq!(
        normal(Rfc3986, "http://h/a/..//b", Level::Syntax),
        "http://h//b"
    );
    assert_eq!(normal(Rfc3986, "foo:/a/./b", Level::Syntax), "foo:/a/b");
}

// RFC 3986 §6.2.3: "the following four URIs are equivalent", the second is the normal
// form for "http"; "http://example.com/?" cannot be assumed equivalent to them; two
// URIs that differ only by the suffix "#" are different.
#[test]
fn rfc3986_section_6_2_3() {
    let four = [
        "http://example.com",
        "http://example.com/",
        "http://example.com:/",
        "http://example.com:80/",
    ];
    for a in four {
        assert_eq!(
            normal(Rfc3986, a, Level::Scheme),
            "http://example.com/",
            "{a}"
        );
        for b in four {
            assert!(equivalent(Rfc3986, a, b), "{a} / {b}");
        }
        assert!(!equivalent(Rfc3986, a, "http://example.com/?"), "{a}");
        assert!(!equivalent(Rfc3986, a, "http://example.com/#"), "{a}");
    }
    // §3.2.3: "port = *DIGIT", a decimal number: leading zeros name the same port,
    // and trailing ones another.
    assert_eq!(
        normal(Rfc3986, "http://example.com:080/", Level::Scheme),
        "http://example.com/"
    );
    assert!(!equivalent(
        Rfc3986,
        "http://example.com:800/",
        "http://example.com/"
    ));
    // At the syntax level, no scheme-based rule applies.
    assert_eq!(
        normal(Rfc3986, "http://example.com:80", Level::Syntax),
        "http://example.com:80"
    );
    // "mailto:Joe@Example.COM" is equivalent to "mailto:Joe@example.com" by the mailto
    // scheme's rule, which urispec does not apply: it is a scheme's, and says so.
    let e = Rfc3986
        .equivalent(
            "mailto:Joe@Example.COM",
            "mailto:Joe@example.com",
            NormalizeOptions::default(),
        )
        .unwrap();
    let d = e.difference.unwrap();
    assert_eq!(
        (d.component, d.note.unwrap().section.as_str()),
        ("path", "§6.2.3")
    );
    // Only http's default port is named; others are left to their schemes.
    let e = Rfc3986
        .equivalent("ftp://a:21/", "ftp://a/", NormalizeOptions::default())
        .unwrap();
    assert_eq!(
        e.difference.unwrap().note.unwrap().section,
        "§6.2.3, §3.2.3"
    );
}

// RFC 3986 §6.2.4 is out of reach, and the output says so.
#[test]
fn rfc3986_protocol_based_is_out_of_reach() {
    let n = Rfc3986
        .normalize("http://example.com/data", NormalizeOptions::default())
        .unwrap();
    assert_eq!(n.notes[0].section, "§6.2.4");
}

// RFC 3987 §5.3.2: "example://a/b/c/%7Bfoo%7D/rosé" and
// "eXAMPLE://a/./b/../b/%63/%7bfoo%7d/ros%C3%A9" are the pair syntax-based
// normalization "could reasonably consider" equivalent; §5.3.2.3 aligns the
// percent-encoding "by converting both IRIs to URIs" (§3.1). The normal form keeps
// the escape (only unreserved ASCII is decoded).
#[test]
fn rfc3987_section_5_3_2_example() {
    let (a, b) = (
        "example://a/b/c/%7Bfoo%7D/rosé",
        "eXAMPLE://a/./b/../b/%63/%7bfoo%7d/ros%C3%A9",
    );
    assert!(equivalent(Rfc3987, a, b));
    assert!(equivalent(Rfc3987, b, a));
    assert_eq!(
        normal(Rfc3987, b, Level::Syntax),
        "example://a/b/c/%7Bfoo%7D/ros%C3%A9"
    );
    assert_eq!(normal(Rfc3987, a, Level::Syntax), a);
    let s = steps(Rfc3987, a, b, NormalizeOptions::default());
    assert_eq!(
        s[0],
        "IRI to URI: é → %C3%A9 (the URI it maps to, §5.3.2.3, §3.1)"
    );
}

/// §5.3.2.3 on every component: characters beside escapes of their UTF-8 octets
/// (whole, in part, in either case) are equivalent; a different character, an
/// escaped reserved character, or an octet of another encoding is not.
#[test]
fn rfc3987_percent_encoding_is_aligned_in_every_component() {
    let same = [
        ("http://a/rosé", "http://a/ros%c3%a9"),
        ("http://a/€é", "http://a/%E2%82%ACé"),
        ("http://a/€é", "http://a/€%C3%A9"),
        ("http://a/%e2%82%acé", "http://a/€%c3%a9"),
        ("http://a/b?q=日本", "http://a/b?q=%E6%97%A5本"),
        ("http://a/b?\u{E000}", "http://a/b?%EE%80%80"),
        ("http://a/b#ré", "http://a/b#r%C3%A9"),
        ("http://ré@a/", "http://r%C3%A9@a/"),
        ("http://usér:pâss@a/", "http://us%C3%A9r:p%c3%a2ss@a/"),
        ("http://é.example/", "http://%C3%A9.example/"),
        ("http://é.example/", "http://%c3%a9.example/"),
        ("http://A.example/é", "http://a.EXAMPLE/%C3%A9"),
        ("http://a/%F0%9F%98%80x", "http://a/😀x"),
        ("//é/b", "//%C3%A9/b"),
        ("a/é", "a/%C3%A9"),
        ("?é#é", "?%C3%A9#%C3%A9"),
        ("http://a/ros%C3%A9/./x", "http://a/rosé/x"),
    ];
    for (a, b) in same {
        assert!(equivalent(Rfc3987, a, b), "{a} / {b}");
        assert!(equivalent(Rfc3987, b, a), "{b} / {a}");
    }
    let different = [
        ("http://a/rosé", "http://a/rose%CC%81"), // NFC is out of reach
        ("http://a/é", "http://a/%E9"),           // Latin-1, not UTF-8
        ("http://a/é", "http://a/%C3%A8"),
        ("http://a/é/b", "http://a/é%2Fb"),
        ("http://é.example/", "http://É.example/"), // §5.3.3's case, not §5.3.2.1's
        ("http://é.example/", "http://%c3%a9.EXAMPLE/"), // the same: a non-ASCII host
        ("http://a/b?é", "http://a/b#%C3%A9"),
    ];
    for (a, b) in different {
        assert!(!equivalent(Rfc3987, a, b), "{a} / {b}");
    }
    // The normal form is unchanged: escapes of non-ASCII octets stay, characters stay.
    for (input, normal_form) in [
        ("http://a/ros%c3%a9", "http://a/ros%C3%A9"),
        ("http://a/rosé", "http://a/rosé"),
        ("http://%c3%a9.example/", "http://%C3%A9.example/"),
    ] {
        assert_eq!(normal(Rfc3987, input, Level::Scheme), normal_form);
    }
}

// RFC 3987 §5.3.2.1: "the scheme and US-ASCII only host are case insensitive"; the
// case of a non-ASCII host (literal, or as escapes of non-ASCII octets) is §5.3.3's.
#[test]
fn rfc3987_section_5_3_2_1_only_a_us_ascii_host() {
    assert_eq!(
        normal(Rfc3987, "http://usER:passWORD@α.CoM/", Level::Syntax),
        "http://usER:passWORD@α.CoM/"
    );
    assert_eq!(
        normal(Rfc3987, "http://%CE%B1.CoM/", Level::Syntax),
        "http://%CE%B1.CoM/"
    );
    assert_eq!(
        normal(Rfc3987, "HTTP://www.EXAMPLE.com/", Level::Syntax),
        "http://www.example.com/"
    );
    assert_eq!(
        normal(Rfc3987, "http://%41.EXAMPLE/", Level::Syntax),
        "http://a.example/"
    );
    let n = Rfc3987
        .normalize("http://α.CoM/", NormalizeOptions::default())
        .unwrap();
    assert_eq!(
        (n.notes[0].rule, n.notes[0].section.as_str()),
        ("host case", "§5.3.2.1")
    );
    assert!(!equivalent(Rfc3987, "http://α.CoM/", "http://α.com/"));
    // RFC 3986 lower-cases every host, its escapes' letters aside (§6.2.2.1).
    assert_eq!(
        normal(Rfc3986, "http://%CE%B1.CoM/", Level::Syntax),
        "http://%CE%B1.com/"
    );
}

// §6.2.2.3 / §5.3.2.4 by the letter: "scheme:/a/b/../..//c" and "scheme:/.//c" both
// have the path "//c". The normal form keeps the first (written, "//c" reads as an
// authority); equivalence compares the paths, written "/.//c".
#[test]
fn dot_segments_that_leave_a_double_slash_are_compared_by_the_letter() {
    for rev in [Rfc3986, Rfc3987] {
        assert!(equivalent(rev, "scheme:/a/b/../..//c", "scheme:/.//c"));
        assert!(equivalent(rev, "scheme:/..//c", "scheme:/a/..//c"));
        assert!(!equivalent(rev, "scheme:/.//c", "scheme:/c"));
        assert!(!equivalent(rev, "scheme:/.//c", "scheme://c"));
        assert_eq!(
            normal(rev, "scheme:/a/b/../..//c", Level::Syntax),
            "scheme:/a/b/../..//c"
        );
        let e = rev
            .equivalent(
                "scheme:/a/b/../..//c",
                "scheme:/.//c",
                NormalizeOptions::default(),
            )
            .unwrap();
        assert_eq!(e.a.normal, "scheme:/.//c");
    }
}

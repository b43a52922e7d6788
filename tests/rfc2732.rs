//! RFC 2396 as amended by RFC 2732 (`rfc2732`): the four edits of RFC 2732 §3 and
//! nothing else (the computed diff from `rfc2396`), RFC 2373 Appendix B's
//! `IPv6address` exactly as printed (its faults pinned: grammar/README.md), and RFC
//! 2396's decomposition and resolution under the new revision.

use urispec::diff::diff;
use urispec::resolve::ResolveOptions;
use urispec::{Revision, Validator};

fn names(rules: &[&urispec::bnf::RuleDef]) -> Vec<String> {
    rules.iter().map(|r| r.name.clone()).collect()
}

fn chars(set: &urispec::bnf::CharClass) -> String {
    set.ascii_chars().collect()
}

/// `diff rfc2396 rfc2732` is RFC 2732 §3, exactly: (1) `host` gains `IPv6reference`
/// (defined with `IPv6address` and the RFC 2373 rules it uses), (2) `IPv4address`
/// becomes RFC 2373's, (3) `reserved` gains `[` `]` and `unwise` loses them.
#[test]
fn the_diff_from_rfc2396_is_rfc2732_section_3() {
    let d = diff(Revision::Rfc2396, Revision::Rfc2732);
    assert!(d.renamed.is_empty(), "nothing renamed");
    assert!(d.removed.is_empty(), "nothing removed");
    assert_eq!(
        names(&d.added),
        [
            "IPv6reference",
            "IPv6address",
            "hexpart",
            "hexseq",
            "hex4",
            "DIGIT",
            "HEXDIG"
        ]
    );
    let changed: Vec<(&str, &str)> = d
        .changed
        .iter()
        .map(|c| (c.from.name.as_str(), c.to.name.as_str()))
        .collect();
    assert_eq!(changed, [("host", "host"), ("IPv4address", "IPv4address")]);
    let host = &d.changed[0].to;
    assert_eq!(host.section, "RFC 2732 §3 (1)");
    assert!(
        host.text
            .ends_with("hostname | IPv4address | IPv6reference")
    );
    assert_eq!(d.changed[1].to.section, "RFC 2373 App. B");
    let classes: Vec<(&str, String, String)> = d
        .classes
        .iter()
        .map(|c| (c.to.name.as_str(), chars(&c.entered), chars(&c.left)))
        .collect();
    assert_eq!(
        classes,
        [
            ("reserved", "[]".to_owned(), String::new()),
            ("unwise", String::new(), "[]".to_owned()),
        ]
    );
    for m in &d.moved {
        assert_eq!(m.from_sets, ["unwise"], "{}", m.ch);
        assert_eq!(m.to_sets, ["reserved"], "{}", m.ch);
    }
    assert_eq!(d.moved.iter().map(|m| m.ch).collect::<String>(), "[]");
}

/// §3 (2): "at most three decimal digits per segment", and no bound on their value.
#[test]
fn ipv4address_is_rfc2373s() {
    let ipv4 = |rev| Validator::new(rev, "IPv4address").unwrap();
    for ok in ["1.2.3.4", "999.1.1.1", "000.255.256.0"] {
        assert!(ipv4(Revision::Rfc2732).is_valid(ok.as_bytes()), "{ok}");
    }
    assert!(!ipv4(Revision::Rfc2732).is_valid(b"1000.1.1.1"));
    assert!(ipv4(Revision::Rfc2396).is_valid(b"1000.1.1.1"));
    assert!(!ipv4(Revision::Rfc3986).is_valid(b"999.1.1.1"));
}

/// Where a user meets Appendix B's fault, the error says it: an IPv6 literal in RFC
/// 2373 §2.2's text forms that Appendix B cannot derive (a `::` just before the IPv4
/// part) gets a note naming both, and RFC 2732 §2's example; no other error does.
#[test]
fn the_error_names_appendix_b_fault_where_a_user_meets_it() {
    let note = |input: &str| Revision::Rfc2732.check(input).unwrap_err().note();
    for input in [
        "http://[::192.9.5.5]/ipng",
        "http://[::13.1.68.3]/",
        "//[1::2.3.4.5]",
        "http://[::1.2.3.4", // no "]": the literal runs to the end
    ] {
        let Some(note) = note(input) else {
            panic!("{input}: no note");
        };
        let note = note.to_string();
        for part in [
            "RFC 2373 §2.2's text forms",
            "RFC 2732 §2",
            "http://[::192.9.5.5]/ipng",
            "RFC 2373 Appendix B",
        ] {
            assert!(note.contains(part), "{input}: {note}");
        }
    }
    let e = Revision::Rfc2732
        .check("http://[::192.9.5.5]/ipng")
        .unwrap_err();
    assert!(e.message().starts_with("unexpected '.' at byte 13, expected hex, \":\" or \"]\" (RFC 2373 App. B); the IPv6 literal is in RFC 2373 §2.2's text forms"), "{e}");
    let ipv6 = Validator::new(Revision::Rfc2732, "IPv6address").unwrap();
    assert!(ipv6.check(b"::192.9.5.5").unwrap_err().note().is_some());
    // Not §2.2 text forms, or not Appendix B's fault, or not an IPv6 literal: no note.
    for input in [
        "http://[::zz]/",
        "http://[::1",
        "http://[::1]/ b",
        "http://[1:2:3:4:5:6:7:8:9:10:11]x/",
        "http://a b/",
        "http://[::1.2.3]/",
    ] {
        assert_eq!(note(input), None, "{input}");
    }
    assert_eq!(
        Revision::Rfc2396
            .check("http://[::192.9.5.5]/")
            .unwrap_err()
            .note(),
        None
    );
    assert_eq!(
        Revision::Rfc3986.check("http://[::1/").unwrap_err().note(),
        None
    );
}

/// RFC 2373 Appendix B as printed: the verdicts grammar/README.md states, pinned.
/// `::192.9.5.5` (RFC 2732 §2's own example) and `::13.1.68.3` (RFC 2373 §2.2's) are
/// not derived; `2001:db8:::192.0.2.1` and nine groups are.
#[test]
fn appendix_b_as_printed() {
    let ipv6 = Validator::new(Revision::Rfc2732, "IPv6address").unwrap();
    let valid = [
        "FEDC:BA98:7654:3210:FEDC:BA98:7654:3210",
        "1080:0:0:0:8:800:200C:4171",
        "3ffe:2a00:100:7031::1",
        "1080::8:800:200C:417A",
        "::FFFF:129.144.52.38",
        "2010:836B:4179::836B:4179",
        "fedc:ba98::1",
        "::",
        "1::",
        // Appendix B's faults: a third colon before the IPv4address, and no bound on
        // the number of groups.
        "2001:db8:::192.0.2.1",
        ":::192.9.5.5",
        "1:2:3:4:5:6:7:8:9",
        "1:2:3:4:5:6:7:8:1.2.3.4",
    ];
    for s in valid {
        assert!(ipv6.is_valid(s.as_bytes()), "{s} should be an IPv6address");
    }
    let invalid = [
        "::192.9.5.5",
        "::13.1.68.3",
        "1::2.3.4.5",
        "1::2::3",
        ":::1",
        "12345::",
        "::g",
    ];
    for s in invalid {
        assert!(
            !ipv6.is_valid(s.as_bytes()),
            "{s} should not be an IPv6address"
        );
    }
    // The same verdicts from pest, in a URL.
    let err = Revision::Rfc2732
        .check("http://[::192.9.5.5]/ipng")
        .unwrap_err();
    assert_eq!(err.offset(), 13, "at the '.' after 192");
    assert_eq!(err.section(), Some("RFC 2373 App. B"));
    assert!(
        Revision::Rfc2732
            .check("http://[:::192.9.5.5]/ipng")
            .is_ok()
    );
    assert!(Revision::Rfc3986.check("http://[::192.9.5.5]/ipng").is_ok());
    assert!(
        Revision::Rfc3986
            .check("http://[2001:db8:::192.0.2.1]/")
            .is_err()
    );
}

/// §3 (3): `[` and `]` are reserved, so a query, a fragment and an opaque part may
/// hold them; a path segment, a userinfo and a `reg_name` may not (none is built
/// from `reserved`).
#[test]
fn brackets_are_reserved() {
    for ok in ["http://a/?[x]", "http://a/#[x]", "foo:a[b]", "g?[]"] {
        assert!(Revision::Rfc2732.check(ok).is_ok(), "{ok}");
        assert!(Revision::Rfc2396.check(ok).is_err(), "{ok}");
    }
    for bad in ["http://a/[x]", "http://[x]@a/", "//a[b]/", "http://a]/"] {
        assert!(Revision::Rfc2732.check(bad).is_err(), "{bad}");
    }
}

/// The host kinds, named by the document: `IPv6reference` brackets included.
#[test]
fn components_name_the_ipv6reference() {
    let p = Revision::Rfc2732
        .parse("http://[::FFFF:129.144.52.38]:80/index.html")
        .unwrap();
    let c = p.components();
    assert_eq!(p.form(), "absoluteURI");
    assert_eq!(c.port, Some("80"));
    let host = c.host.unwrap();
    assert_eq!(host.kind(Revision::Rfc2732), "IPv6reference");
    assert_eq!(host.as_str(), "[::FFFF:129.144.52.38]");
    let host = |s| {
        Revision::Rfc2732
            .parse(s)
            .unwrap()
            .components()
            .host
            .unwrap()
    };
    assert_eq!(
        host("http://999.1.1.1/").kind(Revision::Rfc2732),
        "IPv4address"
    );
    assert_eq!(
        host("http://1000.1.1.1/").kind(Revision::Rfc2732),
        "reg_name"
    );
}

/// Resolution is RFC 2396 §5.2's: every Appendix C example (and a bracketed host)
/// gives the same target under both.
#[test]
fn resolution_is_rfc2396s() {
    let base = "http://[::1]/b/c/d;p?q";
    let references = [
        "g:h",
        "g",
        "./g",
        "g/",
        "/g",
        "//g",
        "?y",
        "g?y",
        "#s",
        "g#s",
        ";x",
        "g;x",
        "",
        ".",
        "./",
        "..",
        "../",
        "../g",
        "../..",
        "../../g",
        "../../../g",
        "/./g",
        "g.",
        ".g",
        "g..",
        "..g",
        "./../g",
        "g/./h",
        "g;x=1/../y",
        "g?y/./x",
        "g#s/../x",
        "http:g",
        "//[1::2]/x",
    ];
    let compat = ResolveOptions {
        compat: true,
        ..ResolveOptions::default()
    };
    for options in [ResolveOptions::default(), compat] {
        for r in references {
            let a = Revision::Rfc2396.resolve("http://a/b/c/d;p?q", r, options);
            let b = Revision::Rfc2732.resolve("http://a/b/c/d;p?q", r, options);
            assert_eq!(
                a.map(|x| x.target).ok(),
                b.as_ref().map(|x| x.target.clone()).ok(),
                "{r}"
            );
            let ipv6 = Revision::Rfc2732.resolve(base, r, options).unwrap();
            assert_eq!(ipv6.revision, Revision::Rfc2732);
        }
    }
    let r = Revision::Rfc2732
        .resolve(base, "../g", ResolveOptions::default())
        .unwrap();
    assert_eq!(r.target, "http://[::1]/b/g");
}

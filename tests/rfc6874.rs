//! RFC 3986 as updated by RFC 6874 (`rfc6874`): RFC 6874 §2's three rules and nothing
//! else (the computed diff from `rfc3986`), the document's own example and what its §3
//! says of `%25` and the bare `%` as exact tests, RFC 3986's algorithms under the new
//! revision with the zone's case kept, and the notes that say what RFC 9844 did.

use urispec::Revision::{self, Rfc3986, Rfc3987, Rfc6874};
use urispec::ast::Host;
use urispec::diff::diff;
use urispec::equiv::NormalizeOptions;
use urispec::resolve::ResolveOptions;
use urispec::{ErrorNote, Validator};

/// `diff rfc3986 rfc6874` is RFC 6874 §2, exactly: `IP-literal` gains `IPv6addrz`,
/// `ZoneID` and `IPv6addrz` are added; no character moves.
#[test]
fn the_diff_from_rfc3986_is_rfc6874_section_2() {
    let d = diff(Rfc3986, Rfc6874);
    assert!(d.renamed.is_empty(), "nothing renamed");
    assert!(d.removed.is_empty(), "nothing removed");
    assert!(d.classes.is_empty(), "no character set changed");
    let added: Vec<(&str, &str, &str)> = d
        .added
        .iter()
        .map(|r| (r.name.as_str(), r.section.as_str(), r.text.as_str()))
        .collect();
    assert_eq!(
        added,
        [
            (
                "ZoneID",
                "RFC 6874 §2",
                "ZoneID = 1*( unreserved / pct-encoded )"
            ),
            (
                "IPv6addrz",
                "RFC 6874 §2",
                "IPv6addrz = IPv6address \"%25\" ZoneID"
            ),
        ]
    );
    let changed: Vec<(&str, &str, &str)> = d
        .changed
        .iter()
        .map(|c| {
            (
                c.to.name.as_str(),
                c.to.section.as_str(),
                c.to.text.as_str(),
            )
        })
        .collect();
    assert_eq!(
        changed,
        [(
            "IP-literal",
            "RFC 6874 §2",
            "IP-literal = \"[\" ( IPv6address / IPv6addrz / IPvFuture  ) \"]\""
        )]
    );
}

/// RFC 6874 §2: "the scoped address `fe80::a%en1` would appear in a URI as
/// `http://[fe80::a%25en1]`".
#[test]
fn section_2_example() {
    let uri = "http://[fe80::a%25en1]";
    let p = Rfc6874.parse(uri).unwrap();
    let host = p.components().host.unwrap();
    assert_eq!(host, Host::Ipv6("[fe80::a%25en1]"));
    assert_eq!(host.kind(Rfc6874), "IP-literal");
    let nodes: Vec<(&str, &str)> = p.tree().nodes().map(|n| (n.rule(), n.text())).collect();
    for node in [
        ("IPv6addrz", "fe80::a%25en1"),
        ("IPv6address", "fe80::a"),
        ("ZoneID", "en1"),
    ] {
        assert!(nodes.contains(&node), "{node:?} in {nodes:?}");
    }
    let zones = urispec::zone::notes(uri);
    assert_eq!(zones.len(), 1);
    assert_eq!((zones[0].offset, zones[0].zone), (15, "en1"));
    assert!(zones[0].text().contains("RFC 9844"));
}

/// Under RFC 3986 (and RFC 3987) the same URI is invalid at the `%`, and the error
/// says why: RFC 6874's form, obsoleted by RFC 9844.
#[test]
fn rfc3986_rejects_the_zone_and_says_what_became_of_it() {
    for rev in [Rfc3986, Rfc3987] {
        let e = rev.check("http://[fe80::a%25en1]").unwrap_err();
        assert_eq!(e.offset(), 15, "{rev}");
        assert_eq!(e.note(), Some(ErrorNote::Rfc6874ZoneId), "{rev}");
        let message = e.to_string();
        for words in ["RFC 6874", "RFC 9844 (2025) obsoletes RFC 6874", "reverts"] {
            assert!(message.contains(words), "{rev}: {message}");
        }
    }
    // An IP literal without a zone carries no note.
    let e = Rfc3986.check("http://[fe80::a:]").unwrap_err();
    assert_eq!(e.note(), None);
}

/// RFC 6874 §3: a bare "%" is "for user interface convenience" only; "%ee1" "would
/// need to be manually rewritten to "`fe80::a%25ee1`"".
#[test]
fn section_3_bare_percent() {
    for (rev, offset) in [(Rfc6874, 16), (Rfc3986, 15)] {
        for uri in ["http://[fe80::a%en1]", "http://[fe80::a%ee1]"] {
            let e = rev.check(uri).unwrap_err();
            assert_eq!(e.offset(), offset, "{rev} {uri}");
            assert_eq!(e.note(), Some(ErrorNote::BareZonePercent), "{rev} {uri}");
        }
    }
    assert!(Rfc6874.check("http://[fe80::a%25ee1]").is_ok());
    assert_eq!(
        urispec::zone::notes("http://[fe80::a%25ee1]")[0].zone,
        "ee1"
    );
    // "%25" followed by no ZoneID is RFC 6874's form gone wrong, not a bare "%".
    let e = Rfc6874.check("http://[fe80::a%25]").unwrap_err();
    assert_eq!((e.offset(), e.note()), (18, None));
    assert!(
        Rfc6874
            .check("http://[fe80::a%]")
            .unwrap_err()
            .note()
            .is_none()
    );
}

/// `ZoneID = 1*( unreserved / pct-encoded )`: percent-encoded octets, never "]",
/// never empty; only after an `IPv6address` (not an `IPvFuture`).
#[test]
fn zone_id_is_the_grammar() {
    for ok in [
        "http://[fe80::1%25eth0]/",
        "http://[fe80::1%25%65n1]/",
        "http://[::1%251]:80/",
        "//[fe80::a%25en1]",
        "http://[1:2:3:4:5:6:1.2.3.4%25x]/",
    ] {
        assert!(Rfc6874.check(ok).is_ok(), "{ok}");
        assert!(Rfc3986.check(ok).is_err(), "{ok}");
    }
    for bad in [
        "http://[fe80::1%25]/",
        "http://[fe80::1%25a]b]/",
        "http://[fe80::1%25a%2]/",
        "http://[v1.x%25a]/",
        "http://[fe80::1%25a:b]/",
        "http://fe80::1%25a/",
    ] {
        assert!(Rfc6874.check(bad).is_err(), "{bad}");
    }
    let zone = Validator::new(Rfc6874, "ZoneID").unwrap();
    assert!(zone.is_valid(b"en1") && zone.is_valid(b"%5D") && !zone.is_valid(b""));
    // Everything RFC 3986 accepts, RFC 6874 accepts (it only adds).
    for uri in ["http://[::1]/", "http://[v1.x]/", "a:b", "//a@b:1/c?d#e"] {
        assert!(Rfc6874.check(uri).is_ok(), "{uri}");
    }
}

/// RFC 3986's normalization, but the `ZoneID` keeps its case (RFC 6874 states no case
/// rule for it; it names an interface of the host that wrote it).
#[test]
fn normalization_keeps_the_zone_case() {
    let n = Rfc6874
        .normalize("HTTP://[FE80::A%25EN1]/", NormalizeOptions::default())
        .unwrap();
    assert_eq!(n.normal, "http://[fe80::a%25EN1]/");
    assert!(
        n.notes
            .iter()
            .any(|note| note.rule == "zone ID case" && note.section == "RFC 6874 §2"),
        "{:?}",
        n.notes
    );
    let equivalent = |a, b| {
        Rfc6874
            .equivalent(a, b, NormalizeOptions::default())
            .unwrap()
            .equivalent
    };
    assert!(equivalent(
        "http://[FE80::A%25en1]/",
        "http://[fe80::a%25en1]/"
    ));
    assert!(!equivalent(
        "http://[fe80::a%25en1]/",
        "http://[fe80::a%25EN1]/"
    ));
    // §6.2.2.2: a percent-encoded unreserved octet of the ZoneID is decoded; the
    // "%25" before it stays.
    let n = Rfc6874
        .normalize("http://[fe80::1%25%65n1]/", NormalizeOptions::default())
        .unwrap();
    assert_eq!(n.normal, "http://[fe80::1%25en1]/");
}

/// RFC 3986 §5.2 under the new revision: the authority, zone included, is carried.
#[test]
fn resolution_is_rfc3986s() {
    let base = "http://[fe80::a%25en1]/b/c/d;p?q";
    let r = Rfc6874
        .resolve(base, "../g", ResolveOptions::default())
        .unwrap();
    assert_eq!(r.target, "http://[fe80::a%25en1]/b/g");
    assert_eq!(r.revision, Rfc6874);
    assert!(
        Rfc3986
            .resolve(base, "../g", ResolveOptions::default())
            .is_err()
    );
    for (reference, target) in [("g", "http://a/b/c/g"), ("../../../g", "http://a/g")] {
        let ours = Rfc6874
            .resolve("http://a/b/c/d;p?q", reference, ResolveOptions::default())
            .unwrap();
        let theirs = Rfc3986
            .resolve("http://a/b/c/d;p?q", reference, ResolveOptions::default())
            .unwrap();
        assert_eq!(
            (ours.target.as_str(), ours.above_root),
            (target, theirs.above_root)
        );
    }
}

/// The revision's names.
#[test]
fn names() {
    assert_eq!("6874".parse::<Revision>(), Ok(Rfc6874));
    assert_eq!("RFC3986+6874".parse::<Revision>(), Ok(Rfc6874));
    assert_eq!(Rfc6874.to_string(), "rfc6874");
    assert_eq!(Rfc6874.start_rule(), "URI-reference");
    assert_eq!(Rfc6874.date(), "February 2013");
}

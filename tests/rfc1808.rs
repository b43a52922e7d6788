//! RFC 1808 (`rfc1808`): every example of §5.1 and §5.2 exactly (base
//! `http://a/b/c/d;p?q#f`, 24 normal and 15 abnormal), the §4 steps where RFC 1808
//! differs from the 1996 draft that merged it, and the grammar changes between the
//! two as `diff` shows them.

use urispec::Revision;
use urispec::diff::diff;
use urispec::resolve::ResolveOptions;

/// §5: "Within an object with a well-defined base URL of
/// `Base: <URL:http://a/b/c/d;p?q#f>`".
const BASE: &str = "http://a/b/c/d;p?q#f";

/// §5.1 Normal Examples, as printed.
const NORMAL: [(&str, &str); 24] = [
    ("g:h", "g:h"),
    ("g", "http://a/b/c/g"),
    ("./g", "http://a/b/c/g"),
    ("g/", "http://a/b/c/g/"),
    ("/g", "http://a/g"),
    ("//g", "http://g"),
    ("?y", "http://a/b/c/d;p?y"),
    ("g?y", "http://a/b/c/g?y"),
    ("g?y/./x", "http://a/b/c/g?y/./x"),
    ("#s", "http://a/b/c/d;p?q#s"),
    ("g#s", "http://a/b/c/g#s"),
    ("g#s/./x", "http://a/b/c/g#s/./x"),
    ("g?y#s", "http://a/b/c/g?y#s"),
    (";x", "http://a/b/c/d;x"),
    ("g;x", "http://a/b/c/g;x"),
    ("g;x?y#s", "http://a/b/c/g;x?y#s"),
    (".", "http://a/b/c/"),
    ("./", "http://a/b/c/"),
    ("..", "http://a/b/"),
    ("../", "http://a/b/"),
    ("../g", "http://a/b/g"),
    ("../..", "http://a/"),
    ("../../", "http://a/"),
    ("../../g", "http://a/g"),
];

/// §5.2 Abnormal Examples, as printed (`<>` is the empty reference).
const ABNORMAL: [(&str, &str); 15] = [
    ("", "http://a/b/c/d;p?q#f"),
    ("../../../g", "http://a/../g"),
    ("../../../../g", "http://a/../../g"),
    ("/./g", "http://a/./g"),
    ("/../g", "http://a/../g"),
    ("g.", "http://a/b/c/g."),
    (".g", "http://a/b/c/.g"),
    ("g..", "http://a/b/c/g.."),
    ("..g", "http://a/b/c/..g"),
    ("./../g", "http://a/b/g"),
    ("./g/.", "http://a/b/c/g/"),
    ("g/./h", "http://a/b/c/g/h"),
    ("g/../h", "http://a/b/c/h"),
    ("http:g", "http:g"),
    ("http:", "http:"),
];

#[test]
fn section_5_examples_exactly() {
    let mut wrong = Vec::new();
    for (reference, expected) in NORMAL.iter().chain(&ABNORMAL) {
        let r = Revision::Rfc1808
            .resolve(BASE, reference, ResolveOptions::default())
            .unwrap_or_else(|e| panic!("{reference:?}: {e}"));
        assert!(r.valid_reference, "{reference:?} is a URL");
        assert!(!r.same_document, "RFC 1808 has no same-document reference");
        if r.target != *expected {
            wrong.push(format!(
                "{reference:?} gave {:?}, §5 says {expected:?}",
                r.target
            ));
        }
        assert!(
            Revision::Rfc1808.check(&r.target).is_ok(),
            "{reference:?}: the target {:?} is a URL",
            r.target
        );
    }
    assert_eq!(NORMAL.len() + ABNORMAL.len(), 39);
    assert!(wrong.is_empty(), "\n{}", wrong.join("\n"));
}

/// §5.2: "some older parsers allow the scheme name to be present in a relative URL
/// if it is the same as the base URL scheme": `--compat` is that loophole.
#[test]
fn compat_is_the_older_parsers_loophole() {
    let compat = ResolveOptions {
        compat: true,
        ..ResolveOptions::default()
    };
    let r = Revision::Rfc1808.resolve(BASE, "http:g", compat).unwrap();
    assert_eq!(r.target, "http://a/b/c/g");
    assert!(r.scheme_ignored);
    let r = Revision::Rfc1808.resolve(BASE, "http:", compat).unwrap();
    assert_eq!(r.target, "http://a/b/c/d;p?q");
}

/// Step 2a and the fragment: the empty URL is the whole base, fragment included;
/// the 1996 draft makes it (and `#s`) the current document, without the base's
/// fragment.
#[test]
fn step_2a_differs_from_the_1996_draft() {
    let rfc1808 = Revision::Rfc1808
        .resolve(BASE, "", ResolveOptions::default())
        .unwrap();
    let url00 = Revision::Url00
        .resolve(BASE, "", ResolveOptions::default())
        .unwrap();
    assert_eq!(rfc1808.target, BASE);
    assert_eq!(url00.target, "http://a/b/c/d;p?q");
    assert!(url00.same_document);
}

/// Step 1: the empty base (unknown): an absolute URL is itself, a relative one has
/// nothing to be resolved against.
#[test]
fn step_1_with_the_empty_base() {
    let r = Revision::Rfc1808
        .resolve("", "g:h", ResolveOptions::default())
        .unwrap();
    assert_eq!(r.target, "g:h");
    assert!(
        Revision::Rfc1808
            .resolve("", "g", ResolveOptions::default())
            .is_err()
    );
}

/// The grammar: `net_loc` is not decomposed (no host), `~` is `national` (unsafe),
/// and a `scheme ":"` URL that is no `generic-RL` is all path.
#[test]
fn components_by_section_2_4() {
    let p = Revision::Rfc1808
        .parse("http://u:p@h:80/a/b;t=d?q#f")
        .unwrap();
    let c = p.components();
    assert_eq!(p.form(), "absoluteURL");
    assert_eq!(c.authority, Some("u:p@h:80"));
    assert_eq!(c.host, None);
    assert_eq!((c.leading_slash, c.path), (true, Some("a/b")));
    assert_eq!(
        (c.params, c.query, c.fragment),
        (Some("t=d"), Some("q"), Some("f"))
    );
    let p = Revision::Rfc1808.parse("x://a//b").unwrap();
    assert_eq!(p.components().path, Some("//a//b"));
    assert_eq!(p.components().authority, None);
    assert!(Revision::Rfc1808.check("http://a/~u").is_err());
    assert!(Revision::Rfc1808.check("").is_ok());
    assert!(Revision::Rfc1808.check("?y").is_ok());
}

/// `diff rfc1808 url-00`: what the 1996 draft changed when it merged RFC 1808 with
/// RFC 1738: the start rule renamed (`URL` → `URL-reference`), `generic-RL` →
/// `generic-URL`, `net_loc` → a decomposed `server`, `params` → `parameters`, `~`
/// made unreserved (from `national`).
#[test]
fn diff_to_the_1996_draft_is_visible() {
    let d = diff(Revision::Rfc1808, Revision::Url00);
    let added: Vec<&str> = d.added.iter().map(|r| r.name.as_str()).collect();
    let removed: Vec<&str> = d.removed.iter().map(|r| r.name.as_str()).collect();
    for rule in [
        "URL-reference",
        "generic-URL",
        "opaque-URL",
        "server",
        "parameters",
    ] {
        assert!(added.contains(&rule), "{rule} added: {added:?}");
    }
    for rule in ["URL", "generic-RL", "net_loc", "params"] {
        assert!(removed.contains(&rule), "{rule} removed: {removed:?}");
    }
    let tilde = d.moved.iter().find(|m| m.ch == '~').expect("~ moved");
    assert!(tilde.from_sets.iter().any(|s| s == "national"));
    assert!(
        tilde.to_sets.iter().any(|s| s == "mark"),
        "{:?}",
        tilde.to_sets
    );
}

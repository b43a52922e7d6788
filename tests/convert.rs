//! RFC 3987 §3: every mapping the document prints, as an exact test.

use urispec::Revision;
use urispec::convert::{to_iri, to_uri};

/// §3.1 (and its notes): an IRI and the URI it maps to.
const TO_URI: [(&str, &str); 4] = [
    (
        "http://r\u{E9}sum\u{E9}.example.org",
        "http://r%C3%A9sum%C3%A9.example.org",
    ),
    (
        "http://validator.w3.org/check?uri=http%3A%2F%2Fr\u{E9}sum\u{E9}.example.org",
        "http://validator.w3.org/check?uri=http%3A%2F%2Fr%C3%A9sum%C3%A9.example.org",
    ),
    (
        "http://www.example.org/red%09ros\u{E9}#red",
        "http://www.example.org/red%09ros%C3%A9#red",
    ),
    (
        "http://example.com/\u{10300}\u{10301}\u{10302}",
        "http://example.com/%F0%90%8C%80%F0%90%8C%81%F0%90%8C%82",
    ),
];

/// §3.2.1: each example's step 1 and step 5 (XML notation written as the characters).
const TO_IRI: [(&str, &str); 3] = [
    (
        "http://www.example.org/D%C3%BCrst",
        "http://www.example.org/D\u{FC}rst",
    ),
    (
        "http://www.example.org/D%FCrst",
        "http://www.example.org/D%FCrst",
    ),
    (
        "http://xn--99zt52a.example.org/%e2%80%ae",
        "http://xn--99zt52a.example.org/%E2%80%AE",
    ),
];

#[test]
fn section_3_1_examples() {
    for (iri, uri) in TO_URI {
        assert_eq!(to_uri(iri).unwrap(), uri, "{iri}");
        // "The mapping is also an identity transformation for URIs and is idempotent".
        assert_eq!(to_uri(uri).unwrap(), uri, "{uri}");
        assert!(Revision::Rfc3986.check(uri).is_ok(), "{uri}");
    }
}

#[test]
fn section_3_2_1_examples() {
    for (uri, iri) in TO_IRI {
        assert_eq!(to_iri(uri).unwrap(), iri, "{uri}");
        assert!(Revision::Rfc3987.check(iri).is_ok(), "{iri}");
    }
    // §3.2: "the URI "http://www.example.org/r%E9sum%E9.html" ... must not be converted
    // to an IRI containing these e-acute characters".
    let latin1 = "http://www.example.org/r%E9sum%E9.html";
    assert_eq!(to_iri(latin1).unwrap(), latin1);
}

/// Step 2's exceptions: `%`, reserved characters and ASCII not allowed in URIs stay
/// encoded (with their case); unreserved ASCII is decoded; `iprivate` only in the query.
#[test]
fn section_3_2_step_2_and_step_4() {
    assert_eq!(
        to_iri("http://a/%25%2F%20%41%7e").unwrap(),
        "http://a/%25%2F%20A~"
    );
    assert_eq!(to_iri("http://a/%2f%3F").unwrap(), "http://a/%2f%3F");
    // U+E000 (iprivate): decoded in the query only.
    assert_eq!(to_iri("http://a/%EE%80%80").unwrap(), "http://a/%EE%80%80");
    assert_eq!(to_iri("http://a/?%EE%80%80").unwrap(), "http://a/?\u{E000}");
    // A truncated sequence, then a legal one.
    assert_eq!(to_iri("http://a/%C3%C3%BC").unwrap(), "http://a/%C3\u{FC}");
    // Every §4.1 bidi formatting character stays encoded.
    for c in [
        '\u{200E}', '\u{200F}', '\u{202A}', '\u{202B}', '\u{202C}', '\u{202D}',
    ] {
        let uri = to_uri(&format!("http://a/{c}")).unwrap();
        assert_eq!(to_iri(&uri).unwrap(), uri);
    }
    // And back: §3.2 "will always result in an IRI that maps back to the URI".
    for uri in [
        "http://www.example.org/D%C3%BCrst",
        "http://a/?%EE%80%80#%C3%A9",
    ] {
        assert_eq!(to_uri(&to_iri(uri).unwrap()).unwrap(), uri);
    }
}

#[test]
fn inputs_must_be_references() {
    let e = to_uri("http://a/\u{E000}").unwrap_err();
    assert_eq!(e.offset(), 9, "iprivate outside the query");
    assert!(to_iri("http://a/\u{E9}").is_err(), "no URI");
    assert!(to_iri("http://a b").is_err());
}

/// Only the query takes `iprivate` (§2.2 `iquery`): a "?" in the fragment starts no
/// query, and the fragment after a query is no part of it. Step 3 re-encodes a
/// sequence cut short at the end, and step 2 decodes every unreserved character.
#[test]
fn section_3_2_the_query_ends_at_the_fragment() {
    for uri in ["http://a/#?%EE%80%80", "http://a/?q#%EE%80%80"] {
        assert_eq!(to_iri(uri).unwrap(), uri);
    }
    assert_eq!(
        to_iri("http://a/?%EE%80%80#f").unwrap(),
        "http://a/?\u{E000}#f"
    );
    // A relative reference that is only a query: the query starts at byte 1.
    assert_eq!(to_iri("?%EE%80%80").unwrap(), "?\u{E000}");
    assert_eq!(to_iri("http://a/%e2%80").unwrap(), "http://a/%E2%80");
    assert_eq!(
        to_iri("http://a/%2D%2E%5F%7E%30%39%61%7A%41%5A").unwrap(),
        "http://a/-._~09azAZ"
    );
}

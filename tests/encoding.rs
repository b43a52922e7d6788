//! Percent-encoding by component: the literal characters come from the grammar; the
//! tables below are the documents' character rules written out, so a change in a
//! grammar file that moves a character shows here.

use urispec::Revision::{
    self, Rfc1738, Rfc1808, Rfc2396, Rfc2396bis00, Rfc2732, Rfc3986, Rfc3987, Rfc6874, Url00,
    Whatwg,
};
use urispec::equiv::{components, decode, encode, literal_chars};

const ALNUM: &str = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz";

/// The literal characters of a component, sorted, minus the letters and digits
/// (every component listed carries those).
fn punctuation(rev: Revision, component: &str) -> String {
    let set = literal_chars(rev, component).unwrap();
    assert!(ALNUM.chars().all(|c| set.contains(c)), "{rev} {component}");
    set.ascii_chars()
        .filter(|c| !c.is_ascii_alphanumeric())
        .collect()
}

#[test]
fn components_per_revision() {
    let names = |rev| components(rev).iter().map(|c| c.name).collect::<Vec<_>>();
    assert_eq!(
        names(Rfc1738),
        [
            "user",
            "password",
            "urlpath",
            "fsegment",
            "hsegment",
            "search",
            "selector",
            "database",
            "wpath",
            "psegment",
            "fieldname",
            "fieldvalue"
        ]
    );
    assert_eq!(
        names(Url00),
        ["fragment", "user", "password", "segment", "param", "query"]
    );
    assert_eq!(
        names(Rfc2396),
        ["userinfo", "segment", "param", "query", "fragment"]
    );
    assert_eq!(
        names(Rfc2396bis00),
        ["userinfo", "segment", "query", "fragment"]
    );
}

// RFC 1738 §5: uchar = unreserved | escape; unreserved = alpha | digit | safe | extra;
// safe = "$" | "-" | "_" | "." | "+"; extra = "!" | "*" | "'" | "(" | ")" | ",".
#[test]
fn rfc1738_literal_characters() {
    assert_eq!(punctuation(Rfc1738, "hsegment"), "!$&'()*+,-.:;=@_");
    assert_eq!(punctuation(Rfc1738, "search"), "!$&'()*+,-.:;=@_");
    assert_eq!(punctuation(Rfc1738, "fsegment"), "!$&'()*+,-.:=?@_");
    assert_eq!(punctuation(Rfc1738, "user"), "!$&'()*+,-.;=?_");
    assert_eq!(punctuation(Rfc1738, "database"), "!$'()*+,-._");
    assert_eq!(punctuation(Rfc1738, "urlpath"), "!$&'()*+,-./:;=?@_");
}

// The 1996 draft §2: pchar = uchar | ":" | "@" | "&" | "=" | "+"; mark (§2.2) has "$"
// and "," and "~"; urlchar = reserved | unreserved | escaped.
#[test]
fn url00_literal_characters() {
    assert_eq!(punctuation(Url00, "segment"), "!$&'()*+,-.:=@_~");
    assert_eq!(punctuation(Url00, "param"), "!$&'()*+,-./:=@_~");
    assert_eq!(punctuation(Url00, "query"), "!$&'()*+,-./:;=?@_~");
}

// RFC 2396 §3.3: pchar = unreserved | escaped | ":" | "@" | "&" | "=" | "+" | "$" | ",";
// §3.4: query = *uric; §3.2.2: userinfo has ";" and ":" but not "@".
#[test]
fn rfc2396_literal_characters() {
    assert_eq!(punctuation(Rfc2396, "segment"), "!$&'()*+,-.:=@_~");
    assert_eq!(punctuation(Rfc2396, "query"), "!$&'()*+,-./:;=?@_~");
    assert_eq!(punctuation(Rfc2396, "userinfo"), "!$&'()*+,-.:;=_~");
}

// The bis draft §3.3: pchar gains ";" (segment = *pchar), and query and fragment are
// *( pchar / "/" / "?" ): no "[" or "]", though §2.2 reserves them.
#[test]
fn rfc2396bis00_literal_characters() {
    assert_eq!(punctuation(Rfc2396bis00, "segment"), "!$&'()*+,-.:;=@_~");
    assert_eq!(punctuation(Rfc2396bis00, "query"), "!$&'()*+,-./:;=?@_~");
}

#[test]
fn encode_examples() {
    assert_eq!(
        encode(Rfc2396, "segment", "a b;c/~").unwrap(),
        "a%20b%3Bc%2F~"
    );
    assert_eq!(
        encode(Rfc2396bis00, "segment", "a b;c/~").unwrap(),
        "a%20b;c%2F~"
    );
    assert_eq!(encode(Rfc1738, "hsegment", "~user").unwrap(), "%7Euser");
    assert_eq!(
        encode(Url00, "query", "a=b&c=d e#f").unwrap(),
        "a=b&c=d%20e%23f"
    );
    assert_eq!(encode(Rfc2396, "fragment", "café").unwrap(), "caf%C3%A9");
    assert_eq!(encode(Rfc2396, "query", "100%").unwrap(), "100%25");
    assert!(encode(Rfc1738, "segment", "x").is_err());
}

/// A component the revision does not define is an error that names the revision and
/// the components it has, so that a user who asked for RFC 3986's `segment` under RFC
/// 1738 learns that it has `hsegment`, `fsegment`, ….
#[test]
fn an_unknown_component_names_the_known_ones() {
    let e = encode(Rfc2396, "reg-name", "x").unwrap_err();
    assert_eq!((e.revision, e.name.as_str()), (Rfc2396, "reg-name"));
    assert_eq!(
        e.to_string(),
        r#"rfc2396: no component "reg-name" to encode (components: userinfo, segment, param, query, fragment)"#
    );
    assert_eq!(
        literal_chars(Rfc1738, "segment").unwrap_err(),
        encode(Rfc1738, "segment", "x").unwrap_err()
    );
}

// Characters no revision carries literally anywhere: space, the delimiters and unwise
// characters, "%" itself, controls and non-ASCII.
#[test]
fn characters_no_revision_carries_are_always_escaped() {
    let never = " \"#%<>\\^`{|}\u{7f}\u{0}é";
    for rev in Revision::ALL {
        for c in components(rev) {
            let encoded = encode(rev, c.name, never).unwrap();
            assert_eq!(
                encoded, "%20%22%23%25%3C%3E%5C%5E%60%7B%7C%7D%7F%00%C3%A9",
                "{rev} {}",
                c.name
            );
        }
    }
}

#[test]
fn decode_errors_name_the_offset() {
    for (text, offset, found) in [
        ("%", 0, "%"),
        ("ab%4", 2, "%4"),
        ("%zz", 0, "%zz"),
        ("a%2g", 1, "%2g"),
    ] {
        let e = decode(text).unwrap_err();
        assert_eq!((e.offset, e.found.as_str()), (offset, found), "{text}");
    }
    assert_eq!(
        decode("a%2g").unwrap_err().to_string(),
        r#"bad escape "%2g" at byte 1, expected escaped = "%" hex hex"#
    );
    assert_eq!(decode("%41%c3%a9%FF").unwrap(), b"A\xC3\xA9\xFF");
}

// RFC 3986 §3.3: pchar = unreserved / pct-encoded / sub-delims / ":" / "@"; §2.3:
// unreserved = ALPHA / DIGIT / "-" / "." / "_" / "~"; §3.2.2: reg-name has no ":".
#[test]
fn rfc3986_literal_characters() {
    assert_eq!(punctuation(Rfc3986, "segment"), "!$&'()*+,-.:;=@_~");
    assert_eq!(punctuation(Rfc3986, "query"), "!$&'()*+,-./:;=?@_~");
    assert_eq!(punctuation(Rfc3986, "reg-name"), "!$&'()*+,-.;=_~");
    assert_eq!(punctuation(Rfc3986, "userinfo"), "!$&'()*+,-.:;=_~");
}

// Every component of every revision: a component whose characters were read from
// another rule (the fragment's from the segment's, a param's from the query's) shows
// here. The fragment and the query keep "/" and "?" in every revision that has them
// (RFC 1808 §2.2, the 1996 draft §2, RFC 2396 §4.1 and §3.4, the bis draft §3.4 and
// §3.5, RFC 3986 §3.4 and §3.5, RFC 3987 §2.2); RFC 2732 adds "[" and "]" to uric.
#[test]
fn every_component_s_literal_characters() {
    let table = [
        (Rfc1738, "user", "!$&'()*+,-.;=?_"),
        (Rfc1738, "password", "!$&'()*+,-.;=?_"),
        (Rfc1738, "urlpath", "!$&'()*+,-./:;=?@_"),
        (Rfc1738, "fsegment", "!$&'()*+,-.:=?@_"),
        (Rfc1738, "hsegment", "!$&'()*+,-.:;=@_"),
        (Rfc1738, "search", "!$&'()*+,-.:;=@_"),
        (Rfc1738, "selector", "!$&'()*+,-./:;=?@_"),
        (Rfc1738, "database", "!$'()*+,-._"),
        (Rfc1738, "wpath", "!$'()*+,-._"),
        (Rfc1738, "psegment", "!$&'()*+,-.:=?@_"),
        (Rfc1738, "fieldname", "!$&'()*+,-.:?@_"),
        (Rfc1738, "fieldvalue", "!$&'()*+,-.:?@_"),
        (Rfc1808, "net_loc", "!$&'()*+,-.:;=?@_"),
        (Rfc1808, "segment", "!$&'()*+,-.:=@_"),
        (Rfc1808, "param", "!$&'()*+,-./:=@_"),
        (Rfc1808, "query", "!$&'()*+,-./:;=?@_"),
        (Rfc1808, "fragment", "!$&'()*+,-./:;=?@_"),
        (Url00, "fragment", "!$&'()*+,-./:;=?@_~"),
        (Url00, "user", "!$&'()*+,-.;=?_~"),
        (Url00, "password", "!$&'()*+,-.;=?_~"),
        (Url00, "segment", "!$&'()*+,-.:=@_~"),
        (Url00, "param", "!$&'()*+,-./:=@_~"),
        (Url00, "query", "!$&'()*+,-./:;=?@_~"),
        (Rfc2396, "userinfo", "!$&'()*+,-.:;=_~"),
        (Rfc2396, "segment", "!$&'()*+,-.:=@_~"),
        (Rfc2396, "param", "!$&'()*+,-.:=@_~"),
        (Rfc2396, "query", "!$&'()*+,-./:;=?@_~"),
        (Rfc2396, "fragment", "!$&'()*+,-./:;=?@_~"),
        (Rfc2732, "userinfo", "!$&'()*+,-.:;=_~"),
        (Rfc2732, "segment", "!$&'()*+,-.:=@_~"),
        (Rfc2732, "param", "!$&'()*+,-.:=@_~"),
        (Rfc2732, "query", "!$&'()*+,-./:;=?@[]_~"),
        (Rfc2732, "fragment", "!$&'()*+,-./:;=?@[]_~"),
        (Rfc2396bis00, "userinfo", "!$&'()*+,-.:;=_~"),
        (Rfc2396bis00, "segment", "!$&'()*+,-.:;=@_~"),
        (Rfc2396bis00, "query", "!$&'()*+,-./:;=?@_~"),
        (Rfc2396bis00, "fragment", "!$&'()*+,-./:;=?@_~"),
        (Rfc3986, "userinfo", "!$&'()*+,-.:;=_~"),
        (Rfc3986, "reg-name", "!$&'()*+,-.;=_~"),
        (Rfc3986, "segment", "!$&'()*+,-.:;=@_~"),
        (Rfc3986, "query", "!$&'()*+,-./:;=?@_~"),
        (Rfc3986, "fragment", "!$&'()*+,-./:;=?@_~"),
        (Rfc3987, "iuserinfo", "!$&'()*+,-.:;=_~"),
        (Rfc3987, "ireg-name", "!$&'()*+,-.;=_~"),
        (Rfc3987, "isegment", "!$&'()*+,-.:;=@_~"),
        (Rfc3987, "iquery", "!$&'()*+,-./:;=?@_~"),
        (Rfc3987, "ifragment", "!$&'()*+,-./:;=?@_~"),
        (Rfc6874, "userinfo", "!$&'()*+,-.:;=_~"),
        (Rfc6874, "reg-name", "!$&'()*+,-.;=_~"),
        (Rfc6874, "segment", "!$&'()*+,-.:;=@_~"),
        (Rfc6874, "query", "!$&'()*+,-./:;=?@_~"),
        (Rfc6874, "fragment", "!$&'()*+,-./:;=?@_~"),
        (Whatwg, "URL-path-segment-string", "!$&'()*+,-.:;=@_~"),
        (Whatwg, "URL-query-string", "!$&'()*+,-./:;=?@_~"),
        (Whatwg, "URL-fragment-string", "!$&'()*+,-./:;=?@_~"),
    ];
    let listed: Vec<(Revision, &str)> = table.iter().map(|&(rev, name, _)| (rev, name)).collect();
    let known: Vec<(Revision, &str)> = Revision::ALL
        .into_iter()
        .flat_map(|rev| components(rev).iter().map(move |c| (rev, c.name)))
        .collect();
    assert_eq!(listed, known);
    for (rev, name, chars) in table {
        assert_eq!(punctuation(rev, name), chars, "{rev} {name}");
    }
    // As `encode` uses them: a fragment keeps its "/" and "?", a segment escapes them.
    for (rev, fragment, segment) in [
        (Rfc1808, "fragment", "segment"),
        (Url00, "fragment", "segment"),
        (Rfc2396, "fragment", "segment"),
        (Rfc2396bis00, "fragment", "segment"),
        (Rfc3986, "fragment", "segment"),
        (Rfc3987, "ifragment", "isegment"),
        (Whatwg, "URL-fragment-string", "URL-path-segment-string"),
    ] {
        assert_eq!(encode(rev, fragment, "a/b?c").unwrap(), "a/b?c", "{rev}");
        assert_eq!(encode(rev, segment, "a/b?c").unwrap(), "a%2Fb%3Fc", "{rev}");
    }
}

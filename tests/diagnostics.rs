//! Errors point at the first byte no string of the language has there, and name what
//! could have come instead, in the document's terms.

use urispec::{Revision, Validator};

fn error(revision: Revision, rule: &str, input: &str) -> (usize, Vec<String>) {
    let e = Validator::new(revision, rule)
        .unwrap()
        .check(input.as_bytes())
        .unwrap_err();
    (e.offset, e.expected)
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
    assert_eq!((e.offset, e.found.as_str()), (11, "end of input"));
}

#[test]
fn invalid_utf8_is_reported_where_it_starts() {
    let e = Validator::start(Revision::Rfc2396)
        .check(b"http://a/\xFF")
        .unwrap_err();
    assert_eq!((e.offset, e.found.as_str()), (9, "invalid UTF-8"));
}

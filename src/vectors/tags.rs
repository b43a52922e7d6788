//! The rule classes a case exercises, read off the input itself (never off a
//! revision's verdict), so that one input carries the same tags in every revision's
//! file. The host, port and scheme are found with Appendix B's split and the server
//! split (`[ userinfo "@" ] host [ ":" port ]`), which every revision's generic syntax
//! shares.

use crate::split::{split, split_server};

/// Every tag, with the test that assigns it (`docs/guide/vectors.md` lists them).
pub const TAGS: &[(&str, &str)] = &[
    ("backslash", "the input holds a `\\`"),
    (
        "bracket-outside-host",
        "a `[` or `]` outside the authority's host: in the scheme, userinfo, port, path, query or fragment, or with no authority at all",
    ),
    (
        "control-char",
        "the input holds a C0 control character or DEL (NUL, tab, CR, LF, …)",
    ),
    ("dot-segment", "the path has a `.` or `..` segment"),
    (
        "dot-segment-above-root",
        "a resolution whose `..` segments climbed above the root (the library's `above_root`); elsewhere, a path that begins with the segment `/..`",
    ),
    ("empty", "the empty string"),
    (
        "empty-host",
        "an authority (`//`) whose host is empty (`file:///`, `http://@a`, `http://:80`)",
    ),
    (
        "empty-port",
        "an authority whose host is followed by `:` and nothing (`http://a:/`)",
    ),
    ("fragment", "a `#` and a fragment (possibly empty)"),
    ("host-case", "upper-case ASCII letters in the host"),
    ("ipv4-host", "a host of four dot-separated runs of digits"),
    ("ipv6-host", "a host in brackets (`[::1]`)"),
    (
        "ipv6-zone-id",
        "a host in brackets holding a `%` (RFC 6874's zone identifier, `[fe80::1%25eth0]`)",
    ),
    ("non-ascii", "a byte ≥ 0x80 (UTF-8 or not)"),
    ("not-utf8", "bytes that are not UTF-8"),
    ("percent-encoded", "a `%` followed by two hex digits"),
    ("percent-not-hex", "a `%` not followed by two hex digits"),
    ("port", "an authority with a non-empty port"),
    ("query", "a `?` and a query (possibly empty)"),
    ("relative", "no scheme: a relative reference"),
    ("scheme-case", "upper-case ASCII letters in the scheme"),
    ("space", "the input holds a space"),
    ("underscore-host", "a `_` in the host"),
    (
        "userinfo",
        "an authority with an `@` (userinfo, user or password)",
    ),
];

/// The tags of `input`, in [`TAGS`] order. `above_root` is a resolution's flag (`false`
/// elsewhere).
#[must_use]
pub fn tags_of(input: &[u8], above_root: bool) -> Vec<&'static str> {
    checks(input, above_root)
        .into_iter()
        .filter(|(_, on)| *on)
        .map(|(tag, _)| tag)
        .collect()
}

/// Every tag of [`TAGS`], in order, and whether `input` has it.
fn checks(input: &[u8], above_root: bool) -> [(&'static str, bool); TAGS.len()] {
    let text = String::from_utf8_lossy(input);
    let parts = split(&text);
    let server = parts.authority.map(split_server);
    let host = server.map(|s| s.host);
    let scheme = parts
        .scheme
        .filter(|s| s.as_bytes()[0].is_ascii_alphabetic());
    let path_segments = || parts.path.split('/');
    let in_host = host.map_or(0, |h| {
        h.bytes().filter(|b| matches!(b, b'[' | b']')).count()
    });
    let brackets = text.bytes().filter(|b| matches!(b, b'[' | b']')).count();
    let bracketed = host.is_some_and(|h| h.starts_with('['));
    [
        ("backslash", text.contains('\\')),
        ("bracket-outside-host", brackets > in_host),
        (
            "control-char",
            input.iter().any(|b| *b < 0x20 || *b == 0x7f),
        ),
        (
            "dot-segment",
            path_segments().any(|s| s == "." || s == ".."),
        ),
        (
            "dot-segment-above-root",
            above_root || parts.path == "/.." || parts.path.starts_with("/../"),
        ),
        ("empty", input.is_empty()),
        ("empty-host", host.is_some_and(str::is_empty)),
        ("empty-port", server.is_some_and(|s| s.port == Some(""))),
        ("fragment", parts.fragment.is_some()),
        (
            "host-case",
            host.is_some_and(|h| h.bytes().any(|b| b.is_ascii_uppercase())),
        ),
        ("ipv4-host", host.is_some_and(is_dotted_quad)),
        ("ipv6-host", bracketed),
        (
            "ipv6-zone-id",
            bracketed && host.is_some_and(|h| h.contains('%')),
        ),
        ("non-ascii", input.iter().any(|b| *b >= 0x80)),
        ("not-utf8", std::str::from_utf8(input).is_err()),
        ("percent-encoded", percents(input).any(|hex| hex)),
        ("percent-not-hex", percents(input).any(|hex| !hex)),
        (
            "port",
            server.is_some_and(|s| s.port.is_some_and(|p| !p.is_empty())),
        ),
        ("query", parts.query.is_some()),
        ("relative", scheme.is_none()),
        (
            "scheme-case",
            scheme.is_some_and(|s| s.bytes().any(|b| b.is_ascii_uppercase())),
        ),
        ("space", input.contains(&b' ')),
        ("underscore-host", host.is_some_and(|h| h.contains('_'))),
        ("userinfo", server.is_some_and(|s| s.userinfo.is_some())),
    ]
}

/// For each `%` of `input`: whether two hex digits follow it.
fn percents(input: &[u8]) -> impl Iterator<Item = bool> + '_ {
    input
        .iter()
        .enumerate()
        .filter(|(_, b)| **b == b'%')
        .map(|(i, _)| {
            input
                .get(i + 1..i + 3)
                .is_some_and(|h| h.iter().all(u8::is_ascii_hexdigit))
        })
}

/// Four dot-separated non-empty runs of ASCII digits.
fn is_dotted_quad(host: &str) -> bool {
    let parts: Vec<&str> = host.split('.').collect();
    parts.len() == 4
        && parts
            .iter()
            .all(|p| !p.is_empty() && p.bytes().all(|b| b.is_ascii_digit()))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_check_is_a_listed_tag_in_order() {
        let names: Vec<&str> = TAGS.iter().map(|(n, _)| *n).collect();
        let mut sorted = names.clone();
        sorted.sort_unstable();
        assert_eq!(names, sorted);
        let checked: Vec<&str> = checks(b"", false).iter().map(|(n, _)| *n).collect();
        assert_eq!(checked, names);
    }

    #[test]
    fn tags_read_the_input() {
        assert_eq!(
            tags_of(b"HTTP://a_b:/x/../%zz?q#f", false),
            [
                "dot-segment",
                "empty-port",
                "fragment",
                "percent-not-hex",
                "query",
                "scheme-case",
                "underscore-host"
            ]
        );
        assert_eq!(
            tags_of(b"http://[fe80::1%25eth0]:80/[x]", false),
            [
                "bracket-outside-host",
                "ipv6-host",
                "ipv6-zone-id",
                "percent-encoded",
                "port"
            ]
        );
        assert_eq!(
            tags_of(b"../g", true),
            ["dot-segment", "dot-segment-above-root", "relative"]
        );
        assert_eq!(
            tags_of(b"a\xff b", false),
            ["non-ascii", "not-utf8", "relative", "space"]
        );
        assert_eq!(
            tags_of(b"http://u@1.2.3.4/", false),
            ["ipv4-host", "userinfo"]
        );
        assert_eq!(tags_of(b"", false), ["empty", "relative"]);
    }

    #[test]
    fn tags_tell_alike_inputs_apart() {
        let none: [&str; 0] = [];
        assert_eq!(tags_of(b"http://[::1]/", false), ["ipv6-host"]);
        assert_eq!(tags_of(b"http://a%41/", false), ["percent-encoded"]);
        assert_eq!(tags_of(b"http://1.2.3/", false), none);
        assert_eq!(tags_of(b"http://a.b.c.d/", false), none);
        assert_eq!(
            tags_of(b"http://a/../g", false),
            ["dot-segment", "dot-segment-above-root"]
        );
        assert_eq!(tags_of(b"http://a/\x7f", false), ["control-char"]);
    }
}

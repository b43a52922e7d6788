//! `urispec::extract`: the documents' own examples of URIs in running text, exactly;
//! the wrapper, rejoining and hyphen rules under every revision; the bare-URI policy;
//! bad input.

use urispec::Revision;
use urispec::extract::{
    Bare, Extractor, Found, HyphenBreak, MAX_SCHEME, Match, Options, PrefixForm, Removed, Resume,
    TrimReason, Wrapper, extract,
};

/// Every URI found (the unclosed wrappers left out).
fn matches(text: &[u8], revision: Revision, bare: Bare) -> Vec<Match<'_>> {
    let options = Options {
        bare,
        ..Options::default()
    };
    extract(text, revision, options)
        .filter_map(|f| match f {
            Found::Uri(m) => Some(m),
            Found::Unclosed(_) => None,
        })
        .collect()
}

/// The URIs found, as strings.
fn uris(text: &str, revision: Revision) -> Vec<String> {
    matches(text.as_bytes(), revision, Bare::Trim)
        .iter()
        .map(|m| String::from_utf8_lossy(&m.uri).into_owned())
        .collect()
}

/// RFC 1738's Appendix, "Recommendations for URLs in Context": its example, as printed.
const RFC1738_EXAMPLE: &str =
    "      Yes, Jim, I found it under <URL:ftp://info.cern.ch/pub/www/doc;
      type=d> but you can probably pick it up from <URL:ftp://ds.in
      ternic.net/rfc>.  Note the warning in <URL:http://ds.internic.
      net/instructions/overview.html#WARNING>.
";

/// The 1996 draft's Appendix B: RFC 1738's example without the prefix.
const URL00_EXAMPLE: &str = "      Yes, Jim, I found it under <ftp://info.cern.ch/pub/www/doc;
      type=d> but you can probably pick it up from <ftp://ds.in
      ternic.net/rfc>.  Note the warning in <http://ds.internic.
      net/instructions/overview.html#WARNING>.
";

/// RFC 2396 Appendix E's paragraph (its angle brackets restored from the published
/// RFC: ../shared/specs/README.md).
const RFC2396_EXAMPLE: &str = "      Yes, Jim, I found it under \"http://www.w3.org/Addressing/\",
      but you can probably pick it up from <ftp://ds.internic.
      net/rfc/>.  Note the warning in <http://www.ics.uci.edu/pub/
      ietf/uri/historical.html#WARNING>.
";

/// RFC 3986 Appendix C's paragraph.
const RFC3986_EXAMPLE: &str = "      Yes, Jim, I found it under \"http://www.w3.org/Addressing/\",
      but you can probably pick it up from <ftp://foo.example.
      com/rfc/>.  Note the warning in <http://www.ics.uci.edu/pub/
      ietf/uri/historical.html#WARNING>.
";

#[test]
fn rfc1738_appendix_example() {
    let found = matches(RFC1738_EXAMPLE.as_bytes(), Revision::Rfc1738, Bare::Trim);
    let got: Vec<(&[u8], Wrapper, bool)> = found
        .iter()
        .map(|m| (&*m.uri, m.wrapper, m.verdict.is_ok()))
        .collect();
    let prefix = Wrapper::UrlPrefix(PrefixForm::Angle);
    assert_eq!(
        got,
        [
            (&b"ftp://info.cern.ch/pub/www/doc;type=d"[..], prefix, true),
            (&b"ftp://ds.internic.net/rfc"[..], prefix, true),
            (
                &b"http://ds.internic.net/instructions/overview.html#WARNING"[..],
                prefix,
                true
            ),
        ]
    );
    assert!(found.iter().all(|m| m.section == "Appendix"));
    // Each match covers its wrapper; the line break and its indentation are removed.
    let text = RFC1738_EXAMPLE.as_bytes();
    assert_eq!(&text[found[0].span.clone()][..5], b"<URL:");
    assert_eq!(text[found[0].span.end - 1], b'>');
    assert_eq!(found[1].removed.len(), 1);
    assert!(found[1].removed[0].line_break);
    assert_eq!(found[1].removed[0].at, "ftp://ds.in".len());
    assert!(found.iter().all(|m| m.hyphens.is_empty()));
}

#[test]
fn url00_appendix_b_example() {
    for revision in Revision::ALL {
        let found = matches(URL00_EXAMPLE.as_bytes(), revision, Bare::Trim);
        let got: Vec<String> = found
            .iter()
            .map(|m| String::from_utf8_lossy(&m.uri).into_owned())
            .collect();
        assert_eq!(
            got,
            [
                "ftp://info.cern.ch/pub/www/doc;type=d",
                "ftp://ds.internic.net/rfc",
                "http://ds.internic.net/instructions/overview.html#WARNING",
            ],
            "{revision}"
        );
        assert!(found.iter().all(|m| m.wrapper == Wrapper::Angle));
    }
}

#[test]
fn rfc2396_appendix_e_paragraph_contains_its_three_references() {
    let expected = [
        "http://www.w3.org/Addressing/",
        "ftp://ds.internic.net/rfc/",
        "http://www.ics.uci.edu/pub/ietf/uri/historical.html#WARNING",
    ];
    for revision in [
        Revision::Rfc2396,
        Revision::Rfc2732,
        Revision::Rfc2396bis00,
        Revision::Rfc3986,
        Revision::Rfc3987,
    ] {
        assert_eq!(uris(RFC2396_EXAMPLE, revision), expected, "{revision}");
        let found = matches(RFC2396_EXAMPLE.as_bytes(), revision, Bare::Off);
        let wrappers: Vec<&str> = found.iter().map(|m| m.wrapper.name()).collect();
        assert_eq!(wrappers, ["quote", "angle", "angle"], "{revision}");
        assert!(found.iter().all(|m| m.verdict.is_ok()));
    }
    // The first reference borrows the text; the other two were rejoined.
    let found = matches(RFC2396_EXAMPLE.as_bytes(), Revision::Rfc2396, Bare::Trim);
    assert!(matches!(found[0].uri, std::borrow::Cow::Borrowed(_)));
    assert!(matches!(found[1].uri, std::borrow::Cow::Owned(_)));
    assert!(found.iter().all(|m| m.section == "Appendix E"));
}

#[test]
fn rfc3986_appendix_c_example() {
    assert_eq!(
        uris(RFC3986_EXAMPLE, Revision::Rfc3986),
        [
            "http://www.w3.org/Addressing/",
            "ftp://foo.example.com/rfc/",
            "http://www.ics.uci.edu/pub/ietf/uri/historical.html#WARNING",
        ]
    );
    let found = matches(RFC3986_EXAMPLE.as_bytes(), Revision::Rfc3986, Bare::Trim);
    assert!(found.iter().all(|m| m.section == "Appendix C"));
}

/// RFC 1738 and the 1996 draft name no quotes: the quoted reference of RFC 2396's
/// paragraph is found there as a bare URI, under the policy.
#[test]
fn quotes_are_a_wrapper_from_rfc2396_on() {
    for revision in Revision::ALL {
        let found = matches(b"see \"http://a/b\" now", revision, Bare::Trim);
        let expected = if matches!(
            revision,
            Revision::Rfc1738 | Revision::Rfc1808 | Revision::Url00
        ) {
            Wrapper::None
        } else {
            Wrapper::Quote
        };
        assert_eq!(found.len(), 1, "{revision}");
        assert_eq!(&*found[0].uri, b"http://a/b", "{revision}");
        assert_eq!(found[0].wrapper, expected, "{revision}");
        assert_eq!(
            found[0].span,
            if expected == Wrapper::Quote {
                4..16
            } else {
                5..15
            }
        );
    }
}

/// RFC 1808 §3.1's base header `<URL:…>`, and the prefix's four forms.
#[test]
fn the_url_prefix_forms() {
    let text = b"Base: <URL:http://www.ics.uci.edu/Test/a/b/c>";
    let found = matches(text, Revision::Rfc1808, Bare::Trim);
    assert_eq!(found.len(), 1);
    assert_eq!(&*found[0].uri, b"http://www.ics.uci.edu/Test/a/b/c");
    assert_eq!(found[0].wrapper.form(), Some("<URL:…>"));
    assert_eq!(found[0].span, 6..text.len());
    for (text, form) in [
        (&b"<URL: http://a/>"[..], "<URL: …>"),
        (b"URL:http://a/", "URL:…"),
        (b"URL: http://a/.", "URL: …"),
    ] {
        for revision in Revision::ALL {
            let found = matches(text, revision, Bare::Off);
            assert_eq!(found.len(), 1, "{revision}");
            assert_eq!(&*found[0].uri, b"http://a/", "{revision}");
            assert_eq!(found[0].wrapper.form(), Some(form), "{revision}");
            assert_eq!(found[0].span.start, 0);
        }
    }
}

/// The blanks after a bare `URL:` count toward `max_len`: as many are skipped, and a
/// prefix followed by more is not read as one (nor is what follows it a URI of its own
/// when bare URIs are not looked for).
#[test]
fn a_bare_url_prefix_skips_at_most_max_len_blanks() {
    let options = Options {
        bare: Bare::Off,
        max_len: 20,
    };
    for (blanks, found) in [(0, true), (20, true), (21, false)] {
        let text = format!(
            "URL:{}http://a/",
            " \t"
                .repeat(blanks)
                .chars()
                .take(blanks)
                .collect::<String>()
        );
        let got: Vec<(Wrapper, String)> = extract(text.as_bytes(), Revision::Rfc3986, options)
            .filter_map(|f| match f {
                Found::Uri(m) => Some((m.wrapper, String::from_utf8_lossy(&m.uri).into_owned())),
                Found::Unclosed(_) => None,
            })
            .collect();
        let form = if blanks == 0 {
            PrefixForm::Bare
        } else {
            PrefixForm::BareSpace
        };
        let expected = if found {
            vec![(Wrapper::UrlPrefix(form), "http://a/".to_owned())]
        } else {
            vec![]
        };
        assert_eq!(got, expected, "{blanks} blanks");
    }
}

/// Whitespace inside angle brackets is removed under every revision, each run
/// reported with where it stood.
#[test]
fn whitespace_in_angle_brackets_is_removed() {
    let text = b"<http://a/b\n   c d\td>";
    for revision in Revision::ALL {
        let found = matches(text, revision, Bare::Off);
        assert_eq!(&*found[0].uri, b"http://a/bcdd", "{revision}");
        assert_eq!(
            found[0].removed,
            [
                Removed {
                    span: 11..15,
                    at: 10,
                    line_break: true
                },
                Removed {
                    span: 16..17,
                    at: 11,
                    line_break: false
                },
                Removed {
                    span: 18..19,
                    at: 12,
                    line_break: false
                },
            ]
        );
    }
}

/// In quotes, whitespace within a line is prose: not a wrapper, the URI read bare.
#[test]
fn quoted_prose_is_no_wrapper() {
    let found = matches(b"\"http://a/ is the page\"", Revision::Rfc3986, Bare::Trim);
    assert_eq!(found.len(), 1);
    assert_eq!(found[0].wrapper, Wrapper::None);
    assert_eq!(&*found[0].uri, b"http://a/");
    let found = matches(b"\"http://a/long-\n  path\"", Revision::Rfc3986, Bare::Trim);
    assert_eq!(found[0].wrapper, Wrapper::Quote);
    assert_eq!(&*found[0].uri, b"http://a/long-path");
}

/// A hyphen at a removed line break: both readings, under every revision.
#[test]
fn a_hyphen_at_a_line_break_gives_both_readings() {
    let text = b"<http://example.com/some-\n     thing>";
    for revision in Revision::ALL {
        let found = matches(text, revision, Bare::Off);
        let m = &found[0];
        assert_eq!(&*m.uri, b"http://example.com/some-thing", "{revision}");
        assert_eq!(m.hyphens, [HyphenBreak { hyphen: 24, at: 23 }]);
        assert_eq!(
            m.hyphens[0].without(&m.uri),
            b"http://example.com/something"
        );
    }
    // A hyphen before whitespace within a line, or before the closer, is no break.
    let found = matches(b"<http://a/b- c>", Revision::Rfc3986, Bare::Off);
    assert!(found[0].hyphens.is_empty());
    let found = matches(b"<http://a/b-\n>", Revision::Rfc3986, Bare::Off);
    assert!(found[0].hyphens.is_empty());
}

/// A wrapper's content that is not a URI under the revision is reported, with the
/// revision's error.
#[test]
fn a_wrapped_non_uri_is_reported_as_such() {
    let found = matches(b"<http://host/~user>", Revision::Rfc1738, Bare::Off);
    assert_eq!(found.len(), 1);
    let err = found[0].verdict.as_ref().unwrap_err();
    assert_eq!(err.offset(), 12);
    assert!(
        matches(b"<http://host/~user>", Revision::Rfc2396, Bare::Off)[0]
            .verdict
            .is_ok()
    );
    let found = matches(b"<URL:not a uri>", Revision::Rfc3986, Bare::Off);
    assert_eq!(&*found[0].uri, b"notauri");
    assert!(
        found[0].verdict.is_ok(),
        "a relative reference under RFC 3986"
    );
    let found = matches(b"<URL:not a uri>", Revision::Rfc1738, Bare::Off);
    assert!(found[0].verdict.is_err());
}

/// Tags, mail addresses and comparisons are no angle wrappers.
#[test]
fn angle_brackets_need_a_scheme_at_once() {
    for text in [
        &b"<b>bold</b>"[..],
        b"<user@example.com>",
        b"a < b: c > d",
        b"<a href=x>",
    ] {
        assert!(matches(text, Revision::Rfc3986, Bare::Off).is_empty());
    }
}

/// A wrapper never closed is reported at its start, and what follows is still read.
#[test]
fn an_unclosed_wrapper_is_reported_and_the_rest_read() {
    let text = b"see <http://a/b and\n\nthen <http://c/>";
    let found: Vec<Found<'_>> = extract(text, Revision::Rfc3986, Options::default()).collect();
    assert_eq!(found.len(), 3);
    let Found::Unclosed(u) = &found[0] else {
        panic!("{found:?}")
    };
    assert_eq!((u.at, u.len, u.wrapper), (4, 1, Wrapper::Angle));
    let Found::Uri(bare) = &found[1] else {
        panic!()
    };
    assert_eq!(
        (&*bare.uri, bare.wrapper),
        (&b"http://a/b"[..], Wrapper::None)
    );
    let Found::Uri(last) = &found[2] else {
        panic!()
    };
    assert_eq!(
        (&*last.uri, last.wrapper),
        (&b"http://c/"[..], Wrapper::Angle)
    );
    // Another `<` or the end of the text also leaves it unclosed.
    for text in [&b"<http://a/ <http://b/>"[..], b"x <URL:http://a/"] {
        let found: Vec<Found<'_>> = extract(text, Revision::Rfc3986, Options::default()).collect();
        assert!(matches!(found[0], Found::Unclosed(_)), "{found:?}");
        assert!(found.len() >= 2);
    }
}

/// An unclosed wrapper is reported with its opener: where it is, how long (`<`, `"`,
/// or `<URL:` and the whitespace after it), which wrapper. Two line breaks close
/// nothing, however written (`\n`, `\r\n`, or lone `\r` as in old Mac text).
#[test]
fn an_unclosed_wrapper_reports_its_opener() {
    for (text, at, len, wrapper) in [
        (
            &b"ab <URL:  http://a/b\n\nc"[..],
            3,
            7,
            Wrapper::UrlPrefix(PrefixForm::AngleSpace),
        ),
        (
            b"ab <URL:http://a/b\r\n\r\nc",
            3,
            5,
            Wrapper::UrlPrefix(PrefixForm::Angle),
        ),
        (b"ab \"http://a/b\n\nc\"", 3, 1, Wrapper::Quote),
        (b"abc <http://a/\r\rb>", 4, 1, Wrapper::Angle),
    ] {
        let first = extract(text, Revision::Rfc3986, Options::default()).next();
        let Some(Found::Unclosed(u)) = first else {
            panic!("{text:?}: {first:?}")
        };
        assert_eq!((u.at, u.len, u.wrapper), (at, len, wrapper), "{text:?}");
        assert_eq!(u.section, "Appendix C");
    }
    // One lone `\r` is one line break: removed, the hyphen before it noted.
    let found = matches(b"\"http://a/b-\r  c\"", Revision::Rfc3986, Bare::Off);
    let [m] = found.as_slice() else {
        panic!("{found:?}")
    };
    assert_eq!(&*m.uri, b"http://a/b-c");
    assert_eq!(m.hyphens, [HyphenBreak { hyphen: 11, at: 10 }]);
    assert!(m.removed[0].line_break);
}

/// A wrapper's closer must come within `max_len` bytes of its content's start: a
/// URI one byte shorter is found, one as long is a wrapper never closed.
#[test]
fn a_wrapper_closes_within_max_len() {
    let options = Options {
        bare: Bare::Off,
        max_len: 20,
    };
    for (open, close) in [("<", ">"), ("<URL:", ">"), ("\"", "\"")] {
        for (len, closed) in [(19, true), (20, false)] {
            let uri = format!("http://a/{}", "b".repeat(len - 9));
            let text = format!("see {open}{uri}{close} and more");
            let first = extract(text.as_bytes(), Revision::Rfc3986, options).next();
            match first {
                Some(Found::Uri(m)) if closed => assert_eq!(&*m.uri, uri.as_bytes()),
                Some(Found::Unclosed(u)) if !closed => assert_eq!((u.at, u.len), (4, open.len())),
                other => panic!("{text:?}: {other:?}"),
            }
        }
    }
}

/// The prefix `URL:` and the whitespace after it take at most `max_len` bytes after
/// the `<`; whitespace past them is the content's, removed and reported like any.
#[test]
fn the_angle_url_prefix_takes_at_most_max_len_bytes() {
    let options = Options {
        bare: Bare::Off,
        max_len: 20,
    };
    for (blanks, removed) in [(16, vec![]), (17, vec![(23..24, 0)])] {
        let text = format!("x <URL:{}http://a/>", " ".repeat(blanks));
        let found: Vec<Found<'_>> = extract(text.as_bytes(), Revision::Rfc3986, options).collect();
        let [Found::Uri(m)] = found.as_slice() else {
            panic!("{text:?}: {found:?}")
        };
        assert_eq!(&*m.uri, b"http://a/");
        assert_eq!(m.wrapper, Wrapper::UrlPrefix(PrefixForm::AngleSpace));
        let got: Vec<_> = m.removed.iter().map(|r| (r.span.clone(), r.at)).collect();
        assert_eq!(got, removed, "{blanks} blanks");
    }
}

/// The bare policy: a scheme the revision accepts, as far as the grammar goes, then
/// sentence punctuation and unbalanced closers trimmed, each trim reported.
#[test]
fn bare_uris_are_trimmed_and_each_trim_reported() {
    let text = b"(see http://a/b_(c)).";
    let found = matches(text, Revision::Rfc3986, Bare::Trim);
    assert_eq!(&*found[0].uri, b"http://a/b_(c)");
    let trims: Vec<(usize, u8, TrimReason)> = found[0]
        .trimmed
        .iter()
        .map(|t| (t.offset, t.byte, t.reason))
        .collect();
    assert_eq!(
        trims,
        [
            (19, b')', TrimReason::Unbalanced),
            (20, b'.', TrimReason::Punctuation)
        ]
    );
    let found = matches(b"go to foo:bar.baz.", Revision::Rfc3986, Bare::Trim);
    assert_eq!(&*found[0].uri, b"foo:bar.baz");
    assert_eq!(found[0].trimmed[0].reason, TrimReason::Punctuation);
    // Strict: the longest match.
    let found = matches(text, Revision::Rfc3986, Bare::Strict);
    assert_eq!(&*found[0].uri, b"http://a/b_(c)).");
    assert!(found[0].trimmed.is_empty());
    // Off: none.
    assert!(matches(text, Revision::Rfc3986, Bare::Off).is_empty());
}

/// A trailing `]` is trimmed only as many times as the URI has a `]` with no `[`: an
/// IPv6 literal's closer stays, and of `[a]]` one is trimmed (RFC 2732 has `[` and `]`
/// in `reserved`, so its query holds them).
#[test]
fn only_unbalanced_brackets_are_trimmed() {
    for (text, revision, uri, trims) in [
        (
            "see http://[::1].",
            Revision::Rfc3986,
            "http://[::1]",
            &[][..],
        ),
        (
            "(http://[::1]/?[a]]).",
            Revision::Rfc2732,
            "http://[::1]/?[a]",
            &[
                (18, b']', TrimReason::Unbalanced),
                (19, b')', TrimReason::Unbalanced),
                (20, b'.', TrimReason::Punctuation),
            ],
        ),
    ] {
        let found = matches(text.as_bytes(), revision, Bare::Trim);
        let [m] = found.as_slice() else {
            panic!("{text:?}: {found:?}")
        };
        assert_eq!(String::from_utf8_lossy(&m.uri), uri, "{text:?}");
        let got: Vec<(usize, u8, TrimReason)> = m
            .trimmed
            .iter()
            .map(|t| (t.offset, t.byte, t.reason))
            .collect();
        assert_eq!(got, trims, "{text:?}");
    }
}

/// Ruby's `URI.extract('From: XXX [mailto:xxx@xxx.xxx.xxx]')`: a word and its colon
/// is no URI once trimmed; the `]` is unbalanced, and RFC 2732 and the 2002 draft
/// read it (their IPv6 brackets) where RFC 2396 stops before it.
#[test]
fn a_word_and_its_colon_is_no_uri() {
    let text = b"From: XXX [mailto:xxx@xxx.xxx.xxx]";
    for revision in Revision::ALL {
        let found = matches(text, revision, Bare::Trim);
        let got: Vec<&[u8]> = found.iter().map(|m| &*m.uri).collect();
        assert_eq!(got, [&b"mailto:xxx@xxx.xxx.xxx"[..]], "{revision}");
        let bracket = found[0].trimmed.iter().map(|t| t.byte).collect::<Vec<u8>>();
        // RFC 2732 and the 2002 draft have `[` and `]` in `reserved`, so an opaque
        // part reads the `]` and the policy trims it; the others stop before it.
        let reads_brackets = matches!(revision, Revision::Rfc2732 | Revision::Rfc2396bis00);
        assert_eq!(bracket == b"]", reads_brackets, "{revision}: {bracket:?}");
    }
    // Strict: RFC 3986 takes `From:` (a scheme and an empty path); RFC 2396's
    // `opaque_part` needs a character after the `:`.
    let strict = matches(text, Revision::Rfc3986, Bare::Strict);
    let got: Vec<&[u8]> = strict.iter().map(|m| &*m.uri).collect();
    assert_eq!(got, [&b"From:"[..], b"mailto:xxx@xxx.xxx.xxx"]);
    let strict = matches(text, Revision::Rfc2396, Bare::Strict);
    let got: Vec<&[u8]> = strict.iter().map(|m| &*m.uri).collect();
    assert_eq!(got, [&b"mailto:xxx@xxx.xxx.xxx"[..]]);
}

/// Schemes other than `http` start a bare URI, under the revision's grammar.
#[test]
fn any_scheme_starts_a_bare_uri() {
    assert_eq!(
        uris(
            "mail mailto:a@b.c or news:comp.x or urn:isbn:0451450523 now",
            Revision::Rfc3986
        ),
        ["mailto:a@b.c", "news:comp.x", "urn:isbn:0451450523"]
    );
    // RFC 1738's `url` knows its schemes: `urn:` is a genericurl there.
    assert_eq!(
        uris("x-http://a/ 1http://b/", Revision::Rfc3986),
        ["x-http://a/"]
    );
}

/// A scheme is looked for no further back than `MAX_SCHEME` bytes from its `:`, and
/// no further ahead after a `<` or `"`: a run of scheme characters that long starts a
/// URI, a longer one none (not its last `MAX_SCHEME` bytes either, which would be a
/// scheme the text does not have).
#[test]
fn a_scheme_longer_than_max_scheme_starts_no_uri() {
    for (len, found) in [(MAX_SCHEME, true), (MAX_SCHEME + 1, false), (200, false)] {
        let uri = format!("{}:b", "a".repeat(len));
        let expected = if found { vec![uri.clone()] } else { vec![] };
        for (text, bare) in [
            (uri.clone(), Bare::Trim),
            (uri.clone(), Bare::Strict),
            (format!("<{uri}>"), Bare::Off),
            (format!("\"{uri}\""), Bare::Off),
        ] {
            let got: Vec<String> = matches(text.as_bytes(), Revision::Rfc3986, bare)
                .iter()
                .map(|m| String::from_utf8_lossy(&m.uri).into_owned())
                .collect();
            assert_eq!(got, expected, "{len} scheme bytes: {text:?}, {bare:?}");
        }
    }
}

/// Invalid UTF-8 and NUL are carried: spans are byte offsets.
#[test]
fn invalid_utf8_and_nul_are_carried() {
    let text = b"\xff\x00 http://a/\x00 <http://b/\xfe>";
    let found = matches(text, Revision::Rfc3986, Bare::Trim);
    assert_eq!(&*found[0].uri, b"http://a/");
    assert_eq!(found[0].span, 3..12);
    assert_eq!(&*found[1].uri, b"http://b/\xfe");
    assert!(found[1].verdict.is_err());
    assert_eq!(found[1].verdict.as_ref().unwrap_err().offset(), 9);
}

/// RFC 3987 reads IRIs in running text.
#[test]
fn rfc3987_reads_iris() {
    assert_eq!(
        uris("voir http://résumé.example.org/été. fin", Revision::Rfc3987),
        ["http://résumé.example.org/été"]
    );
    assert_eq!(
        uris("voir http://résumé.example.org/été. fin", Revision::Rfc3986),
        ["http://r"]
    );
}

/// One pass: a long text of candidates that go nowhere costs no more than its length
/// (every byte of `a:%` is a candidate start or an escape that never completes), and
/// a long URI is cut at `max_len`.
#[test]
fn hostile_texts_stay_linear_and_bounded() {
    let text = "a:%".repeat(100_000);
    let found = matches(text.as_bytes(), Revision::Rfc3986, Bare::Trim);
    assert!(found.len() <= 100_000);
    let long = format!("http://a/{}", "b".repeat(200_000));
    let options = Options {
        bare: Bare::Trim,
        max_len: 1000,
    };
    let found: Vec<Found<'_>> = extract(long.as_bytes(), Revision::Rfc3986, options).collect();
    let Found::Uri(m) = &found[0] else { panic!() };
    assert_eq!(m.uri.len(), 1000);
}

/// What is found, with offsets `base` bytes further on: one line each (span, wrapper,
/// URI, verdict, removed whitespace, hyphens, trims; or the unclosed opener), once
/// [`Found::start`] is checked against it.
fn described(found: Found<'_>, base: usize) -> String {
    let start = found.start();
    match found {
        Found::Uri(m) if start == m.span.start => format!(
            "{:?} {:?} {:?} {} {:?} {:?} {:?}",
            m.span.start + base..m.span.end + base,
            m.wrapper,
            String::from_utf8_lossy(&m.uri),
            m.verdict.is_ok(),
            m.removed
                .iter()
                .map(|r| (r.span.start + base, r.span.end + base, r.at))
                .collect::<Vec<_>>(),
            m.hyphens
                .iter()
                .map(|h| (h.hyphen + base, h.at))
                .collect::<Vec<_>>(),
            m.trimmed
                .iter()
                .map(|t| (t.offset + base, t.byte))
                .collect::<Vec<_>>(),
        ),
        Found::Unclosed(u) if start == u.at => {
            format!("{} unclosed {:?} {}", u.at + base, u.wrapper, u.len)
        }
        other => panic!("{other:?} starts at {start}"),
    }
}

/// What a reader of a stream finds: it holds `chunk` bytes and the lookahead at a
/// time, starts nothing within the lookahead of what it holds until the text has ended,
/// then drops what the scan has passed but a scheme's length, and resumes.
fn windowed(text: &[u8], revision: Revision, options: Options, chunk: usize) -> Vec<String> {
    let margin = options.lookahead();
    let (mut base, mut resume, mut out) = (0, Resume::default(), Vec::new());
    loop {
        let end = text.len().min(base + chunk + margin);
        let window = &text[base..end];
        let ended = end == text.len();
        let until = if ended {
            window.len()
        } else {
            window.len() - margin
        };
        let mut extractor = Extractor::resume(window, revision, options, resume, until);
        out.extend(extractor.by_ref().map(|f| described(f, base)));
        assert_eq!(extractor.revision(), revision);
        resume = extractor.resume_at();
        if ended {
            return out;
        }
        let drop = resume.position.saturating_sub(MAX_SCHEME + 1);
        base += drop;
        resume = resume.shifted(drop);
    }
}

/// A text read a window at a time ([`Extractor::resume`] with the margin of
/// [`Options::lookahead`]) gives what one pass over the whole text gives, wherever the
/// windows' boundaries fall: URIs as long as `max_len`, after a `URL:` prefix and as
/// much whitespace as is skipped, wrappers never closed, scheme runs too long.
#[test]
fn a_text_read_in_windows_finds_what_one_pass_finds() {
    let max_len = 300;
    let long = "c".repeat(max_len - 20);
    let blanks = " ".repeat(max_len - 10);
    let pieces = [
        format!("URL:{blanks}http://y/{long} "),
        format!("<URL:{blanks}http://x/{long}> "),
        format!("<URL:\n{blanks}http://x/{long}\n> "),
        format!("\"http://q/{long}-\n {long}\" "),
        format!("http://a/{long}{long}. "),
        "<http://a/ never closed\n\n".to_owned(),
        format!("{}:b ", "a".repeat(MAX_SCHEME + 3)),
        format!("x{}:b ", "a".repeat(MAX_SCHEME - 1)),
        "From: XXX [mailto:xxx@xxx.xxx.xxx]. ".to_owned(),
    ];
    let mut text = Vec::new();
    let mut k = 0usize;
    while text.len() < 40_000 {
        text.extend_from_slice(pieces[(k * 7) % pieces.len()].as_bytes());
        // Filler of a length that drifts, so that boundaries fall everywhere.
        text.extend(std::iter::repeat_n(b'z', (k * 13) % 61));
        text.push(b' ');
        k += 1;
    }
    for bare in [Bare::Trim, Bare::Strict, Bare::Off] {
        let options = Options { bare, max_len };
        for revision in [Revision::Rfc1738, Revision::Rfc3986] {
            let whole: Vec<String> = extract(&text, revision, options)
                .map(|f| described(f, 0))
                .collect();
            assert!(whole.len() > 40, "{}", whole.len());
            for chunk in [100, 333, 1000] {
                let got = windowed(&text, revision, options, chunk);
                let first = got.iter().zip(&whole).position(|(g, w)| g != w);
                assert!(
                    got == whole,
                    "{revision}, {bare:?}, chunk {chunk}: {} found, {} in one pass; first difference: {:?}",
                    got.len(),
                    whole.len(),
                    first.map(|i| (&got[i], &whole[i]))
                );
            }
        }
    }
}

/// The margin covers the look at a scheme after a `<` or `"` even when `max_len` is
/// shorter than a scheme: a wrapper opened before a window's end is read as in one
/// pass (here never closed, its content longer than `max_len`).
#[test]
fn a_window_s_margin_covers_a_scheme_longer_than_max_len() {
    let opener = format!(
        "<{}:b> \"{}:c\" ",
        "a".repeat(MAX_SCHEME),
        "a".repeat(MAX_SCHEME)
    );
    let mut text = Vec::new();
    for k in 0..200 {
        text.extend_from_slice(opener.as_bytes());
        text.extend(std::iter::repeat_n(b'z', (k * 13) % 61));
    }
    for bare in [Bare::Trim, Bare::Off] {
        let options = Options { bare, max_len: 4 };
        let whole: Vec<String> = extract(&text, Revision::Rfc3986, options)
            .map(|f| described(f, 0))
            .collect();
        assert!(whole.len() >= 400, "{}", whole.len());
        for chunk in [100, 333] {
            let got = windowed(&text, Revision::Rfc3986, options, chunk);
            assert!(got == whole, "{bare:?}, chunk {chunk}");
        }
    }
}

/// One line per thing found under `revision`: span, wrapper, URI, verdict, notes.
#[cfg(feature = "serde")]
fn summary(text: &[u8], revision: Revision, bare: Bare) -> String {
    use std::fmt::Write as _;
    let options = Options {
        bare,
        ..Options::default()
    };
    let mut out = String::new();
    for found in extract(text, revision, options) {
        match found {
            Found::Uri(m) => {
                let verdict = m.verdict.as_ref().map_or_else(
                    |e| format!("invalid at {}", e.offset()),
                    |()| "valid".to_owned(),
                );
                let _ = write!(
                    out,
                    "{}..{} {}{} {:?} {verdict}",
                    m.span.start,
                    m.span.end,
                    m.wrapper.name(),
                    m.wrapper
                        .form()
                        .map(|f| format!(" {f}"))
                        .unwrap_or_default(),
                    String::from_utf8_lossy(&m.uri),
                );
                for r in &m.removed {
                    let _ = write!(out, "; removed {:?}@{}", r.span, r.at);
                }
                for h in &m.hyphens {
                    let without = String::from_utf8_lossy(&h.without(&m.uri)).into_owned();
                    let _ = write!(out, "; hyphen@{} or {without:?}", h.at);
                }
                for t in &m.trimmed {
                    let _ = write!(out, "; trimmed {:?}@{}", char::from(t.byte), t.offset);
                }
                let _ = writeln!(out, " ({})", m.section);
            }
            Found::Unclosed(u) => {
                let _ = writeln!(
                    out,
                    "{} unclosed {} ({})",
                    u.at,
                    u.wrapper.name(),
                    u.section
                );
            }
        }
    }
    out
}

/// The wrapper, rejoining, hyphen and bare rules on one text per rule, under every
/// revision, in `snapshots/extract/`.
#[cfg(feature = "serde")]
#[test]
fn the_rules_per_revision() {
    let texts: [(&str, &[u8], Bare); 10] = [
        ("rfc1738-appendix", RFC1738_EXAMPLE.as_bytes(), Bare::Trim),
        ("url00-appendix-b", URL00_EXAMPLE.as_bytes(), Bare::Trim),
        ("rfc2396-appendix-e", RFC2396_EXAMPLE.as_bytes(), Bare::Trim),
        ("rfc3986-appendix-c", RFC3986_EXAMPLE.as_bytes(), Bare::Trim),
        (
            "prefix-forms",
            b"<URL:http://a/> <URL: http://b/> URL:http://c/ URL: http://d/, <URL:x y>",
            Bare::Off,
        ),
        (
            "hyphens",
            b"<http://example.com/a-\n  b-\r\n\tc> \"http://e.org/x-\n y\"",
            Bare::Off,
        ),
        (
            "brackets-and-quotes",
            b"From: XXX [mailto:xxx@xxx.xxx.xxx] (http://a/b_(c)) 'http://x/y' \"http://q/\".",
            Bare::Trim,
        ),
        (
            "strict",
            b"From: XXX [mailto:xxx@xxx.xxx.xxx] (http://a/b_(c)) 'http://x/y' \"http://q/\".",
            Bare::Strict,
        ),
        (
            "unclosed",
            b"a <http://a/b\n\nb \"http://c/\n\n<URL:http://d/ <http://e/>",
            Bare::Trim,
        ),
        (
            "not-uris",
            b"<http://host/~user> <news:comp.x> <http://[::1]/> <foo:%zz> <http://a/#f#g>",
            Bare::Off,
        ),
    ];
    for (name, text, bare) in texts {
        let mut all = String::new();
        for revision in Revision::ALL {
            all.push_str("== ");
            all.push_str(revision.id());
            all.push('\n');
            all.push_str(&summary(text, revision, bare));
        }
        crate::common::snapshot_settings("extract").bind(|| insta::assert_snapshot!(name, all));
    }
}

/// Under the URL Standard, the longest string the grammar matches is not yet a valid
/// URL string: its hosts must also be valid domains (#valid-domain). A bare URL that
/// nothing was trimmed from gets the same verdict as `check` (the `extract` fuzz
/// target found `file://M.` reported valid: `M.` fails UTS #46 with `VerifyDnsLength`).
#[test]
fn a_bare_url_s_verdict_under_whatwg_checks_its_domain() {
    for (text, valid) in [
        ("file://M. x", false),
        ("see http://M.:", false),
        ("file://M x", true),
    ] {
        let found = matches(text.as_bytes(), Revision::Whatwg, Bare::Strict);
        let [m] = found.as_slice() else {
            panic!("{text:?}: one URL, found {found:?}")
        };
        assert_eq!(m.verdict.is_ok(), valid, "{text:?}: {:?}", m.verdict);
        assert_eq!(
            Revision::Whatwg
                .check(&String::from_utf8_lossy(&m.uri))
                .is_ok(),
            valid
        );
    }
}

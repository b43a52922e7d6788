//! The common view without the derivation equals the view read from it: every
//! line of every corpus file and of the benchmark corpus, and strings derived from
//! each grammar and their near misses, under every revision that accepts them.

use crate::common;
use crate::invariants;

use urispec::Revision;
use urispec::bnf::Generator;

/// Compares the two views of `s` under `rev`, if `rev` accepts it, and checks that
/// the view puts the input back together (issue 9).
fn agree(rev: Revision, s: &str) -> bool {
    rev.parse(s)
        .map(|p| {
            invariants::view_is_the_derivations(&p, s);
            invariants::lossless(&p, s);
        })
        .is_ok()
}

#[test]
fn every_corpus_line() {
    for file in common::corpus_files() {
        for line in common::corpus(&file) {
            for rev in Revision::ALL {
                agree(rev, &line);
            }
        }
    }
}

/// The benchmark sample in the repository (`tests/data/bench-sample.txt`), one line
/// in 4 (pest in a debug build is slow).
#[test]
fn benchmark_sample() {
    let mut accepted = 0;
    for line in common::bench_sample().iter().step_by(4) {
        for rev in Revision::ALL {
            accepted += usize::from(agree(rev, line));
        }
    }
    assert!(accepted > 6_000, "only {accepted} accepted parses compared");
}

/// The whole benchmark corpus (`../shared/bench/urls.txt`, 62,040 URIs), where it
/// is beside the clone; one line in 29.
#[test]
fn benchmark_corpus() {
    let Some(lines) = common::bench_corpus("benchmark_corpus") else {
        return;
    };
    let mut accepted = 0;
    for line in lines.iter().step_by(29) {
        for rev in Revision::ALL {
            accepted += usize::from(agree(rev, line));
        }
    }
    assert!(accepted > 6_000, "only {accepted} accepted parses compared");
}

/// The sample is still every seventh line of the corpus, from the first.
#[test]
fn the_sample_is_a_seventh_of_the_corpus() {
    let Some(lines) = common::bench_corpus("the_sample_is_a_seventh_of_the_corpus") else {
        return;
    };
    let seventh: Vec<String> = lines.into_iter().step_by(7).collect();
    assert!(
        seventh == common::bench_sample(),
        "tests/data/bench-sample.txt is stale"
    );
}

#[test]
fn generated_strings_and_near_misses() {
    for rev in Revision::ALL {
        let mut accepted = 0;
        for seed in 0..400 {
            let mut generator = Generator::new(rev.bnf(), seed);
            let derived = generator.derive(rev.start_rule()).expect("the start rule");
            let near = generator.near_miss(&derived);
            for s in [&derived, &near] {
                for other in Revision::ALL {
                    accepted += usize::from(agree(other, s) && other == rev);
                }
            }
        }
        assert!(
            accepted >= 400,
            "{rev}: only {accepted} of its own strings parsed"
        );
    }
}

/// Issue 9: nothing the grammar matched is dropped. What follows the scheme's `:`
/// in an opaque form (RFC 1738's `otherurl`, the 1996 draft's `opaque-URL`) is the
/// path.
#[test]
fn opaque_parts_are_the_path() {
    let path = |rev: Revision, s: &'static str| rev.parse(s).expect("valid").components().path;
    assert_eq!(path(Revision::Rfc1738, "foo:bar"), Some("bar"));
    assert_eq!(path(Revision::Rfc1738, "foo:"), Some(""));
    assert_eq!(path(Revision::Url00, "http://a_b/c?d"), Some("//a_b/c?d"));
    // An ip-schemepart's path stays the urlpath.
    assert_eq!(path(Revision::Rfc1738, "foo://h/p"), Some("p"));
    assert_eq!(path(Revision::Rfc1738, "foo://h"), None);
}

/// Issue 9: RFC 1738 and the 1996 draft leave the `/` after the server out of the
/// path, so the path is undefined when that `/` is absent and `""` when nothing
/// follows it (`http://a` and `http://a/` differ); RFC 1738's `file` URL always
/// has one. RFC 2396, the bis draft and RFC 3986 keep the `/` in the path.
#[test]
fn the_slash_after_the_server_is_kept_apart() {
    let path = |rev: Revision, s: &'static str| rev.parse(s).expect("valid").components().path;
    for rev in [Revision::Rfc1738, Revision::Url00] {
        assert_eq!(path(rev, "http://a"), None, "{rev}");
        assert_eq!(path(rev, "http://a/"), Some(""), "{rev}");
        assert_eq!(path(rev, "http://a/b"), Some("b"), "{rev}");
    }
    assert_eq!(path(Revision::Rfc1738, "file://h/"), Some(""));
    assert_eq!(path(Revision::Rfc1738, "telnet://h"), None);
    assert_eq!(path(Revision::Rfc1738, "telnet://h/"), Some(""));
    assert_eq!(path(Revision::Rfc1738, "gopher://h/"), Some(""));
    assert_eq!(path(Revision::Url00, "http:"), None);
    assert_eq!(path(Revision::Url00, "http:/"), Some(""));
    assert_eq!(path(Revision::Url00, "?q"), None);
    assert_eq!(path(Revision::Url00, "/?q"), Some(""));
    for rev in [
        Revision::Rfc2396,
        Revision::Rfc2732,
        Revision::Rfc2396bis00,
        Revision::Rfc3986,
    ] {
        assert_eq!(path(rev, "http://a"), Some(""), "{rev}");
        assert_eq!(path(rev, "http://a/"), Some("/"), "{rev}");
    }
}

/// Strings at the seams of each decomposition (RFC 1738's per-scheme productions
/// and their fall-back to `otherurl`, the 1996 draft's opaque URLs, RFC 3986's
/// hosts and bare `/`), compared under every revision that accepts them.
#[test]
fn seams_of_each_decomposition() {
    let strings = [
        "",
        "#f",
        "/",
        "//h/",
        "//h",
        "a:",
        "a:/",
        "a:b/c",
        "http:",
        "http:/a",
        "http:a/b;p?q",
        "http://a_b/c?d",
        "http://h//x",
        "http://h/x//y",
        "//u?p@h/x;p?q#f",
        "//u:p@h:80/x",
        "//@h",
        "//1.2.3.4:5/",
        "//1.2.3.456/",
        "//[v7.a]:1/",
        "//[V7.a]",
        "//[::1]/",
        "//u@",
        "gopher://h",
        "gopher://h/",
        "gopher://h/1",
        "gopher://h/%31abc%09x",
        "wais://h/db",
        "wais://h/db?s",
        "wais://h/db/t/p",
        "news:*",
        "news:comp.x",
        "news:a@b.c",
        "news:a@1.2.3.4",
        "nntp://h/g",
        "nntp://h/g/12",
        "telnet://u:p@h:23/",
        "telnet://h",
        "file:///x",
        "file://localhost/x",
        "file://1.2.3.4/",
        "mailto:a@b",
        "ftp://u:p@h/a/b;type=d",
        "ftp://h",
        "ftp://h/",
        "http://h",
        "http://h/",
        "http://h/a?q",
        "http://h/a?q/r",
        "prospero://h/a/b;f=v;g=w",
        "prospero://h/a;=;x=",
        "ftp://h/;type=a",
        "gopher://h/1%09s%09t",
        "///a",
        "a",
        "/a",
        "foo://u:p@h:1/x",
        "foo://h_/x",
        "foo://h",
        "foo:bar",
    ];
    let mut accepted = 0;
    for s in strings {
        for rev in Revision::ALL {
            accepted += usize::from(agree(rev, s));
        }
    }
    assert!(accepted >= 150, "only {accepted} accepted parses compared");
}

/// Issue 9: RFC 1738's path is §3.1's url-path, less only what the view names
/// elsewhere (a `search`, ftp's `;type=`, prospero's fieldspecs): gopher's `gtype`
/// (§3.4's `<gophertype><selector>`), nntp's article number and a wais document's
/// `/wtype/wpath` are part of it, and prospero's fieldspecs are the params.
#[test]
fn rfc1738_url_path_holds_every_part() {
    let view = |s: &'static str| {
        let p = Revision::Rfc1738.parse(s).expect("valid");
        let c = p.components().clone();
        (p.form(), c.path, c.params, c.query)
    };
    assert_eq!(
        view("gopher://h/1abc"),
        ("gopherurl", Some("1abc"), None, None)
    );
    assert_eq!(view("gopher://h/1"), ("gopherurl", Some("1"), None, None));
    assert_eq!(
        view("gopher://h/%31a%09s"),
        ("gopherurl", Some("%31a%09s"), None, None)
    );
    assert_eq!(view("nntp://h/g/12"), ("nntpurl", Some("g/12"), None, None));
    assert_eq!(
        view("wais://h/db/t/p"),
        ("waisurl", Some("db/t/p"), None, None)
    );
    assert_eq!(
        view("wais://h/db?s"),
        ("waisurl", Some("db"), None, Some("s"))
    );
    assert_eq!(
        view("prospero://h/a/b;f=v;g=w"),
        ("prosperourl", Some("a/b"), Some("f=v;g=w"), None)
    );
    assert_eq!(
        view("prospero://h/a;=;x="),
        ("prosperourl", Some("a"), Some("=;x="), None)
    );
    assert_eq!(
        view("ftp://h/a;type=i"),
        ("ftpurl", Some("a"), Some("i"), None)
    );
    // The segments are still the ppath's, not the fieldspecs'.
    let p = Revision::Rfc1738
        .parse("prospero://h/a/b;f=v")
        .expect("valid");
    let segments: Vec<&str> = p.segments().iter().map(|s| s.text).collect();
    assert_eq!(segments, ["a", "b"]);
}

/// Issue 9: the `/` the 1996 draft (§4.3.2: "the parser must remember whether or
/// not it was present") and RFC 1738 (§3.1) keep apart from the path is in the
/// view, so `/a` and `a` differ; from RFC 2396 on the path holds it.
#[test]
fn the_leading_slash_is_remembered() {
    let slash = |rev: Revision, s: &'static str| {
        let p = rev.parse(s).expect("valid");
        (p.components().leading_slash, p.components().path)
    };
    let url00 = Revision::Url00;
    assert_eq!(slash(url00, "/a"), (true, Some("a")));
    assert_eq!(slash(url00, "a"), (false, Some("a")));
    assert_eq!(slash(url00, "/"), (true, Some("")));
    assert_eq!(slash(url00, ""), (false, None));
    assert_eq!(slash(url00, "http:/a"), (true, Some("a")));
    assert_eq!(slash(url00, "http:a"), (false, Some("a")));
    assert_eq!(slash(url00, "//h"), (false, None));
    assert_eq!(slash(url00, "//h/"), (true, Some("")));
    assert_eq!(slash(url00, "///a"), (true, Some("a")));
    // An opaque URL's path is all that follows `scheme:`, its `/` included.
    assert_eq!(slash(url00, "http://a_b/c"), (false, Some("//a_b/c")));
    let rfc1738 = Revision::Rfc1738;
    assert_eq!(slash(rfc1738, "http://h/a"), (true, Some("a")));
    assert_eq!(slash(rfc1738, "http://h"), (false, None));
    assert_eq!(slash(rfc1738, "file:///x"), (true, Some("x")));
    assert_eq!(slash(rfc1738, "news:a@b"), (false, Some("a@b")));
    assert_eq!(slash(rfc1738, "mailto:a@b"), (false, Some("a@b")));
    assert_eq!(slash(rfc1738, "foo:/x"), (false, Some("/x")));
    assert_eq!(slash(rfc1738, "foo://h/x"), (true, Some("x")));
    for rev in [
        Revision::Rfc2396,
        Revision::Rfc2732,
        Revision::Rfc2396bis00,
        Revision::Rfc3986,
    ] {
        assert_eq!(slash(rev, "/a"), (false, Some("/a")), "{rev}");
        assert_eq!(slash(rev, "///a"), (false, Some("/a")), "{rev}");
    }
}

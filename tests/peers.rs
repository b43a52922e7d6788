//! RFC 3986 against two independent implementations of its grammar, fluent-uri and
//! iri-string (`UriRef::parse`, `UriReferenceStr::new`): a second reference besides
//! the automaton of `tests/differential.rs`.
//!
//! Inputs: the benchmark sample (`tests/data/bench-sample.txt`) and, where it is beside
//! the clone, the whole benchmark corpus (`../shared/bench/urls.txt`), every
//! corpus line, and strings derived from RFC 3986's grammar with their near misses.
//! For every input the three must agree on validity, and on every valid input they
//! must agree on the components (scheme, authority, userinfo, host and its kind,
//! port, path, query, fragment).
//!
//! Verdicts: none to record. On 2026-11-23, 127,035 inputs (62,040 corpus URIs, the
//! test corpus, 40,000 derived strings and near misses, 24,000 derived hosts) gave
//! no disagreement with either on validity, and none on the components of the valid
//! ones (this test runs a part of the derived strings).
//! Any disagreement found later is to be looked at and written down here, with its
//! verdict (their bug or ours), and pinned in [`PINNED`].
//!
//! RFC 3987 the same way, against fluent-uri's `IriRef::parse` and iri-string's
//! `IriReferenceStr::new`: every corpus line (and the benchmark corpus), a character at
//! each edge of every `ucschar` and `iprivate` range and outside them (C1 controls,
//! noncharacters, U+xFFFE/F, the tags plane, U+202E) in every component (612 inputs, 251
//! valid), and 38,000 strings derived from RFC 3987's rules with their near misses
//! (5,353 non-ASCII, 4,284 of those valid). Verdicts: none to record. On 2026-11-25 the
//! three agreed on every input's validity and on every valid one's components (so
//! `iprivate` outside the query and bidi controls inside `ucschar` are judged alike).

use crate::common;

use urispec::ast::Host;
use urispec::bnf::Generator;
use urispec::{Revision, Validator};

/// The components as text, the host's kind as RFC 3986 names it.
#[derive(Debug, PartialEq, Eq)]
struct View<'a> {
    scheme: Option<&'a str>,
    authority: Option<&'a str>,
    userinfo: Option<&'a str>,
    host: Option<(&'static str, &'a str)>,
    port: Option<&'a str>,
    path: &'a str,
    query: Option<&'a str>,
    fragment: Option<&'a str>,
}

fn ours(revision: Revision, input: &str) -> Option<View<'_>> {
    // The automaton decides; only a valid input is parsed (no diagnostic is built).
    if !Validator::start(revision).is_valid(input.as_bytes()) {
        return None;
    }
    let p = revision.parse(input).ok()?;
    let c = p.components().clone();
    let host = c.host.map(|h| {
        let kind = match h {
            Host::Ipv4(_) => "IPv4address",
            Host::Ipv6(_) => "IPv6address",
            Host::IpvFuture(_) => "IPvFuture",
            Host::RegName(_) | Host::Hostname(_) => "reg-name",
            other => unreachable!("{revision} has no host {other:?}"),
        };
        (kind, h.as_str())
    });
    Some(View {
        scheme: c.scheme,
        authority: c.authority,
        userinfo: c.userinfo,
        host,
        port: c.port,
        // RFC 3986's path (and RFC 3987's) is never undefined (Appendix B).
        path: c.path.expect("RFC 3986 and RFC 3987 always have a path"),
        query: c.query,
        fragment: c.fragment,
    })
}

/// fluent-uri's view of a URI reference (`UriRef`) or an IRI reference (`IriRef`).
macro_rules! fluent_view {
    ($name:ident, $parsed:ty) => {
        fn $name(input: &str) -> Option<View<'_>> {
            use fluent_uri::component::Host as H;
            let r = <$parsed>::parse(input).ok()?;
            let authority = r.authority();
            Some(View {
                scheme: r.scheme().map(fluent_uri::component::Scheme::as_str),
                authority: authority.map(|a| a.as_str()),
                userinfo: authority
                    .and_then(|a| a.userinfo())
                    .map(fluent_uri::pct_enc::EStr::as_str),
                host: authority.map(|a| {
                    let kind = match a.host_parsed() {
                        H::Ipv4 { .. } => "IPv4address",
                        H::Ipv6 { .. } => "IPv6address",
                        H::IpvFuture { .. } => "IPvFuture",
                        H::RegName(_) => "reg-name",
                    };
                    (kind, a.host())
                }),
                port: authority
                    .and_then(|a| a.port())
                    .map(fluent_uri::pct_enc::EStr::as_str),
                path: r.path().as_str(),
                query: r.query().map(fluent_uri::pct_enc::EStr::as_str),
                fragment: r.fragment().map(fluent_uri::pct_enc::EStr::as_str),
            })
        }
    };
}
fluent_view!(fluent, fluent_uri::UriRef<&str>);
fluent_view!(fluent_iri, fluent_uri::IriRef<&str>);

/// iri-string's view of a URI reference or an IRI reference; it does not classify
/// hosts, so the kind is taken from ours.
macro_rules! iri_string_view {
    ($name:ident, $parsed:ty) => {
        fn $name<'a>(input: &'a str, kind: Option<&'static str>) -> Option<View<'a>> {
            let r = <$parsed>::new(input).ok()?;
            let a = r.authority_components();
            Some(View {
                scheme: r.scheme_str(),
                authority: r.authority_str(),
                userinfo: a
                    .as_ref()
                    .and_then(iri_string::components::AuthorityComponents::userinfo),
                host: a.as_ref().map(|a| (kind.unwrap_or("?"), a.host())),
                port: a
                    .as_ref()
                    .and_then(iri_string::components::AuthorityComponents::port),
                path: r.path_str(),
                query: r.query_str(),
                fragment: r.fragment_str(),
            })
        }
    };
}
iri_string_view!(iri, iri_string::types::UriReferenceStr);
iri_string_view!(iri_string_iri, iri_string::types::IriReferenceStr);

/// The three views of an input under one revision: ours, fluent-uri's and
/// iri-string's.
type Views = (
    fn(&str) -> Option<View<'_>>,
    for<'a> fn(&'a str, Option<&'static str>) -> Option<View<'a>>,
);

/// Every disagreement on `inputs` under `revision` (RFC 3986, or RFC 3987 against
/// the peers' IRI parsers), one line each.
fn disagreements_under(revision: Revision, (fluent, iri): Views, inputs: &[String]) -> Vec<String> {
    let mut out = Vec::new();
    for input in inputs {
        let ours = ours(revision, input);
        let kind = ours.as_ref().and_then(|v| v.host.map(|(k, _)| k));
        let fluent = fluent(input);
        let iri = iri(input, kind);
        if ours != fluent {
            out.push(format!(
                "{input:?}: urispec {ours:?}, fluent-uri {fluent:?}"
            ));
        }
        if ours != iri {
            out.push(format!("{input:?}: urispec {ours:?}, iri-string {iri:?}"));
        }
    }
    out
}

/// Every disagreement on URI references.
fn disagreements(inputs: &[String]) -> Vec<String> {
    disagreements_under(Revision::Rfc3986, (fluent, iri), inputs)
}

/// Every disagreement on IRI references.
fn iri_disagreements(inputs: &[String]) -> Vec<String> {
    disagreements_under(Revision::Rfc3987, (fluent_iri, iri_string_iri), inputs)
}

/// Strings derived from RFC 3986's rules (hosts inside an authority), each with a
/// near miss.
fn generated(rule: &str, count: usize, seed: u64, wrap: fn(&str) -> String) -> Vec<String> {
    generated_under(Revision::Rfc3986, rule, count, seed, wrap)
}

/// Strings derived from RFC 3987's rules, each with a near miss.
fn generated_iris(rule: &str, count: usize, seed: u64, wrap: fn(&str) -> String) -> Vec<String> {
    generated_under(Revision::Rfc3987, rule, count, seed, wrap)
}

/// Strings derived from `revision`'s rules, each with a near miss.
fn generated_under(
    revision: Revision,
    rule: &str,
    count: usize,
    seed: u64,
    wrap: fn(&str) -> String,
) -> Vec<String> {
    let mut generator = Generator::new(revision.bnf(), seed);
    let mut out = Vec::with_capacity(2 * count);
    for _ in 0..count {
        let derived = wrap(&generator.derive(rule).expect("the rule exists"));
        out.push(generator.near_miss(&derived));
        out.push(derived);
    }
    out
}

#[test]
fn the_benchmark_sample_and_the_test_corpus() {
    let mut inputs = common::bench_sample();
    for file in common::corpus_files() {
        inputs.extend(common::corpus(&file));
    }
    let found = disagreements(&inputs);
    assert!(
        found.is_empty(),
        "{}",
        found[..found.len().min(40)].join("\n")
    );
}

/// The whole benchmark corpus, where it is beside the clone (the sample above is a
/// seventh of it).
#[test]
fn the_whole_benchmark_corpus() {
    let Some(inputs) = common::bench_corpus("the_whole_benchmark_corpus") else {
        return;
    };
    let mut found = disagreements(&inputs);
    found.extend(iri_disagreements(&inputs));
    assert!(
        found.is_empty(),
        "{}",
        found[..found.len().min(40)].join("\n")
    );
}

#[test]
fn generated_references_and_hosts() {
    let mut inputs = generated("URI-reference", 10_000, 7, str::to_owned);
    inputs.extend(generated("IP-literal", 3_000, 8, |h| format!("//{h}/")));
    inputs.extend(generated("IPv6address", 3_000, 9, |h| format!("//[{h}]")));
    inputs.extend(generated("IPvFuture", 3_000, 10, |h| format!("s://[{h}]")));
    inputs.extend(generated("authority", 3_000, 11, |a| format!("//{a}")));
    let found = disagreements(&inputs);
    assert!(
        found.is_empty(),
        "{}",
        found[..found.len().min(40)].join("\n")
    );
}

/// Inputs where the ordered choices of the PEG could go wrong, with RFC 3986's
/// verdict: the three implementations agree on each (and on its components).
const PINNED: &[(&str, bool)] = &[
    ("http://1.2.3.4/", true),   // IPv4address (first-match-wins, §3.2.2)
    ("http://1.2.3.256/", true), // a reg-name
    ("http://1.2.3.4.5/", true), // a reg-name
    ("http://01.2.3.4/", true),  // a reg-name (no leading zeros in dec-octet)
    ("http://[v1.x]/", true),    // IPvFuture
    ("http://[V1F.a:b]/", true), // "v" is case-insensitive (RFC 2234 §2.3)
    ("http://[v.x]/", false),    // 1*HEXDIG
    ("http://[1:2:3:4:5:6:7::]/", true),
    ("http://[::1.2.3.4]/", true),
    ("http://[1::2:3:4:5:6:7]/", true),
    ("http://[::1:]/", false), // the bis draft's slip is gone
    ("http://[1:2:3:4:5:6:7:8:9]/", false),
    ("http://host:port/", false), // port = *DIGIT
    ("a:b/c", true),              // path-rootless
    ("a/b:c", true),              // path-noscheme: the colon is after a "/"
    ("1a:b", false),              // no scheme, and a colon in the first segment
    ("", true),                   // path-empty
    ("foo:[", false),             // "[" only in an IP-literal
];

#[test]
fn pinned_verdicts() {
    let inputs: Vec<String> = PINNED.iter().map(|(s, _)| (*s).to_owned()).collect();
    assert_eq!(disagreements(&inputs), Vec::<String>::new());
    for &(input, valid) in PINNED {
        assert_eq!(Revision::Rfc3986.check(input).is_ok(), valid, "{input:?}");
    }
}

/// RFC 3986 §5.2 against fluent-uri's `resolve_against` (strict, as fluent-uri is):
/// every reference both accept, against bases with and without an authority, gives
/// the same target, except where fluent-uri departs from §5.2 on purpose
/// ([`fluent_departs`]). References: the test corpus, every line of the
/// benchmark sample (a seventh of the benchmark corpus) with its path's tail (`b?q#f`, `../b`), and derived relative
/// references.
#[test]
fn resolution_agrees_with_fluent_uri() {
    let bases = [
        "http://a/b/c/d;p?q",
        "http://a",
        "http://a/b/c/g;x?y",
        "foo:a/b",
        "foo:/a/b/",
        "x://u@h:1/./a/../b",
    ];
    let mut references: Vec<String> = common::corpus_files()
        .iter()
        .flat_map(|file| common::corpus(file))
        .collect();
    for line in &common::bench_sample() {
        let path = urispec::resolve::split(line).path;
        let tail = &path[path.rfind('/').map_or(0, |i| i + 1)..];
        references.extend([
            tail.to_owned(),
            format!("../{tail}"),
            format!("./.././{tail}/."),
        ]);
    }
    references.extend(generated("relative-ref", 3_000, 11, str::to_owned));
    let (mut compared, mut differ) = (0, Vec::new());
    for base in bases {
        let fluent_base = fluent_uri::Uri::parse(base).expect("an absolute URI");
        for reference in &references {
            let Ok(theirs) = fluent_uri::UriRef::parse(reference.as_str())
                .map_err(drop)
                .and_then(|r| r.resolve_against(&fluent_base).map_err(drop))
            else {
                continue;
            };
            let ours = Revision::Rfc3986
                .resolve(base, reference, urispec::resolve::ResolveOptions::default())
                .expect("RFC 3986 resolves every reference");
            if fluent_departs(base, reference) {
                continue;
            }
            compared += 1;
            if ours.target != theirs.as_str() {
                differ.push(format!(
                    "{base} + {reference:?}: {} vs {theirs}",
                    ours.target
                ));
            }
        }
    }
    assert!(compared > 50_000, "only {compared} resolutions compared");
    assert!(
        differ.is_empty(),
        "{}",
        differ[..differ.len().min(40)].join("\n")
    );
}

/// Where fluent-uri 0.4 resolves other than §5.2 says, each checked on its own:
/// - it removes percent-encoded dot segments (`%2e`, `%2E.`) as if they were `.` and
///   `..`; §5.2.4 removes only the literal ones (`%2E` is `.` only after §6.2.2.2's
///   normalization);
/// - for a reference with an empty path it removes the dot segments of the base's
///   path; §5.2.2 says `T.path = Base.path` there.
fn fluent_departs(base: &str, reference: &str) -> bool {
    let encoded_dot = |path: &str| {
        path.split('/').any(|piece| {
            let decoded = piece.replace("%2e", ".").replace("%2E", ".");
            decoded != piece && (decoded == "." || decoded == "..")
        })
    };
    let dot = |path: &str| path.split('/').any(|piece| piece == "." || piece == "..");
    let (b, r) = (
        urispec::resolve::split(base).path,
        urispec::resolve::split(reference).path,
    );
    encoded_dot(b) || encoded_dot(r) || (r.is_empty() && dot(b))
}

#[test]
fn fluent_departs_only_where_described() {
    assert!(fluent_departs("http://a/b", "/%2e/g"));
    assert!(fluent_departs("http://a/b", "a/%2E%2e"));
    assert!(fluent_departs("http://a/./b", "?y"));
    assert!(!fluent_departs("http://a/./b", "g"));
    assert!(!fluent_departs("http://a/b", "/%2ex/g"));
    assert!(!fluent_departs("http://a/b", "./g/../h"));
    assert!(!fluent_departs("http://a/b", "#%2e"));
}

// ---- RFC 3987: IRIs ------------------------------------------------------------

/// Characters at the edges of every `ucschar` and `iprivate` range, and outside them
/// (C1 controls, surrogates' neighbours, the noncharacters U+FDD0–FDEF and U+xFFFE/F,
/// the tags plane's start).
fn edge_characters() -> Vec<char> {
    let mut edges = vec![
        0x80, 0x9F, 0xA0, 0xD7FF, 0xE000, 0xF8FF, 0xF900, 0xFDCF, 0xFDD0,
    ];
    edges.extend([
        0xFDEF, 0xFDF0, 0xFFEF, 0xFFF0, 0xFFFD, 0xFFFE, 0xFFFF, 0x202E,
    ]);
    for plane in 1..=0x10 {
        edges.extend([plane << 16, (plane << 16) | 0xFFFD, (plane << 16) | 0xFFFE]);
    }
    edges.extend([0xE0FFF, 0xE1000, 0x10_FFFF]);
    edges.into_iter().filter_map(char::from_u32).collect()
}

/// Each edge character in every component.
fn characters_in_every_component() -> Vec<String> {
    let templates: [fn(char) -> String; 9] = [
        |c| format!("http://{c}@h/"),
        |c| format!("http://h{c}/"),
        |c| format!("http://h/{c}"),
        |c| format!("http://h/?{c}"),
        |c| format!("http://h/#{c}"),
        |c| format!("{c}/a"),
        |c| format!("s:{c}"),
        |c| format!("//[v1.{c}]/"),
        |c| format!("s{c}:a"),
    ];
    edge_characters()
        .into_iter()
        .flat_map(|c| templates.iter().map(move |t| t(c)))
        .collect()
}

#[test]
fn iris_the_corpus_and_every_range_in_every_component() {
    let mut inputs = common::bench_sample();
    for file in common::corpus_files() {
        inputs.extend(common::corpus(&file));
    }
    let edges = characters_in_every_component();
    let valid = edges
        .iter()
        .filter(|s| ours(Revision::Rfc3987, s).is_some())
        .count();
    eprintln!("edge IRIs: {} of {} valid", valid, edges.len());
    assert!(
        valid > 150 && edges.len() - valid > 150,
        "{valid} of {}",
        edges.len()
    );
    inputs.extend(edges);
    let found = iri_disagreements(&inputs);
    assert!(
        found.is_empty(),
        "{}",
        found[..found.len().min(40)].join("\n")
    );
}

#[test]
fn iris_generated() {
    let mut inputs = generated_iris("IRI-reference", 10_000, 17, str::to_owned);
    inputs.extend(generated_iris("iauthority", 3_000, 18, |a| {
        format!("//{a}")
    }));
    inputs.extend(generated_iris("iquery", 3_000, 19, |q| format!("s:?{q}")));
    inputs.extend(generated_iris("ifragment", 3_000, 20, |f| format!("#{f}")));
    let non_ascii = inputs.iter().filter(|s| !s.is_ascii()).count();
    let non_ascii_valid = inputs
        .iter()
        .filter(|s| !s.is_ascii() && ours(Revision::Rfc3987, s).is_some())
        .count();
    eprintln!(
        "generated: {non_ascii} of {} non-ASCII, {non_ascii_valid} of those valid",
        inputs.len()
    );
    assert!(
        non_ascii_valid > 1_000,
        "{non_ascii_valid} valid non-ASCII IRIs"
    );
    let found = iri_disagreements(&inputs);
    assert!(
        found.is_empty(),
        "{}",
        found[..found.len().min(40)].join("\n")
    );
}

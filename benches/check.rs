//! Throughput of whole-URI validation over the shared corpus
//! (`../shared/bench/urls.txt`, 62,040 URIs): urispec's automaton and its pest
//! grammars for each revision, beside other Rust URI parsers and two baselines.
//!
//! Run with `cargo bench --bench check`. The corpus is read at run time and never
//! committed; set `URISPEC_BENCH_CORPUS` to use another file (one URI a line).
//!
//! Every subject is one call to [`bench_corpus`] with a closure `&str -> bool`, so a
//! new code path is one more function like [`urispec_pest`] called from [`check`].
//! Each subject sets its own throughput: the typed parse runs over the lines its
//! revision accepts, resolution over the corpus and over relative references
//! derived from it ([`relative_references`]).
#![allow(
    clippy::cast_precision_loss,
    clippy::cast_possible_truncation,
    clippy::cast_sign_loss,
    clippy::items_after_statements
)] // ratios and byte tables in a benchmark

mod common;

use std::hint::black_box;
use std::time::Duration;

use common::{BASE, Corpus, fluent_components, load_corpus, oxiri_components, relative_references};
use criterion::measurement::WallTime;
use criterion::{BenchmarkGroup, Criterion, Throughput, criterion_group, criterion_main};
use urispec::resolve::{Base, ResolveError, ResolveOptions};
use urispec::test_support::{derivation, pest_accepts, pest_tree};
use urispec::{Revision, Validator};

/// The RFC 2396 Appendix B expression that splits any string into components.
const APPENDIX_B: &str = r"^(([^:/?#]+):)?(//([^/?#]*))?([^?#]*)(\?([^#]*))?(#(.*))?";

/// Benchmarks `accept` over every line of the corpus (one iteration = the whole
/// corpus, throughput = its bytes), after printing how many lines it accepts.
fn bench_corpus(
    group: &mut BenchmarkGroup<'_, WallTime>,
    name: &str,
    corpus: &Corpus,
    accept: impl Fn(&str) -> bool,
) {
    let accepted = corpus.lines.iter().filter(|s| accept(s)).count();
    eprintln!(
        "{name}: accepts {accepted} of {} ({:.2}%)",
        corpus.lines.len(),
        100.0 * accepted as f64 / corpus.lines.len() as f64
    );
    group.throughput(Throughput::Bytes(corpus.bytes));
    group.bench_function(name, |b| {
        b.iter(|| {
            corpus
                .lines
                .iter()
                .filter(|s| accept(black_box(s.as_str())))
                .count()
        });
    });
}

/// urispec's fast path: the automaton of the revision's start rule.
fn urispec_automaton(group: &mut BenchmarkGroup<'_, WallTime>, corpus: &Corpus, rev: Revision) {
    let validator = Validator::start(rev);
    bench_corpus(group, &format!("urispec-automaton/{rev}"), corpus, |s| {
        validator.is_valid(s.as_bytes())
    });
}

/// urispec's pest grammar: a full pest parse of the start rule.
fn urispec_pest(group: &mut BenchmarkGroup<'_, WallTime>, corpus: &Corpus, rev: Revision) {
    let rule = rev.start_rule();
    assert!(
        pest_accepts(rev, rule, "").is_some(),
        "{rev}: pest has no node rule {rule}"
    );
    bench_corpus(group, &format!("urispec-pest/{rev}"), corpus, |s| {
        pest_accepts(rev, rule, s) == Some(true)
    });
}

/// The typed parse, `rev.parse(s)`, over the lines the revision accepts (so every
/// call builds a tree; a rejection would time the automaton and the diagnostic).
fn urispec_parse(group: &mut BenchmarkGroup<'_, WallTime>, corpus: &Corpus, rev: Revision) {
    let validator = Validator::start(rev);
    let valid = corpus.filtered(|s| validator.is_valid(s.as_bytes()));
    bench_corpus(group, &format!("urispec-parse/{rev}"), &valid, |s| {
        rev.parse(s).is_ok()
    });
}

/// The derivation, both ways, over the lines the revision accepts: the grammar's
/// program interpreted into the compact tree (what `Parse::tree` builds), and pest's
/// generated parser with its pairs copied into the same tree (what it built before).
fn urispec_tree(group: &mut BenchmarkGroup<'_, WallTime>, corpus: &Corpus, rev: Revision) {
    let validator = Validator::start(rev);
    let valid = corpus.filtered(|s| validator.is_valid(s.as_bytes()));
    bench_corpus(group, &format!("urispec-tree/{rev}"), &valid, |s| {
        derivation(rev, s).is_some()
    });
    bench_corpus(group, &format!("urispec-pest-tree/{rev}"), &valid, |s| {
        pest_tree(rev, s).is_some()
    });
}

/// `rev.parse(s)` then its scheme, host, path and query, over the lines the revision
/// accepts (issue 11's components target).
fn urispec_components(group: &mut BenchmarkGroup<'_, WallTime>, corpus: &Corpus, rev: Revision) {
    let validator = Validator::start(rev);
    let valid = corpus.filtered(|s| validator.is_valid(s.as_bytes()));
    bench_corpus(group, &format!("urispec-components/{rev}"), &valid, |s| {
        rev.parse(s).is_ok_and(|p| {
            let c = p.components();
            std::hint::black_box((c.scheme, c.host, c.path, c.query));
            true
        })
    });
}

/// The same with the other implementations, over the lines fluent-uri accepts (the
/// three accept the same 59,632).
fn others_components(group: &mut BenchmarkGroup<'_, WallTime>, corpus: &Corpus) {
    use std::hint::black_box;
    let valid = corpus.filtered(|s| fluent_uri::UriRef::parse(s).is_ok());
    bench_corpus(group, "fluent-uri/components", &valid, fluent_components);
    bench_corpus(group, "oxiri/components", &valid, oxiri_components);
    bench_corpus(group, "iri-string/components", &valid, |s| {
        iri_string::types::UriReferenceStr::new(s).is_ok_and(|r| {
            black_box((
                r.scheme_str(),
                r.authority_str(),
                r.path_str(),
                r.query_str(),
            ));
            true
        })
    });
}

/// `rev.resolve(BASE, s, ResolveOptions::default())` for every line (the accepted count
/// is how many resolve without error).
fn urispec_resolve(
    group: &mut BenchmarkGroup<'_, WallTime>,
    name: &str,
    references: &Corpus,
    rev: Revision,
) {
    bench_corpus(group, &format!("{name}/{rev}"), references, |s| {
        rev.resolve(BASE, s, ResolveOptions::default()).is_ok()
    });
}

/// `Base::new(rev, BASE)` once, then `base.resolve(s, ResolveOptions::default())` for every
/// line.
fn urispec_resolve_base(
    group: &mut BenchmarkGroup<'_, WallTime>,
    references: &Corpus,
    rev: Revision,
) {
    let base = Base::new(rev, BASE).expect("the appendices' base is absolute");
    bench_corpus(
        group,
        &format!("urispec-resolve-base/{rev}"),
        references,
        |s| base.resolve(s, ResolveOptions::default()).is_ok(),
    );
}

/// Resolution by the other libraries, the base parsed once (as `Base` is).
fn others_resolve(group: &mut BenchmarkGroup<'_, WallTime>, references: &Corpus) {
    let base = fluent_uri::Uri::parse(BASE).expect("the base is a URI");
    bench_corpus(group, "fluent-uri/resolve_against", references, |s| {
        fluent_uri::UriRef::parse(s).is_ok_and(|r| r.resolve_against(&base).is_ok())
    });
    let base = oxiri::Iri::parse(BASE).expect("the base is an IRI");
    bench_corpus(group, "oxiri/Iri::resolve", references, |s| {
        oxiri::IriRef::parse(s).is_ok_and(|r| base.resolve(&r).is_ok())
    });
    let base = iri_string::types::UriAbsoluteStr::new(BASE).expect("the base is absolute");
    bench_corpus(group, "iri-string/resolve_against", references, |s| {
        iri_string::types::UriReferenceStr::new(s)
            .is_ok_and(|r| !r.resolve_against(base).to_string().is_empty())
    });
    // The base parsed on every call, as `Revision::resolve(&str, &str)` does.
    bench_corpus(
        group,
        "fluent-uri/resolve_against-per-call",
        references,
        |s| {
            let base = fluent_uri::Uri::parse(BASE).expect("the base is a URI");
            fluent_uri::UriRef::parse(s).is_ok_and(|r| r.resolve_against(&base).is_ok())
        },
    );
    bench_corpus(group, "oxiri/Iri::resolve-per-call", references, |s| {
        let base = oxiri::Iri::parse(BASE).expect("the base is an IRI");
        oxiri::IriRef::parse(s).is_ok_and(|r| base.resolve(&r).is_ok())
    });
}

/// The bytes RFC 3986 allows anywhere in a URI reference: unreserved, reserved, `%`.
const fn uri_bytes() -> [bool; 256] {
    let mut table = [false; 256];
    let mut b = 0;
    while b < 256 {
        let c = b as u8;
        table[b] = c.is_ascii_alphanumeric() || matches!(c, b'-' | b'.' | b'_' | b'~')
            // gen-delims, sub-delims, and the escape sign
            || matches!(c, b':' | b'/' | b'?' | b'#' | b'[' | b']' | b'@')
            || matches!(c, b'!' | b'$' | b'&' | b'\'' | b'(' | b')' | b'*' | b'+' | b',')
            || matches!(c, b';' | b'=' | b'%');
        b += 1;
    }
    table
}

/// Other implementations and baselines, measured in the same run.
fn others(group: &mut BenchmarkGroup<'_, WallTime>, corpus: &Corpus) {
    bench_corpus(group, "fluent-uri/UriRef::parse", corpus, |s| {
        fluent_uri::UriRef::parse(s).is_ok()
    });
    bench_corpus(group, "oxiri/IriRef::parse", corpus, |s| {
        oxiri::IriRef::parse(s).is_ok()
    });
    bench_corpus(group, "iri-string/UriReferenceStr::new", corpus, |s| {
        iri_string::types::UriReferenceStr::new(s).is_ok()
    });
    let appendix_b = regex::Regex::new(APPENDIX_B).expect("Appendix B compiles");
    let locations = std::cell::RefCell::new(appendix_b.capture_locations());
    bench_corpus(group, "regex/rfc2396-appendix-b-captures", corpus, |s| {
        appendix_b
            .captures_read(&mut locations.borrow_mut(), s)
            .is_some()
    });
    static TABLE: [bool; 256] = uri_bytes();
    bench_corpus(group, "byte-table-scan", corpus, |s| {
        s.bytes().all(|b| TABLE[usize::from(b)])
    });
}

/// The corpus group: every subject over the same corpus.
fn check(c: &mut Criterion) {
    let Some(corpus) = load_corpus() else {
        return;
    };
    let mut group = c.benchmark_group("corpus");
    group.sample_size(10);
    group.warm_up_time(Duration::from_secs(1));
    group.measurement_time(Duration::from_secs(3));
    for rev in Revision::ALL {
        urispec_automaton(&mut group, &corpus, rev);
    }
    for rev in Revision::ALL {
        urispec_pest(&mut group, &corpus, rev);
    }
    for rev in Revision::ALL {
        urispec_parse(&mut group, &corpus, rev);
        urispec_tree(&mut group, &corpus, rev);
        urispec_components(&mut group, &corpus, rev);
    }
    others_components(&mut group, &corpus);
    let relative = relative_references(&corpus);
    eprintln!(
        "relative references: {}, {} bytes",
        relative.lines.len(),
        relative.bytes
    );
    // RFC 1738 (§2.3) and the URL Standard's writing rules define no resolution.
    for rev in Revision::ALL
        .into_iter()
        .filter(|&r| !matches!(Base::new(r, BASE), Err(ResolveError::NotDefined { .. })))
    {
        urispec_resolve(&mut group, "urispec-resolve", &corpus, rev);
        urispec_resolve(&mut group, "urispec-resolve-relative", &relative, rev);
        urispec_resolve_base(&mut group, &relative, rev);
    }
    others_resolve(&mut group, &relative);
    others(&mut group, &corpus);
    group.finish();
}

/// The IRI group: the corpus with its escaped UTF-8 decoded by RFC 3987 §3.2
/// (`urispec::convert::to_iri`: `%C3%A9` becomes `é`), so that the IRI parsers meet
/// non-ASCII text; RFC 3987's automaton against fluent-uri's, iri-string's and
/// oxiri's IRI parsers, and RFC 3986's automaton on the URIs they came from.
fn iri(c: &mut Criterion) {
    let Some(corpus) = load_corpus() else {
        return;
    };
    let iris = Corpus::new(
        corpus
            .lines
            .iter()
            .map(|s| urispec::convert::to_iri(s).unwrap_or_else(|_| s.clone()))
            .collect(),
    );
    let non_ascii = iris.lines.iter().filter(|s| !s.is_ascii()).count();
    eprintln!(
        "IRI corpus: {} lines, {non_ascii} non-ASCII",
        iris.lines.len()
    );
    let mut group = c.benchmark_group("iri");
    group.sample_size(10);
    group.warm_up_time(Duration::from_secs(1));
    group.measurement_time(Duration::from_secs(3));
    urispec_automaton(&mut group, &iris, Revision::Rfc3987);
    urispec_automaton(&mut group, &corpus, Revision::Rfc3986);
    bench_corpus(&mut group, "fluent-uri/IriRef::parse", &iris, |s| {
        fluent_uri::IriRef::parse(s).is_ok()
    });
    bench_corpus(&mut group, "iri-string/IriReferenceStr::new", &iris, |s| {
        iri_string::types::IriReferenceStr::new(s).is_ok()
    });
    bench_corpus(&mut group, "oxiri/IriRef::parse", &iris, |s| {
        oxiri::IriRef::parse(s).is_ok()
    });
    group.finish();
}

criterion_group!(benches, check, iri);
criterion_main!(benches);

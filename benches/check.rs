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

use std::hint::black_box;
use std::path::PathBuf;
use std::time::Duration;

use criterion::measurement::WallTime;
use criterion::{BenchmarkGroup, Criterion, Throughput, criterion_group, criterion_main};
use urispec::grammar::pest_accepts;
use urispec::resolve::{Options, resolve, split};
use urispec::{Revision, Validator};

/// The RFC 2396 Appendix B expression that splits any string into components.
const APPENDIX_B: &str = r"^(([^:/?#]+):)?(//([^/?#]*))?([^?#]*)(\?([^#]*))?(#(.*))?";

/// The corpus: one URI a line, plus its size in bytes without newlines.
struct Corpus {
    lines: Vec<String>,
    bytes: u64,
}

/// Where the corpus is: `URISPEC_BENCH_CORPUS`, or the shared one beside the crate.
fn corpus_path() -> PathBuf {
    std::env::var_os("URISPEC_BENCH_CORPUS").map_or_else(
        || PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../shared/bench/urls.txt"),
        PathBuf::from,
    )
}

impl Corpus {
    fn new(lines: Vec<String>) -> Self {
        let bytes = lines.iter().map(|l| l.len() as u64).sum();
        Self { lines, bytes }
    }
}

/// Reads the corpus, or says why not.
fn load_corpus() -> Option<Corpus> {
    let path = corpus_path();
    let text = match std::fs::read_to_string(&path) {
        Ok(text) => text,
        Err(e) => {
            eprintln!(
                "skipping the corpus benchmarks: cannot read {}: {e}",
                path.display()
            );
            return None;
        }
    };
    let corpus = Corpus::new(
        text.lines()
            .filter(|l| !l.is_empty())
            .map(str::to_owned)
            .collect(),
    );
    eprintln!(
        "corpus {}: {} URIs, {} bytes",
        path.display(),
        corpus.lines.len(),
        corpus.bytes
    );
    Some(corpus)
}

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
    let valid = Corpus::new(
        corpus
            .lines
            .iter()
            .filter(|s| validator.is_valid(s.as_bytes()))
            .cloned()
            .collect(),
    );
    bench_corpus(group, &format!("urispec-parse/{rev}"), &valid, |s| {
        rev.parse(s).is_ok()
    });
}

/// The base every reference is resolved against: the appendices' base.
const BASE: &str = "http://a/b/c/d;p?q";

/// Relative references derived from the corpus: for each URI, its path with query
/// and fragment (`/a/b?q#f`), its last segment with query and fragment (`b?q#f`),
/// that segment one level up (`../b`), its query (`?q`) and its fragment (`#f`),
/// when the URI has them.
fn relative_references(corpus: &Corpus) -> Corpus {
    let mut out = Vec::new();
    for line in &corpus.lines {
        let c = split(line);
        let mut suffix = c.path.to_owned();
        for (separator, part) in [('?', c.query), ('#', c.fragment)] {
            if let Some(part) = part {
                suffix.push(separator);
                suffix.push_str(part);
            }
        }
        let last = c.path.rfind('/').map_or(0, |i| i + 1);
        let tail = &suffix[last..];
        if c.path.starts_with('/') {
            out.push(suffix.clone());
        }
        if !tail.is_empty() && !tail.starts_with(['?', '#']) {
            out.push(tail.to_owned());
            out.push(format!("../{}", &c.path[last..]));
        }
        if let Some(query) = c.query {
            out.push(format!("?{query}"));
        }
        if let Some(fragment) = c.fragment {
            out.push(format!("#{fragment}"));
        }
    }
    Corpus::new(out)
}

/// `resolve(rev, BASE, s, Options::default())` for every line (the accepted count
/// is how many resolve without error).
fn urispec_resolve(
    group: &mut BenchmarkGroup<'_, WallTime>,
    name: &str,
    references: &Corpus,
    rev: Revision,
) {
    bench_corpus(group, &format!("{name}/{rev}"), references, |s| {
        resolve(rev, BASE, s, Options::default()).is_ok()
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
    }
    let relative = relative_references(&corpus);
    eprintln!(
        "relative references: {}, {} bytes",
        relative.lines.len(),
        relative.bytes
    );
    for rev in [
        Revision::Url00,
        Revision::Rfc2396,
        Revision::Rfc2396bis00,
        Revision::Rfc3986,
    ] {
        urispec_resolve(&mut group, "urispec-resolve", &corpus, rev);
        urispec_resolve(&mut group, "urispec-resolve-relative", &relative, rev);
    }
    others(&mut group, &corpus);
    group.finish();
}

criterion_group!(benches, check);
criterion_main!(benches);

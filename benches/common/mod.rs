//! What the corpus benchmarks share: the corpus, and the relative references
//! derived from it.

use std::path::PathBuf;

use urispec::resolve::split;

/// The base every reference is resolved against: the appendices' base.
pub const BASE: &str = "http://a/b/c/d;p?q";

/// The corpus: one URI a line, plus its size in bytes without newlines.
pub struct Corpus {
    pub lines: Vec<String>,
    pub bytes: u64,
}

/// Where the corpus is: `URISPEC_BENCH_CORPUS`, or the shared one beside the crate.
fn corpus_path() -> PathBuf {
    std::env::var_os("URISPEC_BENCH_CORPUS").map_or_else(
        || PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../shared/bench/urls.txt"),
        PathBuf::from,
    )
}

impl Corpus {
    pub fn new(lines: Vec<String>) -> Self {
        let bytes = lines.iter().map(|l| l.len() as u64).sum();
        Self { lines, bytes }
    }

    /// The lines `keep` accepts.
    pub fn filtered(&self, keep: impl Fn(&str) -> bool) -> Self {
        Self::new(self.lines.iter().filter(|s| keep(s)).cloned().collect())
    }
}

/// fluent-uri's parse, then the components every subject reads: scheme, host, path,
/// query (the reference of the components benchmarks).
pub fn fluent_components(s: &str) -> bool {
    fluent_uri::UriRef::parse(s).is_ok_and(|r| {
        std::hint::black_box((
            r.scheme().map(fluent_uri::component::Scheme::as_str),
            r.authority().map(|a| a.host()),
            r.path().as_str(),
            r.query().map(fluent_uri::pct_enc::EStr::as_str),
        ));
        true
    })
}

/// oxiri's parse, then the same components.
pub fn oxiri_components(s: &str) -> bool {
    oxiri::IriRef::parse(s).is_ok_and(|r| {
        std::hint::black_box((r.scheme(), r.authority(), r.path(), r.query()));
        true
    })
}

/// Reads the corpus, or says why not.
pub fn load_corpus() -> Option<Corpus> {
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

/// Relative references derived from the corpus: for each URI, its path with query
/// and fragment (`/a/b?q#f`), its last segment with query and fragment (`b?q#f`),
/// that segment one level up (`../b`), its query (`?q`) and its fragment (`#f`),
/// when the URI has them.
pub fn relative_references(corpus: &Corpus) -> Corpus {
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

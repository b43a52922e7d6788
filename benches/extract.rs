//! Throughput of finding URIs in running text: `urispec::extract` (under RFC 3986 and
//! RFC 1738, bare URIs trimmed, and wrapped URIs only) beside the `linkify` crate's
//! `LinkFinder` (URLs and e-mail addresses), over one large generated text: mail
//! and HTML-like filler with the bench corpus's URIs written bare, in angle brackets,
//! with the `URL:` prefix, in quotes and broken across lines.
//!
//! Run with `cargo bench --bench extract`. The URIs come from `../shared/bench/urls.txt`
//! (or `URISPEC_BENCH_CORPUS`); without it, from a synthetic list generated here (the
//! run says which).
#![allow(clippy::cast_precision_loss)] // a ratio in a benchmark

use std::hint::black_box;
use std::time::Duration;

use criterion::{Criterion, Throughput, criterion_group, criterion_main};
use urispec::Revision;
use urispec::extract::{Bare, Options, extract};

/// The size of the generated text, about.
const TEXT_BYTES: usize = 8 << 20;

/// Filler between the URIs: a mail quote, HTML, prose with colons and parentheses.
const FILLER: [&str; 6] = [
    "> On Monday, 3 March, Jim Smith wrote:\n> Yes, I found it; see the notes below.\n",
    "<p class=\"note\">Note: the <b>warning</b> in the archive (see below) applies.</p>\n",
    "Subject: Re: meeting at 10:30 (room 4)\nFrom: Jim <jim@example.org>\n\n",
    "The results, as reported: 12.5% faster; 3 of 4 runs agreed (the fourth did not).\n",
    "<div><a href=\"#top\">Top</a> | <span>Contact: sales</span></div>\n",
    "-- \nJim Smith, Dept. of Examples, Example University.\n",
];

/// The URIs written into the text: the corpus, or a synthetic list.
fn uris() -> Vec<String> {
    let path = std::env::var_os("URISPEC_BENCH_CORPUS").map_or_else(
        || std::path::PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../shared/bench/urls.txt"),
        std::path::PathBuf::from,
    );
    if let Ok(corpus) = std::fs::read_to_string(&path) {
        eprintln!("URIs from {}", path.display());
        return corpus
            .lines()
            .filter(|l| !l.is_empty())
            .map(str::to_owned)
            .collect();
    }
    eprintln!(
        "{}: not found; a synthetic list of URIs instead",
        path.display()
    );
    (0..5000)
        .map(|i| match i % 5 {
            0 => format!("http://www.example{i}.com/path/to/page-{i}.html"),
            1 => format!("https://example.org/search?q=term{i}&lang=en#r{i}"),
            2 => format!("ftp://ftp.example.net/pub/file{i}.tar.gz"),
            3 => format!("mailto:user{i}@example.com"),
            _ => format!("http://[2001:db8::{i:x}]:8080/a/b;p?q"),
        })
        .collect()
}

/// The generated text: filler, then a URI in one of six ways, over and over.
fn text(uris: &[String]) -> Vec<u8> {
    let mut text = String::with_capacity(TEXT_BYTES + 4096);
    let mut i = 0usize;
    while text.len() < TEXT_BYTES {
        text.push_str(FILLER[i % FILLER.len()]);
        let uri = &uris[i % uris.len()];
        let line = match i % 6 {
            0 => format!("See {uri}.\n"),
            1 => format!("Try <{uri}> instead,\n"),
            2 => format!("<a href=\"{uri}\">here</a>\n"),
            3 => format!("(as in {uri})\n"),
            4 => {
                // Broken across two lines, as the appendices show.
                let cut = (uri.len() / 2..uri.len())
                    .find(|&c| uri.is_char_boundary(c))
                    .unwrap_or(0);
                format!("<URL:{}\n      {}>\n", &uri[..cut], &uri[cut..])
            }
            _ => format!("{uri}\n"),
        };
        text.push_str(&line);
        i += 1;
    }
    text.into_bytes()
}

fn bench(c: &mut Criterion) {
    let text = text(&uris());
    let as_str = String::from_utf8_lossy(&text).into_owned();
    eprintln!("text: {} bytes", text.len());
    let mut group = c.benchmark_group("extract");
    group.throughput(Throughput::Bytes(text.len() as u64));
    group
        .sample_size(10)
        .measurement_time(Duration::from_secs(10));
    for (name, revision, bare) in [
        ("urispec rfc3986 trim", Revision::Rfc3986, Bare::Trim),
        ("urispec rfc1738 trim", Revision::Rfc1738, Bare::Trim),
        ("urispec rfc3986 wrapped only", Revision::Rfc3986, Bare::Off),
    ] {
        let options = Options {
            bare,
            ..Options::default()
        };
        let found = extract(&text, revision, options).count();
        eprintln!("{name}: {found} found");
        group.bench_function(name, |b| {
            b.iter(|| extract(black_box(&text), revision, options).count());
        });
    }
    let finder = linkify::LinkFinder::new();
    eprintln!("linkify: {} found", finder.links(&as_str).count());
    group.bench_function("linkify LinkFinder", |b| {
        b.iter(|| finder.links(black_box(&as_str)).count());
    });
    group.finish();
}

criterion_group!(benches, bench);
criterion_main!(benches);

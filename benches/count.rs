//! One pass of one subject over the corpus, for counting instructions: run under
//! valgrind's callgrind with collection switched on only inside `measure`, so
//! loading the corpus (and compiling automata, warming the caches of rule data)
//! is not counted.
//!
//! ```text
//! cargo bench --bench count --no-run   # prints the binary's path
//! valgrind --tool=callgrind --toggle-collect='*count*measure*' <binary> components/rfc2396
//! ```
//!
//! Subjects (`<rev>` is a revision id): `check/<rev>`, `fluent-uri/parse`,
//! `components/<rev>` and `fluent-uri/components` over the lines the revision
//! (fluent-uri) accepts, `tree/<rev>`, `explain/<rev>` (`check` over the lines the
//! revision rejects) and `accept/<rev>` (`check` over those it accepts),
//! `resolve-base/<rev>` and `fluent-uri/resolve` (the base parsed once), and
//! `resolve-str/<rev>` and `fluent-uri/resolve-str` (the base parsed on every call),
//! over the relative references derived from the corpus; `oxiri/…` as fluent-uri's. Without a known subject it lists them and exits.
#![allow(clippy::cast_precision_loss)] // bytes per line, printed

mod common;

use std::hint::black_box;

use common::{BASE, Corpus, fluent_components, load_corpus, oxiri_components, relative_references};
use urispec::resolve::{Base, ResolveOptions};
use urispec::{Revision, Validator};

/// What one subject runs on each line.
type Subject = Box<dyn Fn(&str) -> bool>;

fn main() {
    let Some(name) = std::env::args().nth(1) else {
        return usage();
    };
    let Some(corpus) = load_corpus() else { return };
    let Some((lines, subject)) = subject(&name, &corpus) else {
        return usage();
    };
    // Warm up outside the count (OnceLock caches, automata).
    for line in lines.lines.iter().take(100) {
        subject(line);
    }
    let accepted = measure(&lines, &subject);
    println!(
        "{name}: {} lines, {} bytes ({:.1} per line), {accepted} accepted",
        lines.lines.len(),
        lines.bytes,
        lines.bytes as f64 / lines.lines.len() as f64
    );
}

fn usage() {
    eprintln!(
        "usage: count SUBJECT (check/<rev>, components/<rev>, tree/<rev>, explain/<rev>, \
         accept/<rev>, resolve-base/<rev>, resolve-str/<rev>, fluent-uri/parse, \
         fluent-uri/components, fluent-uri/resolve, fluent-uri/resolve-str, oxiri/…)"
    );
}

/// The one counted pass.
#[inline(never)]
fn measure(lines: &Corpus, subject: &Subject) -> usize {
    lines.lines.iter().filter(|s| subject(black_box(s))).count()
}

/// The lines a subject runs on, and what it does with each.
fn subject(name: &str, corpus: &Corpus) -> Option<(Corpus, Subject)> {
    let valid = |rev: Revision| {
        let v = Validator::start(rev);
        Corpus::new(
            corpus
                .lines
                .iter()
                .filter(|s| v.is_valid(s.as_bytes()))
                .cloned()
                .collect(),
        )
    };
    let invalid = |rev: Revision| {
        let v = Validator::start(rev);
        Corpus::new(
            corpus
                .lines
                .iter()
                .filter(|s| !v.is_valid(s.as_bytes()))
                .cloned()
                .collect(),
        )
    };
    let all = || Corpus::new(corpus.lines.clone());
    if let Some(fluent) = name.strip_prefix("fluent-uri/") {
        return fluent_uri_subject(fluent, corpus);
    }
    if let Some(oxiri) = name.strip_prefix("oxiri/") {
        return oxiri_subject(oxiri, corpus);
    }
    let (kind, rev) = name.split_once('/')?;
    let rev: Revision = rev.parse().ok()?;
    let out: (Corpus, Subject) = match kind {
        "check" => (
            all(),
            Box::new(move |s| Validator::start(rev).is_valid(s.as_bytes())),
        ),
        "components" => (
            valid(rev),
            Box::new(move |s| {
                rev.parse(s).is_ok_and(|p| {
                    let c = p.components();
                    black_box((c.scheme, c.host, c.path, c.query));
                    true
                })
            }),
        ),
        "tree" => (
            valid(rev),
            Box::new(move |s| {
                rev.parse(s)
                    .is_ok_and(|p| black_box(p.tree()).root().end() > 0)
            }),
        ),
        "explain" => (invalid(rev), Box::new(move |s| rev.check(s).is_ok())),
        "accept" => (valid(rev), Box::new(move |s| rev.check(s).is_ok())),
        "resolve-base" => {
            let base = Base::new(rev, BASE).ok()?;
            let base: Base<'static> = base;
            (
                relative_references(corpus),
                Box::new(move |s| base.resolve(s, ResolveOptions::default()).is_ok()),
            )
        }
        "resolve-str" => (
            relative_references(corpus),
            Box::new(move |s| rev.resolve(BASE, s, ResolveOptions::default()).is_ok()),
        ),
        _ => return None,
    };
    Some(out)
}

/// fluent-uri's parse, components and resolution.
fn fluent_uri_subject(name: &str, corpus: &Corpus) -> Option<(Corpus, Subject)> {
    let parsed = || corpus.filtered(|s| fluent_uri::UriRef::parse(s).is_ok());
    let out: (Corpus, Subject) = match name {
        "parse" => (
            Corpus::new(corpus.lines.clone()),
            Box::new(|s| fluent_uri::UriRef::parse(s).is_ok()),
        ),
        "components" => (parsed(), Box::new(fluent_components)),
        "resolve" => {
            let base = fluent_uri::Uri::parse(BASE).ok()?;
            (
                relative_references(corpus),
                Box::new(move |s| {
                    fluent_uri::UriRef::parse(s).is_ok_and(|r| r.resolve_against(&base).is_ok())
                }),
            )
        }
        "resolve-str" => (
            relative_references(corpus),
            Box::new(|s| {
                let base = fluent_uri::Uri::parse(BASE).expect("the base is a URI");
                fluent_uri::UriRef::parse(s).is_ok_and(|r| r.resolve_against(&base).is_ok())
            }),
        ),
        _ => return None,
    };
    Some(out)
}

/// oxiri's parse, components and resolution (the same lines as fluent-uri's).
fn oxiri_subject(name: &str, corpus: &Corpus) -> Option<(Corpus, Subject)> {
    let out: (Corpus, Subject) = match name {
        "parse" => (
            Corpus::new(corpus.lines.clone()),
            Box::new(|s| oxiri::IriRef::parse(s).is_ok()),
        ),
        "components" => (
            corpus.filtered(|s| fluent_uri::UriRef::parse(s).is_ok()),
            Box::new(oxiri_components),
        ),
        "resolve" => {
            let base = oxiri::Iri::parse(BASE.to_owned()).ok()?;
            (
                relative_references(corpus),
                Box::new(move |s| oxiri::IriRef::parse(s).is_ok_and(|r| base.resolve(&r).is_ok())),
            )
        }
        "resolve-str" => (
            relative_references(corpus),
            Box::new(|s| {
                let base = oxiri::Iri::parse(BASE).expect("the base is an IRI");
                oxiri::IriRef::parse(s).is_ok_and(|r| base.resolve(&r).is_ok())
            }),
        ),
        _ => return None,
    };
    Some(out)
}

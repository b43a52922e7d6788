//! Linear time on hostile input: each revision's `Revision::check` (the automaton,
//! then pest for the diagnostic when the input is rejected) on 1 KiB, 64 KiB and
//! 1 MiB of shapes that make backtracking parsers work hard. Criterion reports
//! bytes per second; time per byte is its inverse and should stay flat as the
//! size grows.
//!
//! Resolution has its own shapes: references full of dot segments (`x/x/…/../..`,
//! `a/../a/../…`, …) resolved against the appendices' base by urispec's three
//! algorithms and by fluent-uri's `resolve_against`, from 64 KiB to 1 MiB.
//!
//! Run with `cargo bench --bench hostile`. Each subject is one function taking the
//! group, the revision and the input, like [`urispec_check`]; a typed parse is one
//! more of those, called from [`hostile`].
#![allow(
    clippy::cast_precision_loss,
    clippy::cast_possible_truncation,
    clippy::cast_sign_loss
)] // ratios and byte tables in a benchmark

use std::hint::black_box;
use std::time::Duration;

use criterion::measurement::WallTime;
use criterion::{
    BenchmarkGroup, BenchmarkId, Criterion, Throughput, criterion_group, criterion_main,
};
use urispec::Revision;
use urispec::resolve::ResolveOptions;

/// The input sizes, in bytes.
const SIZES: [(usize, &str); 3] = [(1 << 10, "1KiB"), (64 << 10, "64KiB"), (1 << 20, "1MiB")];

/// The shapes: a name, a prefix that puts the repetition where it hurts, and the
/// repeated unit.
const SHAPES: [(&str, &str, &str); 7] = [
    ("host-a-a-a", "http://", "a-"),
    ("path-pct", "http://a/", "%"),
    ("ipv6-colons", "http://[", ":"),
    ("host-a.a.a", "http://", "a."),
    ("slashes", "", "/"),
    ("params-semicolons", "http://a/b", ";"),
    ("valid-path", "http://a", "/b"),
];

/// `prefix` followed by `unit` repeated, cut to exactly `len` bytes.
fn hostile_input(prefix: &str, unit: &str, len: usize) -> String {
    let mut s = String::with_capacity(len + unit.len());
    s.push_str(prefix);
    while s.len() < len {
        s.push_str(unit);
    }
    s.truncate(len);
    s
}

/// `Revision::check` on one input.
fn urispec_check(
    group: &mut BenchmarkGroup<'_, WallTime>,
    id: BenchmarkId,
    rev: Revision,
    input: &str,
) {
    group.bench_with_input(id, input, |b, input| {
        b.iter(|| rev.check(black_box(input)).is_ok());
    });
}

/// One group per shape, every revision at every size.
fn hostile(c: &mut Criterion) {
    for (shape, prefix, unit) in SHAPES {
        let mut group = c.benchmark_group(format!("hostile/{shape}"));
        group.sample_size(10);
        group.warm_up_time(Duration::from_millis(300));
        group.measurement_time(Duration::from_secs(1));
        for (len, size) in SIZES {
            let input = hostile_input(prefix, unit, len);
            group.throughput(Throughput::Bytes(len as u64));
            for rev in Revision::ALL {
                urispec_check(
                    &mut group,
                    BenchmarkId::new(format!("check/{rev}"), size),
                    rev,
                    &input,
                );
            }
        }
        group.finish();
    }
}

/// The dot-segment shapes: a name, a prefix repeated to half the length, and a
/// unit repeated to the full length (then `g`).
const DOT_SHAPES: [(&str, &str, &str); 5] = [
    ("x/x/../..", "x/", "../"),
    ("a/../a/..", "", "a/../"),
    ("././.", "", "./"),
    ("x/./../x/./..", "", "x/./../"),
    ("../../..", "", "../"),
];

/// The dot-segment reference of about `len` bytes: `prefix` repeated to half,
/// `unit` repeated to the end, then `g`.
fn dot_reference(prefix: &str, unit: &str, len: usize) -> String {
    let mut s = String::with_capacity(len + unit.len() + 1);
    while !prefix.is_empty() && s.len() < len / 2 {
        s.push_str(prefix);
    }
    while s.len() + unit.len() < len {
        s.push_str(unit);
    }
    s.push('g');
    s
}

/// The base of the appendices.
const BASE: &str = "http://a/b/c/d;p?q";

/// Resolution of long dot-segment references, per revision and by fluent-uri.
fn dot_segments(c: &mut Criterion) {
    let base = fluent_uri::Uri::parse(BASE).expect("the base is a URI");
    for (shape, prefix, unit) in DOT_SHAPES {
        let mut group = c.benchmark_group(format!("hostile/resolve/{shape}"));
        group.sample_size(10);
        group.warm_up_time(Duration::from_millis(300));
        group.measurement_time(Duration::from_secs(1));
        for (len, size) in &SIZES[1..] {
            let reference = dot_reference(prefix, unit, *len);
            group.throughput(Throughput::Bytes(reference.len() as u64));
            for rev in [Revision::Url00, Revision::Rfc2396, Revision::Rfc2396bis00] {
                let id = BenchmarkId::new(format!("resolve/{rev}"), size);
                group.bench_with_input(id, &reference, |b, reference| {
                    b.iter(|| rev.resolve(BASE, black_box(reference), ResolveOptions::default()));
                });
            }
            let id = BenchmarkId::new("fluent-uri/resolve_against", size);
            group.bench_with_input(id, &reference, |b, reference| {
                b.iter(|| {
                    fluent_uri::UriRef::parse(black_box(reference.as_str()))
                        .ok()
                        .map(|r| r.resolve_against(&base))
                });
            });
        }
        group.finish();
    }
}

criterion_group!(benches, hostile, dot_segments);
criterion_main!(benches);

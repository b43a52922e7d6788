//! The two maintained Rust implementations of the WHATWG URL Standard on the
//! web-platform-tests' `urltestdata.json` (`tests/whatwg/`, 891 cases), side by
//! side: `ada-url` (which `compare --with whatwg` uses) and the `url` crate. It
//! first prints how many cases each gets right, field by field (BENCHMARKS.md),
//! then times one pass over every case (`new URL(input, base)`, the base parsed
//! in each call).
//!
//! Run with `cargo bench -p urispec-cli --bench whatwg`.

use std::hint::black_box;

use criterion::{Criterion, Throughput, criterion_group, criterion_main};
use serde_json::Value;

/// One case: the input, its base, and the expected fields (`None`: failure).
struct Case {
    input: String,
    base: Option<String>,
    expected: Option<[String; 10]>,
}

/// The Standard's fields, in the test data's order.
const FIELDS: [&str; 10] = [
    "href", "protocol", "username", "password", "host", "hostname", "port", "pathname", "search",
    "hash",
];

fn cases() -> Vec<Case> {
    let path = concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/../tests/whatwg/urltestdata.json"
    );
    let data: Vec<Value> = serde_json::from_str(&std::fs::read_to_string(path).unwrap()).unwrap();
    data.iter()
        .filter(|v| v.is_object())
        .map(|v| Case {
            input: v["input"].as_str().unwrap().to_owned(),
            base: v["base"].as_str().map(str::to_owned),
            expected: (v["failure"] != Value::Bool(true))
                .then(|| FIELDS.map(|f| v[f].as_str().unwrap_or_default().to_owned())),
        })
        .collect()
}

/// ada's answer, as the Standard's fields.
fn ada(case: &Case) -> Option<[String; 10]> {
    let url = ada_url::Url::parse(case.input.as_str(), case.base.as_deref()).ok()?;
    Some(
        [
            url.href(),
            url.protocol(),
            url.username(),
            url.password(),
            url.host(),
            url.hostname(),
            url.port(),
            url.pathname(),
            url.search(),
            url.hash(),
        ]
        .map(str::to_owned),
    )
}

/// The `url` crate's answer, as the Standard's fields.
fn rust_url(case: &Case) -> Option<[String; 10]> {
    let url = match &case.base {
        Some(base) => url::Url::parse(base).ok()?.join(&case.input).ok()?,
        None => url::Url::parse(&case.input).ok()?,
    };
    let host = url.host_str().unwrap_or_default().to_owned();
    let port = url.port().map(|p| p.to_string()).unwrap_or_default();
    let after = |prefix: &str, part: Option<&str>| {
        part.filter(|p| !p.is_empty())
            .map(|p| format!("{prefix}{p}"))
            .unwrap_or_default()
    };
    Some([
        url.as_str().to_owned(),
        format!("{}:", url.scheme()),
        url.username().to_owned(),
        url.password().unwrap_or_default().to_owned(),
        if port.is_empty() {
            host.clone()
        } else {
            format!("{host}:{port}")
        },
        host,
        port,
        url.path().to_owned(),
        after("?", url.query()),
        after("#", url.fragment()),
    ])
}

fn whatwg(c: &mut Criterion) {
    let cases = cases();
    for (name, parse) in [("ada-url", ada as fn(&Case) -> _), ("url", rust_url)] {
        let right = cases
            .iter()
            .filter(|case| parse(case) == case.expected)
            .count();
        println!("{name}: {right} of {} cases right", cases.len());
    }
    let mut group = c.benchmark_group("whatwg");
    group.throughput(Throughput::Elements(cases.len() as u64));
    group.bench_function("ada-url", |b| {
        b.iter(|| {
            cases
                .iter()
                .filter(|case| ada(black_box(case)).is_some())
                .count()
        });
    });
    group.bench_function("url", |b| {
        b.iter(|| {
            cases
                .iter()
                .filter(|case| rust_url(black_box(case)).is_some())
                .count()
        });
    });
    group.finish();
}

criterion_group!(benches, whatwg);
criterion_main!(benches);

//! Resolve references against a base as each document defines it.
//!
//! `cargo run --example resolve -- 'http://a/b/c/d;p?q' ';x' '../g'`

use urispec::Revision;
use urispec::resolve::ResolveOptions;

fn main() {
    let mut args = std::env::args().skip(1);
    let base = args
        .next()
        .unwrap_or_else(|| "http://a/b/c/d;p?q".to_owned());
    let references: Vec<String> = args.collect();
    let references = if references.is_empty() {
        vec![";x".to_owned(), "../g".to_owned()]
    } else {
        references
    };
    for reference in &references {
        for revision in [Revision::Url00, Revision::Rfc2396, Revision::Rfc2396bis00] {
            match revision.resolve(&base, reference, ResolveOptions::default()) {
                Ok(r) => println!("{:<33} {reference} = {}", revision.id(), r.target),
                Err(e) => println!("{:<33} {reference}: {e}", revision.id()),
            }
        }
    }
}

//! Validate strings under one revision, with the reason for each rejection.
//!
//! `cargo run --example validate -- 'http://a/b;p?q' 'http://a b'`

use urispec::Revision;

fn main() {
    let inputs: Vec<String> = std::env::args().skip(1).collect();
    let inputs = if inputs.is_empty() {
        vec!["http://a/b;p?q".to_owned(), "http://a b".to_owned()]
    } else {
        inputs
    };
    for input in &inputs {
        match Revision::Rfc2396.check(input) {
            Ok(()) => println!("valid    {input}"),
            // offset, expected (the document's rule names) and section are plain data
            Err(e) => println!("invalid  {input}: {}", e.message()),
        }
    }
}

//! Compare the revisions on one input: valid or not, and the path each one reads.
//!
//! `cargo run --example compare -- 'http://a/b;p/c?q'`

use urispec::Revision;

fn main() {
    let input = std::env::args()
        .nth(1)
        .unwrap_or_else(|| "http://a/b;p/c?q".to_owned());
    for revision in Revision::ALL {
        match revision.parse(&input) {
            Ok(p) => {
                let c = p.components();
                println!(
                    "{:<33} {:<13} path {:?} params {:?}",
                    revision.id(),
                    p.form(),
                    c.path,
                    c.params
                );
            }
            Err(e) => println!("{:<33} invalid: {}", revision.id(), e.message()),
        }
    }
}

//! Walk the derivation: every rule as the document names it, with its text and span.
//!
//! `cargo run --example derivation -- 'http://a/%7Euser;p?q'`

use urispec::Revision;
use urispec::ast::Node;

fn walk(node: Node<'_, '_>, depth: usize) {
    println!(
        "{:indent$}{} {:?} {}..{}",
        "",
        node.rule(),
        node.text(),
        node.start(),
        node.end(),
        indent = 2 * depth
    );
    for child in node.children() {
        walk(child, depth + 1);
    }
}

fn main() {
    let input = std::env::args()
        .nth(1)
        .unwrap_or_else(|| "http://a/%7Euser;p?q".to_owned());
    match Revision::Rfc2396.parse(&input) {
        Ok(p) => walk(p.tree().root(), 0),
        Err(e) => println!("{e}"),
    }
}

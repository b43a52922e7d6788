//! Read the common view of a parse: `None` is undefined, `Some("")` empty.
//!
//! `cargo run --example components -- 'http://u@[::1]:80/a?q'`

use urispec::Revision;

fn main() {
    let input = std::env::args()
        .nth(1)
        .unwrap_or_else(|| "http://u@[::1]:80/a?q".to_owned());
    match Revision::Rfc2396bis00.parse(&input) {
        Ok(p) => {
            let c = p.components();
            println!("form      {}", p.form());
            println!("scheme    {:?}", c.scheme);
            println!("userinfo  {:?}", c.userinfo);
            println!(
                "host      {:?}",
                c.host.map(|h| (h.kind(p.revision()), h.as_str()))
            );
            println!("port      {:?}", c.port);
            println!("path      {:?}", c.path);
            println!("query     {:?}", c.query);
            println!("fragment  {:?}", c.fragment);
        }
        Err(e) => println!("{e}"),
    }
}

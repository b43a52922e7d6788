use urispec::{
    Revision,
    automaton::{Automaton, pattern},
};
#[test]
fn scratch() {
    for rev in Revision::ALL {
        let g = rev.bnf();
        eprintln!("{rev}: {} rules", g.rules.len());
        let p = pattern(g, rev.start_rule()).unwrap();
        eprintln!("  pattern len {}", p.len());
        let a = Automaton::compile(g, rev.start_rule()).unwrap();
        for s in [
            "http://a/b/c/d;p?q",
            "",
            "?y",
            "http:",
            "HTTP://a/",
            "http://[::1]/",
            "http://1000.1.1.1/",
            "g:h",
            "this:that",
            "http://a/~b",
        ] {
            eprintln!("  {s:?} {}", a.is_match(s.as_bytes()));
        }
    }
}

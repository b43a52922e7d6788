//! A derivation as an indented outline (`parse` and `tree` print it).

use std::fmt::Write;

use urispec::ast::Node;

use super::escape;
use super::labels::Labels;
use super::style::Style;

/// `rule "text" start..end`, children indented; with `full`, the characters a rule
/// matched itself (outside its children) are shown too, in runs labelled with the
/// document's character-class rules that the rule reaches.
pub fn outline(
    node: Node<'_, '_>,
    depth: usize,
    mut full: Option<&mut Labels>,
    style: Style,
    out: &mut impl Write,
) {
    let indent = "  ".repeat(depth);
    let span = style.dim(&format!("{}..{}", node.start(), node.end()));
    let (rule, text) = (node.rule(), node.text());
    let _ = writeln!(
        out,
        "{indent}{} {} {span}",
        style.strong(rule),
        escape::quoted(text)
    );
    let runs = |from: usize, to: usize, full: &mut Option<&mut Labels>, out: &mut dyn Write| {
        if let Some(labels) = full {
            let text = &text[from - node.start()..to - node.start()];
            for (label, run) in labels.runs(rule, text) {
                let _ = writeln!(
                    out,
                    "{indent}  {} {}",
                    style.dim(label),
                    escape::quoted(run)
                );
            }
        }
    };
    let mut at = node.start();
    for child in node.children() {
        runs(at, child.start(), &mut full, out);
        outline(child, depth + 1, full.as_deref_mut(), style, out);
        at = child.end();
    }
    runs(at, node.end(), &mut full, out);
}

#[cfg(test)]
mod tests {
    use super::outline;
    use crate::args::ColorChoice;
    use crate::output::labels::Labels;
    use crate::output::style::Style;
    use urispec::Revision;

    /// Each node on a line (rule, text, span), children indented one step further;
    /// with labels, the characters a rule matched itself in runs under it, before,
    /// between and after its children.
    #[test]
    fn the_outline_indents_children_and_labels_own_characters() {
        let p = Revision::Rfc2396.parse("//a/b%7E;p").unwrap();
        let (mut plain, mut full) = (String::new(), String::new());
        let style = Style::new(ColorChoice::Never);
        outline(p.tree().root(), 1, None, style, &mut plain);
        let mut labels = Labels::new(Revision::Rfc2396.bnf());
        outline(p.tree().root(), 0, Some(&mut labels), style, &mut full);
        assert_eq!(
            full,
            concat!(
                "URI-reference \"//a/b%7E;p\" 0..10\n",
                "  relativeURI \"//a/b%7E;p\" 0..10\n",
                "    net_path \"//a/b%7E;p\" 0..10\n",
                "      literal \"//\"\n",
                "      authority \"a\" 2..3\n",
                "        server \"a\" 2..3\n",
                "          hostport \"a\" 2..3\n",
                "            host \"a\" 2..3\n",
                "              hostname \"a\" 2..3\n",
                "                lowalpha \"a\"\n",
                "      abs_path \"/b%7E;p\" 3..10\n",
                "        literal \"/\"\n",
                "        path_segments \"b%7E;p\" 4..10\n",
                "          segment \"b%7E;p\" 4..10\n",
                "            lowalpha \"b\"\n",
                "            escaped \"%7E\"\n",
                "            literal \";\"\n",
                "            param \"p\" 9..10\n",
                "              lowalpha \"p\"\n",
            )
        );
        assert_eq!(
            plain,
            concat!(
                "  URI-reference \"//a/b%7E;p\" 0..10\n",
                "    relativeURI \"//a/b%7E;p\" 0..10\n",
                "      net_path \"//a/b%7E;p\" 0..10\n",
                "        authority \"a\" 2..3\n",
                "          server \"a\" 2..3\n",
                "            hostport \"a\" 2..3\n",
                "              host \"a\" 2..3\n",
                "                hostname \"a\" 2..3\n",
                "        abs_path \"/b%7E;p\" 3..10\n",
                "          path_segments \"b%7E;p\" 4..10\n",
                "            segment \"b%7E;p\" 4..10\n",
                "              param \"p\" 9..10\n",
            )
        );
    }
}

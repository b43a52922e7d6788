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

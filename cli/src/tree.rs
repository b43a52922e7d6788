//! `urispec tree`: the derivation as an outline of the document's rule names, with
//! the matched text and byte span; for an invalid input, the longest derivation the
//! grammar could make, then where and why it stopped.

use std::fmt::Write as _;
use std::io::Write;

use urispec::ast::{Node, Parse};
use urispec::bnf::{Expr, Grammar};
use urispec::{ParseError, Revision, Validator};

use crate::args::TreeArgs;
use crate::contract::{CharacterRun, Echo, Error, TreeAnswer, TreeNode, TreeRecord};
use crate::emit::Emitter;
use crate::failure::Outcome;
use crate::input::Inputs;
use crate::report;
use crate::style::Style;

/// Runs `tree`; returns whether every input was valid under every revision asked.
pub fn run(args: &TreeArgs, style: Style, out: &mut impl Write) -> Outcome {
    let mut emitter = Emitter::new(out, args.format);
    let mut all_valid = true;
    for input in Inputs::new(&args.inputs, &args.input.from) {
        let input = input?;
        let derivations: Vec<Derivation<'_>> = args
            .revision
            .0
            .iter()
            .map(|&rev| Derivation::new(rev, &input))
            .collect();
        let valid = derivations.iter().all(|d| d.error.is_none());
        all_valid &= valid;
        let record = || TreeRecord {
            echo: Echo::new(&input),
            valid,
            revisions: derivations.iter().map(|d| d.answer(args.full)).collect(),
        };
        let text = || {
            derivations
                .iter()
                .map(|d| d.text(&input, args.full, style))
                .collect::<String>()
        };
        emitter.record(record, text)?;
    }
    emitter.finish()?;
    Ok(all_valid)
}

/// One revision's derivation of an input: of the whole input when it is valid,
/// else of the longest prefix the grammar derives, and the error.
struct Derivation<'i> {
    revision: Revision,
    tree: Option<Parse<'i>>,
    error: Option<ParseError>,
}

impl<'i> Derivation<'i> {
    fn new(revision: Revision, input: &'i [u8]) -> Self {
        let validator = Validator::start(revision);
        let error = validator.check(input).err();
        let derived = match &error {
            None => Some(input.len()),
            Some(_) => validator.stop(input).and_then(|s| s.longest_match),
        };
        let tree = derived
            .and_then(|end| std::str::from_utf8(&input[..end]).ok())
            .and_then(|prefix| revision.parse(prefix).ok());
        Self {
            revision,
            tree,
            error,
        }
    }

    /// The JSON answer.
    fn answer(&self, full: bool) -> TreeAnswer {
        let grammar = full.then(|| self.revision.bnf());
        TreeAnswer {
            revision: self.revision.id(),
            valid: self.error.is_none(),
            tree: self.tree.as_ref().map(|p| node(p.tree().root(), grammar)),
            error: self.error.as_ref().map(Error::from),
        }
    }

    /// The outline, then where the input stopped.
    fn text(&self, input: &[u8], full: bool, style: Style) -> String {
        let revision = self.revision;
        let mut text = String::new();
        let heading = if self.error.is_some() {
            "longest derivation"
        } else {
            "derivation"
        };
        match &self.tree {
            Some(p) => {
                let root = p.tree().root();
                let _ = writeln!(
                    text,
                    "{revision}: {heading} of {}",
                    report::quoted(root.text())
                );
                outline(root, 1, full.then(|| revision.bnf()), style, &mut text);
            }
            None => {
                let _ = writeln!(
                    text,
                    "{revision}: no prefix of the input is a {}",
                    revision.start_rule()
                );
            }
        }
        if let Some(e) = &self.error {
            let _ = writeln!(text, "{} {}", style.bad("stopped:"), report::escape(input));
            let _ = writeln!(text, "{}", report::caret(input, e, 9, style));
        }
        text
    }
}

/// The JSON of a node and its descendants; with a grammar, each rule's own
/// characters in labelled runs.
fn node(n: Node<'_, '_>, grammar: Option<&'static Grammar>) -> TreeNode {
    let characters = grammar.map(|g| {
        let mut runs = Vec::new();
        let mut own = |from: usize, to: usize| {
            let text = &n.text()[from - n.start()..to - n.start()];
            let mut at = from;
            for (class, run) in character_runs(g, n.rule(), text) {
                runs.push(CharacterRun {
                    class,
                    text: run.to_owned(),
                    start: at,
                });
                at += run.len();
            }
        };
        let mut at = n.start();
        for child in n.children() {
            own(at, child.start());
            at = child.end();
        }
        own(at, n.end());
        runs
    });
    TreeNode {
        rule: n.rule(),
        text: n.text().to_owned(),
        start: n.start(),
        end: n.end(),
        characters,
        children: n.children().map(|c| node(c, grammar)).collect(),
    }
}

/// `rule "text" start..end`, children indented; with `full`, the characters a rule
/// matched itself (outside its children) are shown too, in runs labelled with the
/// document's character-class rules that the rule reaches.
pub fn outline(
    node: Node<'_, '_>,
    depth: usize,
    full: Option<&'static Grammar>,
    style: Style,
    out: &mut String,
) {
    let indent = "  ".repeat(depth);
    let span = style.dim(&format!("{}..{}", node.start(), node.end()));
    let (rule, text) = (node.rule(), node.text());
    let _ = writeln!(
        out,
        "{indent}{} {} {span}",
        style.strong(rule),
        report::quoted(text)
    );
    let runs = |from: usize, to: usize, out: &mut String| {
        if let Some(grammar) = full {
            let text = &text[from - node.start()..to - node.start()];
            for (label, run) in character_runs(grammar, rule, text) {
                let _ = writeln!(
                    out,
                    "{indent}  {} {}",
                    style.dim(label),
                    report::quoted(run)
                );
            }
        }
    };
    let mut at = node.start();
    for child in node.children() {
        runs(at, child.start(), out);
        outline(child, depth + 1, full, style, out);
        at = child.end();
    }
    runs(at, node.end(), out);
}

/// Splits `text`, matched by `rule`, into runs of characters with the same narrowest
/// character-class rule that `rule` reaches (an escape, `%` and two hex digits, is one
/// unit labelled with the document's escape rule).
fn character_runs<'t>(
    grammar: &'static Grammar,
    rule: &str,
    text: &'t str,
) -> Vec<(&'static str, &'t str)> {
    let escape = grammar
        .rules()
        .iter()
        .find(|r| r.name == "escaped" || r.name == "escape")
        .map(|r| r.name.as_str());
    let classes = reachable_classes(grammar, rule, escape);
    let own = grammar
        .rule(rule)
        .map(|d| own_literals(&d.expr))
        .unwrap_or_default();
    let mut runs: Vec<(&'static str, &'t str)> = Vec::new();
    let mut at = 0;
    while at < text.len() {
        let rest = &text[at..];
        let is_escape = rest.len() >= 3
            && rest.starts_with('%')
            && rest.as_bytes()[1..3].iter().all(u8::is_ascii_hexdigit);
        let (label, len) = if let (true, Some(name)) = (is_escape, escape) {
            (name, 3)
        } else {
            let c = rest.chars().next().unwrap_or_default();
            let label = if own.contains(c) {
                "literal"
            } else {
                narrowest(grammar, &classes, c)
            };
            (label, c.len_utf8())
        };
        match runs.last_mut() {
            Some((last, run)) if *last == label && Some(label) != escape => {
                *run = &text[at - run.len()..at + len];
            }
            _ => runs.push((label, &text[at..at + len])),
        }
        at += len;
    }
    runs
}

/// The characters of the literals written in the rule itself (its delimiters).
fn own_literals(expr: &Expr) -> String {
    match expr {
        Expr::Literal { text, .. } => text.clone(),
        Expr::Alt(items) | Expr::Seq(items) => items.iter().map(own_literals).collect(),
        Expr::Repeat { expr, .. } | Expr::Optional(expr) => own_literals(expr),
        Expr::Range(..) | Expr::Rule(_) | Expr::Prose(_) => String::new(),
    }
}

/// The character-class rules reachable from `rule` through the grammar, not looking
/// inside the escape rule (whose `hex` would otherwise claim letters).
fn reachable_classes(
    grammar: &'static Grammar,
    rule: &str,
    escape: Option<&str>,
) -> Vec<&'static str> {
    let mut seen: Vec<&'static str> = Vec::new();
    let mut todo: Vec<&'static str> = grammar
        .rule(rule)
        .map(|r| r.name.as_str())
        .into_iter()
        .collect();
    while let Some(name) = todo.pop() {
        if seen.contains(&name) || Some(name) == escape {
            continue;
        }
        seen.push(name);
        if let Some(def) = grammar.rule(name) {
            todo.extend(grammar.uses(&def.name).iter().map(|d| d.name.as_str()));
        }
    }
    seen.into_iter()
        .filter(|n| {
            grammar
                .rule(n)
                .is_some_and(|d| grammar.class(&d.expr).is_some())
        })
        .collect()
}

/// The smallest of `classes` that contains `c`.
fn narrowest(grammar: &'static Grammar, classes: &[&'static str], c: char) -> &'static str {
    classes
        .iter()
        .filter_map(|&name| Some((name, grammar.class(&grammar.rule(name)?.expr)?)))
        .filter(|(_, class)| class.contains(c))
        .min_by_key(|(_, class)| {
            class
                .ranges()
                .iter()
                .map(|&(lo, hi)| u32::from(hi) - u32::from(lo) + 1)
                .sum::<u32>()
        })
        .map_or("literal", |(name, _)| name)
}

#[cfg(test)]
mod tests {
    use super::reachable_classes;
    use urispec::Revision;

    /// `tree --full` walks the graph `grammar --uses` prints: from url-00's prose
    /// rule `national` it reaches the sets the prose names.
    #[test]
    fn full_tree_walks_the_uses_graph() {
        let grammar = Revision::Url00.bnf();
        let classes = reachable_classes(grammar, "national", None);
        let uses = grammar.uses("national");
        assert_eq!(uses.len(), 6);
        for used in uses {
            assert!(classes.contains(&used.name.as_str()), "{}", used.name);
        }
    }
}

//! `urispec tree`: the derivation as an outline of the document's rule names, with
//! the matched text and byte span; for an invalid input, the longest derivation the
//! grammar could make, then where and why it stopped.

use std::fmt::Write as _;
use std::io::Write;

use urispec::Validator;
use urispec::ast::Node;
use urispec::bnf::{Expr, Grammar};

use crate::args::{TreeArgs, TreeFormat};
use crate::report;
use crate::style::Style;

/// Runs `tree`; returns whether the input was valid.
pub fn run(args: &TreeArgs, style: Style, out: &mut impl Write) -> Result<bool, String> {
    let revision = args.revision;
    let input = args.input.as_str();
    let error = revision.check(input).err();
    // The longest prefix the grammar derives (the whole input when it is valid).
    let derived = match &error {
        None => Some(input.len()),
        Some(_) => Validator::start(revision)
            .stop(input.as_bytes())
            .and_then(|s| s.longest_match),
    };
    let tree = derived.and_then(|end| revision.parse(&input[..end]).ok());
    let shown = match args.format {
        TreeFormat::Json => {
            let mut object = serde_json::json!({"revision": revision.id(), "input": input, "valid": error.is_none()});
            if let Some(p) = &tree {
                object["tree"] = serde_json::to_value(p.tree()).unwrap_or_default();
            }
            if let Some(e) = &error {
                object["error"] = serde_json::json!({"offset": e.offset, "expected": e.expected, "section": e.section, "message": e.message()});
            }
            object.to_string() + "\n"
        }
        TreeFormat::Text => {
            let mut text = String::new();
            let heading = if error.is_some() {
                "longest derivation"
            } else {
                "derivation"
            };
            match &tree {
                Some(p) => {
                    let _ = writeln!(
                        text,
                        "{revision}: {heading} of {:?}",
                        p.tree().root().text()
                    );
                    outline(
                        p.tree().root(),
                        1,
                        args.full.then(|| revision.bnf()),
                        style,
                        &mut text,
                    );
                }
                None => {
                    let _ = writeln!(
                        text,
                        "{revision}: no prefix of the input is a {}",
                        revision.start_rule()
                    );
                }
            }
            if let Some(e) = &error {
                let _ = writeln!(
                    text,
                    "{} {}",
                    style.bad("stopped:"),
                    report::escape(input.as_bytes())
                );
                let _ = writeln!(text, "{}", report::caret(input.as_bytes(), e, 9, style));
            }
            text
        }
    };
    out.write_all(shown.as_bytes()).map_err(|e| e.to_string())?;
    Ok(error.is_none())
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
    let _ = writeln!(out, "{indent}{} {text:?} {span}", style.strong(rule));
    let runs = |from: usize, to: usize, out: &mut String| {
        if let Some(grammar) = full {
            let text = &text[from - node.start()..to - node.start()];
            for (label, run) in character_runs(grammar, rule, text) {
                let _ = writeln!(out, "{indent}  {} {run:?}", style.dim(label));
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
        .rules
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
            todo.extend(
                urispec::bnf::references(&def.expr)
                    .filter_map(|n| grammar.rule(n))
                    .map(|d| d.name.as_str()),
            );
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

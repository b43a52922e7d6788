//! `urispec diff`: the grammar-level change between two revisions.

use std::fmt::Write as _;
use std::io::Write;

use urispec::Revision;
use urispec::bnf::{CharClass, RuleDef};
use urispec::diff::{Diff, Witnesses, diff, show_chars};

use crate::args::{DiffArgs, DocFormat};
use crate::contract::diff::record;
use crate::contract::json_line;
use crate::failure::Outcome;

/// Runs `diff`; with `--exit-code`, `Ok(false)` (exit 1) when the grammars differ.
pub fn run(args: &DiffArgs, out: &mut impl Write) -> Outcome {
    let mut d = diff(args.from, args.to);
    if args.witnesses {
        d.search_witnesses(args.tries);
    }
    let shown = match args.format {
        DocFormat::Text => text(&d),
        DocFormat::Json => json_line(&record(&d)),
    };
    out.write_all(shown.as_bytes())?;
    Ok(!args.exit_code || !differs(&d))
}

/// Whether anything changed between the two grammars.
fn differs(d: &Diff) -> bool {
    !(d.renamed.is_empty()
        && d.added.is_empty()
        && d.removed.is_empty()
        && d.classes.is_empty()
        && d.changed.is_empty())
}

/// The report for readers: a summary line, then one section per kind of change.
pub fn text(d: &Diff) -> String {
    let (from, to) = (d.from, d.to);
    let mut out = format!(
        "{from} ({}) → {to} ({})\n{} rules → {} rules: {} renamed, {} added, {} removed, {} character sets changed, {} rules changed\n",
        from.date(),
        to.date(),
        from.bnf().rules().len(),
        to.bnf().rules().len(),
        d.renamed.len(),
        d.added.len(),
        d.removed.len(),
        d.classes.len(),
        d.changed.len(),
    );
    if !d.renamed.is_empty() {
        out.push_str("\nRenamed\n");
        let width = d
            .renamed
            .iter()
            .map(|r| r.from.name.len())
            .max()
            .unwrap_or(0);
        for r in &d.renamed {
            let also = if r.definition_changed {
                "   (definition changed too)"
            } else {
                ""
            };
            let _ = writeln!(out, "  {:<width$} → {}{also}", r.from.name, r.to.name);
        }
    }
    for (title, rules) in [("Added", &d.added), ("Removed", &d.removed)] {
        if !rules.is_empty() {
            let _ = writeln!(out, "\n{title}");
            for rule in rules {
                let _ = writeln!(out, "  {} ({})", rule.name, rule.section);
                indented(&mut out, &rule.text, 6);
            }
        }
    }
    if !d.classes.is_empty() {
        out.push_str("\nChanged character sets\n");
        for c in &d.classes {
            let _ = writeln!(out, "  {}", heading(c.from, c.to));
            let _ = writeln!(out, "    entered: {}", chars_or_none(&c.entered));
            let _ = writeln!(out, "    left:    {}", chars_or_none(&c.left));
        }
        out.push_str("  Characters that moved, and every set that holds them:\n");
        let width = from.id().len().max(to.id().len()) + 1;
        for m in &d.moved {
            let shown = show_chars(&CharClass::range(m.ch, m.ch));
            let _ = writeln!(
                out,
                "    {shown:<5} {:<width$}  {}",
                format!("{from}:"),
                list_or_none(&m.from_sets)
            );
            let _ = writeln!(
                out,
                "    {:<5} {:<width$}  {}",
                "",
                format!("{to}:"),
                list_or_none(&m.to_sets)
            );
        }
    }
    if !d.changed.is_empty() {
        out.push_str("\nChanged rules\n");
        for c in &d.changed {
            let _ = writeln!(out, "  {}", heading(c.from, c.to));
            for (rev, rule) in [(from, c.from), (to, c.to)] {
                let _ = writeln!(out, "    {rev} ({}):", rule.section);
                indented(&mut out, &rule.text, 6);
            }
            if let Some(w) = &c.witnesses {
                witness_lines(&mut out, from, to, w);
            }
        }
    }
    out
}

/// `name (§x)`, or `old → new (§x → §y)` when the name or section changed.
fn heading(from: &RuleDef, to: &RuleDef) -> String {
    let name = if from.name == to.name {
        from.name.clone()
    } else {
        format!("{} → {}", from.name, to.name)
    };
    if from.section == to.section {
        format!("{name} ({})", from.section)
    } else {
        format!("{name} ({} → {})", from.section, to.section)
    }
}

/// The witness lines of one changed rule.
fn witness_lines(out: &mut String, from: Revision, to: Revision, w: &Witnesses) {
    let tries = w.tries;
    if w.from_only.is_none() && w.to_only.is_none() {
        let _ = writeln!(
            out,
            "    witness: none found in {}; probably the same language (a search result, not a proof)",
            tries_text(tries)
        );
        return;
    }
    for (rev, found) in [(from, &w.from_only), (to, &w.to_only)] {
        match found {
            Some(s) => {
                let note = match s.chars().count() {
                    0 => " (the empty string)".to_owned(),
                    n if n > 20 => format!(" ({n} characters)"),
                    _ => String::new(),
                };
                let _ = writeln!(out, "    witness: {s:?}{note} is accepted only by {rev}");
            }
            None => {
                let _ = writeln!(
                    out,
                    "    witness: none accepted only by {rev} found in {}",
                    tries_text(tries)
                );
            }
        }
    }
}

/// `1 try`, `4000 tries`.
fn tries_text(tries: usize) -> String {
    if tries == 1 {
        "1 try".to_owned()
    } else {
        format!("{tries} tries")
    }
}

/// Each line of `text`, indented by `by` spaces.
fn indented(out: &mut String, text: &str, by: usize) {
    for line in text.lines() {
        let _ = writeln!(out, "{:by$}{line}", "");
    }
}

fn chars_or_none(set: &CharClass) -> String {
    if set.ranges().is_empty() {
        "(none)".to_owned()
    } else {
        show_chars(set)
    }
}

fn list_or_none(names: &[String]) -> String {
    if names.is_empty() {
        "(none)".to_owned()
    } else {
        names.join(", ")
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A witness's length is noted past 20 characters, not at 20: the note is for a
    /// string too long to count by eye.
    #[test]
    fn a_witness_s_length_is_noted_past_twenty_characters() {
        let lines = |from_only: &str| {
            let w = Witnesses {
                tries: 3,
                from_only: Some(from_only.to_owned()),
                to_only: None,
            };
            let mut out = String::new();
            witness_lines(&mut out, Revision::Rfc2396, Revision::Rfc3986, &w);
            out
        };
        let twenty = "a".repeat(20);
        assert!(
            lines(&twenty).starts_with(&format!("    witness: {twenty:?} is accepted only by"))
        );
        let long = "é".repeat(21);
        assert!(lines(&long).starts_with(&format!("    witness: {long:?} (21 characters) is")));
        assert!(lines("").starts_with("    witness: \"\" (the empty string) is"));
    }
}

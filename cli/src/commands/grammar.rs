//! `urispec grammar`: a document's grammar as it is written, rule by rule.

use std::fmt::Write as _;
use std::io::Write;

use urispec::Revision;
use urispec::bnf::RuleDef;

use crate::args::{DocFormat, GrammarArgs};
use crate::contract::grammar::{pest_block, rule_record, whole_record};
use crate::contract::json_line;
use crate::failure::Outcome;

/// Runs `grammar`; `Err` (exit 2) for a rule the document does not define.
pub fn run(args: &GrammarArgs, out: &mut impl Write) -> Outcome {
    let revision = args.revision;
    let shown = match &args.rule {
        None => match args.format {
            DocFormat::Text => whole_text(revision),
            DocFormat::Json => json_line(&whole_record(revision)),
        },
        Some(name) => {
            let def = revision
                .bnf()
                .rule(name)
                .ok_or_else(|| unknown(revision, name))?;
            match args.format {
                DocFormat::Text if args.uses || args.used_by => links_text(revision, def, args),
                DocFormat::Text => rule_text(revision, def),
                DocFormat::Json => json_line(&rule_record(revision, def, args.uses, args.used_by)),
            }
        }
    };
    out.write_all(shown.as_bytes())?;
    Ok(true)
}

/// `rfc2396: no rule named "hostnam"; close names: hostname`.
fn unknown(revision: Revision, name: &str) -> String {
    let close = revision.bnf().close_names(name);
    let hint = if close.is_empty() {
        format!("`urispec grammar --revision {revision}` lists every rule")
    } else {
        format!("close names: {}", close.join(", "))
    };
    format!("{revision}: no rule named {name:?}; {hint}")
}

/// `§3.2.2`, or `(no section)` when the file gives none.
fn section(def: &RuleDef) -> &str {
    if def.section.is_empty() {
        "(no section)"
    } else {
        &def.section
    }
}

/// Each line of `text` indented by `indent`.
fn indented(text: &str, indent: &str, out: &mut String) {
    for line in text.lines() {
        let _ = writeln!(out, "{indent}{line}");
    }
}

/// One rule: name and section, the BNF as the document writes it, the pest rule.
fn rule_text(revision: Revision, def: &RuleDef) -> String {
    let mut out = format!("{} ({revision} {})\n", def.name, section(def));
    out.push_str("\nBNF (the document's text):\n");
    indented(&def.text, "  ", &mut out);
    let _ = writeln!(out, "\npest (grammar/{revision}.pest):");
    match pest_block(revision, def) {
        Some(block) => indented(&block, "  ", &mut out),
        None => out.push_str("  (none)\n"),
    }
    out
}

/// `--uses` and `--used-by`: each list under a heading, a rule per line with its section.
fn links_text(revision: Revision, def: &RuleDef, args: &GrammarArgs) -> String {
    let grammar = revision.bnf();
    let mut out = String::new();
    let lists = [
        (args.uses, "uses", grammar.uses(&def.name)),
        (args.used_by, "is used by", grammar.used_by(&def.name)),
    ];
    for (_, verb, rules) in lists.iter().filter(|(asked, ..)| *asked) {
        let _ = writeln!(out, "{} ({revision} {}) {verb}:", def.name, section(def));
        let width = rules.iter().map(|r| r.name.len()).max().unwrap_or(0);
        for rule in rules {
            let _ = writeln!(out, "  {:<width$}  {}", rule.name, section(rule));
        }
        if rules.is_empty() {
            out.push_str("  (none)\n");
        }
    }
    out
}

/// Every rule in the document's order, under its section as the `.bnf` file groups them.
fn whole_text(revision: Revision) -> String {
    let grammar = revision.bnf();
    let mut out = format!(
        "{revision} ({}): {} rules, start rule {}\n",
        revision.date(),
        grammar.rules().len(),
        revision.start_rule()
    );
    let mut current = None;
    for def in grammar.rules() {
        if current != Some(&def.section) {
            let _ = writeln!(out, "\n{}", section(def));
            current = Some(&def.section);
        }
        indented(&def.text, "  ", &mut out);
    }
    out
}

//! The records of `grammar`: one rule, or the whole grammar (and the rule's pest
//! block, which the book shows too).

use urispec::Revision;
use urispec::bnf::{RuleDef, pest_name};

use super::{GrammarEntry, GrammarRule, RuleRef, WholeGrammar};

/// The rule's block in `grammar/<id>.pest`: its `///` line (and any `// PEG:` lines
/// after it) through the end of the rule.
pub fn pest_block(revision: Revision, def: &RuleDef) -> Option<String> {
    let lines: Vec<&str> = revision.pest_text().lines().collect();
    let head = format!("{} = ", pest_name(&def.name));
    let at = lines.iter().position(|l| l.starts_with(&head))?;
    let mut start = at;
    while start > 0 && lines[start - 1].starts_with("//") {
        start -= 1;
        if lines[start].starts_with("///") {
            break;
        }
    }
    let end = if lines[at].trim_end().ends_with('}') {
        at
    } else {
        at + lines[at..].iter().position(|l| l.starts_with('}'))?
    };
    Some(lines[start..=end].join("\n"))
}

/// A rule's name, pest spelling and section.
fn rule_ref(def: &RuleDef) -> RuleRef {
    RuleRef {
        rule: def.name.clone(),
        pest_rule: pest_name(&def.name),
        section: def.section.clone(),
    }
}

/// One rule: `uses` and `used_by` only when asked.
pub fn rule_record(revision: Revision, def: &RuleDef, uses: bool, used_by: bool) -> GrammarRule {
    let grammar = revision.bnf();
    GrammarRule {
        revision: revision.id(),
        rule: rule_ref(def),
        bnf: def.text.clone(),
        pest: pest_block(revision, def),
        uses: uses.then(|| grammar.uses(&def.name).into_iter().map(rule_ref).collect()),
        used_by: used_by.then(|| {
            grammar
                .used_by(&def.name)
                .into_iter()
                .map(rule_ref)
                .collect()
        }),
    }
}

/// The whole grammar: every rule's name, section and BNF, in order.
pub fn whole_record(revision: Revision) -> WholeGrammar {
    WholeGrammar {
        revision: revision.id(),
        start_rule: revision.start_rule(),
        rules: revision
            .bnf()
            .rules()
            .iter()
            .map(|def| GrammarEntry {
                rule: rule_ref(def),
                bnf: def.text.clone(),
            })
            .collect(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Every rule of every document has its block in the `.pest` file, and that
    /// block starts with the `///` line quoting the rule.
    #[test]
    fn every_rule_has_its_pest_block() {
        for revision in Revision::ALL {
            for def in revision.bnf().rules() {
                let block = pest_block(revision, def)
                    .unwrap_or_else(|| panic!("{revision}: no pest rule for {}", def.name));
                let first = block.lines().next().unwrap_or_default();
                assert!(
                    first.starts_with("/// ") && first.contains(&format!(" {} = ", def.name)),
                    "{revision} {}: block starts {first:?}",
                    def.name
                );
            }
        }
    }
}

//! The grammar's text the `grammar` record and the book share.

use urispec::Revision;
use urispec::bnf::{RuleDef, pest_name};

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

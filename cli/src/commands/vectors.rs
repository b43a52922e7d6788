//! `urispec vectors`: each revision's conformance vectors as one JSON document
//! (`urispec::vectors`), and their coverage of the grammar.

use std::io::Write;

use urispec::Revision;
use urispec::vectors::{Coverage, Vectors};

use crate::args::{Revisions, VectorsArgs};
use crate::failure::Outcome;

/// Writes the vectors asked for; `Ok(false)` when a rule is left uncovered.
pub fn run(args: &VectorsArgs, out: &mut impl Write) -> Outcome {
    let revisions = Revisions::merge(&args.revision);
    let Some(dir) = &args.out else {
        let [revision] = revisions[..] else {
            return Err("--out DIR is needed to write several revisions"
                .to_owned()
                .into());
        };
        let vectors = urispec::vectors::generate(revision, args.seed);
        out.write_all(json(&vectors)?.as_bytes())?;
        let mut err = std::io::stderr().lock();
        report(&vectors.coverage, revision, &vectors, args.rules, &mut err)?;
        return Ok(complete(&vectors.coverage));
    };
    std::fs::create_dir_all(dir).map_err(|e| format!("{}: {e}", dir.display()))?;
    let mut all_covered = true;
    for revision in revisions {
        let vectors = urispec::vectors::generate(revision, args.seed);
        let path = dir.join(format!("{}.json", revision.id()));
        std::fs::write(&path, json(&vectors)?).map_err(|e| format!("{}: {e}", path.display()))?;
        report(&vectors.coverage, revision, &vectors, args.rules, out)?;
        all_covered &= complete(&vectors.coverage);
    }
    Ok(all_covered)
}

/// The document: pretty-printed, a newline at the end.
pub fn json(vectors: &Vectors) -> Result<String, serde_json::Error> {
    let mut text = serde_json::to_string_pretty(vectors)?;
    text.push('\n');
    Ok(text)
}

/// Every rule accepted and rejected.
fn complete(coverage: &Coverage) -> bool {
    coverage.accepted == coverage.rules && coverage.rejected == coverage.rules
}

/// One line of totals, then a line per rule left uncovered (per rule with `all`).
fn report(
    coverage: &Coverage,
    revision: Revision,
    vectors: &Vectors,
    all: bool,
    out: &mut impl Write,
) -> std::io::Result<()> {
    writeln!(
        out,
        "{:<32} {} cases, {} rule cases, {} resolutions, {} normalizations, {} equivalences; rules {}: accepted {}, rejected {}",
        revision.id(),
        vectors.cases.len(),
        vectors.rule_cases.len(),
        vectors.resolutions.len(),
        vectors.normalizations.len(),
        vectors.equivalences.len(),
        coverage.rules,
        coverage.accepted,
        coverage.rejected,
    )?;
    for rule in &coverage.per_rule {
        let uncovered = rule.accepted == 0 || rule.rejected == 0;
        if all || uncovered {
            let mark = if uncovered { "  UNCOVERED" } else { "" };
            writeln!(
                out,
                "    {:<28} accepted {:>4}  rejected {:>4}{mark}",
                rule.rule, rule.accepted, rule.rejected
            )?;
        }
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A rule with no valid case, or with no invalid one, is uncovered: the set is then
    /// incomplete, and the report names the rule (and only it, without `--rules`).
    #[test]
    fn a_rule_without_a_valid_or_an_invalid_case_is_reported_uncovered() {
        let vectors = urispec::vectors::generate(Revision::Rfc1808, 1);
        assert!(complete(&vectors.coverage));
        let mut coverage = vectors.coverage.clone();
        coverage.per_rule[0].rejected = 0;
        coverage.per_rule[1].accepted = 0;
        coverage.rejected -= 1;
        assert!(!complete(&coverage));
        coverage.rejected += 1;
        coverage.accepted -= 1;
        assert!(!complete(&coverage));
        let mut out = Vec::new();
        report(&coverage, Revision::Rfc1808, &vectors, false, &mut out).expect("written");
        let out = String::from_utf8(out).expect("UTF-8");
        let uncovered: Vec<&str> = out
            .lines()
            .skip(1)
            .map(|line| line.split_whitespace().next().unwrap_or_default())
            .collect();
        let (first, second) = (&coverage.per_rule[0].rule, &coverage.per_rule[1].rule);
        assert_eq!(uncovered, [first, second], "{out}");
        assert_eq!(out.matches("  UNCOVERED").count(), 2, "{out}");
    }
}

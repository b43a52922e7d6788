//! The page of a pair of consecutive revisions: the grammar diff, side by side.

use askama::Template;
use urispec::Revision;
use urispec::bnf::RuleDef;
use urispec::diff::{Diff, diff, show_chars};

use super::diagram;
use super::links::{RuleLink, revision_page};
use super::nav::Nav;

/// How many candidate inputs the witness search tests per changed rule.
pub const WITNESS_TRIES: usize = 200;

/// One side of a rule: its link, BNF and diagram.
#[derive(Debug)]
pub struct Side {
    /// The rule, linked.
    pub link: RuleLink,
    /// The BNF, verbatim.
    pub bnf: String,
    /// The diagram.
    pub svg: String,
}

impl Side {
    fn new(revision: Revision, def: &RuleDef) -> Self {
        Self {
            link: RuleLink::new(revision, def),
            bnf: def.text.clone(),
            svg: diagram::svg(revision, def),
        }
    }
}

/// A rule of both revisions, shown side by side.
#[derive(Debug)]
pub struct Change {
    /// Before.
    pub from: Side,
    /// After.
    pub to: Side,
    /// What changed, in words (characters in and out, witnesses).
    pub notes: Vec<String>,
}

/// A character that moved, and the sets that hold it on each side.
#[derive(Debug)]
pub struct Moved {
    /// The character, shown.
    pub ch: String,
    /// Sets in the older revision.
    pub from_sets: String,
    /// Sets in the newer revision.
    pub to_sets: String,
}

/// The page of a pair.
#[derive(Template)]
#[template(path = "pair.html")]
pub struct PairPage {
    /// Links shared by every page.
    pub nav: Nav,
    /// The older revision's id.
    pub from: &'static str,
    /// The newer revision's id.
    pub to: &'static str,
    /// The older revision's page.
    pub from_href: String,
    /// The newer revision's page.
    pub to_href: String,
    /// Renamed rules: old and new link.
    pub renamed: Vec<(RuleLink, RuleLink)>,
    /// Added rules.
    pub added: Vec<Side>,
    /// Removed rules.
    pub removed: Vec<Side>,
    /// Character sets that changed.
    pub classes: Vec<Change>,
    /// Characters that moved.
    pub moved: Vec<Moved>,
    /// Other rules that changed.
    pub changed: Vec<Change>,
    /// How many candidates the witness search tried per rule.
    pub tries: usize,
}

impl PairPage {
    /// The page of `from` → `to`.
    pub fn new(from: Revision, to: Revision) -> Self {
        let mut d: Diff = diff(from, to);
        d.search_witnesses(WITNESS_TRIES);
        let classes = d
            .classes
            .iter()
            .map(|c| Change {
                from: Side::new(from, c.from),
                to: Side::new(to, c.to),
                notes: vec![
                    format!("entered: {}", or_none(&show_chars(&c.entered))),
                    format!("left: {}", or_none(&show_chars(&c.left))),
                ],
            })
            .collect();
        let changed = d
            .changed
            .iter()
            .map(|c| {
                let w = c.witnesses.as_ref();
                let only = |side: Option<&String>, rev: Revision| match side {
                    Some(s) => format!("only {rev} accepts: {s:?}"),
                    None => format!("no input found that only {rev} accepts"),
                };
                Change {
                    from: Side::new(from, c.from),
                    to: Side::new(to, c.to),
                    notes: vec![
                        only(w.and_then(|w| w.from_only.as_ref()), from),
                        only(w.and_then(|w| w.to_only.as_ref()), to),
                    ],
                }
            })
            .collect();
        Self {
            nav: Nav::new(),
            from: from.id(),
            to: to.id(),
            from_href: revision_page(from),
            to_href: revision_page(to),
            renamed: d
                .renamed
                .iter()
                .map(|r| (RuleLink::new(from, r.from), RuleLink::new(to, r.to)))
                .collect(),
            added: d.added.iter().map(|def| Side::new(to, def)).collect(),
            removed: d.removed.iter().map(|def| Side::new(from, def)).collect(),
            classes,
            moved: d
                .moved
                .iter()
                .map(|m| Moved {
                    ch: format!("{:?}", m.ch),
                    from_sets: or_none(&m.from_sets.join(", ")),
                    to_sets: or_none(&m.to_sets.join(", ")),
                })
                .collect(),
            changed,
            tries: WITNESS_TRIES,
        }
    }
}

/// `text`, or `(none)` when empty.
fn or_none(text: &str) -> String {
    if text.is_empty() {
        "(none)".to_owned()
    } else {
        text.to_owned()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// An empty list of characters or sets reads `(none)`, not nothing.
    #[test]
    fn an_empty_list_reads_none() {
        assert_eq!(or_none(""), "(none)");
        assert_eq!(or_none("mark, unreserved"), "mark, unreserved");
    }
}

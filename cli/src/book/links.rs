//! Where each page and rule of the book lives: one flat folder, so every link is a
//! plain relative file name that works from `file://` and from the server alike.

use urispec::Revision;
use urispec::bnf::pest_name;

/// The page of a revision: `rfc2396.html`.
pub fn revision_page(revision: Revision) -> String {
    format!("{}.html", revision.id())
}

/// The page of a pair of revisions: `diff-rfc2396-draft-fielding-uri-rfc2396bis-00.html`.
pub fn diff_page(from: Revision, to: Revision) -> String {
    format!("diff-{}-{}.html", from.id(), to.id())
}

/// The anchor of a rule on its revision's page: `rule-net_path` (the pest
/// spelling, so every anchor is a plain identifier).
pub fn rule_anchor(name: &str) -> String {
    format!("rule-{}", pest_name(name))
}

/// A link to a rule from any page: `rfc2396.html#rule-hostname`.
pub fn rule_href(revision: Revision, name: &str) -> String {
    format!("{}#{}", revision_page(revision), rule_anchor(name))
}

/// A link to a rule, for templates.
#[derive(Debug, Clone)]
pub struct RuleLink {
    /// The rule's name as the document spells it.
    pub name: String,
    /// Where it is.
    pub href: String,
    /// Its section.
    pub section: String,
}

impl RuleLink {
    /// The link to rule `name` of `revision`.
    pub fn new(revision: Revision, def: &urispec::bnf::RuleDef) -> Self {
        Self {
            name: def.name.clone(),
            href: rule_href(revision, &def.name),
            section: def.section.clone(),
        }
    }
}

/// The revision the book compares `revision` with: the one before it, except that a
/// revision updating an earlier document is compared with that document (RFC 6874
/// updates RFC 3986, not RFC 3987, which comes between them). `None` for the first.
pub fn predecessor(revision: Revision) -> Option<Revision> {
    let at = Revision::ALL.iter().position(|&r| r == revision)?;
    match revision {
        Revision::Rfc6874 => Some(Revision::Rfc3986),
        _ => at.checked_sub(1).map(|i| Revision::ALL[i]),
    }
}

/// Each revision but the first with its [`predecessor`], oldest first: the pairs the
/// book compares.
pub fn pairs() -> impl Iterator<Item = (Revision, Revision)> {
    Revision::ALL
        .into_iter()
        .filter_map(|to| predecessor(to).map(|from| (from, to)))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_rule_lives_on_its_revision_s_page_under_its_pest_name() {
        assert_eq!(rule_anchor("net-path"), "rule-net_path");
        assert_eq!(
            rule_href(Revision::Rfc2396, "net_path"),
            "rfc2396.html#rule-net_path"
        );
        assert_eq!(
            diff_page(Revision::Rfc2396, Revision::Rfc2732),
            "diff-rfc2396-rfc2732.html"
        );
    }
}

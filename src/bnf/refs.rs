//! The rule reference graph: which rules a rule refers to, and which refer to it.
//!
//! Computed from the parsed right-hand sides ([`Expr`]), so it is the document's own
//! graph: a reference is resolved the way [`Grammar::rule`] resolves names (ABNF's
//! `alpha` is `ALPHA`), and a prose rule that names other rules (the 1996 draft's
//! `national`, "any character not in the reserved, unreserved, … sets") refers to them.

use super::{Expr, Grammar, RuleDef, pest_name};

impl Grammar {
    /// The rules `name` refers to directly, in order of first use, each once: the
    /// one reference graph (the command's `grammar --uses`, `tree --full`, the
    /// book's links, the recursion check). Empty when there is no such rule or it
    /// refers to none. A prose rule that names other rules refers to them.
    ///
    /// ```
    /// use urispec::Revision;
    /// let grammar = Revision::Rfc2396.bnf();
    /// let uses: Vec<&str> = grammar.uses("hostport").iter().map(|r| r.name.as_str()).collect();
    /// assert_eq!(uses, ["host", "port"]);
    /// let url00 = Revision::Url00.bnf();
    /// let national: Vec<&str> = url00.uses("national").iter().map(|r| r.name.as_str()).collect();
    /// assert_eq!(national, ["reserved", "unreserved", "control", "space", "delims", "unwise"]);
    /// ```
    #[must_use]
    pub fn uses(&self, name: &str) -> Vec<&RuleDef> {
        let mut out: Vec<&RuleDef> = Vec::new();
        if let Some(def) = self.rule(name) {
            let mut names = Vec::new();
            references(&def.expr, &mut names);
            for referenced in names {
                if let Some(r) = self.rule(referenced)
                    && !out.iter().any(|o| o.name == r.name)
                {
                    out.push(r);
                }
            }
        }
        out
    }

    /// The rules that refer to `name` directly, in the document's order.
    ///
    /// ```
    /// use urispec::Revision;
    /// let grammar = Revision::Rfc2396.bnf();
    /// let users: Vec<&str> = grammar.used_by("port").iter().map(|r| r.name.as_str()).collect();
    /// assert_eq!(users, ["hostport"]);
    /// ```
    #[must_use]
    pub fn used_by(&self, name: &str) -> Vec<&RuleDef> {
        let Some(target) = self.rule(name) else {
            return Vec::new();
        };
        self.rules()
            .iter()
            .filter(|r| self.uses(&r.name).iter().any(|u| u.name == target.name))
            .collect()
    }

    /// The names of rules that look like `name`: the same ignoring case, `-` and `_`,
    /// or one a prefix of the other so compared, in the document's order; then those
    /// a few edits away (a third of the letters at most: `segmnt` → `segment`),
    /// closest first. For "did you mean" messages.
    ///
    /// ```
    /// use urispec::Revision;
    /// let grammar = Revision::Rfc2396.bnf();
    /// assert_eq!(grammar.close_names("Uri_Ref"), ["URI-reference"]);
    /// assert_eq!(grammar.close_names("segmnt"), ["segment"]);
    /// ```
    #[must_use]
    pub fn close_names(&self, name: &str) -> Vec<&str> {
        let fold = |s: &str| pest_name(s).replace('_', "").to_ascii_lowercase();
        let wanted = fold(name);
        if wanted.is_empty() {
            return Vec::new();
        }
        let mut close: Vec<(usize, &str)> = self
            .rules()
            .iter()
            .filter_map(|r| {
                let have = fold(&r.name);
                let distance = if have.starts_with(&wanted) || wanted.starts_with(&have) {
                    0
                } else {
                    edit_distance(&wanted, &have)
                };
                (distance * 3 <= wanted.chars().count()).then_some((distance, r.name.as_str()))
            })
            .collect();
        close.sort_by_key(|&(distance, _)| distance);
        close.into_iter().map(|(_, name)| name).collect()
    }
}

/// The Levenshtein distance between `a` and `b`, in characters (insertions,
/// deletions, substitutions), as clap measures it for misspelled subcommands.
fn edit_distance(a: &str, b: &str) -> usize {
    let b: Vec<char> = b.chars().collect();
    let mut row: Vec<usize> = (0..=b.len()).collect();
    for (i, ca) in a.chars().enumerate() {
        let mut diagonal = row[0];
        row[0] = i + 1;
        for (j, &cb) in b.iter().enumerate() {
            let substitute = diagonal + usize::from(ca != cb);
            diagonal = row[j + 1];
            row[j + 1] = substitute.min(row[j] + 1).min(diagonal + 1);
        }
    }
    row[b.len()]
}

/// Every rule name `expr` mentions, in order (repeats kept).
pub(super) fn references<'e>(expr: &'e Expr, out: &mut Vec<&'e str>) {
    match expr {
        Expr::Alt(items) | Expr::Seq(items) => items.iter().for_each(|e| references(e, out)),
        Expr::Repeat { expr, .. } => references(expr, out),
        Expr::Optional(inner) => references(inner, out),
        Expr::Rule(name) => out.push(name),
        Expr::Prose(text) => out.extend(super::class::prose_names(text).into_iter().flatten()),
        Expr::Literal { .. } | Expr::Range(..) => {}
    }
}

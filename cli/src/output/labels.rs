//! The labels of `tree --full`: the characters a rule matched itself (outside its
//! children), in runs named by the document's narrowest character-class rule that
//! the rule reaches. Computed once per rule and, for ASCII, once per character, so
//! labelling is linear in the input.

use std::collections::HashMap;

use urispec::bnf::{CharClass, Expr, Grammar};

/// What one rule's characters are labelled with.
struct RuleLabels {
    /// The label of each ASCII character.
    ascii: [&'static str; 128],
    /// The characters of the literals written in the rule itself.
    own: String,
    /// The character-class rules the rule reaches, narrowest first.
    classes: Vec<(&'static str, CharClass)>,
}

/// The names the documents give their escape, `"%" hex hex`: RFC 1738's and RFC 1808's
/// `escape`, the 1996 draft's, RFC 2396's and its successor draft's `escaped`, RFC 3986's,
/// RFC 3987's and RFC 6874's `pct-encoded`, the URL Standard's `percent-encoded-byte`.
const ESCAPE_RULES: [&str; 4] = ["escape", "escaped", "pct-encoded", "percent-encoded-byte"];

/// Labels the characters of a grammar's rules, caching each rule's table.
pub struct Labels {
    grammar: &'static Grammar,
    /// The document's escape rule (one of [`ESCAPE_RULES`]): `%` and two hex digits.
    escape: Option<&'static str>,
    rules: HashMap<String, RuleLabels>,
}

impl Labels {
    /// The labeller of `grammar`.
    pub fn new(grammar: &'static Grammar) -> Self {
        let escape = grammar
            .rules()
            .iter()
            .find(|r| ESCAPE_RULES.contains(&r.name.as_str()))
            .map(|r| r.name.as_str());
        Self {
            grammar,
            escape,
            rules: HashMap::new(),
        }
    }

    /// Splits `text`, matched by `rule`, into runs of characters with the same label
    /// (an escape, `%` and two hex digits, is one unit labelled with the escape rule).
    pub fn runs<'t>(&mut self, rule: &str, text: &'t str) -> Vec<(&'static str, &'t str)> {
        let escape = self.escape;
        let labels = self.rule(rule);
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
                (labels.label(c), c.len_utf8())
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

    /// The table of `rule`, computed on first use.
    fn rule(&mut self, rule: &str) -> &RuleLabels {
        let (grammar, escape) = (self.grammar, self.escape);
        self.rules
            .entry(rule.to_owned())
            .or_insert_with(|| RuleLabels::new(grammar, rule, escape))
    }
}

impl RuleLabels {
    fn new(grammar: &'static Grammar, rule: &str, escape: Option<&str>) -> Self {
        let mut classes: Vec<(&'static str, CharClass)> = reachable_classes(grammar, rule, escape)
            .into_iter()
            .filter_map(|name| Some((name, grammar.class(&grammar.rule(name)?.expr)?)))
            .collect();
        classes.sort_by_key(|(_, class)| size(class));
        let own = grammar
            .rule(rule)
            .map(|d| own_literals(&d.expr))
            .unwrap_or_default();
        let mut labels = Self {
            ascii: ["literal"; 128],
            own,
            classes,
        };
        for byte in 0..128u8 {
            labels.ascii[usize::from(byte)] = labels.compute(char::from(byte));
        }
        labels
    }

    /// The label of `c`.
    fn label(&self, c: char) -> &'static str {
        if c.is_ascii() {
            self.ascii[c as usize]
        } else {
            self.compute(c)
        }
    }

    /// `literal` for the rule's own delimiters, else the narrowest class holding `c`.
    fn compute(&self, c: char) -> &'static str {
        if self.own.contains(c) {
            return "literal";
        }
        self.classes
            .iter()
            .find(|(_, class)| class.contains(c))
            .map_or("literal", |(name, _)| name)
    }
}

/// How many characters a class holds.
fn size(class: &CharClass) -> u32 {
    class
        .ranges()
        .iter()
        .map(|&(lo, hi)| u32::from(hi) - u32::from(lo) + 1)
        .sum()
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

#[cfg(test)]
mod tests {
    use super::{Labels, reachable_classes, size};
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

    /// The cached table labels as the rule's classes say, ASCII or not, and keeps
    /// an escape in one run.
    #[test]
    fn runs_label_each_character_once() {
        let mut labels = Labels::new(Revision::Rfc2396.bnf());
        assert_eq!(
            labels.runs("segment", "ab%7E;p"),
            [
                ("lowalpha", "ab"),
                ("escaped", "%7E"),
                ("literal", ";"),
                ("lowalpha", "p")
            ]
        );
        assert_eq!(labels.runs("segment", "é"), [("literal", "é")]);
        assert_eq!(labels.runs("segment", "xyz"), [("lowalpha", "xyz")]);
    }

    /// Every document's escape is one unit under the document's own name, and its
    /// hex digits are no character class of the text around it: `abc` in RFC 3986's
    /// segment is ALPHA, not the HEXDIG only its `pct-encoded` reaches.
    #[test]
    fn every_document_s_escape_is_one_run_under_its_name() {
        for (revision, rule, escape, letters) in [
            (Revision::Rfc1738, "hsegment", "escape", "lowalpha"),
            (Revision::Rfc1808, "segment", "escape", "lowalpha"),
            (Revision::Url00, "segment", "escaped", "lowalpha"),
            (Revision::Rfc2396, "segment", "escaped", "lowalpha"),
            (Revision::Rfc3986, "segment", "pct-encoded", "ALPHA"),
            (Revision::Rfc3987, "isegment", "pct-encoded", "ALPHA"),
            (Revision::Rfc6874, "segment", "pct-encoded", "ALPHA"),
        ] {
            let mut labels = Labels::new(revision.bnf());
            assert_eq!(
                labels.runs(rule, "abc%41%42"),
                [(letters, "abc"), (escape, "%41"), (escape, "%42")],
                "{revision}"
            );
        }
    }

    /// A delimiter written in the rule itself is a literal, also when a class the
    /// rule reaches holds it (`absoluteURI`'s `:`, which its `opaque_part` reaches
    /// through `reserved`).
    #[test]
    fn a_rule_s_own_delimiters_are_literals() {
        let mut labels = Labels::new(Revision::Rfc2396.bnf());
        assert_eq!(labels.runs("absoluteURI", ":"), [("literal", ":")]);
        assert_eq!(labels.runs("uric", ":"), [("reserved", ":")]);
    }

    /// The narrowness of a class is the number of characters it holds (RFC 2396's
    /// classes: one range, several ranges, single characters).
    #[test]
    fn a_class_size_is_its_number_of_characters() {
        let grammar = Revision::Rfc2396.bnf();
        for (rule, characters) in [
            ("digit", 10),
            ("alpha", 52),
            ("hex", 22),
            ("mark", 9),
            ("reserved", 10),
        ] {
            let class = grammar
                .rule(rule)
                .and_then(|r| grammar.class(&r.expr))
                .unwrap();
            assert_eq!(size(&class), characters, "{rule}");
        }
    }

    /// A rule's table is built on its first node and looked up after that, so a long
    /// input costs a lookup per node and a table read per character (`tree --full`
    /// on 1 MB took 29 s of CPU when every character walked the grammar; 0.9 s now).
    #[test]
    fn each_rule_table_is_built_once() {
        let mut labels = Labels::new(Revision::Rfc2396.bnf());
        for _ in 0..1_000 {
            labels.runs("segment", "a;b");
            labels.runs("param", "x");
        }
        assert_eq!(labels.rules.len(), 2);
    }
}

//! Character classes: rules that match exactly one character, as sets.

use std::collections::HashMap;

use super::{Expr, Grammar};

/// A set of characters as sorted, non-overlapping inclusive ranges.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct CharClass(Vec<(char, char)>);

impl CharClass {
    /// The set of one range.
    #[must_use]
    pub fn range(lo: char, hi: char) -> Self {
        Self(vec![(lo, hi)])
    }

    /// The ranges, sorted and disjoint.
    #[must_use]
    pub fn ranges(&self) -> &[(char, char)] {
        &self.0
    }

    /// Whether `c` is in the set.
    #[must_use]
    pub fn contains(&self, c: char) -> bool {
        self.0.iter().any(|&(lo, hi)| lo <= c && c <= hi)
    }

    /// The union of two sets.
    #[must_use]
    pub fn union(&self, other: &Self) -> Self {
        let mut all: Vec<(char, char)> = self.0.iter().chain(&other.0).copied().collect();
        all.sort_unstable();
        let mut merged: Vec<(char, char)> = Vec::with_capacity(all.len());
        for (lo, hi) in all {
            match merged.last_mut() {
                Some(last) if u32::from(lo) <= u32::from(last.1) + 1 => last.1 = last.1.max(hi),
                _ => merged.push((lo, hi)),
            }
        }
        Self(merged)
    }

    /// Every Unicode scalar value not in the set.
    #[must_use]
    pub fn complement(&self) -> Self {
        let mut out = Vec::new();
        let mut next = 0u32;
        for &(lo, hi) in &self.0 {
            if u32::from(lo) > next {
                push_scalar_range(&mut out, next, u32::from(lo) - 1);
            }
            next = u32::from(hi) + 1;
        }
        push_scalar_range(&mut out, next, 0x10_FFFF);
        Self(out)
    }

    /// The characters of the set in order (ASCII only: for listing and tests).
    pub fn ascii_chars(&self) -> impl Iterator<Item = char> + '_ {
        self.0
            .iter()
            .flat_map(|&(lo, hi)| u32::from(lo)..=u32::from(hi).min(0x7F))
            .filter_map(char::from_u32)
    }
}

/// Adds `lo..=hi` minus the surrogate gap.
fn push_scalar_range(out: &mut Vec<(char, char)>, lo: u32, hi: u32) {
    for (a, b) in [(lo, hi.min(0xD7FF)), (lo.max(0xE000), hi)] {
        if let (Some(a), Some(b)) = (char::from_u32(a), char::from_u32(b))
            && a <= b
        {
            out.push((a, b));
        }
    }
}

/// How a class computation reads the class of a rule it refers to.
type RuleClass<'a> = &'a dyn Fn(&str) -> Option<CharClass>;

impl Grammar {
    /// The set of characters `expr` matches, if it always matches exactly one. The
    /// class of each rule is computed once per grammar and looked up after that.
    #[must_use]
    pub fn class(&self, expr: &Expr) -> Option<CharClass> {
        class_with(expr, &|name| {
            self.rule_classes().get(name).cloned().flatten()
        })
    }

    /// Every rule's class (`None` for a rule that is no class), computed once.
    fn rule_classes(&self) -> &HashMap<String, Option<CharClass>> {
        self.rule_classes.get_or_init(|| {
            fn computed(grammar: &Grammar, expr: &Expr) -> Option<CharClass> {
                class_with(expr, &|name| computed(grammar, &grammar.rule(name)?.expr))
            }
            self.rules()
                .iter()
                .map(|r| (r.name.clone(), computed(self, &r.expr)))
                .collect()
        })
    }
}

/// [`Grammar::class`], reading a referred rule's class with `rule`.
fn class_with(expr: &Expr, rule: RuleClass<'_>) -> Option<CharClass> {
    match expr {
        Expr::Range(lo, hi) => Some(CharClass::range(*lo, *hi)),
        Expr::Literal {
            text,
            case_insensitive,
        } => {
            let mut chars = text.chars();
            let c = chars.next().filter(|_| chars.next().is_none())?;
            let one = CharClass::range(c, c);
            Some(if *case_insensitive {
                let (l, u) = (c.to_ascii_lowercase(), c.to_ascii_uppercase());
                one.union(&CharClass::range(l, l))
                    .union(&CharClass::range(u, u))
            } else {
                one
            })
        }
        Expr::Alt(items) => items.iter().try_fold(CharClass::default(), |acc, e| {
            Some(acc.union(&class_with(e, rule)?))
        }),
        Expr::Rule(name) => rule(name),
        Expr::Prose(text) => prose_class(text, rule),
        Expr::Seq(_) | Expr::Repeat { .. } | Expr::Optional(_) => None,
    }
}

/// The three prose rules the documents use, read as character sets.
fn prose_class(text: &str, rule: RuleClass<'_>) -> Option<CharClass> {
    match text {
        "US-ASCII coded characters 00-1F and 7F hexadecimal" => {
            Some(CharClass::range('\0', '\x1F').union(&CharClass::range('\x7F', '\x7F')))
        }
        "US-ASCII coded character 20 hexadecimal" => Some(CharClass::range(' ', ' ')),
        // draft-fielding-uri-url-00 §2.3.3, `national`.
        _ => prose_names(text)?
            .try_fold(CharClass::default(), |acc, name| {
                Some(acc.union(&rule(name)?))
            })
            .map(|set| set.complement()),
    }
}

impl Grammar {
    /// Names a set of bytes in the grammar's own terms: the largest character-class
    /// rules the set contains (each adding at least two characters), then the rest as
    /// quoted literals (runs of three or more letters or digits as `"0"–"5"`), then `a non-ASCII
    /// character` if any byte of the set starts one.
    ///
    /// ```
    /// use urispec::Revision;
    /// let names = Revision::Rfc2396.bnf().name_bytes(b"0123456789.");
    /// assert_eq!(names, ["digit", r#"".""#]);
    /// ```
    #[must_use]
    pub fn name_bytes(&self, bytes: &[u8]) -> Vec<String> {
        let asked = bytes
            .iter()
            .filter(|b| b.is_ascii())
            .fold(0u128, |set, &b| set | 1 << b);
        let mut covered = 0u128;
        let mut names = Vec::new();
        for class in self.named_classes() {
            let new = class.ascii & !covered;
            if class.only_ascii && class.ascii & !asked == 0 && new.count_ones() >= 2 {
                covered |= new;
                names.push(self.rules()[class.rule].name.clone());
            }
        }
        let rest: Vec<char> = (0u8..0x80)
            .filter(|&b| asked & !covered & 1 << b != 0)
            .map(char::from)
            .collect();
        names.extend(literal_runs(&rest));
        if bytes.iter().any(|&b| b >= 0xC2) {
            names.push("a non-ASCII character".to_owned());
        }
        names
    }

    /// Every rule that is a character class, largest first (in the document's
    /// order among equals), computed once per grammar.
    fn named_classes(&self) -> &[NamedClass] {
        self.classes.get_or_init(|| {
            let mut classes: Vec<NamedClass> = self
                .rules()
                .iter()
                .enumerate()
                .filter_map(|(rule, r)| {
                    let class = self.class(&r.expr)?;
                    Some(NamedClass {
                        rule,
                        ascii: class
                            .ascii_chars()
                            .fold(0, |set, c| set | 1 << u32::from(c)),
                        only_ascii: class.ranges().iter().all(|&(_, hi)| hi.is_ascii()),
                    })
                })
                .collect();
            classes.sort_by_key(|c| std::cmp::Reverse(c.ascii.count_ones()));
            classes
        })
    }
}

/// A rule that matches exactly one character, as [`Grammar::name_bytes`] uses it.
#[derive(Debug, Clone)]
pub(crate) struct NamedClass {
    /// The rule's index in [`Grammar::rules`].
    rule: usize,
    /// Its ASCII characters, one bit each.
    ascii: u128,
    /// Whether it has no other characters.
    only_ascii: bool,
}

/// Sorted characters as quoted literals, runs of three or more as `"a"–"c"`.
fn literal_runs(chars: &[char]) -> Vec<String> {
    let mut out = Vec::new();
    let mut i = 0;
    while i < chars.len() {
        let mut j = i;
        while j + 1 < chars.len()
            && chars[j + 1].is_ascii_alphanumeric()
            && chars[j].is_ascii_alphanumeric()
            && u32::from(chars[j + 1]) == u32::from(chars[j]) + 1
        {
            j += 1;
        }
        if j - i >= 2 {
            out.push(format!(
                "{:?}–{:?}",
                chars[i].to_string(),
                chars[j].to_string()
            ));
            i = j + 1;
        } else {
            out.push(format!("{:?}", chars[i].to_string()));
            i += 1;
        }
    }
    out
}

/// The rule names a prose rule of the form "Any character not in the a, b, or c
/// sets" refers to (draft-fielding-uri-url-00 §2.3.3, `national`).
pub(super) fn prose_names(text: &str) -> Option<impl Iterator<Item = &str>> {
    let names = text
        .strip_prefix("Any character not in the ")?
        .strip_suffix(" sets")?;
    Some(
        names
            .split([',', ' '])
            .filter(|w| !w.is_empty() && *w != "or"),
    )
}

#[cfg(test)]
mod tests {
    use super::CharClass;

    #[test]
    fn ascii_chars_are_the_sets_ascii_members_in_order() {
        let set = CharClass::range('a', 'c')
            .union(&CharClass::range('0', '1'))
            .union(&CharClass::range('~', 'é'))
            .union(&CharClass::range('ü', 'ý'));
        let chars: String = set.ascii_chars().collect();
        assert_eq!(chars, "01abc~\u{7f}");
        assert_eq!(CharClass::range('é', 'ü').ascii_chars().count(), 0);
    }

    #[test]
    fn a_rules_class_is_the_same_looked_up_or_computed() {
        let grammar = crate::Revision::Url00.bnf();
        for rule in grammar.rules() {
            let looked_up = grammar.class(&crate::bnf::Expr::Rule(rule.name.clone()));
            assert_eq!(looked_up, grammar.class(&rule.expr), "{}", rule.name);
        }
        let national = grammar.class(&grammar.rule("national").expect("url-00 has it").expr);
        assert!(
            national
                .is_some_and(|set| !set.contains('~') && !set.contains('{') && set.contains('é'))
        );
    }
}

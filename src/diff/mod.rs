//! The grammar-level change between two revisions, computed from their `.bnf` rules.
//!
//! [`diff`] pairs the rules of the two documents by name (a rule whose name differs
//! only in `-` and `_` or in ASCII case is [renamed](Renamed): RFC 2396's
//! `net_path` is the bis draft's `net-path`, its `absoluteURI` the draft's
//! `absolute-URI`; see [`normalized_name`]), and reports
//! - the rules [added](Diff::added) and [removed](Diff::removed);
//! - for rules that are character sets (those [`Grammar::class`] reads as one),
//!   the characters that [entered or left](ClassChange) each set, and for every
//!   character that [moved](MovedChar), the sets it belongs to on each side;
//! - the other rules whose [definitions differ](ChangedRule) once parsed (rule-name
//!   spelling, whitespace, comments and `|` against `/` do not count).
//!
//! [`Diff::search_witnesses`] adds, to each changed rule, inputs that one side's
//! rule accepts and the other's rejects ([`Witnesses`]), found by search.
//!
//! ```
//! use urispec::Revision;
//! use urispec::diff::diff;
//!
//! let d = diff(Revision::Rfc2396, Revision::Rfc2396bis00);
//! assert!(d.renamed.iter().any(|r| r.from.name == "net_path" && r.to.name == "net-path"));
//! assert!(d.added.iter().any(|r| r.name == "IPv6reference"));
//! assert!(d.removed.iter().any(|r| r.name == "hex"));
//! let reserved = d.classes.iter().find(|c| c.to.name == "reserved").unwrap();
//! assert_eq!(reserved.entered.ascii_chars().collect::<String>(), "[]");
//! ```
//!
//! [`Grammar::class`]: crate::bnf::Grammar::class

mod names;
mod sets;
mod witness;

pub use names::normalized_name;
pub use sets::show_chars;
pub use witness::{DEFAULT_TRIES, Witnesses};

use crate::Revision;
use crate::bnf::{CharClass, RuleDef};

/// The grammar-level change from one revision to another.
#[derive(Debug, Clone)]
pub struct Diff {
    /// The revision compared from.
    pub from: Revision,
    /// The revision compared to.
    pub to: Revision,
    /// Rules whose name changed only in `-` and `_` or in ASCII case
    /// ([`normalized_name`]), in the order of `to`.
    pub renamed: Vec<Renamed>,
    /// Rules only `to` defines, in its order.
    pub added: Vec<&'static RuleDef>,
    /// Rules only `from` defines, in its order.
    pub removed: Vec<&'static RuleDef>,
    /// Character-set rules of both whose sets differ, in the order of `to`.
    pub classes: Vec<ClassChange>,
    /// Every ASCII character that entered or left one of [`classes`](Self::classes),
    /// in code-point order, with the sets it belongs to on each side.
    pub moved: Vec<MovedChar>,
    /// Other rules of both whose definitions differ, in the order of `to`.
    pub changed: Vec<ChangedRule>,
}

/// A rule both revisions define under names that differ only in `-` and `_` or in
/// ASCII case ([`normalized_name`]).
#[derive(Debug, Clone)]
pub struct Renamed {
    /// The rule in the revision compared from.
    pub from: &'static RuleDef,
    /// The rule in the revision compared to.
    pub to: &'static RuleDef,
    /// Whether the definition changed as well (then the rule is also in
    /// [`Diff::classes`] or [`Diff::changed`]).
    pub definition_changed: bool,
}

/// A character-set rule of both revisions whose set changed.
#[derive(Debug, Clone)]
pub struct ClassChange {
    /// The rule in the revision compared from.
    pub from: &'static RuleDef,
    /// The rule in the revision compared to.
    pub to: &'static RuleDef,
    /// Characters in the set of `to` only.
    pub entered: CharClass,
    /// Characters in the set of `from` only.
    pub left: CharClass,
}

/// A character that entered or left a set, and every character-set rule it
/// belongs to in each revision (in each document's order).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct MovedChar {
    /// The character.
    pub ch: char,
    /// The character-set rules of the revision compared from that hold it.
    pub from_sets: Vec<String>,
    /// The character-set rules of the revision compared to that hold it.
    pub to_sets: Vec<String>,
}

/// A rule of both revisions, not a character set on both sides, whose definition
/// differs.
#[derive(Debug, Clone)]
pub struct ChangedRule {
    /// The rule in the revision compared from.
    pub from: &'static RuleDef,
    /// The rule in the revision compared to.
    pub to: &'static RuleDef,
    /// Inputs on which the two rules disagree, once
    /// [`Diff::search_witnesses`] has looked for them.
    pub witnesses: Option<Witnesses>,
}

/// The grammar-level change from revision `from` to revision `to`, computed from
/// the two `.bnf` files (see the [module documentation](self)).
///
/// ```
/// use urispec::Revision;
/// use urispec::diff::diff;
///
/// let d = diff(Revision::Rfc1738, Revision::Url00);
/// let tilde = d.moved.iter().find(|m| m.ch == '~').unwrap();
/// assert_eq!(tilde.from_sets, ["national"]);
/// assert_eq!(tilde.to_sets, ["unreserved", "mark"]);
/// ```
#[must_use]
pub fn diff(from: Revision, to: Revision) -> Diff {
    let (old, new) = (from.bnf(), to.bnf());
    let mut d = Diff {
        from,
        to,
        renamed: Vec::new(),
        added: Vec::new(),
        removed: Vec::new(),
        classes: Vec::new(),
        moved: Vec::new(),
        changed: Vec::new(),
    };
    for pair in names::pair(old, new) {
        let (ra, rb) = match pair {
            (Some(i), Some(j)) => (&old.rules()[i], &new.rules()[j]),
            (None, Some(j)) => {
                d.added.push(&new.rules()[j]);
                continue;
            }
            (Some(i), None) => {
                d.removed.push(&old.rules()[i]);
                continue;
            }
            (None, None) => continue,
        };
        let definition_changed =
            if let (Some(set_a), Some(set_b)) = (old.class(&ra.expr), new.class(&rb.expr)) {
                let changed = set_a != set_b;
                if changed {
                    d.classes.push(ClassChange {
                        from: ra,
                        to: rb,
                        entered: sets::minus(&set_b, &set_a),
                        left: sets::minus(&set_a, &set_b),
                    });
                }
                changed
            } else {
                let changed = !names::same_definition(&ra.expr, &rb.expr);
                if changed {
                    d.changed.push(ChangedRule {
                        from: ra,
                        to: rb,
                        witnesses: None,
                    });
                }
                changed
            };
        if ra.name != rb.name {
            d.renamed.push(Renamed {
                from: ra,
                to: rb,
                definition_changed,
            });
        }
    }
    let all = d.classes.iter().fold(CharClass::default(), |acc, c| {
        acc.union(&c.entered).union(&c.left)
    });
    let members = |rev: Revision, ch: char| -> Vec<String> {
        let g = rev.bnf();
        g.rules()
            .iter()
            .filter(|r| g.class(&r.expr).is_some_and(|set| set.contains(ch)))
            .map(|r| r.name.clone())
            .collect()
    };
    d.moved = all
        .ascii_chars()
        .map(|ch| MovedChar {
            ch,
            from_sets: members(from, ch),
            to_sets: members(to, ch),
        })
        .collect();
    d
}

impl Diff {
    /// Looks for [`Witnesses`] for every changed rule, `tries` candidates each; the
    /// seed of each search comes from the rule's name, so the result is reproducible.
    ///
    /// ```
    /// use urispec::Revision;
    /// use urispec::diff::diff;
    ///
    /// let mut d = diff(Revision::Rfc2396, Revision::Rfc2396bis00);
    /// d.search_witnesses(400);
    /// let relative = d.changed.iter().find(|c| c.to.name == "relative-URI").unwrap();
    /// // The bis draft makes the path of a relative reference optional.
    /// assert_eq!(relative.witnesses.as_ref().unwrap().to_only.as_deref(), Some(""));
    /// ```
    ///
    /// # Panics
    /// Never for the shipped grammars: every rule compiles (`tests/differential.rs`).
    pub fn search_witnesses(&mut self, tries: usize) {
        for change in &mut self.changed {
            let seed = seed_of(&normalized_name(&change.to.name));
            change.witnesses = Some(
                Witnesses::search(
                    (self.from, &change.from.name),
                    (self.to, &change.to.name),
                    tries,
                    seed,
                )
                .expect("every rule of the shipped grammars compiles"),
            );
        }
    }
}

/// A fixed seed from a name (FNV-1a).
fn seed_of(name: &str) -> u64 {
    name.bytes().fold(0xCBF2_9CE4_8422_2325, |h, b| {
        (h ^ u64::from(b)).wrapping_mul(0x0100_0000_01B3)
    })
}

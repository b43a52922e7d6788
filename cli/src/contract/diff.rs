//! The record of `diff`: the grammar-level change between two revisions.

use schemars::JsonSchema;
use serde::Serialize;
use urispec::bnf::{CharClass, RuleDef};
use urispec::diff::{Diff, show_chars};

/// A rule in `diff`'s JSON.
#[derive(Debug, Serialize, JsonSchema)]
pub struct RuleJson {
    /// The document's name.
    pub name: String,
    /// Its section.
    pub section: String,
    /// Its BNF as the document writes it.
    pub text: String,
}

impl From<&RuleDef> for RuleJson {
    fn from(r: &RuleDef) -> Self {
        Self {
            name: r.name.clone(),
            section: r.section.clone(),
            text: r.text.clone(),
        }
    }
}

/// A rule renamed (its name differs only in `-`/`_` and ASCII case).
#[derive(Debug, Serialize, JsonSchema)]
pub struct RenameJson {
    /// The old name.
    pub from: String,
    /// The new name.
    pub to: String,
    /// Its definition changed too.
    pub definition_changed: bool,
}

/// A set of characters: as shown, and as inclusive ranges.
#[derive(Debug, Serialize, JsonSchema)]
pub struct SetJson {
    /// The characters as text output shows them.
    pub shown: String,
    /// Inclusive ranges `[first, last]`, each a one-character string.
    pub ranges: Vec<[String; 2]>,
}

impl From<&CharClass> for SetJson {
    fn from(c: &CharClass) -> Self {
        Self {
            shown: show_chars(c),
            ranges: c
                .ranges()
                .iter()
                .map(|&(lo, hi)| [lo.to_string(), hi.to_string()])
                .collect(),
        }
    }
}

/// A character-set rule whose characters changed.
#[derive(Debug, Serialize, JsonSchema)]
pub struct ClassJson {
    /// The rule in the first revision.
    pub from: RuleJson,
    /// The rule in the second.
    pub to: RuleJson,
    /// The characters that entered the set.
    pub entered: SetJson,
    /// The characters that left it.
    pub left: SetJson,
}

/// A character that moved between sets.
#[derive(Debug, Serialize, JsonSchema)]
pub struct MovedJson {
    /// The character.
    pub char: String,
    /// Every set holding it in the first revision.
    pub from_sets: Vec<String>,
    /// Every set holding it in the second.
    pub to_sets: Vec<String>,
}

/// The witness search of a changed rule.
#[derive(Debug, Serialize, JsonSchema)]
pub struct WitnessesJson {
    /// Candidates tested.
    pub tries: usize,
    /// An input only the first revision's rule accepts (`null`: none found).
    pub from_only: Option<String>,
    /// An input only the second revision's rule accepts (`null`: none found).
    pub to_only: Option<String>,
    /// Whether any was found.
    pub found: bool,
}

/// A rule whose definition changed.
#[derive(Debug, Serialize, JsonSchema)]
pub struct ChangedJson {
    /// The rule in the first revision.
    pub from: RuleJson,
    /// The rule in the second.
    pub to: RuleJson,
    /// With `--witnesses`: the search's result.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub witnesses: Option<WitnessesJson>,
}

/// `diff --format json`: the whole grammar-level change.
#[derive(Debug, Serialize, JsonSchema)]
pub struct DiffJson {
    /// The first revision's id.
    pub from: &'static str,
    /// The second revision's id.
    pub to: &'static str,
    /// Rules renamed.
    pub renamed: Vec<RenameJson>,
    /// Rules only the second revision has.
    pub added: Vec<RuleJson>,
    /// Rules only the first revision has.
    pub removed: Vec<RuleJson>,
    /// Character sets whose characters changed.
    pub classes: Vec<ClassJson>,
    /// Characters that moved between sets.
    pub moved: Vec<MovedJson>,
    /// Other rules whose definitions differ.
    pub changed: Vec<ChangedJson>,
}

/// The whole diff as one JSON object, for tools.
pub fn record(d: &Diff) -> DiffJson {
    DiffJson {
        from: d.from.id(),
        to: d.to.id(),
        renamed: d
            .renamed
            .iter()
            .map(|r| RenameJson {
                from: r.from.name.clone(),
                to: r.to.name.clone(),
                definition_changed: r.definition_changed,
            })
            .collect(),
        added: d.added.iter().map(|r| RuleJson::from(*r)).collect(),
        removed: d.removed.iter().map(|r| RuleJson::from(*r)).collect(),
        classes: d
            .classes
            .iter()
            .map(|c| ClassJson {
                from: c.from.into(),
                to: c.to.into(),
                entered: (&c.entered).into(),
                left: (&c.left).into(),
            })
            .collect(),
        moved: d
            .moved
            .iter()
            .map(|m| MovedJson {
                char: m.ch.to_string(),
                from_sets: m.from_sets.clone(),
                to_sets: m.to_sets.clone(),
            })
            .collect(),
        changed: d
            .changed
            .iter()
            .map(|c| ChangedJson {
                from: c.from.into(),
                to: c.to.into(),
                witnesses: c.witnesses.as_ref().map(|w| WitnessesJson {
                    tries: w.tries,
                    from_only: w.from_only.clone(),
                    to_only: w.to_only.clone(),
                    found: w.from_only.is_some() || w.to_only.is_some(),
                }),
            })
            .collect(),
    }
}

//! Examples for every rule: strings the rule derives and near misses it rejects
//! ([`Generator`], seeded from the revision and the rule's name, so the book is the
//! same on every run), each with its verdict under the other revisions' rule of the
//! same name.

use std::collections::HashMap;

use urispec::bnf::Generator;
use urispec::bnf::RuleDef;
use urispec::diff::normalized_name;
use urispec::{Revision, Validator};

/// How many derived strings and near misses a rule shows, at most.
const SHOWN: usize = 3;
/// How many candidates are drawn for each list.
const TRIES: usize = 40;

/// One example string and what every other revision says of it.
#[derive(Debug, Clone)]
pub struct Example {
    /// The string, as shown (`""` for the empty string).
    pub shown: String,
    /// The verdict of each other revision, in the documents' order.
    pub verdicts: Vec<Verdict>,
}

/// One revision's verdict on an example, under its rule of the same name.
#[derive(Debug, Clone)]
pub struct Verdict {
    /// The revision's id.
    pub revision: &'static str,
    /// `valid`, `invalid`, or `no such rule`.
    pub word: &'static str,
    /// The style of the cell: `valid`, `invalid` or `none`.
    pub class: &'static str,
}

/// The validators of every rule, compiled on first use.
#[derive(Debug, Default)]
pub struct Validators(HashMap<(Revision, String), Option<Validator>>);

impl Validators {
    /// The validator of the rule of `revision` whose name normalizes like `name`
    /// (`net_path` and `net-path` are one rule), if the document has it.
    fn get(&mut self, revision: Revision, name: &str) -> Option<&Validator> {
        let key = normalized_name(name);
        self.0
            .entry((revision, key.clone()))
            .or_insert_with(|| {
                let def = revision
                    .bnf()
                    .rules()
                    .iter()
                    .find(|r| normalized_name(&r.name) == key)?;
                Validator::new(revision, &def.name).ok()
            })
            .as_ref()
    }

    /// Whether rule `name` of `revision` accepts `input` (`None`: no such rule).
    fn verdict(&mut self, revision: Revision, name: &str, input: &str) -> Option<bool> {
        self.get(revision, name)
            .map(|v| v.is_valid(input.as_bytes()))
    }
}

/// Strings rule `def` of `revision` derives, and near misses of them it rejects.
pub fn examples(
    revision: Revision,
    def: &RuleDef,
    validators: &mut Validators,
) -> (Vec<Example>, Vec<Example>) {
    let mut generator = Generator::new(revision.bnf(), seed(revision, &def.name));
    let mut derived: Vec<String> = Vec::new();
    let mut misses: Vec<String> = Vec::new();
    for _ in 0..TRIES {
        let Some(text) = generator.derive(&def.name) else {
            break;
        };
        if derived.len() < SHOWN
            && !derived.contains(&text)
            && validators.verdict(revision, &def.name, &text) == Some(true)
        {
            derived.push(text.clone());
        }
        let miss = generator.near_miss(&text);
        if misses.len() < SHOWN
            && !misses.contains(&miss)
            && validators.verdict(revision, &def.name, &miss) == Some(false)
        {
            misses.push(miss);
        }
    }
    let mut with_verdicts = |list: Vec<String>| -> Vec<Example> {
        list.into_iter()
            .map(|text| example(revision, &def.name, &text, validators))
            .collect()
    };
    (with_verdicts(derived), with_verdicts(misses))
}

/// The example `text` with the verdict of every other revision.
fn example(revision: Revision, name: &str, text: &str, validators: &mut Validators) -> Example {
    let verdicts = Revision::ALL
        .into_iter()
        .filter(|&other| other != revision)
        .map(|other| {
            let (word, class) = match validators.verdict(other, name, text) {
                Some(true) => ("valid", "valid"),
                Some(false) => ("invalid", "invalid"),
                None => ("no such rule", "none"),
            };
            Verdict {
                revision: other.id(),
                word,
                class,
            }
        })
        .collect();
    Example {
        shown: format!("{text:?}"),
        verdicts,
    }
}

/// A fixed seed from the revision and the rule's name (FNV-1a).
fn seed(revision: Revision, name: &str) -> u64 {
    revision
        .id()
        .bytes()
        .chain(name.bytes())
        .fold(0xCBF2_9CE4_8422_2325, |h, b| {
            (h ^ u64::from(b)).wrapping_mul(0x0100_0000_01B3)
        })
}

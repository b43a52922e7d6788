//! Examples for every rule: first what a reader recognises, the text the rule
//! matches in the documents' own examples and the corpus's inputs ([`corpus`]);
//! then strings it derives when the corpus has too few or another document
//! disagrees, and near misses it rejects ([`Generator`], seeded from the revision and the rule's name, so the book is the
//! same on every run). Each comes with its verdict under the other revisions' rule
//! of the same name.

use std::collections::HashMap;

use urispec::bnf::Generator;
use urispec::bnf::RuleDef;
use urispec::diff::normalized_name;
use urispec::{Revision, Validator};

use super::corpus::{self, Sample};

/// How many derived strings and near misses a rule shows, at most.
const SHOWN: usize = 3;
/// How many candidates are drawn for each list.
const TRIES: usize = 40;

/// One example string and what every other revision says of it.
#[derive(Debug, Clone)]
pub struct Example {
    /// The string, as shown (`""` for the empty string).
    pub shown: String,
    /// Where it comes from: `in "http://a/b" (rfc2396 §1.1)` for a corpus input,
    /// empty for a generated string.
    pub from: String,
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

/// The examples of one rule, in the order the page shows them.
#[derive(Debug, Default)]
pub struct Examples {
    /// What the rule matches in the corpus: the documents' own examples first.
    pub recognised: Vec<Example>,
    /// Strings it derives (generated): to make up [`SHOWN`] examples when the
    /// corpus has too few, or when another document's rule rejects them.
    pub derived: Vec<Example>,
    /// Near misses it rejects (generated).
    pub misses: Vec<Example>,
}

/// The corpus as one revision reads it: for each rule (as the document spells
/// it), the texts it matched in the corpus's derivations, and every piece of every
/// input a rule that no derivation shows (one inside an atomic rule) may match.
#[derive(Debug)]
pub struct Recognised {
    revision: Revision,
    matched: HashMap<&'static str, Vec<(&'static str, Sample)>>,
    pieces: Vec<(&'static str, Sample)>,
}

impl Recognised {
    /// Parses every corpus input under `revision` once.
    pub fn new(revision: Revision) -> Self {
        let mut matched: HashMap<&'static str, Vec<(&'static str, Sample)>> = HashMap::new();
        let mut pieces: Vec<(&'static str, Sample)> = Vec::new();
        for sample in corpus::samples(revision) {
            if let Ok(parse) = revision.parse(sample.input) {
                for node in parse.tree().nodes() {
                    let text = &sample.input[node.start()..node.end()];
                    let list = matched.entry(node.rule()).or_default();
                    if !text.is_empty()
                        && list.len() < SHOWN
                        && !list.iter().any(|(t, _)| *t == text)
                    {
                        list.push((text, sample));
                    }
                }
            }
            for piece in sample
                .input
                .split(['/', ':', '@', '?', '#', ';', '&', '=', ','])
            {
                for part in std::iter::once(piece).chain(piece.split('.')) {
                    if !part.is_empty() && !pieces.iter().any(|(t, _)| *t == part) {
                        pieces.push((part, sample));
                    }
                }
            }
        }
        Self {
            revision,
            matched,
            pieces,
        }
    }

    /// Up to [`SHOWN`] texts rule `name` matches, and whether they are pieces
    /// of the inputs it accepts on its own (`true`) rather than what it matched in
    /// a derivation (`false`).
    fn of(&self, name: &str, validators: &mut Validators) -> (Vec<(&'static str, Sample)>, bool) {
        if let Some(found) = self.matched.get(name) {
            return (found.clone(), false);
        }
        let mut out = Vec::new();
        for &(text, sample) in &self.pieces {
            if out.len() == SHOWN {
                break;
            }
            if validators.verdict(self.revision, name, text) == Some(true) {
                out.push((text, sample));
            }
        }
        (out, true)
    }
}

/// The examples of rule `def` of `revision`: what it matches in the corpus, near
/// misses it rejects, and strings it derives when the corpus has too few.
pub fn examples(
    revision: Revision,
    def: &RuleDef,
    recognised: &Recognised,
    validators: &mut Validators,
) -> Examples {
    let (found, pieces) = recognised.of(&def.name, validators);
    let mut generator = Generator::new(revision.bnf(), seed(revision, &def.name));
    let mut derived: Vec<String> = Vec::new();
    let mut misses: Vec<String> = Vec::new();
    let wanted = SHOWN.saturating_sub(found.len());
    for _ in 0..TRIES {
        let Some(text) = generator.derive(&def.name) else {
            break;
        };
        if derived.len() < SHOWN
            && !derived.contains(&text)
            && !found.iter().any(|(t, _)| *t == text)
            && validators.verdict(revision, &def.name, &text) == Some(true)
            && (derived.len() < wanted || others_reject(revision, &def.name, &text, validators))
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
    let recognised = found
        .into_iter()
        .map(|(text, sample)| {
            let mut ex = example(revision, &def.name, text, validators);
            ex.from = from(text, sample, pieces);
            ex
        })
        .collect();
    let mut with_verdicts = |list: Vec<String>| -> Vec<Example> {
        list.into_iter()
            .map(|text| example(revision, &def.name, &text, validators))
            .collect()
    };
    Examples {
        recognised,
        derived: with_verdicts(derived),
        misses: with_verdicts(misses),
    }
}

/// Whether another revision's rule of the same name rejects `text`: a generated
/// string that shows the documents disagree teaches something even when the
/// corpus gives examples enough.
fn others_reject(revision: Revision, name: &str, text: &str, validators: &mut Validators) -> bool {
    Revision::ALL
        .into_iter()
        .filter(|&other| other != revision)
        .any(|other| validators.verdict(other, name, text) == Some(false))
}

/// Where a recognised text comes from: the input it is matched in (or, for a
/// `piece`, taken from), and the document and section that print it.
fn from(text: &str, sample: Sample, piece: bool) -> String {
    let within = if text == sample.input {
        String::new()
    } else if piece {
        format!("a piece of {:?}", sample.input)
    } else {
        format!("in {:?}", sample.input)
    };
    let printed = sample
        .printed_in
        .map(|(doc, section)| format!("printed in {} {section}", doc.id()));
    match (within.is_empty(), printed) {
        (true, Some(p)) => p,
        (true, None) => "the corpus".to_owned(),
        (false, Some(p)) => format!("{within}, {p}"),
        (false, None) => within,
    }
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
        from: String::new(),
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

impl Examples {
    /// The other revisions' ids, the table's columns after the rule's own.
    pub fn columns(&self) -> Vec<&'static str> {
        self.recognised
            .iter()
            .chain(&self.derived)
            .chain(&self.misses)
            .next()
            .map(|ex| ex.verdicts.iter().map(|v| v.revision).collect())
            .unwrap_or_default()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A rule no derivation shows (`domainlabel`, inside RFC 2396's atomic `hostname`)
    /// takes its examples from pieces of the corpus's inputs: as many as are shown, each
    /// one the rule accepts.
    #[test]
    fn a_rule_no_derivation_shows_takes_pieces_it_accepts() {
        let revision = Revision::Rfc2396;
        let recognised = Recognised::new(revision);
        let mut validators = Validators::default();
        let (found, pieces) = recognised.of("domainlabel", &mut validators);
        assert!(pieces);
        assert_eq!(found.len(), SHOWN, "{found:?}");
        let rule = Validator::new(revision, "domainlabel").expect("a rule");
        for (text, _) in &found {
            assert!(rule.is_valid(text.as_bytes()), "{text:?}");
        }
        let (matched, pieces) = recognised.of("hostname", &mut validators);
        assert!(!pieces && !matched.is_empty());
    }

    /// Derived strings make up the examples the corpus lacks; past those, a derived
    /// string is shown only when another document's rule rejects it.
    #[test]
    fn derived_strings_make_up_the_shown_then_show_disagreements() {
        let revision = Revision::Rfc3986;
        let recognised = Recognised::new(revision);
        let mut validators = Validators::default();
        let (mut made_up, mut disagreeing) = (0, 0);
        for def in revision.bnf().rules() {
            let ex = examples(revision, def, &recognised, &mut validators);
            let wanted = SHOWN.saturating_sub(ex.recognised.len());
            made_up += ex.derived.len().min(wanted);
            for extra in ex.derived.iter().skip(wanted) {
                let rejected = extra.verdicts.iter().any(|v| v.word == "invalid");
                assert!(
                    rejected,
                    "{}: {} is valid everywhere",
                    def.name, extra.shown
                );
                disagreeing += 1;
            }
        }
        assert!(made_up > 5 && disagreeing > 10, "{made_up} {disagreeing}");
    }
}

//! The record of `check`: a validator per revision, an answer per revision.

mod json;

pub use json::RecordWriter;

use std::borrow::Cow;
use std::collections::HashMap;
use std::sync::{Mutex, PoisonError};

use urispec::{ParseError, Revision, Validator};

use super::{CheckAnswer, CheckRecord, Echo, Error, ProseNote};

/// A revision's validator (or why the revision has none: no such rule), and the
/// rule's name as the answers spell it, spelled once.
#[derive(Debug)]
pub struct Checker {
    /// The revision asked.
    pub revision: Revision,
    /// Its validator of the rule, or why it has none.
    pub validator: Result<Validator, String>,
    /// The rule, in its pest spelling (the name asked when the revision has none).
    rule: Cow<'static, str>,
}

impl Checker {
    fn new(revision: Revision, validator: Result<Validator, String>, asked: Option<&str>) -> Self {
        let rule = match &validator {
            Ok(v) => Cow::Borrowed(pest_spelling(v.rule())),
            Err(_) => Cow::Owned(asked.unwrap_or_default().to_owned()),
        };
        Self {
            revision,
            validator,
            rule,
        }
    }
}

/// The pest spelling of a rule name a grammar defines, made once per name (the
/// names are the grammars' own, so the table is bounded by them).
fn pest_spelling(rule: &'static str) -> &'static str {
    static NAMES: Mutex<Option<HashMap<&'static str, &'static str>>> = Mutex::new(None);
    let mut names = NAMES.lock().unwrap_or_else(PoisonError::into_inner);
    names
        .get_or_insert_with(HashMap::new)
        .entry(rule)
        .or_insert_with(|| Box::leak(urispec::bnf::pest_name(rule).into_boxed_str()))
}

/// One checker per revision asked; a usage error when no revision has the rule.
pub fn checkers(revisions: &[Revision], rule: Option<&str>) -> Result<Vec<Checker>, String> {
    let checkers: Vec<Checker> = revisions
        .iter()
        .map(|&rev| {
            let validator = match rule {
                Some(rule) => Validator::new(rev, rule).map_err(|e| e.to_string()),
                None => Ok(Validator::start(rev).clone()),
            };
            Checker::new(rev, validator, rule)
        })
        .collect();
    match checkers.iter().find_map(|c| c.validator.as_ref().err()) {
        Some(e) if checkers.iter().all(|c| c.validator.is_err()) => Err(e.clone()),
        _ => Ok(checkers),
    }
}

/// One revision's verdict on one input, holding only what its record needs.
#[derive(Debug)]
pub enum Verdict {
    /// In the rule's language, with what the document's prose says of the input
    /// (computed only when the answer is kept).
    Valid(Vec<ProseNote>),
    /// Not in it, with the diagnostic when asked for.
    Invalid(Option<ParseError>),
    /// The revision has no such rule (its checker says why).
    NoRule,
}

impl Verdict {
    /// Whether the input is in the rule's language.
    pub fn valid(&self) -> bool {
        matches!(self, Self::Valid(_))
    }
}

/// What an answer needs of its input beyond the bytes: the text, when UTF-8
/// (decoded once per input, shared by every revision's answer).
#[derive(Clone, Copy)]
pub struct Input<'i> {
    /// The input's bytes.
    pub bytes: &'i [u8],
    /// The same, when they are UTF-8.
    pub text: Option<&'i str>,
}

impl<'i> Input<'i> {
    /// `bytes`, decoded once.
    pub fn new(bytes: &'i [u8]) -> Self {
        Self {
            bytes,
            text: std::str::from_utf8(bytes).ok(),
        }
    }
}

/// `checker`'s verdict on `input`: the diagnostic of an invalid input only when
/// `explain`, the notes of a valid one only when `notes`.
pub fn verdict(checker: &Checker, input: Input<'_>, explain: bool, notes: bool) -> Verdict {
    let Ok(v) = &checker.validator else {
        return Verdict::NoRule;
    };
    if v.is_valid(input.bytes) {
        let notes = match input.text {
            Some(text) if notes => prose_notes(checker.revision, text),
            _ => Vec::new(),
        };
        Verdict::Valid(notes)
    } else {
        Verdict::Invalid(explain.then(|| v.check(input.bytes).err()).flatten())
    }
}

/// One revision's answer on `input` (with the diagnostic when `explain`).
pub fn answer(checker: &Checker, input: &[u8], explain: bool) -> (CheckAnswer, Option<ParseError>) {
    let verdict = verdict(checker, Input::new(input), explain, true);
    let valid = verdict.valid();
    let (error, notes, diagnostic) = match verdict {
        Verdict::Valid(notes) => (None, notes, None),
        Verdict::Invalid(e) => (e.as_ref().map(Error::from), Vec::new(), e),
        Verdict::NoRule => (
            checker
                .validator
                .as_ref()
                .err()
                .cloned()
                .map(Error::message),
            Vec::new(),
            None,
        ),
    };
    let answer = CheckAnswer {
        revision: checker.revision.id(),
        rule: checker.rule.clone(),
        valid,
        error,
        notes,
    };
    (answer, diagnostic)
}

/// The record of one input: the input echoed, whether every revision asked accepts
/// it (`valid`, computed before `--only` keeps some `answers`), the answers.
pub fn record(input: &[u8], valid: bool, answers: Vec<CheckAnswer>) -> CheckRecord {
    CheckRecord {
        echo: Echo::new(input),
        valid,
        revisions: answers,
    }
}

/// RFC 3987 §4.1: the bidirectional formatting characters of a valid IRI; RFC 6874:
/// the zone identifier of a valid reference (RFC 6874 §4, RFC 9844 §3).
fn prose_notes(revision: Revision, text: &str) -> Vec<ProseNote> {
    match revision {
        Revision::Rfc3987 => urispec::bidi::notes(text)
            .iter()
            .map(|n| ProseNote {
                offset: n.offset,
                text: n.text(),
                section: urispec::bidi::BidiNote::SECTION,
            })
            .collect(),
        Revision::Rfc6874 => urispec::zone::notes(text)
            .iter()
            .map(|n| ProseNote {
                offset: n.offset,
                text: n.text(),
                section: urispec::zone::ZoneNote::SECTION,
            })
            .collect(),
        _ => Vec::new(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The direct writer writes what `serde_json` writes of the record: valid and
    /// invalid inputs, errors, RFC 3987's notes (one, and two in a list) and RFC
    /// 6874's, characters JSON escapes, bytes that are not UTF-8, an unknown rule,
    /// `--only`'s subsets.
    #[test]
    fn the_direct_json_is_serde_json() {
        let inputs: [&[u8]; 10] = [
            b"http://a/b?q#f",
            b"http://a b",
            b"http://a/\"\\\x01\t",
            "http://a/\u{202E}b".as_bytes(),
            "http://a/\u{202E}b\u{200E}".as_bytes(),
            b"http://[fe80::1%25en1]/",
            b"http://a/\xFF",
            b"\xFF\x7F\"",
            b"",
            b"%",
        ];
        for rule in [None, Some("host"), Some("no-such-rule")] {
            let Ok(checkers) = checkers(&Revision::ALL, rule) else {
                continue;
            };
            let mut writer = RecordWriter::new(&checkers);
            for bytes in inputs {
                let input = Input::new(bytes);
                for explain in [true, false] {
                    let verdicts: Vec<(usize, Verdict)> = checkers
                        .iter()
                        .enumerate()
                        .map(|(at, c)| (at, verdict(c, input, explain, true)))
                        .collect();
                    let answers: Vec<CheckAnswer> = checkers
                        .iter()
                        .map(|c| answer(c, bytes, explain).0)
                        .collect();
                    let valid = answers.iter().all(|a| a.valid);
                    assert_eq!(valid, verdicts.iter().all(|(_, v)| v.valid()));
                    for keep in [checkers.len(), 1, 0] {
                        let mut direct = Vec::new();
                        writer
                            .write(&mut direct, input, valid, &verdicts[..keep])
                            .unwrap();
                        let record = record(bytes, valid, answers[..keep].to_vec());
                        assert_eq!(
                            String::from_utf8_lossy(&direct),
                            String::from_utf8_lossy(&serde_json::to_vec(&record).unwrap()),
                            "{bytes:?} {rule:?}"
                        );
                    }
                }
            }
        }
    }
}

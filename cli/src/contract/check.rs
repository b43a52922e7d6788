//! The record of `check`: a validator per revision, an answer per revision.

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

/// One revision's answer on `input` (with the diagnostic when `explain`).
pub fn answer(checker: &Checker, input: &[u8], explain: bool) -> (CheckAnswer, Option<ParseError>) {
    let revision = &checker.revision;
    match &checker.validator {
        Err(message) => {
            let answer = CheckAnswer {
                revision: revision.id(),
                rule: checker.rule.clone(),
                valid: false,
                error: Some(Error::message(message.clone())),
                notes: Vec::new(),
            };
            (answer, None)
        }
        Ok(v) => {
            let error = if explain { v.check(input).err() } else { None };
            let valid = if explain {
                error.is_none()
            } else {
                v.is_valid(input)
            };
            let answer = CheckAnswer {
                revision: revision.id(),
                rule: checker.rule.clone(),
                valid,
                error: error.as_ref().map(Error::from),
                notes: if valid {
                    prose_notes(*revision, input)
                } else {
                    Vec::new()
                },
            };
            (answer, error)
        }
    }
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

/// Writes the JSON of `record(input, valid, answers)` directly, byte for byte what
/// `serde_json` writes of it: the input escaped in one pass (not copied first), the
/// keys written as they are, an answer with no error and no note without a
/// serializer. A record of an input that is not UTF-8 goes through `serde_json`.
///
/// # Errors
/// When writing fails.
pub fn write_record(
    out: &mut impl std::io::Write,
    input: &[u8],
    valid: bool,
    answers: &[CheckAnswer],
) -> std::io::Result<()> {
    let Ok(text) = std::str::from_utf8(input) else {
        return Ok(serde_json::to_writer(
            out,
            &record(input, valid, answers.to_vec()),
        )?);
    };
    let (f, t): (&[u8], &[u8]) = (b"false", b"true");
    out.write_all(b"{\"input\":")?;
    serde_json::to_writer(&mut *out, text)?;
    out.write_all(b",\"valid\":")?;
    out.write_all(if valid { t } else { f })?;
    out.write_all(b",\"revisions\":[")?;
    for (i, answer) in answers.iter().enumerate() {
        if i > 0 {
            out.write_all(b",")?;
        }
        if answer.error.is_some() || !answer.notes.is_empty() {
            serde_json::to_writer(&mut *out, answer)?;
            continue;
        }
        out.write_all(b"{\"revision\":")?;
        serde_json::to_writer(&mut *out, answer.revision)?;
        out.write_all(b",\"rule\":")?;
        serde_json::to_writer(&mut *out, &answer.rule)?;
        out.write_all(b",\"valid\":")?;
        out.write_all(if answer.valid { t } else { f })?;
        out.write_all(b"}")?;
    }
    out.write_all(b"]}")
}

/// RFC 3987 §4.1: the bidirectional formatting characters of a valid IRI; RFC 6874:
/// the zone identifier of a valid reference (RFC 6874 §4, RFC 9844 §3).
fn prose_notes(revision: Revision, input: &[u8]) -> Vec<ProseNote> {
    match (revision, std::str::from_utf8(input)) {
        (Revision::Rfc3987, Ok(text)) => urispec::bidi::notes(text)
            .iter()
            .map(|n| ProseNote {
                offset: n.offset,
                text: n.text(),
                section: urispec::bidi::BidiNote::SECTION,
            })
            .collect(),
        (Revision::Rfc6874, Ok(text)) => urispec::zone::notes(text)
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
    /// invalid inputs, errors, RFC 3987's notes, characters JSON escapes, bytes that
    /// are not UTF-8, an unknown rule, `--only`'s subsets.
    #[test]
    fn the_direct_json_is_serde_json() {
        let inputs: [&[u8]; 7] = [
            b"http://a/b?q#f",
            b"http://a b",
            b"http://a/\"\\\x01\t",
            "http://a/\u{202E}b".as_bytes(),
            b"http://a/\xFF",
            b"",
            b"%",
        ];
        for rule in [None, Some("host"), Some("no-such-rule")] {
            let Ok(checkers) = checkers(&Revision::ALL, rule) else {
                continue;
            };
            for input in inputs {
                for explain in [true, false] {
                    let answers: Vec<CheckAnswer> = checkers
                        .iter()
                        .map(|c| answer(c, input, explain).0)
                        .collect();
                    let valid = answers.iter().all(|a| a.valid);
                    for keep in [&answers[..], &answers[..1], &answers[..0]] {
                        let mut direct = Vec::new();
                        write_record(&mut direct, input, valid, keep).unwrap();
                        let serde = serde_json::to_vec(&record(input, valid, keep.to_vec()));
                        assert_eq!(
                            String::from_utf8_lossy(&direct),
                            String::from_utf8_lossy(&serde.unwrap()),
                            "{input:?} {rule:?}"
                        );
                    }
                }
            }
        }
    }
}

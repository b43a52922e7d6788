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

/// RFC 3987 §4.1: the bidirectional formatting characters of a valid IRI.
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
        _ => Vec::new(),
    }
}

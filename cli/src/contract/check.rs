//! The record of `check`: a validator per revision, an answer per revision.

use urispec::{ParseError, Revision, Validator};

use super::{CheckAnswer, CheckRecord, Echo, Error, ProseNote};

/// A revision's validator, or why the revision has none (no such rule).
pub type Checker = (Revision, Result<Validator, String>);

/// One checker per revision asked; a usage error when no revision has the rule.
pub fn checkers(revisions: &[Revision], rule: Option<&str>) -> Result<Vec<Checker>, String> {
    let checkers: Vec<Checker> = revisions
        .iter()
        .map(|&rev| match rule {
            Some(rule) => (rev, Validator::new(rev, rule).map_err(|e| e.to_string())),
            None => (rev, Ok(Validator::start(rev).clone())),
        })
        .collect();
    match checkers.iter().find_map(|(_, c)| c.as_ref().err()) {
        Some(e) if checkers.iter().all(|(_, c)| c.is_err()) => Err(e.clone()),
        _ => Ok(checkers),
    }
}

/// One revision's answer on `input` (with the diagnostic when `explain`).
pub fn answer(
    (revision, checker): &Checker,
    rule: Option<&str>,
    input: &[u8],
    explain: bool,
) -> (CheckAnswer, Option<ParseError>) {
    match checker {
        Err(message) => {
            let answer = CheckAnswer {
                revision: revision.id(),
                rule: rule.unwrap_or_default().to_owned(),
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
                rule: urispec::bnf::pest_name(v.rule()),
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

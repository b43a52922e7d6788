//! The record of `parse` (and the reading of an input's bytes that `parse`,
//! `compare`, `normalize` and `equivalent` share).

use urispec::Parse;
use urispec::{ParseError, Revision, Validator};

use super::{ComponentsJson, Echo, Error, ParseAnswer, ParseRecord};

/// One revision's parse of an input, or its error.
pub type Parsed<'i> = (Revision, Result<Parse<'i>, ParseError>);

/// The parse of `input` under each of `revisions`.
pub fn parse_all<'i>(revisions: &[Revision], input: &'i [u8]) -> Vec<Parsed<'i>> {
    revisions.iter().map(|&r| (r, parse(r, input))).collect()
}

/// The record of one input: the input echoed, whether every revision accepts it,
/// one answer per revision.
pub fn record<'p>(input: &[u8], results: &'p [Parsed<'p>]) -> ParseRecord<'p> {
    ParseRecord {
        echo: Echo::new(input),
        valid: results.iter().all(|(_, r)| r.is_ok()),
        revisions: results.iter().map(|(rev, r)| answer(*rev, r)).collect(),
    }
}

/// The parse of `input` under `revision`; input that is not UTF-8 gets the error
/// `check` gives it.
pub fn parse(revision: Revision, input: &[u8]) -> Result<Parse<'_>, ParseError> {
    match std::str::from_utf8(input) {
        Ok(text) => revision.parse(text),
        Err(e) => Err(Validator::start(revision)
            .check(input)
            .err()
            .unwrap_or_else(|| ParseError::not_utf8(revision, e.valid_up_to()))),
    }
}

/// Whether `revision` accepts `input` (its automaton's answer, which is its
/// grammar's: the differential tests hold them equal), with no tree built.
pub fn valid(revision: Revision, input: &[u8]) -> bool {
    Validator::start(revision).check(input).is_ok()
}

/// `input` as UTF-8, or the grammar's diagnostic of its first invalid byte.
pub fn utf8(revision: Revision, input: &[u8]) -> Result<&str, ParseError> {
    std::str::from_utf8(input).map_err(|_| {
        urispec::Validator::start(revision)
            .check(input)
            .expect_err("invalid UTF-8 is in no revision's language")
    })
}

/// One revision's JSON answer.
pub fn answer<'p>(
    revision: Revision,
    result: &'p Result<Parse<'p>, ParseError>,
) -> ParseAnswer<'p> {
    match result {
        Ok(p) => ParseAnswer {
            revision: revision.id(),
            valid: true,
            form: Some(p.form()),
            components: Some(ComponentsJson::new(p)),
            segments: Some(p.segments()),
            tree: Some(p.tree()),
            error: None,
        },
        Err(e) => ParseAnswer {
            revision: revision.id(),
            valid: false,
            form: None,
            components: None,
            segments: None,
            tree: None,
            error: Some(Error::from(e)),
        },
    }
}

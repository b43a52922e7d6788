//! The record of `normalize`.

use urispec::equiv::{Normal, NormalizeOptions};
use urispec::{ParseError, Revision};

use super::equiv::{NormalizeAnswer, NormalizeRecord};
use super::parse::utf8;
use super::{Echo, Error};

/// One revision's normal form of an input, or its error.
pub type Normalized = (Revision, Result<Normal, ParseError>);

/// The normal form of `input` under each of `revisions`.
pub fn normalize_all(
    revisions: &[Revision],
    input: &[u8],
    options: NormalizeOptions,
) -> Vec<Normalized> {
    revisions
        .iter()
        .map(|&r| (r, normalize(r, input, options)))
        .collect()
}

/// The record of one input: the input echoed, whether every revision accepts it,
/// one answer per revision (each normal form moved into its answer, not copied).
pub fn record(input: &[u8], results: Vec<Normalized>) -> NormalizeRecord {
    NormalizeRecord {
        echo: Echo::new(input),
        valid: results.iter().all(|(_, r)| r.is_ok()),
        revisions: results.into_iter().map(|(r, n)| answer(r, n)).collect(),
    }
}

/// The normal form of `input` under `revision`, or the grammar's diagnostic.
pub fn normalize(
    revision: Revision,
    input: &[u8],
    options: NormalizeOptions,
) -> Result<Normal, ParseError> {
    utf8(revision, input).and_then(|s| revision.normalize(s, options))
}

/// One revision's JSON answer.
fn answer(revision: Revision, result: Result<Normal, ParseError>) -> NormalizeAnswer {
    let valid = result.is_ok();
    let (normal, error) = match result {
        Ok(n) => (Some(n.into()), None),
        Err(e) => (None, Some(Error::from(&e))),
    };
    NormalizeAnswer {
        revision: revision.id(),
        valid,
        normal,
        error,
    }
}

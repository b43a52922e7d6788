//! The record of `equivalent`: one verdict per revision on a pair of references.

use urispec::equiv::{Equivalence, NormalizeOptions};
use urispec::{ParseError, Revision};

use super::equiv::{EquivalentAnswer, EquivalentRecord, Side};
use super::parse::utf8;
use super::{Echo, Error};

/// What one revision said about one pair.
pub type Answer = Result<Equivalence, (Side, ParseError)>;

/// One revision's verdict on the pair, or the reference it rejects.
pub fn answer(revision: Revision, a: &[u8], b: &[u8], options: NormalizeOptions) -> Answer {
    let a = utf8(revision, a).map_err(|e| (Side::A, e))?;
    let b = utf8(revision, b).map_err(|e| (Side::B, e))?;
    revision.check(a).map_err(|e| (Side::A, e))?;
    revision.check(b).map_err(|e| (Side::B, e))?;
    revision.equivalent(a, b, options).map_err(|e| (Side::A, e))
}

/// The record of a pair: both references echoed, whether they are equivalent under
/// every revision that accepts both (and some revision does), one answer per
/// revision.
pub fn record(
    a: &[u8],
    b: &[u8],
    equivalent: bool,
    answers: &[(Revision, Answer)],
) -> EquivalentRecord {
    EquivalentRecord {
        a: Some(Echo::new(a)),
        b: Some(Echo::new(b)),
        line: None,
        equivalent,
        revisions: answers.iter().map(|(r, x)| json(*r, x)).collect(),
        error: None,
    }
}

/// One revision's JSON answer.
fn json(revision: Revision, answer: &Answer) -> EquivalentAnswer {
    match answer {
        Err((side, e)) => EquivalentAnswer {
            revision: revision.id(),
            equivalent: None,
            normal_a: None,
            normal_b: None,
            difference: None,
            rejected: Some(*side),
            error: Some(Error::from(e)),
        },
        Ok(e) => EquivalentAnswer {
            revision: revision.id(),
            equivalent: Some(e.equivalent),
            normal_a: Some(e.a.clone().into()),
            normal_b: Some(e.b.clone().into()),
            difference: e.difference.clone(),
            rejected: None,
            error: None,
        },
    }
}

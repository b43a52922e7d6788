//! The record of `resolve` (and the resolution `compare --base` shows).

use urispec::resolve::ResolveOptions;
use urispec::{Resolution, ResolveError, Revision};

use super::{Echo, Error, ResolveAnswer, ResolveRecord};

/// One revision's resolution of a reference, or its error.
pub type Resolved = (Revision, Result<Resolution, Error>);

/// The resolution of `reference` against `base` under each of `revisions`.
pub fn resolve_all(
    revisions: &[Revision],
    base: &str,
    reference: &[u8],
    options: ResolveOptions,
) -> Vec<Resolved> {
    revisions
        .iter()
        .map(|&rev| (rev, resolve_bytes(rev, base, reference, options)))
        .collect()
}

/// The record of one reference: echoed with the base, whether every revision
/// resolved it, one answer per revision.
pub fn record(reference: &[u8], base: &str, results: &[Resolved]) -> ResolveRecord {
    ResolveRecord {
        echo: Echo::new(reference),
        base: base.to_owned(),
        resolved: results.iter().all(|(_, r)| r.is_ok()),
        revisions: results.iter().map(|(rev, r)| answer(*rev, r)).collect(),
    }
}

/// The resolution of a reference given as bytes (an error when not UTF-8).
pub fn resolve_bytes(
    revision: Revision,
    base: &str,
    reference: &[u8],
    options: ResolveOptions,
) -> Result<Resolution, Error> {
    let reference = std::str::from_utf8(reference).map_err(|e| Error::utf8(e.valid_up_to()))?;
    revision
        .resolve(base, reference, options)
        .map_err(|e: ResolveError| Error::message(e.to_string()))
}

/// One revision's JSON answer.
pub fn answer(revision: Revision, result: &Result<Resolution, Error>) -> ResolveAnswer {
    match result {
        Ok(r) => ResolveAnswer {
            revision: revision.id(),
            target: Some(r.target.clone()),
            same_document: Some(r.same_document),
            valid_reference: Some(r.valid_reference),
            above_root: Some(r.above_root),
            scheme_ignored: Some(r.scheme_ignored),
            error: None,
        },
        Err(e) => ResolveAnswer {
            revision: revision.id(),
            target: None,
            same_document: None,
            valid_reference: None,
            above_root: None,
            scheme_ignored: None,
            error: Some(e.clone()),
        },
    }
}

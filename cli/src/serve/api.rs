//! The JSON API: `GET /api/check`, `/api/parse`, `/api/resolve`, `/api/compare`,
//! and `/api/prose` (the documents' words, for the playground's tree).
//!
//! Each endpoint answers exactly the document the CLI prints with `--format json`
//! (`{"results": [record]}`, the same schema as `schemas/<command>.json`): one
//! function per command below calls the `record` builder of [`crate::contract`]
//! that the command itself calls, so the API and the CLI cannot drift apart.

use axum::Json;
use axum::extract::RawQuery;
use axum::response::{IntoResponse, Response};
use serde::Serialize;
use urispec::resolve::ResolveOptions;

use super::error::ApiError;
use super::offload::off_runtime;
use super::query::Params;
use crate::args::Revisions;
use crate::contract::{Document, check, compare, parse, resolve};

/// `urispec check --revision R [--rule RULE] --format json INPUT`: the CLI's JSON
/// document.
pub fn check_json(
    revisions: &Revisions,
    rule: Option<&str>,
    input: &str,
) -> Result<Response, String> {
    let input = input.as_bytes();
    let checkers = check::checkers(&revisions.0, rule)?;
    let answers: Vec<_> = checkers
        .iter()
        .map(|c| check::answer(c, input, true).0)
        .collect();
    let valid = answers.iter().all(|a| a.valid);
    Ok(document(check::record(input, valid, answers)))
}

/// `urispec parse --revision R --format json INPUT`: the CLI's JSON document.
pub fn parse_json(revisions: &Revisions, input: &str) -> Response {
    let input = input.as_bytes();
    let results = parse::parse_all(&revisions.0, input);
    document(parse::record(input, &results))
}

/// `urispec resolve --revision R --format json BASE REFERENCE`: the CLI's JSON
/// document.
pub fn resolve_json(revisions: &Revisions, base: &str, reference: &str) -> Response {
    let reference = reference.as_bytes();
    let results = resolve::resolve_all(&revisions.0, base, reference, ResolveOptions::default());
    document(resolve::record(reference, base, &results))
}

/// `urispec compare --revision R --format json [--base BASE] [--with whatwg] INPUT`:
/// the CLI's JSON document.
pub fn compare_json(
    revisions: &Revisions,
    input: &str,
    base: Option<&str>,
    whatwg: bool,
) -> Result<Response, String> {
    compare::read(&revisions.0, input.as_bytes(), base, whatwg).map(document)
}

/// The JSON document of one record, serialized once.
fn document(record: impl Serialize) -> Response {
    Json(Document {
        results: vec![record],
    })
    .into_response()
}

/// `revision`: an id, an alias, or `all`.
fn revisions(params: &Params) -> Result<Revisions, ApiError> {
    params.required("revision")?.parse().map_err(ApiError::bad)
}

/// The answer: the CLI's JSON document, or a 400 with the command's message.
fn answer(document: Result<Response, String>) -> Response {
    document.unwrap_or_else(|message| ApiError::bad(message).into_response())
}

/// `GET /api/check?revision=R&input=I[&rule=RULE]`.
pub async fn check(RawQuery(query): RawQuery) -> Response {
    let run = move || -> Result<Response, ApiError> {
        let params = Params::parse(query.as_deref(), &["revision", "input", "rule"])?;
        Ok(answer(check_json(
            &revisions(&params)?,
            params.get("rule").filter(|r| !r.is_empty()),
            params.required("input")?,
        )))
    };
    off_runtime(run).await
}

/// `GET /api/parse?revision=R&input=I`.
pub async fn parse(RawQuery(query): RawQuery) -> Response {
    let run = move || -> Result<Response, ApiError> {
        let params = Params::parse(query.as_deref(), &["revision", "input"])?;
        Ok(parse_json(&revisions(&params)?, params.required("input")?))
    };
    off_runtime(run).await
}

/// `GET /api/resolve?revision=R&base=B&input=REFERENCE`.
pub async fn resolve(RawQuery(query): RawQuery) -> Response {
    let run = move || -> Result<Response, ApiError> {
        let params = Params::parse(query.as_deref(), &["revision", "base", "input"])?;
        Ok(resolve_json(
            &revisions(&params)?,
            params.required("base")?,
            params.required("input")?,
        ))
    };
    off_runtime(run).await
}

/// `GET /api/compare?input=I[&revision=R][&base=B][&with=whatwg]` (every revision
/// without `revision`, as the CLI; `with=whatwg` adds the Standard's answer).
pub async fn compare(RawQuery(query): RawQuery) -> Response {
    let run = move || -> Result<Response, ApiError> {
        let params = Params::parse(query.as_deref(), &["revision", "base", "input", "with"])?;
        let revisions: Revisions = params
            .get("revision")
            .unwrap_or("all")
            .parse()
            .map_err(ApiError::bad)?;
        if let Some(w) = params.get("with").filter(|w| *w != "whatwg") {
            return Err(ApiError::bad(format!(
                "with names a parser beside the documents: \"whatwg\", not {w:?}"
            )));
        }
        Ok(answer(compare_json(
            &revisions,
            params.required("input")?,
            params.get("base"),
            params.get("with").is_some(),
        )))
    };
    off_runtime(run).await
}

impl From<String> for ApiError {
    fn from(message: String) -> Self {
        Self::bad(message)
    }
}

/// `GET /api/prose?revision=R`: for one document, the section of each rule
/// (`{"rules": {name: "§3.2.2"}, "sections": {"§3.2.2": {"title", "text"}}}`).
pub async fn prose(RawQuery(query): RawQuery) -> Response {
    let run = move || -> Result<Response, ApiError> {
        let params = Params::parse(query.as_deref(), &["revision"])?;
        let revision: urispec::Revision = params
            .required("revision")?
            .parse()
            .map_err(|e: urispec::UnknownRevision| ApiError::bad(e.to_string()))?;
        Ok(Json(crate::book::prose::document(revision)).into_response())
    };
    off_runtime(run).await
}

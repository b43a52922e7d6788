//! The JSON API: `GET /api/check`, `/api/parse`, `/api/resolve`, `/api/compare`.
//!
//! Each endpoint answers exactly what the CLI prints with `--format json`/`jsonl`:
//! one function per command below runs the command itself into a buffer and reads
//! its JSON back, so the API and the CLI cannot drift apart. Endpoints taking a
//! `revision` answer an array (one object per line the CLI prints, one per
//! revision); `/api/compare` answers the CLI's single object.

use axum::Json;
use axum::extract::RawQuery;
use axum::response::{IntoResponse, Response};
use serde_json::Value;

use super::error::ApiError;
use super::query::Params;
use crate::args::{CheckArgs, CompareArgs, Format, ParseArgs, ResolveArgs, Revisions, TreeFormat};
use crate::style::{ColorChoice, Style};

/// `urispec check --revision R --format jsonl INPUT`, as JSON values.
pub fn check_json(revisions: Revisions, input: &str) -> Result<Vec<Value>, String> {
    let args = CheckArgs {
        revision: revisions,
        rule: None,
        format: Format::Jsonl,
        inputs: vec![input.to_owned()],
    };
    run_json(|out| crate::check::run(&args, plain(), out))
}

/// `urispec parse --revision R --format json INPUT`, as JSON values.
pub fn parse_json(revisions: Revisions, input: &str) -> Result<Vec<Value>, String> {
    let args = ParseArgs {
        revision: revisions,
        format: TreeFormat::Json,
        input: input.to_owned(),
    };
    run_json(|out| crate::parse::run(&args, plain(), out))
}

/// `urispec resolve --revision R --format jsonl BASE REFERENCE`, as JSON values.
pub fn resolve_json(
    revisions: Revisions,
    base: &str,
    reference: &str,
) -> Result<Vec<Value>, String> {
    let args = ResolveArgs {
        revision: revisions,
        compat: false,
        remove_dot_dot: false,
        format: Format::Jsonl,
        base: base.to_owned(),
        references: vec![reference.to_owned()],
    };
    run_json(|out| crate::resolve::run(&args, out))
}

/// `urispec compare --format json [--base BASE] INPUT`, as JSON values.
pub fn compare_json(input: &str, base: Option<&str>) -> Result<Vec<Value>, String> {
    let args = CompareArgs {
        base: base.map(str::to_owned),
        format: TreeFormat::Json,
        inputs: vec![input.to_owned()],
    };
    run_json(|out| crate::compare::run(&args, plain(), out))
}

/// No colour: the JSON carries no escapes.
fn plain() -> Style {
    Style::new(ColorChoice::Never)
}

/// Runs a command into a buffer and reads one JSON value per line. The command's
/// exit status (valid or not) is in the values; only a usage error is an `Err`.
fn run_json(
    command: impl FnOnce(&mut Vec<u8>) -> Result<bool, String>,
) -> Result<Vec<Value>, String> {
    let mut out = Vec::new();
    command(&mut out)?;
    String::from_utf8_lossy(&out)
        .lines()
        .filter(|l| !l.is_empty())
        .map(|l| serde_json::from_str(l).map_err(|e| format!("the command's JSON: {e}")))
        .collect()
}

/// `revision`: an id, an alias, or `all`.
fn revisions(params: &Params) -> Result<Revisions, ApiError> {
    params
        .required("revision")?
        .parse()
        .map_err(|e: urispec::UnknownRevision| ApiError::bad(e.to_string()))
}

/// The answer: the array of values, or a 400 with the command's message.
fn answer(values: Result<Vec<Value>, String>) -> Response {
    match values {
        Ok(values) => Json(Value::Array(values)).into_response(),
        Err(message) => ApiError::bad(message).into_response(),
    }
}

/// `GET /api/check?revision=R&input=I`.
pub async fn check(RawQuery(query): RawQuery) -> Response {
    let run = || -> Result<Response, ApiError> {
        let params = Params::parse(query.as_deref(), &["revision", "input"])?;
        Ok(answer(check_json(
            revisions(&params)?,
            params.required("input")?,
        )))
    };
    run().unwrap_or_else(IntoResponse::into_response)
}

/// `GET /api/parse?revision=R&input=I`.
pub async fn parse(RawQuery(query): RawQuery) -> Response {
    let run = || -> Result<Response, ApiError> {
        let params = Params::parse(query.as_deref(), &["revision", "input"])?;
        Ok(answer(parse_json(
            revisions(&params)?,
            params.required("input")?,
        )))
    };
    run().unwrap_or_else(IntoResponse::into_response)
}

/// `GET /api/resolve?revision=R&base=B&input=REFERENCE`.
pub async fn resolve(RawQuery(query): RawQuery) -> Response {
    let run = || -> Result<Response, ApiError> {
        let params = Params::parse(query.as_deref(), &["revision", "base", "input"])?;
        Ok(answer(resolve_json(
            revisions(&params)?,
            params.required("base")?,
            params.required("input")?,
        )))
    };
    run().unwrap_or_else(IntoResponse::into_response)
}

/// `GET /api/compare?input=I[&base=B]` (every revision, as the CLI; `revision`
/// is accepted only as `all`).
pub async fn compare(RawQuery(query): RawQuery) -> Response {
    let run = || -> Result<Response, ApiError> {
        let params = Params::parse(query.as_deref(), &["revision", "base", "input"])?;
        if let Some(r) = params.get("revision").filter(|r| *r != "all") {
            return Err(ApiError::bad(format!(
                "compare shows every revision; revision must be \"all\", not {r:?}"
            )));
        }
        let values = compare_json(params.required("input")?, params.get("base"))?;
        Ok(values.into_iter().next().map_or_else(
            || ApiError::bad("compare printed nothing".to_owned()).into_response(),
            |v| Json(v).into_response(),
        ))
    };
    run().unwrap_or_else(IntoResponse::into_response)
}

impl From<String> for ApiError {
    fn from(message: String) -> Self {
        Self::bad(message)
    }
}

//! The JSON API: `GET /api/check`, `/api/parse`, `/api/resolve`, `/api/compare`,
//! and `/api/prose` (the documents' words, for the playground's tree).
//!
//! Each endpoint answers exactly the document the CLI prints with `--format json`
//! (`{"results": [record]}`, the same schema as `schemas/<command>.json`): one
//! function per command below runs the command itself into a buffer and reads its
//! JSON back, so the API and the CLI cannot drift apart.

use axum::Json;
use axum::extract::RawQuery;
use axum::response::{IntoResponse, Response};
use serde_json::Value;

use super::error::ApiError;
use super::offload::off_runtime;
use super::query::Params;
use crate::args::{CheckArgs, CompareArgs, Format, InputArgs, ParseArgs, ResolveArgs, Revisions};
use crate::failure::{Failure, Outcome};
use crate::style::{ColorChoice, Style};

/// `urispec check --revision R [--rule RULE] --format json INPUT`: the CLI's JSON
/// document.
pub fn check_json(revisions: Revisions, rule: Option<&str>, input: &str) -> Result<Value, String> {
    let args = CheckArgs {
        revision: revisions,
        rule: rule.map(str::to_owned),
        format: Format::Json,
        quiet: false,
        count: false,
        only: None,
        input: no_files(),
        inputs: vec![input.into()],
    };
    run_json(|out| crate::check::run(&args, plain(), out))
}

/// `urispec parse --revision R --format json INPUT`: the CLI's JSON document.
pub fn parse_json(revisions: Revisions, input: &str) -> Result<Value, String> {
    let args = ParseArgs {
        revision: revisions,
        format: Format::Json,
        input: no_files(),
        inputs: vec![input.into()],
    };
    run_json(|out| crate::parse::run(&args, plain(), out))
}

/// `urispec resolve --revision R --format json BASE REFERENCE`: the CLI's JSON
/// document.
pub fn resolve_json(revisions: Revisions, base: &str, reference: &str) -> Result<Value, String> {
    let args = ResolveArgs {
        revision: revisions,
        compat: false,
        remove_dot_dot: false,
        strict: false,
        format: Format::Json,
        input: no_files(),
        base: base.into(),
        references: vec![reference.into()],
    };
    run_json(|out| crate::resolve::run(&args, out))
}

/// `urispec compare --format json [--base BASE] [--with whatwg] INPUT`: the CLI's
/// JSON document.
pub fn compare_json(input: &str, base: Option<&str>, whatwg: bool) -> Result<Value, String> {
    let args = CompareArgs {
        base: base.map(str::to_owned),
        with: whatwg.then_some(crate::args::OtherParser::Whatwg),
        differ: Vec::new(),
        format: Format::Json,
        input: no_files(),
        inputs: vec![input.into()],
    };
    run_json(|out| crate::compare::run(&args, plain(), out))
}

/// Inputs from the query string only, never from files.
fn no_files() -> InputArgs {
    InputArgs { from: Vec::new() }
}

/// No colour: the JSON carries no escapes.
fn plain() -> Style {
    Style::new(ColorChoice::Never)
}

/// Runs a command into a buffer and reads its one JSON document back. The
/// command's verdict (valid or not) is in the document; only a usage error is an
/// `Err`.
fn run_json(command: impl FnOnce(&mut Vec<u8>) -> Outcome) -> Result<Value, String> {
    let mut out = Vec::new();
    command(&mut out).map_err(|e| match e {
        Failure::Message(message) => message,
        Failure::Output(e) => e.to_string(),
    })?;
    serde_json::from_slice(&out).map_err(|e| format!("the command's JSON: {e}"))
}

/// `revision`: an id, an alias, or `all`.
fn revisions(params: &Params) -> Result<Revisions, ApiError> {
    params.required("revision")?.parse().map_err(ApiError::bad)
}

/// The answer: the CLI's JSON document, or a 400 with the command's message.
fn answer(document: Result<Value, String>) -> Response {
    match document {
        Ok(document) => Json(document).into_response(),
        Err(message) => ApiError::bad(message).into_response(),
    }
}

/// `GET /api/check?revision=R&input=I[&rule=RULE]`.
pub async fn check(RawQuery(query): RawQuery) -> Response {
    let run = move || -> Result<Response, ApiError> {
        let params = Params::parse(query.as_deref(), &["revision", "input", "rule"])?;
        Ok(answer(check_json(
            revisions(&params)?,
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
        Ok(answer(parse_json(
            revisions(&params)?,
            params.required("input")?,
        )))
    };
    off_runtime(run).await
}

/// `GET /api/resolve?revision=R&base=B&input=REFERENCE`.
pub async fn resolve(RawQuery(query): RawQuery) -> Response {
    let run = move || -> Result<Response, ApiError> {
        let params = Params::parse(query.as_deref(), &["revision", "base", "input"])?;
        Ok(answer(resolve_json(
            revisions(&params)?,
            params.required("base")?,
            params.required("input")?,
        )))
    };
    off_runtime(run).await
}

/// `GET /api/compare?input=I[&base=B][&with=whatwg]` (every revision, as the CLI;
/// `revision` is accepted only as `all`; `with=whatwg` adds the Standard's answer).
pub async fn compare(RawQuery(query): RawQuery) -> Response {
    let run = move || -> Result<Response, ApiError> {
        let params = Params::parse(query.as_deref(), &["revision", "base", "input", "with"])?;
        if let Some(r) = params.get("revision").filter(|r| *r != "all") {
            return Err(ApiError::bad(format!(
                "compare shows every revision; revision must be \"all\", not {r:?}"
            )));
        }
        if let Some(w) = params.get("with").filter(|w| *w != "whatwg") {
            return Err(ApiError::bad(format!(
                "with names a parser beside the documents: \"whatwg\", not {w:?}"
            )));
        }
        Ok(answer(compare_json(
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
        let mut rules = serde_json::Map::new();
        let mut sections = serde_json::Map::new();
        for def in revision.bnf().rules() {
            if let Some(p) = crate::book::prose::section(revision, &def.section) {
                rules.insert(def.name.clone(), Value::from(def.section.clone()));
                sections.insert(
                    p.section.clone(),
                    serde_json::json!({"title": p.title, "text": p.text, "source": p.source}),
                );
            }
        }
        Ok(Json(
            serde_json::json!({"revision": revision.id(), "rules": rules, "sections": sections}),
        )
        .into_response())
    };
    off_runtime(run).await
}

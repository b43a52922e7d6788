//! The playground page and its script.

use askama::Template;
use axum::extract::RawQuery;
use axum::http::{StatusCode, header};
use axum::response::{Html, IntoResponse, Response};

use super::query::Params;
use crate::book::Nav;
use crate::book::live::{PLAY_SCRIPT, PlayPage};

/// The fields a permalink carries.
const FIELDS: [&str; 5] = ["input", "base", "rule", "revisions", "whatwg"];

/// `GET /play[?input=…&base=…&rule=…&revisions=id,id&whatwg=1]`.
pub async fn page(RawQuery(query): RawQuery) -> Response {
    let (params, notice) = match Params::parse(query.as_deref(), &FIELDS) {
        Ok(p) => (p, None),
        Err(e) => (Params::default(), Some(e.message)),
    };
    let text = |name: &str| params.get(name).unwrap_or_default().to_owned();
    let shown: Option<Vec<urispec::Revision>> = params
        .get("revisions")
        .map(|list| list.split(',').filter_map(|id| id.parse().ok()).collect());
    let page = PlayPage {
        nav: Nav::new(),
        input: text("input"),
        base: text("base"),
        rule: text("rule"),
        revisions: urispec::Revision::ALL
            .into_iter()
            .map(|r| (r.id(), shown.as_ref().is_none_or(|s| s.contains(&r))))
            .collect(),
        whatwg: params.get("whatwg").is_some_and(|w| w == "1"),
        notice,
    };
    match page.render() {
        Ok(html) => Html(html).into_response(),
        Err(e) => (StatusCode::INTERNAL_SERVER_ERROR, e.to_string()).into_response(),
    }
}

/// `GET /play.js`.
pub async fn script() -> Response {
    (
        [(header::CONTENT_TYPE, "text/javascript; charset=utf-8")],
        PLAY_SCRIPT,
    )
        .into_response()
}

//! The playground page and its script.

use askama::Template;
use axum::extract::RawQuery;
use axum::http::{StatusCode, header};
use axum::response::{Html, IntoResponse, Response};

use super::query::Params;
use crate::book::Nav;

/// The playground's script: it asks the API as the user types.
const SCRIPT: &str = include_str!("../../assets/play.js");

/// The playground page, opened on `input` and `base`.
#[derive(Template)]
#[template(path = "play.html")]
struct PlayPage {
    nav: Nav,
    input: String,
    base: String,
    /// Why the query string was not used, if it was not.
    notice: Option<String>,
}

/// `GET /play[?input=…&base=…]`.
pub async fn page(RawQuery(query): RawQuery) -> Response {
    let (input, base, notice) = match Params::parse(query.as_deref(), &["input", "base"]) {
        Ok(p) => (
            p.get("input").unwrap_or_default().to_owned(),
            p.get("base").unwrap_or_default().to_owned(),
            None,
        ),
        Err(e) => (String::new(), String::new(), Some(e.message)),
    };
    let page = PlayPage {
        nav: Nav::new(),
        input,
        base,
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
        SCRIPT,
    )
        .into_response()
}

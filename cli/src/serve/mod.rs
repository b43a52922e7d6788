//! `urispec serve`: the book and the playground over HTTP (axum on tokio), on
//! 127.0.0.1 unless another address is asked for.
//!
//! Routes: `/` and `/<page>` the book (generated once, in the background, at
//! start), `/play` the playground (`/play?input=…&base=…` opens it on that input),
//! `/play.js` its script, `/api/{check,parse,resolve,compare,prose}` the JSON API
//! ([`api`]).

mod api;
mod error;
mod listen;
mod offload;
mod play;
mod query;

pub use error::ApiError;
pub use query::{MAX_INPUT_BYTES, Params};

use std::collections::HashMap;
use std::io::Write;
use std::net::SocketAddr;
use std::sync::OnceLock;

use axum::Router;
use axum::extract::Path;
use axum::http::{StatusCode, header};
use axum::response::{IntoResponse, Response};
use axum::routing::get;

use crate::args::ServeArgs;
use crate::book::{self, Page};
use crate::failure::Outcome;

/// The book, rendered once.
static BOOK: OnceLock<Result<HashMap<String, Page>, String>> = OnceLock::new();

/// Renders the book (the first caller does; the others wait for it).
fn the_book() -> &'static Result<HashMap<String, Page>, String> {
    BOOK.get_or_init(|| {
        book::pages()
            .map(|pages| pages.into_iter().map(|p| (p.path.clone(), p)).collect())
            .map_err(|e| format!("rendering the book: {e}"))
    })
}

/// Runs `serve` until interrupted (Ctrl-C).
pub fn run(args: &ServeArgs, out: &mut impl Write) -> Outcome {
    let runtime = tokio::runtime::Builder::new_current_thread()
        .enable_all()
        .build()
        .map_err(|e| format!("starting the server: {e}"))?;
    let served = runtime.block_on(serve(args, out));
    // The work still running on the blocking pool is dropped, not waited for.
    runtime.shutdown_timeout(std::time::Duration::from_millis(100));
    Ok(served?)
}

/// The routes.
fn app() -> Router {
    Router::new()
        .route("/", get(|| file("index.html".to_owned())))
        .route("/play", get(play::page))
        .route("/play.js", get(play::script))
        .route("/api/check", get(api::check))
        .route("/api/parse", get(api::parse))
        .route("/api/resolve", get(api::resolve))
        .route("/api/compare", get(api::compare))
        .route("/api/prose", get(api::prose))
        .route("/{file}", get(|Path(name): Path<String>| file(name)))
        .fallback(|| async { not_found() })
        .method_not_allowed_fallback(|| async { method_not_allowed() })
}

/// Binds, says where, and serves.
async fn serve(args: &ServeArgs, out: &mut impl Write) -> Result<bool, String> {
    let limits = listen::Limits::new(args)?;
    let addr = SocketAddr::new(args.address, args.port);
    if !args.address.is_loopback() {
        eprintln!(
            "urispec: warning: {} is not a loopback address: every host that can reach this one can use the server",
            args.address
        );
    }
    let listener = tokio::net::TcpListener::bind(addr)
        .await
        .map_err(|e| format!("binding {addr}: {e}"))?;
    let local = listener.local_addr().map_err(|e| e.to_string())?;
    std::thread::spawn(the_book);
    let url = format!("http://{local}/");
    writeln!(
        out,
        "serving the book at {url} and the playground at {url}play (Ctrl-C stops)"
    )
    .and_then(|()| out.flush())
    .map_err(|e| e.to_string())?;
    if args.open {
        open(&format!("{url}play"));
    }
    listen::serve(listener, app(), &limits).await;
    Ok(true)
}

/// Opens `url` in the desktop's browser; says so when it cannot.
fn open(url: &str) {
    if let Err(e) = std::process::Command::new("xdg-open").arg(url).spawn() {
        eprintln!("urispec: could not open a browser ({e}); open {url}");
    }
}

/// A file of the book.
async fn file(name: String) -> Response {
    let Ok(pages) = tokio::task::spawn_blocking(the_book).await else {
        return (
            StatusCode::INTERNAL_SERVER_ERROR,
            "the book failed to render",
        )
            .into_response();
    };
    match pages {
        Err(message) => (StatusCode::INTERNAL_SERVER_ERROR, message.clone()).into_response(),
        Ok(pages) => match pages.get(&name) {
            None => not_found(),
            Some(page) => {
                let kind = match std::path::Path::new(&name)
                    .extension()
                    .and_then(|e| e.to_str())
                {
                    Some("css") => "text/css; charset=utf-8",
                    Some("js") => "text/javascript; charset=utf-8",
                    Some("wasm") => "application/wasm",
                    _ => "text/html; charset=utf-8",
                };
                ([(header::CONTENT_TYPE, kind)], page.body.clone()).into_response()
            }
        },
    }
}

/// 404, as every error of the server: `{"error": message}`.
fn not_found() -> Response {
    error::ApiError {
        status: 404,
        message: "no such page: the book starts at /, the playground is at /play".to_owned(),
    }
    .into_response()
}

/// 405 (a method other than GET on a route), as `{"error": message}`.
fn method_not_allowed() -> Response {
    error::ApiError {
        status: 405,
        message: "method not allowed: the book, the playground and the API answer GET only"
            .to_owned(),
    }
    .into_response()
}

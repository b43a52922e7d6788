//! The API's work runs on tokio's blocking pool, off the thread that accepts and
//! reads requests: a cheap request is answered while expensive ones run.

use axum::response::{IntoResponse, Response};

use super::error::ApiError;

/// Runs `work` on the blocking pool and answers its response, or its error.
pub async fn off_runtime(
    work: impl FnOnce() -> Result<Response, ApiError> + Send + 'static,
) -> Response {
    match tokio::task::spawn_blocking(work).await {
        Ok(answer) => answer.unwrap_or_else(IntoResponse::into_response),
        Err(e) => ApiError {
            status: 500,
            message: format!("the request failed: {e}"),
        }
        .into_response(),
    }
}

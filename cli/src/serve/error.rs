//! The API's errors: a 4xx status and a JSON body `{"error": message}`.

use axum::Json;
use axum::http::StatusCode;
use axum::response::{IntoResponse, Response};

/// A request the API refuses.
#[derive(Debug)]
pub struct ApiError {
    /// The HTTP status (400, 404, 405 or 413).
    pub status: u16,
    /// What was wrong, for a person.
    pub message: String,
}

impl ApiError {
    /// 400 Bad Request.
    pub fn bad(message: String) -> Self {
        Self {
            status: 400,
            message,
        }
    }

    /// 413 Content Too Large.
    pub fn too_large(message: String) -> Self {
        Self {
            status: 413,
            message,
        }
    }
}

impl IntoResponse for ApiError {
    fn into_response(self) -> Response {
        let status = StatusCode::from_u16(self.status).unwrap_or(StatusCode::BAD_REQUEST);
        (status, Json(serde_json::json!({ "error": self.message }))).into_response()
    }
}

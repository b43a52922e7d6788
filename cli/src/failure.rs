//! Why a command stopped early: a message for the user (exit 2), or standard output
//! gone (a closed pipe ends the program quietly with status 0).

/// A command's failure.
#[derive(Debug)]
pub enum Failure {
    /// A usage or input error, shown as `urispec: MESSAGE` (exit 2).
    Message(String),
    /// Writing to standard output failed.
    Output(std::io::Error),
}

impl From<std::io::Error> for Failure {
    fn from(e: std::io::Error) -> Self {
        Self::Output(e)
    }
}

impl From<serde_json::Error> for Failure {
    fn from(e: serde_json::Error) -> Self {
        Self::Output(e.into())
    }
}

impl From<String> for Failure {
    fn from(message: String) -> Self {
        Self::Message(message)
    }
}

/// What a command returns: whether every answer was positive (exit 0) or not (exit 1).
pub type Outcome = Result<bool, Failure>;

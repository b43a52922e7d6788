//! A line over `--max-line-bytes` in a command's output: one record where its answer
//! would be (text or JSON), the run going on (exit status 2 at the end).

use std::io::Write;

use crate::contract::{Echo, Error, OverLimitRecord};
use crate::failure::Failure;
use crate::input::{OverLimit, Unread};
use crate::output::emit::Emitter;
use crate::output::escape;
use crate::output::style::Style;

impl<W: Write> Emitter<'_, W> {
    /// The input `item` gives; `None` for a line over the limit, whose record is
    /// written instead.
    ///
    /// # Errors
    /// The input could not be read, or writing failed.
    pub fn input(
        &mut self,
        item: Result<Vec<u8>, Unread>,
        style: Style,
    ) -> Result<Option<Vec<u8>>, Failure> {
        match item {
            Ok(input) => Ok(Some(input)),
            Err(Unread::Failed(message)) => Err(Failure::Message(message)),
            Err(Unread::OverLimit(over)) => {
                self.record(|| record(&over), || text(&over, style))?;
                Ok(None)
            }
        }
    }
}

/// The JSON record of a line over the limit.
pub fn record(over: &OverLimit) -> OverLimitRecord {
    let echo = Echo::new(&over.start);
    OverLimitRecord {
        input_start: echo.input,
        input_start_hex: echo.input_hex,
        input_truncated: true,
        source: over.source.clone(),
        line: over.line,
        length: over.length,
        limit: over.limit as u64,
        error: Error::message(over.message()),
    }
}

/// `too long  standard input, line 2: 28 bytes, over --max-line-bytes (10): not
/// read; it begins "http://aaa"` (the first bytes escaped as every echo is).
pub fn text(over: &OverLimit, style: Style) -> String {
    format!(
        "{}  {}; it begins \"{}\"\n",
        style.bad("too long"),
        over.message(),
        escape::escape(&over.start)
    )
}

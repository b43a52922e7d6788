//! What the fuzz targets (`fuzz/fuzz_targets/`) reach of the command: the text
//! escaper every command shows inputs with, the bounded line reader of `--from`
//! and standard input, the query-string parser of `serve`'s API, and the WHATWG
//! parser's view of `compare --with whatwg` (the C++ boundary). Re-exports only:
//! the command runs this very code.

pub use crate::contract::whatwg::{Fields, Shape, Whatwg};
pub use crate::input::strip_line_ending;
pub use crate::line_limit::{Line, read_line, set_max_line_bytes};
pub use crate::output::escape::{escape, width};
pub use crate::serve::{ApiError, MAX_INPUT_BYTES, Params};

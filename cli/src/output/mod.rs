//! Text for readers: the emitter of records in every format, escaping of inputs
//! and carets under them, colours, and character-class labels; JSON strings written
//! by hand for the batch.

pub mod emit;
pub mod escape;
pub mod json;
pub mod labels;
pub mod outline;
pub mod over_limit;
pub mod passes;
pub mod stream;
pub mod style;

//! One module per subcommand: each reads its arguments, asks the library and the
//! contract's builders, and writes through [`crate::output`]. No command imports
//! another.

pub mod check;
pub mod compare;
pub mod completions;
pub mod convert;
pub mod diff;
pub mod encode;
pub mod equivalent;
pub mod extract;
pub mod grammar;
pub mod man;
pub mod normalize;
pub mod parse;
pub mod resolve;
pub mod schema;
pub mod tree;
pub mod vectors;

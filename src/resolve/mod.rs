//! Resolving a reference against a base, as each document's algorithm says.
#![warn(missing_docs)]

mod split;

pub use split::{Components, Url00Components, split, split_url00};

//! The command's integration tests, one binary (`autotests = false` in Cargo.toml):
//! a module per concern, the shared helpers (`common`) compiled once.

mod common;

mod book;
mod browser;
mod cli;
mod conformance;
mod diff;
mod extract;
mod json;
mod limits;
mod progress;
mod prose;
mod readme;
mod serve;
mod vectors;
mod whatwg;

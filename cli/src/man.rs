//! `urispec man`: the manual page, generated from the command line's definition.

use std::io::Write;

use clap::CommandFactory as _;

use crate::args::Cli;
use crate::failure::Outcome;

/// Writes the roff manual page of `urispec` (its subcommands listed).
pub fn run(out: &mut impl Write) -> Outcome {
    clap_mangen::Man::new(Cli::command()).render(out)?;
    Ok(true)
}

//! The `urispec` command. Exit codes: 0 accepted, 1 rejected by the grammar,
//! 2 usage or I/O error; a closed standard output ends the run quietly with 0.

mod args;
mod book;
mod check;
mod compare;
mod completions;
mod contract;
mod contract_equiv;
mod convert;
mod diff;
mod differ;
mod emit;
mod encode;
mod equivalent;
mod failure;
mod grammar;
mod input;
mod labels;
mod line_limit;
mod man;
mod normalize;
mod parse;
mod report;
mod resolve;
mod schema;
mod serve;
mod style;
mod tree;
mod whatwg;

use std::io::{BufWriter, Write as _};
use std::process::ExitCode;

use clap::Parser as _;

use crate::failure::{Failure, Outcome};

fn main() -> ExitCode {
    let cli = args::Cli::parse();
    let mut out = BufWriter::with_capacity(64 * 1024, std::io::stdout().lock());
    let style = style::Style::new(cli.color);
    line_limit::set_max_line_bytes(cli.max_line_bytes);
    let result = run(&cli, style, &mut out);
    let result = result.and_then(|ok| out.flush().map(|()| ok).map_err(Failure::from));
    match result {
        Ok(_) if line_limit::skipped_any() => ExitCode::from(2),
        Ok(true) => ExitCode::SUCCESS,
        Ok(false) => ExitCode::from(1),
        Err(Failure::Output(e)) if e.kind() == std::io::ErrorKind::BrokenPipe => ExitCode::SUCCESS,
        Err(Failure::Output(e)) => {
            eprintln!("urispec: writing standard output: {e}");
            ExitCode::from(2)
        }
        Err(Failure::Message(message)) => {
            eprintln!("urispec: {message}");
            ExitCode::from(2)
        }
    }
}

/// Runs the subcommand asked.
fn run(cli: &args::Cli, style: style::Style, out: &mut impl std::io::Write) -> Outcome {
    match &cli.command {
        args::Command::Check(a) => check::run(a, style, out),
        args::Command::Parse(a) => parse::run(a, style, out),
        args::Command::Resolve(a) => resolve::run(a, out),
        args::Command::Tree(a) => tree::run(a, style, out),
        args::Command::Compare(a) => compare::run(a, style, out),
        args::Command::Grammar(a) => grammar::run(a, out),
        args::Command::Completions(a) => completions::run(a, out),
        args::Command::Diff(a) => diff::run(a, out),
        args::Command::Book(a) => Ok(book::run(a, out)?),
        args::Command::Serve(a) => Ok(serve::run(a, out)?),
        args::Command::Man(a) => man::run(a, out),
        args::Command::Schema(a) => schema::run(a, out),
        args::Command::Equivalent(a) => equivalent::run(a, style, out),
        args::Command::Normalize(a) => normalize::run(a, style, out),
        args::Command::Encode(a) => encode::run_encode(a, style, out),
        args::Command::Decode(a) => encode::run_decode(a, style, out),
        args::Command::Convert(a) => convert::run(a, style, out),
    }
}

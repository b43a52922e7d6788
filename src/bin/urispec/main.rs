//! The `urispec` command. Exit codes: 0 accepted, 1 rejected by the grammar,
//! 2 usage or I/O error.

mod args;
mod check;
mod compare;
mod completions;
mod diff;
mod encode;
mod equivalent;
mod grammar;
mod input;
mod normalize;
mod parse;
mod records;
mod report;
mod resolve;
mod style;
mod tree;

use std::process::ExitCode;

use clap::Parser as _;

fn main() -> ExitCode {
    let cli = args::Cli::parse();
    let mut out = std::io::stdout().lock();
    let style = style::Style::new(cli.color);
    let result = match &cli.command {
        args::Command::Check(a) => check::run(a, style, &mut out),
        args::Command::Parse(a) => parse::run(a, style, &mut out),
        args::Command::Resolve(a) => resolve::run(a, &mut out),
        args::Command::Tree(a) => tree::run(a, style, &mut out),
        args::Command::Compare(a) => compare::run(a, style, &mut out),
        args::Command::Grammar(a) => grammar::run(a, &mut out),
        args::Command::Completions(a) => completions::run(a, &mut out),
        args::Command::Diff(a) => diff::run(a, &mut out),
        args::Command::Equivalent(a) => equivalent::run(a, style, &mut out),
        args::Command::Normalize(a) => normalize::run(a, style, &mut out),
        args::Command::Encode(a) => encode::run_encode(a, &mut out),
        args::Command::Decode(a) => encode::run_decode(a, style, &mut out),
    };
    match result {
        Ok(true) => ExitCode::SUCCESS,
        Ok(false) => ExitCode::from(1),
        Err(message) => {
            eprintln!("urispec: {message}");
            ExitCode::from(2)
        }
    }
}

//! The `urispec` command, as a library: [`main`] is the command (`src/main.rs` calls
//! it), and [`fuzzing`] the pieces the fuzz targets (`fuzz/`) reach. Exit codes: 0
//! accepted, 1 rejected by the grammar, 2 usage or I/O error; a closed standard
//! output ends the run quietly with 0.

// Its callers are the binary and the fuzz targets, not users of an API.
#![allow(clippy::must_use_candidate)]

// Without the `native` feature (the WebAssembly package's build) only the JSON
// contract is compiled, and public: `contract`, with the tree's character labels
// (`output::labels`) and the documents' prose (`book::prose`) it needs.
#[cfg(feature = "native")]
mod args;
#[cfg(feature = "native")]
mod book;
#[cfg(feature = "native")]
mod commands;
#[cfg(feature = "native")]
mod contract;
#[cfg(feature = "native")]
mod failure;
#[cfg(feature = "native")]
pub mod fuzzing;
#[cfg(feature = "native")]
mod input;
#[cfg(feature = "native")]
mod line_limit;
#[cfg(feature = "native")]
mod output;
#[cfg(feature = "native")]
mod progress;
#[cfg(feature = "native")]
mod serve;

#[cfg(not(feature = "native"))]
pub mod contract;
/// The documents' prose (`book::prose` of the command).
#[cfg(not(feature = "native"))]
pub mod book {
    pub mod prose;
}
/// The tree's character labels and the batch's JSON strings (`output::labels` and
/// `output::json` of the command).
#[cfg(not(feature = "native"))]
pub mod output {
    pub mod json;
    pub mod labels;
}

#[cfg(feature = "native")]
use std::io::{BufWriter, Write as _};
#[cfg(feature = "native")]
use std::process::ExitCode;

#[cfg(feature = "native")]
use clap::Parser as _;

#[cfg(feature = "native")]
use crate::failure::{Failure, Outcome};

/// The command: reads its arguments, runs the subcommand asked, and says how it went.
#[cfg(feature = "native")]
pub fn main() -> ExitCode {
    let cli = args::Cli::parse();
    let quiet = matches!(&cli.command, args::Command::Check(a) if a.quiet);
    progress::allow(!cli.no_progress && !quiet);
    let stdout = progress::Stdout(std::io::stdout().lock());
    let mut out = BufWriter::with_capacity(64 * 1024, stdout);
    let style = output::style::Style::new(cli.color);
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
#[cfg(feature = "native")]
fn run(cli: &args::Cli, style: output::style::Style, out: &mut impl std::io::Write) -> Outcome {
    match &cli.command {
        args::Command::Check(a) => commands::check::run(a, style, out),
        args::Command::Parse(a) => commands::parse::run(a, style, out),
        args::Command::Resolve(a) => commands::resolve::run(a, style, out),
        args::Command::Tree(a) => commands::tree::run(a, style, out),
        args::Command::Compare(a) => commands::compare::run(a, style, out),
        args::Command::Grammar(a) => commands::grammar::run(a, out),
        args::Command::Completions(a) => commands::completions::run(a, out),
        args::Command::Diff(a) => commands::diff::run(a, out),
        args::Command::Book(a) => book::run(a, out),
        args::Command::Serve(a) => serve::run(a, out),
        args::Command::Man(a) => commands::man::run(a, out),
        args::Command::Schema(a) => commands::schema::run(a, out),
        args::Command::Equivalent(a) => commands::equivalent::run(a, style, out),
        args::Command::Normalize(a) => commands::normalize::run(a, style, out),
        args::Command::Encode(a) => commands::encode::run_encode(a, style, out),
        args::Command::Decode(a) => commands::encode::run_decode(a, style, out),
        args::Command::Convert(a) => commands::convert::run(a, style, out),
        args::Command::Vectors(a) => commands::vectors::run(a, out),
        args::Command::Extract(a) => commands::extract::run(a, style, out),
    }
}

#[cfg(test)]
mod tests {
    /// The source of every file of a folder of `cli/src`.
    fn sources(folder: &str) -> Vec<(String, String)> {
        let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR"))
            .join("src")
            .join(folder);
        let mut files: Vec<(String, String)> = std::fs::read_dir(&dir)
            .unwrap_or_else(|e| panic!("{}: {e}", dir.display()))
            .map(|entry| entry.expect("a readable folder").path())
            .filter(|path| path.extension().is_some_and(|e| e == "rs"))
            .map(|path| {
                let text = std::fs::read_to_string(&path).expect("a readable file");
                (path.display().to_string(), text)
            })
            .collect();
        files.sort();
        files
    }

    /// Imports point down: `args/`, `contract/`, `output/` and `serve/` use no
    /// command (the server calls the records the commands call), and no command
    /// uses another.
    #[test]
    fn no_layer_below_the_commands_imports_one() {
        for folder in ["args", "contract", "output", "serve", "book", "commands"] {
            let files = sources(folder);
            assert!(!files.is_empty(), "{folder}: no sources");
            for (path, text) in files {
                assert!(
                    !text.contains("crate::commands") && !text.contains("super::commands"),
                    "{path} imports a command"
                );
            }
        }
    }
}

//! The `urispec` command; the command itself is the library's (`src/lib.rs`).

fn main() -> std::process::ExitCode {
    urispec_cli::main()
}

//! The arguments of `urispec extract`.

use clap::{ValueEnum, ValueHint};

use super::shared::{Format, Revisions, revision_ids};

/// Arguments of `urispec extract`.
#[derive(Debug, clap::Args)]
pub struct ExtractArgs {
    #[arg(long, short, required = true, help = concat!("Revision: an id or alias (", revision_ids!(), ") or `all` (each revision's reading, side by side where they differ); a comma-separated list or the option repeated asks several"))]
    pub revision: Vec<Revisions>,
    /// URIs without a wrapper: `trim` (the longest match, then trailing sentence
    /// punctuation and unbalanced `)` `]` trimmed, each trim reported), `strict` (the
    /// longest match), `off` (wrapped URIs only).
    #[arg(long, value_enum, default_value_t = BareArg::Trim)]
    pub bare: BareArg,
    /// Output format.
    #[arg(long, value_enum, default_value_t = Format::Text)]
    pub format: Format,
    /// Read the text of FILE (`-` is standard input); repeatable. Without it, standard
    /// input is read. The text is read as a stream, not as lines: a URI may span lines.
    #[arg(long, value_name = "FILE", value_hint = ValueHint::FilePath)]
    pub from: Vec<String>,
}

/// `--bare`, as the command line names it.
#[derive(Debug, Clone, Copy, PartialEq, Eq, ValueEnum)]
pub enum BareArg {
    /// The longest match, trailing punctuation and unbalanced closers trimmed.
    Trim,
    /// The longest match the grammar accepts.
    Strict,
    /// Wrapped URIs only.
    Off,
}

impl From<BareArg> for urispec::extract::Bare {
    fn from(bare: BareArg) -> Self {
        match bare {
            BareArg::Trim => Self::Trim,
            BareArg::Strict => Self::Strict,
            BareArg::Off => Self::Off,
        }
    }
}

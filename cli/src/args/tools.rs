//! The arguments of the commands about the documents and the program itself:
//! `grammar`, `diff`, `schema`, `man`, `completions`, `book`, `serve`.

use clap::ValueHint;
use urispec::Revision;

use super::shared::{DocFormat, revision_ids};

/// Arguments of `urispec grammar`.
#[derive(Debug, clap::Args)]
pub struct GrammarArgs {
    #[arg(long, short, help = concat!("Revision: an id or alias (", revision_ids!(), ")"))]
    pub revision: Revision,
    /// The rule, by the document's name or its pest spelling (`net-path`,
    /// `net_path`); without it, every rule of the document.
    #[arg(value_hint = ValueHint::Other)]
    pub rule: Option<String>,
    /// List the rules RULE refers to directly, in order of first use.
    #[arg(long, requires = "rule")]
    pub uses: bool,
    /// List the rules that refer to RULE directly, in the document's order.
    #[arg(long, requires = "rule")]
    pub used_by: bool,
    /// Output format (in JSON, `uses` and `used_by` are present when asked for).
    #[arg(long, value_enum, default_value_t = DocFormat::Text)]
    pub format: DocFormat,
}

/// Arguments of `urispec diff`.
#[derive(Debug, clap::Args)]
pub struct DiffArgs {
    /// The revision to compare from: an id or alias (rfc1738, url-00, rfc2396, bis-00, …).
    #[arg(value_hint = ValueHint::Other)]
    pub from: Revision,
    /// The revision to compare to.
    #[arg(value_hint = ValueHint::Other)]
    pub to: Revision,
    /// For each changed rule, search for inputs one side accepts and the other rejects.
    #[arg(long)]
    pub witnesses: bool,
    /// How many candidate inputs the search tests per changed rule (at least 1).
    #[arg(
        long,
        default_value_t = urispec::diff::DEFAULT_TRIES,
        requires = "witnesses",
        value_parser = clap::builder::RangedU64ValueParser::<usize>::new().range(1..)
    )]
    pub tries: usize,
    /// Exit 1 when the two grammars differ (like `git diff --exit-code`).
    #[arg(long)]
    pub exit_code: bool,
    /// Output format.
    #[arg(long, value_enum, default_value_t = DocFormat::Text)]
    pub format: DocFormat,
}

/// Arguments of `urispec schema`.
#[derive(Debug, clap::Args)]
pub struct SchemaArgs {
    /// The output described.
    #[arg(value_parser = clap::builder::PossibleValuesParser::new(crate::contract::SCHEMAS))]
    pub output: String,
}

/// Arguments of `urispec man`.
#[derive(Debug, clap::Args)]
pub struct ManArgs {
    /// A subcommand whose page to print (`check`, `resolve`, …); without it, the
    /// page of `urispec` itself.
    pub command: Option<String>,
}

/// Arguments of `urispec completions`.
#[derive(Debug, clap::Args)]
pub struct CompletionsArgs {
    /// The shell to write completions for.
    #[arg(value_enum)]
    pub shell: clap_complete::Shell,
}

/// Arguments of `urispec book`.
#[derive(Debug, clap::Args)]
pub struct BookArgs {
    /// The folder to write the book into (created if missing; files are overwritten).
    #[arg(long)]
    pub out: std::path::PathBuf,
}

/// Arguments of `urispec serve`.
#[derive(Debug, clap::Args)]
pub struct ServeArgs {
    /// The port (0: any free port, printed at start).
    #[arg(long, default_value_t = 7878)]
    pub port: u16,
    /// The address to listen on; other than the loopback only when asked.
    #[arg(long, default_value = "127.0.0.1")]
    pub address: std::net::IpAddr,
    /// Open the playground in the desktop's browser.
    #[arg(long)]
    pub open: bool,
    /// Close a connection that has not sent a whole request head within SECONDS
    /// (an idle keep-alive connection included).
    #[arg(long, value_name = "SECONDS", default_value_t = 10.0)]
    pub header_timeout: f64,
    /// Serve at most N connections at a time; the others wait their turn.
    #[arg(long, value_name = "N", default_value_t = 128)]
    pub max_connections: usize,
}

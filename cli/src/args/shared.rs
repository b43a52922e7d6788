//! The argument groups and values several commands share: where inputs come from,
//! the revisions asked, the output formats, the normalization level, colours.

use clap::ValueEnum;
use urispec::Revision;
use urispec::equiv::{Level, NormalizeOptions};

/// Every revision id and alias `--revision` accepts, written once for the help of
/// every command that lists them.
macro_rules! revision_ids {
    () => {
        "rfc1738, 1738, rfc1808, 1808, draft-fielding-uri-url-00, url-00, 1808-draft, \
         rfc2396, 2396, rfc2732, 2732, rfc2396+2732, draft-fielding-uri-rfc2396bis-00, \
         2396bis, bis-00, rfc3986, 3986, std66, rfc3987, 3987, iri, \
         rfc6874, 6874, rfc3986+6874, whatwg, url-standard, valid-url-string; any case"
    };
}
pub(crate) use revision_ids;

/// Where a multi-input command reads its inputs.
#[derive(Debug, clap::Args)]
pub struct InputArgs {
    /// Read inputs from FILE, one per line (`\n` or `\r\n` endings are not part of
    /// the input); `-` is standard input; repeatable. Without INPUT or `--from`,
    /// standard input is read.
    #[arg(long, value_name = "FILE", value_hint = clap::ValueHint::FilePath)]
    pub from: Vec<String>,
}

/// The revisions one `--revision` value names: an id or alias, `all`, or a
/// comma-separated list of them (`3986,3987`), in the user's order, each once.
#[derive(Debug, Clone)]
pub struct Revisions(pub Vec<Revision>);

impl Revisions {
    /// The revisions of every `--revision` given (the option is repeatable), in the
    /// order given, each once.
    pub fn merge(given: &[Self]) -> Vec<Revision> {
        let mut list = Vec::new();
        for revision in given.iter().flat_map(|r| &r.0) {
            if !list.contains(revision) {
                list.push(*revision);
            }
        }
        list
    }
}

impl std::str::FromStr for Revisions {
    type Err = String;

    fn from_str(s: &str) -> Result<Self, Self::Err> {
        crate::contract::revision_list(s).map(Self)
    }
}

/// Output formats of the commands that take inputs.
#[derive(Debug, Clone, Copy, PartialEq, Eq, ValueEnum)]
pub enum Format {
    /// For readers (the command's help says what).
    Text,
    /// One JSON document for the whole run: `{"results": [one record per input]}`.
    Json,
    /// One JSON record per input, one per line.
    Jsonl,
}

/// Output formats of `grammar` and `diff`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, ValueEnum)]
pub enum DocFormat {
    /// For readers (the command's help says what).
    Text,
    /// One JSON object.
    Json,
}

/// How far `normalize` and `equivalent` apply the documents' rules.
#[derive(Debug, clap::Args)]
pub struct NormalizeRules {
    /// How far the rules go: `syntax` (case, escapes) or `scheme` (also default ports
    /// and the empty path, where the document states them).
    #[arg(long, value_enum, default_value_t = LevelArg::Scheme)]
    pub level: LevelArg,
    /// Where a document leaves the default port to the scheme, apply the default ports
    /// RFC 1738 §3 names (http 80, ftp 21, …).
    #[arg(long)]
    pub rfc1738_ports: bool,
}

impl NormalizeRules {
    /// The library's options.
    pub fn options(&self) -> NormalizeOptions {
        NormalizeOptions {
            level: self.level.into(),
            rfc1738_ports: self.rfc1738_ports,
        }
    }
}

/// The levels, as the command line names them.
#[derive(Debug, Clone, Copy, PartialEq, Eq, ValueEnum)]
pub enum LevelArg {
    /// Syntax-based: case of scheme, host and escapes; escaped unreserved characters.
    Syntax,
    /// Scheme-based as well: default ports, the empty path.
    Scheme,
}

impl From<LevelArg> for Level {
    fn from(level: LevelArg) -> Self {
        match level {
            LevelArg::Syntax => Self::Syntax,
            LevelArg::Scheme => Self::Scheme,
        }
    }
}

/// When to colour the output.
#[derive(Debug, Clone, Copy, PartialEq, Eq, ValueEnum)]
pub enum ColorChoice {
    /// On a terminal, unless `NO_COLOR` is set.
    Auto,
    /// Always.
    Always,
    /// Never.
    Never,
}

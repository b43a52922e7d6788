//! The command line, as clap reads it.

use clap::{Parser, Subcommand, ValueEnum};
use urispec::Revision;

use crate::style::ColorChoice;

/// Grammars of the early URL/URI specifications: validate, parse and compare.
#[derive(Debug, Parser)]
#[command(name = "urispec", version, about)]
pub struct Cli {
    /// What to do.
    #[command(subcommand)]
    pub command: Command,
    /// When to colour the output (`auto`: on a terminal, unless `NO_COLOR` is set).
    #[arg(long, global = true, value_enum, default_value_t = ColorChoice::Auto)]
    pub color: ColorChoice,
}

/// The subcommands.
#[derive(Debug, Subcommand)]
pub enum Command {
    /// Check inputs against a revision's grammar (exit 0: all valid, 1: some invalid).
    #[command(
        after_help = "Examples:\n  urispec check --revision rfc2396 'http://a/b;p?q'\n  urispec check --revision all 'http://[::1]/'\n  urispec check --revision 2396bis --rule IPv4address 1000.1.1.1\n  urispec check --revision 1738 --format jsonl < urls.txt"
    )]
    Check(CheckArgs),
    /// Parse an input into its typed tree and common view (exit codes as `check`).
    #[command(
        after_help = "Examples:\n  urispec parse --revision rfc2396 'http://a/b;p?q#f'\n  urispec parse --revision all --format json 'http://[::1]/'"
    )]
    Parse(ParseArgs),
    /// Resolve references against a base as each document defines it (exit 0: all
    /// resolved, 1: some failed).
    #[command(
        after_help = "Examples:\n  urispec resolve --revision all 'http://a/b/c/d;p?q' '?y' ';x' '#s' ''\n  urispec resolve --revision 2396 --compat 'http://a/b/c/d;p?q' http:g\n  urispec resolve --revision bis-00 --format jsonl 'http://a/b/c/d;p?q' < refs.txt"
    )]
    Resolve(ResolveArgs),
    /// Show the derivation: the parse tree as an outline of the document's rule names,
    /// with matched text and byte spans (exit codes as `check`).
    #[command(
        after_help = "Examples:\n  urispec tree --revision rfc2396 'http://a/b;p?q'\n  urispec tree --revision rfc2396 --full 'http://a/%7Euser'\n  urispec tree --revision rfc1738 'http://host/~user'   # invalid: the longest derivation, then where it stopped"
    )]
    Tree(TreeArgs),
    /// Compare the five revisions on each input: a row per revision, the components
    /// side by side, the columns where they differ marked `*` (exit 0: valid under all).
    #[command(
        after_help = "Examples:\n  urispec compare 'http://host/~user' 'HTTP://a' 'http://[::1]/' 'foo://a?b#c' 'http://a/b;p/c?q'\n  urispec compare --base 'http://a/b/c/d;p?q' '?y' ';x'\n  urispec compare --format json 'http://a/b;p?q'"
    )]
    Compare(CompareArgs),
    /// Show a document's grammar: one rule's BNF, section and pest rule, what it
    /// refers to and what refers to it, or every rule in the document's order.
    #[command(
        after_help = "Examples:\n  urispec grammar --revision rfc2396 hostname\n  urispec grammar --revision 2396bis IPv4address --uses\n  urispec grammar --revision 1738 hostport --used-by\n  urispec grammar --revision url-00 net_path --format json\n  urispec grammar --revision rfc2396"
    )]
    Grammar(GrammarArgs),
    /// Print a shell completion script to standard output.
    #[command(
        after_help = "Examples:\n  urispec completions bash > ~/.local/share/bash-completion/completions/urispec\n  urispec completions zsh > \"${fpath[1]}/_urispec\"\n  urispec completions fish > ~/.config/fish/completions/urispec.fish"
    )]
    Completions(CompletionsArgs),
    /// Compare two revisions' grammars: rules renamed, added and removed, characters
    /// that entered or left each character set, and rules whose definitions changed,
    /// all computed from the grammar/*.bnf files (exit 0; 2 on a usage error).
    #[command(
        after_help = "Examples:\n  urispec diff rfc2396 draft-fielding-uri-rfc2396bis-00\n  urispec diff 2396 bis-00 --witnesses\n  urispec diff rfc1738 url-00 --format json | jq '.moved[] | select(.char == \"~\")'\n\nA witness is an input one revision's rule accepts and the other's rejects, found by\nderiving strings from both rules and their near misses (fixed seeds: the output is\nreproducible). \"none found in N tries\" is a search result, not a proof that the\ntwo rules define the same language."
    )]
    Diff(DiffArgs),
    /// Are two references the same under each document's rules? The steps that make
    /// them so, each naming its section, or the first difference (exit 0: equivalent,
    /// 1: not, 2: error or rejected by every revision asked).
    #[command(
        after_help = "Examples:\n  urispec equivalent --revision all 'http://www.XEROX.com' 'http://www.xerox.com'\n  urispec equivalent --revision 2396 'http://a/%7e' 'http://a/~'\n  urispec equivalent --revision 2396 --rfc1738-ports 'http://a:80/' 'http://a/'\n  printf 'HTTP://a/\\thttp://a/\\n' | urispec equivalent --revision url-00 --format jsonl"
    )]
    Equivalent(crate::equivalent::EquivalentArgs),
    /// The normal form a document's rules give, the steps applied, and the rules it
    /// leaves to the scheme (exit codes as `check`).
    #[command(
        after_help = "Examples:\n  urispec normalize --revision 1738 'http://a:80'\n  urispec normalize --revision 2396 'HTTP://A/%7e%3a'\n  urispec normalize --revision all --level syntax --format json 'http://a/%41'"
    )]
    Normalize(crate::normalize::NormalizeArgs),
    /// Percent-encode text as data of one component: every character the component's
    /// rule does not accept is escaped (the accepted ones computed from the grammar).
    #[command(
        after_help = "Examples:\n  urispec encode --revision 2396 --component segment 'a b;c/~'\n  urispec encode --revision 1738 --component hsegment 'a;~'\n  urispec encode --revision bis-00 --component query --format jsonl < texts.txt"
    )]
    Encode(crate::encode::EncodeArgs),
    /// Decode `%XX` escapes (exit 0: all decoded, 1: a bad escape, shown with its offset).
    #[command(
        after_help = "Examples:\n  urispec decode 'a%20b%7e'\n  urispec decode --format jsonl 'caf%C3%A9' '%zz'"
    )]
    Decode(crate::encode::DecodeArgs),
}

/// Arguments of `urispec compare`.
#[derive(Debug, clap::Args)]
pub struct CompareArgs {
    /// Also resolve each input against this base under each revision.
    #[arg(long)]
    pub base: Option<String>,
    /// Output format.
    #[arg(long, value_enum, default_value_t = TreeFormat::Text)]
    pub format: TreeFormat,
    /// The inputs.
    #[arg(required = true)]
    pub inputs: Vec<String>,
}

/// Arguments of `urispec tree`.
#[derive(Debug, clap::Args)]
pub struct TreeArgs {
    /// Revision: an id or alias.
    #[arg(long, short)]
    pub revision: Revision,
    /// Also show each leaf's characters, in runs labelled with the document's
    /// character-class rules (folded by default).
    #[arg(long)]
    pub full: bool,
    /// Output format.
    #[arg(long, value_enum, default_value_t = TreeFormat::Text)]
    pub format: TreeFormat,
    /// The input.
    pub input: String,
}

/// Arguments of `urispec grammar`.
#[derive(Debug, clap::Args)]
pub struct GrammarArgs {
    /// Revision: an id or alias (rfc1738, 1738, draft-fielding-uri-url-00, url-00,
    /// 1808-draft, rfc2396, 2396, draft-fielding-uri-rfc2396bis-00, 2396bis, bis-00).
    #[arg(long, short)]
    pub revision: Revision,
    /// The rule, by the document's name or its pest spelling (`net-path`,
    /// `net_path`); without it, every rule of the document.
    pub rule: Option<String>,
    /// List the rules RULE refers to directly, in order of first use.
    #[arg(long, requires = "rule")]
    pub uses: bool,
    /// List the rules that refer to RULE directly, in the document's order.
    #[arg(long, requires = "rule")]
    pub used_by: bool,
    /// Output format (in JSON, `uses` and `used_by` are present when asked for).
    #[arg(long, value_enum, default_value_t = TreeFormat::Text)]
    pub format: TreeFormat,
}

/// Arguments of `urispec completions`.
#[derive(Debug, clap::Args)]
pub struct CompletionsArgs {
    /// The shell to write completions for.
    #[arg(value_enum)]
    pub shell: clap_complete::Shell,
}

/// Arguments of `urispec diff`.
#[derive(Debug, clap::Args)]
pub struct DiffArgs {
    /// The revision to compare from: an id or alias (rfc1738, url-00, rfc2396, bis-00, …).
    pub from: Revision,
    /// The revision to compare to.
    pub to: Revision,
    /// For each changed rule, search for inputs one side accepts and the other rejects.
    #[arg(long)]
    pub witnesses: bool,
    /// How many candidate inputs the search tests per changed rule.
    #[arg(long, default_value_t = urispec::diff::DEFAULT_TRIES, requires = "witnesses")]
    pub tries: usize,
    /// Output format.
    #[arg(long, value_enum, default_value_t = DiffFormat::Text)]
    pub format: DiffFormat,
}

/// Output formats of `diff`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, ValueEnum)]
pub enum DiffFormat {
    /// Sections for readers: renamed, added, removed, character sets, rules.
    Text,
    /// One JSON object, for tools.
    Json,
}

/// Arguments of `urispec resolve`.
#[derive(Debug, clap::Args)]
pub struct ResolveArgs {
    /// Revision: an id or alias, or `all` (every revision's answer, side by side).
    #[arg(long, short)]
    pub revision: Revisions,
    /// Backwards-compatible: a reference with the base's scheme is read as relative.
    #[arg(long)]
    pub compat: bool,
    /// Remove `..` segments left over above the root (RFC 2396 §5.2 step 6g).
    #[arg(long)]
    pub remove_dot_dot: bool,
    /// Output format.
    #[arg(long, value_enum, default_value_t = Format::Text)]
    pub format: Format,
    /// The base URI.
    pub base: String,
    /// References; without any, one per line is read from standard input.
    pub references: Vec<String>,
}

/// Arguments of `urispec parse`.
#[derive(Debug, clap::Args)]
pub struct ParseArgs {
    /// Revision: an id or alias, or `all` (each revision's tree, or its error).
    #[arg(long, short)]
    pub revision: Revisions,
    /// Output format.
    #[arg(long, value_enum, default_value_t = TreeFormat::Text)]
    pub format: TreeFormat,
    /// The input.
    pub input: String,
}

/// Output formats of `parse`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, ValueEnum)]
pub enum TreeFormat {
    /// The common view and an indented outline of the derivation.
    Text,
    /// One JSON object per revision: the full tree, and `components`.
    Json,
}

/// Arguments of `urispec check`.
#[derive(Debug, clap::Args)]
pub struct CheckArgs {
    /// Revision: an id or alias (rfc1738, 1738, draft-fielding-uri-url-00, url-00,
    /// 1808-draft, rfc2396, 2396, draft-fielding-uri-rfc2396bis-00, 2396bis, bis-00) or `all`.
    #[arg(long, short)]
    pub revision: Revisions,
    /// Check against this rule instead of the start rule (the document's name or
    /// its pest spelling: `IPv6address`, `net_path`, `net-path`).
    #[arg(long)]
    pub rule: Option<String>,
    /// Output format.
    #[arg(long, value_enum, default_value_t = Format::Text)]
    pub format: Format,
    /// Inputs; without any, one input per line is read from standard input.
    pub inputs: Vec<String>,
}

/// Output formats.
#[derive(Debug, Clone, Copy, PartialEq, Eq, ValueEnum)]
pub enum Format {
    /// Human-readable lines.
    Text,
    /// One JSON object per line.
    Jsonl,
}

/// One revision or all of them.
#[derive(Debug, Clone)]
pub struct Revisions(pub Vec<Revision>);

impl std::str::FromStr for Revisions {
    type Err = urispec::UnknownRevision;

    fn from_str(s: &str) -> Result<Self, Self::Err> {
        if s == "all" {
            Ok(Self(Revision::ALL.to_vec()))
        } else {
            s.parse().map(|r| Self(vec![r]))
        }
    }
}

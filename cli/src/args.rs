//! The command line, as clap reads it.

use std::ffi::OsString;

use clap::{Parser, Subcommand, ValueEnum, ValueHint};
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
    /// Skip an input line longer than N bytes (its ending not counted), saying so on
    /// standard error; the run goes on and exits with 2. Memory stays bounded by it.
    #[arg(long, global = true, value_name = "N", default_value_t = crate::line_limit::DEFAULT_MAX_LINE_BYTES)]
    pub max_line_bytes: usize,
}

/// The subcommands.
#[derive(Debug, Subcommand)]
pub enum Command {
    /// Check inputs against a revision's grammar (exit 0: all valid, 1: some invalid).
    ///
    /// Text: `valid  INPUT`, or `invalid  INPUT` and a caret line under the first
    /// byte the grammar cannot accept, with what it expected and the section; with
    /// several revisions each line starts with the revision. JSON: per input, its
    /// `valid` and one answer per revision (`revision`, `rule`, `valid`, `error`).
    #[command(
        after_help = "Examples:\n  urispec check --revision rfc2396 'http://a/b;p?q'\n  urispec check --revision all 'http://[::1]/'\n  urispec check --revision 2396bis --rule IPv4address 1000.1.1.1\n  urispec check --revision 1738 --format jsonl --from urls.txt\n  urispec check --revision 2396 --count --from urls.txt\n  urispec check --revision 2396 --quiet 'http://a/' && echo valid"
    )]
    Check(CheckArgs),
    /// Parse inputs into their typed trees and common views (exit codes as `check`).
    ///
    /// Text: per revision, the form matched, the common view (`(undefined)` for an
    /// undefined component, `""` for an empty one) and the derivation as an outline.
    /// JSON: per input, one answer per revision with `form`, `components`,
    /// `segments` and `tree`, or `error`.
    #[command(
        after_help = "Examples:\n  urispec parse --revision rfc2396 'http://a/b;p?q#f'\n  urispec parse --revision all --format json 'http://[::1]/'\n  urispec parse --revision 2396 --format jsonl --from urls.txt"
    )]
    Parse(ParseArgs),
    /// Resolve references against a base as each document defines it (exit 0: all
    /// resolved, 1: some failed, or with `--strict` were not valid references).
    ///
    /// Text: `REFERENCE = TARGET` per revision (`(current document)` for a
    /// same-document reference, a warning when the reference is not valid under the
    /// revision's grammar), or `error: …`. JSON: per reference, one answer per
    /// revision (`target`, `same_document`, `valid_reference`, or `error`).
    #[command(
        after_help = "Examples:\n  urispec resolve --revision all 'http://a/b/c/d;p?q' '?y' ';x' '#s' ''\n  urispec resolve --revision 2396 --compat 'http://a/b/c/d;p?q' http:g\n  urispec resolve --revision bis-00 --format jsonl 'http://a/b/c/d;p?q' --from refs.txt"
    )]
    Resolve(ResolveArgs),
    /// Show the derivation of inputs (exit codes as `check`).
    ///
    /// Text: the parse tree as an outline of the document's rule names, each with
    /// its matched text and byte span; for an invalid input, the longest prefix the
    /// grammar derives, then where and why it stopped. `--full` adds each rule's own
    /// characters, labelled with character-class rules. JSON: per input, one answer
    /// per revision with `tree` (nodes with `rule`, `text`, `start`, `end`,
    /// `children`, and with `--full` `characters`) and `error`.
    #[command(
        after_help = "Examples:\n  urispec tree --revision rfc2396 'http://a/b;p?q'\n  urispec tree --revision rfc2396 --full 'http://a/%7Euser'\n  urispec tree --revision rfc1738 'http://host/~user'   # invalid: the longest derivation, then where it stopped"
    )]
    Tree(TreeArgs),
    /// Compare every revision on each input (exit 0: valid under all).
    ///
    /// Text: a table per input, a row per revision, the components side by side,
    /// the columns where revisions differ marked `*` (`—` undefined, `""` empty,
    /// `n/a` a component the revision does not have); `--with whatwg` adds the
    /// Standard's row. JSON: per input, one answer per revision (`valid`, `form`,
    /// `components` or `error`, with `--base` `resolution`), `differ`, the keys whose
    /// values differ, and with `--with whatwg` the Standard's answer (`whatwg`).
    #[command(
        after_help = "Examples:\n  urispec compare 'http://host/~user' 'HTTP://a' 'http://[::1]/' 'foo://a?b#c' 'http://a/b;p/c?q'\n  urispec compare --base 'http://a/b/c/d;p?q' '?y' ';x'\n  urispec compare --format json 'http://a/b;p?q'\n  urispec compare --with whatwg 'http://0x7f.1/'\n  urispec compare --with whatwg --differ host --format jsonl --from urls.txt"
    )]
    Compare(CompareArgs),
    /// Show a document's grammar: one rule's BNF, section and pest rule, what it
    /// refers to and what refers to it, or every rule in the document's order.
    ///
    /// Text: the rule's BNF as the document writes it, its section and pest rule.
    /// JSON: one object (`revision`, `rule`, `pest_rule`, `section`, `bnf`, `pest`,
    /// and `uses`/`used_by` when asked), or the whole grammar.
    #[command(
        after_help = "Examples:\n  urispec grammar --revision rfc2396 hostname\n  urispec grammar --revision 2396bis IPv4address --uses\n  urispec grammar --revision 1738 hostport --used-by\n  urispec grammar --revision url-00 net_path --format json\n  urispec grammar --revision rfc2396"
    )]
    Grammar(GrammarArgs),
    /// Print a shell completion script to standard output (revision ids and rule
    /// names complete; inputs are not file names).
    #[command(
        after_help = "Examples:\n  urispec completions bash > ~/.local/share/bash-completion/completions/urispec\n  urispec completions zsh > \"${fpath[1]}/_urispec\"\n  urispec completions fish > ~/.config/fish/completions/urispec.fish"
    )]
    Completions(CompletionsArgs),
    /// Compare two revisions' grammars: rules renamed, added and removed, characters
    /// that entered or left each character set, and rules whose definitions changed,
    /// all computed from the grammar/*.bnf files (exit 0, or with `--exit-code` 1
    /// when the grammars differ; 2 on a usage error).
    #[command(
        after_help = "Examples:\n  urispec diff rfc2396 draft-fielding-uri-rfc2396bis-00\n  urispec diff 2396 bis-00 --witnesses\n  urispec diff rfc1738 url-00 --format json | jq '.moved[] | select(.char == \"~\")'\n\nA witness is an input one revision's rule accepts and the other's rejects, found by\nderiving strings from both rules and their near misses (fixed seeds: the output is\nreproducible). \"none found in N tries\" is a search result, not a proof that the\ntwo rules define the same language."
    )]
    Diff(DiffArgs),
    /// Are two references the same under each document's rules? The steps that make
    /// them so, each naming its section, or the first difference (exit 0: equivalent,
    /// 1: not, 2: error or rejected by every revision asked).
    ///
    /// Text: per revision, `equivalent` or `not equivalent`, the steps applied to
    /// each side (A, B), then the difference or the rules left to the scheme. JSON:
    /// per pair, `a` and `b` echoed, `equivalent`, and one answer per revision
    /// (`equivalent`, `normal_a`, `normal_b`, `difference`, or `rejected` and `error`).
    #[command(
        after_help = "Examples:\n  urispec equivalent --revision all 'http://www.XEROX.com' 'http://www.xerox.com'\n  urispec equivalent --revision 2396 'http://a/%7e' 'http://a/~'\n  urispec equivalent --revision 2396 --rfc1738-ports 'http://a:80/' 'http://a/'\n  printf 'HTTP://a/\\thttp://a/\\n' | urispec equivalent --revision url-00 --format jsonl"
    )]
    Equivalent(crate::equivalent::EquivalentArgs),
    /// The normal form a document's rules give, the steps applied, and the rules it
    /// leaves to the scheme (exit codes as `check`).
    ///
    /// Text: per revision, `normal  INPUT → NORMAL`, the steps and notes, or the
    /// diagnostic. JSON: per input, one answer per revision (`level`, `normal`,
    /// `steps`, `notes`, or `error`).
    #[command(
        after_help = "Examples:\n  urispec normalize --revision 1738 'http://a:80'\n  urispec normalize --revision 2396 'HTTP://A/%7e%3a'\n  urispec normalize --revision all --level syntax --format json 'http://a/%41'\n  urispec normalize --revision 3986 --format jsonl --from urls.txt"
    )]
    Normalize(crate::normalize::NormalizeArgs),
    /// Percent-encode text as data of one component: every character the component's
    /// rule does not accept is escaped (the accepted ones computed from the grammar;
    /// exit 0, 1 when a text is not UTF-8).
    #[command(
        after_help = "Examples:\n  urispec encode --revision 2396 --component segment 'a b;c/~'\n  urispec encode --revision 1738 --component hsegment 'a;~'\n  urispec encode --revision bis-00 --component query --format jsonl --from texts.txt"
    )]
    Encode(crate::encode::EncodeArgs),
    /// Decode `%XX` escapes (exit 0: all decoded, 1: a bad escape, shown with its offset).
    #[command(
        after_help = "Examples:\n  urispec decode 'a%20b%7e'\n  urispec decode --format jsonl 'caf%C3%A9' '%zz'"
    )]
    Decode(crate::encode::DecodeArgs),
    /// RFC 3987 §3: map an IRI reference to a URI reference (`--to uri`, §3.1: non-ASCII
    /// characters as their UTF-8 octets percent-encoded) or convert a URI reference to an
    /// IRI reference (`--to iri`, §3.2: escapes of UTF-8 decoded where the result is an
    /// appropriate IRI character); exit 0, 1 when an input is no IRI (URI) reference.
    #[command(
        after_help = "Examples:\n  urispec convert --to uri 'http://résumé.example.org'\n  urispec convert --to iri 'http://www.example.org/D%C3%BCrst' 'http://www.example.org/D%FCrst'\n  urispec convert --to iri --format jsonl --from uris.txt"
    )]
    Convert(crate::convert::ConvertArgs),
    /// Print the manual page (roff) to standard output: `urispec(1)`, or with a
    /// subcommand's name the page `urispec-NAME(1)` that it lists.
    #[command(
        after_help = "Examples:\n  urispec man > urispec.1 && man ./urispec.1\n  urispec man check > urispec-check.1"
    )]
    Man(crate::man::ManArgs),
    /// Print the JSON Schema of a command's JSON output (`check`: its `--format
    /// json` document; `check-record`: one `--format jsonl` line).
    #[command(after_help = "Examples:\n  urispec schema check\n  urispec schema compare-record")]
    Schema(SchemaArgs),
    /// Write the grammar book: a static site (index, a page per revision with railroad
    /// diagrams, a page per pair of revisions, the character map, the resolution
    /// tables) that opens from file:// with no network.
    #[command(after_help = "Examples:\n  urispec book --out book && xdg-open book/index.html")]
    Book(BookArgs),
    /// Serve the book and the playground (/play) over HTTP, with a JSON API
    /// (/api/check, /api/parse, /api/resolve, /api/compare); on 127.0.0.1 unless
    /// --address says otherwise. Runs until Ctrl-C.
    #[command(
        after_help = "Examples:\n  urispec serve --open\n  urispec serve --port 8000\n  curl 'http://127.0.0.1:7878/api/check?revision=all&input=http://%5B::1%5D/'"
    )]
    Serve(ServeArgs),
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

/// Arguments of `urispec book`.
#[derive(Debug, clap::Args)]
pub struct BookArgs {
    /// The folder to write the book into (created if missing; files are overwritten).
    #[arg(long)]
    pub out: std::path::PathBuf,
}

/// Where a multi-input command reads its inputs.
#[derive(Debug, clap::Args)]
pub struct InputArgs {
    /// Read inputs from FILE, one per line (`\n` or `\r\n` endings are not part of
    /// the input); `-` is standard input; repeatable. Without INPUT or `--from`,
    /// standard input is read.
    #[arg(long, value_name = "FILE", value_hint = ValueHint::FilePath)]
    pub from: Vec<String>,
}

/// Arguments of `urispec check`.
#[derive(Debug, clap::Args)]
pub struct CheckArgs {
    /// Revision: an id or alias (rfc1738, 1738, rfc1808, 1808,
    /// draft-fielding-uri-url-00, url-00, 1808-draft, rfc2396, 2396, rfc2732, 2732,
    /// rfc2396+2732, draft-fielding-uri-rfc2396bis-00, 2396bis, bis-00, rfc3986, 3986,
    /// std66, rfc3987, 3987, iri; any case) or `all`.
    #[arg(long, short)]
    pub revision: Revisions,
    /// Check against this rule instead of the start rule (the document's name or
    /// its pest spelling: `IPv6address`, `net_path`, `net-path`).
    #[arg(long)]
    pub rule: Option<String>,
    /// Output format.
    #[arg(long, value_enum, default_value_t = Format::Text)]
    pub format: Format,
    /// Print nothing; the exit status says whether every input is valid (stops at
    /// the first invalid one).
    #[arg(long, short, conflicts_with_all = ["count", "only"])]
    pub quiet: bool,
    /// Print, per revision, how many inputs were read, valid and invalid.
    #[arg(long, conflicts_with = "only")]
    pub count: bool,
    /// Print only the answers that are valid, or only those that are invalid.
    #[arg(long, value_enum)]
    pub only: Option<Only>,
    /// Where else to read inputs.
    #[command(flatten)]
    pub input: InputArgs,
    /// Inputs.
    #[arg(value_hint = ValueHint::Other)]
    pub inputs: Vec<OsString>,
}

/// Which answers `check --only` prints.
#[derive(Debug, Clone, Copy, PartialEq, Eq, ValueEnum)]
pub enum Only {
    /// The valid ones.
    Valid,
    /// The invalid ones, with their diagnostics.
    Invalid,
}

/// Arguments of `urispec parse`.
#[derive(Debug, clap::Args)]
pub struct ParseArgs {
    /// Revision: an id or alias, or `all` (each revision's tree, or its error).
    #[arg(long, short)]
    pub revision: Revisions,
    /// Output format.
    #[arg(long, value_enum, default_value_t = Format::Text)]
    pub format: Format,
    /// Where else to read inputs.
    #[command(flatten)]
    pub input: InputArgs,
    /// Inputs.
    #[arg(value_hint = ValueHint::Other)]
    pub inputs: Vec<OsString>,
}

/// Arguments of `urispec tree`.
#[derive(Debug, clap::Args)]
pub struct TreeArgs {
    /// Revision: an id or alias, or `all`.
    #[arg(long, short)]
    pub revision: Revisions,
    /// Also show each rule's own characters, in runs labelled with the document's
    /// character-class rules (folded by default).
    #[arg(long)]
    pub full: bool,
    /// Output format.
    #[arg(long, value_enum, default_value_t = Format::Text)]
    pub format: Format,
    /// Where else to read inputs.
    #[command(flatten)]
    pub input: InputArgs,
    /// Inputs.
    #[arg(value_hint = ValueHint::Other)]
    pub inputs: Vec<OsString>,
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
    /// Exit 1 also when a reference is not valid under the revision's own grammar
    /// (the appendices resolve some that are not).
    #[arg(long)]
    pub strict: bool,
    /// Output format.
    #[arg(long, value_enum, default_value_t = Format::Text)]
    pub format: Format,
    /// Where else to read references.
    #[command(flatten)]
    pub input: InputArgs,
    /// The base URI.
    #[arg(value_hint = ValueHint::Other)]
    pub base: OsString,
    /// References.
    #[arg(value_hint = ValueHint::Other)]
    pub references: Vec<OsString>,
}

/// Arguments of `urispec compare`.
#[derive(Debug, clap::Args)]
pub struct CompareArgs {
    /// Also resolve each input against this base under each revision.
    #[arg(long, value_hint = ValueHint::Other)]
    pub base: Option<String>,
    /// Add a parser beside the documents: `whatwg`, the WHATWG URL Standard (a
    /// parser, not a revision; its answer has the Standard's field names).
    #[arg(long = "with", value_enum)]
    pub with: Option<OtherParser>,
    /// Print only the inputs whose COMPONENT differs between any two answers that
    /// accept the input (every revision and, with `--with whatwg`, the Standard);
    /// `valid`: one answer accepts the input and another rejects it. Repeatable
    /// (any of them).
    #[arg(long, value_enum, value_name = "COMPONENT")]
    pub differ: Vec<crate::differ::Component>,
    /// Output format.
    #[arg(long, value_enum, default_value_t = Format::Text)]
    pub format: Format,
    /// Where else to read inputs.
    #[command(flatten)]
    pub input: InputArgs,
    /// Inputs.
    #[arg(value_hint = ValueHint::Other)]
    pub inputs: Vec<OsString>,
}

/// A parser `compare --with` puts beside the documents.
#[derive(Debug, Clone, Copy, PartialEq, Eq, clap::ValueEnum)]
pub enum OtherParser {
    /// The WHATWG URL Standard, as ada (`ada-url`) implements it.
    Whatwg,
}

/// Arguments of `urispec grammar`.
#[derive(Debug, clap::Args)]
pub struct GrammarArgs {
    /// Revision: an id or alias (rfc1738, 1738, rfc1808, 1808,
    /// draft-fielding-uri-url-00, url-00, 1808-draft, rfc2396, 2396, rfc2732, 2732,
    /// rfc2396+2732, draft-fielding-uri-rfc2396bis-00, 2396bis, bis-00, rfc3986, 3986,
    /// std66, rfc3987, 3987, iri; any case).
    #[arg(long, short)]
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

/// Arguments of `urispec completions`.
#[derive(Debug, clap::Args)]
pub struct CompletionsArgs {
    /// The shell to write completions for.
    #[arg(value_enum)]
    pub shell: clap_complete::Shell,
}

/// Arguments of `urispec schema`.
#[derive(Debug, clap::Args)]
pub struct SchemaArgs {
    /// The output described.
    #[arg(value_parser = clap::builder::PossibleValuesParser::new(crate::contract::SCHEMAS))]
    pub output: String,
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

/// One revision or all of them.
#[derive(Debug, Clone)]
pub struct Revisions(pub Vec<Revision>);

impl std::str::FromStr for Revisions {
    type Err = String;

    fn from_str(s: &str) -> Result<Self, Self::Err> {
        if s.eq_ignore_ascii_case("all") {
            Ok(Self(Revision::ALL.to_vec()))
        } else {
            s.parse()
                .map(|r| Self(vec![r]))
                .map_err(|e: urispec::UnknownRevision| format!("{e}, or all"))
        }
    }
}

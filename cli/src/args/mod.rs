//! The command line, as clap reads it.

mod extract;
mod inputs;
mod shared;
mod tools;
mod vectors;

use clap::{Parser, Subcommand};

pub use extract::ExtractArgs;
pub use inputs::{
    CheckArgs, CompareArgs, ConvertArgs, DecodeArgs, EncodeArgs, EquivalentArgs, NormalizeArgs,
    Only, OtherParser, ParseArgs, ResolveArgs, Target, TreeArgs,
};
pub use shared::{ColorChoice, DocFormat, Format, Revisions};
pub use tools::{BookArgs, CompletionsArgs, DiffArgs, GrammarArgs, ManArgs, SchemaArgs, ServeArgs};
pub use vectors::VectorsArgs;

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
    /// Skip an input line longer than N bytes, saying so on standard error
    ///
    /// The line's ending is not counted; the line is never held whole, so memory stays
    /// bounded; the run goes on with the next line and exits with 2.
    #[arg(long, global = true, value_name = "N", default_value_t = crate::line_limit::DEFAULT_MAX_LINE_BYTES)]
    pub max_line_bytes: usize,
    /// Show no progress on standard error (shown otherwise when standard error is a
    /// terminal and a run lasts: lines read, lines per second, bytes of the total).
    #[arg(long, global = true)]
    pub no_progress: bool,
}

/// The subcommands.
#[derive(Debug, Subcommand)]
pub enum Command {
    /// Check inputs against a revision's grammar.
    ///
    /// Text: `valid  INPUT`, or `invalid  INPUT` and a caret line under the first
    /// byte the grammar cannot accept, with what it expected and the section; with
    /// several revisions each line starts with the revision. JSON: per input, its
    /// `valid` and one answer per revision (`revision`, `rule`, `valid`, `error`).
    ///
    /// Exit 0: all valid, 1: some invalid.
    #[command(
        after_help = "Examples:\n  urispec check --revision rfc2396 'http://a/b;p?q'\n  urispec check --revision all 'http://[::1]/'\n  urispec check --revision 2396bis --rule IPv4address 1000.1.1.1\n  urispec check --revision 1738 --format jsonl --from urls.txt\n  urispec check --revision 2396 --count --from urls.txt\n  urispec check --revision 2396 --quiet 'http://a/' && echo valid"
    )]
    Check(CheckArgs),
    /// Parse inputs into their typed trees and common views.
    ///
    /// Text: per revision, the form matched, the common view (`(undefined)` for an
    /// undefined component, `""` for an empty one) and the derivation as an outline.
    /// JSON: per input, one answer per revision with `form`, `components`,
    /// `segments` and `tree`, or `error`.
    ///
    /// Exit codes as `check`.
    #[command(
        after_help = "Examples:\n  urispec parse --revision rfc2396 'http://a/b;p?q#f'\n  urispec parse --revision all --format json 'http://[::1]/'\n  urispec parse --revision 2396 --format jsonl --from urls.txt"
    )]
    Parse(ParseArgs),
    /// Resolve references against a base as each document defines it.
    ///
    /// Text: `REFERENCE = TARGET` per revision (`(current document)` for a
    /// same-document reference, a warning when the reference is not valid under the
    /// revision's grammar), or `error: …`. JSON: per reference, one answer per
    /// revision (`target`, `same_document`, `valid_reference`, or `error`).
    ///
    /// Exit 0: all resolved, 1: some failed, or with `--strict` were not valid
    /// references.
    #[command(
        after_help = "Examples:\n  urispec resolve --revision all 'http://a/b/c/d;p?q' '?y' ';x' '#s' ''\n  urispec resolve --revision 2396 --compat 'http://a/b/c/d;p?q' http:g\n  urispec resolve --revision bis-00 --format jsonl 'http://a/b/c/d;p?q' --from refs.txt"
    )]
    Resolve(ResolveArgs),
    /// Show the derivation of inputs.
    ///
    /// Text: the parse tree as an outline of the document's rule names, each with
    /// its matched text and byte span; for an invalid input, the longest prefix the
    /// grammar derives, then where and why it stopped. `--full` adds each rule's own
    /// characters, labelled with character-class rules. JSON: per input, one answer
    /// per revision with `tree` (nodes with `rule`, `text`, `start`, `end`,
    /// `children`, and with `--full` `characters`) and `error`.
    ///
    /// Exit codes as `check`.
    #[command(
        after_help = "Examples:\n  urispec tree --revision rfc2396 'http://a/b;p?q'\n  urispec tree --revision rfc2396 --full 'http://a/%7Euser'\n  urispec tree --revision rfc1738 'http://host/~user'   # invalid: the longest derivation, then where it stopped"
    )]
    Tree(TreeArgs),
    /// Compare every revision on each input.
    ///
    /// Text: a table per input, a row per revision, the components side by side,
    /// the columns where revisions differ marked `*` (`—` undefined, `""` empty,
    /// `n/a` a component the revision does not have); `--with whatwg` adds the
    /// Standard's row. JSON: per input, one answer per revision (`valid`, `form`,
    /// `components` or `error`, with `--base` `resolution`), `differ`, the keys whose
    /// values differ, and with `--with whatwg` the Standard's answer (`whatwg`).
    ///
    /// Exit 0: valid under all.
    #[command(
        after_help = "Examples:\n  urispec compare 'http://host/~user' 'HTTP://a' 'http://[::1]/' 'foo://a?b#c' 'http://a/b;p/c?q'\n  urispec compare --base 'http://a/b/c/d;p?q' '?y' ';x'\n  urispec compare --format json 'http://a/b;p?q'\n  urispec compare --with whatwg 'http://0x7f.1/'\n  urispec compare --with whatwg --differ host --format jsonl --from urls.txt"
    )]
    Compare(CompareArgs),
    /// Show a document's grammar: one rule, or every rule.
    ///
    /// One rule's BNF, section and pest rule, what it refers to and what refers to
    /// it, or every rule in the document's order.
    ///
    /// Text: the rule's BNF as the document writes it, its section and pest rule.
    /// JSON: one object (`revision`, `rule`, `pest_rule`, `section`, `bnf`, `pest`,
    /// and `uses`/`used_by` when asked), or the whole grammar.
    #[command(
        after_help = "Examples:\n  urispec grammar --revision rfc2396 hostname\n  urispec grammar --revision 2396bis IPv4address --uses\n  urispec grammar --revision 1738 hostport --used-by\n  urispec grammar --revision url-00 net_path --format json\n  urispec grammar --revision rfc2396"
    )]
    Grammar(GrammarArgs),
    /// Print a shell completion script to standard output.
    ///
    /// Revision ids and rule names complete; inputs are not file names.
    #[command(
        after_help = "Examples:\n  urispec completions bash > ~/.local/share/bash-completion/completions/urispec\n  urispec completions zsh > \"${fpath[1]}/_urispec\"\n  urispec completions fish > ~/.config/fish/completions/urispec.fish"
    )]
    Completions(CompletionsArgs),
    /// Compare two revisions' grammars.
    ///
    /// Rules renamed, added and removed, characters that entered or left each
    /// character set, and rules whose definitions changed, all computed from the
    /// grammar/*.bnf files (exit 0, or with `--exit-code` 1 when the grammars differ;
    /// 2 on a usage error).
    #[command(
        after_help = "Examples:\n  urispec diff rfc2396 draft-fielding-uri-rfc2396bis-00\n  urispec diff 2396 bis-00 --witnesses\n  urispec diff rfc1738 url-00 --format json | jq '.moved[] | select(.char == \"~\")'\n\nA witness is an input one revision's rule accepts and the other's rejects, found by\nderiving strings from both rules and their near misses (fixed seeds: the output is\nreproducible). \"none found in N tries\" is a search result, not a proof that the\ntwo rules define the same language."
    )]
    Diff(DiffArgs),
    /// Are two references the same under each document's rules?
    ///
    /// The steps that make them so, each naming its section, or the first difference
    /// (exit 0: equivalent, 1: not, 2: error or rejected by every revision asked).
    ///
    /// Text: per revision, `equivalent` or `not equivalent`, the steps applied to
    /// each side (A, B), then the difference or the rules left to the scheme. JSON:
    /// per pair, `a` and `b` echoed, `equivalent`, and one answer per revision
    /// (`equivalent`, `normal_a`, `normal_b`, `difference`, or `rejected` and `error`).
    #[command(
        after_help = "Examples:\n  urispec equivalent --revision all 'http://www.XEROX.com' 'http://www.xerox.com'\n  urispec equivalent --revision 2396 'http://a/%7e' 'http://a/~'\n  urispec equivalent --revision 2396 --rfc1738-ports 'http://a:80/' 'http://a/'\n  printf 'HTTP://a/\\thttp://a/\\n' | urispec equivalent --revision url-00 --format jsonl"
    )]
    Equivalent(EquivalentArgs),
    /// The normal form a document's rules give.
    ///
    /// The steps applied, and the rules it leaves to the scheme (exit codes as
    /// `check`).
    ///
    /// Text: per revision, `normal  INPUT → NORMAL`, the steps and notes, or the
    /// diagnostic. JSON: per input, one answer per revision (`level`, `normal`,
    /// `steps`, `notes`, or `error`).
    #[command(
        after_help = "Examples:\n  urispec normalize --revision 1738 'http://a:80'\n  urispec normalize --revision 2396 'HTTP://A/%7e%3a'\n  urispec normalize --revision all --level syntax --format json 'http://a/%41'\n  urispec normalize --revision 3986 --format jsonl --from urls.txt"
    )]
    Normalize(NormalizeArgs),
    /// Percent-encode text as data of one component.
    ///
    /// Every character the component's rule does not accept is escaped (the accepted
    /// ones computed from the grammar; exit 0, 1 when a text is not UTF-8).
    #[command(
        after_help = "Examples:\n  urispec encode --revision 2396 --component segment 'a b;c/~'\n  urispec encode --revision 1738 --component hsegment 'a;~'\n  urispec encode --revision bis-00 --component query --format jsonl --from texts.txt"
    )]
    Encode(EncodeArgs),
    /// Decode `%XX` escapes.
    ///
    /// Exit 0: all decoded, 1: a bad escape, shown with its offset.
    #[command(
        after_help = "Examples:\n  urispec decode 'a%20b%7e'\n  urispec decode --format jsonl 'caf%C3%A9' '%zz'"
    )]
    Decode(DecodeArgs),
    /// Convert between IRI and URI references (RFC 3987 §3).
    ///
    /// RFC 3987 §3: map an IRI reference to a URI reference (`--to uri`, §3.1: non-ASCII
    /// characters as their UTF-8 octets percent-encoded) or convert a URI reference to an
    /// IRI reference (`--to iri`, §3.2: escapes of UTF-8 decoded where the result is an
    /// appropriate IRI character); exit 0, 1 when an input is no IRI (URI) reference.
    #[command(
        after_help = "Examples:\n  urispec convert --to uri 'http://résumé.example.org'\n  urispec convert --to iri 'http://www.example.org/D%C3%BCrst' 'http://www.example.org/D%FCrst'\n  urispec convert --to iri --format jsonl --from uris.txt"
    )]
    Convert(ConvertArgs),
    /// Find URI references in running text, by each document's rules.
    ///
    /// Wrappers (`<…>`, `<URL:…>`, `URL:…`, and from RFC 2396 on `"…"`) as the
    /// revision's section on URIs in context says: whitespace inside removed, a hyphen
    /// at a line break given both readings; bare URIs by urispec's policy (`--bare`).
    /// Text: `LINE:COLUMN`, the verdict, the URI and its wrapper, notes under it (each
    /// with its section); with several revisions, one line where they agree, one per
    /// revision where they differ. JSON: one record per URI per revision (`span`,
    /// `wrapper`, `uri`, `valid`, `error`, `removed`, `hyphens`, `trimmed`).
    ///
    /// Exit 0: every URI found valid; 1: some invalid, or a wrapper never closed.
    #[command(
        after_help = "Examples:\n  printf 'see <URL:http://a/b\\n  c>.\\n' | urispec extract --revision 1738\n  urispec extract --revision 3986 --from mail.txt\n  urispec extract --revision all --bare off --format jsonl --from page.html"
    )]
    Extract(ExtractArgs),
    /// Print a manual page (roff) to standard output.
    ///
    /// `urispec(1)`, or with a subcommand's name the page `urispec-NAME(1)` that it
    /// lists.
    #[command(
        after_help = "Examples:\n  urispec man > urispec.1 && man ./urispec.1\n  urispec man check > urispec-check.1"
    )]
    Man(ManArgs),
    /// Print the JSON Schema of a command's JSON output.
    ///
    /// `check`: its `--format json` document; `check-record`: one `--format jsonl`
    /// line.
    #[command(after_help = "Examples:\n  urispec schema check\n  urispec schema compare-record")]
    Schema(SchemaArgs),
    /// Write the grammar book, a static site.
    ///
    /// The index, a page per revision with railroad diagrams, a page per pair of
    /// revisions, the character map, the resolution tables; it opens from file://
    /// with no network.
    #[command(after_help = "Examples:\n  urispec book --out book && xdg-open book/index.html")]
    Book(BookArgs),
    /// Serve the book and the playground over HTTP.
    ///
    /// The book, the playground (/play) and a JSON API (/api/check, /api/parse,
    /// /api/resolve, /api/compare); on 127.0.0.1 unless --address says otherwise.
    /// Runs until Ctrl-C.
    #[command(
        after_help = "Examples:\n  urispec serve --open\n  urispec serve --port 8000\n  curl 'http://127.0.0.1:7878/api/check?revision=all&input=http://%5B::1%5D/'"
    )]
    Serve(ServeArgs),
    /// Write conformance vectors: every answer of a revision, as data.
    ///
    /// `DIR/REV.json` per revision (format `urispec-vectors/1`, `urispec schema
    /// vectors`): the documents' printed examples, the corpus, strings derived from
    /// the grammar and near misses, each with its verdict and components; resolution,
    /// normalization and equivalence cases; every rule accepted and rejected at least
    /// once. Prints each revision's coverage. Exit 0, or 1 when a rule is left
    /// uncovered.
    #[command(
        after_help = "Examples:\n  urispec vectors --revision all --out vectors\n  urispec vectors --revision 3986 --seed 7 | jq '.cases | length'\n  urispec vectors --revision 2396 --out v --rules"
    )]
    Vectors(VectorsArgs),
}

#[cfg(test)]
mod tests {
    use clap::CommandFactory as _;

    use super::Cli;

    /// `urispec --help` lists each subcommand on one line of at most 80 columns:
    /// the name padded as clap pads it, then its one-liner (the details are in the
    /// long help and the man pages).
    #[test]
    fn every_one_liner_fits_one_line() {
        let cli = Cli::command();
        let width = cli.get_subcommands().map(|c| c.get_name().len()).max();
        let indent = 2 + width.unwrap_or_default() + 2;
        for sub in cli.get_subcommands() {
            let about = sub.get_about().map(ToString::to_string).unwrap_or_default();
            assert!(!about.contains('\n'), "{}: {about:?}", sub.get_name());
            let columns = indent + about.chars().count();
            assert!(
                columns <= 80,
                "{}: {columns} columns: {about}",
                sub.get_name()
            );
        }
    }
}

//! The arguments of the commands that read inputs: `check`, `parse`, `tree`,
//! `resolve`, `compare`, `normalize`, `equivalent`, `encode`, `decode`, `convert`.

use std::ffi::OsString;

use clap::{ValueEnum, ValueHint};
use urispec::Revision;

use super::shared::{Format, InputArgs, NormalizeRules, Revisions, revision_ids};

/// Arguments of `urispec check`.
#[derive(Debug, clap::Args)]
pub struct CheckArgs {
    #[arg(long, short, required = true, help = concat!("Revision: an id or alias (", revision_ids!(), ") or `all`; a comma-separated list (`3986,3987`) or the option repeated asks several"))]
    pub revision: Vec<Revisions>,
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
    /// Revision: an id or alias, or `all` (each revision's tree, or its error). A comma-separated list
    /// (`3986,3987`) or the option repeated asks several, in that order.
    #[arg(long, short, required = true)]
    pub revision: Vec<Revisions>,
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
    /// Revision: an id or alias, or `all`. A comma-separated list
    /// (`3986,3987`) or the option repeated asks several, in that order.
    #[arg(long, short, required = true)]
    pub revision: Vec<Revisions>,
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
    /// Revision: an id or alias, or `all` (every revision's answer, side by side). A comma-separated list
    /// (`3986,3987`) or the option repeated asks several, in that order.
    #[arg(long, short, required = true)]
    pub revision: Vec<Revisions>,
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
    /// The revisions compared: ids or aliases, `all`, a comma-separated list
    /// (`1808,2396`) or the option repeated; without it, every revision.
    #[arg(long, short)]
    pub revision: Vec<Revisions>,
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
    pub differ: Vec<crate::contract::differ::Component>,
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

/// Arguments of `urispec normalize`.
#[derive(Debug, clap::Args)]
pub struct NormalizeArgs {
    /// Revision: an id or alias, or `all`. A comma-separated list
    /// (`3986,3987`) or the option repeated asks several, in that order.
    #[arg(long, short, required = true)]
    pub revision: Vec<Revisions>,
    /// How far the rules go.
    #[command(flatten)]
    pub rules: NormalizeRules,
    /// Output format.
    #[arg(long, value_enum, default_value_t = Format::Text)]
    pub format: Format,
    /// Where else to read inputs.
    #[command(flatten)]
    pub input: InputArgs,
    /// Inputs.
    #[arg(value_hint = clap::ValueHint::Other)]
    pub inputs: Vec<std::ffi::OsString>,
}

/// Arguments of `urispec equivalent`.
#[derive(Debug, clap::Args)]
pub struct EquivalentArgs {
    /// Revision: an id or alias, or `all` (every revision's answer). A comma-separated list
    /// (`3986,3987`) or the option repeated asks several, in that order.
    #[arg(long, short, required = true)]
    pub revision: Vec<Revisions>,
    /// How far the rules go.
    #[command(flatten)]
    pub rules: NormalizeRules,
    /// Output format.
    #[arg(long, value_enum, default_value_t = Format::Text)]
    pub format: Format,
    /// Where else to read pairs: each line of FILE holds two references separated by
    /// a tab or spaces; `-` is standard input; repeatable. Without REFERENCES or
    /// `--from`, standard input is read.
    #[arg(long, value_name = "FILE", value_hint = clap::ValueHint::FilePath)]
    pub from: Vec<String>,
    /// The two references.
    #[arg(num_args = 0..=2, value_hint = clap::ValueHint::Other)]
    pub references: Vec<OsString>,
}

/// Arguments of `urispec encode`.
#[derive(Debug, clap::Args)]
pub struct EncodeArgs {
    /// Revision: an id or alias.
    #[arg(long, short)]
    pub revision: Revision,
    /// The component, by the document's rule name (RFC 2396: userinfo, segment,
    /// param, query, fragment; RFC 1738: user, password, fsegment, hsegment, search, …).
    #[arg(long, short)]
    pub component: String,
    /// Output format.
    #[arg(long, value_enum, default_value_t = Format::Text)]
    pub format: Format,
    /// Where else to read texts.
    #[command(flatten)]
    pub input: InputArgs,
    /// Texts.
    #[arg(value_hint = clap::ValueHint::Other)]
    pub texts: Vec<OsString>,
}

/// Arguments of `urispec decode`.
#[derive(Debug, clap::Args)]
pub struct DecodeArgs {
    /// Output format.
    #[arg(long, value_enum, default_value_t = Format::Text)]
    pub format: Format,
    /// Where else to read texts.
    #[command(flatten)]
    pub input: InputArgs,
    /// Texts.
    #[arg(value_hint = clap::ValueHint::Other)]
    pub texts: Vec<OsString>,
}

/// Which way to convert.
#[derive(Debug, Clone, Copy, PartialEq, Eq, clap::ValueEnum)]
pub enum Target {
    /// RFC 3987 §3.1: an IRI reference to a URI reference.
    Uri,
    /// RFC 3987 §3.2: a URI reference to an IRI reference.
    Iri,
}

/// Arguments of `urispec convert`.
#[derive(Debug, clap::Args)]
pub struct ConvertArgs {
    /// What to convert to: `uri` (§3.1, the input an RFC 3987 IRI reference) or `iri`
    /// (§3.2, the input an RFC 3986 URI reference).
    #[arg(long, value_enum)]
    pub to: Target,
    /// Output format.
    #[arg(long, value_enum, default_value_t = Format::Text)]
    pub format: Format,
    /// Where else to read inputs.
    #[command(flatten)]
    pub input: InputArgs,
    /// Inputs.
    #[arg(value_hint = clap::ValueHint::Url)]
    pub inputs: Vec<OsString>,
}

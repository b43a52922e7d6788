//! The one JSON contract of every command: the types serialized, from which the
//! JSON Schemas in `schemas/` are generated (`urispec schema COMMAND`).
//!
//! Conventions everywhere: `null` is an undefined component, `""` an empty one, a key
//! is absent where the revision has no such component; an input is echoed losslessly
//! (`input`, and `input_hex` when it is not valid UTF-8); every error is an
//! [`Error`] object. `--format json` prints one document (`{"results": [...]}`),
//! `--format jsonl` one record per input, per line.
//!
//! Each command's record is built by its module here (`check::record`,
//! `parse::record`, …) from values, never from the command line's types: the
//! commands and the server's JSON API call the same builders.

pub mod check;
pub mod compare;
pub mod diff;
pub mod differ;
pub mod encode;
pub mod equiv;
pub mod equivalent;
pub mod extract;
pub mod grammar;
pub mod normalize;
pub mod parse;
pub mod resolve;
pub mod tree;
pub mod whatwg;

use std::borrow::Cow;
use std::fmt::Write as _;

use schemars::JsonSchema;
use serde::Serialize;
use urispec::Parse;
use urispec::ParseError;
use urispec::ast::{Components, Segment, Tree};

use crate::contract::equiv::{DecodeRecord, EncodeRecord, EquivalentRecord, NormalizeRecord};

/// An input as given, losslessly.
#[derive(Debug, Serialize, JsonSchema)]
pub struct Echo {
    /// The input as text. When the input is not valid UTF-8, each invalid byte is
    /// written `\xFF` here (as text mode shows it) and `input_hex` holds the bytes.
    pub input: String,
    /// The input's bytes in lower-case hex, present only when the input is not
    /// valid UTF-8.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub input_hex: Option<String>,
}

impl Echo {
    /// The echo of `bytes`.
    pub fn new(bytes: &[u8]) -> Self {
        if let Ok(text) = std::str::from_utf8(bytes) {
            return Self {
                input: text.to_owned(),
                input_hex: None,
            };
        }
        let mut input = String::with_capacity(bytes.len());
        for chunk in bytes.utf8_chunks() {
            input.push_str(chunk.valid());
            for b in chunk.invalid() {
                let _ = write!(input, "\\x{b:02X}");
            }
        }
        let mut hex = String::with_capacity(2 * bytes.len());
        for b in bytes {
            let _ = write!(hex, "{b:02x}");
        }
        Self {
            input,
            input_hex: Some(hex),
        }
    }
}

/// Why an input was rejected or a request failed.
#[derive(Debug, Clone, Serialize, JsonSchema)]
pub struct Error {
    /// The byte offset where the input stops being acceptable (`null` when the
    /// error is not about a place in the input).
    pub offset: Option<usize>,
    /// What the grammar expected there, in the document's rule names (quoted
    /// literals, `end of input`); empty when not a grammar error.
    pub expected: Vec<String>,
    /// The document section of the rule that failed, if known.
    pub section: Option<String>,
    /// The whole message, as text mode prints it.
    pub message: String,
}

impl Error {
    /// An error that is not about a place in the input.
    pub fn message(message: String) -> Self {
        Self {
            offset: None,
            expected: Vec::new(),
            section: None,
            message,
        }
    }

    /// Invalid UTF-8 at byte `offset` (for commands that need text).
    pub fn utf8(offset: usize) -> Self {
        Self {
            offset: Some(offset),
            expected: Vec::new(),
            section: None,
            message: format!("invalid UTF-8 at byte {offset}"),
        }
    }
}

impl From<&ParseError> for Error {
    fn from(e: &ParseError) -> Self {
        Self {
            offset: Some(e.offset()),
            expected: e.expected().to_vec(),
            section: e.section().map(str::to_owned),
            message: e.message(),
        }
    }
}

/// Writes the record `{"input": …, "valid": VALID, "revisions": [ANSWER, …]}` of
/// `input` (as `serde_json` writes [`CheckRecord`], [`ParseRecord`] or
/// [`TreeRecord`]), the answers one at a time: `answer(out, i)` writes the `i`-th of
/// `count`, so only one revision's answer is held at a time.
///
/// # Errors
/// When writing fails.
pub fn write_by_revision<W: std::io::Write>(
    out: &mut W,
    input: &[u8],
    valid: bool,
    count: usize,
    answer: impl FnMut(&mut W, usize) -> std::io::Result<()>,
) -> std::io::Result<()> {
    write_by_revision_then(out, input, valid, count, answer, |_| Ok(()))
}

/// Writes a record as [`write_by_revision`] does, then the keys `tail` writes after
/// the answers (each key preceded by its comma), then the closing brace: keys that
/// are known only once every answer has been written.
///
/// # Errors
/// When writing fails.
pub fn write_by_revision_then<W: std::io::Write>(
    out: &mut W,
    input: &[u8],
    valid: bool,
    count: usize,
    mut answer: impl FnMut(&mut W, usize) -> std::io::Result<()>,
    tail: impl FnOnce(&mut W) -> std::io::Result<()>,
) -> std::io::Result<()> {
    let echo = serde_json::to_vec(&Echo::new(input))?;
    // The echo's keys, without its closing brace: the record's first keys.
    out.write_all(&echo[..echo.len() - 1])?;
    write!(out, ",\"valid\":{valid},\"revisions\":[")?;
    for i in 0..count {
        if i > 0 {
            out.write_all(b",")?;
        }
        answer(out, i)?;
    }
    out.write_all(b"]")?;
    tail(out)?;
    out.write_all(b"}")
}

/// A whole run with `--format json`: every record, in input order.
#[derive(Debug, Serialize, JsonSchema)]
pub struct Document<R> {
    /// One record per input.
    pub results: Vec<R>,
}

/// One entry of a command's output read from lines: the command's record, or, for
/// a line over `--max-line-bytes`, an [`OverLimitRecord`] (only the schemas use
/// this type: the records are written one at a time).
#[derive(Debug, Serialize, JsonSchema)]
#[serde(untagged)]
#[cfg_attr(
    feature = "native",
    expect(dead_code, reason = "only its schema is used")
)]
pub enum Entry<R> {
    /// The command's record of one input.
    Record(R),
    /// A line over the limit.
    OverLimit(OverLimitRecord),
}

/// A line of `--from` or standard input over `--max-line-bytes`: not read (never held
/// whole), so not answered; in the output where its answer would be. It carries only
/// the line's first bytes (`input_start`), and `input_truncated` says so.
#[derive(Debug, Serialize, JsonSchema)]
pub struct OverLimitRecord {
    /// The line's first bytes (at most 64, fewer when the limit is lower or to end on
    /// a whole character), as `input` would show them: not the whole input.
    pub input_start: String,
    /// Those bytes in lower-case hex, present only when they are not valid UTF-8.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub input_start_hex: Option<String>,
    /// Always `true`: the input is not all here (and the record is no answer).
    pub input_truncated: bool,
    /// The input it is a line of: a file's name, or `standard input`.
    pub source: String,
    /// Its number in that input, from 1.
    pub line: u64,
    /// Its length in bytes (its `\n` or `\r\n` ending not counted).
    pub length: u64,
    /// The limit, `--max-line-bytes`.
    pub limit: u64,
    /// The error, as text mode says it (no offset: the line was not read).
    pub error: Error,
}

// ---- check --------------------------------------------------------------------

/// `check`: one input under every revision asked.
#[derive(Debug, Serialize, JsonSchema)]
pub struct CheckRecord {
    /// The input.
    #[serde(flatten)]
    pub echo: Echo,
    /// Valid under every revision asked.
    pub valid: bool,
    /// One answer per revision (with `--only`, the answers selected).
    pub revisions: Vec<CheckAnswer>,
}

/// `check`: one revision's answer.
#[derive(Debug, Clone, Serialize, JsonSchema)]
pub struct CheckAnswer {
    /// The revision's id.
    pub revision: &'static str,
    /// The rule checked, in its pest spelling (`URI_reference`).
    // Borrowed from a name spelled once per rule (`contract::check`).
    pub rule: Cow<'static, str>,
    /// The input is in the rule's language.
    pub valid: bool,
    /// Why not (absent when valid, and with `--only valid`).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub error: Option<Error>,
    /// What the document says in prose about a valid input that its grammar does not
    /// enforce (RFC 3987 §4.1: bidirectional formatting characters); absent when none.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub notes: Vec<ProseNote>,
}

/// A rule of the document's prose that a valid input breaks.
#[derive(Debug, Clone, Serialize, JsonSchema)]
pub struct ProseNote {
    /// The byte offset it is about.
    pub offset: usize,
    /// The note.
    pub text: String,
    /// The section that states the rule.
    pub section: &'static str,
}

/// `check --count`: the tally of one revision.
#[derive(Debug, Serialize, JsonSchema)]
pub struct Count {
    /// The revision's id.
    pub revision: &'static str,
    /// The inputs read.
    pub inputs: u64,
    /// The inputs valid under the revision.
    pub valid: u64,
    /// The inputs invalid under the revision.
    pub invalid: u64,
}

/// `check --count --format json`: one document of tallies.
#[derive(Debug, Serialize, JsonSchema)]
pub struct Counts {
    /// One tally per revision asked.
    pub counts: Vec<Count>,
}

// ---- parse --------------------------------------------------------------------

/// `parse`: one input under every revision asked.
#[derive(Debug, Serialize, JsonSchema)]
pub struct ParseRecord<'p> {
    /// The input.
    #[serde(flatten)]
    pub echo: Echo,
    /// Valid under every revision asked.
    pub valid: bool,
    /// One answer per revision.
    pub revisions: Vec<ParseAnswer<'p>>,
}

/// `parse`: one revision's typed tree, or why there is none.
#[derive(Debug, Serialize, JsonSchema)]
pub struct ParseAnswer<'p> {
    /// The revision's id.
    pub revision: &'static str,
    /// The input is valid under the revision's start rule.
    pub valid: bool,
    /// The top-level form matched (`absoluteURI`, `httpurl`, …).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub form: Option<&'static str>,
    /// The common view.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub components: Option<ComponentsJson>,
    /// The path's segments.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub segments: Option<&'p [Segment<'p>]>,
    /// The derivation.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub tree: Option<&'p Tree<'p>>,
    /// Why the input is invalid.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub error: Option<Error>,
}

/// The common view of a parse ([`Components`]), without the keys of components the
/// revision does not have ([`lacks`]).
#[derive(Debug, Serialize, JsonSchema)]
#[schemars(with = "Components<'static>")]
pub struct ComponentsJson(serde_json::Map<String, serde_json::Value>);

impl ComponentsJson {
    /// The common view of `p`.
    pub fn new(p: &Parse<'_>) -> Self {
        let value = serde_json::to_value(p.named_components()).unwrap_or_default();
        let mut map = match value {
            serde_json::Value::Object(map) => map,
            _ => serde_json::Map::new(),
        };
        for key in Components::lacking(p.revision()) {
            map.shift_remove(*key);
        }
        Self(map)
    }

    /// The keys and their values, in order.
    pub fn entries(&self) -> impl Iterator<Item = (&String, &serde_json::Value)> {
        self.0.iter()
    }
}

// ---- tree ---------------------------------------------------------------------

/// `tree`: one input's derivation under every revision asked.
#[derive(Serialize, JsonSchema)]
pub struct TreeRecord<'a> {
    /// The input.
    #[serde(flatten)]
    pub echo: Echo,
    /// Valid under every revision asked.
    pub valid: bool,
    /// One answer per revision.
    pub revisions: Vec<TreeAnswer<'a>>,
}

/// `tree`: one revision's derivation (for an invalid input, of the longest prefix
/// the grammar derives) and, when invalid, where it stopped.
#[derive(Serialize, JsonSchema)]
pub struct TreeAnswer<'a> {
    /// The revision's id.
    pub revision: &'static str,
    /// The input is valid under the revision's start rule.
    pub valid: bool,
    /// The derivation (absent when no prefix is derived).
    // Written node by node as it is serialized (`tree::TreeJson`), in `TreeNode`'s shape.
    #[serde(skip_serializing_if = "Option::is_none")]
    #[schemars(with = "Option<TreeNode>")]
    pub tree: Option<tree::TreeJson<'a>>,
    /// Why the input is invalid.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub error: Option<Error>,
}

/// A node of `tree`'s derivation.
// The schema of what `tree::TreeJson` writes.
#[derive(Debug, Serialize, JsonSchema)]
pub struct TreeNode {
    /// The rule, as the document spells it.
    pub rule: &'static str,
    /// The text it matched.
    pub text: String,
    /// Its first byte.
    pub start: usize,
    /// Its last byte plus one.
    pub end: usize,
    /// The characters the rule matched itself (outside its children), in runs
    /// labelled with the document's character-class rules: with `--full` only.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub characters: Option<Vec<CharacterRun<'static>>>,
    /// Its children, in order (absent when none).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub children: Vec<TreeNode>,
}

/// A run of characters a rule matched itself.
#[derive(Debug, Serialize, JsonSchema)]
pub struct CharacterRun<'t> {
    /// The narrowest character-class rule holding them, the escape rule, or
    /// `literal` (the rule's own delimiters).
    pub class: &'static str,
    /// The characters.
    pub text: &'t str,
    /// The first byte.
    pub start: usize,
}

// ---- resolve ------------------------------------------------------------------

/// `resolve`: one reference against the base under every revision asked.
#[derive(Debug, Serialize, JsonSchema)]
pub struct ResolveRecord {
    /// The reference.
    #[serde(flatten)]
    pub echo: Echo,
    /// The base.
    pub base: String,
    /// Resolved under every revision asked.
    pub resolved: bool,
    /// One answer per revision.
    pub revisions: Vec<ResolveAnswer>,
}

/// One revision's resolution of a reference.
#[derive(Debug, Serialize, JsonSchema)]
pub struct ResolveAnswer {
    /// The revision's id.
    pub revision: &'static str,
    /// The target (absent on error). For a same-document reference: the base
    /// without its fragment, plus the reference's fragment.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub target: Option<String>,
    /// The reference is to the current document.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub same_document: Option<bool>,
    /// The reference is valid under the revision's grammar (the appendices resolve
    /// some that are not).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub valid_reference: Option<bool>,
    /// `..` segments were left above the root: RFC 2396 (§5.2 step 6g) and the bis
    /// draft (§5.2, merge step 7) call the reference in error; url-00 keeps them
    /// (Appendix C.2), RFC 3986 discards them (§5.2.4), the others as `--remove-dot-dot`
    /// says.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub above_root: Option<bool>,
    /// `--compat` applied: the reference's scheme was the base's and was ignored.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub scheme_ignored: Option<bool>,
    /// Why the reference was not resolved.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub error: Option<Error>,
}

// ---- compare ------------------------------------------------------------------

/// `compare`: one input under every revision, side by side.
#[derive(Debug, Serialize, JsonSchema)]
pub struct CompareRecord {
    /// The input.
    #[serde(flatten)]
    pub echo: Echo,
    /// Valid under every revision.
    pub valid: bool,
    /// One answer per revision.
    pub revisions: Vec<CompareAnswer>,
    /// The keys whose values differ between the revisions that accept the input
    /// (`valid` and `resolution` between all): `valid`, `form`, a component's key,
    /// `normal`, `resolution`.
    pub differ: Vec<String>,
    /// With `--with whatwg`: the WHATWG URL Standard's answer (a parser, not a
    /// revision).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub whatwg: Option<WhatwgAnswer>,
}

/// `compare --with whatwg`: the Standard's answer, by its own field names.
#[derive(Debug, Serialize, JsonSchema)]
pub struct WhatwgAnswer {
    /// `new URL(input)`: the URL's fields, or `failure: true`.
    #[serde(flatten)]
    pub url: crate::contract::whatwg::Whatwg,
    /// With `--base`: `new URL(input, base)`, the input parsed against the base as
    /// the Standard says.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub resolution: Option<crate::contract::whatwg::Whatwg>,
    /// Where the Standard reads the input otherwise than a revision: `valid` when
    /// it fails where a revision accepts or the reverse, and each component
    /// (`scheme`, `authority`, `userinfo`, `host`, `port`, `path`, `query`,
    /// `fragment`) that differs from a revision that accepts the input.
    pub differs: Vec<&'static str>,
    /// The same, revision by revision, in the documents' order.
    pub by_revision: Vec<RevisionDiffers>,
}

/// Where the Standard reads an input otherwise than one revision.
#[derive(Debug, Serialize, JsonSchema)]
pub struct RevisionDiffers {
    /// The revision's id.
    pub revision: &'static str,
    /// `valid`, or the components that differ when both accept the input.
    pub differs: Vec<&'static str>,
}

/// `compare`: one revision's answer.
#[derive(Debug, Serialize, JsonSchema)]
pub struct CompareAnswer {
    /// The revision's id.
    pub revision: &'static str,
    /// The input is valid under the revision's start rule.
    pub valid: bool,
    /// The top-level form matched.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub form: Option<&'static str>,
    /// The common view.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub components: Option<ComponentsJson>,
    /// Why the input is invalid.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub error: Option<Error>,
    /// The normal form under the revision's rules (`normalize`, scheme level), or
    /// why there is none.
    pub normal: NormalFormResult,
    /// With `--base`: the resolution against the base.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub resolution: Option<ResolveAnswer>,
}

/// A normal form, or why there is none.
#[derive(Debug, Serialize, JsonSchema)]
#[serde(untagged)]
pub enum NormalFormResult {
    /// The normal form.
    Normal(String),
    /// Why the input has none under the revision.
    Error(Error),
}

impl From<Result<String, Error>> for NormalFormResult {
    fn from(result: Result<String, Error>) -> Self {
        match result {
            Ok(normal) => Self::Normal(normal),
            Err(e) => Self::Error(e),
        }
    }
}

// ---- grammar ------------------------------------------------------------------

/// A rule's name as the document spells it, its pest spelling and its section.
#[derive(Debug, Serialize, JsonSchema)]
pub struct RuleRef {
    /// The document's name (`net-path`).
    pub rule: String,
    /// The pest rule (`net_path`).
    pub pest_rule: String,
    /// The section (`§3`), or `""` when the file gives none.
    pub section: String,
}

/// `grammar --revision REV RULE --format json`.
#[derive(Debug, Serialize, JsonSchema)]
pub struct GrammarRule {
    /// The revision's id.
    pub revision: &'static str,
    /// The rule.
    #[serde(flatten)]
    pub rule: RuleRef,
    /// The BNF as the document writes it.
    pub bnf: String,
    /// The rule's block in `grammar/<id>.pest` (`null` if not found).
    pub pest: Option<String>,
    /// With `--uses`: the rules it refers to directly, in order of first use.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub uses: Option<Vec<RuleRef>>,
    /// With `--used-by`: the rules that refer to it directly.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub used_by: Option<Vec<RuleRef>>,
}

/// One rule of `grammar --revision REV --format json`.
#[derive(Debug, Serialize, JsonSchema)]
pub struct GrammarEntry {
    /// The rule.
    #[serde(flatten)]
    pub rule: RuleRef,
    /// The BNF as the document writes it.
    pub bnf: String,
}

/// `grammar --revision REV --format json`: the whole grammar.
#[derive(Debug, Serialize, JsonSchema)]
pub struct WholeGrammar {
    /// The revision's id.
    pub revision: &'static str,
    /// The start rule, as the document spells it.
    pub start_rule: &'static str,
    /// Every rule, in the document's order.
    pub rules: Vec<GrammarEntry>,
}

/// The revisions a list names (`rfc2396,3986`, `all`): ids or aliases, separated
/// by commas, each once, in the order first named.
pub fn revision_list(list: &str) -> Result<Vec<urispec::Revision>, String> {
    let mut revisions = Vec::new();
    for name in list.split(',').map(str::trim) {
        let named = if name.eq_ignore_ascii_case("all") {
            urispec::Revision::ALL.to_vec()
        } else {
            vec![
                name.parse()
                    .map_err(|e: urispec::UnknownRevision| format!("{e}, or all"))?,
            ]
        };
        for revision in named {
            if !revisions.contains(&revision) {
                revisions.push(revision);
            }
        }
    }
    Ok(revisions)
}

/// `value` as one line of JSON.
pub fn json_line(value: &impl Serialize) -> String {
    serde_json::to_string(value).unwrap_or_default() + "\n"
}

/// The schema of each command's output, by command name.
pub fn schema(command: &str) -> Option<schemars::Schema> {
    Some(match command {
        "check" => schemars::schema_for!(Document<Entry<CheckRecord>>),
        "check-record" => schemars::schema_for!(CheckRecord),
        "check-counts" => schemars::schema_for!(Counts),
        "parse" => schemars::schema_for!(Document<Entry<ParseRecord<'static>>>),
        "parse-record" => schemars::schema_for!(ParseRecord<'static>),
        "tree" => schemars::schema_for!(Document<Entry<TreeRecord<'static>>>),
        "tree-record" => schemars::schema_for!(TreeRecord<'static>),
        "resolve" => schemars::schema_for!(Document<Entry<ResolveRecord>>),
        "resolve-record" => schemars::schema_for!(ResolveRecord),
        "compare" => schemars::schema_for!(Document<Entry<CompareRecord>>),
        "compare-record" => schemars::schema_for!(CompareRecord),
        "grammar-rule" => schemars::schema_for!(GrammarRule),
        "grammar" => schemars::schema_for!(WholeGrammar),
        "diff" => schemars::schema_for!(diff::DiffJson),
        "normalize" => schemars::schema_for!(Document<Entry<NormalizeRecord>>),
        "normalize-record" => schemars::schema_for!(NormalizeRecord),
        "equivalent" => schemars::schema_for!(Document<Entry<EquivalentRecord>>),
        "equivalent-record" => schemars::schema_for!(EquivalentRecord),
        "encode" => schemars::schema_for!(Document<Entry<EncodeRecord>>),
        "encode-record" => schemars::schema_for!(EncodeRecord),
        "decode" => schemars::schema_for!(Document<Entry<DecodeRecord>>),
        "decode-record" => schemars::schema_for!(DecodeRecord),
        "convert" => schemars::schema_for!(Document<Entry<crate::contract::equiv::ConvertRecord>>),
        "convert-record" => schemars::schema_for!(crate::contract::equiv::ConvertRecord),
        "vectors" => schemars::schema_for!(urispec::vectors::Vectors),
        "extract" => schemars::schema_for!(Document<extract::ExtractRecord>),
        "extract-record" => schemars::schema_for!(extract::ExtractRecord),
        "over-limit-record" => schemars::schema_for!(OverLimitRecord),
        _ => return None,
    })
}

/// The names [`schema`] knows, in order.
pub const SCHEMAS: [&str; 28] = [
    "check",
    "check-record",
    "check-counts",
    "parse",
    "parse-record",
    "tree",
    "tree-record",
    "resolve",
    "resolve-record",
    "compare",
    "compare-record",
    "grammar",
    "grammar-rule",
    "diff",
    "normalize",
    "normalize-record",
    "equivalent",
    "equivalent-record",
    "encode",
    "encode-record",
    "decode",
    "decode-record",
    "convert",
    "convert-record",
    "vectors",
    "extract",
    "extract-record",
    "over-limit-record",
];

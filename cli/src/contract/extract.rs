//! `extract`: one record per thing found, per revision.

use schemars::JsonSchema;
use serde::Serialize;
use urispec::Revision;
use urispec::extract::{Found, Match, TrimReason, Unclosed, context};

use super::{Echo, Error};

/// What was found.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, JsonSchema)]
#[serde(rename_all = "lowercase")]
pub enum Kind {
    /// A URI reference (valid or not under the revision).
    Uri,
    /// A wrapper opened and never closed (reported at its opener).
    Unclosed,
}

/// A range of bytes of the text.
#[derive(Debug, Clone, Copy, Serialize, JsonSchema)]
pub struct Span {
    /// The first byte's offset in the text (from 0, across the whole source).
    pub start: usize,
    /// The offset after the last byte.
    pub end: usize,
}

/// Where something starts, for readers: line and column from 1 (columns count
/// characters; an invalid byte of UTF-8 counts one).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, JsonSchema)]
pub struct Place {
    /// The line, from 1.
    pub line: usize,
    /// The column, from 1.
    pub column: usize,
}

/// `extract`: one URI reference found (or a wrapper never closed) under one revision.
#[derive(Debug, Serialize, JsonSchema)]
pub struct ExtractRecord {
    /// Where the text came from: the file's name, `-` for standard input.
    pub source: String,
    /// The revision read under.
    pub revision: String,
    /// `uri` or `unclosed`.
    pub kind: Kind,
    /// The bytes it covers, wrapper included (for `unclosed`, the opener).
    pub span: Span,
    /// Where `span` starts.
    #[serde(flatten)]
    pub place: Place,
    /// `angle`, `quote`, `url-prefix` or `none` (found by the bare-URI policy).
    pub wrapper: &'static str,
    /// The `url-prefix` form: `<URL:…>`, `<URL: …>`, `URL:…` or `URL: …`.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub form: Option<&'static str>,
    /// The URI, its wrapper and removed whitespace taken out (`null` for `unclosed`);
    /// an invalid byte of UTF-8 written `\xFF`, and then `uri_hex` holds the bytes.
    pub uri: Option<String>,
    /// The URI's bytes in lower-case hex, only when it is not valid UTF-8.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub uri_hex: Option<String>,
    /// Whether the revision's grammar accepts the URI (`false` for `unclosed`).
    pub valid: bool,
    /// Why not (offsets in `uri`), or why unclosed.
    pub error: Option<Error>,
    /// The section of the revision's document on URIs in context.
    pub section: &'static str,
    /// The whitespace removed from inside the wrapper.
    pub removed: Vec<RemovedJson>,
    /// Hyphens at a removed line break, with both readings.
    pub hyphens: Vec<HyphenJson>,
    /// Characters trimmed from the end of a bare URI.
    pub trimmed: Vec<TrimmedJson>,
}

/// Whitespace removed from inside a wrapper.
#[derive(Debug, Serialize, JsonSchema)]
pub struct RemovedJson {
    /// Where it was in the text.
    pub span: Span,
    /// The offset in `uri` it stood before.
    pub at: usize,
    /// Whether it held a line break.
    pub line_break: bool,
    /// The section that says to remove it.
    pub section: &'static str,
}

/// A hyphen just before a removed line break: it "may or may not actually be part of
/// the URI".
#[derive(Debug, Serialize, JsonSchema)]
pub struct HyphenJson {
    /// The hyphen's offset in the text.
    pub offset: usize,
    /// The hyphen's offset in `uri`.
    pub at: usize,
    /// The reading with the hyphen (`uri` itself).
    pub with: String,
    /// The reading without it.
    pub without: String,
    /// The section that says so.
    pub section: &'static str,
}

/// A character trimmed from the end of a bare URI.
#[derive(Debug, Serialize, JsonSchema)]
pub struct TrimmedJson {
    /// Its offset in the text.
    pub offset: usize,
    /// The character.
    pub char: String,
    /// `punctuation` or `unbalanced`.
    pub reason: &'static str,
    /// What the trim follows: urispec's bare-URI policy.
    pub section: &'static str,
}

/// The text of `bytes` as the contract echoes it, and its hex when not UTF-8.
fn echo(bytes: &[u8]) -> (String, Option<String>) {
    let Echo { input, input_hex } = Echo::new(bytes);
    (input, input_hex)
}

/// The record of `found`, its offsets moved by `base` (where the text held starts in
/// the source).
pub fn record(
    source: &str,
    revision: Revision,
    found: &Found<'_>,
    base: usize,
    place: Place,
) -> ExtractRecord {
    match found {
        Found::Uri(m) => uri_record(source, revision, m, base, place),
        Found::Unclosed(u) => unclosed_record(source, revision, u, base, place),
    }
}

/// The record of a URI found.
fn uri_record(
    source: &str,
    revision: Revision,
    m: &Match<'_>,
    base: usize,
    place: Place,
) -> ExtractRecord {
    let (uri, uri_hex) = echo(&m.uri);
    let section = m.section;
    ExtractRecord {
        source: source.to_owned(),
        revision: revision.id().to_owned(),
        kind: Kind::Uri,
        span: Span {
            start: base + m.span.start,
            end: base + m.span.end,
        },
        place,
        wrapper: m.wrapper.name(),
        form: m.wrapper.form(),
        uri: Some(uri),
        uri_hex,
        valid: m.verdict.is_ok(),
        error: m.verdict.as_ref().err().map(Error::from),
        section,
        removed: m
            .removed
            .iter()
            .map(|r| RemovedJson {
                span: Span {
                    start: base + r.span.start,
                    end: base + r.span.end,
                },
                at: r.at,
                line_break: r.line_break,
                section,
            })
            .collect(),
        hyphens: m
            .hyphens
            .iter()
            .map(|h| HyphenJson {
                offset: base + h.hyphen,
                at: h.at,
                with: echo(&m.uri).0,
                without: echo(&h.without(&m.uri)).0,
                section,
            })
            .collect(),
        trimmed: m
            .trimmed
            .iter()
            .map(|t| TrimmedJson {
                offset: base + t.offset,
                char: char::from(t.byte).to_string(),
                reason: match t.reason {
                    TrimReason::Punctuation => "punctuation",
                    TrimReason::Unbalanced => "unbalanced",
                },
                section: context::POLICY,
            })
            .collect(),
    }
}

/// The record of a wrapper never closed.
fn unclosed_record(
    source: &str,
    revision: Revision,
    u: &Unclosed,
    base: usize,
    place: Place,
) -> ExtractRecord {
    ExtractRecord {
        source: source.to_owned(),
        revision: revision.id().to_owned(),
        kind: Kind::Unclosed,
        span: Span {
            start: base + u.at,
            end: base + u.at + u.len,
        },
        place,
        wrapper: u.wrapper.name(),
        form: u.wrapper.form(),
        uri: None,
        uri_hex: None,
        valid: false,
        error: Some(Error {
            offset: None,
            expected: Vec::new(),
            section: Some(u.section.to_owned()),
            message: unclosed_message(u),
        }),
        section: u.section,
        removed: Vec::new(),
        hyphens: Vec::new(),
        trimmed: Vec::new(),
    }
}

/// What text mode and JSON say of a wrapper never closed.
pub fn unclosed_message(u: &Unclosed) -> String {
    // The section is cited beside it (text) or in its own field (JSON).
    let closer = if u.wrapper.name() == "quote" {
        "\""
    } else {
        ">"
    };
    format!(
        "wrapper never closed: no {closer} before a blank line, another <, the end of the text or the length limit"
    )
}

//! The JSON contract of `equivalent`, `normalize`, `encode` and `decode`, in the
//! conventions of [`crate::contract`]: every input echoed losslessly ([`Echo`]),
//! every error an [`Error`] object, one record per input (per pair for
//! `equivalent`).

use schemars::JsonSchema;
use serde::Serialize;
use urispec::equiv::{Difference, Level, Normal, Note, Step};

use crate::contract::{Echo, Error};

// ---- normalize ----------------------------------------------------------------

/// `normalize`: one input under every revision asked.
#[derive(Debug, Serialize, JsonSchema)]
pub struct NormalizeRecord {
    /// The input.
    #[serde(flatten)]
    pub echo: Echo,
    /// Valid (so normalized) under every revision asked.
    pub valid: bool,
    /// One answer per revision.
    pub revisions: Vec<NormalizeAnswer>,
}

/// `normalize`: one revision's normal form, or why there is none.
#[derive(Debug, Serialize, JsonSchema)]
pub struct NormalizeAnswer {
    /// The revision's id.
    pub revision: &'static str,
    /// The input is valid under the revision's start rule.
    pub valid: bool,
    /// The normal form, its steps and notes (absent when invalid).
    #[serde(flatten)]
    pub normal: Option<NormalForm>,
    /// Why the input is invalid.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub error: Option<Error>,
}

/// A normal form, the steps that made it and the rules left to the scheme.
#[derive(Debug, Serialize, JsonSchema)]
pub struct NormalForm {
    /// How far the rules went (`syntax` or `scheme`).
    pub level: Level,
    /// The normal form (valid under the revision).
    pub normal: String,
    /// The steps, in the order applied, each naming its section.
    pub steps: Vec<Step>,
    /// Rules the document leaves to the scheme, or that are out of reach: not applied.
    pub notes: Vec<Note>,
}

impl From<Normal> for NormalForm {
    fn from(n: Normal) -> Self {
        Self {
            level: n.level,
            normal: n.normal,
            steps: n.steps,
            notes: n.notes,
        }
    }
}

// ---- equivalent ---------------------------------------------------------------

/// `equivalent`: one pair under every revision asked, or a line that holds no pair.
#[derive(Debug, Serialize, JsonSchema)]
pub struct EquivalentRecord {
    /// The first reference (absent for a line that holds no pair).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub a: Option<Echo>,
    /// The second reference (absent for a line that holds no pair).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub b: Option<Echo>,
    /// A line of the input that holds no pair (none, one or three fields), as read.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub line: Option<Echo>,
    /// Some revision asked accepts both references, and none of those that do says
    /// they differ. `false` for a pair every revision rejects and for a line that
    /// holds no pair, so `select(.equivalent)` keeps only real answers.
    pub equivalent: bool,
    /// One answer per revision (none for a line that holds no pair).
    pub revisions: Vec<EquivalentAnswer>,
    /// Why a line holds no pair.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub error: Option<Error>,
}

impl EquivalentRecord {
    /// The record of a line that holds no pair.
    pub fn malformed(line: &[u8], message: String) -> Self {
        Self {
            a: None,
            b: None,
            line: Some(Echo::new(line)),
            equivalent: false,
            revisions: Vec::new(),
            error: Some(Error::message(message)),
        }
    }
}

/// Which reference of a pair.
#[derive(Debug, Clone, Copy, Serialize, JsonSchema)]
#[serde(rename_all = "lowercase")]
pub enum Side {
    /// The first.
    A,
    /// The second.
    B,
}

/// `equivalent`: one revision's verdict, or which reference it rejects and why.
#[derive(Debug, Serialize, JsonSchema)]
pub struct EquivalentAnswer {
    /// The revision's id.
    pub revision: &'static str,
    /// The verdict (absent when the revision rejects a reference).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub equivalent: Option<bool>,
    /// The first reference's comparison form, steps and notes.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub normal_a: Option<NormalForm>,
    /// The second reference's comparison form, steps and notes.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub normal_b: Option<NormalForm>,
    /// When not equivalent: the first component that differs.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub difference: Option<Difference>,
    /// The reference the revision rejects.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub rejected: Option<Side>,
    /// Why it rejects it.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub error: Option<Error>,
}

// ---- encode / decode ----------------------------------------------------------

/// `encode`: one text percent-encoded as data of one component.
#[derive(Debug, Serialize, JsonSchema)]
pub struct EncodeRecord {
    /// The text.
    #[serde(flatten)]
    pub echo: Echo,
    /// The revision's id.
    pub revision: &'static str,
    /// The component, by the document's rule name.
    pub component: String,
    /// The printable ASCII characters the component carries literally (computed
    /// from the grammar); every other character is escaped.
    pub literal: String,
    /// The encoded text (absent when the text is not UTF-8).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub encoded: Option<String>,
    /// Why the text was not encoded.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub error: Option<Error>,
}

/// `decode`: one text with its `%XX` escapes decoded.
#[derive(Debug, Serialize, JsonSchema)]
pub struct DecodeRecord {
    /// The text.
    #[serde(flatten)]
    pub echo: Echo,
    /// The octets decoded, losslessly (absent on a bad escape).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub decoded: Option<Octets>,
    /// The bad escape (or invalid UTF-8 in the text).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub error: Option<Error>,
}

/// Octets, as text where they are UTF-8.
#[derive(Debug, Serialize, JsonSchema)]
pub struct Octets {
    /// The octets as text; when they are not valid UTF-8, each invalid byte is
    /// written `\xFF` here and `hex` holds the octets.
    pub text: String,
    /// The octets in lower-case hex, present only when they are not valid UTF-8.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub hex: Option<String>,
}

impl Octets {
    /// The octets `bytes`, as [`Echo`] writes an input.
    pub fn new(bytes: &[u8]) -> Self {
        let Echo { input, input_hex } = Echo::new(bytes);
        Self {
            text: input,
            hex: input_hex,
        }
    }
}

/// `convert`: one input mapped by RFC 3987 §3.1 (IRI → URI) or §3.2 (URI → IRI).
#[derive(Debug, Serialize, JsonSchema)]
pub struct ConvertRecord {
    /// The input.
    #[serde(flatten)]
    pub echo: Echo,
    /// What the input was converted to: `uri` or `iri`.
    pub to: &'static str,
    /// The section of RFC 3987 that defines the conversion.
    pub section: &'static str,
    /// The converted form (absent when the input is no IRI or URI reference).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub converted: Option<String>,
    /// Why the input was not converted.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub error: Option<Error>,
}

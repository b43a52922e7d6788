//! One input's case: the verdict of the start rule (with the components `parse`
//! gives) or of one rule, and the input echoed losslessly.

use std::fmt::Write as _;

use super::{Case, Origin, VectorComponents, tags_of};
use crate::{ParseError, Revision, Validator};

/// An input before its verdict: its bytes, origin and printed section.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Input {
    /// The bytes.
    pub bytes: Vec<u8>,
    /// Where it comes from.
    pub origin: Origin,
    /// The section that prints it (printed inputs only).
    pub section: Option<String>,
}

/// The case of `input` under `revision`'s start rule.
pub fn start_case(revision: Revision, id: String, input: &Input) -> Case {
    let verdict = match std::str::from_utf8(&input.bytes) {
        Ok(text) => revision
            .parse(text)
            .map(|p| (p.form(), VectorComponents::new(revision, p.components()))),
        Err(e) => Err(Validator::start(revision)
            .check(&input.bytes)
            .err()
            .unwrap_or_else(|| ParseError::not_utf8(revision, e.valid_up_to()))),
    };
    let mut case = blank(id, input, None);
    match verdict {
        Ok((form, components)) => {
            case.valid = true;
            case.form = Some(form);
            case.components = Some(components);
        }
        Err(e) => reject(&mut case, &e),
    }
    case
}

/// The case of `input` under one rule's validator.
pub fn rule_case(validator: &Validator, rule: String, id: String, input: &Input) -> Case {
    let mut case = blank(id, input, Some(rule));
    match validator.check(&input.bytes) {
        Ok(()) => case.valid = true,
        Err(e) => reject(&mut case, &e),
    }
    case
}

/// A case with its input and no verdict yet.
fn blank(id: String, input: &Input, rule: Option<String>) -> Case {
    let (text, hex) = echo(&input.bytes);
    Case {
        id,
        origin: input.origin,
        section: input.section.clone(),
        rule,
        tags: tags_of(&input.bytes, false),
        input: text,
        input_hex: hex,
        valid: false,
        form: None,
        components: None,
        offset: None,
        expected: None,
        error_section: None,
    }
}

/// Records the rejection `e` in `case`.
fn reject(case: &mut Case, e: &ParseError) {
    case.offset = Some(e.offset());
    case.expected = Some(e.expected().to_vec());
    let section = e.section().map(str::to_owned);
    if case.section.is_some() {
        case.error_section = section;
    } else {
        case.section = section;
    }
}

/// The input as text (each byte that is not UTF-8 written `\xFF`, as the command
/// echoes it) and, when it is not UTF-8 or holds a control character, its bytes in hex.
pub fn echo(bytes: &[u8]) -> (String, Option<String>) {
    let mut text = String::with_capacity(bytes.len());
    for chunk in bytes.utf8_chunks() {
        text.push_str(chunk.valid());
        for b in chunk.invalid() {
            let _ = write!(text, "\\x{b:02X}");
        }
    }
    let plain =
        std::str::from_utf8(bytes).is_ok() && !bytes.iter().any(|b| *b < 0x20 || *b == 0x7f);
    let hex = (!plain).then(|| {
        bytes.iter().fold(String::new(), |mut h, b| {
            let _ = write!(h, "{b:02x}");
            h
        })
    });
    (text, hex)
}

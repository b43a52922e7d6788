//! The records of `encode`, `decode` and `convert`: one text, its result.

use urispec::Revision;
use urispec::equiv::DecodeError;

use super::equiv::{ConvertRecord, DecodeRecord, EncodeRecord, Octets};
use super::{Echo, Error};

/// The record of one text `encode` read: echoed, with the component, the characters
/// it carries literally, and the encoded text or the error.
pub fn encode_record(
    input: &[u8],
    (revision, component): (Revision, &str),
    literal: &str,
    result: &Result<String, Error>,
) -> EncodeRecord {
    EncodeRecord {
        echo: Echo::new(input),
        revision: revision.id(),
        component: component.to_owned(),
        literal: literal.to_owned(),
        encoded: result.as_ref().ok().cloned(),
        error: result.as_ref().err().cloned(),
    }
}

/// The record of one text `decode` read: echoed, with the octets or the error.
pub fn decode_record(input: &[u8], result: &Result<Vec<u8>, Error>) -> DecodeRecord {
    DecodeRecord {
        echo: Echo::new(input),
        decoded: result.as_ref().ok().map(|o| Octets::new(o)),
        error: result.as_ref().err().cloned(),
    }
}

/// The record of one input `convert` read: echoed, the direction (`uri` by
/// RFC 3987 §3.1, `iri` by §3.2), the converted reference or the error.
pub fn convert_record(input: &[u8], to_uri: bool, result: &Result<String, Error>) -> ConvertRecord {
    ConvertRecord {
        echo: Echo::new(input),
        to: if to_uri { "uri" } else { "iri" },
        section: if to_uri { "§3.1" } else { "§3.2" },
        converted: result.as_ref().ok().cloned(),
        error: result.as_ref().err().cloned(),
    }
}

/// The contract's error for a `decode` that failed: where, and why.
pub fn decode_error(e: &DecodeError) -> Error {
    Error {
        offset: Some(e.offset),
        expected: Vec::new(),
        section: None,
        message: e.to_string(),
    }
}

//! The query-string parser of `serve`'s JSON API (`cli/src/serve/query.rs`). Two
//! ways, by the first byte's low bit:
//! - the rest as a raw query string (lossily UTF-8, as a request's is): never a
//!   panic, and exactly the answer of the rules it states, taken pair by pair —
//!   an unknown name (once decoded), invalid UTF-8 once decoded or a repeated name
//!   is a 400, a value over `MAX_INPUT_BYTES` a 413; otherwise every pair's value
//!   is what `get` gives;
//! - the rest as pairs of an allowed name and a value (the bytes up to each 0xFF,
//!   the first choosing the name), percent-encoded in the styles the other bits
//!   choose (`+` or `%20` for a space, upper- or lower-case hex, the name encoded
//!   too, empty pairs between): the values come back exactly.
#![no_main]

use std::collections::BTreeMap;

use libfuzzer_sys::fuzz_target;
use urispec_cli::fuzzing::{MAX_INPUT_BYTES, Params};

/// The names of the API's widest endpoint (`/api/compare`).
const ALLOWED: [&str; 4] = ["revision", "base", "input", "with"];

fuzz_target!(|data: &[u8]| {
    let [mode, rest @ ..] = data else {
        return;
    };
    if mode & 1 == 0 {
        raw(&String::from_utf8_lossy(rest));
    } else {
        round_trip(*mode, rest);
    }
});

/// A raw query string against the rules.
fn raw(query: &str) {
    let got = Params::parse(Some(query), &ALLOWED);
    match (expected(query), got) {
        (Ok(values), Ok(params)) => {
            for name in ALLOWED {
                assert_eq!(params.get(name), values.get(name).map(String::as_str));
            }
        }
        (Err(status), Err(e)) => assert_eq!(e.status, status, "{query:?}: {}", e.message),
        (want, got) => panic!("{query:?}: {want:?} expected, got {got:?}"),
    }
}

/// The answer the rules give, pair by pair: the values, or the status.
fn expected(query: &str) -> Result<BTreeMap<String, String>, u16> {
    let mut values = BTreeMap::new();
    for pair in query.split('&').filter(|p| !p.is_empty()) {
        let (name, value) = pair.split_once('=').unwrap_or((pair, ""));
        let name = String::from_utf8(decode(name)).map_err(|_| 400_u16)?;
        if !ALLOWED.contains(&name.as_str()) {
            return Err(400);
        }
        let value = String::from_utf8(decode(value)).map_err(|_| 400_u16)?;
        if value.len() > MAX_INPUT_BYTES {
            return Err(413);
        }
        if values.insert(name, value).is_some() {
            return Err(400);
        }
    }
    Ok(values)
}

/// `application/x-www-form-urlencoded` decoding of one name or value: `+` a space,
/// `%` and two hexadecimal digits a byte, anything else itself.
fn decode(raw: &str) -> Vec<u8> {
    let bytes = raw.as_bytes();
    let mut out = Vec::with_capacity(bytes.len());
    let mut i = 0;
    while i < bytes.len() {
        let hex = |b: u8| char::from(b).to_digit(16);
        match bytes[i] {
            b'+' => out.push(b' '),
            b'%' if i + 2 < bytes.len()
                && hex(bytes[i + 1]).is_some()
                && hex(bytes[i + 2]).is_some() =>
            {
                out.push((hex(bytes[i + 1]).unwrap() * 16 + hex(bytes[i + 2]).unwrap()) as u8);
                i += 2;
            }
            b => out.push(b),
        }
        i += 1;
    }
    out
}

/// Pairs built from `data`, encoded as `mode` says, read back.
fn round_trip(mode: u8, data: &[u8]) {
    let mut values = BTreeMap::new();
    for chunk in data.split(|&b| b == 0xFF) {
        let [which, value @ ..] = chunk else {
            continue;
        };
        let name = ALLOWED[usize::from(*which) % ALLOWED.len()];
        let value = String::from_utf8_lossy(value);
        if value.len() <= MAX_INPUT_BYTES {
            values.entry(name).or_insert_with(|| value.into_owned());
        }
    }
    let separator = if mode & 8 == 0 { "&" } else { "&&" };
    let query = values
        .iter()
        .map(|(name, value)| {
            let name = if mode & 16 == 0 {
                (*name).to_owned()
            } else {
                encode(name, mode)
            };
            format!("{name}={}", encode(value, mode))
        })
        .collect::<Vec<_>>()
        .join(separator);
    let params = Params::parse(Some(&query), &ALLOWED)
        .unwrap_or_else(|e| panic!("{query:?}: {} {}", e.status, e.message));
    for name in ALLOWED {
        assert_eq!(
            params.get(name),
            values.get(name).map(String::as_str),
            "{query:?}"
        );
    }
}

/// `text` percent-encoded but for ASCII letters and digits; a space `+` (mode bit
/// 2) or `%20`; hexadecimal digits lower-case (mode bit 4) or upper-case.
fn encode(text: &str, mode: u8) -> String {
    let mut out = String::new();
    for b in text.bytes() {
        if b.is_ascii_alphanumeric() && mode & 16 == 0 {
            out.push(char::from(b));
        } else if b == b' ' && mode & 2 != 0 {
            out.push('+');
        } else if mode & 4 != 0 {
            out.push_str(&format!("%{b:02x}"));
        } else {
            out.push_str(&format!("%{b:02X}"));
        }
    }
    out
}

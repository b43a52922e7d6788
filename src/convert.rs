//! RFC 3987 §3: mapping IRIs to URIs (§3.1) and converting URIs to IRIs (§3.2).
//!
//! ```
//! use urispec::convert::{to_iri, to_uri};
//! assert_eq!(to_uri("http://résumé.example.org").unwrap(), "http://r%C3%A9sum%C3%A9.example.org");
//! assert_eq!(to_iri("http://www.example.org/D%C3%BCrst").unwrap(), "http://www.example.org/Dürst");
//! // §3.2.1: not UTF-8, and a bidi control: both stay percent-encoded.
//! assert_eq!(to_iri("http://www.example.org/D%FCrst").unwrap(), "http://www.example.org/D%FCrst");
//! assert_eq!(
//!     to_iri("http://xn--99zt52a.example.org/%e2%80%ae").unwrap(),
//!     "http://xn--99zt52a.example.org/%E2%80%AE"
//! );
//! ```

use std::fmt::Write as _;

use crate::{ParseError, Revision};

/// RFC 3987 §3.1: an IRI reference (valid under `rfc3987`'s `IRI-reference`) mapped
/// to a URI reference. Step 1 variant c (the input is Unicode already: no
/// normalization); step 2: every `ucschar` or `iprivate` character (every non-ASCII
/// one, in a valid IRI) becomes the `%HH` triplets of its UTF-8 octets, upper-case
/// ("SHOULD use uppercase letters"). A URI maps to itself; the mapping is idempotent.
///
/// # Errors
/// The [`ParseError`] when `iri` is no IRI reference.
pub fn to_uri(iri: &str) -> Result<String, ParseError> {
    Revision::Rfc3987.check(iri)?;
    let mut out = String::with_capacity(iri.len());
    for c in iri.chars() {
        if c.is_ascii() {
            out.push(c);
        } else {
            let mut buf = [0; 4];
            for byte in c.encode_utf8(&mut buf).bytes() {
                let _ = write!(out, "%{byte:02X}");
            }
        }
    }
    Ok(out)
}

/// RFC 3987 §3.2: a URI reference (valid under `rfc3986`'s `URI-reference`) converted to
/// an IRI reference, steps 1–5:
/// 2. every `%HH` is decoded, except those of `%`, of a `reserved` character and of an
///    ASCII character not allowed in URIs (so only unreserved ASCII and non-ASCII
///    octets are);
/// 3. an octet decoded in step 2 that is not part of a strictly legal UTF-8 sequence is
///    percent-encoded again;
/// 4. so are the octets of a character "not appropriate according to sections 2.2, 4.1,
///    and 6.1": one that is neither `ucschar` nor (in the query) `iprivate` (§2.2), or a
///    bidirectional formatting character (§4.1: LRM, RLM, LRE, RLE, PDF, LRO, RLO);
/// 5. the octets are read as UTF-8.
///
/// Octets encoded again are written `%HH` in upper case (§3.2.1's third example: `%e2`
/// comes back as `%E2`); escapes step 2 leaves alone keep their case.
///
/// # Errors
/// The [`ParseError`] when `uri` is no URI reference.
pub fn to_iri(uri: &str) -> Result<String, ParseError> {
    Revision::Rfc3986.check(uri)?;
    let bytes = uri.as_bytes();
    let query = query_span(uri);
    let mut out = String::with_capacity(uri.len());
    let mut at = 0;
    while at < bytes.len() {
        // A run of escapes that step 2 decodes to non-ASCII octets.
        let run = decodable_run(bytes, at);
        if run.is_empty() {
            let (text, next) = ascii_at(bytes, at);
            out.push_str(text);
            at = next;
            continue;
        }
        let in_query = query.is_some_and(|(from, to)| at >= from && at < to);
        decode_run(&run, in_query, &mut out);
        at += run.len() * 3;
    }
    Ok(out)
}

/// Where the query lies (byte offsets): after the first `?` before any `#`.
fn query_span(uri: &str) -> Option<(usize, usize)> {
    let end = uri.find('#').unwrap_or(uri.len());
    uri[..end].find('?').map(|q| (q + 1, end))
}

/// The octets of the `%HH` escapes at `at` that step 2 decodes to non-ASCII octets,
/// one after another.
fn decodable_run(bytes: &[u8], mut at: usize) -> Vec<u8> {
    let mut run = Vec::new();
    while let Some(octet) = escape_at(bytes, at).filter(|o| !o.is_ascii()) {
        run.push(octet);
        at += 3;
    }
    run
}

/// The text at `at` that is copied as it is, or decoded to one unreserved ASCII
/// character (step 2), and where the next part starts.
fn ascii_at(bytes: &[u8], at: usize) -> (&str, usize) {
    match escape_at(bytes, at) {
        Some(octet) if is_unreserved(octet) => (unreserved_str(octet), at + 3),
        Some(_) => (ascii(&bytes[at..at + 3]), at + 3),
        None => (ascii(&bytes[at..=at]), at + 1),
    }
}

/// ASCII bytes as text (a valid URI is ASCII).
fn ascii(bytes: &[u8]) -> &str {
    std::str::from_utf8(bytes).unwrap_or_default()
}

/// The one-character text of an unreserved ASCII octet.
fn unreserved_str(octet: u8) -> &'static str {
    const TABLE: &str = "-.0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ_abcdefghijklmnopqrstuvwxyz~";
    TABLE.find(char::from(octet)).map_or("", |i| &TABLE[i..=i])
}

/// RFC 3986 §2.3: `unreserved = ALPHA / DIGIT / "-" / "." / "_" / "~"`.
fn is_unreserved(octet: u8) -> bool {
    octet.is_ascii_alphanumeric() || matches!(octet, b'-' | b'.' | b'_' | b'~')
}

/// The octet of the `%HH` at `at`, if there is one.
fn escape_at(bytes: &[u8], at: usize) -> Option<u8> {
    match bytes.get(at..at + 3)? {
        [b'%', hi, lo] => {
            let hex = |b: u8| char::from(b).to_digit(16);
            Some(u8::try_from(hex(*hi)? * 16 + hex(*lo)?).unwrap_or_default())
        }
        _ => None,
    }
}

/// Steps 3–5 on a run of decoded non-ASCII octets: the longest valid UTF-8 prefix's
/// appropriate characters are written as characters, every other octet as `%HH`.
fn decode_run(run: &[u8], in_query: bool, out: &mut String) {
    let mut rest = run;
    while !rest.is_empty() {
        match std::str::from_utf8(rest) {
            Ok(text) => {
                push_chars(text, in_query, out);
                rest = &[];
            }
            Err(e) => {
                let (good, bad) = rest.split_at(e.valid_up_to());
                push_chars(std::str::from_utf8(good).unwrap_or_default(), in_query, out);
                // Step 3: the octets that start no legal sequence, encoded again.
                let bad_len = e.error_len().unwrap_or(bad.len());
                for octet in &bad[..bad_len] {
                    let _ = write!(out, "%{octet:02X}");
                }
                rest = &bad[bad_len..];
            }
        }
    }
}

/// Step 4 on decoded characters: appropriate ones as themselves, others as `%HH`.
fn push_chars(text: &str, in_query: bool, out: &mut String) {
    for c in text.chars() {
        if is_appropriate(c, in_query) {
            out.push(c);
        } else {
            let mut buf = [0; 4];
            for byte in c.encode_utf8(&mut buf).bytes() {
                let _ = write!(out, "%{byte:02X}");
            }
        }
    }
}

/// §2.2 (`ucschar`, or `iprivate` in the query) and §4.1 (no bidirectional formatting
/// character).
fn is_appropriate(c: char, in_query: bool) -> bool {
    !crate::bidi::is_formatting(c) && (is_ucschar(c) || (in_query && is_iprivate(c)))
}

/// RFC 3987 §2.2 `ucschar`.
fn is_ucschar(c: char) -> bool {
    let c = u32::from(c);
    matches!(c, 0xA0..=0xD7FF | 0xF900..=0xFDCF | 0xFDF0..=0xFFEF | 0xE1000..=0xEFFFD)
        || (0x10000..=0xDFFFD).contains(&c) && (c & 0xFFFF) <= 0xFFFD
}

/// RFC 3987 §2.2 `iprivate`.
fn is_iprivate(c: char) -> bool {
    matches!(u32::from(c), 0xE000..=0xF8FF | 0xF0000..=0xFFFFD | 0x10_0000..=0x10_FFFD)
}

#[cfg(test)]
mod tests {
    use super::{is_iprivate, is_ucschar};
    use crate::Revision;
    use crate::automaton::Automaton;

    /// The two character tests are the grammar's rules, character by character over
    /// every plane's edges.
    #[test]
    fn the_classes_are_the_grammars() {
        let grammar = Revision::Rfc3987.bnf();
        let ucschar = Automaton::compile(grammar, "ucschar").unwrap();
        let iprivate = Automaton::compile(grammar, "iprivate").unwrap();
        let mut probes: Vec<u32> = (0..0x11_0000).step_by(0x7FF).collect();
        for plane in 0..=0x10 {
            for low in [0, 1, 0xFFFC, 0xFFFD, 0xFFFE, 0xFFFF] {
                probes.push(plane << 16 | low);
            }
        }
        probes.extend([
            0x9F, 0xA0, 0xD7FF, 0xE000, 0xF8FF, 0xF900, 0xFDCF, 0xFDD0, 0xFDEF,
        ]);
        probes.extend([0xFDF0, 0xFFEF, 0xFFF0, 0xE0FFF, 0xE1000, 0x202E]);
        for c in probes.into_iter().filter_map(char::from_u32) {
            let mut buf = [0; 4];
            let bytes = c.encode_utf8(&mut buf).as_bytes();
            assert_eq!(is_ucschar(c), ucschar.is_match(bytes), "{:X}", u32::from(c));
            assert_eq!(
                is_iprivate(c),
                iprivate.is_match(bytes),
                "{:X}",
                u32::from(c)
            );
        }
    }
}

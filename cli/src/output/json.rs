//! JSON written by hand where a record is written millions of times (`check`'s batch):
//! strings escaped in one pass, byte for byte as `serde_json` escapes them, into a
//! buffer the caller reuses.

/// What a byte becomes in a JSON string: `0` itself, `b'u'` `\u00XX`, else `\` and
/// the byte (`serde_json`'s table: the control characters, `"` and `\`).
const ESCAPE: [u8; 256] = {
    let mut table = [0u8; 256];
    let mut b = 0;
    while b < 0x20 {
        table[b] = b'u';
        b += 1;
    }
    table[0x08] = b'b';
    table[0x09] = b't';
    table[0x0A] = b'n';
    table[0x0C] = b'f';
    table[0x0D] = b'r';
    table[b'"' as usize] = b'"';
    table[b'\\' as usize] = b'\\';
    table
};

/// Appends `text` as a JSON string, quotes included.
pub fn string(out: &mut Vec<u8>, text: &str) {
    out.reserve(text.len() + 2);
    out.push(b'"');
    escaped(out, text);
    out.push(b'"');
}

/// Text written inside a JSON string being appended to a buffer, escaped piece by
/// piece (the caller writes the quotes).
pub struct Escaped<'o>(pub &'o mut Vec<u8>);

impl std::fmt::Write for Escaped<'_> {
    fn write_str(&mut self, s: &str) -> std::fmt::Result {
        escaped(self.0, s);
        Ok(())
    }
}

/// Appends `text` escaped, without quotes.
fn escaped(out: &mut Vec<u8>, text: &str) {
    let mut rest = text.as_bytes();
    loop {
        let at = plain(rest);
        out.extend_from_slice(&rest[..at]);
        let Some(&b) = rest.get(at) else { break };
        let escape = ESCAPE[usize::from(b)];
        if escape == b'u' {
            const HEX: &[u8; 16] = b"0123456789abcdef";
            out.extend_from_slice(b"\\u00");
            out.push(HEX[usize::from(b >> 4)]);
            out.push(HEX[usize::from(b & 0xF)]);
        } else {
            out.extend_from_slice(&[b'\\', escape]);
        }
        rest = &rest[at + 1..];
    }
}

/// The length of the start of `bytes` that JSON writes as it is: eight bytes at a
/// time while none of them is a control character, `"` or `\`, then byte by byte.
fn plain(bytes: &[u8]) -> usize {
    const ONES: u64 = 0x0101_0101_0101_0101;
    const HIGH: u64 = 0x8080_8080_8080_8080;
    // Whether some byte of `w` is below `n` (n <= 0x80), or zero.
    let below = |w: u64, n: u64| w.wrapping_sub(ONES * n) & !w & HIGH != 0;
    let mut at = 0;
    for chunk in bytes.chunks_exact(8) {
        let w = u64::from_le_bytes(chunk.try_into().unwrap_or_default());
        if below(w, 0x20) || below(w ^ (ONES * 0x22), 1) || below(w ^ (ONES * 0x5C), 1) {
            break;
        }
        at += 8;
    }
    at + bytes[at..]
        .iter()
        .position(|&b| ESCAPE[usize::from(b)] != 0)
        .unwrap_or(bytes.len() - at)
}

/// Appends `n` in decimal.
pub fn number(out: &mut Vec<u8>, n: usize) {
    let mut digits = [0u8; 20];
    let mut at = digits.len();
    let mut n = n;
    loop {
        at -= 1;
        // `n % 10` is a digit.
        #[allow(clippy::cast_possible_truncation)]
        let digit = (n % 10) as u8;
        digits[at] = b'0' + digit;
        n /= 10;
        if n == 0 {
            break;
        }
    }
    out.extend_from_slice(&digits[at..]);
}

/// Appends `true` or `false`.
pub fn boolean(out: &mut Vec<u8>, value: bool) {
    out.extend_from_slice(if value { b"true" } else { b"false" });
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Every character below U+0080, and a few beyond, escape as `serde_json`
    /// escapes them; numbers print as it prints them.
    #[test]
    fn strings_and_numbers_are_serde_json() {
        let mut text: String = (0u8..0x80).map(char::from).collect();
        text.push_str("é\u{202E}\u{1F600}\u{7F}\"\\");
        for s in [&text[..], "", "plain", "\"", "\\\\", "\u{0}x\u{1F}"] {
            let mut out = Vec::new();
            string(&mut out, s);
            assert_eq!(out, serde_json::to_vec(s).unwrap(), "{s:?}");
        }
        // Each byte that is escaped, and a few that are not, at every place of the
        // eight-byte chunks and after them, among plain and non-ASCII text.
        for c in (0u8..0x80).map(char::from).chain(['é', '\u{7F}', '\u{FF}']) {
            for at in 0..20 {
                for len in [at + 1, at + 3, 24] {
                    let mut s: String = "aé/z0123456789abcdefghij".chars().take(len).collect();
                    s.insert(s.char_indices().nth(at).map_or(s.len(), |(i, _)| i), c);
                    let mut out = Vec::new();
                    string(&mut out, &s);
                    assert_eq!(out, serde_json::to_vec(&s).unwrap(), "{s:?}");
                    let mut pieces = b"\"".to_vec();
                    let (a, b) = s.split_at(s.char_indices().nth(at).map_or(0, |(i, _)| i));
                    let _ = std::fmt::Write::write_fmt(
                        &mut Escaped(&mut pieces),
                        format_args!("{a}{b}"),
                    );
                    pieces.push(b'"');
                    assert_eq!(pieces, out);
                }
            }
        }
        for n in [0, 7, 10, 99, 12_345, usize::MAX] {
            let mut out = Vec::new();
            number(&mut out, n);
            assert_eq!(out, serde_json::to_vec(&n).unwrap());
        }
        for value in [true, false] {
            let mut out = b"[".to_vec();
            boolean(&mut out, value);
            assert_eq!(out, format!("[{value}").as_bytes());
        }
    }

    /// Several bytes to escape in one eight-byte chunk, in every mix (controls,
    /// quotes, backslashes, plain ASCII and non-ASCII next to them): the chunk test
    /// must stop at each chunk that holds any of them, whatever else it holds.
    #[test]
    fn chunks_dense_with_escapes_are_serde_json() {
        let alphabet = [
            '\u{0}', '\u{1F}', '\n', '"', '\\', ' ', '!', '#', '[', ']', 'a', '\u{7F}', 'é',
            '\u{A2}', '\u{DC}', 'z',
        ];
        // A linear congruential generator: the same strings on every run.
        let mut seed: u64 = 0x2545_F491_4F6C_DD1D;
        let mut next = || {
            seed = seed
                .wrapping_mul(6_364_136_223_846_793_005)
                .wrapping_add(1_442_695_040_888_963_407);
            usize::try_from(seed >> 60).unwrap_or_default()
        };
        for _ in 0..4_000 {
            let len = 8 + 2 * next();
            let text: String = (0..len).map(|_| alphabet[next()]).collect();
            let mut out = Vec::new();
            string(&mut out, &text);
            assert_eq!(out, serde_json::to_vec(&text).unwrap(), "{text:?}");
        }
    }
}

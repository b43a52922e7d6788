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
    out.push(b'"');
    let bytes = text.as_bytes();
    let mut start = 0;
    for (i, &b) in bytes.iter().enumerate() {
        let escape = ESCAPE[usize::from(b)];
        if escape == 0 {
            continue;
        }
        out.extend_from_slice(&bytes[start..i]);
        start = i + 1;
        if escape == b'u' {
            const HEX: &[u8; 16] = b"0123456789abcdef";
            out.extend_from_slice(b"\\u00");
            out.push(HEX[usize::from(b >> 4)]);
            out.push(HEX[usize::from(b & 0xF)]);
        } else {
            out.extend_from_slice(&[b'\\', escape]);
        }
    }
    out.extend_from_slice(&bytes[start..]);
    out.push(b'"');
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
        for n in [0, 7, 10, 99, 12_345, usize::MAX] {
            let mut out = Vec::new();
            number(&mut out, n);
            assert_eq!(out, serde_json::to_vec(&n).unwrap());
        }
    }
}

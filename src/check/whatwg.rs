//! The URL Standard's one step out of its grammar: "valid domain" (#valid-domain).
//!
//! A valid domain string "must be a string that is a valid domain", and a string is a
//! valid domain when the domain parser, with `beStrict` true, does not fail (UTS #46
//! `ToASCII` with `CheckHyphens`, `CheckBidi`, `CheckJoiners`, `UseSTD3ASCIIRules` and
//! `VerifyDnsLength` true, `Transitional_Processing` and `IgnoreInvalidPunycode` false, #idna)
//! and the ends-in-a-number checker returns false on its result. No grammar says that:
//! `grammar/whatwg.bnf`'s `valid-domain-string` is the set of code points such a domain
//! is written with, and every one an input derives is run through these steps here.

use idna::uts46::{AsciiDenyList, DnsLength, Hyphens, Uts46};

use crate::error::{ErrorNote, ParseError, describe};
use crate::{Revision, pest_grammar};

/// The first `valid-domain-string` of `input` (valid under `rule` by the grammar) that
/// is not a valid domain, as the error at its first byte.
pub(super) fn invalid_domain(rule: &'static str, input: &[u8]) -> Option<ParseError> {
    let text = std::str::from_utf8(input).ok()?;
    let spans = if rule == Revision::Whatwg.start_rule() {
        special_domain(text).into_iter().collect()
    } else {
        pest_grammar::whatwg_domains(rule, text)
    };
    spans.into_iter().find_map(|span| {
        let note = why_not_a_valid_domain(&text[span.clone()])?;
        Some(ParseError {
            revision: Revision::Whatwg,
            rule: rule.to_owned(),
            offset: span.start,
            expected: vec!["valid domain".to_owned()],
            section: Some("#valid-domain".to_owned()),
            found: describe(input, span.start),
            note: Some(note),
        })
    })
}

/// The `valid-domain-string` of an absolute-URL-with-fragment string the grammar
/// accepts, found without a parse (a valid input is long, its host short): only a
/// special scheme's `//` is followed by a valid host string, which ends at the first
/// ":", "/", "?" or "#"; a valid IPv4-address string or a bracketed IPv6 address is no
/// domain (`tests/differential.rs` checks the derivation agrees).
fn special_domain(input: &str) -> Option<std::ops::Range<usize>> {
    static IPV4: std::sync::OnceLock<crate::Validator> = std::sync::OnceLock::new();
    let colon = input.find(':')?;
    let special = ["ftp", "file", "http", "https", "ws", "wss"]
        .iter()
        .any(|s| s.eq_ignore_ascii_case(&input[..colon]));
    let start = colon + 3;
    if !special || !input[colon + 1..].starts_with("//") {
        return None;
    }
    let end = input[start..]
        .find([':', '/', '?', '#'])
        .map_or(input.len(), |i| start + i);
    let host = &input[start..end];
    let ipv4 = IPV4.get_or_init(|| {
        crate::Validator::new(Revision::Whatwg, "valid-IPv4-address-string")
            .expect("the Standard defines it")
    });
    let domain = !host.is_empty() && !host.starts_with('[') && !ipv4.is_valid(host.as_bytes());
    domain.then_some(start..end)
}

/// Why `domain` is not a valid domain (#valid-domain), or `None` when it is one.
///
/// ```ignore
/// assert!(why_not_a_valid_domain("example.com").is_none());
/// ```
pub(crate) fn why_not_a_valid_domain(domain: &str) -> Option<ErrorNote> {
    // The domain parser with beStrict true: domain parser ToASCII with true (#idna).
    let Ok(ascii) = Uts46::new().to_ascii(
        domain.as_bytes(),
        AsciiDenyList::STD3,
        Hyphens::Check,
        DnsLength::Verify,
    ) else {
        return Some(ErrorNote::WhatwgDomainToAscii);
    };
    ends_in_a_number(&ascii).then_some(ErrorNote::WhatwgEndsInANumber)
}

/// The Standard's ends-in-a-number checker (#ends-in-a-number-checker).
fn ends_in_a_number(domain: &str) -> bool {
    // 1. Let parts be the result of strictly splitting input on U+002E (.).
    let mut parts: Vec<&str> = domain.split('.').collect();
    // 2. If the last item in parts is the empty string, then remove it.
    if parts.last() == Some(&"") {
        parts.pop();
    }
    // 3. Let last be the last item in parts.
    let last = parts.last().copied().unwrap_or_default();
    // 4. If last is non-empty and contains only ASCII digits, then return true.
    if !last.is_empty() && last.bytes().all(|b| b.is_ascii_digit()) {
        return true;
    }
    // 5. If parsing last as an IPv4 number does not return failure, then return true
    //    (a "0x"/"0X" prefix followed by hex digits, or an octal or decimal number:
    //    the all-digit case is step 4's).
    ipv4_number_parses(last)
}

/// Whether the IPv4 number parser (#ipv4-number-parser) does not fail on `input`.
fn ipv4_number_parses(input: &str) -> bool {
    if input.is_empty() {
        return false;
    }
    let (digits, radix) = match input.get(..2) {
        Some("0x" | "0X") => (&input[2..], 16),
        _ if input.len() >= 2 && input.starts_with('0') => (&input[1..], 8),
        _ => (input, 10),
    };
    digits.chars().all(|c| c.is_digit(radix))
}

#[cfg(test)]
mod tests {
    use super::{ends_in_a_number, why_not_a_valid_domain};
    use crate::error::ErrorNote;

    #[test]
    fn the_valid_domain_steps() {
        assert_eq!(why_not_a_valid_domain("example.com"), None);
        assert_eq!(why_not_a_valid_domain("EXAMPLE.com"), None);
        assert_eq!(why_not_a_valid_domain("☕.example"), None);
        assert_eq!(
            why_not_a_valid_domain("a..b"),
            Some(ErrorNote::WhatwgDomainToAscii)
        );
        assert_eq!(
            why_not_a_valid_domain("-a.b"),
            Some(ErrorNote::WhatwgDomainToAscii)
        );
        assert_eq!(
            why_not_a_valid_domain("xn--8i7caa"),
            Some(ErrorNote::WhatwgDomainToAscii)
        );
        assert_eq!(
            why_not_a_valid_domain("a.b.1"),
            Some(ErrorNote::WhatwgEndsInANumber)
        );
        assert_eq!(
            why_not_a_valid_domain("a.0x1f"),
            Some(ErrorNote::WhatwgEndsInANumber)
        );
    }

    /// The host found without a parse is the derivation's.
    #[test]
    fn the_special_domain_is_the_derivations() {
        use super::special_domain;
        use crate::{Revision, pest_grammar};
        let start = Revision::Whatwg.start_rule();
        for input in [
            "http://a.b:80/c?d#e",
            "HTTPS://☕.example",
            "file://h/p",
            "file:///p",
            "http://1.2.3.4/",
            "http://1.2.3.4.5/",
            "http://[::1]/",
            "foo://a/b",
            "wss://a?q",
            "ws://a#f",
        ] {
            let spans = pest_grammar::whatwg_domains(start, input);
            assert_eq!(
                special_domain(input).into_iter().collect::<Vec<_>>(),
                spans,
                "{input}"
            );
        }
    }

    /// A rule other than the start rule finds its domains in its own derivation: a
    /// host that is no valid domain is invalid under `valid-host-string` as in a URL.
    #[test]
    fn every_rule_checks_its_domains() {
        use crate::{Revision, Validator};
        let host = Validator::new(Revision::Whatwg, "valid-host-string").unwrap();
        assert!(host.is_valid(b"example.com"));
        assert!(!host.is_valid(b"M."));
        assert!(!host.is_valid(b"a.b.1"));
        assert_eq!(host.check(b"-a.b").unwrap_err().offset(), 0);
        let start = Validator::start(Revision::Whatwg);
        assert!(start.is_valid(b"http://example.com/"));
        assert!(!start.is_valid(b"http://M./"));
    }

    #[test]
    fn the_ends_in_a_number_checker() {
        for yes in ["1", "a.1", "a.1.", "a.0x", "a.0X1f", "a.017"] {
            assert!(ends_in_a_number(yes), "{yes}");
        }
        for no in ["", ".", "a", "a.b1", "a.1b", "a.0x1g", "a.09a"] {
            assert!(!ends_in_a_number(no), "{no}");
        }
    }
}

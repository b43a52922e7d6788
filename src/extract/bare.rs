//! URIs without a wrapper: urispec's policy (the documents do not define them). A
//! candidate starts at a scheme (a letter not preceded by a letter or digit, then
//! letters, digits, `+`, `-`, `.`) and its `:`, extends as far as the revision's grammar
//! accepts, and may lose trailing sentence punctuation.

use std::borrow::Cow;

use crate::{Revision, Validator};

use super::scan::MAX_SCHEME;
use super::{Match, TrimReason, Trimmed, Wrapper, context};

/// Whether `b` may be in a scheme.
pub fn is_scheme_byte(b: u8) -> bool {
    b.is_ascii_alphanumeric() || matches!(b, b'+' | b'-' | b'.')
}

/// Where the scheme that ends at the `:` at `colon` starts: in the run of scheme bytes
/// before it (no further back than `floor` and [`MAX_SCHEME`] bytes), the first letter
/// not preceded by a letter or digit (`1.http:` starts at `h`, `1abc:` nowhere); `None`
/// when there is none, or when the run goes on before what may be read.
pub fn scheme_start(text: &[u8], colon: usize, floor: usize) -> Option<usize> {
    let lowest = floor.max(colon.saturating_sub(MAX_SCHEME));
    let mut run = colon;
    while run > lowest && is_scheme_byte(text[run - 1]) {
        run -= 1;
    }
    if run > 0 && is_scheme_byte(text[run - 1]) {
        return None; // the run goes on before what may be read, or is too long
    }
    (run..colon).find(|&i| {
        text[i].is_ascii_alphabetic() && (i == run || !text[i - 1].is_ascii_alphanumeric())
    })
}

/// Whether a scheme and its `:` start at `at` (what a wrapper's content must start
/// with).
pub fn scheme_at(text: &[u8], at: usize) -> bool {
    if !text.get(at).is_some_and(u8::is_ascii_alphabetic) {
        return false;
    }
    // A longer run has a scheme byte, not a `:`, after its first `MAX_SCHEME` bytes.
    let run = text[at..]
        .iter()
        .take(MAX_SCHEME)
        .take_while(|&&b| is_scheme_byte(b))
        .count();
    text.get(at + run) == Some(&b':')
}

/// The offset after any spaces and tabs at `at`, going no further than `limit`.
pub fn skip_blanks(text: &[u8], mut at: usize, limit: usize) -> usize {
    while at < limit && text.get(at).is_some_and(|&b| b == b' ' || b == b'\t') {
        at += 1;
    }
    at
}

/// A bare candidate, its scheme found.
pub struct Candidate<'t> {
    /// The text.
    pub text: &'t [u8],
    /// Where the match starts (the `URL:` prefix's `U`, or the scheme).
    pub span_start: usize,
    /// Where the URI starts.
    pub uri_start: usize,
    /// `None`, or the bare `URL:` prefix.
    pub wrapper: Wrapper,
    /// Whether trailing punctuation is trimmed.
    pub trim: bool,
}

impl<'t> Candidate<'t> {
    /// The match, if the grammar accepts more than the scheme's `:`, and where the
    /// scan goes on (where the grammar stopped reading).
    pub fn run(self, revision: Revision, max_len: usize) -> (Option<Match<'t>>, usize) {
        let text = self.text;
        let window = &text[self.uri_start..text.len().min(self.uri_start + max_len)];
        let Some(stop) = Validator::start(revision).stop(window) else {
            return (None, self.uri_start + 1);
        };
        let next = self.uri_start + stop.offset.max(1);
        let Some(longest) = stop.longest_match else {
            return (None, next);
        };
        let colon = window
            .iter()
            .position(|&b| b == b':')
            .unwrap_or(window.len());
        let (end, trimmed) = if self.trim {
            trim(text, self.uri_start, self.uri_start + longest)
        } else {
            (self.uri_start + longest, Vec::new())
        };
        if end <= self.uri_start + colon {
            return (None, next);
        }
        let uri = &text[self.uri_start..end];
        // The longest match is in the grammar's language; under the URL Standard its
        // hosts must also be valid domains, which only the check asks.
        let verdict = if trimmed.is_empty() && revision != Revision::Whatwg {
            Ok(())
        } else {
            Validator::start(revision).check(uri)
        };
        let found = Match {
            span: self.span_start..end,
            wrapper: self.wrapper,
            uri: Cow::Borrowed(uri),
            removed: Vec::new(),
            hyphens: Vec::new(),
            trimmed,
            verdict,
            section: context::section(revision),
        };
        (Some(found), next)
    }
}

/// Trims trailing sentence punctuation and unbalanced closers from `text[start..end]`:
/// the new end and the characters trimmed, nearest the URI first.
fn trim(text: &[u8], start: usize, mut end: usize) -> (usize, Vec<Trimmed>) {
    let count = |b: u8| memchr::memchr_iter(b, &text[start..end]).count();
    // How many closers have no opener: the most that may be trimmed.
    let (mut parens, mut brackets) = (
        count(b')').saturating_sub(count(b'(')),
        count(b']').saturating_sub(count(b'[')),
    );
    let mut trimmed = Vec::new();
    while end > start {
        let byte = text[end - 1];
        let reason = match byte {
            b'.' | b',' | b';' | b':' | b'!' | b'?' | b'\'' | b'"' => TrimReason::Punctuation,
            b')' if parens > 0 => {
                parens -= 1;
                TrimReason::Unbalanced
            }
            b']' if brackets > 0 => {
                brackets -= 1;
                TrimReason::Unbalanced
            }
            _ => break,
        };
        end -= 1;
        trimmed.push(Trimmed {
            offset: end,
            byte,
            reason,
        });
    }
    trimmed.reverse();
    (end, trimmed)
}

//! Wrapped URIs: `<…>` and `<URL:…>` (every revision), `"…"` (RFC 2396 and after).
//! The content runs to the closer; its whitespace is removed, each run reported, and a
//! hyphen before a removed line break noted (the documents' rules, cited by section).
//!
//! Which `<` and `"` open a wrapper is urispec's reading: `<URL:` always does; a bare
//! `<` or `"` only when a scheme and its `:` follow at once (so HTML tags, mail
//! addresses and quoted prose are not read as URIs). In quotes, whitespace within a
//! line means prose, not a URI: only whitespace that holds a line break is removed.

use std::borrow::Cow;

use crate::{Revision, Validator};

use super::bare::scheme_at;
use super::{HyphenBreak, Match, PrefixForm, Removed, Unclosed, Wrapper, context};

/// What a `<` or `"` turned out to open.
#[allow(clippy::large_enum_variant)] // the large variant is the common one: boxing it costs an allocation a match
pub enum Outcome<'t> {
    /// A wrapped URI (valid or not under the revision).
    Found(Match<'t>),
    /// A wrapper that was never closed.
    Unclosed(Unclosed),
    /// Not a wrapper.
    NotAWrapper,
}

/// Whether `b` is whitespace the documents remove (spaces, line breaks, tabs, form
/// feeds, vertical tabs).
fn is_space(b: u8) -> bool {
    matches!(b, b' ' | b'\t' | b'\n' | b'\r' | 0x0B | 0x0C)
}

/// How many line breaks a run of whitespace holds (`\n`, `\r\n`, or a lone `\r`).
fn line_breaks(run: &[u8]) -> usize {
    let count = |b: u8| memchr::memchr_iter(b, run).count();
    match count(b'\n') {
        0 => count(b'\r'),
        n => n,
    }
}

/// A wrapper's content as read up to its closer.
struct Content {
    /// The closer's offset.
    close: usize,
    /// The whitespace runs inside, as text spans.
    runs: Vec<std::ops::Range<usize>>,
}

/// Reads from `from` to `closer`: `Err(true)` when the wrapper is never closed (a blank
/// line, `<` in angle brackets, the end of the text, or `limit` came first),
/// `Err(false)` when whitespace within a line shows quoted prose (`quote`).
fn content(
    text: &[u8],
    from: usize,
    closer: u8,
    limit: usize,
    quote: bool,
) -> Result<Content, bool> {
    let end = text.len().min(limit);
    let mut runs = Vec::new();
    let mut i = from;
    while i < end {
        let b = text[i];
        if b == closer {
            return Ok(Content { close: i, runs });
        }
        if b == b'<' && !quote {
            return Err(true);
        }
        if is_space(b) {
            let run_end = text[i..end]
                .iter()
                .position(|&c| !is_space(c))
                .map_or(end, |n| i + n);
            let breaks = line_breaks(&text[i..run_end]);
            if breaks >= 2 {
                return Err(true);
            }
            if quote && breaks == 0 {
                return Err(false);
            }
            runs.push(i..run_end);
            i = run_end;
        } else {
            i += 1;
        }
    }
    Err(true)
}

/// The URI of content `text[from..close]` with `runs` removed: borrowed when there are
/// none; with where each run was and the hyphens before a line break.
fn rejoin<'t>(
    text: &'t [u8],
    from: usize,
    content: &Content,
) -> (Cow<'t, [u8]>, Vec<Removed>, Vec<HyphenBreak>) {
    if content.runs.is_empty() {
        return (
            Cow::Borrowed(&text[from..content.close]),
            Vec::new(),
            Vec::new(),
        );
    }
    let mut uri = Vec::with_capacity(content.close - from);
    let (mut removed, mut hyphens) = (Vec::new(), Vec::new());
    let mut at = from;
    for run in &content.runs {
        uri.extend_from_slice(&text[at..run.start]);
        let line_break = text[run.clone()].iter().any(|&b| b == b'\n' || b == b'\r');
        if line_break && uri.last() == Some(&b'-') && run.end < content.close {
            hyphens.push(HyphenBreak {
                hyphen: run.start - 1,
                at: uri.len() - 1,
            });
        }
        removed.push(Removed {
            span: run.clone(),
            at: uri.len(),
            line_break,
        });
        at = run.end;
    }
    uri.extend_from_slice(&text[at..content.close]);
    (Cow::Owned(uri), removed, hyphens)
}

/// A wrapped URI from `from` (after the opener and any prefix) to its closer.
fn wrapped(
    text: &[u8],
    start: usize,
    from: usize,
    wrapper: Wrapper,
    revision: Revision,
    max_len: usize,
) -> Outcome<'_> {
    let (closer, quote) = match wrapper {
        Wrapper::Quote => (b'"', true),
        _ => (b'>', false),
    };
    let section = context::section(revision);
    match content(text, from, closer, from + max_len, quote) {
        Ok(content) => {
            let (uri, removed, hyphens) = rejoin(text, from, &content);
            let verdict = Validator::start(revision).check(context::checked_part(revision, &uri));
            Outcome::Found(Match {
                span: start..content.close + 1,
                wrapper,
                uri,
                removed,
                hyphens,
                trimmed: Vec::new(),
                verdict,
                section,
            })
        }
        Err(true) => Outcome::Unclosed(Unclosed {
            at: start,
            len: from - start,
            wrapper,
            section,
        }),
        Err(false) => Outcome::NotAWrapper,
    }
}

/// What the `<` at `start` opens: `<URL:…>` (with or without whitespace after the
/// prefix), or `<…>` when a scheme follows at once.
pub fn angle(text: &[u8], start: usize, revision: Revision, max_len: usize) -> Outcome<'_> {
    let after = start + 1;
    if text[after..].starts_with(b"URL:") {
        let mut from = after + 4;
        while from < after + max_len && text.get(from).copied().is_some_and(is_space) {
            from += 1;
        }
        let form = if from > after + 4 {
            PrefixForm::AngleSpace
        } else {
            PrefixForm::Angle
        };
        return wrapped(
            text,
            start,
            from,
            Wrapper::UrlPrefix(form),
            revision,
            max_len,
        );
    }
    if !scheme_at(text, after) {
        return Outcome::NotAWrapper;
    }
    wrapped(text, start, after, Wrapper::Angle, revision, max_len)
}

/// What the `"` at `start` opens: `"…"` when a scheme follows at once.
pub fn quote(text: &[u8], start: usize, revision: Revision, max_len: usize) -> Outcome<'_> {
    if !scheme_at(text, start + 1) {
        return Outcome::NotAWrapper;
    }
    wrapped(text, start, start + 1, Wrapper::Quote, revision, max_len)
}

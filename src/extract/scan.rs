//! The pass over the text: find the next place a URI may start (`<`, `"`, or a `:`
//! after a scheme), try the wrapper or the bare candidate there, go on after it.

use crate::Revision;

use super::{Bare, Found, Options, PrefixForm, Wrapper, bare, context, wrapped};

/// The longest scheme looked back over from a `:` (the registered schemes are far
/// shorter); a longer run of scheme characters starts no URI.
pub const MAX_SCHEME: usize = 64;

/// Where an [`Extractor`] stopped, to go on from there (in the same text, or in a
/// window of it that keeps [`MAX_SCHEME`] bytes before `position`).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct Resume {
    /// Where the scan goes on.
    pub position: usize,
    /// The end of the last thing found or tried: no URI starts before it.
    pub floor: usize,
}

impl Resume {
    /// The same place in a window of the text that starts `by` bytes later.
    #[must_use]
    pub fn shifted(self, by: usize) -> Self {
        Self {
            position: self.position.saturating_sub(by),
            floor: self.floor.saturating_sub(by),
        }
    }
}

/// An iterator over the URI references of a text ([`super::extract`]).
#[derive(Debug, Clone)]
pub struct Extractor<'t> {
    text: &'t [u8],
    revision: Revision,
    options: Options,
    at: Resume,
    until: usize,
}

impl<'t> Extractor<'t> {
    /// An extractor that starts at `from` and starts nothing at or after `until`
    /// (what it starts before `until` may read up to [`Options::lookahead`] bytes
    /// past it). `until` is `text.len()` for a whole text; a reader of a
    /// stream passes the end of what it holds less that margin, then resumes from
    /// [`Extractor::resume_at`] once it holds more.
    #[must_use]
    pub fn resume(
        text: &'t [u8],
        revision: Revision,
        options: Options,
        from: Resume,
        until: usize,
    ) -> Self {
        Self {
            text,
            revision,
            options,
            at: from,
            until: until.min(text.len()),
        }
    }

    /// Where to go on from.
    #[must_use]
    pub fn resume_at(&self) -> Resume {
        self.at
    }

    /// The revision read under.
    #[must_use]
    pub fn revision(&self) -> Revision {
        self.revision
    }

    /// Moves past a thing found or tried that ended at `end`, and past `next` at least.
    fn advance(&mut self, next: usize, end: usize) {
        self.at.position = next.max(end).max(self.at.position);
        self.at.floor = self.at.floor.max(end.min(self.at.position));
    }

    /// The next place a URI may start: a `<`, a `"` (when the revision names quotes),
    /// or a `:` (when bare URIs or the bare `URL:` prefix are looked for).
    fn next_event(&self) -> Option<usize> {
        let from = self.at.position;
        if from >= self.until {
            return None;
        }
        let hay = &self.text[from..self.until];
        let quote = if context::quotes(self.revision) {
            b'"'
        } else {
            b'<'
        };
        memchr::memchr3(b'<', quote, b':', hay).map(|i| from + i)
    }

    /// Tries what may start at `i`; `None` when nothing does.
    fn try_at(&mut self, i: usize) -> Option<Found<'t>> {
        let (text, rev, max) = (self.text, self.revision, self.options.max_len);
        match text[i] {
            b'<' | b'"' => {
                let outcome = if text[i] == b'<' {
                    wrapped::angle(text, i, rev, max)
                } else {
                    wrapped::quote(text, i, rev, max)
                };
                match outcome {
                    wrapped::Outcome::Found(m) => {
                        self.advance(m.span.end, m.span.end);
                        Some(Found::Uri(m))
                    }
                    wrapped::Outcome::Unclosed(u) => {
                        self.advance(i + 1, i + 1);
                        Some(Found::Unclosed(u))
                    }
                    wrapped::Outcome::NotAWrapper => {
                        self.advance(i + 1, self.at.floor);
                        None
                    }
                }
            }
            _ => self.colon(i),
        }
    }

    /// A `:` at `colon`: the bare `URL:` prefix, or a bare URI whose scheme ends there.
    fn colon(&mut self, colon: usize) -> Option<Found<'t>> {
        let text = self.text;
        let Some(start) = bare::scheme_start(text, colon, self.at.floor) else {
            self.advance(colon + 1, self.at.floor);
            return None;
        };
        let after = bare::skip_blanks(text, colon + 1, colon + 1 + self.options.max_len);
        let prefix = &text[start..colon] == b"URL" && bare::scheme_at(text, after);
        let (uri_start, wrapper, mode) = if prefix {
            let form = if after > colon + 1 {
                PrefixForm::BareSpace
            } else {
                PrefixForm::Bare
            };
            let mode = match self.options.bare {
                Bare::Strict => Bare::Strict,
                Bare::Trim | Bare::Off => Bare::Trim,
            };
            (after, Wrapper::UrlPrefix(form), mode)
        } else {
            (start, Wrapper::None, self.options.bare)
        };
        if mode == Bare::Off {
            self.advance(colon + 1, self.at.floor);
            return None;
        }
        let candidate = bare::Candidate {
            text,
            span_start: start,
            uri_start,
            wrapper,
            trim: mode == Bare::Trim,
        };
        let (found, next) = candidate.run(self.revision, self.options.max_len);
        if let Some(m) = found {
            self.advance(next.max(colon + 1), m.span.end);
            Some(Found::Uri(m))
        } else {
            let next = next.max(colon + 1);
            self.advance(next, next);
            None
        }
    }
}

impl<'t> Iterator for Extractor<'t> {
    type Item = Found<'t>;

    fn next(&mut self) -> Option<Found<'t>> {
        while let Some(i) = self.next_event() {
            if let Some(found) = self.try_at(i) {
                return Some(found);
            }
        }
        self.at.position = self.at.position.max(self.until);
        None
    }
}

//! Finding URI references in running text, as each document's section on URIs in
//! context says ([`context`]): RFC 1738's Appendix, the 1996 draft's Appendix B,
//! RFC 2396's and the 2002 draft's Appendix E, RFC 3986's Appendix C.
//!
//! One pass over the text, left to right, never going back more than a scheme's
//! length: each match's URI borrows the text (a [`Cow::Borrowed`]) unless whitespace
//! had to be taken out of it.
//!
//! - **Wrapped** (`<…>`, `<URL:…>`, `URL:…`, and from RFC 2396 on `"…"`): the
//!   wrapper and the whitespace inside it are removed ([`Removed`]), a hyphen at a
//!   line break is noted with both readings ([`HyphenBreak`]), and the content is
//!   reported with the revision's verdict even when it is not a URI. A wrapper never
//!   closed is reported at its start ([`Found::Unclosed`]) and the text after its
//!   opener is read on.
//! - **Bare** (no wrapper): the documents do not define them, so this is a policy
//!   ([`Bare`]): a candidate starts at a scheme and its `:`, extends as far as the
//!   revision's grammar accepts, and (with [`Bare::Trim`]) loses trailing sentence
//!   punctuation, each trim reported ([`Trimmed`]).
//!
//! ```
//! use urispec::Revision;
//! use urispec::extract::{extract, Found, Options, Wrapper};
//! let text = b"Yes, Jim, I found it under <URL:ftp://info.cern.ch/pub/www/doc;\n      type=d>.";
//! let found: Vec<Found<'_>> = extract(text, Revision::Rfc1738, Options::default()).collect();
//! let Found::Uri(m) = &found[0] else { panic!() };
//! assert_eq!(&*m.uri, b"ftp://info.cern.ch/pub/www/doc;type=d");
//! assert_eq!(m.wrapper.name(), "url-prefix");
//! assert!(m.verdict.is_ok());
//! ```

mod bare;
pub mod context;
mod scan;
mod wrapped;

use std::borrow::Cow;
use std::ops::Range;

use crate::{ParseError, Revision};

pub use scan::{Extractor, MAX_SCHEME, Resume};

/// How URIs without a wrapper are found.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum Bare {
    /// The longest match, then trailing `.` `,` `;` `:` `!` `?` `'` `"` and an
    /// unbalanced `)` or `]` trimmed, each trim reported (the default).
    #[default]
    Trim,
    /// The longest match the revision's grammar accepts, nothing trimmed.
    Strict,
    /// Wrapped URIs only.
    Off,
}

/// How [`extract`] reads a text.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Options {
    /// How URIs without a wrapper are found.
    pub bare: Bare,
    /// The longest URI looked for, in bytes of text: a wrapper whose closer is not
    /// within it is reported as never closed, and a bare URI is cut there. It bounds
    /// how far ahead the reader looks, so that a text can be read in bounded memory.
    pub max_len: usize,
}

impl Default for Options {
    fn default() -> Self {
        Self {
            bare: Bare::Trim,
            max_len: DEFAULT_MAX_LEN,
        }
    }
}

impl Options {
    /// How far past a place it starts reading from the scan may look (for a reader
    /// of a stream: [`Extractor::resume`]'s margin): the `URL:` prefix and the
    /// whitespace after it, then a URI of [`Options::max_len`], then its closer.
    #[must_use]
    pub const fn lookahead(&self) -> usize {
        2 * self.max_len + 2 * scan::MAX_SCHEME + 16
    }
}

/// The default [`Options::max_len`]: 64 KiB.
pub const DEFAULT_MAX_LEN: usize = 64 << 10;

/// How a URI was delimited in the text.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Wrapper {
    /// No wrapper: found by the bare-URI policy.
    None,
    /// Angle brackets, `<…>`.
    Angle,
    /// Double quotes, `"…"` (RFC 2396 and after).
    Quote,
    /// The prefix `URL:`, in one of its forms.
    UrlPrefix(PrefixForm),
}

impl Wrapper {
    /// The wrapper's name: `none`, `angle`, `quote` or `url-prefix`.
    #[must_use]
    pub const fn name(self) -> &'static str {
        match self {
            Self::None => "none",
            Self::Angle => "angle",
            Self::Quote => "quote",
            Self::UrlPrefix(_) => "url-prefix",
        }
    }

    /// The form of a `url-prefix` wrapper (`<URL:…>`, …), `None` for the others.
    #[must_use]
    pub const fn form(self) -> Option<&'static str> {
        match self {
            Self::UrlPrefix(form) => Some(form.template()),
            _ => None,
        }
    }
}

/// The forms of the `URL:` prefix: inside angle brackets or not, with or without a
/// space after it (RFC 2396 Appendix E: "with or without a trailing space").
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum PrefixForm {
    /// `<URL:…>` (RFC 1738's Appendix).
    Angle,
    /// `<URL: …>`.
    AngleSpace,
    /// `URL:…`, no brackets.
    Bare,
    /// `URL: …`, no brackets.
    BareSpace,
}

impl PrefixForm {
    /// The form written with `…` for the URI: `<URL:…>`, `<URL: …>`, `URL:…`, `URL: …`.
    #[must_use]
    pub const fn template(self) -> &'static str {
        match self {
            Self::Angle => "<URL:…>",
            Self::AngleSpace => "<URL: …>",
            Self::Bare => "URL:…",
            Self::BareSpace => "URL: …",
        }
    }
}

/// Whitespace taken out of a wrapped URI.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Removed {
    /// Where it was in the text (byte offsets).
    pub span: Range<usize>,
    /// Where it was in the URI: the byte offset in [`Match::uri`] it stood before.
    pub at: usize,
    /// Whether it held a line break.
    pub line_break: bool,
}

/// A hyphen just before a line break that was removed: the documents say it "may or
/// may not actually be part of the URI", so both readings are given.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct HyphenBreak {
    /// The hyphen's byte offset in the text.
    pub hyphen: usize,
    /// The hyphen's byte offset in [`Match::uri`].
    pub at: usize,
}

impl HyphenBreak {
    /// The reading without this hyphen (the other reading is the URI itself).
    #[must_use]
    pub fn without(&self, uri: &[u8]) -> Vec<u8> {
        let mut reading = uri.to_vec();
        reading.remove(self.at);
        reading
    }
}

/// Why a trailing character of a bare URI was trimmed.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum TrimReason {
    /// Sentence punctuation: `.` `,` `;` `:` `!` `?` `'` `"`.
    Punctuation,
    /// A `)` or `]` with no opener in the URI.
    Unbalanced,
}

/// A trailing character trimmed from a bare URI ([`Bare::Trim`]).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Trimmed {
    /// Its byte offset in the text.
    pub offset: usize,
    /// The character (always ASCII).
    pub byte: u8,
    /// Why.
    pub reason: TrimReason,
}

/// A URI reference found in the text.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Match<'t> {
    /// The bytes of the text it covers, its wrapper included.
    pub span: Range<usize>,
    /// How it was delimited.
    pub wrapper: Wrapper,
    /// The URI: the wrapper and any whitespace removed (borrowed from the text when
    /// nothing was removed).
    pub uri: Cow<'t, [u8]>,
    /// The whitespace removed, in order.
    pub removed: Vec<Removed>,
    /// Hyphens at a removed line break, in order.
    pub hyphens: Vec<HyphenBreak>,
    /// Characters trimmed from the end of a bare URI, nearest the URI first.
    pub trimmed: Vec<Trimmed>,
    /// The revision's verdict on [`Match::uri`] (an error's offset is in the URI).
    pub verdict: Result<(), ParseError>,
    /// The section of the revision's document on URIs in context
    /// ([`context::section`]); a trim cites [`context::POLICY`].
    pub section: &'static str,
}

/// A wrapper opened and never closed (before a blank line, another `<`, the end of
/// the text, or [`Options::max_len`]): reported at its start; the text after its
/// opener is read on.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Unclosed {
    /// The opener's byte offset in the text.
    pub at: usize,
    /// The opener's length in bytes (`<`, `<URL:`, `"`).
    pub len: usize,
    /// The wrapper opened.
    pub wrapper: Wrapper,
    /// The section of the revision's document on URIs in context.
    pub section: &'static str,
}

/// One thing [`extract`] finds.
#[derive(Debug, Clone, PartialEq, Eq)]
#[allow(clippy::large_enum_variant)] // the large variant is the common one: boxing it costs an allocation a match
pub enum Found<'t> {
    /// A URI reference, valid or not under the revision.
    Uri(Match<'t>),
    /// A wrapper never closed.
    Unclosed(Unclosed),
}

impl Found<'_> {
    /// Where it starts in the text.
    #[must_use]
    pub fn start(&self) -> usize {
        match self {
            Self::Uri(m) => m.span.start,
            Self::Unclosed(u) => u.at,
        }
    }
}

/// The URI references in `text` under `revision`, in the order they start.
///
/// ```
/// use urispec::Revision;
/// use urispec::extract::{extract, Found, Options};
/// let text = b"See http://example.com/a_(b)), or \"http://example.com/\".";
/// let uris: Vec<Vec<u8>> = extract(text, Revision::Rfc3986, Options::default())
///     .filter_map(|f| match f { Found::Uri(m) => Some(m.uri.into_owned()), Found::Unclosed(_) => None })
///     .collect();
/// assert_eq!(uris, [b"http://example.com/a_(b)".to_vec(), b"http://example.com/".to_vec()]);
/// ```
#[must_use]
pub fn extract(text: &[u8], revision: Revision, options: Options) -> Extractor<'_> {
    Extractor::resume(text, revision, options, Resume::default(), text.len())
}

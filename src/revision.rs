//! The one list of revisions: ids, aliases, parsing and display.

use std::fmt;
use std::str::FromStr;
use std::sync::OnceLock;

use crate::bnf::{Grammar, Notation};

/// One of the documents urispec implements.
///
/// ```
/// use urispec::Revision;
/// let rev: Revision = "2396".parse().unwrap();
/// assert_eq!(rev, Revision::Rfc2396);
/// assert_eq!(rev.to_string(), "rfc2396");
/// // ids and aliases ignore ASCII case
/// assert_eq!("RFC2396".parse::<Revision>().unwrap(), Revision::Rfc2396);
/// ```
///
/// Deliberately not `#[non_exhaustive]`: a new revision comes in a release of its
/// own (CHANGELOG.md), and a `match` over the revisions should stop compiling until
/// it handles the new one, as the command's and the tests' do (grammar/README.md,
/// "Adding a revision"). Iterate [`Revision::ALL`] where every revision is meant.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
#[cfg_attr(feature = "serde", derive(serde::Serialize))]
pub enum Revision {
    /// RFC 1738, Uniform Resource Locators (URL), December 1994.
    #[doc(alias = "1738")]
    Rfc1738,
    /// RFC 1808, Relative Uniform Resource Locators, June 1995.
    #[doc(alias = "1808")]
    Rfc1808,
    /// draft-fielding-uri-url-00, 10 November 1996: RFC 1738 and RFC 1808 merged
    /// (the "1808 draft").
    #[doc(alias = "1808-draft")]
    Url00,
    /// RFC 2396, URI Generic Syntax, August 1998.
    #[doc(alias = "2396")]
    Rfc2396,
    /// RFC 2396 as amended by RFC 2732, Format for Literal IPv6 Addresses in URL's,
    /// December 1999.
    #[doc(alias = "2732")]
    Rfc2732,
    /// draft-fielding-uri-rfc2396bis-00, October 2002 (became RFC 3986).
    #[doc(alias = "2396bis")]
    Rfc2396bis00,
    /// RFC 3986 (STD 66), URI Generic Syntax, January 2005.
    #[doc(alias = "3986")]
    #[doc(alias = "STD 66")]
    Rfc3986,
    /// RFC 3987, Internationalized Resource Identifiers (IRIs), January 2005.
    #[doc(alias = "3987")]
    #[doc(alias = "IRI")]
    Rfc3987,
    /// RFC 3986 as updated by RFC 6874, Representing IPv6 Zone Identifiers in Address
    /// Literals and Uniform Resource Identifiers, February 2013 (obsoleted by RFC 9844,
    /// August 2025, which reverts the change).
    #[doc(alias = "6874")]
    Rfc6874,
    /// The URL Standard (WHATWG): its writing rules, "valid URL string" (not its
    /// parser), as of whatwg/url commit 6ae84860 (July 2026).
    #[doc(alias = "url-standard")]
    #[doc(alias = "valid-url-string")]
    Whatwg,
}

impl Revision {
    /// All of them, oldest first.
    pub const ALL: [Self; 10] = [
        Self::Rfc1738,
        Self::Rfc1808,
        Self::Url00,
        Self::Rfc2396,
        Self::Rfc2732,
        Self::Rfc2396bis00,
        Self::Rfc3986,
        Self::Rfc3987,
        Self::Rfc6874,
        Self::Whatwg,
    ];

    /// The document's id (`rfc2396`, `draft-fielding-uri-url-00`, …).
    #[must_use]
    pub const fn id(self) -> &'static str {
        match self {
            Self::Rfc1738 => "rfc1738",
            Self::Rfc1808 => "rfc1808",
            Self::Url00 => "draft-fielding-uri-url-00",
            Self::Rfc2396 => "rfc2396",
            Self::Rfc2732 => "rfc2732",
            Self::Rfc2396bis00 => "draft-fielding-uri-rfc2396bis-00",
            Self::Rfc3986 => "rfc3986",
            Self::Rfc3987 => "rfc3987",
            Self::Rfc6874 => "rfc6874",
            Self::Whatwg => "whatwg",
        }
    }

    /// Short names accepted besides the id.
    #[must_use]
    pub const fn aliases(self) -> &'static [&'static str] {
        match self {
            Self::Rfc1738 => &["1738"],
            Self::Rfc1808 => &["1808"],
            Self::Url00 => &["url-00", "1808-draft"],
            Self::Rfc2396 => &["2396"],
            Self::Rfc2732 => &["2732", "rfc2396+2732"],
            Self::Rfc2396bis00 => &["2396bis", "bis-00"],
            Self::Rfc3986 => &["3986", "std66"],
            Self::Rfc3987 => &["3987", "iri"],
            Self::Rfc6874 => &["6874", "rfc3986+6874"],
            Self::Whatwg => &["url-standard", "valid-url-string"],
        }
    }

    /// The document's date.
    #[must_use]
    pub const fn date(self) -> &'static str {
        match self {
            Self::Rfc1738 => "December 1994",
            Self::Rfc1808 => "June 1995",
            Self::Url00 => "November 1996",
            Self::Rfc2396 => "August 1998",
            Self::Rfc2732 => "December 1999",
            Self::Rfc2396bis00 => "October 2002",
            Self::Rfc3986 | Self::Rfc3987 => "January 2005",
            Self::Rfc6874 => "February 2013",
            Self::Whatwg => "July 2026",
        }
    }

    /// The rule a whole input is checked against, as the document spells it.
    #[must_use]
    pub const fn start_rule(self) -> &'static str {
        match self {
            Self::Rfc1738 => "url",
            Self::Rfc1808 => "URL",
            Self::Url00 => "URL-reference",
            Self::Rfc2396 | Self::Rfc2732 | Self::Rfc2396bis00 | Self::Rfc3986 | Self::Rfc6874 => {
                "URI-reference"
            }
            Self::Rfc3987 => "IRI-reference",
            Self::Whatwg => "absolute-URL-with-fragment-string",
        }
    }

    /// The text of the document's collected BNF (`grammar/<id>.bnf`).
    #[must_use]
    pub const fn bnf_text(self) -> &'static str {
        match self {
            Self::Rfc1738 => include_str!("../grammar/rfc1738.bnf"),
            Self::Rfc1808 => include_str!("../grammar/rfc1808.bnf"),
            Self::Url00 => include_str!("../grammar/draft-fielding-uri-url-00.bnf"),
            Self::Rfc2396 => include_str!("../grammar/rfc2396.bnf"),
            Self::Rfc2732 => include_str!("../grammar/rfc2732.bnf"),
            Self::Rfc2396bis00 => include_str!("../grammar/draft-fielding-uri-rfc2396bis-00.bnf"),
            Self::Rfc3986 => include_str!("../grammar/rfc3986.bnf"),
            Self::Rfc3987 => include_str!("../grammar/rfc3987.bnf"),
            Self::Rfc6874 => include_str!("../grammar/rfc6874.bnf"),
            Self::Whatwg => include_str!("../grammar/whatwg.bnf"),
        }
    }

    /// The text of the document's pest grammar (`grammar/<id>.pest`): every rule
    /// under a `///` line quoting its BNF and section.
    #[must_use]
    pub const fn pest_text(self) -> &'static str {
        match self {
            Self::Rfc1738 => include_str!("../grammar/rfc1738.pest"),
            Self::Rfc1808 => include_str!("../grammar/rfc1808.pest"),
            Self::Url00 => include_str!("../grammar/draft-fielding-uri-url-00.pest"),
            Self::Rfc2396 => include_str!("../grammar/rfc2396.pest"),
            Self::Rfc2732 => include_str!("../grammar/rfc2732.pest"),
            Self::Rfc2396bis00 => include_str!("../grammar/draft-fielding-uri-rfc2396bis-00.pest"),
            Self::Rfc3986 => include_str!("../grammar/rfc3986.pest"),
            Self::Rfc3987 => include_str!("../grammar/rfc3987.pest"),
            Self::Rfc6874 => include_str!("../grammar/rfc6874.pest"),
            Self::Whatwg => include_str!("../grammar/whatwg.pest"),
        }
    }

    /// The notation the document's BNF is written in.
    #[must_use]
    pub const fn notation(self) -> Notation {
        match self {
            Self::Rfc2396bis00 | Self::Rfc3986 | Self::Rfc3987 | Self::Rfc6874 | Self::Whatwg => {
                Notation::Abnf
            }
            _ => Notation::Rfc822,
        }
    }

    /// The document's BNF, parsed once.
    ///
    /// # Panics
    /// Never for the shipped `.bnf` files (a test parses them all).
    #[must_use]
    pub fn bnf(self) -> &'static Grammar {
        static CELLS: [OnceLock<Grammar>; Revision::ALL.len()] =
            [const { OnceLock::new() }; Revision::ALL.len()];
        CELLS[self as usize].get_or_init(|| {
            Grammar::parse(self.bnf_text(), self.notation()).expect("shipped .bnf files parse")
        })
    }
}

impl fmt::Display for Revision {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.id())
    }
}

/// The error for a name that is no revision's id or alias.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct UnknownRevision(pub String);

impl fmt::Display for UnknownRevision {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let known: Vec<&str> = Revision::ALL
            .iter()
            .flat_map(|r| [r.id()].into_iter().chain(r.aliases().iter().copied()))
            .collect();
        write!(
            f,
            "unknown revision {:?}: expected one of {}",
            self.0,
            known.join(", ")
        )
    }
}

impl std::error::Error for UnknownRevision {}

/// An id or alias, ASCII case ignored (`RFC2396`, `Bis-00`).
impl FromStr for Revision {
    type Err = UnknownRevision;

    fn from_str(s: &str) -> Result<Self, Self::Err> {
        Self::ALL
            .into_iter()
            .find(|r| {
                r.id().eq_ignore_ascii_case(s)
                    || r.aliases().iter().any(|a| a.eq_ignore_ascii_case(s))
            })
            .ok_or_else(|| UnknownRevision(s.to_owned()))
    }
}

//! What each revision says about URIs written in running text: the section that says
//! it, and which wrappers it names.
//!
//! | revision | section | wrappers named |
//! | --- | --- | --- |
//! | `rfc1738` | Appendix, "Recommendations for URLs in Context" | `<…>` with the prefix `URL:` |
//! | `rfc1808` | none of its own: RFC 1738's Appendix (its §3.1 `<URL:…>` base header ignores whitespace inside the brackets too) | as RFC 1738 |
//! | `draft-fielding-uri-url-00` | Appendix B | as RFC 1738 (its examples drop the prefix) |
//! | `rfc2396`, `rfc2732` | Appendix E | `"…"`, `<…>`, whitespace; the prefix `URL:` "was recommended" |
//! | `draft-fielding-uri-rfc2396bis-00` | Appendix E | as RFC 2396; the prefix "is no longer recommended" |
//! | `rfc3986`, `rfc3987` | Appendix C | as the 2002 draft |
//! | `rfc6874` | RFC 3986's Appendix C (RFC 6874 changes only `IP-literal`) | as RFC 3986 |
//! | `whatwg` | none: the URL Standard has no section on URLs in running text, so RFC 3986's Appendix C is read (a choice, said in docs/guide/extract.md) | as RFC 3986 |
//!
//! Every one of them says that whitespace added to break a long URI across lines is
//! ignored, and that a hyphen at a line break may or may not be part of the URI.

use crate::Revision;

/// The section of `revision`'s document on URIs in running text, as the notes cite it.
#[must_use]
pub const fn section(revision: Revision) -> &'static str {
    match revision {
        Revision::Rfc1738 => "Appendix",
        Revision::Rfc1808 => "RFC 1738 Appendix",
        Revision::Url00 => "Appendix B",
        Revision::Rfc2396 | Revision::Rfc2396bis00 => "Appendix E",
        Revision::Rfc2732 => "RFC 2396 Appendix E",
        Revision::Rfc3986 => "Appendix C",
        Revision::Rfc3987 | Revision::Rfc6874 | Revision::Whatwg => "RFC 3986 Appendix C",
    }
}

/// Whether `revision`'s document names double quotes as a wrapper (RFC 2396 and
/// after; RFC 1738, RFC 1808 and the 1996 draft name only `<URL:…>`).
#[must_use]
pub const fn quotes(revision: Revision) -> bool {
    match revision {
        Revision::Rfc1738 | Revision::Rfc1808 | Revision::Url00 => false,
        Revision::Rfc2396
        | Revision::Rfc2732
        | Revision::Rfc2396bis00
        | Revision::Rfc3986
        | Revision::Rfc3987
        | Revision::Rfc6874
        | Revision::Whatwg => true,
    }
}

/// The part of a wrapped URI the revision's grammar is asked about. RFC 1738's
/// grammar has no fragment, and its Appendix puts one "within the brackets as well"
/// after a `#`: under `rfc1738` the verdict is on what comes before the first `#`.
/// Every later grammar has the fragment in its start rule.
#[must_use]
pub fn checked_part(revision: Revision, uri: &[u8]) -> &[u8] {
    match revision {
        Revision::Rfc1738 => memchr::memchr(b'#', uri).map_or(uri, |i| &uri[..i]),
        _ => uri,
    }
}

/// What the notes of the bare-URI policy cite: the documents do not define a URI
/// without a wrapper, so its end is urispec's policy (docs/guide/extract.md).
pub const POLICY: &str = "urispec bare-URI policy";

//! Parsing: the common view by the revision's decomposition (`components`); the
//! derivation of its pest grammar when asked for.

use crate::ast::Parse;
use crate::error::ParseError;
use crate::{Revision, Validator, components};

impl Revision {
    /// Parses `input` under the revision's start rule into a [`Parse`]: the derivation
    /// and the common view, every string a slice of `input`.
    ///
    /// ```
    /// use urispec::{Revision, ast::Host};
    /// let p = Revision::Rfc2396bis00.parse("http://[::1]:80/a?q#f").unwrap();
    /// let c = p.components();
    /// assert_eq!(c.host, Some(Host::Ipv6("[::1]")));
    /// assert_eq!((c.port, c.path, c.query, c.fragment), (Some("80"), Some("/a"), Some("q"), Some("f")));
    /// ```
    ///
    /// # Errors
    /// A [`ParseError`] when the document's grammar rejects the input.
    #[inline]
    pub fn parse(self, input: &str) -> Result<Parse<'_>, ParseError> {
        match components::parse(self, input) {
            Some(view) => Ok(Parse::from_view(self, input, view)),
            None => Err(Validator::start(self).explain(input.as_bytes())),
        }
    }
}

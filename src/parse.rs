//! Parsing: the common view by the revision's decomposition where it has one
//! (`components`), else read from the derivation of its pest grammar.

use crate::ast::Parse;
use crate::error::ParseError;
use crate::{Revision, components, pest_grammar};

impl Revision {
    /// Parses `input` under the revision's start rule into a [`Parse`]: the derivation
    /// and the common view, every string a slice of `input`.
    ///
    /// ```
    /// use urispec::{Revision, ast::Host};
    /// let p = Revision::Rfc2396bis00.parse("http://[::1]:80/a?q#f").unwrap();
    /// let c = p.components();
    /// assert_eq!(c.host, Some(Host::Ipv6("[::1]")));
    /// assert_eq!((c.port, c.path, c.query, c.fragment), (Some("80"), "/a", Some("q"), Some("f")));
    /// ```
    ///
    /// # Errors
    /// A [`ParseError`] when the document's grammar rejects the input.
    pub fn parse(self, input: &str) -> Result<Parse<'_>, ParseError> {
        self.check(input)?;
        if let Some(view) = components::view(self, input) {
            return Ok(Parse::from_view(self, input, view));
        }
        let tree = pest_grammar::tree(self, input).ok_or_else(|| {
            pest_grammar::diagnose(self, self.start_rule(), input.as_bytes(), None)
        })?;
        Ok(Parse::new(self, tree))
    }
}

//! Parsing: the common view by the revision's decomposition (`components`); the
//! derivation of its pest grammar when asked for. [`Parse`] is the lazy facade over
//! both: the trees it hands out are `crate::ast`'s.

use std::fmt;
use std::sync::OnceLock;

#[cfg(feature = "serde")]
use crate::ast::json;
use crate::ast::{Components, Role, Segment, Tree};
use crate::components::View;
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

/// A string parsed under one revision: the derivation and the common view.
///
/// ```
/// use urispec::Revision;
/// let p = Revision::Rfc2396.parse("http://a/b;p?q").unwrap();
/// assert_eq!(p.form(), "absoluteURI");
/// assert_eq!(p.components().path, Some("/b;p"));
/// assert_eq!(p.components().query, Some("q"));
/// assert_eq!(p.components().fragment, None);
/// assert_eq!(p.segments()[0].params, Some("p"));
/// assert_eq!(p.to_string(), "http://a/b;p?q");
/// ```
#[derive(Debug, Clone)]
pub struct Parse<'i> {
    revision: Revision,
    input: &'i str,
    form: &'static str,
    path_rule: OnceLock<Option<&'static str>>,
    components: Components<'i>,
    /// The segments, from the derivation or computed when first asked for.
    segments: OnceLock<Vec<Segment<'i>>>,
    /// The derivation (pest's, by the grammar's program), built when first asked for.
    tree: OnceLock<Tree<'i>>,
}

#[cfg(feature = "serde")]
impl serde::Serialize for Parse<'_> {
    fn serialize<S: serde::Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        use serde::ser::SerializeStruct as _;
        let mut parse = serializer.serialize_struct("Parse", 5)?;
        parse.serialize_field("revision", &self.revision)?;
        parse.serialize_field("form", self.form)?;
        parse.serialize_field("components", &self.named_components())?;
        parse.serialize_field("segments", self.segments())?;
        parse.serialize_field("tree", self.tree())?;
        parse.end()
    }
}

impl<'i> Parse<'i> {
    /// A parse whose view was read from its derivation (the tests' second view,
    /// [`crate::test_support`]).
    #[cfg(any(test, feature = "test-support"))]
    pub(crate) fn from_derivation(
        revision: Revision,
        form: &'static str,
        path_rule: Option<&'static str>,
        components: Components<'i>,
        segments: Vec<Segment<'i>>,
        tree: Tree<'i>,
    ) -> Self {
        Self {
            revision,
            input: tree.root().text(),
            form,
            path_rule: OnceLock::from(path_rule),
            components,
            segments: OnceLock::from(segments),
            tree: OnceLock::from(tree),
        }
    }

    /// The common view from the revision's decomposition; the derivation is built
    /// when [`Parse::tree`] asks for it.
    #[inline]
    pub(crate) fn from_view(revision: Revision, input: &'i str, view: View<'i>) -> Self {
        Self {
            revision,
            input,
            form: view.form,
            components: view.components,
            path_rule: OnceLock::new(),
            segments: OnceLock::new(),
            tree: OnceLock::new(),
        }
    }

    /// The revision parsed under.
    #[must_use]
    pub fn revision(&self) -> Revision {
        self.revision
    }

    /// The first top-level form the input matched, as the document names it:
    /// `absoluteURI` / `relativeURI` (RFC 2396), `absolute-URI` / `relative-URI` (bis),
    /// `absoluteURL` / `relativeURL` (1996 draft), `httpurl`, `ftpurl`, … (RFC 1738), or
    /// the start rule for an empty or fragment-only reference.
    #[must_use]
    pub fn form(&self) -> &'static str {
        self.form
    }

    /// The rule the path matched, as the document names it: RFC 3986's path form
    /// (`path-abempty`, `path-absolute`, `path-noscheme`, `path-rootless`,
    /// `path-empty`), `abs_path` / `rel_path` / `opaque_part` (RFC 2396, the bis
    /// draft), …; `None` when the derivation has no path node.
    ///
    /// ```
    /// use urispec::Revision;
    /// let p = Revision::Rfc3986.parse("a/b?q").unwrap();
    /// assert_eq!(p.path_rule(), Some("path-noscheme"));
    /// assert_eq!(Revision::Rfc3986.parse("//h").unwrap().path_rule(), Some("path-abempty"));
    /// ```
    #[must_use]
    pub fn path_rule(&self) -> Option<&'static str> {
        *self.path_rule.get_or_init(|| {
            // As the tree builder reads it: the first path node in pre-order.
            let mut nodes = self.tree().nodes();
            nodes.find(|n| n.role() == Role::Path).map(|n| n.rule())
        })
    }

    /// The common view.
    #[must_use]
    pub fn components(&self) -> &Components<'i> {
        &self.components
    }

    /// The common view for serialization: the host's kind named as this revision's
    /// document names it ([`Host::kind`](crate::ast::Host::kind)).
    #[cfg(feature = "serde")]
    #[must_use]
    pub fn named_components(&self) -> json::NamedComponents<'i> {
        json::NamedComponents::new(self.revision, self.components.clone())
    }

    /// The path's segments, with their parameters.
    #[must_use]
    pub fn segments(&self) -> &[Segment<'i>] {
        self.segments
            .get_or_init(|| crate::components::segments(self.revision, self.form, &self.components))
    }

    /// The derivation (pest's: the grammar's program, compiled from its `.pest` file,
    /// interpreted on the first call; about 16 bytes a node).
    ///
    /// # Panics
    /// Never: pest accepts every input the automaton accepts (the differential
    /// tests), and a `Parse` exists only for such an input.
    #[must_use]
    pub fn tree(&self) -> &Tree<'i> {
        self.tree.get_or_init(|| {
            crate::pest_grammar::tree(self.revision, self.input)
                .expect("pest derives every input the automaton accepts")
        })
    }
}

impl fmt::Display for Parse<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.input)
    }
}

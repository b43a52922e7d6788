//! The typed, zero-copy trees users get: one family of types for every revision.
//!
//! A [`Parse`] holds the derivation ([`Node`]: rule names as the document spells them,
//! each with the slice of input it matched) and the common view ([`Components`]) that
//! lets revisions be compared field by field. Every string is a slice of the input.

use std::fmt;

use crate::Revision;

/// What a rule contributes to the common view. Each revision classifies every rule of
/// its grammar (`src/grammar/<rev>.rs`), without a catch-all arm.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize))]
pub enum Role {
    /// The top-level form matched (`absoluteURI`, `rel_path`, `httpurl`, …).
    Form,
    /// The scheme.
    Scheme,
    /// The authority (RFC 2396 and the bis draft), server (1996 draft), or login /
    /// hostport (RFC 1738).
    Authority,
    /// A server-based authority that is a registry name instead (`reg_name`).
    RegName,
    /// `userinfo`.
    Userinfo,
    /// `user`.
    User,
    /// `password`.
    Password,
    /// A host name.
    Hostname,
    /// A dotted-decimal host (`IPv4address`, `hostnumber`).
    Ipv4,
    /// A bracketed IPv6 host (`IPv6reference`).
    Ipv6,
    /// The port.
    Port,
    /// The path (the outermost path rule).
    Path,
    /// One path segment.
    Segment,
    /// One parameter (of a segment in RFC 2396, of the parameters in the 1996 draft).
    Param,
    /// The parameters component (1996 draft) or RFC 1738's `;type=` code.
    Params,
    /// The query (RFC 1738: `search`).
    Query,
    /// The fragment.
    Fragment,
    /// Nothing of its own: structure or characters.
    None,
}

/// One node of the derivation: a rule of the document and the text it matched.
#[derive(Debug, Clone, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize))]
pub struct Node<'i> {
    /// The rule, as the document spells it (`URI-reference`, `net_path`).
    pub rule: &'static str,
    /// What the rule contributes to the common view.
    #[cfg_attr(feature = "serde", serde(skip))]
    pub role: Role,
    /// The text matched, a slice of the input.
    pub text: &'i str,
    /// Byte offset where the text starts.
    pub start: usize,
    /// The rules it is made of.
    #[cfg_attr(feature = "serde", serde(skip_serializing_if = "Vec::is_empty"))]
    pub children: Vec<Node<'i>>,
}

/// The host of an authority, by kind.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
#[cfg_attr(
    feature = "serde",
    derive(serde::Serialize),
    serde(tag = "kind", content = "text")
)]
pub enum Host<'i> {
    /// `hostname`.
    #[cfg_attr(feature = "serde", serde(rename = "hostname"))]
    Hostname(&'i str),
    /// `IPv4address` (RFC 2396, the bis draft) or `hostnumber` (RFC 1738, the 1996 draft).
    #[cfg_attr(feature = "serde", serde(rename = "IPv4address"))]
    Ipv4(&'i str),
    /// `IPv6reference`, brackets included (the bis draft).
    #[cfg_attr(feature = "serde", serde(rename = "IPv6reference"))]
    Ipv6(&'i str),
    /// A registry-based authority (`reg_name`): no server, so no host of its own.
    #[cfg_attr(feature = "serde", serde(rename = "reg_name"))]
    RegName(&'i str),
}

impl<'i> Host<'i> {
    /// The host's text.
    #[must_use]
    pub fn as_str(&self) -> &'i str {
        match *self {
            Self::Hostname(s) | Self::Ipv4(s) | Self::Ipv6(s) | Self::RegName(s) => s,
        }
    }

    /// The document's name for the kind (`hostname`, `IPv4address`, …).
    #[must_use]
    pub fn kind(&self) -> &'static str {
        match self {
            Self::Hostname(_) => "hostname",
            Self::Ipv4(_) => "IPv4address",
            Self::Ipv6(_) => "IPv6reference",
            Self::RegName(_) => "reg_name",
        }
    }
}

/// The common view: the same fields for every revision. `None` is an undefined
/// component (its separator is absent); `Some("")` is present but empty.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize))]
pub struct Components<'i> {
    /// The scheme, without its `:`.
    pub scheme: Option<&'i str>,
    /// The authority (`server`, `reg_name`, `login`), without `//`.
    pub authority: Option<&'i str>,
    /// `userinfo` (RFC 2396, the bis draft).
    pub userinfo: Option<&'i str>,
    /// `user` (RFC 1738, the 1996 draft).
    pub user: Option<&'i str>,
    /// `password` (RFC 1738, the 1996 draft).
    pub password: Option<&'i str>,
    /// The host, by kind.
    pub host: Option<Host<'i>>,
    /// The port, without its `:`.
    pub port: Option<&'i str>,
    /// The path as the document defines it: RFC 1738 and the 1996 draft leave out the
    /// `/` after the server (RFC 1738 §3.1, draft §4.3.2); RFC 2396 and the bis draft
    /// keep it.
    pub path: &'i str,
    /// The parameters (1996 draft, without `;`), or RFC 1738's `;type=` code.
    pub params: Option<&'i str>,
    /// The query (RFC 1738: `search`), without `?`.
    pub query: Option<&'i str>,
    /// The fragment, without `#`.
    pub fragment: Option<&'i str>,
}

/// A path segment and its parameters (RFC 2396 §3.3: `segment = *pchar *( ";" param )`).
#[derive(Debug, Clone, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize))]
pub struct Segment<'i> {
    /// The whole segment, parameters included.
    pub text: &'i str,
    /// The parameters, each without its `;`.
    #[cfg_attr(feature = "serde", serde(skip_serializing_if = "Vec::is_empty"))]
    pub params: Vec<&'i str>,
}

/// A string parsed under one revision: the derivation and the common view.
///
/// ```
/// use urispec::Revision;
/// let p = Revision::Rfc2396.parse("http://a/b;p?q").unwrap();
/// assert_eq!(p.form(), "absoluteURI");
/// assert_eq!(p.components().path, "/b;p");
/// assert_eq!(p.components().query, Some("q"));
/// assert_eq!(p.components().fragment, None);
/// assert_eq!(p.segments()[0].params, ["p"]);
/// assert_eq!(p.to_string(), "http://a/b;p?q");
/// ```
#[derive(Debug, Clone)]
#[cfg_attr(feature = "serde", derive(serde::Serialize))]
pub struct Parse<'i> {
    revision: Revision,
    form: &'static str,
    components: Components<'i>,
    segments: Vec<Segment<'i>>,
    tree: Node<'i>,
}

impl<'i> Parse<'i> {
    /// Builds the common view from a derivation.
    pub(crate) fn new(revision: Revision, tree: Node<'i>) -> Self {
        let mut builder = Builder::default();
        builder.visit(&tree, false);
        if revision == Revision::Rfc1738 && builder.components.scheme.is_none() {
            // A scheme's own production spells its scheme as a literal ("http://"), so
            // no node holds it: it is the text before the production's first ":".
            builder.components.scheme = tree.text.split(':').next();
        }
        Self {
            revision,
            form: builder.form.unwrap_or(tree.rule),
            components: builder.components,
            segments: builder.segments,
            tree,
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

    /// The common view.
    #[must_use]
    pub fn components(&self) -> &Components<'i> {
        &self.components
    }

    /// The path's segments, with their parameters.
    #[must_use]
    pub fn segments(&self) -> &[Segment<'i>] {
        &self.segments
    }

    /// The derivation.
    #[must_use]
    pub fn tree(&self) -> &Node<'i> {
        &self.tree
    }
}

impl fmt::Display for Parse<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.tree.text)
    }
}

/// Walks a derivation once, filling the common view.
#[derive(Default)]
struct Builder<'i> {
    form: Option<&'static str>,
    components: Components<'i>,
    segments: Vec<Segment<'i>>,
    path_seen: bool,
}

impl<'i> Builder<'i> {
    fn visit(&mut self, node: &Node<'i>, in_path: bool) {
        let c = &mut self.components;
        let text = Some(node.text);
        match node.role {
            Role::Form => self.form = self.form.or(Some(node.rule)),
            Role::Scheme => c.scheme = c.scheme.or(text),
            Role::Authority => c.authority = c.authority.or(text),
            Role::RegName => c.host = Some(Host::RegName(node.text)),
            Role::Userinfo => c.userinfo = text,
            Role::User => c.user = text,
            Role::Password => c.password = text,
            Role::Hostname => c.host = c.host.or(Some(Host::Hostname(node.text))),
            Role::Ipv4 => c.host = c.host.or(Some(Host::Ipv4(node.text))),
            Role::Ipv6 => c.host = c.host.or(Some(Host::Ipv6(node.text))),
            Role::Port => c.port = text,
            Role::Path if !self.path_seen => {
                self.path_seen = true;
                c.path = node.text;
                return node.children.iter().for_each(|n| self.visit(n, true));
            }
            Role::Segment if in_path => self.segments.push(Segment {
                text: node.text,
                params: Vec::new(),
            }),
            Role::Param if in_path => {
                if let Some(segment) = self.segments.last_mut() {
                    segment.params.push(node.text);
                }
            }
            Role::Params => c.params = c.params.or(text),
            Role::Query => c.query = c.query.or(text),
            Role::Fragment => c.fragment = text,
            Role::Path | Role::Segment | Role::Param | Role::None => {}
        }
        node.children.iter().for_each(|n| self.visit(n, in_path));
    }
}

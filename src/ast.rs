//! The typed, zero-copy trees users get: one family of types for every revision.
//!
//! A [`Parse`] holds the derivation ([`Node`]: rule names as the document spells them,
//! each with the slice of input it matched) and the common view ([`Components`]) that
//! lets revisions be compared field by field. Every string is a slice of the input.

use std::fmt;
use std::sync::OnceLock;

use crate::Revision;
use crate::components::View;

/// What a rule contributes to the common view. Each revision classifies every rule of
/// its grammar (`src/pest_grammar/<rev>.rs`), without a catch-all arm.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize))]
#[non_exhaustive] // a component a new revision names adds a role
pub enum Role {
    /// The top-level form matched (`absoluteURI`, `rel_path`, `httpurl`, …).
    Form,
    /// The scheme.
    Scheme,
    /// The authority (RFC 2396 and the bis draft), server (1996 draft), or login /
    /// hostport (RFC 1738).
    Authority,
    /// A server-based authority that is a registry name instead (`reg_name`), or
    /// RFC 3986's registered-name host (`reg-name`).
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
    /// A bracketed IPv6 host (`IPv6reference`), or RFC 3986's `IPv6address` inside an
    /// `IP-literal`.
    Ipv6,
    /// RFC 3986's `IP-literal`: the brackets and what they hold.
    IpLiteral,
    /// RFC 3986's `IPvFuture` inside an `IP-literal`.
    IpvFuture,
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
    /// A part after the scheme's `:` that the document does not decompose (RFC
    /// 1738's `schemepart` of an `otherurl`, the 1996 draft's `opaque-URL`): with no
    /// authority and no path of its own, what follows the `:` is the path.
    Opaque,
    /// Nothing of its own: structure or characters.
    None,
}

/// The derivation: every node a rule of the document and the text it matched, held
/// in one vector in pre-order (no allocation per node).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Tree<'i> {
    nodes: Vec<Entry<'i>>,
}

/// One node as stored: its subtree is the `size` entries starting with it.
#[derive(Debug, Clone, PartialEq, Eq)]
struct Entry<'i> {
    rule: &'static str,
    role: Role,
    text: &'i str,
    start: usize,
    size: usize,
}

impl<'i> Tree<'i> {
    /// An empty tree, to be filled in pre-order with [`Tree::open`] and [`Tree::close`].
    pub(crate) fn with_capacity(capacity: usize) -> Self {
        Self {
            nodes: Vec::with_capacity(capacity),
        }
    }

    /// Starts a node; returns its index, to [`Tree::close`] after its children.
    pub(crate) fn open(
        &mut self,
        (rule, kind): (&'static str, Role),
        text: &'i str,
        start: usize,
    ) -> usize {
        self.nodes.push(Entry {
            rule,
            role: kind,
            text,
            start,
            size: 0,
        });
        self.nodes.len() - 1
    }

    /// Ends the node `index` after its children were added.
    pub(crate) fn close(&mut self, index: usize) {
        self.nodes[index].size = self.nodes.len() - index;
    }

    /// The root: the start rule's node.
    ///
    /// # Panics
    /// Never for a tree built by parsing (it always has its start rule's node).
    #[must_use]
    pub fn root(&self) -> Node<'_, 'i> {
        assert!(!self.nodes.is_empty(), "a parse tree has a root");
        Node {
            tree: self,
            index: 0,
        }
    }

    /// Every node, in pre-order (parents before children, left to right).
    pub fn nodes(&self) -> impl Iterator<Item = Node<'_, 'i>> {
        (0..self.nodes.len()).map(move |index| Node { tree: self, index })
    }
}

/// One node of the derivation: a rule of the document and the text it matched.
#[derive(Debug, Clone, Copy)]
pub struct Node<'t, 'i> {
    tree: &'t Tree<'i>,
    index: usize,
}

impl<'t, 'i> Node<'t, 'i> {
    fn entry(&self) -> &'t Entry<'i> {
        &self.tree.nodes[self.index]
    }

    /// The rule, as the document spells it (`URI-reference`, `net_path`).
    #[must_use]
    pub fn rule(&self) -> &'static str {
        self.entry().rule
    }

    /// What the rule contributes to the common view.
    #[must_use]
    pub fn role(&self) -> Role {
        self.entry().role
    }

    /// The text matched, a slice of the input.
    #[must_use]
    pub fn text(&self) -> &'i str {
        self.entry().text
    }

    /// Byte offset where the text starts.
    #[must_use]
    pub fn start(&self) -> usize {
        self.entry().start
    }

    /// Byte offset where the text ends.
    #[must_use]
    pub fn end(&self) -> usize {
        self.start() + self.text().len()
    }

    /// The rules it is made of, left to right.
    pub fn children(&self) -> impl Iterator<Item = Node<'t, 'i>> + use<'t, 'i> {
        let (tree, end) = (self.tree, self.subtree_end());
        let mut next = self.index + 1;
        std::iter::from_fn(move || {
            (next < end).then(|| {
                let child = Node { tree, index: next };
                next += tree.nodes[next].size;
                child
            })
        })
    }

    /// The index just past the node's subtree.
    fn subtree_end(&self) -> usize {
        self.index + self.entry().size
    }
}

#[cfg(feature = "serde")]
impl serde::Serialize for Node<'_, '_> {
    fn serialize<S: serde::Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        use serde::ser::SerializeStruct as _;
        let children: Vec<Node<'_, '_>> = self.children().collect();
        let mut node = serializer.serialize_struct("Node", 4)?;
        node.serialize_field("rule", self.rule())?;
        node.serialize_field("text", self.text())?;
        node.serialize_field("start", &self.start())?;
        if children.is_empty() {
            node.skip_field("children")?;
        } else {
            node.serialize_field("children", &children)?;
        }
        node.end()
    }
}

#[cfg(feature = "serde")]
impl serde::Serialize for Tree<'_> {
    fn serialize<S: serde::Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        self.root().serialize(serializer)
    }
}

/// The JSON Schema of a serialized [`Tree`]: a node with its rule, text, start and
/// (when it has any) children, recursively.
#[cfg(feature = "schemars")]
impl schemars::JsonSchema for Tree<'_> {
    fn schema_name() -> std::borrow::Cow<'static, str> {
        "Node".into()
    }

    fn json_schema(generator: &mut schemars::SchemaGenerator) -> schemars::Schema {
        let node = generator.subschema_for::<Self>();
        schemars::json_schema!({
            "description": "A rule of the document, the text it matched and its start byte; its children in order.",
            "type": "object",
            "properties": {
                "rule": {"type": "string"},
                "text": {"type": "string"},
                "start": {"type": "integer", "minimum": 0},
                "children": {"type": "array", "items": node},
            },
            "required": ["rule", "text", "start"],
            "additionalProperties": false,
        })
    }
}

/// The host of an authority, by kind.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
#[cfg_attr(
    feature = "serde",
    derive(serde::Serialize),
    serde(tag = "kind", content = "text")
)]
#[cfg_attr(feature = "schemars", derive(schemars::JsonSchema))]
#[non_exhaustive] // RFC 3986 added IPvFuture; a later document may add a kind
pub enum Host<'i> {
    /// `hostname`.
    #[cfg_attr(feature = "serde", serde(rename = "hostname"))]
    Hostname(&'i str),
    /// `IPv4address` (RFC 2396, the bis draft) or `hostnumber` (RFC 1738, the 1996 draft).
    #[cfg_attr(feature = "serde", serde(rename = "IPv4address"))]
    Ipv4(&'i str),
    /// `IPv6reference` (the bis draft), or an `IP-literal` holding an `IPv6address`
    /// (RFC 3986): brackets included.
    #[cfg_attr(feature = "serde", serde(rename = "IPv6reference"))]
    Ipv6(&'i str),
    /// An `IP-literal` holding an `IPvFuture` (RFC 3986), brackets included.
    #[cfg_attr(feature = "serde", serde(rename = "IPvFuture"))]
    IpvFuture(&'i str),
    /// A registry-based authority (`reg_name`): no server, so no host of its own; or
    /// RFC 3986's registered name (`reg-name`, §3.2.2), a host.
    #[cfg_attr(feature = "serde", serde(rename = "reg_name"))]
    RegName(&'i str),
}

impl<'i> Host<'i> {
    /// The host's text.
    #[must_use]
    pub fn as_str(&self) -> &'i str {
        match *self {
            Self::Hostname(s)
            | Self::Ipv4(s)
            | Self::Ipv6(s)
            | Self::IpvFuture(s)
            | Self::RegName(s) => s,
        }
    }

    /// The document's name for the kind (`hostname`, `IPv4address`, …).
    #[must_use]
    pub fn kind(&self) -> &'static str {
        match self {
            Self::Hostname(_) => "hostname",
            Self::Ipv4(_) => "IPv4address",
            Self::Ipv6(_) => "IPv6reference",
            Self::IpvFuture(_) => "IPvFuture",
            Self::RegName(_) => "reg_name",
        }
    }
}

/// The common view: the same fields for every revision. `None` is an undefined
/// component (its separator is absent); `Some("")` is present but empty.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize))]
#[cfg_attr(feature = "schemars", derive(schemars::JsonSchema))]
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
    /// Whether a `/` came before the path that the document keeps apart from it: RFC
    /// 1738 §3.1 ("the `/` between the host (or port) and the url-path is NOT part of
    /// the url-path") and the 1996 draft §4.3.2 ("the parser must remember whether or
    /// not it was present", so that `/a` and `a` differ). Always `false` for RFC 2396,
    /// the bis draft and RFC 3986, whose path holds its own `/` (the command's JSON
    /// leaves the key out for them).
    #[cfg_attr(feature = "serde", serde(default))]
    pub leading_slash: bool,
    /// The path as the document defines it: RFC 1738 and the 1996 draft leave out the
    /// `/` after the server (RFC 1738 §3.1, draft §4.3.2; see `leading_slash`), so
    /// their path is undefined when that `/` is absent (`http://a`) and `Some("")` when
    /// it ends the URL (`http://a/`); RFC 2396, the bis draft and RFC 3986 keep the
    /// `/`, and their path is never undefined (Appendix B). RFC 1738's path is §3.1's
    /// url-path less the parts this view names (an http or wais `search`, ftp's
    /// `;type=`, prospero's fieldspecs): gopher's `gtype` is part of it (§3.4's
    /// gopher-path), so are nntp's article number and a wais document's
    /// `/wtype/wpath`.
    pub path: Option<&'i str>,
    /// The parameters (1996 draft, without `;`), RFC 1738's ftp `;type=` code, or RFC
    /// 1738's prospero fieldspecs (§3.11, after the first `;`).
    pub params: Option<&'i str>,
    /// The query (RFC 1738: `search`), without `?`.
    pub query: Option<&'i str>,
    /// The fragment, without `#`.
    pub fragment: Option<&'i str>,
}

/// A path segment and its parameters (RFC 2396 §3.3: `segment = *pchar *( ";" param )`).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize))]
#[cfg_attr(feature = "schemars", derive(schemars::JsonSchema))]
pub struct Segment<'i> {
    /// The whole segment, parameters included.
    pub text: &'i str,
    /// The parameters after the segment's first `;` (each `param` is `*pchar`, so
    /// they are separated by `;`), or `None` when the segment has none.
    #[cfg_attr(feature = "serde", serde(skip_serializing_if = "Option::is_none"))]
    pub params: Option<&'i str>,
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
    /// The derivation, built by pest when first asked for.
    tree: OnceLock<Tree<'i>>,
}

#[cfg(feature = "serde")]
impl serde::Serialize for Parse<'_> {
    fn serialize<S: serde::Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        use serde::ser::SerializeStruct as _;
        let mut parse = serializer.serialize_struct("Parse", 5)?;
        parse.serialize_field("revision", &self.revision)?;
        parse.serialize_field("form", self.form)?;
        parse.serialize_field("components", &self.components)?;
        parse.serialize_field("segments", self.segments())?;
        parse.serialize_field("tree", self.tree())?;
        parse.end()
    }
}

impl<'i> Parse<'i> {
    /// Builds the common view from a derivation.
    pub(crate) fn new(revision: Revision, tree: Tree<'i>) -> Self {
        let mut builder = Builder::default();
        builder.walk(&tree);
        let root = tree.root();
        if builder.path_end.is_none() {
            builder.components.path = absent_path(revision, root.text(), &builder);
        }
        if revision == Revision::Rfc1738 {
            url_path(root.text(), &mut builder.components);
        }
        if matches!(
            revision,
            Revision::Rfc1738 | Revision::Rfc1808 | Revision::Url00
        ) {
            let c = &mut builder.components;
            c.leading_slash = c
                .path
                .is_some_and(|path| root.text()[..offset(root.text(), path)].ends_with('/'));
        }
        if revision == Revision::Rfc1738 && builder.components.scheme.is_none() {
            // A scheme's own production spells its scheme as a literal ("http://"), so
            // no node holds it: it is the text before the production's first ":".
            builder.components.scheme = root.text().split(':').next();
        }
        Self {
            revision,
            input: root.text(),
            form: builder.form.unwrap_or(root.rule()),
            path_rule: OnceLock::from(builder.path_rule),
            components: builder.components,
            segments: OnceLock::from(builder.segments),
            tree: OnceLock::from(tree),
        }
    }

    /// The common view from the revision's decomposition; the derivation is built
    /// when [`Parse::tree`] asks for it.
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

    /// The path's segments, with their parameters.
    #[must_use]
    pub fn segments(&self) -> &[Segment<'i>] {
        self.segments
            .get_or_init(|| crate::components::segments(self.revision, self.form, &self.components))
    }

    /// The derivation (pest's, built on the first call).
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

/// The path of an input whose derivation has no path node. Where the path would be
/// (after the authority, else after the scheme's `:`, else at the start):
/// - an opaque part with no authority (RFC 1738's `schemepart`, the 1996 draft's
///   `opaque-URL`) is the path: nothing of the text after `scheme:` is lost;
/// - RFC 1738 and the 1996 draft: the path is `""` after a `/` (the `"/"` of an
///   `abs_path`, or of a scheme's `[ "/" … ]`, with nothing after it), else undefined
///   (no `/`, so no path);
/// - RFC 2396, the bis draft and RFC 3986: empty (Appendix B's path is never
///   undefined).
///
/// Every defined path is a slice of the input.
fn absent_path<'i>(revision: Revision, input: &'i str, b: &Builder<'i>) -> Option<&'i str> {
    let c = &b.components;
    let end_of = |part: &str| offset(input, part) + part.len();
    let at = match (c.authority, c.scheme) {
        (Some(authority), _) => end_of(authority),
        (None, Some(scheme)) => end_of(scheme) + 1,
        (None, None) => 0,
    };
    if let (Some(end), None) = (b.opaque_end, c.authority) {
        return Some(&input[at..end.max(at)]);
    }
    match revision {
        // RFC 1808's `scheme ":" *( uchar | reserved )` that is no `generic-RL` (its
        // `net_path` followed by `//`): all that follows `scheme:` is the path, as the
        // 1996 draft's `opaque-URL`.
        Revision::Rfc1808 if c.scheme.is_some() && input[at..].starts_with("//") => {
            let end = input.len() - c.fragment.map_or(0, |f| f.len() + 1);
            Some(&input[at..end])
        }
        Revision::Rfc1738 | Revision::Rfc1808 | Revision::Url00 => {
            input[at..].strip_prefix('/').map(|after| &after[..0])
        }
        Revision::Rfc2396
        | Revision::Rfc2732
        | Revision::Rfc2396bis00
        | Revision::Rfc3986
        | Revision::Rfc3987 => Some(&input[at..at]),
    }
}

/// Where `part`, a slice of `input`, starts in it.
fn offset(input: &str, part: &str) -> usize {
    part.as_ptr() as usize - input.as_ptr() as usize
}

/// RFC 1738 §3.1: the url-path is "the rest of the locator", so the path runs from
/// its first rule (gopher's `gtype`, nntp's `group`, wais's `database`, …) to the
/// next component the view names (the `?` of a search, the `;` before the params)
/// or to the end, and the params (ftp's type code, prospero's fieldspecs from the
/// first `fieldname`) run to the end.
fn url_path<'i>(input: &'i str, c: &mut Components<'i>) {
    if let Some(params) = c.params {
        c.params = Some(&input[offset(input, params)..]);
    }
    let Some(path) = c.path else {
        return;
    };
    let start = offset(input, path);
    let stop = match (c.query, c.params) {
        (Some(query), _) => offset(input, query) - 1,
        (None, Some(params)) => input[..offset(input, params)].rfind(';').unwrap_or(start),
        (None, None) => input.len(),
    };
    c.path = Some(&input[start..stop.max(start)]);
}

/// Walks a derivation once, in pre-order, filling the common view.
#[derive(Default)]
struct Builder<'i> {
    form: Option<&'static str>,
    path_rule: Option<&'static str>,
    /// The text of the `IP-literal` being read (RFC 3986), brackets included.
    ip_literal: Option<&'i str>,
    components: Components<'i>,
    segments: Vec<Segment<'i>>,
    /// Where the path's subtree ends (a node index), once the path is found.
    path_end: Option<usize>,
    /// The start of the segment being filled.
    segment_start: usize,
    /// Where the first opaque part ends (a byte offset), if any.
    opaque_end: Option<usize>,
}

impl<'i> Builder<'i> {
    fn walk(&mut self, tree: &Tree<'i>) {
        for (index, node) in tree.nodes().enumerate() {
            let in_path = self.path_end.is_some_and(|end| index < end);
            self.visit(node, in_path);
        }
    }

    fn visit(&mut self, node: Node<'_, 'i>, in_path: bool) {
        let c = &mut self.components;
        let text = Some(node.text());
        match node.role() {
            Role::Form => self.form = self.form.or(Some(node.rule())),
            Role::Scheme => c.scheme = c.scheme.or(text),
            Role::Authority => c.authority = c.authority.or(text),
            Role::RegName => c.host = Some(Host::RegName(node.text())),
            Role::Userinfo => c.userinfo = text,
            Role::User => c.user = text,
            Role::Password => c.password = text,
            Role::Hostname => c.host = c.host.or(Some(Host::Hostname(node.text()))),
            Role::Ipv4 => c.host = c.host.or(Some(Host::Ipv4(node.text()))),
            Role::Ipv6 => {
                let text = self.ip_literal.unwrap_or(node.text());
                c.host = c.host.or(Some(Host::Ipv6(text)));
            }
            Role::IpLiteral => self.ip_literal = text,
            Role::IpvFuture => {
                let text = self.ip_literal.unwrap_or(node.text());
                c.host = c.host.or(Some(Host::IpvFuture(text)));
            }
            Role::Port => c.port = text,
            Role::Path if self.path_end.is_none() => {
                c.path = Some(node.text());
                self.path_rule = Some(node.rule());
                self.path_end = Some(node.subtree_end());
            }
            Role::Segment if in_path => {
                self.segment_start = node.start();
                self.segments.push(Segment {
                    text: node.text(),
                    params: None,
                });
            }
            Role::Param if in_path => {
                if let Some(segment) = self.segments.last_mut().filter(|s| s.params.is_none()) {
                    segment.params = Some(&segment.text[node.start() - self.segment_start..]);
                }
            }
            Role::Params => c.params = c.params.or(text),
            Role::Query => c.query = c.query.or(text),
            Role::Fragment => c.fragment = text,
            Role::Opaque => self.opaque_end = self.opaque_end.or(Some(node.end())),
            Role::Path | Role::Segment | Role::Param | Role::None => {}
        }
    }
}

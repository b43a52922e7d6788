//! The common view read from pest's derivation: a walk over the tree, each node's
//! role (`src/pest_grammar/<rev>.rs`) filling a component. The library computes the
//! view from each document's decomposition instead (`src/components/`); this second
//! reading exists for the tests that prove the two equal
//! ([`super::parse_by_derivation`]).

use crate::Parse;
use crate::Revision;
use crate::ast::{Components, Host, Node, Role, Segment, Tree};

/// The parse of a derivation, its view read from the tree.
pub(crate) fn parse(revision: Revision, tree: Tree<'_>) -> Parse<'_> {
    let mut builder = Builder::default();
    builder.walk(&tree);
    let root = tree.root();
    if builder.path_end.is_none() {
        builder.components.path = absent_path(revision, root.text(), &builder);
    }
    if revision == Revision::Rfc1738 {
        url_path(root.text(), &mut builder.components);
    }
    if revision == Revision::Whatwg {
        empty_host(root.text(), &mut builder.components);
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
    let form = builder.form.unwrap_or(root.rule());
    Parse::from_derivation(
        revision,
        form,
        builder.path_rule,
        builder.components,
        builder.segments,
        tree,
    )
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
        | Revision::Rfc3987
        | Revision::Rfc6874
        | Revision::Whatwg => Some(&input[at..at]),
    }
}

/// The URL Standard: a `//` after the scheme with no host node is the empty host.
fn empty_host<'i>(input: &'i str, c: &mut Components<'i>) {
    let at = c.scheme.map_or(0, |s| s.len() + 1);
    if c.host.is_none() && input[at..].starts_with("//") {
        c.host = Some(Host::RegName(&input[at + 2..at + 2]));
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

//! The typed, zero-copy trees users get: one family of types for every revision.
//!
//! The derivation ([`Tree`], [`Node`]: rule names as the document spells them, each
//! with the slice of input it matched) and the common view ([`Components`]) that lets
//! revisions be compared field by field; a [`Parse`](crate::Parse) holds both. Every
//! string is a slice of the input. Data only: what builds these is above
//! (`crate::parse`, `crate::components`, `crate::pest_grammar`).

use crate::Revision;

#[cfg(any(feature = "serde", feature = "schemars"))]
pub mod json;
mod tree;

pub(crate) use tree::{Entry, Offset};
pub use tree::{Node, Tree};

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

/// The host of an authority, by kind. Each document names its kinds its own way
/// ([`Host::kind`]: RFC 1738's `hostnumber` is RFC 2396's `IPv4address`), so the
/// variants are the kinds and the names come with the revision.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
#[non_exhaustive] // RFC 3986 added IPvFuture; a later document may add a kind
pub enum Host<'i> {
    /// A host name: `hostname` (RFC 1738 to the bis draft).
    Hostname(&'i str),
    /// Four numbers: `hostnumber` (RFC 1738, the 1996 draft) or `IPv4address`.
    Ipv4(&'i str),
    /// A bracketed IPv6 address: the bis draft's `IPv6reference` or RFC 3986's
    /// `IP-literal` holding an `IPv6address`; brackets included.
    Ipv6(&'i str),
    /// An `IP-literal` holding an `IPvFuture` (RFC 3986), brackets included.
    IpvFuture(&'i str),
    /// A registry-based authority (RFC 2396's `reg_name`, the bis draft's
    /// `reg-name`): no server, so no host of its own; or RFC 3986's registered name
    /// (`reg-name`, §3.2.2), a host.
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

    /// The rule of `revision`'s grammar this host matched, as the document spells it:
    /// the alternative of its `host` rule (or, for a registry-based authority, of its
    /// `authority` rule).
    ///
    /// ```
    /// use urispec::Revision;
    /// use urispec::ast::Host;
    /// assert_eq!(Host::Ipv4("1.2.3.4").kind(Revision::Rfc1738), "hostnumber");
    /// assert_eq!(Host::Ipv4("1.2.3.4").kind(Revision::Rfc2396), "IPv4address");
    /// assert_eq!(Host::Ipv6("[::1]").kind(Revision::Rfc2396bis00), "IPv6reference");
    /// assert_eq!(Host::Ipv6("[::1]").kind(Revision::Rfc3986), "IP-literal");
    /// assert_eq!(Host::RegName("a").kind(Revision::Rfc2396), "reg_name");
    /// assert_eq!(Host::RegName("a").kind(Revision::Rfc3986), "reg-name");
    /// assert_eq!(Host::RegName("a").kind(Revision::Rfc3987), "ireg-name");
    /// ```
    #[must_use]
    pub fn kind(&self, revision: Revision) -> &'static str {
        let ipv4 = match revision {
            Revision::Rfc1738 | Revision::Url00 => "hostnumber",
            // RFC 1808's `net_loc` is not split: it has no host (every kind is its net_loc).
            Revision::Rfc1808 => "net_loc",
            Revision::Rfc2396
            | Revision::Rfc2732
            | Revision::Rfc2396bis00
            | Revision::Rfc3986
            | Revision::Rfc3987
            | Revision::Rfc6874 => "IPv4address",
            Revision::Whatwg => "valid-IPv4-address-string",
        };
        let (ip_literal, reg_name) = match revision {
            Revision::Rfc2396bis00 => ("IPv6reference", "reg-name"),
            Revision::Rfc3986 | Revision::Rfc6874 => ("IP-literal", "reg-name"),
            Revision::Rfc3987 => ("IP-literal", "ireg-name"),
            Revision::Whatwg => ("valid-IPv6-address-string", "valid-opaque-host-string"),
            Revision::Rfc1808 => ("net_loc", "net_loc"),
            // RFC 2732 §3 adds `IPv6reference` to RFC 2396's `host`; RFC 1738, the 1996
            // draft and RFC 2396 have no bracketed host. RFC 2396 spells `reg_name`.
            Revision::Rfc1738 | Revision::Url00 | Revision::Rfc2396 | Revision::Rfc2732 => {
                ("IPv6reference", "reg_name")
            }
        };
        match self {
            Self::Hostname(_) if revision == Revision::Whatwg => "valid-domain-string",
            Self::Hostname(_) => "hostname",
            Self::Ipv4(_) => ipv4,
            Self::Ipv6(_) | Self::IpvFuture(_) => ip_literal,
            Self::RegName(_) => reg_name,
        }
    }
}

/// The common view: the same fields for every revision. `None` is an undefined
/// component (its separator is absent); `Some("")` is present but empty.
///
/// In JSON ([`Parse::named_components`](crate::Parse::named_components)) the host is `{"kind", "text"}`, its kind
/// named as the revision's document names it.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
#[cfg_attr(feature = "schemars", derive(schemars::JsonSchema))]
pub struct Components<'i> {
    /// The scheme, without its `:`.
    pub scheme: Option<&'i str>,
    /// The authority (`server`, `reg_name`, `login`), without `//`.
    pub authority: Option<&'i str>,
    /// `userinfo` (RFC 2396, the bis draft).
    pub userinfo: Option<&'i str>,
    /// `user` (RFC 1738, the 1996 draft); the URL record's username (`whatwg`:
    /// always undefined, a valid URL string writes no credentials).
    pub user: Option<&'i str>,
    /// `password` (RFC 1738, the 1996 draft; the URL record's password under
    /// `whatwg`, always undefined).
    pub password: Option<&'i str>,
    /// The host, by kind.
    #[cfg_attr(
        feature = "schemars",
        schemars(with = "Option<json::HostJson<'static>>")
    )]
    pub host: Option<Host<'i>>,
    /// The port, without its `:`.
    pub port: Option<&'i str>,
    /// Whether a `/` came before the path that the document keeps apart from it: RFC
    /// 1738 §3.1 ("the `/` between the host (or port) and the url-path is NOT part of
    /// the url-path") and the 1996 draft §4.3.2 ("the parser must remember whether or
    /// not it was present", so that `/a` and `a` differ). Always `false` for RFC 2396,
    /// the bis draft and RFC 3986, whose path holds its own `/` (the command's JSON
    /// leaves the key out for them).
    #[cfg_attr(feature = "schemars", schemars(default))]
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

impl Components<'_> {
    /// The components of the common view `revision`'s document does not have, by
    /// their keys: RFC 1738's `url` has no fragment; RFC 1808's `net_loc` is not
    /// decomposed (§2.1: "network location and login information"); from RFC 2396 on
    /// the path holds its own `/`, so no `leading_slash` is kept apart from it, and
    /// there is no `user`, `password` or `params`. The command's JSON leaves these
    /// keys out.
    ///
    /// ```
    /// use urispec::{Revision, ast::Components};
    /// assert_eq!(Components::lacking(Revision::Rfc1738), ["userinfo", "fragment"]);
    /// ```
    #[must_use]
    pub const fn lacking(revision: Revision) -> &'static [&'static str] {
        match revision {
            Revision::Rfc1738 => &["userinfo", "fragment"],
            Revision::Rfc1808 => &["userinfo", "user", "password", "host", "port"],
            Revision::Url00 => &["userinfo"],
            Revision::Rfc2396
            | Revision::Rfc2732
            | Revision::Rfc2396bis00
            | Revision::Rfc3986
            | Revision::Rfc3987
            | Revision::Rfc6874 => &["user", "password", "leading_slash", "params"],
            // The URL Standard's URL record: scheme, username, password, host, port,
            // path, query, fragment (a valid URL string never writes the username and
            // password: they are always undefined).
            Revision::Whatwg => &["authority", "userinfo", "leading_slash", "params"],
        }
    }
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

//! Splitting a reference into its components, the way each document says: RFC 2396's
//! and the bis draft's Appendix B, and the 1996 draft's §4.3 extraction rules, on any
//! text; and the same splits as transducers run in the pass that validates
//! ([`marks`]), which the decompositions (`crate::components`) and the resolutions
//! (`crate::resolve`) read. Below both: it knows no decomposition and no algorithm.
//!
//! Both splitters are zero-copy: every component is a slice of the input. A
//! component whose separator is absent is `None` (undefined); a separator followed
//! at once by the next one, or by the end, gives `Some("")` (empty).

mod marks;
mod shipped;
mod transducers;

use transducers::is_scheme_byte;

pub(crate) use marks::{
    Captured, split_reference, split_url00_reference, split_url00_valid, split_valid,
};

/// The four main components and the fragment of a URI reference: RFC 2396 §4.3 and
/// Appendix B, and draft-fielding-uri-rfc2396bis-00 §4.3 and Appendix B (the same
/// regular expression in both documents).
///
/// ```
/// use urispec::resolve::{Split, split};
/// let c = split("http://www.ics.uci.edu/pub/ietf/uri/#Related");
/// assert_eq!(
///     c,
///     Split {
///         scheme: Some("http"),
///         authority: Some("www.ics.uci.edu"),
///         path: "/pub/ietf/uri/",
///         query: None,
///         fragment: Some("Related"),
///     }
/// );
/// assert_eq!(c.recompose(), "http://www.ics.uci.edu/pub/ietf/uri/#Related");
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
#[cfg_attr(feature = "serde", derive(serde::Serialize))]
pub struct Split<'a> {
    /// `$2`: before the first `:`, if no `/`, `?` or `#` comes before it and it is
    /// not empty.
    pub scheme: Option<&'a str>,
    /// `$4`: after a leading `//`, up to the next `/`, `?` or `#`.
    pub authority: Option<&'a str>,
    /// `$5`: never undefined, possibly empty.
    pub path: &'a str,
    /// `$7`: after the first `?`, up to the first `#`.
    pub query: Option<&'a str>,
    /// `$9`: after the first `#`, to the end.
    pub fragment: Option<&'a str>,
}

/// An authority read as a server, split at its delimiters: `[ userinfo "@" ] host
/// [ ":" port ]` (RFC 2396 §3.2.2, the bis draft, RFC 3986 §3.2; the 1996 draft's
/// `[ user [ ":" password ] "@" ] hostport`). A valid server has no `@` but the one
/// after its userinfo, and no `:` in its host outside an IP literal's brackets.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) struct ServerSplit<'a> {
    /// Before the first `@`.
    pub userinfo: Option<&'a str>,
    /// After it: up to the first `:` (outside a leading `[…]`).
    pub host: &'a str,
    /// After that `:`.
    pub port: Option<&'a str>,
}

/// Splits `authority`, valid as a server, into its [`ServerSplit`].
pub(crate) fn split_server(authority: &str) -> ServerSplit<'_> {
    let (userinfo, hostport) = match memchr::memchr(b'@', authority.as_bytes()) {
        Some(at) => (Some(&authority[..at]), &authority[at + 1..]),
        None => (None, authority),
    };
    let host_end = if hostport.starts_with('[') {
        memchr::memchr(b']', hostport.as_bytes()).map_or(hostport.len(), |i| i + 1)
    } else {
        memchr::memchr(b':', hostport.as_bytes()).unwrap_or(hostport.len())
    };
    ServerSplit {
        userinfo,
        host: &hostport[..host_end],
        port: hostport[host_end..].strip_prefix(':'),
    }
}

/// Splits `reference` with the regular expression of RFC 2396 Appendix B (and the bis
/// draft's Appendix B, line 1408):
/// `^(([^:/?#]+):)?(//([^/?#]*))?([^?#]*)(\?([^#]*))?(#(.*))?`.
///
/// The expression always matches; this is a hand-written scanner equivalent to it,
/// group by group. Like the expression, it does not check the scheme's characters:
/// `1x:y` has the scheme `1x` although no grammar allows it.
///
/// ```
/// use urispec::resolve::split;
/// let c = split("?y");
/// assert_eq!((c.path, c.query, c.fragment), ("", Some("y"), None));
/// let c = split("g?#");
/// assert_eq!((c.path, c.query, c.fragment), ("g", Some(""), Some("")));
/// ```
#[must_use]
pub fn split(reference: &str) -> Split<'_> {
    let mut rest = reference;
    // (([^:/?#]+):)? — the longest run of [^:/?#] is the only candidate, and it is
    // taken when it is non-empty and followed by ":".
    let run = find(rest, |b| matches!(b, b':' | b'/' | b'?' | b'#'));
    let scheme = if run > 0 && rest[run..].starts_with(':') {
        let scheme = &rest[..run];
        rest = &rest[run + 1..];
        Some(scheme)
    } else {
        None
    };
    // (//([^/?#]*))?
    let authority = rest.strip_prefix("//").map(|after| {
        let end = memchr::memchr3(b'/', b'?', b'#', after.as_bytes()).unwrap_or(after.len());
        rest = &after[end..];
        &after[..end]
    });
    // ([^?#]*)
    let end = memchr::memchr2(b'?', b'#', rest.as_bytes()).unwrap_or(rest.len());
    let path = &rest[..end];
    rest = &rest[end..];
    // (\?([^#]*))?
    let query = rest.strip_prefix('?').map(|after| {
        let end = memchr::memchr(b'#', after.as_bytes()).unwrap_or(after.len());
        rest = &after[end..];
        &after[..end]
    });
    // (#(.*))?
    let fragment = rest.strip_prefix('#');
    Split {
        scheme,
        authority,
        path,
        query,
        fragment,
    }
}

/// The offset of the first byte of `s` that is `delimiter`, or its length. The
/// delimiters are ASCII, so the offset is a character boundary.
fn find(s: &str, delimiter: impl Fn(u8) -> bool) -> usize {
    s.bytes().position(delimiter).unwrap_or(s.len())
}

impl Split<'_> {
    /// The components recombined by the pseudocode of RFC 2396 §5.2 step 7 (the bis
    /// draft's lines 1103–1127): the inverse of [`split`].
    #[must_use]
    pub fn recompose(&self) -> String {
        recompose(
            self.scheme,
            self.authority,
            self.path,
            self.query,
            self.fragment,
        )
    }
}

/// RFC 2396 §5.2 step 7 / bis-00 lines 1103–1127.
pub(crate) fn recompose(
    scheme: Option<&str>,
    authority: Option<&str>,
    path: &str,
    query: Option<&str>,
    fragment: Option<&str>,
) -> String {
    let parts = (scheme, authority, query, fragment);
    recompose_with(parts, path.len(), |result| result.push_str(path))
}

/// The components recombined, the path written by `write_path` (at most
/// `path_length` bytes) into the target being built: the layout of RFC 2396 §5.2 step 7,
/// the bis draft's recomposition and RFC 3986 §5.3.
#[inline]
pub(crate) fn recompose_with(
    (scheme, authority, query, fragment): (Option<&str>, Option<&str>, Option<&str>, Option<&str>),
    path_length: usize,
    write_path: impl FnOnce(&mut String),
) -> String {
    let length = [scheme, authority, query, fragment]
        .iter()
        .map(|part| part.map_or(0, |p| p.len() + 2))
        .sum::<usize>()
        + path_length;
    let mut result = String::with_capacity(length);
    if let Some(scheme) = scheme {
        result.push_str(scheme);
        result.push(':');
    }
    if let Some(authority) = authority {
        result.push_str("//");
        result.push_str(authority);
    }
    write_path(&mut result);
    if let Some(query) = query {
        result.push('?');
        result.push_str(query);
    }
    if let Some(fragment) = fragment {
        result.push('#');
        result.push_str(fragment);
    }
    result
}

/// A URL reference split outside-in, as draft-fielding-uri-url-00 §4.3 says:
/// fragment (§3), scheme (§4.1), server (§4.3.1), query (§4.3.4), parameters
/// (§4.3.3), then path (§4.3.2).
///
/// The draft calls a component "empty" both when its separator is absent and when
/// nothing follows it; this type keeps the two apart (`None` / `Some("")`) so that
/// recombination can reproduce the reference, and the resolution steps treat both
/// as empty, as the draft says.
///
/// ```
/// use urispec::resolve::{Url00Split, split_url00};
/// assert_eq!(
///     split_url00("http://a/b/c/d;p?q#f"),
///     Url00Split {
///         scheme: Some("http"),
///         server: Some("a"),
///         leading_slash: true,
///         path: "b/c/d",
///         params: Some("p"),
///         query: Some("q"),
///         fragment: Some("f"),
///     }
/// );
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
#[cfg_attr(feature = "serde", derive(serde::Serialize))]
pub struct Url00Split<'a> {
    /// §4.1: up to the first `:`, when that colon comes after the first character and
    /// before any character not allowed in a scheme name.
    pub scheme: Option<&'a str>,
    /// §4.3.1: after a leading `//`, up to (not including) the next `/`, or to the end.
    /// Extracted before the query, so a `?` or `;` before that slash belongs to it.
    pub server: Option<&'a str>,
    /// §4.3.2: whether a `/` preceded the path ("the parser must remember whether or
    /// not it was present").
    pub leading_slash: bool,
    /// §4.3.2: what remains, without the leading slash.
    pub path: &'a str,
    /// §4.3.3: after the first `;` of what remains once the query is removed.
    pub params: Option<&'a str>,
    /// §4.3.4: after the first `?` of what remains once the server is removed.
    pub query: Option<&'a str>,
    /// §3: after the first `#`, to the end.
    pub fragment: Option<&'a str>,
}

/// Splits `reference` outside-in as draft-fielding-uri-url-00 §4.3 prescribes
/// (the extraction rules of §3, §4.1, §4.3.1, §4.3.4, §4.3.3 and §4.3.2, in that
/// order).
///
/// ```
/// use urispec::resolve::split_url00;
/// // §4.3.1: the server runs to the next slash, so it is taken before the query.
/// assert_eq!(split_url00("//u?p@h/x").server, Some("u?p@h"));
/// // §4.1: the colon must come after the first character.
/// assert_eq!(split_url00(":g").scheme, None);
/// ```
#[must_use]
pub fn split_url00(reference: &str) -> Url00Split<'_> {
    // §3: the fragment is extracted first, after the left-most "#".
    let (mut rest, fragment) = match memchr::memchr(b'#', reference.as_bytes()) {
        Some(at) => (&reference[..at], Some(&reference[at + 1..])),
        None => (reference, None),
    };
    // §4.1: a ":" after the first character and before any character not allowed
    // in a scheme name.
    let run = find(rest, |b| !is_scheme_byte(b));
    let scheme = if run > 0 && rest[run..].starts_with(':') {
        let scheme = &rest[..run];
        rest = &rest[run + 1..];
        Some(scheme)
    } else {
        None
    };
    // §4.3.1: after "//", up to but not including the next "/" (or the whole rest).
    let server = rest.strip_prefix("//").map(|after| {
        let end = memchr::memchr(b'/', after.as_bytes()).unwrap_or(after.len());
        rest = &after[end..];
        &after[..end]
    });
    // §4.3.4: after the first "?".
    let query = memchr::memchr(b'?', rest.as_bytes()).map(|at| {
        let query = &rest[at + 1..];
        rest = &rest[..at];
        query
    });
    // §4.3.3: after the first ";".
    let params = memchr::memchr(b';', rest.as_bytes()).map(|at| {
        let params = &rest[at + 1..];
        rest = &rest[..at];
        params
    });
    // §4.3.2: the rest, and whether a "/" preceded it.
    let (leading_slash, path) = match rest.strip_prefix('/') {
        Some(path) => (true, path),
        None => (false, rest),
    };
    Url00Split {
        scheme,
        server,
        leading_slash,
        path,
        params,
        query,
        fragment,
    }
}

impl Url00Split<'_> {
    /// The components recombined (§6 step 7): the inverse of [`split_url00`].
    #[must_use]
    pub fn recompose(&self) -> String {
        recompose_url00(self)
    }
}

/// url-00 §6 step 7, in the layout of §4.3: `<scheme>://<server>/<path>;<parameters>?<query>`.
fn recompose_url00(parts: &Url00Split<'_>) -> String {
    recompose_url00_with(parts, parts.path.len(), |result| {
        result.push_str(parts.path);
    })
}

/// [`recompose_url00`] with the path written by `write_path` (at most `path_length`
/// bytes) into the target being built, instead of `parts.path`.
#[inline]
pub(crate) fn recompose_url00_with(
    parts: &Url00Split<'_>,
    path_length: usize,
    write_path: impl FnOnce(&mut String),
) -> String {
    let length = [
        parts.scheme,
        parts.server,
        parts.params,
        parts.query,
        parts.fragment,
    ]
    .iter()
    .map(|part| part.map_or(0, |p| p.len() + 2))
    .sum::<usize>()
        + 1
        + path_length;
    let mut result = String::with_capacity(length);
    if let Some(scheme) = parts.scheme {
        result.push_str(scheme);
        result.push(':');
    }
    if let Some(server) = parts.server {
        result.push_str("//");
        result.push_str(server);
    }
    if parts.leading_slash {
        result.push('/');
    }
    write_path(&mut result);
    for (separator, component) in [
        (';', parts.params),
        ('?', parts.query),
        ('#', parts.fragment),
    ] {
        if let Some(component) = component {
            result.push(separator);
            result.push_str(component);
        }
    }
    result
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn regex_groups() {
        let c = split("");
        assert_eq!(c, Split::default());
        let c = split("//");
        assert_eq!((c.authority, c.path), (Some(""), ""));
        let c = split("a:b:c");
        assert_eq!((c.scheme, c.path), (Some("a"), "b:c"));
        let c = split("/a:b");
        assert_eq!((c.scheme, c.path), (None, "/a:b"));
        let c = split(":a");
        assert_eq!((c.scheme, c.path), (None, ":a"));
        let c = split("x://h?q#f?#");
        assert_eq!(c.authority, Some("h"));
        assert_eq!(c.query, Some("q"));
        assert_eq!(c.fragment, Some("f?#"));
        for s in [
            "",
            "a:",
            "a://",
            "?",
            "#",
            "//h/p?q#f",
            "g;x?y#s",
            "x:/a?b#c",
        ] {
            assert_eq!(split(s).recompose(), s);
        }
    }

    #[test]
    fn outside_in() {
        let c = split_url00("g;x?y#s");
        assert_eq!(
            (
                c.scheme,
                c.server,
                c.leading_slash,
                c.path,
                c.params,
                c.query,
                c.fragment
            ),
            (None, None, false, "g", Some("x"), Some("y"), Some("s"))
        );
        let c = split_url00("//g");
        assert_eq!((c.server, c.leading_slash, c.path), (Some("g"), false, ""));
        let c = split_url00("//g?y");
        assert_eq!((c.server, c.query), (Some("g?y"), None));
        let c = split_url00("g?a;b");
        assert_eq!((c.path, c.params, c.query), ("g", None, Some("a;b")));
        let c = split_url00("./this:that");
        assert_eq!((c.scheme, c.path), (None, "./this:that"));
        for s in [
            "",
            "a:",
            "a://",
            "?",
            "#",
            ";",
            "//h/p;a?q#f",
            "g;x?y#s",
            "x:/a?b#c",
            "//u?p@h",
        ] {
            assert_eq!(split_url00(s).recompose(), s);
        }
    }

    /// Both recompositions are the inverses of their splits (RFC 2396 §5.2 step 7,
    /// url-00 §6 step 7) on every string of `:/?#;@a` up to 5 bytes: references that
    /// are only a path (the commonest relative ones) as much as those with every
    /// component.
    #[test]
    fn recomposition_is_the_inverse_of_the_split() {
        let mut strings = vec![String::new()];
        while let Some(s) = strings.pop() {
            assert_eq!(split(&s).recompose(), s);
            assert_eq!(split_url00(&s).recompose(), s);
            if s.len() < 5 {
                strings.extend(":/?#;@a".chars().map(|c| format!("{s}{c}")));
            }
        }
    }
}

//! RFC 1738 §3: a valid URL read by its scheme's own production (§3.1–§3.11, the
//! BNF of §5), the production's automaton deciding whether it applies (otherwise
//! the URL is an `otherurl`), and the delimiters its BNF puts between the parts.

use std::sync::OnceLock;

use super::{View, login};
use crate::ast::{Components, Segment};
use crate::split::{Captured, Url00Split, split_url00_valid};
use crate::{Revision, Validator};

/// The schemes with a production of their own, in the order of `url`'s
/// alternatives: the scheme and what follows its `:` in the literal that starts the
/// production (`"http://"`), and the production's name.
const SCHEMES: [(&str, &str, &str); 10] = [
    ("http", "//", "httpurl"),
    ("ftp", "//", "ftpurl"),
    ("news", "", "newsurl"),
    ("nntp", "//", "nntpurl"),
    ("telnet", "//", "telneturl"),
    ("gopher", "//", "gopherurl"),
    ("wais", "//", "waisurl"),
    ("mailto", "", "mailtourl"),
    ("file", "//", "fileurl"),
    ("prospero", "//", "prosperourl"),
];

/// The automata the decomposition asks, compiled once.
struct Rules {
    /// The productions of [`SCHEMES`], in its order.
    schemes: Vec<Validator>,
    login: Validator,
    hostnumber: Validator,
}

fn rules() -> &'static Rules {
    static RULES: OnceLock<Rules> = OnceLock::new();
    RULES.get_or_init(|| {
        let compile = |rule| Validator::new(Revision::Rfc1738, rule).expect("RFC 1738 defines it");
        Rules {
            schemes: SCHEMES.iter().map(|&(_, _, rule)| compile(rule)).collect(),
            login: compile("login"),
            hostnumber: compile("hostnumber"),
        }
    })
}

/// The view of `input` if `url` accepts it. A scheme's own production is one of
/// `url`'s alternatives: when it accepts the input, its pass is the check; otherwise
/// `url`'s automaton decides whether the input is an `otherurl`.
pub(super) fn parse(input: &str) -> Option<View<'_>> {
    let rules = rules();
    let (scheme, rest) = super::split_once(input, b':').unwrap_or((input, ""));
    let mut c = Components {
        scheme: Some(scheme),
        ..Components::default()
    };
    let own = SCHEMES
        .iter()
        .zip(&rules.schemes)
        .find(|((name, slashes, _), production)| {
            *name == scheme && rest.starts_with(slashes) && production.is_valid(input.as_bytes())
        });
    let Some(((_, slashes, form), _)) = own else {
        // Checked in one pass with the `login` automaton run over what follows `//`.
        let captured = split_url00_valid(Revision::Rfc1738, input)?;
        otherurl(rest, &captured, &mut c);
        return Some(View {
            form: "otherurl",
            components: c,
        });
    };
    let after = &rest[slashes.len()..];
    match *form {
        "httpurl" => http(after, &mut c),
        "ftpurl" => ftp(after, &mut c),
        "newsurl" => news(after, &mut c),
        "nntpurl" => nntp(after, &mut c),
        "telneturl" => telnet(after, &mut c),
        "gopherurl" => gopher(after, &mut c),
        "waisurl" => wais(after, &mut c),
        "mailtourl" => c.path = Some(after),
        "fileurl" => file(after, &mut c),
        _ => prospero(after, &mut c),
    }
    // §3.1: the `/` between the host (or port) and the url-path is not part of it;
    // every production that follows `//` puts one before its path.
    c.leading_slash = !slashes.is_empty() && c.path.is_some();
    Some(View {
        form,
        components: c,
    })
}

/// Splits at the first `byte`: what comes before, and what follows it if it is there.
fn at(s: &str, byte: u8) -> (&str, Option<&str>) {
    match super::split_once(s, byte) {
        Some((before, after)) => (before, Some(after)),
        None => (s, None),
    }
}

/// Splits at the first `/`: what comes before, and what follows it if it is there.
fn at_slash(s: &str) -> (&str, Option<&str>) {
    at(s, b'/')
}

/// Splits at a `/` the production requires (so a valid URL has it).
fn at_required_slash(s: &str) -> (&str, &str) {
    super::split_once(s, b'/').unwrap_or((s, &s[s.len()..]))
}

/// `hostport` as the authority.
fn hostport<'i>(hostport: &'i str, c: &mut Components<'i>) {
    c.authority = Some(hostport);
    login::split_hostport(hostport, &rules().hostnumber, c);
}

/// `login` as the authority.
fn login<'i>(text: &'i str, c: &mut Components<'i>) {
    c.authority = Some(text);
    login::split(text, &rules().hostnumber, c);
}

/// `otherurl = genericurl`, `schemepart = *xchar | ip-schemepart`: an
/// `ip-schemepart` (`"//" login [ "/" urlpath ]`) when what follows `//` up to the
/// next `/` is a `login`, else an opaque part, all of it the path.
/// (`captured`: the URL split outside in, which has no fragment, so its server is
/// what follows `//` up to the next `/`.)
fn otherurl<'i>(rest: &'i str, captured: &Captured<'i, Url00Split<'i>>, c: &mut Components<'i>) {
    if let Some(after) = rest.strip_prefix("//") {
        let (text, path) = at_slash(after);
        if captured.authority_in(&rules().login, text) {
            c.authority = Some(text);
            login::fill(captured.server(text), &rules().hostnumber, c);
            c.path = path;
            c.leading_slash = path.is_some();
            return;
        }
    }
    c.path = Some(rest);
}

/// `"http://" hostport [ "/" hpath [ "?" search ]]` (no `/` or `?` in a `search`).
fn http<'i>(after: &'i str, c: &mut Components<'i>) {
    let (text, rest) = at_slash(after);
    hostport(text, c);
    if let Some(rest) = rest {
        let (path, search) = at(rest, b'?');
        c.path = Some(path);
        c.query = search;
    }
}

/// `"ftp://" login [ "/" fpath [ ";type=" ftptype ]]` (no `;` in an `fpath`).
fn ftp<'i>(after: &'i str, c: &mut Components<'i>) {
    let (text, rest) = at_slash(after);
    login(text, c);
    if let Some(rest) = rest {
        match rest.split_once(";type=") {
            Some((path, ftptype)) => {
                c.path = Some(path);
                c.params = Some(ftptype);
            }
            None => c.path = Some(rest),
        }
    }
}

/// `"news:" grouppart`, `grouppart = "*" | group | article`, `article = 1*[ … ]
/// "@" host`: only an article has an `@`, and its host is the authority.
fn news<'i>(after: &'i str, c: &mut Components<'i>) {
    c.path = Some(after);
    if let Some((_, host)) = super::split_once(after, b'@') {
        c.authority = Some(host);
        c.host = Some(login::host_kind(host, &rules().hostnumber));
    }
}

/// `"nntp://" hostport "/" group [ "/" digits ]`: the group and the article number
/// are the path (§3.7: `<newsgroup-name>/<article-number>`).
fn nntp<'i>(after: &'i str, c: &mut Components<'i>) {
    let (text, rest) = at_required_slash(after);
    hostport(text, c);
    c.path = Some(rest);
}

/// `"telnet://" login [ "/" ]`: a path, empty, when the `/` is there.
fn telnet<'i>(after: &'i str, c: &mut Components<'i>) {
    let (text, rest) = at_slash(after);
    login(text, c);
    c.path = rest;
}

/// `"gopher://" hostport [ / [ gtype [ selector … ] ] ]`: the gopher-path (§3.4:
/// `<gophertype><selector>`, a `%09` search and gopher+ string being `xchar`s of
/// the selector too) is the path, empty after a `/` alone.
fn gopher<'i>(after: &'i str, c: &mut Components<'i>) {
    let (text, rest) = at_slash(after);
    hostport(text, c);
    c.path = rest;
}

/// `waisdatabase | waisindex | waisdoc`: `"wais://" hostport "/" database`, then
/// `"?" search` (`waisindex`, the query) or `"/" wtype "/" wpath` (`waisdoc`, part
/// of the path: §3.9's `<database>/<wtype>/<wpath>`); no `?` in a `waisdoc`.
fn wais<'i>(after: &'i str, c: &mut Components<'i>) {
    let (text, rest) = at_required_slash(after);
    hostport(text, c);
    let (path, search) = at(rest, b'?');
    c.path = Some(path);
    c.query = search;
}

/// `"file://" [ host | "localhost" ] "/" fpath`: the host (`localhost` is one) is
/// the authority.
fn file<'i>(after: &'i str, c: &mut Components<'i>) {
    let (host, path) = at_required_slash(after);
    if !host.is_empty() {
        c.authority = Some(host);
        c.host = Some(login::host_kind(host, &rules().hostnumber));
    }
    c.path = Some(path);
}

/// `"prospero://" hostport "/" ppath *[ fieldspec ]`, `fieldspec = ";" fieldname
/// "=" fieldvalue` (no `;` in a `ppath`): the fieldspecs after the first `;` are the
/// params (§3.11's `<hsoname>;<field>=<value>`).
fn prospero<'i>(after: &'i str, c: &mut Components<'i>) {
    let (text, rest) = at_required_slash(after);
    hostport(text, c);
    let (ppath, fieldspecs) = at(rest, b';');
    c.path = Some(ppath);
    c.params = fieldspecs;
}

/// The segments of a path of the form `form`: `fpath`, `hpath` and `ppath` are
/// segments separated by `/` (an empty one is one empty segment); no other path has
/// any.
pub(super) fn segments<'i>(form: &str, path: Option<&'i str>) -> Vec<Segment<'i>> {
    let Some(path) =
        path.filter(|_| matches!(form, "httpurl" | "ftpurl" | "fileurl" | "prosperourl"))
    else {
        return Vec::new();
    };
    path.split('/')
        .map(|text| Segment { text, params: None })
        .collect()
}

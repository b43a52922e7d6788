//! The invariants of `Revision::parse` and `resolve`, written once: the fuzz
//! targets (`fuzz/fuzz_targets/parse.rs`, `resolve.rs`) and the property tests
//! (`tests/properties.rs`) include this file. Each function panics with the
//! failing assertion; it never returns an error.

#![allow(dead_code)] // each includer uses part of it

use std::sync::OnceLock;

use urispec::ast::Node;
use urispec::resolve::{Resolution, ResolveOptions, split, split_url00};
use urispec::test_support::pest_accepts;
use urispec::{Revision, Validator};

/// The revisions that define resolution (RFC 1738 does not, §2.3).
pub const RESOLVING: [Revision; 8] = [
    Revision::Rfc1808,
    Revision::Url00,
    Revision::Rfc2396,
    Revision::Rfc2732,
    Revision::Rfc2396bis00,
    Revision::Rfc3986,
    Revision::Rfc3987,
    Revision::Rfc6874,
];

/// The four combinations of [`ResolveOptions`].
pub const OPTIONS: [ResolveOptions; 4] = [
    ResolveOptions {
        compat: false,
        remove_dot_dot: false,
    },
    ResolveOptions {
        compat: true,
        remove_dot_dot: false,
    },
    ResolveOptions {
        compat: false,
        remove_dot_dot: true,
    },
    ResolveOptions {
        compat: true,
        remove_dot_dot: true,
    },
];

/// Whether `part` lies inside `whole` by address: a sub-slice, not an equal string.
pub fn is_slice_of(whole: &str, part: &str) -> bool {
    let start = whole.as_ptr() as usize;
    let p = part.as_ptr() as usize;
    p >= start && p + part.len() <= start + whole.len()
}

/// The byte offset of a sub-slice of `whole`.
fn offset_in(whole: &str, part: &str) -> usize {
    part.as_ptr() as usize - whole.as_ptr() as usize
}

/// The automaton and pest agree on the start rule (no panic either way).
pub fn automaton_agrees_with_pest(rev: Revision, s: &str) {
    let valid = Validator::start(rev).is_valid(s.as_bytes());
    let pest = pest_accepts(rev, rev.start_rule(), s);
    assert_eq!(
        pest,
        Some(valid),
        "{rev}: {s:?}: automaton {valid}, pest {pest:?}"
    );
}

/// Every node of the derivation is the slice of `s` its `start` says, and its
/// children lie inside it, in order.
fn check_node(rev: Revision, s: &str, node: Node<'_, '_>) {
    assert!(
        is_slice_of(s, node.text()),
        "{rev}: {s:?}: node {} text {:?} is not a slice of the input",
        node.rule(),
        node.text()
    );
    assert_eq!(
        offset_in(s, node.text()),
        node.start(),
        "{rev}: {s:?}: node {} start",
        node.rule()
    );
    let mut at = node.start();
    for child in node.children() {
        check_node(rev, s, child);
        assert!(
            child.start() >= at && child.end() <= node.end(),
            "{rev}: {s:?}: child {} of {} out of place",
            child.rule(),
            node.rule()
        );
        at = child.end();
    }
}

/// `rev.parse(s)`: no panic; `Ok` exactly when the automaton accepts; an `Ok`
/// displays back as `s`, its tree's root is `s`, every node and every component
/// is a slice of `s`; an `Err`'s offset is within `s`.
///
/// (`tests/corpus/fuzz-findings.txt` keeps the inputs that once broke this: an
/// absent path was a `""` pointing nowhere; it is now an empty slice of the input.)
pub fn parse_invariants(rev: Revision, s: &str) {
    let valid = Validator::start(rev).is_valid(s.as_bytes());
    match rev.parse(s) {
        Ok(p) => {
            assert!(
                valid,
                "{rev}: parse accepts {s:?}, the automaton rejects it"
            );
            assert_eq!(p.to_string(), s, "{rev}: Display");
            assert_eq!(p.revision(), rev);
            let root = p.tree().root();
            assert_eq!(root.text(), s, "{rev}: the root's text");
            assert_eq!(
                root.rule(),
                rev.start_rule(),
                "{rev}: {s:?}: the root's rule"
            );
            check_node(rev, s, root);
            view_is_the_derivations(&p, s);
            lossless(&p, s);
            let c = p.components();
            let named = [
                ("scheme", c.scheme),
                ("authority", c.authority),
                ("userinfo", c.userinfo),
                ("user", c.user),
                ("password", c.password),
                ("host", c.host.map(|h| h.as_str())),
                ("port", c.port),
                ("params", c.params),
                ("query", c.query),
                ("fragment", c.fragment),
            ];
            for (name, part) in named {
                if let Some(part) = part {
                    assert!(
                        is_slice_of(s, part),
                        "{rev}: {s:?}: {name} {part:?} is not a slice of the input"
                    );
                }
            }
            if let Some(path) = c.path {
                assert!(
                    is_slice_of(s, path),
                    "{rev}: {s:?}: path {path:?} is not a slice of the input"
                );
            }
            for segment in p.segments() {
                for part in std::iter::once(segment.text).chain(segment.params) {
                    assert!(
                        is_slice_of(s, part),
                        "{rev}: {s:?}: segment part {part:?} is not a slice of the input"
                    );
                }
            }
        }
        Err(e) => {
            assert!(
                !valid,
                "{rev}: parse rejects {s:?} ({e}), the automaton accepts it"
            );
            rejection_is_consistent(rev, s.as_bytes(), &e);
        }
    }
}

/// A rejection of `input` under `rev`'s start rule, checked against what does not
/// come from the automaton that produced it: pest (the grammar file) rejects the input
/// too, and the error is consistent with itself: its revision, an offset within the
/// input on a character boundary, `found` describing what is there, something
/// expected, and "end of input" expected only where the input does not end (an input
/// that may end where it ends is valid).
pub fn rejection_is_consistent(rev: Revision, input: &[u8], e: &urispec::ParseError) {
    let shown = String::from_utf8_lossy(&input[..input.len().min(60)]).into_owned();
    if let Ok(text) = std::str::from_utf8(input) {
        assert_eq!(
            pest_accepts(rev, rev.start_rule(), text),
            Some(false),
            "{rev}: rejected, but pest accepts {shown:?} ({e})"
        );
        assert!(
            text.is_char_boundary(e.offset().min(text.len())),
            "{rev}: {shown:?}: offset {} inside a character",
            e.offset()
        );
        assert_ne!(
            e.found(),
            "invalid UTF-8",
            "{rev}: {shown:?}: a well-formed character reported as invalid UTF-8 ({e})"
        );
    }
    assert_eq!(e.revision(), rev, "{rev}: {shown:?}: the error's revision");
    assert!(
        e.offset() <= input.len(),
        "{rev}: {shown:?}: offset {} > {}",
        e.offset(),
        input.len()
    );
    let at_end = e.offset() == input.len();
    assert_eq!(
        e.found() == "end of input",
        at_end,
        "{rev}: {shown:?}: found {:?} at {}",
        e.found(),
        e.offset()
    );
    assert!(
        !e.expected().is_empty(),
        "{rev}: {shown:?}: nothing expected ({e})"
    );
    if at_end {
        assert!(
            !e.expected().iter().any(|x| x == "end of input"),
            "{rev}: {shown:?}: the end is expected where the input ends ({e})"
        );
    }
}

/// The common view `parse` gives (by the revision's decomposition, where it has
/// one) is the one read from pest's derivation: form, components and segments.
pub fn view_is_the_derivations(p: &urispec::Parse<'_>, s: &str) {
    let rev = p.revision();
    let d = urispec::test_support::parse_by_derivation(rev, s)
        .unwrap_or_else(|| panic!("{rev}: pest rejects {s:?}, which parse accepts"));
    assert_eq!(p.form(), d.form(), "{rev}: {s:?}: form");
    assert_eq!(p.components(), d.components(), "{rev}: {s:?}: components");
    assert_eq!(p.segments(), d.segments(), "{rev}: {s:?}: segments");
}

/// The components with their delimiters put back together give the input (issue
/// 9), and a component is `Some("")` only where its delimiter is in the input:
/// - RFC 2396 (with or without RFC 2732), the bis draft, RFC 3986: §5.2 step 7's recombination;
/// - the 1996 draft: §4.3's `<scheme>://<server>/<path>;<parameters>?<query>`, the
///   `/` before the path there exactly when `leading_slash` says so (§4.3.2), and
///   only before a defined path; an opaque URL's path is all that follows `scheme:`;
/// - RFC 1738: each scheme's production with its literals (`//`, ftp's `;type=`,
///   prospero's `;`), the `/` before the url-path exactly when `leading_slash` says
///   so (§3.1).
pub fn lossless(p: &urispec::Parse<'_>, s: &str) {
    let rev = p.revision();
    let c = p.components();
    match rev {
        Revision::Rfc2396
        | Revision::Rfc2732
        | Revision::Rfc2396bis00
        | Revision::Rfc3986
        | Revision::Rfc3987
        | Revision::Rfc6874 => {
            assert!(!c.leading_slash, "{rev}: the path holds its own /");
            let parts = urispec::resolve::Split {
                scheme: c.scheme,
                authority: c.authority,
                path: c.path.expect("Appendix B's path is never undefined"),
                query: c.query,
                fragment: c.fragment,
            };
            assert_eq!(
                parts.recompose(),
                s,
                "{rev}: the components put back together"
            );
        }
        Revision::Rfc1808 | Revision::Url00 => {
            assert_eq!(
                url00_recompose(c),
                s,
                "{rev}: the components put back together"
            );
        }
        Revision::Rfc1738 => {
            let put_together = rfc1738_recompose(p.form(), c);
            assert_eq!(put_together, s, "rfc1738: the components put back together");
        }
        Revision::Whatwg => {
            assert_eq!(
                whatwg_recompose(c),
                s,
                "whatwg: the components put back together"
            );
        }
    }
    if c.leading_slash {
        assert!(c.path.is_some(), "{rev}: {s:?}: a leading / before no path");
    }
}

/// url-00 §4.3's layout (RFC 1808 §2.1's), `leading_slash` saying whether the path had its `/`.
fn url00_recompose(c: &urispec::ast::Components<'_>) -> String {
    let mut out = String::new();
    if let Some(scheme) = c.scheme {
        out.push_str(scheme);
        out.push(':');
    }
    if let Some(server) = c.authority {
        out.push_str("//");
        out.push_str(server);
    }
    if c.leading_slash {
        out.push('/');
    }
    out.push_str(c.path.unwrap_or_default());
    for (separator, part) in [(';', c.params), ('?', c.query), ('#', c.fragment)] {
        if let Some(part) = part {
            out.push(separator);
            out.push_str(part);
        }
    }
    out
}

/// The URL Standard's URL record as a valid URL string writes it: scheme, `//` and the
/// host (and port) when there is a host, path, query, fragment.
fn whatwg_recompose(c: &urispec::ast::Components<'_>) -> String {
    let mut out = format!(
        "{}:",
        c.scheme.expect("an absolute-URL string has a scheme")
    );
    if let Some(host) = c.host {
        out.push_str("//");
        out.push_str(host.as_str());
    }
    if let Some(port) = c.port {
        out.push(':');
        out.push_str(port);
    }
    out.push_str(c.path.expect("a URL record's path is never null"));
    for (separator, part) in [('?', c.query), ('#', c.fragment)] {
        if let Some(part) = part {
            out.push(separator);
            out.push_str(part);
        }
    }
    out
}

/// RFC 1738: the input from its form's literals and the components.
fn rfc1738_recompose(form: &str, c: &urispec::ast::Components<'_>) -> String {
    let scheme = c.scheme.expect("every RFC 1738 URL has a scheme");
    let mut out = format!("{scheme}:");
    // `news:` has a host inside its path (an article's); `file://` may have none.
    if let Some(authority) = c.authority.filter(|_| form != "newsurl") {
        out.push_str("//");
        out.push_str(authority);
    } else if !matches!(form, "otherurl" | "mailtourl" | "newsurl") {
        out.push_str("//"); // file:///path
    }
    if c.leading_slash {
        out.push('/');
    }
    out.push_str(c.path.unwrap_or_default());
    if let Some(params) = c.params {
        out.push_str(if form == "ftpurl" { ";type=" } else { ";" });
        out.push_str(params);
    }
    if let Some(search) = c.query {
        out.push('?');
        out.push_str(search);
    }
    out
}

/// A compiled validator of `rule`, once per (revision, rule) of this file.
fn validator(rev: Revision, hierarchical: bool) -> &'static Validator {
    static CELLS: [[OnceLock<Validator>; 2]; Revision::ALL.len()] =
        [const { [const { OnceLock::new() }, const { OnceLock::new() }] }; Revision::ALL.len()];
    CELLS[rev as usize][usize::from(hierarchical)].get_or_init(|| {
        let rule = match (rev, hierarchical) {
            (Revision::Rfc1738 | Revision::Rfc1808 | Revision::Url00, false) => "absoluteURL",
            (Revision::Rfc1738 | Revision::Url00, true) => "generic-URL",
            (Revision::Rfc1808, true) => "generic-RL",
            (Revision::Rfc2396 | Revision::Rfc2732, false) => "absoluteURI",
            (Revision::Rfc2396 | Revision::Rfc2732, true) => "hier_part",
            (Revision::Rfc2396bis00 | Revision::Rfc3986 | Revision::Rfc6874, false) => {
                "absolute-URI"
            }
            (Revision::Rfc2396bis00 | Revision::Rfc3986 | Revision::Rfc6874, true) => "hier-part",
            (Revision::Rfc3987, false) => "absolute-IRI",
            (Revision::Rfc3987, true) => "ihier-part",
            // Never asked: the writing rules define no resolution (not in RESOLVING).
            (Revision::Whatwg, _) => "absolute-URL-string",
        };
        Validator::new(rev, rule).expect("the documents define the rule")
    })
}

/// What of an absolute URL/URI (fragment removed) the hierarchical rule matches:
/// url-00's `generic-URL` is the whole URL; RFC 2396's and bis-00's `hier_part`
/// is what follows `scheme:`; RFC 3986's `hier-part` is what lies between `scheme:`
/// and the query.
fn hier_part(rev: Revision, absolute: &str) -> &str {
    if matches!(rev, Revision::Url00 | Revision::Rfc1808) {
        absolute
    } else {
        let scheme = split(absolute).scheme.map_or(0, |s| s.len() + 1);
        let rest = &absolute[scheme..];
        if matches!(
            rev,
            Revision::Rfc3986 | Revision::Rfc3987 | Revision::Rfc6874
        ) {
            rest.split('?').next().unwrap_or(rest)
        } else {
            rest
        }
    }
}

fn without_fragment(s: &str) -> &str {
    s.split_once('#').map_or(s, |(before, _)| before)
}

/// Whether `base` is what resolution needs: valid under the start rule, absolute
/// (fragment aside) and hierarchical.
pub fn base_is_absolute_hierarchical(rev: Revision, base: &str) -> bool {
    let absolute = without_fragment(base);
    Validator::start(rev).is_valid(base.as_bytes())
        && validator(rev, false).is_valid(absolute.as_bytes())
        && validator(rev, true).is_valid(hier_part(rev, absolute).as_bytes())
}

/// The url-00 exception of `tests/resolve.rs` (`url00_empty_first_segment`), for
/// any base: url-00's `path = fsegment *( "/" segment )` needs a non-empty first
/// segment, but Step 6c can remove every segment before an empty one
/// (`b/c/../..//g` becomes `/g`), and Step 7 writes the base's `scheme://server`,
/// `/`, then `/g`. The target is then an opaque-URL only. Exactly: the reference
/// has no non-empty server of its own and no leading `/` (so Step 6 merged), the
/// base has a server, and the target continues with `//` after `scheme://server`.
fn url00_empty_first_segment(base: &str, reference: &str, target: &str) -> bool {
    let b = split_url00(base);
    let r = split_url00(reference);
    let merged = r.server.is_none_or(str::is_empty) && !r.leading_slash && !r.path.is_empty();
    match (b.scheme, b.server) {
        (Some(scheme), Some(server)) => {
            merged && target.starts_with(&format!("{scheme}://{server}//"))
        }
        _ => false,
    }
}

/// A finding of the `resolve` fuzz target (`tests/corpus/fuzz-findings.txt`), not
/// documented in `tests/resolve.rs`: under url-00, a reference with an empty path
/// and parameters or a query (`?y`, `;x`) against a base with a server and no path
/// (`http://a`) inherits the base's empty path at Step 5 with no slash, and Step 7
/// writes `http://a?y`. A `net_path` is `"//" server [ abs_path ]`, so the
/// parameters and the query need the slash: the target is an opaque-URL only.
/// Exactly: the reference has no non-empty server, no leading `/` and an empty
/// path; the base has a server and no leading `/`; and the target continues with
/// `;` or `?` right after `scheme://server`.
fn url00_query_after_server(base: &str, reference: &str, target: &str) -> bool {
    let b = split_url00(base);
    let r = split_url00(reference);
    let step5 = r.server.is_none_or(str::is_empty) && !r.leading_slash && r.path.is_empty();
    match (b.scheme, b.server) {
        (Some(scheme), Some(server)) if step5 && !b.leading_slash => target
            .strip_prefix(&format!("{scheme}://{server}"))
            .is_some_and(|rest| rest.starts_with([';', '?'])),
        _ => false,
    }
}

/// A finding of the third `resolve` run (`tests/corpus/fuzz-findings.txt`): the case
/// of [`url00_query_after_server`] when the reference's query or parameters hold a
/// `/`. §4.3.1 reads the server up to the next `/`, so the target's server swallows
/// the `?` or `;` part before it: base `http://a`, reference `?u@h/p` gives
/// `http://a?u@h/p`, whose server is `a?u@h` (a valid one: user `a?u`, host `h`) and
/// path `p`: hierarchical, but another URL. Exactly: that case, and the target's
/// server (by [`split_url00`]) is not the base's. Hierarchy is not asserted either
/// way.
fn url00_query_becomes_server(base: &str, reference: &str, target: &str) -> bool {
    url00_query_after_server(base, reference, target)
        && split_url00(target).server != split_url00(base).server
}

/// A finding of the `resolve` fuzz target (`tests/corpus/fuzz-findings.txt`): the
/// empty first segment of [`url00_empty_first_segment`] against a base with no
/// server. With a leading `/` (`http:/b/c`), Step 6 gives a path starting with `/`
/// (`b/..//g` is `/g`) and Step 7 writes `http:` `/` `/g`; without one
/// (`https:o/x`), a path starting with `//` does the same. The path's first
/// non-empty segment becomes a server: `http://g` (hierarchical, another meaning)
/// or `http://.g` (an opaque-URL only). Exactly: the reference merged at Step 6,
/// the base has no server, and the target continues with `//` after `scheme:`.
/// Hierarchy is not asserted either way.
fn url00_path_becomes_server(base: &str, reference: &str, target: &str) -> bool {
    let b = split_url00(base);
    let r = split_url00(reference);
    let merged = r.server.is_none_or(str::is_empty) && !r.leading_slash && !r.path.is_empty();
    match b.scheme {
        Some(scheme) if merged && b.server.is_none() => target.starts_with(&format!("{scheme}://")),
        _ => false,
    }
}

/// RFC 3986's slip (`tests/resolve.rs`, `rfc3986_a_path_led_by_two_slashes_becomes_an_authority`):
/// when the target has no authority, §5.2.4 can leave a path that begins with `//`
/// (`/a` merged with `.//g` gives `//g`), and §5.3 writes `scheme:` `//g`, which
/// reads as the authority `g` (or is invalid: `//g:h` has no valid port). Exactly:
/// neither the reference (when its scheme is kept) nor the base (otherwise) has an
/// authority, and the target has one. Nothing is promised of such a target.
fn rfc3986_path_becomes_authority(base: &str, reference: &str, r: &Resolution) -> bool {
    let (b, re) = (split(base), split(reference));
    let no_authority = if re.scheme.is_some() && !r.scheme_ignored {
        re.authority.is_none()
    } else {
        re.authority.is_none() && b.authority.is_none()
    };
    no_authority && split(&r.target).authority.is_some()
}

/// RFC 2396's gap (`tests/resolve.rs`, `rfc2396_an_empty_base_path_gives_no_slash`):
/// §5.2 step 6a copies all but the last segment of the base's path, nothing of an
/// empty one, so the merged path follows the base's authority with no `/` between
/// (`http://a` and `g` give `http://ag`, another URI; `http://[::1]` and `g` give
/// `http://[::1]g`, no URI at all). Exactly: the base, fragment aside, has an
/// authority and an empty path; the reference was merged (resolved as relative, no
/// authority, a path that does not start with `/`); and the target is the base's
/// `scheme://authority` followed by something other than `/`. Nothing is promised of
/// such a target.
fn rfc2396_empty_base_path(base: &str, reference: &str, r: &Resolution) -> bool {
    let (b, re) = (split(without_fragment(base)), split(reference));
    let merged = (re.scheme.is_none() || r.scheme_ignored)
        && re.authority.is_none()
        && !re.path.is_empty()
        && !re.path.starts_with('/');
    match (b.scheme, b.authority) {
        (Some(scheme), Some(authority)) if b.path.is_empty() && merged => r
            .target
            .strip_prefix(&format!("{scheme}://{authority}"))
            .is_some_and(|rest| !rest.starts_with('/')),
        _ => false,
    }
}

/// `rev.resolve(base, reference, options)` for every revision that defines it and
/// every option combination: no panic; no error when the base is a valid absolute
/// hierarchical URL/URI and the reference is valid; and, for a valid reference
/// resolved to another document, the target is valid under the same revision,
/// absolute, and (when resolved as relative) hierarchical, except
/// [`url00_empty_first_segment`] and [`url00_query_after_server`], where it is an
/// opaque-URL only, and [`rfc3986_path_becomes_authority`] and
/// [`rfc2396_empty_base_path`], where the documents promise nothing.
/// Returns, for each of [`RESOLVING`], how many option combinations reached the
/// target invariants (a valid reference resolved to another document).
pub fn resolve_invariants(base: &str, reference: &str) -> [usize; RESOLVING.len()] {
    let mut reached = [0; RESOLVING.len()];
    for (i, rev) in RESOLVING.into_iter().enumerate() {
        let good_base = base_is_absolute_hierarchical(rev, base);
        let good_reference = Validator::start(rev).is_valid(reference.as_bytes());
        for options in OPTIONS {
            match rev.resolve(base, reference, options) {
                Ok(r) => {
                    assert_eq!(r.valid_reference, good_reference, "{rev}: valid_reference");
                    if good_reference && !r.same_document {
                        target_invariants(rev, base, reference, options, &r);
                        reached[i] += 1;
                    }
                }
                Err(e) => assert!(
                    !(good_base && good_reference),
                    "{rev} {options:?}: base {base:?}, reference {reference:?}: {e}"
                ),
            }
        }
    }
    reached
}

fn target_invariants(
    rev: Revision,
    base: &str,
    reference: &str,
    options: ResolveOptions,
    r: &Resolution,
) {
    let target = r.target.as_str();
    let context =
        || format!("{rev} {options:?}: base {base:?}, reference {reference:?} -> {target:?}");
    // RFC 1808 §2.4 parses as the 1996 draft's §4.3 (which took it from there).
    let url00_like = matches!(rev, Revision::Url00 | Revision::Rfc1808);
    let scheme = if url00_like {
        split_url00(reference).scheme
    } else {
        split(reference).scheme
    };
    // With `compat` the base's scheme is ignored and the rest resolved as relative.
    // Nothing is promised when that rest is no valid relative reference itself:
    // bis-00's `http:g]` is valid (an opaque `g]`), but `g]` is no relative path, and
    // merged it gives `http:/g]`; url-00's `http://a?y` is an opaque-URL only, and
    // `//a?y` is no relativeURL; bis-00's `b:b:x[` (base `b:`) leaves `b:x[`, valid
    // but absolute, and merged as a path it gives `b:/b:x[`.
    let relative = match scheme {
        None => true,
        Some(scheme) if r.scheme_ignored => {
            let rest = &reference[scheme.len() + 1..];
            let rest_scheme = if url00_like {
                split_url00(rest).scheme
            } else {
                split(rest).scheme
            };
            if rest_scheme.is_some() || !Validator::start(rev).is_valid(rest.as_bytes()) {
                return;
            }
            true
        }
        Some(_) => false,
    };
    if matches!(
        rev,
        Revision::Rfc3986 | Revision::Rfc3987 | Revision::Rfc6874
    ) && rfc3986_path_becomes_authority(base, reference, r)
    {
        return;
    }
    if matches!(rev, Revision::Rfc2396 | Revision::Rfc2732)
        && rfc2396_empty_base_path(base, reference, r)
    {
        return;
    }
    assert!(
        Validator::start(rev).is_valid(target.as_bytes()),
        "{}: the target is not valid",
        context()
    );
    let absolute = without_fragment(target);
    assert!(
        validator(rev, false).is_valid(absolute.as_bytes()),
        "{}: the target is not absolute",
        context()
    );
    // Steps that skip the merge (a reference's own server, an absolute path) do not
    // check the base: a hierarchical target needs a hierarchical base (url-00's
    // `https://gitlab.&om/x` is an opaque-URL only, and `/./g` keeps its server).
    if relative && base_is_absolute_hierarchical(rev, base) {
        let hierarchical = validator(rev, true).is_valid(hier_part(rev, absolute).as_bytes());
        if url00_like
            && (url00_path_becomes_server(base, reference, target)
                || url00_query_becomes_server(base, reference, target))
        {
            // Either way: see the functions.
        } else if rev == Revision::Rfc1808 && url00_query_after_server(base, reference, target) {
            // RFC 1808's `net_loc = *( pchar | ";" | "?" )` takes the `?` or `;` part:
            // `http://a?y` is hierarchical there (net_loc `a?y`), another URL.
        } else if url00_like
            && (url00_empty_first_segment(base, reference, target)
                || url00_query_after_server(base, reference, target))
        {
            assert!(
                !hierarchical,
                "{}: the exception is hierarchical",
                context()
            );
        } else {
            assert!(
                hierarchical,
                "{}: the target is not hierarchical",
                context()
            );
        }
    }
}

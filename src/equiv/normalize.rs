//! Normalization: the document's rules applied one pass at a time, each pass on a
//! fresh parse of the text so far (components come from the grammar, never from
//! hand-parsing).

use std::ops::Range;

use super::encoding::push_escaped;
use super::rules::{Ports, RFC1738_PORTS, Rules, Section};
use super::{Level, Normal, NormalizeOptions, Note, Step};
use crate::Parse;
use crate::ast::Host;
use crate::bnf::CharClass;
use crate::resolve::dot_segments::remove_dot_segments;
use crate::{ParseError, Revision};

impl Revision {
    /// The normal form of `input` under the document's rules, the steps that made it
    /// (each naming its section), and the rules the document leaves to the scheme.
    ///
    /// ```
    /// use urispec::Revision;
    /// use urispec::equiv::NormalizeOptions;
    /// let n = Revision::Rfc1738.normalize("http://a:80", NormalizeOptions::default()).unwrap();
    /// assert_eq!(n.normal, "http://a/");
    /// assert_eq!(n.steps[0].to_string(), "default port: :80 → (removed) (default port 80 for http, §3.3)");
    /// ```
    ///
    /// # Errors
    /// A [`ParseError`] when the document's grammar rejects the input.
    pub fn normalize(self, input: &str, options: NormalizeOptions) -> Result<Normal, ParseError> {
        normal(self, input, options, false)
    }
}

/// One replacement of a byte range of the text, and the step it records.
struct Edit {
    range: Range<usize>,
    to: String,
    step: Step,
}

/// The state of one normalization.
struct Run {
    revision: Revision,
    rules: &'static Rules,
    options: NormalizeOptions,
    /// For equivalence: apply the rules the document states as equivalences even
    /// where it leaves the normal form to the scheme.
    comparing: bool,
    text: String,
    steps: Vec<Step>,
    notes: Vec<Note>,
}

/// Normalizes; `comparing` also applies the equivalences a document states but
/// leaves out of its normal form (RFC 2396 §2.4.2).
pub(super) fn normal(
    revision: Revision,
    input: &str,
    options: NormalizeOptions,
    comparing: bool,
) -> Result<Normal, ParseError> {
    revision.check(input)?;
    let mut run = Run {
        revision,
        rules: revision.equivalence_rules(),
        options,
        comparing,
        text: input.to_owned(),
        steps: Vec::new(),
        notes: Vec::new(),
    };
    if revision == Revision::Whatwg {
        // The writing rules state no equivalence (the table's `out_of_reach` says why).
        if let Some((section, text)) = run.rules.out_of_reach {
            run.note("no equivalence", text.to_owned(), section);
        }
        return Ok(run.finish());
    }
    run.escapes();
    run.pass(Run::scheme_case)?;
    run.pass(Run::host_case)?;
    run.pass(Run::dot_segments)?;
    if options.level == Level::Scheme {
        run.pass(Run::port)?;
        run.pass(Run::empty_path)?;
        run.pass(Run::local_host)?;
        if let Some((section, text)) = run.rules.out_of_reach {
            run.note("protocol-based normalization", text.to_owned(), section);
        }
    }
    if let Some(section) = run.rules.iri_to_uri.filter(|_| comparing) {
        run.iri_to_uri(section);
    }
    Ok(run.finish())
}

/// The byte range of `part` (a slice of `whole`) in `whole`.
fn span(whole: &str, part: &str) -> Range<usize> {
    let start = part.as_ptr() as usize - whole.as_ptr() as usize;
    start..start + part.len()
}

impl Run {
    /// The normal form reached.
    fn finish(self) -> Normal {
        Normal {
            revision: self.revision,
            level: self.options.level,
            normal: self.text,
            steps: self.steps,
            notes: self.notes,
        }
    }

    /// Parses the text so far, lets `f` propose edits, applies them.
    fn pass(&mut self, f: fn(&mut Self, &Parse<'_>, &str) -> Vec<Edit>) -> Result<(), ParseError> {
        let text = std::mem::take(&mut self.text);
        let edits = {
            let parse = self.revision.parse(&text)?;
            f(self, &parse, &text)
        };
        self.text = apply(&text, edits, &mut self.steps);
        Ok(())
    }

    fn note(&mut self, rule: &'static str, text: String, section: &str) {
        let note = Note {
            rule,
            text,
            section: section.to_owned(),
        };
        if !self.notes.contains(&note) {
            self.notes.push(note);
        }
    }

    /// Escapes: hexadecimal digits to upper case, escaped unreserved characters
    /// unescaped (the document's `unreserved`, computed from its grammar).
    fn escapes(&mut self) {
        let text = std::mem::take(&mut self.text);
        let edits = self.escape_edits(&text);
        self.text = apply(&text, edits, &mut self.steps);
    }

    /// The edits of [`Run::escapes`]: a scan of the text, which needs no parse (an
    /// escape is `%` and two hex digits in every component of every revision).
    fn escape_edits(&mut self, text: &str) -> Vec<Edit> {
        let unreserved = unreserved(self.revision);
        let bytes = text.as_bytes();
        let mut edits = Vec::new();
        let mut i = 0;
        while i < bytes.len() {
            let Some(octet) = escape_at(bytes, i) else {
                i += 1;
                continue;
            };
            let from = &text[i..i + 3];
            let c = char::from(octet);
            let unescape = octet.is_ascii() && unreserved.contains(c);
            if unescape && (self.rules.unreserved_in_normal_form || self.comparing) {
                let section = self.rules.unreserved;
                let e = edit(
                    i..i + 3,
                    c.to_string(),
                    "unreserved escape",
                    from,
                    section,
                    None,
                );
                push_merged(text, &mut edits, e);
            } else if from.bytes().any(|b| b.is_ascii_lowercase()) {
                let section = self.rules.hex_case;
                let e = edit(
                    i..i + 3,
                    from.to_ascii_uppercase(),
                    "escape case",
                    from,
                    section,
                    None,
                );
                push_merged(text, &mut edits, e);
            }
            if unescape && !self.rules.unreserved_in_normal_form && !self.comparing {
                self.note(
                    "unreserved escape",
                    format!("{} is the unreserved {c:?}, but unescaping it is left to the scheme's canonicalization algorithm, if it defines one: kept", from.to_ascii_uppercase()),
                    self.rules.unreserved,
                );
            }
            i += 3;
        }
        edits
    }

    fn scheme_case(&mut self, parse: &Parse<'_>, text: &str) -> Vec<Edit> {
        let Some(scheme) = parse.components().scheme else {
            return Vec::new();
        };
        if !scheme.bytes().any(|b| b.is_ascii_uppercase()) {
            return Vec::new();
        }
        vec![edit(
            span(text, scheme),
            scheme.to_ascii_lowercase(),
            "scheme case",
            scheme,
            self.rules.scheme_case,
            None,
        )]
    }

    fn host_case(&mut self, parse: &Parse<'_>, text: &str) -> Vec<Edit> {
        let Some(host) = parse.components().host else {
            return Vec::new();
        };
        let name = host.as_str();
        let (address, zone) = split_zone(&host);
        if zone != zone.to_ascii_lowercase() {
            self.note(
                "zone ID case",
                format!("the ZoneID {} of {name} names an interface of the host that wrote it (\"only local significance at the sending host\", RFC 6874 §4), and interface names are case-sensitive in practice; RFC 6874 states no case rule for it: kept", &zone[3..zone.len() - 1]),
                "RFC 6874 §2",
            );
        }
        let lower = lower_outside_escapes(address) + zone;
        if lower == name {
            return Vec::new();
        }
        let covered = matches!(host, Host::Hostname(_)) || self.rules.host_case_all_kinds;
        match self.rules.host_case {
            Some(section) if self.rules.host_case_ascii_only && !us_ascii(name) => {
                self.note(
                    "host case",
                    format!("only a US-ASCII host is case-insensitive here; {name} has non-ASCII characters (literal or percent-encoded), whose case is left to scheme-based normalization (§5.3.3): kept"),
                    section,
                );
                Vec::new()
            }
            Some(section) if covered => {
                vec![edit(
                    span(text, name),
                    lower,
                    "host case",
                    name,
                    section,
                    None,
                )]
            }
            Some(section) => {
                self.note(
                    "host case",
                    format!(
                        "the document makes host names case-insensitive; {name} is not a hostname but {}: kept",
                        host.kind(self.revision)
                    ),
                    section,
                );
                Vec::new()
            }
            None => {
                self.note(
                    "host case",
                    format!("the document states no case rule for host names (it refers them to RFC 1034): {name} kept"),
                    self.rules.host_names,
                );
                Vec::new()
            }
        }
    }

    fn port(&mut self, parse: &Parse<'_>, text: &str) -> Vec<Edit> {
        let c = parse.components();
        let (Some(port), Some(scheme)) = (c.port, c.scheme) else {
            return Vec::new();
        };
        let at = span(text, port);
        let whole = at.start - 1..at.end;
        let from = &text[whole.clone()];
        if port.is_empty() {
            return self
                .rules
                .empty_port
                .map(|section| {
                    edit(
                        whole.clone(),
                        String::new(),
                        "empty port",
                        from,
                        section,
                        None,
                    )
                })
                .into_iter()
                .collect();
        }
        let Some((default, section)) = self.default_port(scheme) else {
            return Vec::new();
        };
        if port.trim_start_matches('0') != default {
            return Vec::new();
        }
        let detail = format!("default port {default} for {scheme}");
        vec![edit(
            whole,
            String::new(),
            "default port",
            from,
            &section,
            Some(detail),
        )]
    }

    /// The default port of `scheme` and where it is named, or a note saying why
    /// there is none.
    fn default_port(&mut self, scheme: &str) -> Option<(&'static str, String)> {
        let find = |table: &[(&str, &'static str, Section)]| {
            table
                .iter()
                .find(|(s, _, _)| *s == scheme)
                .map(|&(_, port, section)| (port, section))
        };
        match self.rules.ports {
            Ports::Named(table) => {
                let found = find(table).map(|(p, s)| (p, s.to_owned()));
                if found.is_none() {
                    self.note(
                        "default port",
                        format!("the document names no default port for {scheme}: the scheme's own default is left to it; kept"),
                        "§3.1",
                    );
                }
                found
            }
            Ports::LeftToScheme { section, named } => {
                if let Some((p, s)) = find(named) {
                    return Some((p, s.to_owned()));
                }
                let rfc1738 = find(RFC1738_PORTS);
                if self.options.rfc1738_ports
                    && let Some((p, s)) = rfc1738
                {
                    return Some((p, format!("RFC 1738 {s}")));
                }
                // The option is suggested only where RFC 1738 names the scheme's port.
                let hint = if rfc1738.is_some() {
                    " (the rfc1738-ports option applies RFC 1738 §3's)"
                } else {
                    ""
                };
                self.note(
                    "default port",
                    format!("an explicit default port equals an elided one, but the default is the scheme's and the document names none for {scheme}: kept{hint}"),
                    section,
                );
                None
            }
        }
    }

    fn empty_path(&mut self, parse: &Parse<'_>, text: &str) -> Vec<Edit> {
        let c = parse.components();
        let (Some((only, section)), Some(authority)) = (self.rules.empty_path, c.authority) else {
            return Vec::new();
        };
        if only.is_some_and(|s| Some(s) != c.scheme) {
            return Vec::new();
        }
        let end = span(text, authority).end;
        if text[end..].starts_with('/') || c.path.is_some_and(|p| !p.is_empty()) {
            return Vec::new();
        }
        let detail = match only {
            Some(scheme) => format!("an empty path is \"/\" for {scheme}"),
            None => "an empty path after an authority is \"/\"".to_owned(),
        };
        vec![edit(
            end..end,
            "/".to_owned(),
            "empty path",
            "",
            section,
            Some(detail),
        )]
    }
}

impl Run {
    /// RFC 3986 §6.2.2.3: a URI's path (not a relative reference's) without its dot
    /// segments.
    fn dot_segments(&mut self, parse: &Parse<'_>, text: &str) -> Vec<Edit> {
        let c = parse.components();
        let Some(section) = self.rules.dot_segments.filter(|_| c.scheme.is_some()) else {
            return Vec::new();
        };
        let Some(original) = c.path else {
            return Vec::new();
        };
        let (path, _) = remove_dot_segments(original);
        if path == original {
            return Vec::new();
        }
        if c.authority.is_none() && path.starts_with("//") {
            if self.comparing {
                return compared_path(text, original, &path, section);
            }
            self.note(
                "dot segments",
                format!("{path} without an authority would read as one: {original} kept"),
                section,
            );
            return Vec::new();
        }
        vec![edit(
            span(text, original),
            path,
            "dot segments",
            original,
            section,
            None,
        )]
    }

    /// RFC 3987 §5.3.2.3, for equivalence: the percent-encoding aligned by mapping
    /// the IRI to a URI (§3.1), each run of non-ASCII characters to the escapes of
    /// its UTF-8 octets.
    fn iri_to_uri(&mut self, section: &str) {
        let text = std::mem::take(&mut self.text);
        let mut edits = Vec::new();
        let mut chars = text.char_indices().peekable();
        while let Some((start, c)) = chars.next() {
            if c.is_ascii() {
                continue;
            }
            let mut to = String::new();
            push_escaped(&mut to, c);
            let mut end = start + c.len_utf8();
            while let Some(&(i, c)) = chars.peek().filter(|(_, c)| !c.is_ascii()) {
                push_escaped(&mut to, c);
                end = i + c.len_utf8();
                chars.next();
            }
            let detail = Some("the URI it maps to".to_owned());
            let e = edit(
                start..end,
                to,
                "IRI to URI",
                &text[start..end],
                section,
                detail,
            );
            push_merged(&text, &mut edits, e);
        }
        self.text = apply(&text, edits, &mut self.steps);
    }

    /// RFC 1738 §3.10: a file URL's host "localhost" is the machine interpreting the
    /// URL, as an empty host is; the normal form is the empty host.
    fn local_host(&mut self, parse: &Parse<'_>, text: &str) -> Vec<Edit> {
        let c = parse.components();
        let (Some((scheme, section)), Some(host)) = (self.rules.local_host, c.host) else {
            return Vec::new();
        };
        if c.scheme != Some(scheme) || host.as_str() != "localhost" {
            return Vec::new();
        }
        let detail = format!("\"localhost\" is the empty host for {scheme}");
        let range = span(text, host.as_str());
        vec![edit(
            range,
            String::new(),
            "local host",
            "localhost",
            section,
            Some(detail),
        )]
    }
}

/// For equivalence, a path the letter of the section makes start with `//`
/// where there is no authority: compared as that path, written with `/.` before
/// it so that it does not read as an authority (`/.//c` is `//c` again).
fn compared_path(text: &str, original: &str, path: &str, section: &str) -> Vec<Edit> {
    let written = format!("/.{path}");
    if written == original {
        return Vec::new();
    }
    let detail = format!("the path {path}, written so that it does not read as an authority");
    vec![edit(
        span(text, original),
        written,
        "dot segments",
        original,
        section,
        Some(detail),
    )]
}

fn edit(
    range: Range<usize>,
    to: String,
    rule: &'static str,
    from: &str,
    section: &str,
    detail: Option<String>,
) -> Edit {
    Edit {
        range,
        step: Step {
            rule,
            from: from.to_owned(),
            to: to.clone(),
            section: section.to_owned(),
            detail,
        },
        to,
    }
}

/// Inputs longer than this have their escape steps of one rule joined across short
/// gaps ([`MERGED_GAP`]); shorter ones only where the escapes touch.
const MERGE_ACROSS_GAPS_ABOVE: usize = 4096;

/// The widest gap (bytes) a step of a long input is joined across.
const MERGED_GAP: usize = 32;

/// Adds `e` (an edit of `text`) to `edits`, or extends the last edit over it when
/// both apply the same rule and nothing lies between them or, in a text longer than
/// [`MERGE_ACROSS_GAPS_ABOVE`], fewer than [`MERGED_GAP`] bytes (kept as they are,
/// in the step's `from` and `to`). So a step stands for a run of escapes, and a long
/// line of escapes costs a small multiple of its length, not a step per escape.
fn push_merged(text: &str, edits: &mut Vec<Edit>, e: Edit) {
    let gap = if text.len() > MERGE_ACROSS_GAPS_ABOVE {
        MERGED_GAP
    } else {
        1
    };
    match edits.last_mut() {
        Some(last) if e.range.start - last.range.end < gap && last.step.rule == e.step.rule => {
            let between = &text[last.range.end..e.range.start];
            last.range.end = e.range.end;
            for s in [&mut last.to, &mut last.step.from, &mut last.step.to] {
                s.push_str(between);
            }
            last.to.push_str(&e.to);
            last.step.from.push_str(&e.step.from);
            last.step.to.push_str(&e.step.to);
        }
        _ => edits.push(e),
    }
}

/// Applies edits (sorted, disjoint) and records their steps in order.
fn apply(text: &str, edits: Vec<Edit>, steps: &mut Vec<Step>) -> String {
    let mut out = String::with_capacity(text.len() + 1);
    let mut at = 0;
    for e in edits {
        out.push_str(&text[at..e.range.start]);
        out.push_str(&e.to);
        at = e.range.end;
        steps.push(e.step);
    }
    out.push_str(&text[at..]);
    out
}

/// The octet of the escape `%XX` at `i`, if there is one.
pub(super) fn escape_at(bytes: &[u8], i: usize) -> Option<u8> {
    if bytes.get(i) != Some(&b'%') {
        return None;
    }
    let hex = |b: u8| char::from(b).to_digit(16);
    let (hi, lo) = (hex(*bytes.get(i + 1)?)?, hex(*bytes.get(i + 2)?)?);
    u8::try_from(hi * 16 + lo).ok()
}

/// The document's `unreserved` characters, from its grammar.
fn unreserved(revision: Revision) -> CharClass {
    let bnf = revision.bnf();
    bnf.rule("unreserved")
        .and_then(|def| bnf.class(&def.expr))
        .unwrap_or_default()
}

/// Whether a host is US-ASCII only: no non-ASCII character, literal or as the escape
/// of a non-ASCII octet (its §3.1 image, percent-decoded, is ASCII).
fn us_ascii(host: &str) -> bool {
    let bytes = host.as_bytes();
    host.is_ascii() && (0..bytes.len()).all(|i| escape_at(bytes, i).is_none_or(|o| o.is_ascii()))
}

/// An IP literal with an RFC 6874 zone, `[fe80::a%25en1]`, split before its `"%25"`
/// (`IPv6addrz = IPv6address "%25" ZoneID`): the address, and the zone with the
/// closing bracket. Any other host is all address.
fn split_zone<'h>(host: &Host<'h>) -> (&'h str, &'h str) {
    match *host {
        Host::Ipv6(text) => text.find("%25").map_or((text, ""), |at| text.split_at(at)),
        _ => (host.as_str(), ""),
    }
}

/// Lower case, except the hexadecimal digits of escapes.
fn lower_outside_escapes(s: &str) -> String {
    let bytes = s.as_bytes();
    let mut out = String::with_capacity(s.len());
    let mut i = 0;
    while i < s.len() {
        if escape_at(bytes, i).is_some() {
            out.push_str(&s[i..i + 3]);
            i += 3;
        } else {
            let c = s[i..].chars().next().unwrap_or_default();
            out.push(c.to_ascii_lowercase());
            i += c.len_utf8();
        }
    }
    out
}

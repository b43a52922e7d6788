//! `urispec book` as a reader meets it: the site is written once, then crawled from
//! disk as a browser opening `file://` would (every internal link resolves, nothing
//! is fetched from the network), every rule has its diagram, and the text of a few
//! pages is snapshotted in `snapshots/book/`.

use std::collections::{BTreeMap, BTreeSet};
use std::path::{Path, PathBuf};
use std::sync::OnceLock;

use urispec::Revision;
use urispec::bnf::pest_name;

use crate::common;

/// The book, written once per test run: file name → content. A book that fails to
/// be written fails every test at once (the first with the reason), instead of each
/// test writing it again.
fn book() -> &'static BTreeMap<String, String> {
    static BOOK: OnceLock<Option<BTreeMap<String, String>>> = OnceLock::new();
    BOOK.get_or_init(|| {
        std::panic::catch_unwind(|| {
            let dir =
                std::env::temp_dir().join(format!("urispec-book-test-{}", std::process::id()));
            let stdout = common::write_book(&dir);
            assert!(stdout.starts_with("wrote "), "{stdout}");
            let pages = read_dir(&dir);
            std::fs::remove_dir_all(&dir).unwrap();
            pages
        })
        .ok()
    })
    .as_ref()
    .expect("the book is written (the panic above says why not)")
}

fn read_dir(dir: &Path) -> BTreeMap<String, String> {
    std::fs::read_dir(dir)
        .unwrap()
        .map(|entry| {
            let path: PathBuf = entry.unwrap().path();
            let name = path.file_name().unwrap().to_string_lossy().into_owned();
            (
                name,
                String::from_utf8_lossy(&std::fs::read(&path).unwrap()).into_owned(),
            )
        })
        .collect()
}

/// The values of every `attr="…"` in `html`.
fn attribute_values<'h>(html: &'h str, attr: &str) -> Vec<&'h str> {
    let needle = format!(" {attr}=\"");
    html.match_indices(&needle)
        .map(|(at, _)| {
            let rest = &html[at + needle.len()..];
            &rest[..rest.find('"').unwrap()]
        })
        .collect()
}

/// Every `id="…"` of a page.
fn ids(html: &str) -> BTreeSet<&str> {
    attribute_values(html, "id").into_iter().collect()
}

#[test]
fn every_internal_link_resolves_and_nothing_is_fetched() {
    let book = book();
    // Each page's ids, read once: a page is linked to thousands of times.
    let mut ids_of: BTreeMap<&str, BTreeSet<&str>> = BTreeMap::new();
    let mut checked = 0;
    for (page, html) in book.iter().filter(|(name, _)| {
        Path::new(name.as_str())
            .extension()
            .is_some_and(|e| e == "html")
    }) {
        for attr in ["href", "xlink:href", "src", "action"] {
            for link in attribute_values(html, attr) {
                assert!(
                    !link.contains("://") && !link.starts_with("//"),
                    "{page}: {attr}={link:?} leaves the book"
                );
                assert!(!link.is_empty(), "{page}: an empty {attr}");
                let (file, fragment) = link.split_once('#').unwrap_or((link, ""));
                let file = if file.is_empty() { page.as_str() } else { file };
                let (file, target) = book
                    .get_key_value(file)
                    .unwrap_or_else(|| panic!("{page}: {attr}={link:?}: no file {file}"));
                if !fragment.is_empty() {
                    let ids = ids_of.entry(file).or_insert_with(|| ids(target));
                    assert!(
                        ids.contains(fragment),
                        "{page}: {attr}={link:?}: no id {fragment:?} in {file}"
                    );
                }
                checked += 1;
            }
        }
    }
    assert!(checked > 2_000, "only {checked} links");
}

#[test]
fn the_book_has_every_page() {
    let book = book();
    for name in [
        "index.html",
        "book.css",
        "chars.html",
        "resolution.html",
        "equivalence.html",
        "compare.html",
        "conformance.html",
    ] {
        assert!(book.contains_key(name), "{name}");
    }
    for revision in Revision::ALL {
        assert!(
            book.contains_key(&format!("{}.html", revision.id())),
            "{revision}"
        );
    }
    for pair in Revision::ALL.windows(2) {
        // RFC 6874 updates RFC 3986: its page compares it with RFC 3986, not RFC 3987.
        let from = match pair[1] {
            Revision::Rfc6874 => Revision::Rfc3986,
            _ => pair[0],
        };
        let name = format!("diff-{}-{}.html", from.id(), pair[1].id());
        assert!(book.contains_key(&name), "{name}");
    }
    for name in ["play.html", "play.js", "try.js"] {
        assert!(book.contains_key(name), "{name}");
    }
    // The npm package's files, whole or not at all (wasm/build makes them).
    let package = ["urispec.js", "urispec_wasm.js", "urispec_wasm_bg.wasm"];
    let present = package.iter().filter(|f| book.contains_key(**f)).count();
    assert!(
        present == 0 || present == package.len(),
        "{present} of the package's files"
    );
    assert_eq!(book.len() - present, 9 + 2 * Revision::ALL.len());
}

/// The npm package's three files (`URISPEC_WASM_PKG`) are copied beside the pages,
/// whole or not at all, and counted apart: `wrote N files` counts the book's own, and
/// standard error says whether the playground has its engine.
#[test]
fn the_package_is_copied_whole_or_not_at_all() {
    let dir = std::env::temp_dir().join(format!("urispec-book-package-{}", std::process::id()));
    let package = dir.join("package");
    std::fs::create_dir_all(&package).unwrap();
    let files: [(&str, &str, &[u8]); 3] = [
        ("index.js", "urispec.js", b"// the entry point"),
        ("urispec_wasm.js", "urispec_wasm.js", b"// the glue"),
        ("urispec_wasm_bg.wasm", "urispec_wasm_bg.wasm", b"\0asm"),
    ];
    for (from, _, body) in files {
        std::fs::write(package.join(from), body).unwrap();
    }
    let write = |out: &str| {
        let run = std::process::Command::new(env!("CARGO_BIN_EXE_urispec"))
            .args(["book", "--out"])
            .arg(dir.join(out))
            .env("URISPEC_WASM_PKG", &package)
            .output()
            .expect("runs");
        assert!(run.status.success());
        let text = |bytes: Vec<u8>| String::from_utf8(bytes).expect("UTF-8");
        (text(run.stdout), text(run.stderr))
    };
    let own = format!("wrote {} files to ", 9 + 2 * Revision::ALL.len());
    let (stdout, stderr) = write("whole");
    assert!(stdout.starts_with(&own), "{stdout}");
    assert!(
        stderr.contains("(the npm package urispec, 3 files)"),
        "{stderr}"
    );
    for (_, to, body) in files {
        assert_eq!(
            std::fs::read(dir.join("whole").join(to)).unwrap(),
            body,
            "{to}"
        );
    }
    std::fs::remove_file(package.join("urispec_wasm.js")).unwrap();
    let (stdout, stderr) = write("part");
    assert!(stdout.starts_with(&own), "{stdout}");
    assert!(stderr.contains("no WebAssembly package"), "{stderr}");
    for (_, to, _) in files {
        assert!(!dir.join("part").join(to).exists(), "{to}");
    }
    std::fs::remove_dir_all(&dir).unwrap();
}

/// A revision page groups its rules under their sections, in the document's order: a
/// heading each time the section changes (`(no section)` for a rule without one).
#[test]
fn the_rules_are_grouped_under_their_sections() {
    for revision in Revision::ALL {
        let html = &book()[&format!("{}.html", revision.id())];
        let rules = &html[html.find("<h2>Rules</h2>").expect("the rules")..];
        let headings: Vec<&str> = rules
            .split("<h2>")
            .skip(2)
            .map(|h| &h[..h.find("</h2>").unwrap()])
            .collect();
        let mut sections: Vec<&str> = revision
            .bnf()
            .rules()
            .iter()
            .map(|def| match def.section.as_str() {
                "" => "(no section)",
                section => section,
            })
            .collect();
        sections.dedup();
        assert_eq!(headings, sections, "{revision}");
    }
}

/// Every rule of every `.bnf` has its article, with its diagram (inline SVG with a
/// text alternative) and its pest rule.
#[test]
fn every_rule_has_its_diagram() {
    let book = book();
    for revision in Revision::ALL {
        let html = &book[&format!("{}.html", revision.id())];
        for def in revision.bnf().rules() {
            let id = format!("id=\"rule-{}\"", pest_name(&def.name));
            let at = html
                .find(&id)
                .unwrap_or_else(|| panic!("{revision}: no {}", def.name));
            let article = &html[at..at + html[at..].find("</article>").unwrap()];
            assert!(
                article.contains("<svg"),
                "{revision} {}: no diagram",
                def.name
            );
            assert!(
                article.contains("aria-label=\"Railroad diagram: "),
                "{revision} {}: no text alternative",
                def.name
            );
            assert!(article.contains("<figcaption>"), "{revision} {}", def.name);
            assert!(
                article.contains("class=\"pest\""),
                "{revision} {}",
                def.name
            );
        }
    }
}

/// A page's text as a reader sees it: tags and diagrams dropped, entities decoded,
/// blank lines collapsed.
fn text(html: &str) -> String {
    let mut out = String::new();
    let mut rest = html;
    while let Some(at) = rest.find('<') {
        out.push_str(&rest[..at]);
        let tail = &rest[at..];
        let name: String = tail[1..]
            .chars()
            .take_while(char::is_ascii_alphanumeric)
            .collect();
        match name.as_str() {
            "td" | "th" | "dd" => out.push_str(" | "),
            "tr" | "li" | "p" | "h1" | "h2" | "h3" | "h4" | "dt" | "div" | "pre" | "caption" => {
                out.push('\n');
            }
            _ => {}
        }
        let skip_to = if tail.starts_with("<svg") {
            tail.find("</svg>").map(|e| e + "</svg>".len())
        } else {
            tail.find('>').map(|e| e + 1)
        };
        rest = &tail[skip_to.unwrap_or(tail.len())..];
    }
    out.push_str(rest);
    let decoded = decode(&out);
    let lines: Vec<&str> = decoded
        .lines()
        .map(str::trim_end)
        .filter(|l| !l.trim().is_empty())
        .collect();
    lines.join("\n") + "\n"
}

/// `&amp;`, `&lt;`, `&gt;`, `&quot;` and numeric entities.
fn decode(text: &str) -> String {
    let mut out = String::new();
    let mut rest = text;
    while let Some(at) = rest.find('&') {
        out.push_str(&rest[..at]);
        let tail = &rest[at..];
        let end = tail.find(';').filter(|&e| e < 10);
        let entity = end.map(|e| &tail[1..e]);
        let decoded = match entity {
            Some("amp") => Some('&'),
            Some("lt") => Some('<'),
            Some("gt") => Some('>'),
            Some("quot") => Some('"'),
            Some(e) if e.starts_with('#') => e[1..].parse().ok().and_then(char::from_u32),
            _ => None,
        };
        if let (Some(c), Some(e)) = (decoded, end) {
            out.push(c);
            rest = &tail[e + 1..];
        } else {
            out.push('&');
            rest = &tail[1..];
        }
    }
    out.push_str(rest);
    out
}

/// One rule's article on its revision's page, as text.
fn article(revision: Revision, rule: &str) -> String {
    let html = &book()[&format!("{}.html", revision.id())];
    let at = html.find(&format!("id=\"rule-{rule}\"")).unwrap();
    text(&html[at..at + html[at..].find("</article>").unwrap()])
        .split_once('\n')
        .map(|(_, after)| after.to_owned())
        .unwrap()
}

#[test]
fn page_snapshots() {
    let book = book();
    let settings = common::snapshot_settings("book");
    settings.bind(|| {
        insta::assert_snapshot!("index", text(&book["index.html"]));
        insta::assert_snapshot!("chars", text(&book["chars.html"]));
        insta::assert_snapshot!("resolution", text(&book["resolution.html"]));
        insta::assert_snapshot!("equivalence", text(&book["equivalence.html"]));
        insta::assert_snapshot!("compare", text(&book["compare.html"]));
        insta::assert_snapshot!("rfc2396-hostname", article(Revision::Rfc2396, "hostname"));
        insta::assert_snapshot!(
            "bis-00-IPv4address",
            article(Revision::Rfc2396bis00, "IPv4address")
        );
    });
}

/// A rule's examples are first what a reader recognises: the text it matches in
/// the document's own examples, with the section that prints them; generated
/// strings come after, marked as such (issue 19: `"zk:%3E//?/#/?"` first).
#[test]
fn rule_examples_come_from_the_documents_first() {
    let host = article(Revision::Rfc3986, "host");
    let first = host
        .lines()
        .find(|l| l.contains("| matches |"))
        .expect("a recognised example");
    assert!(
        first.contains("\"localhost\" in \"http://localhost/\", printed in rfc3986 §1.1"),
        "{host}"
    );
    assert!(
        host.contains(
            "\"www.ietf.org\" in \"http://www.ietf.org/rfc/rfc2396.txt\", printed in rfc3986 §1.1.2"
        ),
        "{host}"
    );
    let lines: Vec<&str> = host.lines().collect();
    let last_recognised = lines
        .iter()
        .rposition(|l| l.contains("| matches |"))
        .unwrap();
    let first_generated = lines.iter().position(|l| l.contains("generated")).unwrap();
    assert!(last_recognised < first_generated, "{host}");
    // Every revision's page leads with recognised examples for its start rule.
    for revision in Revision::ALL {
        let start = pest_name(revision.start_rule());
        let html = &book()[&format!("{}.html", revision.id())];
        let anchor = html
            .find(&format!("id=\"rule-{}\"", revision.start_rule()))
            .or_else(|| html.find(&format!("id=\"rule-{start}\"")))
            .unwrap_or_else(|| panic!("{revision}: no start rule"));
        let article = &html[anchor..anchor + html[anchor..].find("</article>").unwrap()];
        assert!(
            article.contains(&format!("printed in {}", revision.id())),
            "{revision}"
        );
    }
}

/// Beside every rule, the document's own words: the section it is defined in,
/// quoted from the published text with its number and heading.
#[test]
fn every_rule_has_its_documents_words() {
    let host = article(Revision::Rfc3986, "host");
    assert!(host.contains("The document's words: §3.2.2 Host"), "{host}");
    assert!(
        host.contains("The host subcomponent of authority is identified by an IP literal"),
        "{host}"
    );
    for revision in Revision::ALL {
        let html = &book()[&format!("{}.html", revision.id())];
        for def in revision
            .bnf()
            .rules()
            .iter()
            .filter(|d| d.section.starts_with('§'))
        {
            let anchor = format!("id=\"rule-{}\"", pest_name(&def.name));
            let at = html
                .find(&anchor)
                .or_else(|| html.find(&format!("id=\"rule-{}\"", def.name)))
                .unwrap_or_else(|| panic!("{revision} {}", def.name));
            let article = &html[at..at + html[at..].find("</article>").unwrap()];
            assert!(
                article.contains(&format!("The document's words: {} ", def.section)),
                "{revision} {}",
                def.name
            );
        }
    }
}

/// The walkthrough puts the WHATWG Standard's reading under every document's,
/// and marks what differs with a symbol as well as a colour.
#[test]
fn the_walkthrough_has_the_whatwg_row_with_its_differences_marked() {
    let html = &book()["compare.html"];
    let page = text(html);
    let rows: Vec<&str> = page
        .lines()
        .filter(|l| l.contains("URL Standard parser (ada) |"))
        .collect();
    assert_eq!(rows.len(), 5, "{page}");
    // `foo://a?b#c`: the 1996 draft has no server there, the Standard an opaque host.
    let foo = rows[3];
    assert!(foo.contains("| a ≠ | opaque host ≠ |"), "{foo}");
    assert!(
        html.contains("<td class=\"differs\"><code>a</code> <span class=\"mark\""),
        "{html}"
    );
}

/// The `whatwg` page puts the Standard's parser beside its writing rules: an input
/// the parser repairs (a backslash read as `/`) is one the rules reject, with the offset
/// and the anchor; a valid one is parsed as written.
#[test]
fn the_whatwg_page_shows_the_parser_beside_the_writing_rules() {
    let html = &book()["whatwg.html"];
    let page = text(html);
    assert!(page.contains("The writing rules and the parser"), "{page}");
    let row = |input: &str| {
        page.lines()
            .find(|l| l.starts_with(&format!(" | {input} |")))
            .unwrap_or_else(|| panic!("no row for {input}: {page}"))
            .to_owned()
    };
    let backslash = row("https://example.org\\path\\to\\file");
    assert!(
        backslash.contains("unexpected '\\\\' at byte 19")
            && backslash.ends_with(" | https://example.org/path/to/file"),
        "{backslash}"
    );
    let credentials = row("https://user:pass@example.org/");
    assert!(
        credentials.contains("whatwg: unexpected")
            && credentials.ends_with(" | https://user:pass@example.org/"),
        "{credentials}"
    );
    assert!(
        row("https://example.com/a?b#c").ends_with(" | valid | https://example.com/a?b#c"),
        "{page}"
    );
    assert!(html.contains("<tr class=\"differs\"><td><code>https:example.org</code>"));
}

/// The equivalence table reads "no: host differs" and "no: rejected by the
/// grammar", with the separator (issue 19: "no host differs").
#[test]
fn the_equivalence_verdicts_keep_their_separator() {
    let page = text(&book()["equivalence.html"]);
    let www = page
        .lines()
        .find(|l| l.contains("http://www.XEROX.com"))
        .expect("a row for www.XEROX.com");
    assert!(www.contains("| no: host differs |"), "{www}");
    assert!(!page.contains("no host differs"), "{page}");
    assert!(!page.contains("no rejected"), "{page}");
    assert!(!page.contains("no no"), "{page}");
}

/// The walkthrough's span of years is the documents' own: the first (December
/// 1994) to the last (January 2005), not "between 1994 and 2002" (issue 19).
#[test]
fn the_walkthrough_names_the_years_of_its_documents() {
    let page = text(&book()["compare.html"]);
    let years: Vec<&str> = Revision::ALL.iter().map(|r| r.date()).collect();
    let first = years[0].rsplit(' ').next().unwrap();
    let last = years[years.len() - 1].rsplit(' ').next().unwrap();
    assert!(
        page.contains(&format!("between {first} and {last}")),
        "{page}"
    );
}

/// What a reader looks for on the character map: `~` moves from RFC 1738's
/// `national` to the 1996 draft's `mark`, highlighted.
#[test]
fn the_character_map_shows_the_tilde_moving() {
    let html = &book()["chars.html"];
    let row = html
        .lines()
        .find(|l| l.contains("<code>~</code>"))
        .expect("a row for ~");
    assert!(row.starts_with("<tr class=\"changed c2\">"), "{row}");
    assert!(row.contains("<td>national"), "{row}");
    assert!(row.contains("<mark>unreserved, mark</mark>"), "{row}");
}

/// The map's highlights are `diff`'s moves, pair by pair of neighbouring documents:
/// the order of set names does not count (RFC 1738 → RFC 1808: none), nor a set
/// only the newer document has (RFC 3987's `iunreserved`: none); and a row is
/// highlighted for the pairs it moved between, so that a highlight says something.
#[test]
fn the_character_map_highlights_what_diff_calls_moved() {
    let html = &book()["chars.html"];
    let rows: Vec<&str> = html.lines().filter(|l| l.starts_with("<tr")).collect();
    for (n, pair) in Revision::ALL.windows(2).enumerate() {
        let class = format!(" c{}", n + 1);
        let mut marked: Vec<String> = rows
            .iter()
            .filter(|r| {
                r.split_once("class=\"")
                    .and_then(|(_, rest)| rest.split_once('"'))
                    .is_some_and(|(classes, _)| format!(" {classes}").contains(&class))
            })
            .filter_map(|r| {
                let shown = r.split_once("<code>")?.1.split_once("</code>")?.0;
                Some(
                    shown
                        .replace("&amp;", "&")
                        .replace("&lt;", "<")
                        .replace("&gt;", ">")
                        .replace("&quot;", "\"")
                        .replace("&#x27;", "'")
                        .replace("&#39;", "'"),
                )
            })
            .collect();
        let mut moved: Vec<String> = urispec::diff::diff(pair[0], pair[1])
            .moved
            .iter()
            .map(|m| match m.ch {
                ' ' => "SP".to_owned(),
                c if c.is_ascii_control() => format!("U+{:04X}", u32::from(c)),
                c => c.to_string(),
            })
            .collect();
        marked.sort();
        moved.sort();
        assert_eq!(marked, moved, "{} → {}", pair[0], pair[1]);
    }
    let first = Revision::ALL.windows(2).next().unwrap();
    assert!(urispec::diff::diff(first[0], first[1]).moved.is_empty());
    let last = Revision::ALL.windows(2).last().unwrap();
    assert!(urispec::diff::diff(last[0], last[1]).moved.is_empty());
    let highlighted = rows
        .iter()
        .filter(|r| r.contains("class=\"changed"))
        .count();
    assert!(
        highlighted * 2 < rows.len(),
        "{highlighted} of {} rows",
        rows.len()
    );
}

/// The rfc2732 page shows RFC 2732 §2's own example and the error a user meets: the
/// grammar it imports (RFC 2373 Appendix B) cannot derive it, RFC 2373 §2.2 writes it.
#[test]
fn the_rfc2732_page_shows_its_example_the_grammar_rejects() {
    let page = text(&book()["rfc2732.html"]);
    let at = page
        .find("The document's own example, rejected:")
        .expect("the rfc2732 page shows the slip");
    let rest = &page[at..];
    for part in [
        "http://[::192.9.5.5]/ipng",
        "rfc2732: unexpected '.' at byte 13",
        "RFC 2373 §2.2's text forms",
        "RFC 2373 Appendix B's grammar",
    ] {
        assert!(rest.contains(part), "{part}");
    }
    assert!(!text(&book()["rfc2396.html"]).contains("The document's own example, rejected"));
}

/// The rfc6874 page says what RFC 9844 did, in its words, and shows RFC 6874's own
/// example with the error RFC 3986 gives it.
#[test]
fn the_rfc6874_page_says_what_rfc_9844_did() {
    let page = text(&book()["rfc6874.html"]);
    for words in [
        "http://[fe80::a%25en1]",
        "obsoleting [RFC6874] reverts the change that it made to the URI syntax defined by [RFC3986]",
        "completely obsoletes [RFC6874]",
        "unexpected '%' at byte 15",
    ] {
        assert!(page.contains(words), "{words}: {page}");
    }
    assert!(!text(&book()["rfc3986.html"]).contains("RFC 9844"));
}

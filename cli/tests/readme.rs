//! Every example the README and the guide (`docs/guide/*.md`) print is run and
//! compared: each `$ ` line of a fenced block (a `urispec` command, maybe piped into
//! `jq` or `head`, or a `curl` of the playground's API) is run with `bash` from a
//! scratch folder (where `tests/` is the repository's, for examples that read its
//! data), the built `urispec` first on `PATH`, and what it prints (standard output, then standard error) must be
//! the lines that follow it in the page, up to the next `$ ` or the block's end.
//! A shown line that is only `…` (indented or not) stands for any lines, none
//! included: the pages abbreviate long outputs so.
//! The `curl` examples ask a server of the test's own (its address stands for
//! `127.0.0.1:7878`). Examples that need `jq` or `curl` skip, with one line, where
//! those are not installed (`.ci/run` installs them and forbids the skip).
//!
//! After a deliberate change of output, `URISPEC_README_UPDATE=1 cargo test -p
//! urispec-cli --test main readme` writes the new outputs into the pages; review the
//! diff. Every relative link of the pages must name a file of the repository.

use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};

use crate::common::{outside, server};

/// One example: the page, the command's line in it (from 1), the command, and the
/// lines the page shows under it.
struct Example {
    page: PathBuf,
    line: usize,
    command: String,
    shown: Vec<String>,
}

/// The repository's root.
fn root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("..")
}

/// README.md, then the guide's pages in name order.
fn pages() -> Vec<PathBuf> {
    let guide = root().join("docs/guide");
    let mut pages: Vec<PathBuf> = std::fs::read_dir(&guide)
        .expect("docs/guide/")
        .map(|entry| entry.expect("a guide page").path())
        .filter(|path| path.extension().is_some_and(|e| e == "md"))
        .collect();
    pages.sort();
    pages.insert(0, root().join("README.md"));
    pages
}

/// A page's path from the repository's root, for messages.
fn shown_path(page: &Path) -> String {
    page.strip_prefix(root())
        .unwrap_or(page)
        .display()
        .to_string()
}

/// The examples of every page's fenced blocks, in order.
fn all_examples() -> Vec<Example> {
    pages()
        .iter()
        .flat_map(|page| {
            let text = std::fs::read_to_string(page).expect("a page");
            examples(page, &text)
        })
        .collect()
}

/// The examples of a page's fenced blocks, in order.
fn examples(page: &Path, text: &str) -> Vec<Example> {
    let mut examples: Vec<Example> = Vec::new();
    // Inside a fenced block; and whether its last line was an example's.
    let (mut fenced, mut open) = (false, false);
    for (n, line) in text.lines().enumerate() {
        if line.starts_with("```") {
            (fenced, open) = (!fenced, false);
        } else if let Some(command) = line.strip_prefix("$ ").filter(|_| fenced) {
            examples.push(Example {
                page: page.to_owned(),
                line: n + 1,
                command: command.to_owned(),
                shown: Vec::new(),
            });
            open = true;
        } else if let Some(last) = examples.last_mut().filter(|_| open) {
            last.shown.push(line.to_owned());
        }
    }
    examples
}

/// Whether `program` is on `PATH`.
fn installed(program: &str) -> bool {
    Command::new("sh")
        .args(["-c", &format!("command -v {program}")])
        .stdout(Stdio::null())
        .status()
        .is_ok_and(|s| s.success())
}

/// What `command` prints, standard output then standard error.
fn run(command: &str, dir: &Path, server: &str) -> Vec<String> {
    let bin = Path::new(env!("CARGO_BIN_EXE_urispec"))
        .parent()
        .expect("the binary's folder")
        .to_owned();
    let path = std::env::join_paths(std::iter::once(bin).chain(std::env::split_paths(
        &std::env::var_os("PATH").unwrap_or_default(),
    )))
    .expect("a PATH");
    let command = command.replace("127.0.0.1:7878", server);
    let out = Command::new("bash")
        .args(["-o", "pipefail", "-c", &command])
        .current_dir(dir)
        .env("PATH", path)
        .env("NO_COLOR", "1")
        .stdin(Stdio::null())
        .output()
        .expect("bash runs");
    let mut text = String::from_utf8_lossy(&out.stdout).into_owned();
    text.push_str(&String::from_utf8_lossy(&out.stderr));
    text.lines().map(str::to_owned).collect()
}

#[test]
fn every_readme_and_guide_example_prints_what_it_shows() {
    let examples = all_examples();
    // 54 in the README before the guide took them, and the README's own 4: an
    // example can move, not vanish.
    assert!(
        examples.len() >= 58,
        "only {} examples found",
        examples.len()
    );
    let in_readme = examples
        .iter()
        .filter(|e| e.page.ends_with("README.md"))
        .count();
    assert!(in_readme >= 3, "only {in_readme} examples in README.md");
    let mut tools = Vec::new();
    for tool in ["jq", "curl"] {
        let test = "every_readme_and_guide_example_prints_what_it_shows";
        let needs = format!(
            "`{tool}` for the README's and the guide's examples that use it (apt-get install {tool})"
        );
        if outside::available(installed(tool), test, &needs) {
            tools.push(tool);
        }
    }
    let server = server::Server::start();
    let dir = std::env::temp_dir().join(format!("urispec-readme-{}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("a scratch folder");
    // Examples read the repository's test data by relative path (`--from tests/…`).
    let tests = Path::new(env!("CARGO_MANIFEST_DIR")).join("../tests");
    let _ = std::os::unix::fs::symlink(tests, dir.join("tests"));
    let mut wrong = Vec::new();
    let mut updated: Vec<(&Example, Vec<String>)> = Vec::new();
    for example in &examples {
        let words: Vec<&str> = example.command.split_whitespace().collect();
        let missing = ["jq", "curl"]
            .iter()
            .any(|tool| words.contains(tool) && !tools.contains(tool));
        if missing {
            continue;
        }
        let printed = run(&example.command, &dir, &server.addr);
        if !matches(&example.shown, &printed) {
            wrong.push(format!(
                "{} line {}: $ {}\n--- the page shows:\n{}\n--- it prints:\n{}",
                shown_path(&example.page),
                example.line,
                example.command,
                example.shown.join("\n"),
                printed.join("\n")
            ));
            updated.push((example, printed));
        }
    }
    let _ = std::fs::remove_dir_all(&dir);
    if std::env::var_os("URISPEC_README_UPDATE").is_some() && !updated.is_empty() {
        write_back(&updated);
        return;
    }
    assert!(wrong.is_empty(), "{}", wrong.join("\n\n"));
}

/// Whether `printed` is what `shown` shows, a line `…` standing for any lines.
fn matches(shown: &[String], printed: &[String]) -> bool {
    match shown.split_first() {
        None => printed.is_empty(),
        Some((first, rest)) if first.trim() == "…" => {
            (0..=printed.len()).any(|skip| matches(rest, &printed[skip..]))
        }
        Some((first, rest)) => printed.first() == Some(first) && matches(rest, &printed[1..]),
    }
}

#[test]
fn an_ellipsis_stands_for_any_lines() {
    let lines = |s: &str| -> Vec<String> { s.lines().map(str::to_owned).collect() };
    assert!(matches(&lines("a\n…\nd"), &lines("a\nb\nc\nd")));
    assert!(matches(&lines("a\n  …\nb"), &lines("a\nb")));
    assert!(!matches(&lines("a\n…\nd"), &lines("a\nb\nc")));
    assert!(!matches(&lines("a\nb"), &lines("a\nb\nc")));
}

/// Each page with a changed example, its output replaced by what it printed.
fn write_back(updated: &[(&Example, Vec<String>)]) {
    for page in pages() {
        let text = std::fs::read_to_string(&page).expect("a page");
        let mut lines: Vec<String> = text.lines().map(str::to_owned).collect();
        // From the end, so that earlier line numbers stay right.
        for (example, printed) in updated.iter().rev().filter(|(e, _)| e.page == page) {
            let start = example.line; // the output starts on the line after the command (0-based)
            lines.splice(start..start + example.shown.len(), printed.iter().cloned());
        }
        std::fs::write(&page, lines.join("\n") + "\n").expect("a page written");
    }
}

/// The targets of a page's Markdown links and images that are neither addresses
/// (`https:`) nor anchors of the page itself, each without its `#fragment`.
fn relative_links(text: &str) -> Vec<&str> {
    text.match_indices("](")
        .filter_map(|(at, _)| {
            let rest = &text[at + 2..];
            let target = &rest[..rest.find(')')?];
            let file = target.split('#').next().unwrap_or_default();
            let address = file.contains(':') || file.contains(' ');
            (!file.is_empty() && !address).then_some(file)
        })
        .collect()
}

#[test]
fn every_relative_link_of_the_readme_and_the_guide_names_a_file() {
    let mut missing = Vec::new();
    let mut checked = 0;
    for page in pages() {
        let text = std::fs::read_to_string(&page).expect("a page");
        let folder = page.parent().expect("a folder");
        for link in relative_links(&text) {
            checked += 1;
            if !folder.join(link).exists() {
                missing.push(format!("{}: {link}", shown_path(&page)));
            }
        }
    }
    assert!(checked > 50, "only {checked} links");
    assert!(
        missing.is_empty(),
        "links to no file:\n{}",
        missing.join("\n")
    );
}

#[test]
fn relative_links_are_read_without_addresses_and_fragments() {
    let text = "[a](b.md#c) [d](https://e/) ![f](../g.svg) [h](#i) `x](y`";
    assert_eq!(relative_links(text), ["b.md", "../g.svg"]);
}

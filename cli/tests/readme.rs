//! Every example the README prints is run and compared: each `$ ` line of a fenced
//! block (a `urispec` command, maybe piped into `jq` or `head`, or a `curl` of the
//! playground's API) is run with `bash` from a scratch folder, the built `urispec`
//! first on `PATH`, and what it prints (standard output, then standard error) must be
//! the lines that follow it in the README, up to the next `$ ` or the block's end.
//! A shown line that is only `…` (indented or not) stands for any lines, none
//! included: the README abbreviates long outputs so.
//! The `curl` examples ask a server of the test's own (its address stands for
//! `127.0.0.1:7878`). Examples that need `jq` or `curl` skip, with one line, where
//! those are not installed (`.ci/run` installs them and forbids the skip).
//!
//! After a deliberate change of output, `URISPEC_README_UPDATE=1 cargo test -p
//! urispec-cli --test readme` writes the new outputs into README.md; review the diff.

#[path = "../../tests/common/outside.rs"]
mod outside;
#[path = "common/server.rs"]
mod server;

use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};

/// One example: the command's line in README.md (from 1), the command, and the
/// lines the README shows under it.
struct Example {
    line: usize,
    command: String,
    shown: Vec<String>,
}

fn readme_path() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../README.md")
}

/// The examples of the README's fenced blocks, in order.
fn examples(readme: &str) -> Vec<Example> {
    let mut examples: Vec<Example> = Vec::new();
    // Inside a fenced block; and whether its last line was an example's.
    let (mut fenced, mut open) = (false, false);
    for (n, line) in readme.lines().enumerate() {
        if line.starts_with("```") {
            (fenced, open) = (!fenced, false);
        } else if let Some(command) = line.strip_prefix("$ ").filter(|_| fenced) {
            examples.push(Example {
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
fn every_readme_example_prints_what_the_readme_shows() {
    let readme = std::fs::read_to_string(readme_path()).expect("README.md");
    let examples = examples(&readme);
    assert!(
        examples.len() > 40,
        "only {} examples found",
        examples.len()
    );
    let mut tools = Vec::new();
    for tool in ["jq", "curl"] {
        let test = "every_readme_example_prints_what_the_readme_shows";
        let needs =
            format!("`{tool}` for the README examples that use it (apt-get install {tool})");
        if outside::available(installed(tool), test, &needs) {
            tools.push(tool);
        }
    }
    let server = server::Server::start();
    let dir = std::env::temp_dir().join(format!("urispec-readme-{}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("a scratch folder");
    let mut wrong = Vec::new();
    let mut updated: Vec<(usize, Vec<String>)> = Vec::new();
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
                "README.md line {}: $ {}\n--- the README shows:\n{}\n--- it prints:\n{}",
                example.line,
                example.command,
                example.shown.join("\n"),
                printed.join("\n")
            ));
            updated.push((example.line, printed));
        }
    }
    let _ = std::fs::remove_dir_all(&dir);
    if std::env::var_os("URISPEC_README_UPDATE").is_some() && !updated.is_empty() {
        write_back(&readme, &examples, &updated);
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

/// README.md with each changed example's output replaced by what it printed.
fn write_back(readme: &str, examples: &[Example], updated: &[(usize, Vec<String>)]) {
    let mut lines: Vec<String> = readme.lines().map(str::to_owned).collect();
    // From the end, so that earlier line numbers stay right.
    for (line, printed) in updated.iter().rev() {
        let example = examples
            .iter()
            .find(|e| e.line == *line)
            .expect("an example");
        let start = *line; // the output starts on the line after the command (0-based)
        lines.splice(start..start + example.shown.len(), printed.iter().cloned());
    }
    std::fs::write(readme_path(), lines.join("\n") + "\n").expect("README.md written");
}

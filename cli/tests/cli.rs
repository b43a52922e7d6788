//! The `urispec` command as a user runs it: each case runs the built binary and
//! snapshots the command line, the exit code, standard output and standard error
//! together in `snapshots/cli/<case>.snap`.

use std::fmt::Write as _;
use std::io::Write as _;
use std::process::{Command, Stdio};

use crate::common;

/// What one run of `urispec` did.
struct Run {
    code: Option<i32>,
    stdout: String,
    stderr: String,
}

/// Runs `urispec ARGS`, with `stdin` piped in when given (otherwise empty).
fn urispec(args: &[&str], stdin: Option<&[u8]>) -> Run {
    let mut child = Command::new(env!("CARGO_BIN_EXE_urispec"))
        .args(args)
        .env("NO_COLOR", "1")
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("the urispec binary runs");
    let mut pipe = child.stdin.take().expect("stdin is piped");
    pipe.write_all(stdin.unwrap_or_default())
        .expect("writing standard input");
    drop(pipe);
    let output = child.wait_with_output().expect("urispec finishes");
    Run {
        code: output.status.code(),
        stdout: String::from_utf8_lossy(&output.stdout).into_owned(),
        stderr: String::from_utf8_lossy(&output.stderr).into_owned(),
    }
}

/// An argument as a shell would need it written.
fn quote(arg: &str) -> String {
    let plain = !arg.is_empty()
        && arg
            .chars()
            .all(|c| c.is_ascii_alphanumeric() || "-_./:=@".contains(c));
    if plain {
        arg.to_owned()
    } else {
        format!("'{}'", arg.replace('\'', r"'\''"))
    }
}

/// The readable record of a run: command line, standard input (escaped), exit
/// code, standard output, standard error.
fn record(args: &[&str], stdin: Option<&[u8]>, run: &Run) -> String {
    let mut out = String::from("$ urispec");
    for arg in args {
        out.push(' ');
        out.push_str(&quote(arg));
    }
    out.push('\n');
    if let Some(bytes) = stdin {
        out.push_str("--- stdin (escaped)\n");
        out.push_str(&bytes.escape_ascii().to_string().replace(r"\n", "\\n\n"));
        if !bytes.ends_with(b"\n") {
            out.push('\n');
        }
    }
    let code = run
        .code
        .map_or_else(|| "killed by a signal".to_owned(), |c| c.to_string());
    let _ = writeln!(out, "--- exit code: {code}");
    for (name, text) in [("stdout", &run.stdout), ("stderr", &run.stderr)] {
        let _ = writeln!(out, "--- {name}");
        out.push_str(text);
        if !text.is_empty() && !text.ends_with('\n') {
            out.push_str("\n(no newline at end)\n");
        }
    }
    out
}

/// Runs the case and compares it with `snapshots/cli/<name>.snap`; returns the run.
fn case(name: &str, args: &[&str], stdin: Option<&[u8]>) -> Run {
    let run = urispec(args, stdin);
    let text = record(args, stdin, &run);
    common::snapshot_settings("cli").bind(|| insta::assert_snapshot!(name, text));
    run
}

const BASE: &str = "http://a/b/c/d;p?q";

// ---- check -------------------------------------------------------------------

#[test]
fn check_valid() {
    let run = case(
        "check_valid",
        &["check", "--revision", "rfc2396", "http://a/b;p?q#f"],
        None,
    );
    assert_eq!(run.code, Some(0));
}

#[test]
fn check_invalid_caret() {
    let run = case(
        "check_invalid_caret",
        &[
            "check",
            "--revision",
            "rfc1738",
            "HTTP://a/",
            "http://a/",
            "http://a b",
        ],
        None,
    );
    assert_eq!(run.code, Some(1));
}

#[test]
fn check_all_revisions() {
    case(
        "check_all_revisions",
        &["check", "--revision", "all", "http://[::1]/"],
        None,
    );
}

#[test]
fn check_rule() {
    case(
        "check_rule",
        &[
            "check",
            "--revision",
            "2396bis",
            "--rule",
            "IPv4address",
            "1000.1.1.1",
            "256.1.1.1",
        ],
        None,
    );
}

#[test]
fn check_rule_pest_spelling() {
    case(
        "check_rule_pest_spelling",
        &["check", "-r", "2396", "--rule", "net_path", "//a/b", "/a/b"],
        None,
    );
}

#[test]
fn check_jsonl() {
    case(
        "check_jsonl",
        &[
            "check",
            "--revision",
            "2396",
            "--format",
            "jsonl",
            "http://a b",
            "g;x?y#s",
        ],
        None,
    );
}

#[test]
fn check_stdin_crlf_and_invalid_utf8() {
    let run = case(
        "check_stdin_crlf_and_invalid_utf8",
        &["check", "--revision", "rfc2396"],
        Some(b"http://a/b\r\nhttp://a/\xFF\xFE/x\r\n\r\ng;x?y#s\n"),
    );
    assert_eq!(run.code, Some(1));
}

#[test]
fn check_stdin_jsonl_invalid_utf8() {
    case(
        "check_stdin_jsonl_invalid_utf8",
        &["check", "--revision", "2396bis", "--format", "jsonl"],
        Some(b"http://a/\xC3\r\n"),
    );
}

#[test]
fn check_unknown_revision() {
    let run = case(
        "check_unknown_revision",
        &["check", "--revision", "rfc3988", "http://a/"],
        None,
    );
    assert_eq!(run.code, Some(2));
}

#[test]
fn check_unknown_rule() {
    let run = case(
        "check_unknown_rule",
        &[
            "check",
            "--revision",
            "rfc2396",
            "--rule",
            "IPv6address",
            "::1",
        ],
        None,
    );
    assert_eq!(run.code, Some(2));
}

// ---- parse -------------------------------------------------------------------

#[test]
fn parse_text() {
    let run = case(
        "parse_text",
        &["parse", "--revision", "rfc2396", "http://a/b;p?q#f"],
        None,
    );
    assert_eq!(run.code, Some(0));
}

#[test]
fn parse_json() {
    case(
        "parse_json",
        &[
            "parse",
            "--revision",
            "2396bis",
            "--format",
            "json",
            "http://u@[::1]:80/a?q",
        ],
        None,
    );
}

#[test]
fn parse_all_revisions() {
    let run = case(
        "parse_all_revisions",
        &["parse", "--revision", "all", "ftp://a/b;type=d"],
        None,
    );
    assert_eq!(run.code, Some(0));
}

#[test]
fn parse_all_revisions_invalid() {
    let run = case(
        "parse_all_revisions_invalid",
        &[
            "parse",
            "--revision",
            "all",
            "--format",
            "json",
            "http://[::1]/",
        ],
        None,
    );
    assert_eq!(run.code, Some(1));
}

// ---- resolve -----------------------------------------------------------------

#[test]
fn resolve_all_revisions() {
    let run = case(
        "resolve_all_revisions",
        &["resolve", "--revision", "all", BASE, "?y", ";x", "#s", ""],
        None,
    );
    assert_eq!(run.code, Some(1), "rfc1738 defines no resolution");
}

#[test]
fn resolve_compat() {
    let run = case(
        "resolve_compat",
        &[
            "resolve",
            "--revision",
            "2396",
            "--compat",
            BASE,
            "http:g",
            "https:g",
        ],
        None,
    );
    assert_eq!(run.code, Some(0));
}

#[test]
fn resolve_rfc3986_strict_and_compat() {
    // RFC 3986 §5.4.2: "http:g" = "http:g" for strict parsers, "http://a/b/c/g" for
    // backward compatibility (`--compat`).
    for (name, compat) in [
        ("resolve_rfc3986_strict", None),
        ("resolve_rfc3986_compat", Some("--compat")),
    ] {
        let mut args = vec!["resolve", "--revision", "3986"];
        args.extend(compat);
        args.extend([BASE, "http:g", "#s", "../../../g"]);
        let run = case(name, &args, None);
        assert_eq!(run.code, Some(0));
    }
}

/// `..` segments above the root: RFC 2396 and the bis draft call the reference in
/// error, which the text marks; `--remove-dot-dot` removes them (RFC 2396 Appendix C.2,
/// "some implementations"); RFC 3986 always does, url-00 never.
#[test]
fn resolve_above_root_and_remove_dot_dot() {
    let kept = case(
        "resolve_above_root",
        &["resolve", "--revision", "all", BASE, "../../../g", "../g"],
        None,
    );
    let lines: Vec<&str> = kept.stdout.lines().collect();
    // The first input's line of a revision, and the second's.
    let line = |id: &str, nth: usize| {
        *lines
            .iter()
            .filter(|l| l.starts_with(&format!("{id} ")))
            .nth(nth)
            .unwrap_or_else(|| panic!("no line {nth} for {id}"))
    };
    for id in ["rfc2396", "rfc2732"] {
        assert!(
            line(id, 0)
                .ends_with("= http://a/../g   (error: \"..\" above the root, kept: §5.2 step 6g)"),
            "{}",
            line(id, 0)
        );
    }
    assert!(
        line("draft-fielding-uri-rfc2396bis-00", 0)
            .ends_with("= http://a/../g   (error: \"..\" above the root, kept: §5.2 merge step 7)"),
        "{}",
        line("draft-fielding-uri-rfc2396bis-00", 0)
    );
    assert!(
        line("rfc3986", 0)
            .ends_with("= http://a/g   (note: \"..\" above the root, removed: §5.2.4)"),
        "{}",
        line("rfc3986", 0)
    );
    assert!(
        line("rfc2396", 1).ends_with("= http://a/b/g"),
        "no note without ..: {}",
        line("rfc2396", 1)
    );
    let removed = case(
        "resolve_remove_dot_dot",
        &[
            "resolve",
            "--revision",
            "2396",
            "--remove-dot-dot",
            BASE,
            "../../../g",
        ],
        None,
    );
    assert_eq!(
        removed.stdout,
        "../../../g     = http://a/g   (error: \"..\" above the root, removed: §5.2 step 6g)\n"
    );
    let json = urispec(
        &[
            "resolve",
            "--revision",
            "2396",
            "--remove-dot-dot",
            "--compat",
            "--format",
            "jsonl",
            BASE,
            "../../../g",
            "HTTP:g",
        ],
        None,
    );
    let records: Vec<serde_json::Value> = json
        .stdout
        .lines()
        .map(|l| serde_json::from_str(l).expect("a JSON line"))
        .collect();
    let answer = |i: usize| &records[i]["revisions"][0];
    assert_eq!(answer(0)["target"], "http://a/g");
    assert_eq!(
        (
            answer(0)["above_root"].as_bool(),
            answer(0)["scheme_ignored"].as_bool()
        ),
        (Some(true), Some(false))
    );
    assert_eq!(answer(1)["target"], "http://a/b/c/g");
    assert_eq!(
        (
            answer(1)["above_root"].as_bool(),
            answer(1)["scheme_ignored"].as_bool()
        ),
        (Some(false), Some(true))
    );
}

#[test]
fn resolve_strict() {
    case(
        "resolve_strict",
        &["resolve", "--revision", "2396", BASE, "http:g"],
        None,
    );
}

#[test]
fn resolve_rfc1738_error() {
    let run = case(
        "resolve_rfc1738_error",
        &["resolve", "--revision", "rfc1738", BASE, "g"],
        None,
    );
    assert_eq!(run.code, Some(1));
}

#[test]
fn resolve_jsonl() {
    case(
        "resolve_jsonl",
        &[
            "resolve",
            "--revision",
            "all",
            "--format",
            "jsonl",
            BASE,
            "?y",
            "../g",
        ],
        None,
    );
}

#[test]
fn resolve_stdin() {
    case(
        "resolve_stdin",
        &["resolve", "--revision", "bis-00", BASE],
        Some(b"g\r\n../../../g\n\n"),
    );
}

#[test]
fn resolve_missing_base() {
    let run = case(
        "resolve_missing_base",
        &["resolve", "--revision", "2396"],
        None,
    );
    assert_eq!(run.code, Some(2));
}

// ---- grammar -----------------------------------------------------------------

#[test]
fn grammar_rule() {
    let run = case(
        "grammar_rule",
        &["grammar", "--revision", "rfc2396", "hostname"],
        None,
    );
    assert_eq!(run.code, Some(0));
}

#[test]
fn grammar_rule_pest_spelling_multiline() {
    case(
        "grammar_rule_pest_spelling_multiline",
        &["grammar", "--revision", "2396bis", "dec_octet"],
        None,
    );
}

#[test]
fn grammar_uses() {
    case(
        "grammar_uses",
        &["grammar", "--revision", "rfc1738", "httpurl", "--uses"],
        None,
    );
}

#[test]
fn grammar_used_by() {
    case(
        "grammar_used_by",
        &["grammar", "--revision", "url-00", "reserved", "--used-by"],
        None,
    );
}

#[test]
fn grammar_uses_and_used_by_json() {
    case(
        "grammar_uses_and_used_by_json",
        &[
            "grammar",
            "-r",
            "2396",
            "port",
            "--uses",
            "--used-by",
            "--format",
            "json",
        ],
        None,
    );
}

#[test]
fn grammar_whole_head() {
    let args = ["grammar", "--revision", "rfc2396"];
    let mut run = urispec(&args, None);
    let total = run.stdout.lines().count();
    let head: Vec<&str> = run.stdout.lines().take(24).collect();
    run.stdout = format!("{}\n(first 24 of {total} lines)\n", head.join("\n"));
    let text = record(&args, None, &run);
    common::snapshot_settings("cli").bind(|| insta::assert_snapshot!("grammar_whole_head", text));
    assert_eq!(run.code, Some(0));
}

#[test]
fn grammar_unknown_rule() {
    let run = case(
        "grammar_unknown_rule",
        &["grammar", "--revision", "2396bis", "ipv6"],
        None,
    );
    assert_eq!(run.code, Some(2));
}

#[test]
fn grammar_unknown_rule_no_close_name() {
    let run = case(
        "grammar_unknown_rule_no_close_name",
        &["grammar", "-r", "1738", "xyz"],
        None,
    );
    assert_eq!(run.code, Some(2));
}

#[test]
fn grammar_uses_needs_a_rule() {
    let run = case(
        "grammar_uses_needs_a_rule",
        &["grammar", "-r", "1738", "--uses"],
        None,
    );
    assert_eq!(run.code, Some(2));
}

// ---- completions -------------------------------------------------------------

#[test]
fn completions_bash() {
    let run = urispec(&["completions", "bash"], None);
    assert_eq!(run.code, Some(0), "{}", run.stderr);
    assert!(run.stdout.contains("urispec"));
    assert!(run.stdout.contains("grammar"), "every subcommand completes");
}

/// Completing `--revision` offers the revisions' names, and `all` where the command
/// takes it (`check`), not for `grammar`, which shows one revision's grammar.
#[test]
fn completions_offer_the_revisions_each_command_takes() {
    let run = urispec(&["completions", "bash"], None);
    let offered = |command: &str| -> Vec<String> {
        let section = run
            .stdout
            .split(&format!(" urispec__subcmd__{command})"))
            .nth(1)
            .unwrap_or_default();
        let after = section.split("--revision)").nth(1).unwrap_or_default();
        let words = after.split("compgen -W \"").nth(1).unwrap_or_default();
        let words = words.split('"').next().unwrap_or_default();
        words.split_whitespace().map(str::to_owned).collect()
    };
    let (check, grammar) = (offered("check"), offered("grammar"));
    for name in ["rfc3986", "2396", "whatwg"] {
        assert!(check.iter().any(|w| w == name), "check: {check:?}");
        assert!(grammar.iter().any(|w| w == name), "grammar: {grammar:?}");
    }
    assert!(check.iter().any(|w| w == "all"), "{check:?}");
    assert!(!grammar.iter().any(|w| w == "all"), "{grammar:?}");
}

#[test]
fn completions_every_shell() {
    for shell in ["bash", "zsh", "fish", "elvish", "powershell"] {
        let run = urispec(&["completions", shell], None);
        assert_eq!(run.code, Some(0), "{shell}: {}", run.stderr);
        assert!(run.stdout.contains("urispec"), "{shell}");
    }
}

#[test]
fn every_command_help_has_examples() {
    for command in [
        "check",
        "parse",
        "resolve",
        "tree",
        "compare",
        "grammar",
        "completions",
        "diff",
        "man",
        "schema",
    ] {
        let run = urispec(&[command, "--help"], None);
        assert_eq!(run.code, Some(0), "{command}");
        assert!(
            run.stdout.contains("Examples:\n  urispec "),
            "{command} --help has no examples"
        );
    }
}

/// The helps that list the revisions' ids and aliases list every one (they once
/// stopped at RFC 3986).
#[test]
fn the_listed_revisions_are_every_revision() {
    for command in ["check", "grammar"] {
        let run = urispec(&[command, "--help"], None);
        let help = run.stdout.split_whitespace().collect::<Vec<_>>().join(" ");
        for rev in urispec::Revision::ALL {
            for name in std::iter::once(rev.id()).chain(rev.aliases().iter().copied()) {
                assert!(help.contains(name), "{command} --help does not name {name}");
            }
        }
    }
}

// ---- compare and tree ---------------------------------------------------------

#[test]
fn compare_the_walkthrough_inputs() {
    let inputs = [
        "http://host/~user",
        "HTTP://a",
        "http://[::1]/",
        "foo://a?b#c",
        "http://a/b;p/c?q",
    ];
    let args: Vec<&str> = std::iter::once("compare").chain(inputs).collect();
    let run = case("compare_walkthrough", &args, None);
    assert_eq!(run.code, Some(1));
}

#[test]
fn compare_with_base_json() {
    let run = case(
        "compare_base_json",
        &["compare", "--base", BASE, "--format", "json", "?y"],
        None,
    );
    assert_eq!(run.code, Some(1));
}

/// With a base, the table's last column is `resolved`: the target, `(current
/// document)` before a same-document reference's, and after an invalid row's error
/// (the Standard's parser's failure included) its resolution; the column is marked
/// where the rows differ.
#[test]
fn compare_with_base_text() {
    let run = case(
        "compare_base_text",
        &[
            "compare",
            "--base",
            BASE,
            "--with",
            "whatwg",
            "#s",
            "http://a b",
            "g;x=1/../y",
        ],
        None,
    );
    assert_eq!(run.code, Some(1));
}

#[test]
fn tree_valid_full() {
    let run = case(
        "tree_valid_full",
        &[
            "tree",
            "--revision",
            "rfc2396",
            "--full",
            "http://a/%7Euser;p?q",
        ],
        None,
    );
    assert_eq!(run.code, Some(0));
}

#[test]
fn tree_invalid_shows_the_longest_derivation() {
    let run = case(
        "tree_invalid",
        &["tree", "--revision", "rfc1738", "http://host/~user"],
        None,
    );
    assert_eq!(run.code, Some(1));
}

#[test]
fn color_always_paints_and_never_does_not() {
    let painted = urispec(&["--color", "always", "check", "-r", "2396", "a b"], None);
    assert!(
        painted.stdout.contains("\x1b[1;31minvalid\x1b[0m"),
        "{:?}",
        painted.stdout
    );
    let plain = urispec(&["--color", "never", "check", "-r", "2396", "a b"], None);
    assert!(!plain.stdout.contains('\x1b'));
}

// ---- equivalent, normalize, encode, decode ---------------------------------------

#[test]
fn equivalent_xerox_all_revisions() {
    let run = case(
        "equivalent_xerox_all",
        &[
            "equivalent",
            "--revision",
            "all",
            "http://www.XEROX.com",
            "http://www.xerox.com",
        ],
        None,
    );
    assert_eq!(run.code, Some(1));
}

#[test]
fn equivalent_tilde_and_ports() {
    let run = case(
        "equivalent_tilde_ports",
        &[
            "equivalent",
            "--revision",
            "2396",
            "--rfc1738-ports",
            "HTTP://a:80/%7euser",
            "http://A/~user",
        ],
        None,
    );
    assert_eq!(run.code, Some(0));
}

#[test]
fn equivalent_stdin_jsonl() {
    let run = case(
        "equivalent_stdin_jsonl",
        &["equivalent", "--revision", "url-00", "--format", "jsonl"],
        Some(b"HTTP://a/\thttp://a/\nhttp://a/b  http://a/B\n"),
    );
    assert_eq!(run.code, Some(1));
}

#[test]
fn equivalent_rejected_everywhere() {
    let run = case(
        "equivalent_rejected",
        &[
            "equivalent",
            "--revision",
            "rfc2396",
            "http://a b",
            "http://a",
        ],
        None,
    );
    assert_eq!(run.code, Some(2));
}

/// A pair some revision finds not equivalent decides the exit status (1), even when
/// another line holds no pair or a pair every revision rejects: those are answered
/// as errors in their place, and the error status (2) is for a run with no "not
/// equivalent" to report.
#[test]
fn equivalent_not_equivalent_outweighs_an_unanswered_line() {
    let pairs: [&[u8]; 2] = [
        b"http://a/\thttp://b/\nhttp://a/\n",
        b"http://a/%zz\thttp://a/\nhttp://a/\thttp://b/\n",
    ];
    for stdin in pairs {
        let run = urispec(&["equivalent", "--revision", "rfc3986"], Some(stdin));
        assert_eq!(run.code, Some(1), "{}{}", run.stdout, run.stderr);
        assert!(run.stdout.contains("not equivalent"), "{}", run.stdout);
    }
}

/// A line that holds no pair is answered in its place, named by its number (counted
/// from 1, as an editor counts) and echoed.
#[test]
fn equivalent_names_a_line_without_a_pair_by_its_number() {
    let stdin = b"a b c\nhttp://a/\thttp://a/\nhttp://a/\n";
    let run = urispec(&["equivalent", "--revision", "rfc3986"], Some(stdin));
    let lines: Vec<&str> = run.stdout.lines().collect();
    let expected = "expected two references separated by a tab or spaces";
    assert_eq!(lines[0], format!("input line 1: {expected}: \"a b c\""));
    assert_eq!(lines[3], format!("input line 3: {expected}: \"http://a/\""));
    assert_eq!(lines.len(), 4, "{}", run.stdout);
    assert_eq!(run.code, Some(2), "{}", run.stderr);
}

#[test]
fn normalize_all_revisions() {
    let run = case(
        "normalize_all",
        &["normalize", "--revision", "all", "HTTP://A:80/%7e%3a"],
        None,
    );
    assert_eq!(run.code, Some(1));
}

#[test]
fn normalize_levels_json() {
    let run = case(
        "normalize_levels_json",
        &[
            "normalize",
            "--revision",
            "1738",
            "--level",
            "syntax",
            "--format",
            "json",
            "http://a:80",
        ],
        None,
    );
    assert_eq!(run.code, Some(0));
}

/// RFC 3987 §4.1 is prose: a bidi formatting character is valid (the grammar's
/// `ucschar`), with a note; the JSON answer carries it as `notes`.
#[test]
fn check_bidi_formatting_is_a_note() {
    let run = case(
        "check_bidi_note",
        &["check", "--revision", "iri", "http://a/\u{202E}b\u{200E}"],
        None,
    );
    assert_eq!(run.code, Some(0));
    assert_eq!(run.stdout.matches("note: ").count(), 2, "{}", run.stdout);
    let json = urispec(
        &[
            "check",
            "-r",
            "iri",
            "--format",
            "jsonl",
            "http://a/\u{202E}",
        ],
        None,
    );
    assert!(
        json.stdout.contains("\"notes\":[{\"offset\":9,"),
        "{}",
        json.stdout
    );
    assert!(
        json.stdout.contains("\"section\":\"§4.1\""),
        "{}",
        json.stdout
    );
}

/// A zone identifier RFC 6874 accepts is valid, with the note of what RFC 6874 §4
/// and RFC 9844 say of it; RFC 3986 has no zone identifier, hence no note.
#[test]
fn check_zone_identifier_is_a_note() {
    let input = "http://[fe80::1%25en1]/";
    let json = urispec(&["check", "-r", "6874", "--format", "jsonl", input], None);
    assert_eq!(json.code, Some(0), "{}", json.stderr);
    assert!(
        json.stdout.contains(
            "\"valid\":true,\"notes\":[{\"offset\":15,\"text\":\"zone identifier \\\"en1\\\""
        ),
        "{}",
        json.stdout
    );
    assert!(
        json.stdout
            .contains("\"section\":\"RFC 6874 §2, §4; RFC 9844 §3\"}]"),
        "{}",
        json.stdout
    );
    let text = urispec(&["check", "-r", "6874", input], None);
    assert_eq!(
        text.stdout.matches("note: zone identifier").count(),
        1,
        "{}",
        text.stdout
    );
    let rfc3986 = urispec(
        &[
            "check",
            "-r",
            "3986",
            "--format",
            "jsonl",
            "http://[fe80::1]/",
        ],
        None,
    );
    assert!(!rfc3986.stdout.contains("notes"), "{}", rfc3986.stdout);
}

/// RFC 3987 §3.1 and §3.2.1's examples through the command; exit 1 for an input that
/// is no reference.
#[test]
fn convert_both_ways() {
    let run = case(
        "convert_to_uri",
        &[
            "convert",
            "--to",
            "uri",
            "http://résumé.example.org",
            "http://a/\u{E000}",
        ],
        None,
    );
    assert_eq!(run.code, Some(1));
    assert!(
        run.stdout
            .starts_with("http://r%C3%A9sum%C3%A9.example.org\n")
    );
    let run = case(
        "convert_to_iri",
        &[
            "convert",
            "--to",
            "iri",
            "http://www.example.org/D%C3%BCrst",
            "http://www.example.org/D%FCrst",
            "http://xn--99zt52a.example.org/%e2%80%ae",
        ],
        None,
    );
    assert_eq!(run.code, Some(0));
    assert_eq!(
        run.stdout,
        "http://www.example.org/Dürst\nhttp://www.example.org/D%FCrst\nhttp://xn--99zt52a.example.org/%E2%80%AE\n"
    );
}

#[test]
fn encode_components() {
    let run = case(
        "encode_components",
        &[
            "encode",
            "--revision",
            "2396",
            "--component",
            "segment",
            "a b;c/~é",
            "100%",
        ],
        None,
    );
    assert_eq!(run.code, Some(0));
    let run = case(
        "encode_unknown_component",
        &[
            "encode",
            "--revision",
            "1738",
            "--component",
            "segment",
            "x",
        ],
        None,
    );
    assert_eq!(run.code, Some(2));
}

#[test]
fn decode_bad_escape() {
    let run = case(
        "decode_bad_escape",
        &["decode", "a%20b%7e", "caf%C3%A9", "%FF", "a%2g"],
        None,
    );
    assert_eq!(run.code, Some(1));
    case(
        "decode_jsonl",
        &["decode", "--format", "jsonl", "%41%FF", "%4"],
        None,
    );
}

// ---- pipelines: files, batches, exit statuses (issue 9) -------------------------

/// A file in the target directory holding `lines`; returns its path.
fn file(name: &str, lines: &[u8]) -> String {
    let path = std::env::temp_dir().join(format!("urispec-cli-{}-{name}", std::process::id()));
    std::fs::write(&path, lines).expect("writes the input file");
    path.to_string_lossy().into_owned()
}

#[test]
fn check_from_files_and_stdin() {
    let path = file("from.txt", b"http://a/\r\nhttp://a b\n");
    let run = urispec(
        &["check", "-r", "2396", "--from", &path, "--from", "-", "g"],
        Some(b"?y\n"),
    );
    assert_eq!(run.code, Some(1));
    let shown = run.stdout.replace(&path, "FILE");
    common::snapshot_settings("cli").bind(|| insta::assert_snapshot!("check_from", shown));
    let missing = urispec(&["check", "-r", "2396", "--from", "/nonexistent/x"], None);
    assert_eq!(missing.code, Some(2));
    assert!(
        missing.stderr.contains("reading /nonexistent/x"),
        "{}",
        missing.stderr
    );
}

#[test]
fn check_quiet_count_only() {
    let stdin: &[u8] = b"http://a/\nhttp://a b\nHTTP://a\n";
    let quiet = case(
        "check_quiet",
        &["check", "-r", "2396", "--quiet"],
        Some(stdin),
    );
    assert_eq!(quiet.code, Some(1));
    assert!(quiet.stdout.is_empty());
    assert_eq!(
        urispec(&["check", "-r", "2396", "-q", "g"], None).code,
        Some(0)
    );
    case(
        "check_count",
        &["check", "-r", "all", "--count"],
        Some(stdin),
    );
    case(
        "check_only_invalid",
        &["check", "-r", "1738", "--only", "invalid"],
        Some(stdin),
    );
    case(
        "check_only_valid",
        &["check", "-r", "1738", "--only", "valid"],
        Some(stdin),
    );
}

/// Only a closed pipe ends quietly: any other error writing the output (a full disk,
/// `/dev/full`) is said on standard error, with exit status 2.
#[test]
fn an_output_error_other_than_a_closed_pipe_is_said_with_status_2() {
    let full = std::fs::OpenOptions::new()
        .write(true)
        .open("/dev/full")
        .expect("Linux's /dev/full");
    let out = Command::new(env!("CARGO_BIN_EXE_urispec"))
        .args(["check", "-r", "3986", "http://a/"])
        .stdout(full)
        .output()
        .expect("runs");
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert_eq!(out.status.code(), Some(2), "{stderr}");
    assert!(
        stderr.starts_with("urispec: writing standard output: "),
        "{stderr}"
    );
}

#[test]
fn a_closed_pipe_ends_quietly_with_status_0() {
    let lines: Vec<u8> = b"http://a/b\n".repeat(200_000);
    for args in [
        &["check", "-r", "all"][..],
        &["parse", "-r", "2396"],
        &["tree", "-r", "2396"],
        &["compare"],
        &["resolve", "-r", "2396", "http://a/b/c"],
        &["normalize", "-r", "2396"],
        &["encode", "-r", "2396", "-c", "segment"],
        &["decode"],
        &["equivalent", "-r", "2396"],
    ] {
        let lines = if args[0] == "equivalent" {
            b"http://a/b http://a/b\n".repeat(200_000)
        } else {
            lines.clone()
        };
        let mut child = Command::new(env!("CARGO_BIN_EXE_urispec"))
            .args(args)
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::piped())
            .spawn()
            .expect("runs");
        let mut stdin = child.stdin.take().expect("piped");
        let writer = std::thread::spawn(move || {
            let _ = stdin.write_all(&lines);
        });
        let mut stdout = child.stdout.take().expect("piped");
        let mut first = [0u8; 16];
        std::io::Read::read_exact(&mut stdout, &mut first).expect("some output");
        drop(stdout); // like `| head -c 16`
        let out = child.wait_with_output().expect("finishes");
        let _ = writer.join();
        assert_eq!(out.status.code(), Some(0), "{args:?}");
        assert!(
            out.stderr.is_empty(),
            "{args:?}: {}",
            String::from_utf8_lossy(&out.stderr)
        );
    }
}

#[test]
fn batches_for_parse_tree_compare_resolve() {
    let stdin: &[u8] = b"http://a/b\n?y\n";
    case("parse_batch", &["parse", "-r", "2396"], Some(stdin));
    case("tree_batch", &["tree", "-r", "2396"], Some(stdin));
    case("compare_batch", &["compare"], Some(b"HTTP://a\n"));
    case(
        "resolve_batch_aligned",
        &[
            "resolve",
            "-r",
            "2396",
            BASE,
            "g",
            "../../../../g?a-long-one",
            ";x",
        ],
        None,
    );
}

#[test]
fn equiv_commands_read_from_files_and_stdin() {
    let refs = file("refs.txt", b"HTTP://a/%7e\n");
    let pairs = file("pairs.txt", b"HTTP://a/%7e\thttp://a/~\n");
    let snapshot = |name: &str, run: &Run| {
        let shown = run.stdout.replace(&refs, "FILE").replace(&pairs, "FILE");
        common::snapshot_settings("cli").bind(|| insta::assert_snapshot!(name, shown));
    };
    let run = urispec(
        &[
            "normalize",
            "-r",
            "2396",
            "http://A",
            "--from",
            &refs,
            "--from",
            "-",
        ],
        Some(b"http://a:80/\n"),
    );
    assert_eq!(run.code, Some(0));
    snapshot("normalize_from_files", &run);
    let run = urispec(
        &["equivalent", "-r", "2396", "--from", &pairs, "--from", "-"],
        Some(b"http://a/b http://a/B\n"),
    );
    assert_eq!(run.code, Some(1));
    snapshot("equivalent_from_files", &run);
    let run = urispec(
        &["decode", "--format", "json", "--from", &refs, "a%2g"],
        None,
    );
    assert_eq!(run.code, Some(1));
    snapshot("decode_from_files_json", &run);
    let run = case(
        "equivalent_one_reference",
        &["equivalent", "-r", "2396", "http://a"],
        None,
    );
    assert_eq!(run.code, Some(2));
}

#[test]
fn normalize_stdin_jsonl_invalid_utf8() {
    let run = case(
        "normalize_stdin_jsonl",
        &["normalize", "--revision", "3986", "--format", "jsonl"],
        Some(b"HTTP://Example.COM:80\r\nfoo:/a/./b/../c\nhttp://a/\xFF\n"),
    );
    assert_eq!(run.code, Some(1));
}

/// `--exit-code` says 1 whichever kinds of change there are: RFC 3987 adds and removes
/// rules but renames none and changes no rule of RFC 3986's; back from RFC 6874, RFC
/// 3986 only removes rules and changes one.
#[test]
fn diff_exit_code_sees_each_kind_of_change_alone() {
    for (from, to) in [("3986", "3987"), ("6874", "3986")] {
        let run = urispec(&["diff", from, to, "--exit-code"], None);
        assert_eq!(run.code, Some(1), "{from} → {to}: {}", run.stdout);
    }
}

#[test]
fn diff_exit_code_and_tries() {
    assert_eq!(
        urispec(&["diff", "2396", "bis-00", "--exit-code"], None).code,
        Some(1)
    );
    assert_eq!(
        urispec(&["diff", "2396", "2396", "--exit-code"], None).code,
        Some(0)
    );
    assert_eq!(urispec(&["diff", "2396", "bis-00"], None).code, Some(0));
    let zero = case(
        "diff_tries_zero",
        &["diff", "2396", "bis-00", "--witnesses", "--tries", "0"],
        None,
    );
    assert_eq!(zero.code, Some(2));
    let one = urispec(
        &["diff", "2396", "bis-00", "--witnesses", "--tries", "1"],
        None,
    );
    assert!(one.stdout.contains("in 1 try"), "{}", one.stdout);
    assert!(!one.stdout.contains("1 tries"));
}

#[test]
fn resolve_strict_and_invalid_utf8() {
    let strict = case(
        "resolve_strict_flag",
        &["resolve", "-r", "2396", "--strict", BASE, "?y"],
        None,
    );
    assert_eq!(strict.code, Some(1));
    assert_eq!(
        urispec(&["resolve", "-r", "2396", BASE, "?y"], None).code,
        Some(0)
    );
    let bad = case(
        "resolve_invalid_utf8",
        &["resolve", "-r", "2396", BASE],
        Some(b"\xFF\n"),
    );
    assert_eq!(bad.code, Some(1));
    assert!(
        !bad.stdout.contains("http://a"),
        "nothing resolved: {}",
        bad.stdout
    );
}

#[test]
fn compare_unusable_base_up_front() {
    let run = case(
        "compare_unusable_base",
        &["compare", "--base", "g/h", "?y"],
        None,
    );
    assert_eq!(run.code, Some(2));
}

#[test]
fn revision_names_ignore_case_and_all_is_listed() {
    assert_eq!(
        urispec(&["check", "-r", "RFC2396", "g"], None).code,
        Some(0)
    );
    assert_eq!(
        urispec(&["check", "-r", "ALL", "http://a/"], None).code,
        Some(0)
    );
    let unknown = urispec(&["check", "-r", "rfc3988", "g"], None);
    assert!(unknown.stderr.contains(", or all"), "{}", unknown.stderr);
}

#[test]
fn rule_missing_in_some_revisions_answers_per_revision() {
    let run = case(
        "check_rule_per_revision",
        &["check", "--revision", "all", "--rule", "IPv6address", "::1"],
        None,
    );
    assert_eq!(run.code, Some(1));
}

#[test]
fn every_help_describes_its_own_output() {
    let parse_text = "The common view and an indented outline";
    let mut seen = Vec::new();
    for command in [
        "check",
        "parse",
        "resolve",
        "tree",
        "compare",
        "grammar",
        "diff",
        "equivalent",
        "normalize",
        "encode",
        "decode",
    ] {
        let run = urispec(&[command, "--help"], None);
        assert!(!run.stdout.contains(parse_text), "{command}");
        let about = run
            .stdout
            .split("\n\n")
            .nth(1)
            .unwrap_or_default()
            .to_owned();
        assert!(
            !seen.contains(&about),
            "{command} repeats another's help: {about}"
        );
        seen.push(about);
    }
}

#[test]
fn tree_full_json_shows_the_characters() {
    let plain = urispec(
        &["tree", "-r", "2396", "--format", "json", "http://a"],
        None,
    );
    let full = urispec(
        &[
            "tree", "-r", "2396", "--full", "--format", "json", "http://a",
        ],
        None,
    );
    assert_ne!(plain.stdout, full.stdout);
    assert!(
        full.stdout
            .contains(r#""characters":[{"class":"lowalpha","text":"http","start":0}]"#),
        "{}",
        full.stdout
    );
}

/// Each run of a node's own characters starts at its byte in the input: in a node that
/// does not start the input, and after a run of its own (an escape among them).
#[test]
fn tree_full_json_runs_start_where_their_characters_are() {
    let full = urispec(
        &[
            "tree",
            "-r",
            "2396",
            "--full",
            "--format",
            "json",
            "http://a/b%7Ec;p",
        ],
        None,
    );
    assert!(
        full.stdout.contains(concat!(
            r#""characters":[{"class":"lowalpha","text":"b","start":9},"#,
            r#"{"class":"escaped","text":"%7E","start":10},"#,
            r#"{"class":"lowalpha","text":"c","start":13},"#,
            r#"{"class":"literal","text":";","start":14}]"#
        )),
        "{}",
        full.stdout
    );
}

#[test]
fn echoed_input_is_escaped_one_way_everywhere() {
    // NUL cannot be an argument: every input comes from standard input.
    let input = "a\tb\0c\u{202E}d\n";
    let mut outputs = Vec::new();
    for args in [
        &["check", "-r", "2396"][..],
        &["parse", "-r", "2396"],
        &["tree", "-r", "2396"],
        &["compare"],
        &["resolve", "-r", "2396", BASE],
        &["normalize", "-r", "2396"],
        &["decode"],
    ] {
        let run = urispec(args, Some(input.as_bytes()));
        assert!(
            run.stdout.contains(r"a\u{9}b\u{0}c\u{202e}d"),
            "{args:?}: {}",
            run.stdout
        );
        assert!(
            !run.stdout.contains('\u{202E}') && !run.stdout.contains('\t'),
            "{args:?}"
        );
        outputs.push(run.stdout);
    }
    assert_eq!(outputs.len(), 7);
}

#[test]
fn completions_offer_revisions_and_rules_not_files() {
    let run = urispec(&["completions", "bash"], None);
    assert!(run.stdout.contains("draft-fielding-uri-rfc2396bis-00"));
    assert!(run.stdout.contains("IPv6address"));
    for command in [
        "equivalent",
        "normalize",
        "encode",
        "decode",
        "rfc1738-ports",
    ] {
        assert!(run.stdout.contains(command), "bash completes {command}");
    }
    let fish = urispec(&["completions", "fish"], None);
    assert!(
        fish.stdout.contains("-l revision") && fish.stdout.contains("rfc1738"),
        "{}",
        fish.stdout
    );
}

#[test]
fn man_page() {
    let run = urispec(&["man"], None);
    assert_eq!(run.code, Some(0));
    assert!(
        run.stdout.starts_with(".ie"),
        "roff: {}",
        &run.stdout[..40.min(run.stdout.len())]
    );
    assert!(run.stdout.contains("urispec\\-check") || run.stdout.contains("check"));
    for command in ["equivalent", "normalize", "encode", "decode"] {
        assert!(run.stdout.contains(command), "the man page lists {command}");
    }
}

/// `--count` prints counts only, so `--only` beside it is refused (as `--quiet` is),
/// and one input is "1 input".
#[test]
fn check_count_refuses_only_and_counts_in_words() {
    let run = urispec(
        &["check", "-r", "3986", "--count", "--only", "invalid", "a"],
        None,
    );
    assert_eq!(run.code, Some(2), "{}", run.stderr);
    assert!(run.stderr.contains("cannot be used with"), "{}", run.stderr);
    let run = urispec(&["check", "-r", "3986", "--count", "a"], None);
    assert_eq!(run.stdout, "1 input: 1 valid, 0 invalid\n");
}

/// Every page `urispec man` lists (`urispec-NAME(1)`) is one `urispec man NAME`
/// prints, titled so.
#[test]
fn every_listed_man_page_exists() {
    let page = urispec(&["man"], None).stdout;
    let listed: Vec<&str> = page
        .lines()
        .filter_map(|l| l.strip_prefix("urispec\\-")?.strip_suffix("(1)"))
        .collect();
    assert!(listed.len() > 10, "{page}");
    for name in listed {
        let run = urispec(&["man", name], None);
        assert_eq!(run.code, Some(0), "urispec man {name}: {}", run.stderr);
        assert!(
            run.stdout.contains(&format!(".TH urispec-{name} 1")),
            "urispec man {name}: {}",
            &run.stdout[..run.stdout.len().min(300)]
        );
    }
    assert_eq!(urispec(&["man", "nope"], None).code, Some(2));
}

/// Text output stays linear in the input: one long reference does not pad every
/// other line to its width (it used to: 1,000 short references and one of 100 KB
/// printed 100 MB).
#[test]
fn resolve_text_pads_within_a_bound() {
    let mut stdin = "g\n".repeat(500);
    stdin.push_str(&"a".repeat(20_000));
    stdin.push('\n');
    let run = urispec(
        &["resolve", "-r", "3986", "http://a/b"],
        Some(stdin.as_bytes()),
    );
    assert_eq!(run.code, Some(0), "{}", run.stderr);
    let lines: Vec<&str> = run.stdout.lines().collect();
    assert_eq!(lines.len(), 501);
    assert_eq!(lines[0], "g              = http://a/g");
    assert!(lines[..500].iter().all(|l| l.len() < 60), "{}", lines[0]);
    assert!(
        run.stdout.len() < 3 * stdin.len(),
        "{} bytes",
        run.stdout.len()
    );
}

// ---- text echo and pair lines (lossless) --------------------------------------------

/// Text output doubles the backslash: the six characters `a\xFFb` and the bytes
/// `a<FF>b`, a typed `\u{202e}` and a real U+202E, never print the same; invisible
/// characters (U+200B, private use, no-break space) are escaped as controls are.
#[test]
fn text_echo_is_unambiguous() {
    let run = urispec(
        &["check", "--revision", "rfc3986"],
        Some(b"a\\xFFb\na\xFFb\na\\u{202e}b\na\xE2\x80\xAEb\nhttp://a/\xE2\x80\x8B\nhttp://a/\xEE\x80\x80\nhttp://a/\xC2\xA0\n"),
    );
    let shown: Vec<&str> = run
        .stdout
        .lines()
        .filter_map(|l| l.strip_prefix("invalid  "))
        .collect();
    assert_eq!(
        shown,
        [
            "a\\\\xFFb",
            "a\\xFFb",
            "a\\\\u{202e}b",
            "a\\u{202e}b",
            "http://a/\\u{200b}",
            "http://a/\\u{e000}",
            "http://a/\\u{a0}",
        ],
        "{}",
        run.stdout
    );
    // The caret counts the doubled backslash: it stands under the `\` shown at byte 1.
    let caret = run.stdout.lines().nth(1).unwrap();
    assert_eq!(caret.find('^'), Some("invalid  a".len()), "{caret}");
}

/// A pair line is split on tabs and spaces only: the two CRs before the first
/// reference stay in it (and make it invalid), and the echo shows them.
#[test]
fn equivalent_pair_lines_split_on_tab_or_spaces_only() {
    let run = urispec(
        &["equivalent", "--revision", "rfc3986", "--format", "jsonl"],
        Some(b"\r\rhttp://a/\thttp://a/\nhttp://a/  \x0Bhttp://a/\n"),
    );
    let records: Vec<serde_json::Value> = run
        .stdout
        .lines()
        .map(|l| serde_json::from_str(l).unwrap())
        .collect();
    assert_eq!(records.len(), 2, "{}", run.stdout);
    assert_eq!(records[0]["a"]["input"], "\r\rhttp://a/");
    assert_eq!(records[0]["b"]["input"], "http://a/");
    assert_eq!(records[0]["equivalent"], false);
    assert_eq!(records[1]["b"]["input"], "\x0Bhttp://a/");
    assert_eq!(records[1]["equivalent"], false);
    assert_eq!(run.code, Some(2), "{}", run.stderr);
}

/// A line over the limit is one clear record in the output, where its answer would
/// be; the lines around it are answered; the exit status is 2.
#[test]
fn a_line_over_the_limit_is_a_record_and_the_run_goes_on() {
    let input = b"http://a/\nhttp://aaaaaaaaaaaaaaaaaaaa/\r\nhttp://b/\r\nhttp://c/";
    let r = urispec(
        &["check", "--revision", "rfc3986", "--max-line-bytes", "10"],
        Some(input),
    );
    assert_eq!(
        r.stdout,
        "valid    http://a/\n\
         too long  standard input, line 2: 28 bytes, over --max-line-bytes (10): not read; \
         it begins \"http://aaa\"\n\
         valid    http://b/\nvalid    http://c/\n"
    );
    assert_eq!(r.stderr, "");
    assert_eq!(r.code, Some(2));
    // Exactly at the limit (its CRLF not counted) is read.
    let r = urispec(
        &["check", "--revision", "rfc3986", "--max-line-bytes", "9"],
        Some(b"http://a/\r\n"),
    );
    assert_eq!(
        (r.code, r.stdout.as_str()),
        (Some(0), "valid    http://a/\n")
    );
    // Its first bytes end on a whole character, escaped as every echo is.
    let r = urispec(
        &["decode", "--max-line-bytes", "4"],
        Some("\\a\u{202e}bcdef\n".as_bytes()),
    );
    assert_eq!(
        r.stdout,
        "too long  standard input, line 1: 10 bytes, over --max-line-bytes (4): not read; \
         it begins \"\\\\a\"\n"
    );
    // Where no record is written per input, standard error says it.
    for args in [&["--count"][..], &["--quiet"]] {
        let args: Vec<&str> = ["check", "-r", "rfc3986", "--max-line-bytes", "10"]
            .into_iter()
            .chain(args.iter().copied())
            .collect();
        let r = urispec(&args, Some(input));
        assert_eq!(
            r.stderr,
            "urispec: standard input, line 2: 28 bytes, over --max-line-bytes (10): not read\n",
            "{args:?}"
        );
        assert_eq!(r.code, Some(2), "{args:?}");
    }
}

/// A skipped line's length leaves out its CRLF wherever the CR falls: the last byte
/// held (one over the limit), or the last byte of the reader's 64 KiB buffer with
/// the LF at the start of the next (found by the `lines` fuzz target).
#[test]
fn a_skipped_lines_length_leaves_out_a_crlf_cut_anywhere() {
    let r = urispec(
        &["check", "--revision", "rfc3986", "--max-line-bytes", "9"],
        Some(b"http://a/x\r\nhttp://a/\n"),
    );
    assert_eq!(
        r.stdout,
        "too long  standard input, line 1: 10 bytes, over --max-line-bytes (9): not read; \
         it begins \"http://a/\"\nvalid    http://a/\n"
    );
    assert_eq!(r.code, Some(2));
    let mut long = vec![b'a'; 64 * 1024 - 1];
    long.extend_from_slice(b"\r\nhttp://a/\n");
    let path = file("crlf-at-64k.txt", &long);
    let r = urispec(
        &[
            "check",
            "-r",
            "rfc3986",
            "--max-line-bytes",
            "10",
            "--from",
            &path,
        ],
        None,
    );
    assert!(r.stdout.contains("line 1: 65535 bytes,"), "{}", r.stdout);
    assert!(r.stdout.ends_with("\nvalid    http://a/\n"), "{}", r.stdout);
}

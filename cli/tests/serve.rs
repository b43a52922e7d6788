//! `urispec serve` over real HTTP on 127.0.0.1: the API answers what the CLI prints,
//! bad requests get a 4xx with a JSON error, and the server keeps serving.

use std::process::Command;

use serde_json::Value;

use crate::common::server::Server;

/// One server for the whole file, stopped when the test ends (a static would
/// outlive the test process).
#[test]
fn serve_over_http() {
    let server = Server::start();
    the_api_answers_what_the_cli_prints(&server);
    the_api_takes_a_list_of_revisions(&server);
    the_api_resolves_strictly(&server);
    bad_requests_get_a_json_error_and_the_server_keeps_serving(&server);
    the_book_and_the_playground_are_served(&server);
    not_found_and_method_not_allowed_answer_a_json_error(&server);
}

/// A list of revisions, as `compare --revision 3987,1808`: the CLI's answer, in the
/// order given.
fn the_api_takes_a_list_of_revisions(server: &Server) {
    let (status, listed) = api(server, "/api/compare?revision=3987,1808&input=http://a/b");
    assert_eq!(status, 200);
    let expected = cli_json(&[
        "compare",
        "--revision",
        "3987,1808",
        "--format",
        "json",
        "http://a/b",
    ]);
    assert_eq!(listed, expected);
    assert_eq!(listed["results"][0]["revisions"][1]["revision"], "rfc1808");
}

/// What the CLI prints with `--format json`: one JSON document.
fn cli_json(args: &[&str]) -> Value {
    let out = Command::new(env!("CARGO_BIN_EXE_urispec"))
        .args(args)
        .output()
        .unwrap();
    serde_json::from_slice(&out.stdout).unwrap()
}

fn api(server: &Server, path: &str) -> (u16, Value) {
    let (status, body) = server.get(path);
    (
        status,
        serde_json::from_str(&body).unwrap_or_else(|e| panic!("{path}: {e}: {body}")),
    )
}

fn the_api_answers_what_the_cli_prints(server: &Server) {
    let (status, check) = api(server, "/api/check?revision=all&input=http://%5B::1%5D/");
    assert_eq!(status, 200);
    let expected = cli_json(&[
        "check",
        "--revision",
        "all",
        "--format",
        "json",
        "http://[::1]/",
    ]);
    assert_eq!(check, expected);
    assert_eq!(
        check["results"][0]["revisions"].as_array().unwrap().len(),
        urispec::Revision::ALL.len()
    );

    let (status, parse) = api(
        server,
        "/api/parse?revision=2396&input=http%3A%2F%2Fa%2Fb%3Bp%3Fq",
    );
    assert_eq!(status, 200);
    let expected = cli_json(&[
        "parse",
        "--revision",
        "2396",
        "--format",
        "json",
        "http://a/b;p?q",
    ]);
    assert_eq!(parse, expected);

    let (status, resolve) = api(
        server,
        "/api/resolve?revision=all&base=http://a/b/c/d%3Bp%3Fq&input=%3Fy",
    );
    assert_eq!(status, 200);
    let expected = cli_json(&[
        "resolve",
        "--revision",
        "all",
        "--format",
        "json",
        "http://a/b/c/d;p?q",
        "?y",
    ]);
    assert_eq!(resolve, expected);

    let (status, compare) = api(server, "/api/compare?input=foo://a%3Fb%23c&base=http://a/b");
    assert_eq!(status, 200);
    let expected = cli_json(&[
        "compare",
        "--format",
        "json",
        "--base",
        "http://a/b",
        "foo://a?b#c",
    ]);
    assert_eq!(compare, expected);
    assert_eq!(compare["results"][0]["revisions"][0]["valid"], false);

    // A rule of the document, as `check --rule`.
    let (status, rule) = api(
        server,
        "/api/check?revision=2396bis&rule=IPv4address&input=1000.1.1.1",
    );
    assert_eq!(status, 200);
    let expected = cli_json(&[
        "check",
        "--revision",
        "2396bis",
        "--rule",
        "IPv4address",
        "--format",
        "json",
        "1000.1.1.1",
    ]);
    assert_eq!(rule, expected);
    assert_eq!(rule["results"][0]["valid"], true);

    // The Standard beside the documents, as `compare --with whatwg`.
    let (status, with) = api(server, "/api/compare?input=http://0x7f.1/&with=whatwg");
    assert_eq!(status, 200);
    let expected = cli_json(&[
        "compare",
        "--with",
        "whatwg",
        "--format",
        "json",
        "http://0x7f.1/",
    ]);
    assert_eq!(with, expected);
    assert_eq!(with["results"][0]["whatwg"]["hostname"], "127.0.0.1");

    // The documents' words, rule by rule.
    let (status, prose) = api(server, "/api/prose?revision=3986");
    assert_eq!(status, 200);
    assert_eq!(prose["rules"]["host"], "§3.2.2");
    assert_eq!(prose["sections"]["§3.2.2"]["title"], "Host");
}

/// Strict, as the CLI without `--compat`: RFC 3986 §5.2.2 takes `http:g` as absolute,
/// where the backward-compatible reading would give `http://a/b/c/g`.
fn the_api_resolves_strictly(server: &Server) {
    let (status, strict) = api(
        server,
        "/api/resolve?revision=3986&base=http://a/b/c/d%3Bp%3Fq&input=http:g",
    );
    assert_eq!(status, 200);
    let expected = cli_json(&[
        "resolve",
        "--revision",
        "3986",
        "--format",
        "json",
        "http://a/b/c/d;p?q",
        "http:g",
    ]);
    assert_eq!(strict, expected);
    let answer = &strict["results"][0]["revisions"][0];
    assert_eq!(answer["target"], "http:g");
    assert_eq!(answer["scheme_ignored"], false);
}

fn bad_requests_get_a_json_error_and_the_server_keeps_serving(server: &Server) {
    let long = format!("/api/check?revision=all&input={}", "a".repeat(4097));
    let cases: [(&str, u16, &str); 9] = [
        ("/api/check?input=a", 400, "missing parameter \"revision\""),
        (
            "/api/check?revision=all",
            400,
            "missing parameter \"input\"",
        ),
        (
            "/api/check?revision=1999&input=a",
            400,
            "unknown revision \"1999\"",
        ),
        ("/api/check?revision=all&input=%FF", 400, "not UTF-8"),
        ("/api/parse?revision=all&input=a%C3", 400, "not UTF-8"),
        (
            "/api/check?revision=all&input=a&input=b",
            400,
            "given twice",
        ),
        (
            "/api/check?revision=all&input=a&colour=x",
            400,
            "unknown parameter \"colour\"",
        ),
        (
            "/api/resolve?revision=all&input=g",
            400,
            "missing parameter \"base\"",
        ),
        (&long, 413, "the limit is 4096"),
    ];
    for (path, status, message) in cases {
        let (got, body) = api(server, path);
        assert_eq!(got, status, "{path}");
        let error = body["error"]
            .as_str()
            .unwrap_or_else(|| panic!("{path}: {body}"));
        assert!(error.contains(message), "{path}: {error}");
    }
    // Raw bytes that are no URI at all in the request target: refused, and the
    // server goes on.
    let (status, _) = server.get_bytes(b"/api/check?revision=all&input=\xFF\xFE");
    assert!((400..500).contains(&status), "{status}");
    let (status, _) = server.get("/api/compare?revision=1999&input=a");
    assert_eq!(status, 400);
    let (status, body) = api(server, "/api/check?revision=bis-00&input=");
    assert_eq!(status, 200);
    assert_eq!(body["results"][0]["valid"], true);
}

fn the_book_and_the_playground_are_served(server: &Server) {
    let (status, play) = server.get("/play?input=http://a/%3C%3E&base=http://b/");
    assert_eq!(status, 200);
    assert!(
        play.contains("value=\"http://a/&#60;&#62;\"")
            || play.contains("value=\"http://a/&lt;&gt;\""),
        "{play}"
    );
    assert!(play.contains("<script src=\"play.js\">"));
    let (status, script) = server.get("/play.js");
    assert_eq!(status, 200);
    assert!(script.contains("/api/"));
    let (status, index) = server.get("/");
    assert_eq!(status, 200);
    assert!(index.contains("The grammar book"));
    let (status, page) = server.get("/rfc2396.html");
    assert_eq!(status, 200);
    assert!(page.contains("id=\"rule-hostname\""));
    // A permalink's `whatwg=1` ticks the Standard's box; without it the box is not
    // ticked.
    let (status, ticked) = server.get("/play?input=http://a/&whatwg=1");
    assert_eq!(status, 200);
    assert!(ticked.contains("id=\"whatwg\" checked"), "{ticked}");
    assert!(!play.contains("id=\"whatwg\" checked"), "{play}");
}

/// Every error of the server is a JSON `{"error": …}`, as the guide's serve page promises:
/// an unknown page or endpoint (404) and a method other than GET (405).
fn not_found_and_method_not_allowed_answer_a_json_error(server: &Server) {
    let cases: [(&[u8], &[u8], u16); 5] = [
        (b"GET", b"/no-such-page.html", 404),
        (b"GET", b"/api/nothing?input=a", 404),
        (b"GET", b"/a/b/c", 404),
        (b"POST", b"/api/check?revision=all&input=a", 405),
        (b"DELETE", b"/play", 405),
    ];
    for (method, target, status) in cases {
        let (got, body) = server.request(method, target);
        let what = format!(
            "{} {}",
            String::from_utf8_lossy(method),
            String::from_utf8_lossy(target)
        );
        assert_eq!(got, status, "{what}");
        let body: Value = serde_json::from_slice(&body)
            .unwrap_or_else(|e| panic!("{what}: {e}: {}", String::from_utf8_lossy(&body)));
        assert!(
            body["error"].as_str().is_some_and(|e| !e.is_empty()),
            "{what}: {body}"
        );
    }
}

/// A connection of the test's own, with bounded waits.
fn connect(server: &Server) -> std::net::TcpStream {
    let stream = std::net::TcpStream::connect(&server.addr).unwrap();
    stream
        .set_read_timeout(Some(std::time::Duration::from_secs(20)))
        .unwrap();
    stream
}

/// Reads until the peer closes (or the read fails, a reset included): whether it
/// closed before the 20-second bound.
fn closed_by_peer(stream: &mut std::net::TcpStream) -> bool {
    use std::io::Read as _;
    let mut buf = [0; 4096];
    loop {
        match stream.read(&mut buf) {
            Ok(0) => return true,
            Ok(_) => {}
            Err(e) => {
                return !matches!(
                    e.kind(),
                    std::io::ErrorKind::WouldBlock | std::io::ErrorKind::TimedOut
                );
            }
        }
    }
}

/// A connection that sends nothing, or half a request head, is closed after
/// `--header-timeout`; so is a keep-alive connection left idle after a response.
#[test]
fn idle_and_slow_connections_are_closed() {
    use std::io::Write as _;
    let server = Server::start_with(&["--header-timeout", "0.3"]);
    let mut silent = connect(&server);
    let mut half = connect(&server);
    half.write_all(b"GET /api/check?revision=all&input=a HTTP/1.1\r\nHost: x\r\n")
        .unwrap();
    let mut kept = connect(&server);
    kept.write_all(b"GET /api/check?revision=all&input=a HTTP/1.1\r\nHost: x\r\n\r\n")
        .unwrap();
    assert!(closed_by_peer(&mut silent), "an idle connection stays open");
    assert!(
        closed_by_peer(&mut half),
        "half a request head keeps the connection"
    );
    assert!(
        closed_by_peer(&mut kept),
        "a keep-alive connection stays open"
    );
    // And the server still answers.
    assert_eq!(server.get("/api/check?revision=all&input=a").0, 200);
}

/// Past `--max-connections`, a connection waits in the backlog until a slot frees:
/// held connections cannot take every descriptor.
#[test]
fn connections_are_capped() {
    use std::io::{Read as _, Write as _};
    let server = Server::start_with(&["--max-connections", "2", "--header-timeout", "60"]);
    let first = connect(&server);
    let second = connect(&server);
    let mut third = connect(&server);
    third
        .write_all(
            b"GET /api/check?revision=all&input=a HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n",
        )
        .unwrap();
    third
        .set_read_timeout(Some(std::time::Duration::from_secs(1)))
        .unwrap();
    let mut buf = [0; 1];
    let early = third.read(&mut buf);
    assert!(
        early.is_err(),
        "the third connection was served while two were held: {early:?}"
    );
    drop(first);
    third
        .set_read_timeout(Some(std::time::Duration::from_secs(20)))
        .unwrap();
    let mut response = Vec::new();
    third.read_to_end(&mut response).unwrap();
    assert!(response.starts_with(b"HTTP/1.1 200"), "{response:?}");
    drop(second);
}

/// A cheap request is answered while expensive ones run: the API's work is off the
/// thread that reads requests (ordering, not duration).
#[test]
fn a_cheap_request_is_answered_while_expensive_ones_run() {
    use std::io::{Read as _, Write as _};
    let server = Server::start();
    let long = format!("http://a/{}", "a/".repeat(1000));
    let mut expensive: Vec<_> = (0..8)
        .map(|_| {
            let mut stream = connect(&server);
            write!(
                stream,
                "GET /api/parse?revision=all&input={long} HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n"
            )
            .unwrap();
            stream
        })
        .collect();
    let (status, _) = server.get("/api/check?revision=rfc3986&input=http://a/");
    assert_eq!(status, 200);
    let mut unanswered = 0;
    for s in &mut expensive {
        s.set_nonblocking(true).unwrap();
        let mut buf = [0; 1];
        let peeked = s.peek(&mut buf);
        if matches!(peeked, Err(e) if e.kind() == std::io::ErrorKind::WouldBlock) {
            unanswered += 1;
        }
        s.set_nonblocking(false).unwrap();
    }
    assert!(
        unanswered > 0,
        "the cheap request was answered after every expensive one"
    );
    for mut stream in expensive {
        stream
            .set_read_timeout(Some(std::time::Duration::from_secs(300)))
            .unwrap();
        let mut response = Vec::new();
        stream.read_to_end(&mut response).unwrap();
        assert!(response.starts_with(b"HTTP/1.1 200"));
    }
}

/// Ctrl-C stops the server even while a client holds an unfinished request.
#[test]
fn ctrl_c_does_not_wait_for_a_client() {
    use std::io::Write as _;
    let mut server = Server::start();
    let mut held = connect(&server);
    held.write_all(b"GET /api/check?revision=all&input=a HTTP/1.1\r\n")
        .unwrap();
    assert_eq!(server.get("/api/check?revision=all&input=a").0, 200);
    assert!(
        server.interrupt(std::time::Duration::from_secs(5)),
        "the server still runs 5 s after Ctrl-C"
    );
}

/// An address other than the loopback is served only with a warning (here one
/// this host does not have: the warning comes before the bind, which fails).
#[test]
fn a_non_loopback_address_is_warned_about() {
    let out = Command::new(env!("CARGO_BIN_EXE_urispec"))
        .args(["serve", "--port", "0", "--address", "192.0.2.1"])
        .output()
        .unwrap();
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(
        stderr.contains("warning: 192.0.2.1 is not a loopback address"),
        "{stderr}"
    );
    let out = Command::new(env!("CARGO_BIN_EXE_urispec"))
        .args(["serve", "--port", "0", "--address", "::2"])
        .output()
        .unwrap();
    assert!(String::from_utf8_lossy(&out.stderr).contains("warning"));
}

/// In a query string `+` is a space (what a browser's form sends; `%2B` is a plus),
/// and the answer says which string it checked.
#[test]
fn the_answer_echoes_the_string_checked() {
    let server = Server::start();
    let (_, check) = api(
        &server,
        "/api/check?revision=rfc3986&input=http://a/?q=uri+spec",
    );
    assert_eq!(check["results"][0]["input"], "http://a/?q=uri spec");
    assert_eq!(check["results"][0]["valid"], false);
    let (_, check) = api(
        &server,
        "/api/check?revision=rfc3986&input=http://a/?q=uri%2Bspec",
    );
    assert_eq!(check["results"][0]["input"], "http://a/?q=uri+spec");
    assert_eq!(check["results"][0]["valid"], true);
}

/// Each file of the book is served with its type: the pages as HTML, the style sheet
/// as CSS, the scripts as JavaScript and the WebAssembly package's module as
/// `application/wasm` (a browser compiles a module only when served so). The package
/// here is three stand-in files (`URISPEC_WASM_PKG`).
#[test]
fn each_file_is_served_with_its_type() {
    let dir = std::env::temp_dir().join(format!("urispec-serve-pkg-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    for name in ["index.js", "urispec_wasm.js", "urispec_wasm_bg.wasm"] {
        std::fs::write(dir.join(name), b"stand-in").unwrap();
    }
    let server = Server::start_with_env(&[], &[("URISPEC_WASM_PKG", dir.as_os_str())]);
    let (html, css, js) = (
        "text/html; charset=utf-8",
        "text/css; charset=utf-8",
        "text/javascript; charset=utf-8",
    );
    let cases = [
        ("/", html),
        ("/rfc2396.html", html),
        ("/play", html),
        ("/book.css", css),
        ("/try.js", js),
        ("/play.js", js),
        ("/urispec.js", js),
        ("/urispec_wasm.js", js),
        ("/urispec_wasm_bg.wasm", "application/wasm"),
    ];
    let wrong: Vec<String> = cases
        .into_iter()
        .filter_map(|(path, kind)| {
            let got = server.content_type(path);
            (got != (200, kind.to_owned())).then(|| format!("{path}: {got:?}, not {kind}"))
        })
        .collect();
    assert!(wrong.is_empty(), "{}", wrong.join("\n"));
    drop(server);
    std::fs::remove_dir_all(&dir).unwrap();
}

/// `--open` opens the playground in the desktop's browser: `xdg-open URL`, here a
/// stand-in first on `PATH` that writes down the address it was given.
#[test]
fn open_opens_the_playground_in_a_browser() {
    use std::os::unix::fs::PermissionsExt as _;
    let dir = std::env::temp_dir().join(format!("urispec-serve-open-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let opener = dir.join("xdg-open");
    std::fs::write(
        &opener,
        "#!/bin/sh\nprintf '%s\\n' \"$1\" > \"$0.part\" && mv \"$0.part\" \"$0.url\"\n",
    )
    .unwrap();
    std::fs::set_permissions(&opener, std::fs::Permissions::from_mode(0o755)).unwrap();
    let path = std::env::join_paths(std::iter::once(dir.clone()).chain(std::env::split_paths(
        &std::env::var_os("PATH").unwrap_or_default(),
    )))
    .unwrap();
    let server = Server::start_with_env(&["--open"], &[("PATH", path.as_os_str())]);
    let written = dir.join("xdg-open.url");
    let start = std::time::Instant::now();
    while !written.exists() && start.elapsed() < std::time::Duration::from_secs(20) {
        std::thread::sleep(std::time::Duration::from_millis(20));
    }
    let url = std::fs::read_to_string(&written).unwrap_or_default();
    assert_eq!(url, format!("http://{}/play\n", server.addr));
    drop(server);
    std::fs::remove_dir_all(&dir).unwrap();
}

/// Limits that cannot hold are refused before the server binds, with exit status 2:
/// a header timeout that is no positive, finite number of seconds, and a cap of no
/// connection.
#[test]
fn impossible_limits_are_refused() {
    let cases = [
        (
            "--header-timeout=0",
            "--header-timeout must be a positive number of seconds, not 0",
        ),
        (
            "--header-timeout=-1",
            "--header-timeout must be a positive number of seconds, not -1",
        ),
        (
            "--header-timeout=inf",
            "--header-timeout must be a positive number of seconds, not inf",
        ),
        (
            "--max-connections=0",
            "--max-connections must be at least 1",
        ),
    ];
    for (limit, message) in cases {
        let mut child = Command::new(env!("CARGO_BIN_EXE_urispec"))
            .args(["serve", "--port", "0", limit])
            .stdout(std::process::Stdio::null())
            .stderr(std::process::Stdio::piped())
            .spawn()
            .unwrap();
        let start = std::time::Instant::now();
        while child.try_wait().unwrap().is_none() {
            if start.elapsed() > std::time::Duration::from_secs(20) {
                child.kill().unwrap();
                panic!("{limit}: served");
            }
            std::thread::sleep(std::time::Duration::from_millis(20));
        }
        let out = child.wait_with_output().unwrap();
        assert_eq!(out.status.code(), Some(2), "{limit}");
        assert_eq!(
            String::from_utf8_lossy(&out.stderr),
            format!("urispec: {message}\n"),
            "{limit}"
        );
    }
}

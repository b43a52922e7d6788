//! Each corpus file parsed under each revision: one YAML snapshot per (file, revision)
//! in `snapshots/<revision>/`, so a reviewer can diff how two revisions treat the same
//! inputs; and the matrix (input × revision → valid?) in `snapshots/matrix/`.

mod common;

use serde::Serialize;
use urispec::Revision;

/// What a snapshot records of one input.
#[derive(Serialize)]
struct Outcome<'i> {
    input: &'i str,
    #[serde(skip_serializing_if = "Option::is_none")]
    form: Option<&'static str>,
    #[serde(skip_serializing_if = "Option::is_none")]
    components: Option<urispec::ast::Components<'i>>,
    #[serde(skip_serializing_if = "Option::is_none")]
    error: Option<String>,
}

fn outcome(revision: Revision, input: &str) -> Outcome<'_> {
    match revision.parse(input) {
        Ok(p) => {
            assert_eq!(p.to_string(), input, "Display gives back the input");
            Outcome {
                input,
                form: Some(p.form()),
                components: Some(p.components().clone()),
                error: None,
            }
        }
        Err(e) => Outcome {
            input,
            form: None,
            components: None,
            error: Some(e.message()),
        },
    }
}

#[test]
fn every_corpus_file_under_every_revision() {
    for file in common::corpus_files() {
        let inputs = common::corpus(&file);
        for revision in Revision::ALL {
            let outcomes: Vec<Outcome<'_>> = inputs.iter().map(|i| outcome(revision, i)).collect();
            common::snapshot_settings(revision.id()).bind(|| {
                insta::assert_yaml_snapshot!(file.trim_end_matches(".txt"), outcomes);
            });
        }
    }
}

#[test]
fn matrix() {
    let mut rows = Vec::new();
    for file in common::corpus_files() {
        for input in common::corpus(&file) {
            let marks: Vec<&str> = Revision::ALL
                .iter()
                .map(|r| {
                    if r.check(&input).is_ok() {
                        "valid"
                    } else {
                        "-"
                    }
                })
                .collect();
            rows.push(format!(
                "{:<8} {:<8} {:<8} {:<8} {:<8} {input}",
                marks[0], marks[1], marks[2], marks[3], marks[4]
            ));
        }
    }
    let header = "rfc1738  url-00   rfc2396  bis-00   rfc3986  input".to_owned();
    common::snapshot_settings("matrix").bind(|| {
        insta::assert_snapshot!(
            "matrix",
            std::iter::once(header)
                .chain(rows)
                .collect::<Vec<_>>()
                .join("\n")
        );
    });
}

#[test]
fn no_stale_snapshots() {
    let root = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("snapshots");
    let files = common::corpus_files();
    for revision in Revision::ALL {
        for entry in std::fs::read_dir(root.join(revision.id()))
            .expect("snapshot folder")
            .flatten()
        {
            let name = entry.file_name().into_string().unwrap_or_default();
            let stem = name.trim_end_matches(".snap");
            assert!(
                files.iter().any(|f| f.trim_end_matches(".txt") == stem),
                "stale snapshot {name}"
            );
        }
    }
}

#[test]
fn undefined_is_not_empty() {
    let p = Revision::Rfc2396bis00.parse("http://a?#").unwrap();
    assert_eq!(
        (p.components().query, p.components().fragment),
        (Some(""), Some(""))
    );
    let p = Revision::Rfc2396bis00.parse("http://a").unwrap();
    assert_eq!(
        (p.components().query, p.components().fragment),
        (None, None)
    );
    let p = Revision::Url00.parse("//").unwrap();
    assert_eq!(p.components().authority, Some(""));
    let p = Revision::Url00.parse("a;").unwrap();
    assert_eq!(p.components().params, Some(""));
}

#[test]
fn an_authority_is_a_server_when_it_can_be() {
    use urispec::ast::Host;
    fn host(rev: Revision, s: &str) -> Option<Host<'_>> {
        rev.parse(s).unwrap().components().host
    }
    assert_eq!(
        host(Revision::Rfc2396, "//a.b:80"),
        Some(Host::Hostname("a.b"))
    );
    assert_eq!(host(Revision::Rfc2396, "//a_b"), Some(Host::RegName("a_b")));
    assert_eq!(
        host(Revision::Rfc2396bis00, "//1.2.3.4"),
        Some(Host::Ipv4("1.2.3.4"))
    );
    assert_eq!(
        host(Revision::Rfc2396bis00, "//1.2.3.400"),
        Some(Host::Hostname("1.2.3.400"))
    );
    assert_eq!(
        host(Revision::Rfc2396bis00, "//[::1]"),
        Some(Host::Ipv6("[::1]"))
    );
}

#[test]
fn every_derived_string_parses_and_displays_back() {
    for revision in Revision::ALL {
        let mut generator = urispec::bnf::Generator::new(revision.bnf(), 42);
        for _ in 0..2_000 {
            let input = generator.derive(revision.start_rule()).expect("start rule");
            let parsed = revision
                .parse(&input)
                .unwrap_or_else(|e| panic!("{input:?}: {e}"));
            assert_eq!(parsed.to_string(), input);
            let c = parsed.components();
            for part in [c.scheme, c.authority, c.query, c.fragment, c.path]
                .into_iter()
                .flatten()
            {
                assert!(
                    input.contains(part),
                    "{revision}: {part:?} is not a slice of {input:?}"
                );
            }
        }
    }
}

#[test]
fn an_absent_path_is_an_empty_slice_of_the_input() {
    for (revision, input, at) in [
        (Revision::Rfc2396, "http://a", 8),
        (Revision::Rfc2396, "//a", 3),
        (Revision::Rfc2396, "#f", 0),
        (Revision::Rfc3986, "?y", 0),
    ] {
        let p = revision.parse(input).unwrap();
        let path = p
            .components()
            .path
            .expect("Appendix B's path is never undefined");
        assert_eq!(path, "");
        assert_eq!(
            path.as_ptr() as usize - input.as_ptr() as usize,
            at,
            "{revision} {input:?}"
        );
    }
}

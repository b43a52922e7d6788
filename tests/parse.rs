//! Each corpus file parsed under each revision: one YAML snapshot per (file, revision)
//! in `snapshots/<revision>/`, so a reviewer can diff how two revisions treat the same
//! inputs; and the matrix (input × revision → valid?) in `snapshots/matrix/`.

use crate::common;

use std::fmt::Write as _;

use serde::Serialize;
use urispec::Revision;

/// What a snapshot records of one input.
#[derive(Serialize)]
struct Outcome<'i> {
    input: &'i str,
    #[serde(skip_serializing_if = "Option::is_none")]
    form: Option<&'static str>,
    #[serde(skip_serializing_if = "Option::is_none")]
    components: Option<urispec::ast::json::NamedComponents<'i>>,
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
                components: Some(p.named_components()),
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

/// The matrix's column heads, one per revision in [`Revision::ALL`]'s order.
const COLUMNS: [&str; Revision::ALL.len()] = [
    "rfc1738", "rfc1808", "url-00", "rfc2396", "rfc2732", "bis-00", "rfc3986", "rfc3987",
    "rfc6874", "whatwg",
];

/// The matrix's cells of one row, each padded to 8 characters and a space.
fn cells(items: &[&str]) -> String {
    items.iter().fold(String::new(), |mut row, item| {
        let _ = write!(row, "{item:<8} ");
        row
    })
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
            rows.push(format!("{}{input}", cells(&marks)));
        }
    }
    let header = format!("{}input", cells(&COLUMNS));
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

/// Every snapshot in every folder of `snapshots/` is one a test writes: under a
/// revision's folder, one per corpus file; anywhere else (`cli/`, `diff/`, `matrix/`,
/// `book/`, and any folder added later), a name some test source spells as a string
/// literal. (`.snap.new` files are insta's pending changes, git-ignored.)
#[test]
fn no_stale_snapshots() {
    let manifest = std::path::Path::new(env!("CARGO_MANIFEST_DIR"));
    let files = common::corpus_files();
    let sources = test_sources(manifest);
    let mut folders = 0;
    for folder in std::fs::read_dir(manifest.join("snapshots"))
        .expect("snapshots/")
        .flatten()
    {
        let folder_name = folder.file_name().into_string().unwrap_or_default();
        let is_revision = Revision::ALL.iter().any(|r| r.id() == folder_name);
        folders += 1;
        for entry in std::fs::read_dir(folder.path())
            .expect("snapshot folder")
            .flatten()
        {
            let name = entry.file_name().into_string().unwrap_or_default();
            let Some(stem) = name.strip_suffix(".snap") else {
                assert!(
                    name.ends_with(".snap.new"),
                    "{folder_name}/{name} is not a snapshot"
                );
                continue;
            };
            let written = if is_revision {
                files.iter().any(|f| f.trim_end_matches(".txt") == stem)
            } else {
                sources.contains(&format!("\"{stem}\""))
            };
            assert!(written, "stale snapshot {folder_name}/{name}");
        }
    }
    assert!(
        folders >= Revision::ALL.len() + 4,
        "{folders} snapshot folders"
    );
}

/// The text of every test source of the workspace (`tests/`, `cli/tests/`).
fn test_sources(manifest: &std::path::Path) -> String {
    let mut text = String::new();
    for dir in ["tests", "tests/common", "cli/tests", "cli/tests/common"] {
        for entry in std::fs::read_dir(manifest.join(dir))
            .expect("test folder")
            .flatten()
        {
            if entry.path().extension().is_some_and(|e| e == "rs") {
                text.push_str(&std::fs::read_to_string(entry.path()).expect("test source"));
            }
        }
    }
    text
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

/// Whether the URL Standard's valid domain steps, out of its grammar, reject a string
/// its grammar derives (a derived host is a string of the code points a domain is
/// written with, most of them no valid domain).
fn domain_steps_reject(revision: Revision, input: &str) -> bool {
    revision
        .check(input)
        .is_err_and(|e| e.expected() == ["valid domain"])
}

#[test]
fn every_derived_string_parses_and_displays_back() {
    for revision in Revision::ALL {
        let mut generator = urispec::bnf::Generator::new(revision.bnf(), 42);
        for _ in 0..2_000 {
            let input = generator.derive(revision.start_rule()).expect("start rule");
            if domain_steps_reject(revision, &input) {
                continue;
            }
            let parsed = revision
                .parse(&input)
                .unwrap_or_else(|e| panic!("{input:?}: {e}"));
            assert_eq!(parsed.to_string(), input);
            let c = parsed.components();
            for part in [c.scheme, c.authority, c.query, c.fragment, c.path]
                .into_iter()
                .flatten()
            {
                // By address, not `contains` (always true of an empty part).
                assert!(
                    is_slice_of(&input, part),
                    "{revision}: {part:?} is not a slice of {input:?}"
                );
            }
            if revision == Revision::Rfc3986 {
                // RFC 3986's five components are Appendix B's (an independent split).
                let b = urispec::resolve::split(&input);
                assert_eq!(
                    (c.scheme, c.authority, c.path, c.query, c.fragment),
                    (b.scheme, b.authority, Some(b.path), b.query, b.fragment),
                    "{input:?}"
                );
            }
        }
    }
}

/// Whether `part` lies inside `whole` in memory (an empty part too: at or before its end).
fn is_slice_of(whole: &str, part: &str) -> bool {
    let start = whole.as_ptr() as usize;
    let at = part.as_ptr() as usize;
    at >= start && at + part.len() <= start + whole.len()
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

/// Each kind of host gives back its text and the document's name for its kind.
#[test]
fn a_host_gives_its_text_and_kind() {
    for (revision, input, text, kind) in [
        (Revision::Rfc2396, "//a.b:80", "a.b", "hostname"),
        (Revision::Rfc2396, "//a_b", "a_b", "reg_name"),
        (
            Revision::Rfc2396bis00,
            "//1.2.3.4",
            "1.2.3.4",
            "IPv4address",
        ),
        (Revision::Rfc2396bis00, "//[::1]", "[::1]", "IPv6reference"),
        (Revision::Rfc2396bis00, "//a_b", "a_b", "reg-name"),
        (Revision::Rfc1738, "ftp://1.2.3.4", "1.2.3.4", "hostnumber"),
        (Revision::Url00, "//1.2.3.4", "1.2.3.4", "hostnumber"),
        (Revision::Url00, "//a.b", "a.b", "hostname"),
        // RFC 3986 §3.2.2: host = IP-literal / IPv4address / reg-name.
        (Revision::Rfc3986, "//[v1.x]", "[v1.x]", "IP-literal"),
        (Revision::Rfc3986, "//[::1]", "[::1]", "IP-literal"),
        (Revision::Rfc3986, "//a.b", "a.b", "reg-name"),
        // RFC 2732 §3: host = hostname | IPv4address | IPv6reference.
        (Revision::Rfc2732, "//[::1]", "[::1]", "IPv6reference"),
        // RFC 3987 §2.2: ihost = IP-literal / IPv4address / ireg-name.
        (Revision::Rfc3987, "//a.b", "a.b", "ireg-name"),
        (Revision::Rfc3987, "//[::1]", "[::1]", "IP-literal"),
    ] {
        let p = revision.parse(input).unwrap();
        let host = p.components().host.expect("a host");
        assert_eq!(
            (host.as_str(), host.kind(revision)),
            (text, kind),
            "{revision} {input:?}"
        );
    }
}

/// `Node::children`: the nodes directly below, left to right; walking them from the
/// root visits the whole tree in the order of `Tree::nodes`.
#[test]
fn children_are_the_nodes_directly_below() {
    use urispec::ast::Node;
    fn rules<'t>(nodes: impl Iterator<Item = Node<'t, 't>>) -> Vec<&'static str> {
        nodes.map(|n| n.rule()).collect()
    }
    fn pre_order<'t>(node: Node<'t, 't>, out: &mut Vec<(&'static str, usize, usize)>) {
        out.push((node.rule(), node.start(), node.end()));
        let mut at = node.start();
        for child in node.children() {
            assert!(
                at <= child.start() && child.end() <= node.end(),
                "{} inside {} and after its elder sibling",
                child.rule(),
                node.rule()
            );
            at = child.end();
            pre_order(child, out);
        }
    }

    let p = Revision::Rfc2396.parse("http://a/b?q").unwrap();
    let tree = p.tree();
    let find = |rule: &str| tree.nodes().find(|n| n.rule() == rule).unwrap();
    assert_eq!(rules(tree.root().children()), ["absoluteURI"]);
    assert_eq!(
        rules(find("absoluteURI").children()),
        ["scheme", "hier_part"]
    );
    assert_eq!(rules(find("hier_part").children()), ["net_path", "query"]);
    assert_eq!(
        rules(find("net_path").children()),
        ["authority", "abs_path"]
    );
    assert!(find("query").children().next().is_none());

    for revision in Revision::ALL {
        let mut generator = urispec::bnf::Generator::new(revision.bnf(), 7);
        for _ in 0..200 {
            let input = generator.derive(revision.start_rule()).expect("start rule");
            if domain_steps_reject(revision, &input) {
                continue;
            }
            let p = revision.parse(&input).unwrap();
            let tree = p.tree();
            let mut walked = Vec::new();
            pre_order(tree.root(), &mut walked);
            let listed: Vec<_> = tree
                .nodes()
                .map(|n| (n.rule(), n.start(), n.end()))
                .collect();
            assert_eq!(walked, listed, "{revision} {input:?}");
        }
    }
}

/// The JSON Schema of a serialized tree (the `schemars` feature): a `Node` object
/// with its rule, text, start and children, the children themselves nodes.
#[cfg(feature = "schemars")]
#[test]
fn a_tree_s_json_schema_describes_a_node() {
    let schema = schemars::schema_for!(urispec::ast::Tree<'static>);
    assert_eq!(schema.get("title").and_then(|t| t.as_str()), Some("Node"));
    let properties = schema
        .get("properties")
        .and_then(|p| p.as_object())
        .expect("an object schema");
    let mut names: Vec<&str> = properties.keys().map(String::as_str).collect();
    names.sort_unstable();
    assert_eq!(names, ["children", "rule", "start", "text"]);
    assert_eq!(
        properties["children"]["items"]["$ref"].as_str(),
        Some("#"),
        "the children are nodes: the schema itself"
    );
}

/// `Parse::path_rule`: the rule the path matched, `None` without a path node.
#[test]
fn the_path_rule_is_the_path_node_s_rule() {
    for (revision, input, rule) in [
        (Revision::Rfc3986, "a/b?q", Some("path-noscheme")),
        (Revision::Rfc3986, "//h", Some("path-abempty")),
        (Revision::Rfc3986, "/a", Some("path-absolute")),
        (Revision::Rfc3986, "a:b", Some("path-rootless")),
        (Revision::Rfc3986, "", Some("path-empty")),
        (Revision::Rfc2396, "http://a/b", Some("abs_path")),
        (Revision::Rfc2396, "a/b", Some("rel_path")),
        (Revision::Rfc2396, "mailto:x", Some("opaque_part")),
        (Revision::Rfc2396, "http://a", None),
    ] {
        let p = revision.parse(input).unwrap();
        assert_eq!(p.path_rule(), rule, "{revision} {input:?}");
    }
}

/// `Parse::segments`: the path's segments, each with its parameters.
#[test]
fn the_segments_are_the_path_s_with_their_parameters() {
    use urispec::ast::Segment;
    let p = Revision::Rfc2396.parse("http://a/b;p;q/c?x").unwrap();
    assert_eq!(
        p.segments(),
        [
            Segment {
                text: "b;p;q",
                params: Some("p;q")
            },
            Segment {
                text: "c",
                params: None
            },
        ]
    );
}

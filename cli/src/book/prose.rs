//! The documents' own words: for each section a rule cites, its heading and text
//! as the published document prints it (`cli/assets/prose/<id>.json`, extracted
//! from `../shared/specs/` and checked by `cli/tests/prose.rs`).

use std::collections::HashMap;
use std::sync::OnceLock;

use urispec::Revision;

/// The data files, in the documents' order.
const FILES: [(Revision, &str); 9] = [
    (
        Revision::Rfc1738,
        include_str!("../../assets/prose/rfc1738.json"),
    ),
    (
        Revision::Rfc1808,
        include_str!("../../assets/prose/rfc1808.json"),
    ),
    (
        Revision::Url00,
        include_str!("../../assets/prose/draft-fielding-uri-url-00.json"),
    ),
    (
        Revision::Rfc2396,
        include_str!("../../assets/prose/rfc2396.json"),
    ),
    (
        Revision::Rfc2732,
        include_str!("../../assets/prose/rfc2732.json"),
    ),
    (
        Revision::Rfc2396bis00,
        include_str!("../../assets/prose/draft-fielding-uri-rfc2396bis-00.json"),
    ),
    (
        Revision::Rfc3986,
        include_str!("../../assets/prose/rfc3986.json"),
    ),
    (
        Revision::Rfc3987,
        include_str!("../../assets/prose/rfc3987.json"),
    ),
    (
        Revision::Rfc6874,
        include_str!("../../assets/prose/rfc6874.json"),
    ),
];

/// One section of a document, as printed.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Prose {
    /// `§3.2.2`.
    pub section: String,
    /// `Host`.
    pub title: String,
    /// The section's own text (up to its first subsection).
    pub text: String,
    /// The file it was quoted from (`rfc3986.txt`).
    pub source: String,
}

/// Every document's sections, read once.
fn all() -> &'static HashMap<(Revision, String), Prose> {
    static ALL: OnceLock<HashMap<(Revision, String), Prose>> = OnceLock::new();
    ALL.get_or_init(|| {
        let mut map = HashMap::new();
        for (revision, json) in FILES {
            let data: serde_json::Value = serde_json::from_str(json).unwrap_or_default();
            let source = data["source"].as_str().unwrap_or_default().to_owned();
            for (section, value) in data["sections"].as_object().into_iter().flatten() {
                let text = |key: &str| value[key].as_str().unwrap_or_default().to_owned();
                map.insert(
                    (revision, section.clone()),
                    Prose {
                        section: section.clone(),
                        title: text("title"),
                        text: text("text"),
                        source: source.clone(),
                    },
                );
            }
        }
        map
    })
}

/// The prose of `section` (`§3.2.2`) in `revision`'s document, if a rule cites it.
pub fn section(revision: Revision, section: &str) -> Option<&'static Prose> {
    all().get(&(revision, section.to_owned()))
}

/// For one document, the section of each rule and the words of each section cited
/// (`{"revision", "rules": {name: "§3.2.2"}, "sections": {"§3.2.2": {"title", "text",
/// "source"}}}`): the playground's `/api/prose`, and the WebAssembly package's `prose`.
pub fn document(revision: Revision) -> serde_json::Value {
    let mut rules = serde_json::Map::new();
    let mut sections = serde_json::Map::new();
    for def in revision.bnf().rules() {
        if let Some(p) = section(revision, &def.section) {
            rules.insert(
                def.name.clone(),
                serde_json::Value::from(def.section.clone()),
            );
            sections.insert(
                p.section.clone(),
                serde_json::json!({"title": p.title, "text": p.text, "source": p.source}),
            );
        }
    }
    serde_json::json!({"revision": revision.id(), "rules": rules, "sections": sections})
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_file_reads() {
        for (revision, _) in FILES {
            // The section of the grammar's first rule (the start rule's, or near it).
            let first = &revision.bnf().rules()[0].section;
            let prose = section(revision, first);
            assert!(prose.is_some_and(|p| !p.text.is_empty()), "{revision}");
        }
        let host = section(Revision::Rfc2396, "§3.2.2").unwrap();
        assert_eq!(host.title, "Server-based Naming Authority");
        assert_eq!(host.source, "rfc2396.txt");
    }

    /// The playground's `/api/prose` and the package's `prose`: each rule's section, and
    /// each cited section's words once.
    #[test]
    fn a_document_maps_its_rules_to_their_sections_words() {
        let doc = document(Revision::Rfc3986);
        assert_eq!(doc["revision"], "rfc3986");
        assert_eq!(doc["rules"]["host"], "§3.2.2");
        assert_eq!(doc["rules"]["IP-literal"], "§3.2.2");
        let host = &doc["sections"]["§3.2.2"];
        assert_eq!(host["title"], "Host");
        assert_eq!(host["source"], "rfc3986.txt");
        assert!(
            host["text"]
                .as_str()
                .is_some_and(|t| t.contains("IP literal"))
        );
        let cited = doc["sections"].as_object().map_or(0, serde_json::Map::len);
        let rules = doc["rules"].as_object().map_or(0, serde_json::Map::len);
        assert!(
            cited > 5 && cited < rules,
            "{cited} sections, {rules} rules"
        );
    }
}

//! The record of `tree`: each revision's derivation, or the longest one and where
//! it stopped.

use std::cell::RefCell;

use serde::ser::{SerializeSeq as _, SerializeStruct as _};
use serde::{Serialize, Serializer};
use urispec::Parse;
use urispec::ast::Node;
use urispec::{ParseError, Revision, Validator};

use super::{CharacterRun, Echo, Error, TreeAnswer, TreeRecord};
use crate::output::labels::Labels;

/// The record of one input: echoed, whether every revision derives it whole, one
/// answer per revision (with `labels`, each rule's own characters in runs). The
/// WebAssembly package's answer; the command writes the same one revision at a time.
#[cfg_attr(
    feature = "native",
    expect(dead_code, reason = "the command streams its answers")
)]
pub fn record<'a>(
    input: &[u8],
    derivations: &'a [Derivation<'_>],
    labels: &'a mut [Option<Labels>],
) -> TreeRecord<'a> {
    TreeRecord {
        echo: Echo::new(input),
        valid: derivations.iter().all(|d| d.error.is_none()),
        revisions: derivations
            .iter()
            .zip(labels.iter_mut())
            .map(|(d, labels)| d.answer(labels.as_mut()))
            .collect(),
    }
}

/// One revision's derivation of an input: of the whole input when it is valid,
/// else of the longest prefix the grammar derives, and the error.
pub struct Derivation<'i> {
    /// The revision.
    pub revision: Revision,
    /// The parse of the input, or of the longest prefix derived.
    pub tree: Option<Parse<'i>>,
    /// Why the whole input is not derived.
    pub error: Option<ParseError>,
}

impl<'i> Derivation<'i> {
    /// The derivation of `input` under `revision`.
    pub fn new(revision: Revision, input: &'i [u8]) -> Self {
        let validator = Validator::start(revision);
        let error = validator.check(input).err();
        let derived = match &error {
            None => Some(input.len()),
            Some(_) => validator.stop(input).and_then(|s| s.longest_match),
        };
        let tree = derived
            .and_then(|end| std::str::from_utf8(&input[..end]).ok())
            .and_then(|prefix| revision.parse(prefix).ok());
        Self {
            revision,
            tree,
            error,
        }
    }

    /// The JSON answer (its tree written from the derivation as it is serialized).
    pub fn answer<'a>(&'a self, labels: Option<&'a mut Labels>) -> TreeAnswer<'a> {
        TreeAnswer {
            revision: self.revision.id(),
            valid: self.error.is_none(),
            tree: self.tree.as_ref().map(|p| TreeJson {
                root: p.tree().root(),
                labels: RefCell::new(labels),
            }),
            error: self.error.as_ref().map(Error::from),
        }
    }
}

/// The JSON of a derivation ([`TreeNode`](super::TreeNode)'s shape), each node
/// written as it is visited (no copy of the tree or its text); with a grammar's
/// labels, each rule's own characters in labelled runs.
pub struct TreeJson<'a> {
    root: Node<'a, 'a>,
    labels: RefCell<Option<&'a mut Labels>>,
}

impl Serialize for TreeJson<'_> {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        NodeJson {
            node: self.root,
            labels: &self.labels,
        }
        .serialize(serializer)
    }
}

/// One node and its descendants.
struct NodeJson<'r, 'a> {
    node: Node<'a, 'a>,
    labels: &'r RefCell<Option<&'a mut Labels>>,
}

impl Serialize for NodeJson<'_, '_> {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        let n = self.node;
        let mut node = serializer.serialize_struct("TreeNode", 6)?;
        node.serialize_field("rule", n.rule())?;
        node.serialize_field("text", n.text())?;
        node.serialize_field("start", &n.start())?;
        node.serialize_field("end", &n.end())?;
        if self.labels.borrow().is_some() {
            node.serialize_field("characters", &Characters(self))?;
        } else {
            node.skip_field("characters")?;
        }
        if n.children().next().is_none() {
            node.skip_field("children")?;
        } else {
            node.serialize_field("children", &Children(self))?;
        }
        node.end()
    }
}

/// A node's children, one by one.
struct Children<'n, 'r, 'a>(&'n NodeJson<'r, 'a>);

impl Serialize for Children<'_, '_, '_> {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        let labels = self.0.labels;
        serializer.collect_seq(self.0.node.children().map(|node| NodeJson { node, labels }))
    }
}

/// The characters a node matched outside its children, in labelled runs, gap by gap.
struct Characters<'n, 'r, 'a>(&'n NodeJson<'r, 'a>);

impl Serialize for Characters<'_, '_, '_> {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        let n = self.0.node;
        let mut labels = self.0.labels.borrow_mut();
        let mut seq = serializer.serialize_seq(None)?;
        let Some(labels) = labels.as_deref_mut() else {
            return seq.end();
        };
        let mut at = n.start();
        let gaps = n
            .children()
            .map(|child| (child.start(), child.end()))
            .chain([(n.end(), n.end())]);
        for (to, next) in gaps {
            let text = &n.text()[at - n.start()..to - n.start()];
            let mut from = at;
            for (class, run) in labels.runs(n.rule(), text) {
                seq.serialize_element(&CharacterRun {
                    class,
                    text: run,
                    start: from,
                })?;
                from += run.len();
            }
            at = next;
        }
        seq.end()
    }
}

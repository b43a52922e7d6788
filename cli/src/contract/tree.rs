//! The record of `tree`: each revision's derivation, or the longest one and where
//! it stopped.

use urispec::Parse;
use urispec::ast::Node;
use urispec::{ParseError, Revision, Validator};

use super::{CharacterRun, Echo, Error, TreeAnswer, TreeNode, TreeRecord};
use crate::output::labels::Labels;

/// The record of one input: echoed, whether every revision derives it whole, one
/// answer per revision (with `labels`, each rule's own characters in runs). The
/// WebAssembly package's answer; the command writes the same one revision at a time.
#[cfg_attr(
    feature = "native",
    expect(dead_code, reason = "the command streams its answers")
)]
pub fn record(
    input: &[u8],
    derivations: &[Derivation<'_>],
    labels: &mut [Option<Labels>],
) -> TreeRecord {
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

    /// The JSON answer.
    pub fn answer(&self, labels: Option<&mut Labels>) -> TreeAnswer {
        TreeAnswer {
            revision: self.revision.id(),
            valid: self.error.is_none(),
            tree: self.tree.as_ref().map(|p| node(p.tree().root(), labels)),
            error: self.error.as_ref().map(Error::from),
        }
    }
}

/// The JSON of a node and its descendants; with a grammar, each rule's own
/// characters in labelled runs.
fn node(n: Node<'_, '_>, mut labels: Option<&mut Labels>) -> TreeNode {
    let characters = labels.as_deref_mut().map(|labels| {
        let mut runs = Vec::new();
        let mut own = |from: usize, to: usize| {
            let text = &n.text()[from - n.start()..to - n.start()];
            let mut at = from;
            for (class, run) in labels.runs(n.rule(), text) {
                runs.push(CharacterRun {
                    class,
                    text: run.to_owned(),
                    start: at,
                });
                at += run.len();
            }
        };
        let mut at = n.start();
        for child in n.children() {
            own(at, child.start());
            at = child.end();
        }
        own(at, n.end());
        runs
    });
    TreeNode {
        rule: n.rule(),
        text: n.text().to_owned(),
        start: n.start(),
        end: n.end(),
        characters,
        children: n
            .children()
            .map(|c| node(c, labels.as_deref_mut()))
            .collect(),
    }
}

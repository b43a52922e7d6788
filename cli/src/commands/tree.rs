//! `urispec tree`: the derivation as an outline of the document's rule names, with
//! the matched text and byte span; for an invalid input, the longest derivation the
//! grammar could make, then where and why it stopped.

use std::cell::RefCell;
use std::fmt::Write as _;
use std::io::Write;

use urispec::ast::{Node, Parse};
use urispec::{ParseError, Revision, Validator};

use crate::args::TreeArgs;
use crate::contract::{CharacterRun, Echo, Error, TreeAnswer, TreeNode, TreeRecord};
use crate::failure::Outcome;
use crate::input::Inputs;
use crate::output::emit::Emitter;
use crate::output::escape;
use crate::output::labels::Labels;
use crate::output::outline::outline;
use crate::output::style::Style;

/// Runs `tree`; returns whether every input was valid under every revision asked.
pub fn run(args: &TreeArgs, style: Style, out: &mut impl Write) -> Outcome {
    let mut emitter = Emitter::new(out, args.format);
    let mut all_valid = true;
    // With --full, each revision's labels, computed once for the whole run.
    let labels: RefCell<Vec<Option<Labels>>> = RefCell::new(
        args.revision
            .0
            .iter()
            .map(|rev| args.full.then(|| Labels::new(rev.bnf())))
            .collect(),
    );
    for input in Inputs::new(&args.inputs, &args.input.from) {
        let input = input?;
        let derivations: Vec<Derivation<'_>> = args
            .revision
            .0
            .iter()
            .map(|&rev| Derivation::new(rev, &input))
            .collect();
        let valid = derivations.iter().all(|d| d.error.is_none());
        all_valid &= valid;
        let record = || TreeRecord {
            echo: Echo::new(&input),
            valid,
            revisions: derivations
                .iter()
                .zip(labels.borrow_mut().iter_mut())
                .map(|(d, labels)| d.answer(labels.as_mut()))
                .collect(),
        };
        let text = || {
            derivations
                .iter()
                .zip(labels.borrow_mut().iter_mut())
                .map(|(d, labels)| d.text(&input, labels.as_mut(), style))
                .collect::<String>()
        };
        emitter.record(record, text)?;
    }
    emitter.finish()?;
    Ok(all_valid)
}

/// One revision's derivation of an input: of the whole input when it is valid,
/// else of the longest prefix the grammar derives, and the error.
struct Derivation<'i> {
    revision: Revision,
    tree: Option<Parse<'i>>,
    error: Option<ParseError>,
}

impl<'i> Derivation<'i> {
    fn new(revision: Revision, input: &'i [u8]) -> Self {
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
    fn answer(&self, labels: Option<&mut Labels>) -> TreeAnswer {
        TreeAnswer {
            revision: self.revision.id(),
            valid: self.error.is_none(),
            tree: self.tree.as_ref().map(|p| node(p.tree().root(), labels)),
            error: self.error.as_ref().map(Error::from),
        }
    }

    /// The outline, then where the input stopped.
    fn text(&self, input: &[u8], labels: Option<&mut Labels>, style: Style) -> String {
        let revision = self.revision;
        let mut text = String::new();
        let heading = if self.error.is_some() {
            "longest derivation"
        } else {
            "derivation"
        };
        match &self.tree {
            Some(p) => {
                let root = p.tree().root();
                let _ = writeln!(
                    text,
                    "{revision}: {heading} of {}",
                    escape::quoted(root.text())
                );
                outline(root, 1, labels, style, &mut text);
            }
            None => {
                let _ = writeln!(
                    text,
                    "{revision}: no prefix of the input is a {}",
                    revision.start_rule()
                );
            }
        }
        if let Some(e) = &self.error {
            let _ = writeln!(text, "{} {}", style.bad("stopped:"), escape::escape(input));
            let _ = writeln!(text, "{}", escape::caret(input, e, 9, style));
        }
        text
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

//! `urispec tree`: the derivation as an outline of the document's rule names, with
//! the matched text and byte span; for an invalid input, the longest derivation the
//! grammar could make, then where and why it stopped.

use std::cell::RefCell;
use std::fmt::Write as _;
use std::io::Write;

use crate::args::{Revisions, TreeArgs};
use crate::contract::tree::{Derivation, record};
use crate::failure::Outcome;
use crate::output::emit::Emitter;
use crate::output::escape;
use crate::output::labels::Labels;
use crate::output::outline::outline;
use crate::output::style::Style;
use crate::progress;

/// Runs `tree`; returns whether every input was valid under every revision asked.
pub fn run(args: &TreeArgs, style: Style, out: &mut impl Write) -> Outcome {
    let mut emitter = Emitter::new(out, args.format);
    let mut all_valid = true;
    // With --full, each revision's labels, computed once for the whole run.
    let revisions = Revisions::merge(&args.revision);
    let labels: RefCell<Vec<Option<Labels>>> = RefCell::new(
        revisions
            .iter()
            .map(|rev| args.full.then(|| Labels::new(rev.bnf())))
            .collect(),
    );
    for input in progress::inputs(&args.inputs, &args.input.from) {
        let input = input?;
        let derivations: Vec<Derivation<'_>> = revisions
            .iter()
            .map(|&rev| Derivation::new(rev, &input))
            .collect();
        let valid = derivations.iter().all(|d| d.error.is_none());
        all_valid &= valid;
        let record = || record(&input, &derivations, &mut labels.borrow_mut());
        let text = || {
            derivations
                .iter()
                .zip(labels.borrow_mut().iter_mut())
                .map(|(d, labels)| text(d, &input, labels.as_mut(), style))
                .collect::<String>()
        };
        emitter.record(record, text)?;
    }
    emitter.finish()?;
    Ok(all_valid)
}

/// The outline, then where the input stopped.
fn text(d: &Derivation<'_>, input: &[u8], labels: Option<&mut Labels>, style: Style) -> String {
    let revision = d.revision;
    let mut text = String::new();
    let heading = if d.error.is_some() {
        "longest derivation"
    } else {
        "derivation"
    };
    match &d.tree {
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
    if let Some(e) = &d.error {
        let _ = writeln!(text, "{} {}", style.bad("stopped:"), escape::escape(input));
        let _ = writeln!(text, "{}", escape::caret(input, e, 9, style));
    }
    text
}

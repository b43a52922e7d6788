//! `urispec tree`: the derivation as an outline of the document's rule names, with
//! the matched text and byte span; for an invalid input, the longest derivation the
//! grammar could make, then where and why it stopped.

use std::cell::{Cell, RefCell};
use std::io::Write;

use crate::args::{Format, Revisions, TreeArgs};
use crate::contract::parse::valid;
use crate::contract::tree::Derivation;
use crate::contract::write_by_revision;
use crate::failure::Outcome;
use crate::output::emit::Emitter;
use crate::output::escape;
use crate::output::labels::Labels;
use crate::output::outline::outline;
use crate::output::stream::Stream;
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
        let Some(input) = emitter.input(input, style)? else {
            continue;
        };
        // Text and JSON answer one revision at a time, each dropped before the next
        // (JSON's `valid`, which comes first, from the automata).
        let mut text_valid = true;
        let json_valid = Cell::new(true);
        let json = |out: &mut _| {
            let valid = revisions.iter().all(|&r| valid(r, &input));
            json_valid.set(valid);
            let mut labels = labels.borrow_mut();
            write_by_revision(out, &input, valid, revisions.len(), |out, i| {
                let d = Derivation::new(revisions[i], &input);
                Ok(serde_json::to_writer(out, &d.answer(labels[i].as_mut()))?)
            })
        };
        let text = |out: &mut _| {
            let mut stream = Stream::new(out);
            for (&rev, labels) in revisions.iter().zip(labels.borrow_mut().iter_mut()) {
                let d = Derivation::new(rev, &input);
                text_valid &= d.error.is_none();
                let _ = text(&d, &input, labels.as_mut(), style, &mut stream);
            }
            stream.finish()
        };
        emitter.record_json(json, text)?;
        all_valid &= if args.format == Format::Text {
            text_valid
        } else {
            json_valid.get()
        };
    }
    emitter.finish()?;
    Ok(all_valid)
}

/// The outline, then where the input stopped.
fn text(
    d: &Derivation<'_>,
    input: &[u8],
    labels: Option<&mut Labels>,
    style: Style,
    text: &mut impl std::fmt::Write,
) -> std::fmt::Result {
    let revision = d.revision;
    let heading = if d.error.is_some() {
        "longest derivation"
    } else {
        "derivation"
    };
    match &d.tree {
        Some(p) => {
            let root = p.tree().root();
            writeln!(
                text,
                "{revision}: {heading} of {}",
                escape::quoted(root.text())
            )?;
            outline(root, 1, labels, style, text);
        }
        None => {
            writeln!(
                text,
                "{revision}: no prefix of the input is a {}",
                revision.start_rule()
            )?;
        }
    }
    if let Some(e) = &d.error {
        writeln!(text, "{} {}", style.bad("stopped:"), escape::escape(input))?;
        writeln!(text, "{}", escape::caret(input, e, 9, style))?;
    }
    Ok(())
}

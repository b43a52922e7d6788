//! `urispec resolve`: each document's resolution of references against a base.

use std::fmt::Write as _;
use std::io::Write;

use urispec::resolve::ResolveOptions;
use urispec::{Resolution, Revision};

use crate::args::{Format, ResolveArgs, Revisions};
use crate::contract::Error;
use crate::contract::resolve::{record, resolve_all};
use crate::failure::Outcome;
use crate::input::Unread;
use crate::output::emit::Emitter;
use crate::output::escape;
use crate::output::style::Style;
use crate::progress;

/// One reference as read, or why it is not given.
type Input = Result<Vec<u8>, Unread>;

/// The narrowest reference column of the text output.
const MIN_WIDTH: usize = 14;

/// The widest: references wider than this are not padded, and do not widen the
/// column, so one long reference cannot pad every other line (output stays linear
/// in the input).
const MAX_WIDTH: usize = 40;

/// Runs `resolve`; returns whether every reference resolved under every revision
/// (and, with `--strict`, was valid under the revision's grammar).
pub fn run(args: &ResolveArgs, style: Style, out: &mut impl Write) -> Outcome {
    let base = base(&args.base)?;
    let options = ResolveOptions {
        compat: args.compat,
        remove_dot_dot: args.remove_dot_dot,
    };
    let inputs = progress::inputs(&args.references, &args.input.from);
    // Text aligns the `=` column over every reference (up to MAX_WIDTH), so it reads
    // them all first; JSON streams.
    let (references, width): (Box<dyn Iterator<Item = Input>>, usize) =
        if args.format == Format::Text {
            // A failed read stops the run; a line over the limit keeps its place.
            let all = inputs
                .map(|r| match r {
                    Err(Unread::Failed(message)) => Err(message),
                    r => Ok(r),
                })
                .collect::<Result<Vec<_>, _>>()?;
            let widest = all
                .iter()
                .filter_map(|r| r.as_ref().ok())
                .map(|r| escape::shown_width(r))
                .filter(|&w| w <= MAX_WIDTH)
                .max();
            let width = widest.unwrap_or(0).max(MIN_WIDTH);
            (Box::new(all.into_iter()), width)
        } else {
            (Box::new(inputs), 0)
        };
    let revisions = Revisions::merge(&args.revision);
    let tag = revisions.len() > 1;
    let mut emitter = Emitter::new(out, args.format);
    let mut all_ok = true;
    for reference in references {
        let Some(reference) = emitter.input(reference, style)? else {
            continue;
        };
        let results = resolve_all(&revisions, base, &reference, options);
        let resolved = results.iter().all(|(_, r)| r.is_ok());
        all_ok &= resolved
            && (!args.strict
                || results
                    .iter()
                    .all(|(_, r)| r.as_ref().is_ok_and(|r| r.valid_reference)));
        let record = || record(&reference, base, &results);
        let text = || {
            results
                .iter()
                .map(|(rev, r)| text(*rev, &reference, r, options, (tag, width)))
                .collect::<String>()
        };
        emitter.record(record, text)?;
    }
    emitter.finish()?;
    Ok(all_ok)
}

/// The base, which must be text.
fn base(arg: &std::ffi::OsStr) -> Result<&str, String> {
    arg.to_str().ok_or_else(|| {
        let bytes = arg.as_encoded_bytes();
        let at = std::str::from_utf8(bytes).map_or_else(|e| e.valid_up_to(), |_| 0);
        format!(
            "the base {} is not valid UTF-8 (invalid UTF-8 at byte {at})",
            escape::escape(bytes)
        )
    })
}

/// `ref = target`, with `(current document)` as the documents write it (RFC 3986's
/// algorithm gives a target for every reference, and §5.4.1 writes it).
fn text(
    revision: Revision,
    reference: &[u8],
    result: &Result<Resolution, Error>,
    options: ResolveOptions,
    (tag, width): (bool, usize),
) -> String {
    let prefix = if tag {
        format!("{:<33}", revision.id())
    } else {
        String::new()
    };
    let shown = escape::escape(reference);
    let pad = " ".repeat(width.saturating_sub(escape::shown_width(reference)));
    match result {
        Ok(r) => {
            // RFC 3986 §5.4 (and RFC 3987, by its §6.5) writes the target itself.
            let target = if r.same_document
                && !matches!(
                    revision,
                    Revision::Rfc3986 | Revision::Rfc3987 | Revision::Rfc6874
                ) {
                let fragment = shown.find('#').map_or("", |at| &shown[at..]);
                format!("(current document){fragment}")
            } else {
                escape::escape(r.target.as_bytes())
            };
            let warning = if r.valid_reference {
                ""
            } else {
                "   (warning: not a valid reference under this revision's grammar)"
            };
            let notes = notes(revision, r, options)
                .iter()
                .fold(String::new(), |mut all, n| {
                    let _ = write!(all, "   ({n})");
                    all
                });
            format!("{prefix}{shown}{pad} = {target}{warning}{notes}\n")
        }
        Err(e) => format!("{prefix}{shown}{pad}   error: {}\n", e.message),
    }
}

/// What the text output says beside a target: `..` segments left above the root
/// (an error where the document says so) and a scheme `--compat` ignored, each with
/// the section that says what happens.
fn notes(revision: Revision, r: &Resolution, options: ResolveOptions) -> Vec<String> {
    let mut notes = Vec::new();
    if r.above_root {
        let fate = if options.remove_dot_dot {
            "removed"
        } else {
            "kept"
        };
        notes.push(match revision {
            Revision::Rfc2396 | Revision::Rfc2732 => {
                format!("error: \"..\" above the root, {fate}: §5.2 step 6g")
            }
            Revision::Rfc2396bis00 => {
                format!("error: \"..\" above the root, {fate}: §5.2 merge step 7")
            }
            Revision::Url00 => "note: \"..\" above the root, kept: Appendix C.2".to_owned(),
            Revision::Rfc1808 => "note: \"..\" above the root, kept: §5.2".to_owned(),
            Revision::Rfc3987 => "note: \"..\" above the root, removed: RFC 3986 §5.2.4".to_owned(),
            // RFC 1738 and the URL Standard's writing rules resolve nothing: never reached.
            Revision::Rfc3986 | Revision::Rfc6874 | Revision::Rfc1738 | Revision::Whatwg => {
                "note: \"..\" above the root, removed: §5.2.4".to_owned()
            }
        });
    }
    if r.scheme_ignored {
        let section = match revision {
            Revision::Rfc2396 | Revision::Rfc2732 => "§5.2 step 3",
            Revision::Rfc3986 | Revision::Rfc6874 => "§5.2.2",
            Revision::Rfc3987 => "RFC 3986 §5.2.2",
            Revision::Url00 | Revision::Rfc2396bis00 | Revision::Rfc1738 | Revision::Whatwg => {
                "Appendix C.2"
            }
            Revision::Rfc1808 => "§5.2",
        };
        notes.push(format!(
            "note: the base's scheme ignored (--compat): {section}"
        ));
    }
    notes
}

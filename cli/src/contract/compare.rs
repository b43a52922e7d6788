//! The record of `compare`: every revision's reading of an input, side by side,
//! and with `--with whatwg` the Standard's.

use std::cell::RefCell;

use urispec::Parse;
use urispec::resolve::ResolveOptions;
use urispec::{ParseError, Resolution, ResolveError, Revision};

use super::differ::{Component, View};
use super::normalize::normalize;
use super::parse::{Parsed, parse_all};
use super::resolve::{self, resolve_bytes};
use super::whatwg::{Fields, Whatwg};
use super::{
    CompareAnswer, CompareRecord, ComponentsJson, Echo, Error, NormalFormResult, RevisionDiffers,
    WhatwgAnswer, write_by_revision_then,
};

/// Each revision's parse of `input`.
pub fn parses<'a>(revisions: &[Revision], input: &'a [u8]) -> Vec<Parsed<'a>> {
    parse_all(revisions, input)
}

/// One revision's resolution of `input` against `base`, when there is one.
pub fn resolution(
    revision: Revision,
    base: Option<&str>,
    input: &[u8],
) -> Option<Result<Resolution, Error>> {
    base.map(|b| resolve_bytes(revision, b, input, ResolveOptions::default()))
}

/// The record of `input` read whole: each revision's answer, against `base` when
/// given, and the Standard's answer when `whatwg` (what the playground's API
/// answers; the command builds the same from the pieces it also prints).
#[cfg(feature = "native")]
pub fn read(
    revisions: &[Revision],
    input: &[u8],
    base: Option<&str>,
    whatwg: bool,
) -> Result<CompareRecord, String> {
    if let Some(base) = base {
        usable_base(base)?;
    }
    let results = parses(revisions, input);
    let standard = whatwg.then(|| Standard::new(input, base));
    Ok(record(input, &results, base, standard.as_ref()))
}

/// The Standard's answers for one input: alone, and against the base.
pub struct Standard {
    /// The input parsed alone.
    pub alone: Whatwg,
    /// The input parsed against the base, when one is given.
    pub resolved: Option<Whatwg>,
}

impl Standard {
    /// The Standard's answers on `input`, alone and against `base`.
    #[cfg(feature = "native")]
    pub fn new(input: &[u8], base: Option<&str>) -> Self {
        Self {
            alone: Whatwg::parse(input, None),
            resolved: base.map(|b| Whatwg::parse(input, Some(b))),
        }
    }

    /// The JSON answer: where it differs from the revisions, all and one by one.
    pub fn answer(&self, results: &[Parsed<'_>]) -> WhatwgAnswer {
        let mine = self.alone.fields().map(View::of_whatwg);
        let by_revision: Vec<RevisionDiffers> = results
            .iter()
            .map(|(revision, r)| RevisionDiffers {
                revision: revision.id(),
                differs: match (r, &mine) {
                    (Ok(p), Some(mine)) => {
                        let theirs = View::of_parse(p);
                        Component::ALL
                            .into_iter()
                            .filter(|c| theirs.has(*c) && c.differs(theirs.get(*c), mine.get(*c)))
                            .map(Component::name)
                            .collect()
                    }
                    (Err(_), None) => Vec::new(),
                    _ => vec!["valid"],
                },
            })
            .collect();
        let differs = std::iter::once(Component::Valid)
            .chain(Component::ALL)
            .map(Component::name)
            .filter(|name| by_revision.iter().any(|r| r.differs.contains(name)))
            .collect();
        WhatwgAnswer {
            url: self.alone.clone(),
            resolution: self.resolved.clone(),
            differs,
            by_revision,
        }
    }

    /// The Standard's fields of the input alone, when it parsed.
    pub fn fields(&self) -> Option<&Fields> {
        self.alone.fields()
    }
}

/// A usage error when the base is not absolute under any revision that defines
/// resolution (rather than the same error in every row).
pub fn usable_base(base: &str) -> Result<(), String> {
    let errors: Vec<ResolveError> = Revision::ALL
        .iter()
        .filter_map(|&r| r.resolve(base, "", ResolveOptions::default()).err())
        .collect();
    let defined = Revision::ALL
        .iter()
        .filter(|&&r| {
            !matches!(
                r.resolve(base, "", ResolveOptions::default()),
                Err(ResolveError::NotDefined { .. })
            )
        })
        .count();
    let unusable: Vec<String> = errors
        .iter()
        .filter(|e| matches!(e, ResolveError::BaseNotAbsolute { .. }))
        .map(ToString::to_string)
        .collect();
    if defined > 0 && unusable.len() == defined {
        Err(format!(
            "--base: no revision can resolve against this base:\n  {}",
            unusable.join("\n  ")
        ))
    } else {
        Ok(())
    }
}

/// The normal form under the revision's rules (`urispec normalize`, scheme level).
pub fn normal_form(revision: Revision, input: &[u8]) -> Result<String, Error> {
    normalize(revision, input, urispec::equiv::NormalizeOptions::default())
        .map(|n| n.normal)
        .map_err(|e| Error::from(&e))
}

/// The JSON record of one input (against `base` when given): data, not the table's
/// display strings.
pub fn record(
    input: &[u8],
    results: &[Parsed<'_>],
    base: Option<&str>,
    whatwg: Option<&Standard>,
) -> CompareRecord {
    let mut differ = Differ::default();
    let revisions: Vec<CompareAnswer> = results
        .iter()
        .map(|(revision, r)| {
            let normal = normal_form(*revision, input);
            let resolution = resolution(*revision, base, input);
            let answer = answer(*revision, r, normal, resolution.as_ref());
            differ.add(&answer);
            answer
        })
        .collect();
    CompareRecord {
        echo: Echo::new(input),
        valid: results.iter().all(|(_, r)| r.is_ok()),
        revisions,
        differ: differ.keys(),
        whatwg: whatwg.map(|w| w.answer(results)),
    }
}

/// Writes the record of one input as [`record`] would be written, each revision's
/// normal form and resolution (against `base`) computed when its answer is written
/// and dropped after it: one answer held at a time, and of the others only what
/// `differ` needs (the first value of each key).
///
/// # Errors
/// When writing fails.
pub fn write_record<W: std::io::Write>(
    out: &mut W,
    input: &[u8],
    results: &[Parsed<'_>],
    base: Option<&str>,
    whatwg: Option<&Standard>,
) -> std::io::Result<()> {
    let differ = RefCell::new(Differ::default());
    let valid = results.iter().all(|(_, r)| r.is_ok());
    let answer = |out: &mut W, i: usize| {
        let (revision, r) = &results[i];
        let normal = normal_form(*revision, input);
        let resolution = resolution(*revision, base, input);
        let answer = answer(*revision, r, normal, resolution.as_ref());
        differ.borrow_mut().add(&answer);
        Ok(serde_json::to_writer(out, &answer)?)
    };
    let tail = |out: &mut W| {
        out.write_all(b",\"differ\":")?;
        serde_json::to_writer(&mut *out, &differ.borrow().keys())?;
        if let Some(w) = whatwg {
            out.write_all(b",\"whatwg\":")?;
            serde_json::to_writer(out, &w.answer(results))?;
        }
        Ok(())
    };
    write_by_revision_then(out, input, valid, results.len(), answer, tail)
}

/// One revision's answer: its parse, normal form and resolution.
fn answer(
    revision: Revision,
    parse: &Result<Parse<'_>, ParseError>,
    normal: Result<String, Error>,
    resolution: Option<&Result<Resolution, Error>>,
) -> CompareAnswer {
    CompareAnswer {
        revision: revision.id(),
        valid: parse.is_ok(),
        form: parse.as_ref().ok().map(Parse::form),
        components: parse.as_ref().ok().map(ComponentsJson::new),
        error: parse.as_ref().err().map(Error::from),
        normal: NormalFormResult::from(normal),
        resolution: resolution.map(|res| resolve::answer(revision, res)),
    }
}

/// The keys whose values differ, learnt one answer at a time: `valid` and
/// `resolution` between all revisions, `form`, each component and `normal` between
/// the revisions that accept the input (and have the component). Each key keeps the
/// first value seen and whether a later one differs from it (exactly, as JSON).
#[derive(Default)]
struct Differ {
    valid: Seen<bool>,
    form: Seen<Option<&'static str>>,
    /// Each component's key, in order of first appearance.
    components: Vec<(String, Seen<serde_json::Value>)>,
    normal: Seen<serde_json::Value>,
    resolution: Seen<serde_json::Value>,
}

impl Differ {
    /// Learns one revision's answer.
    fn add(&mut self, a: &CompareAnswer) {
        self.valid.see(&a.valid);
        if let Some(resolution) = &a.resolution {
            self.resolution
                .see(&serde_json::to_value(resolution).unwrap_or_default());
        }
        if !a.valid {
            return;
        }
        self.form.see(&a.form);
        for (key, value) in a.components.iter().flat_map(ComponentsJson::entries) {
            match self.components.iter_mut().find(|(k, _)| k == key) {
                Some((_, seen)) => seen.see(value),
                None => self.components.push((key.clone(), Seen::first(value))),
            }
        }
        self.normal
            .see(&serde_json::to_value(&a.normal).unwrap_or_default());
    }

    /// The keys that differ, in the record's order.
    fn keys(&self) -> Vec<String> {
        let named = |name: &str, seen: bool| seen.then(|| name.to_owned());
        named("valid", self.valid.differs)
            .into_iter()
            .chain(named("form", self.form.differs))
            .chain(
                self.components
                    .iter()
                    .filter(|(_, seen)| seen.differs)
                    .map(|(key, _)| key.clone()),
            )
            .chain(named("normal", self.normal.differs))
            .chain(named("resolution", self.resolution.differs))
            .collect()
    }
}

/// The first value of a key, and whether a later one differs from it.
struct Seen<T> {
    first: Option<T>,
    differs: bool,
}

impl<T> Default for Seen<T> {
    fn default() -> Self {
        Self {
            first: None,
            differs: false,
        }
    }
}

impl<T: PartialEq + Clone> Seen<T> {
    /// A key first seen with `value`.
    fn first(value: &T) -> Self {
        Self {
            first: Some(value.clone()),
            differs: false,
        }
    }

    /// Another value of the key.
    fn see(&mut self, value: &T) {
        match &self.first {
            Some(first) => self.differs |= first != value,
            None => self.first = Some(value.clone()),
        }
    }
}

/// Calls `case` on inputs valid, invalid and read differently by the revisions, each
/// with and without a base and the Standard's answer (for the tests that compare two
/// ways of writing the same answers).
#[cfg(test)]
pub fn each_case(mut case: impl FnMut(&[u8], &[Parsed<'_>], Option<&str>, Option<&Standard>)) {
    let inputs: [&[u8]; 5] = [
        b"http://a/b;c?d#e",
        b"a b",
        b"HTTP://u@[::1]:80/%41",
        b"\xFF",
        b"http://a/b/../c",
    ];
    for input in inputs {
        let results = parses(&Revision::ALL, input);
        for base in [None, Some("http://x/y/z")] {
            let standard = Standard::new(input, base);
            for whatwg in [None, Some(&standard)] {
                case(input, &results, base, whatwg);
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The record written one answer at a time is the record, byte for byte.
    #[test]
    fn the_written_record_is_the_record() {
        each_case(|input, results, base, whatwg| {
            let whole = serde_json::to_vec(&record(input, results, base, whatwg)).unwrap();
            let mut written = Vec::new();
            write_record(&mut written, input, results, base, whatwg).unwrap();
            assert_eq!(
                String::from_utf8_lossy(&written),
                String::from_utf8_lossy(&whole)
            );
        });
    }
}

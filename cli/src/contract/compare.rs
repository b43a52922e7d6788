//! The record of `compare`: every revision's reading of an input, side by side,
//! and with `--with whatwg` the Standard's.

use urispec::Parse;
use urispec::resolve::ResolveOptions;
use urispec::{Resolution, ResolveError, Revision};

use super::differ::{Component, View};
use super::normalize::normalize;
use super::parse::{Parsed, parse_all};
use super::resolve::{self, resolve_bytes};
use super::whatwg::{Fields, Whatwg};
use super::{
    CompareAnswer, CompareRecord, ComponentsJson, Echo, Error, NormalFormResult, RevisionDiffers,
    WhatwgAnswer,
};

/// Each revision's parse of `input`.
pub fn parses<'a>(revisions: &[Revision], input: &'a [u8]) -> Vec<Parsed<'a>> {
    parse_all(revisions, input)
}

/// Each revision's resolution of `input` against `base`, when there is one.
pub fn resolutions(
    revisions: &[Revision],
    base: Option<&str>,
    input: &[u8],
) -> Vec<Option<Result<Resolution, Error>>> {
    revisions
        .iter()
        .map(|&r| base.map(|b| resolve_bytes(r, b, input, ResolveOptions::default())))
        .collect()
}

/// Each revision's normal form of `input`.
pub fn normals(revisions: &[Revision], input: &[u8]) -> Vec<Result<String, Error>> {
    revisions.iter().map(|&r| normal_form(r, input)).collect()
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
    Ok(record(
        input,
        &results,
        &normals(revisions, input),
        &resolutions(revisions, base, input),
        standard.as_ref(),
    ))
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

/// The JSON record of one input: data, not the table's display strings.
pub fn record(
    input: &[u8],
    results: &[Parsed<'_>],
    normals: &[Result<String, Error>],
    resolutions: &[Option<Result<Resolution, Error>>],
    whatwg: Option<&Standard>,
) -> CompareRecord {
    let revisions: Vec<CompareAnswer> = results
        .iter()
        .zip(normals)
        .zip(resolutions)
        .map(|(((rev, r), n), res)| CompareAnswer {
            revision: rev.id(),
            valid: r.is_ok(),
            form: r.as_ref().ok().map(Parse::form),
            components: r.as_ref().ok().map(ComponentsJson::new),
            error: r.as_ref().err().map(Error::from),
            normal: NormalFormResult::from(n.clone()),
            resolution: res.as_ref().map(|res| resolve::answer(*rev, res)),
        })
        .collect();
    let differ = differ_keys(&revisions);
    CompareRecord {
        echo: Echo::new(input),
        valid: results.iter().all(|(_, r)| r.is_ok()),
        revisions,
        differ,
        whatwg: whatwg.map(|w| w.answer(results)),
    }
}

/// The keys whose values differ: `valid` and `resolution` between all revisions,
/// `form` and each component between the revisions that accept the input and have
/// the component.
fn differ_keys(answers: &[CompareAnswer]) -> Vec<String> {
    let differs = |values: Vec<serde_json::Value>| values.windows(2).any(|w| w[0] != w[1]);
    let mut keys = Vec::new();
    if differs(answers.iter().map(|a| a.valid.into()).collect()) {
        keys.push("valid".to_owned());
    }
    let accepted: Vec<&CompareAnswer> = answers.iter().filter(|a| a.valid).collect();
    if differs(accepted.iter().map(|a| a.form.into()).collect()) {
        keys.push("form".to_owned());
    }
    let mut names: Vec<&String> = Vec::new();
    for a in &accepted {
        for key in a.components.iter().flat_map(ComponentsJson::keys) {
            if !names.contains(&key) {
                names.push(key);
            }
        }
    }
    for name in names {
        let values = accepted
            .iter()
            .filter_map(|a| a.components.as_ref()?.get(name).cloned())
            .collect();
        if differs(values) {
            keys.push(name.clone());
        }
    }
    let normals = accepted
        .iter()
        .map(|a| serde_json::to_value(&a.normal).unwrap_or_default())
        .collect();
    if differs(normals) {
        keys.push("normal".to_owned());
    }
    let resolutions: Vec<serde_json::Value> = answers
        .iter()
        .filter_map(|a| a.resolution.as_ref())
        .map(|r| serde_json::to_value(r).unwrap_or_default())
        .collect();
    if differs(resolutions) {
        keys.push("resolution".to_owned());
    }
    keys
}

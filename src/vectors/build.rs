//! The set of one revision: its inputs gathered in a fixed order (printed, corpus,
//! derived, near misses), each checked; resolution, normalization and equivalence
//! cases drawn from them.

use std::collections::{BTreeMap, HashSet};

use super::cases::{Input, start_case};
use super::sources::{self, Line};
use super::{
    Case, EquivalenceCase, GeneratorInfo, NormalizationCase, Origin, ResolutionCase,
    ResolutionError, TAGS, Vectors, rules, tags_of,
};
use crate::bnf::{Generator, pest_name};
use crate::equiv::NormalizeOptions;
use crate::resolve::ResolveOptions;
use crate::{ResolveError, Revision, Validator};

/// Derivations of the start rule drawn.
const DERIVED: usize = 700;
/// Near misses kept (each rejected by the start rule).
const NEAR_MISSES: usize = 600;
/// Normalization cases beyond the printed ones.
const NORMALIZATIONS: usize = 400;
/// Equivalence pairs beyond the printed ones.
const EQUIVALENCES: usize = 300;
/// Resolution cases beyond the printed ones.
const RESOLUTIONS: usize = 500;
/// The base of the resolution examples of every document since RFC 1808, for a
/// revision that prints none.
const DEFAULT_BASE: &str = "http://a/b/c/d;p?q";
/// Bases that cannot be resolved against (not absolute, not hierarchical), and the
/// references tried on them.
const BAD_BASES: &[&str] = &["g/h", "mailto:a@b", "news:comp.x"];
/// References resolved against [`BAD_BASES`].
const BAD_BASE_REFERENCES: &[&str] = &["g", "#f", "?q", "//x/y", ""];

/// The set of `revision` with `seed`.
pub fn generate(revision: Revision, seed: u64) -> Vectors {
    let printed = sources::lines(sources::printed_text(revision));
    let inputs = inputs(revision, seed, &printed);
    let cases: Vec<Case> = inputs
        .iter()
        .enumerate()
        .map(|(i, input)| start_case(revision, id(revision, "check", i), input))
        .collect();
    let rule_cases = rules::rule_cases(revision, seed);
    let normalizations = normalizations(revision, &cases);
    Vectors {
        format: super::FORMAT,
        revision: revision.id(),
        document: super::document(revision),
        rule: pest_name(revision.start_rule()),
        generator: GeneratorInfo {
            urispec: env!("CARGO_PKG_VERSION"),
            seed,
        },
        tags: TAGS.iter().copied().collect::<BTreeMap<_, _>>(),
        coverage: rules::coverage(revision, &cases, &rule_cases),
        resolutions: resolutions(revision, &printed, &cases),
        equivalences: equivalences(revision, &printed, &normalizations),
        normalizations,
        cases,
        rule_cases,
    }
}

/// `REV/KIND/NNNN`, numbered from 1.
fn id(revision: Revision, kind: &str, index: usize) -> String {
    format!("{}/{kind}/{:04}", revision.id(), index + 1)
}

/// Every input once, first origin kept: printed, corpus, special bytes, derived,
/// near misses.
fn inputs(revision: Revision, seed: u64, printed: &[Line<'static>]) -> Vec<Input> {
    let mut known = HashSet::new();
    let mut out = Vec::new();
    let mut push = |bytes: Vec<u8>, origin, section| {
        let new = known.insert(bytes.clone());
        if new {
            out.push(Input {
                bytes,
                origin,
                section,
            });
        }
        new
    };
    for line in printed {
        let section = Some(sources::section(line.heading));
        push(line.input.as_bytes().to_vec(), Origin::Printed, section);
    }
    for s in sources::corpus(revision) {
        push(s.as_bytes().to_vec(), Origin::Corpus, None);
    }
    for b in sources::BYTES {
        push(b.to_vec(), Origin::Corpus, None);
    }
    let grammar = revision.bnf();
    let mut generator = Generator::new(grammar, seed);
    let derived: Vec<String> = (0..DERIVED)
        .filter_map(|_| generator.derive(revision.start_rule()))
        .collect();
    for s in &derived {
        push(s.as_bytes().to_vec(), Origin::Derived, None);
    }
    let validator = Validator::start(revision);
    let mut misses = Generator::new(grammar, seed.wrapping_add(1));
    let mut kept = 0;
    let originals: Vec<&str> = derived
        .iter()
        .map(String::as_str)
        .chain(printed.iter().map(|l| l.input))
        .collect();
    for s in originals.iter().cycle().take(8 * NEAR_MISSES) {
        if kept == NEAR_MISSES {
            break;
        }
        let miss = misses.near_miss(s);
        if !validator.is_valid(miss.as_bytes()) && push(miss.into_bytes(), Origin::NearMiss, None) {
            kept += 1;
        }
    }
    out
}

/// The resolution cases: the printed references against the printed base, then the
/// other inputs against it (the relative ones first), then bases that fail.
fn resolutions(
    revision: Revision,
    printed: &[Line<'static>],
    cases: &[Case],
) -> Vec<ResolutionCase> {
    let base = sources::printed_base(printed).unwrap_or(DEFAULT_BASE);
    if matches!(
        revision.resolve(base, "g", ResolveOptions::default()),
        Err(ResolveError::NotDefined { .. })
    ) {
        return Vec::new();
    }
    let mut pairs: Vec<(&str, &str, Origin, Option<String>)> = printed
        .iter()
        .filter(|l| sources::is_resolution_heading(l.heading))
        .map(|l| {
            (
                base,
                l.input,
                Origin::Printed,
                Some(sources::section(l.heading)),
            )
        })
        .collect();
    let others = cases
        .iter()
        .filter(|c| c.input_hex.is_none() && c.origin != Origin::Printed);
    let (relative, absolute): (Vec<&Case>, Vec<&Case>) =
        others.partition(|c| c.tags.contains(&"relative"));
    let mut rest: Vec<&Case> = relative
        .into_iter()
        .chain(absolute.into_iter().step_by(10))
        .collect();
    rest.truncate(RESOLUTIONS);
    pairs.extend(
        rest.iter()
            .map(|c| (base, c.input.as_str(), c.origin, None)),
    );
    pairs.push((base, "", Origin::Corpus, None));
    for bad in BAD_BASES {
        pairs.extend(
            BAD_BASE_REFERENCES
                .iter()
                .map(|r| (*bad, *r, Origin::Corpus, None)),
        );
    }
    pairs
        .into_iter()
        .enumerate()
        .map(|(i, (base, reference, origin, section))| {
            let answer = revision.resolve(base, reference, ResolveOptions::default());
            let above_root = answer.as_ref().is_ok_and(|r| r.above_root);
            let (target, error) = match answer {
                Ok(r) => (Some(r.target), None),
                Err(e) => (None, Some(resolution_error(&e))),
            };
            ResolutionCase {
                id: id(revision, "resolve", i),
                origin,
                section,
                tags: tags_of(reference.as_bytes(), above_root),
                base: base.to_owned(),
                reference: reference.to_owned(),
                valid_reference: Validator::start(revision).is_valid(reference.as_bytes()),
                target,
                error,
            }
        })
        .collect()
}

/// A resolution error in the command's shape, with the section the error names.
fn resolution_error(e: &ResolveError) -> ResolutionError {
    let section = match e {
        ResolveError::NotDefined { section, .. }
        | ResolveError::BaseNotAbsolute { section, .. }
        | ResolveError::BaseNotHierarchical { section, .. } => Some((*section).to_owned()),
    };
    ResolutionError {
        offset: None,
        expected: Vec::new(),
        section,
        message: e.to_string(),
    }
}

/// The normal forms of the printed valid inputs, then of a sample of the others.
fn normalizations(revision: Revision, cases: &[Case]) -> Vec<NormalizationCase> {
    let valid = cases.iter().filter(|c| c.valid && c.input_hex.is_none());
    let (printed, others): (Vec<&Case>, Vec<&Case>) =
        valid.partition(|c| c.origin == Origin::Printed);
    let step = (others.len() / NORMALIZATIONS).max(1);
    let chosen = printed
        .into_iter()
        .chain(others.into_iter().step_by(step).take(NORMALIZATIONS));
    chosen
        .filter_map(|c| {
            let n = revision
                .normalize(&c.input, NormalizeOptions::default())
                .ok()?;
            Some((c, n))
        })
        .enumerate()
        .map(|(i, (c, n))| NormalizationCase {
            id: id(revision, "normalize", i),
            origin: c.origin,
            section: c.section.clone(),
            tags: c.tags.clone(),
            input: c.input.clone(),
            normal: n.normal,
            steps: n.steps.iter().map(|s| s.section.clone()).collect(),
            step_rules: n.steps.iter().map(|s| s.rule).collect(),
        })
        .collect()
}

/// Printed pairs (every two valid inputs printed under one normalization or
/// equivalence heading), then each input with its normal form, and each with the next.
fn equivalences(
    revision: Revision,
    printed: &[Line<'static>],
    normals: &[NormalizationCase],
) -> Vec<EquivalenceCase> {
    let mut pairs: Vec<(String, String, Origin, Option<String>)> = Vec::new();
    let headed: Vec<&Line<'static>> = printed
        .iter()
        .filter(|l| sources::is_normalization_heading(l.heading))
        .collect();
    for (i, a) in headed.iter().enumerate() {
        for b in headed[i + 1..].iter().filter(|b| b.heading == a.heading) {
            pairs.push((
                a.input.to_owned(),
                b.input.to_owned(),
                Origin::Printed,
                Some(sources::section(a.heading)),
            ));
        }
    }
    let others = normals.iter().filter(|n| n.origin != Origin::Printed);
    let changed = others.clone().filter(|n| n.normal != n.input);
    let mut derived: Vec<(String, String, Origin, Option<String>)> = changed
        .map(|n| (n.input.clone(), n.normal.clone(), n.origin, None))
        .collect();
    let list: Vec<&NormalizationCase> = others.collect();
    derived.extend(
        list.windows(2)
            .map(|w| (w[0].input.clone(), w[1].input.clone(), w[0].origin, None)),
    );
    derived.truncate(EQUIVALENCES);
    pairs.extend(derived);
    pairs
        .into_iter()
        .filter_map(|(a, b, origin, section)| {
            let e = revision
                .equivalent(&a, &b, NormalizeOptions::default())
                .ok()?;
            let mut tags = tags_of(a.as_bytes(), false);
            tags.extend(tags_of(b.as_bytes(), false));
            tags.sort_unstable();
            tags.dedup();
            Some((a, b, origin, section, tags, e.equivalent))
        })
        .enumerate()
        .map(
            |(i, (a, b, origin, section, tags, equivalent))| EquivalenceCase {
                id: id(revision, "equivalent", i),
                origin,
                section,
                tags,
                a,
                b,
                equivalent,
            },
        )
        .collect()
}

//! One exported function per command: its arguments as the command line takes them
//! (a revision list, option values), its answer the record the command prints with
//! `--format jsonl`, built by the command's own builders.

// wasm-bindgen takes an optional string argument as `Option<String>` only.
#![allow(clippy::needless_pass_by_value)]

use urispec::Revision;
use urispec::Validator;
use urispec::convert::{to_iri, to_uri};
use urispec::equiv::literal_chars;
use urispec::resolve::ResolveOptions;
use urispec_cli::contract::{
    self, Error, check as check_record, compare as compare_record, encode as encode_record,
    equivalent as equivalent_record, grammar as grammar_record, normalize as normalize_record,
    parse as parse_record, resolve as resolve_record, tree as tree_record,
};
use urispec_cli::output::labels::Labels;
use wasm_bindgen::prelude::wasm_bindgen;

use crate::args::{Answer, input, json, normalize_options, range, revision, revisions as list};
use crate::whatwg;

/// Every revision, in the documents' order: `[{id, aliases, date, start_rule}]`.
#[wasm_bindgen]
#[must_use]
pub fn revisions() -> String {
    let all: Vec<_> = Revision::ALL
        .iter()
        .map(|r| {
            serde_json::json!({
                "id": r.id(),
                "aliases": r.aliases(),
                "date": r.date(),
                "start_rule": r.start_rule(),
            })
        })
        .collect();
    serde_json::Value::from(all).to_string()
}

/// Whether `text` is in the language of the revision's start rule.
///
/// # Errors
/// A `RangeError` for an unknown revision or an input over the limit.
#[wasm_bindgen(js_name = isValid)]
pub fn is_valid(text: &str, revision_name: &str) -> Result<bool, wasm_bindgen::JsValue> {
    let bytes = input("input", text)?;
    Ok(Validator::start(revision(revision_name)?).is_valid(bytes))
}

/// `urispec check --revision REVISIONS [--rule RULE]`.
///
/// # Errors
/// A `RangeError` for an unknown revision, a rule no revision has, an input over
/// the limit.
#[wasm_bindgen]
pub fn check(text: &str, revisions: &str, rule: Option<String>) -> Answer {
    let bytes = input("input", text)?;
    let rule = rule.as_deref();
    let checkers = check_record::checkers(&list(revisions)?, rule).map_err(range)?;
    let answers: Vec<_> = checkers
        .iter()
        .map(|c| check_record::answer(c, bytes, true).0)
        .collect();
    let valid = answers.iter().all(|a| a.valid);
    json(&check_record::record(bytes, valid, answers))
}

/// `urispec parse --revision REVISIONS`.
///
/// # Errors
/// A `RangeError` for an unknown revision or an input over the limit.
#[wasm_bindgen]
pub fn parse(text: &str, revisions: &str) -> Answer {
    let bytes = input("input", text)?;
    let results = parse_record::parse_all(&list(revisions)?, bytes);
    json(&parse_record::record(bytes, &results))
}

/// `urispec tree --revision REVISIONS [--full]`.
///
/// # Errors
/// A `RangeError` for an unknown revision or an input over the limit.
#[wasm_bindgen]
pub fn tree(text: &str, revisions: &str, full: bool) -> Answer {
    let bytes = input("input", text)?;
    let revisions = list(revisions)?;
    let mut labels: Vec<Option<Labels>> = revisions
        .iter()
        .map(|r| full.then(|| Labels::new(r.bnf())))
        .collect();
    let derivations: Vec<_> = revisions
        .iter()
        .map(|&r| tree_record::Derivation::new(r, bytes))
        .collect();
    json(&tree_record::record(bytes, &derivations, &mut labels))
}

/// `urispec resolve --revision REVISIONS [--compat] [--remove-dot-dot] BASE REFERENCE`.
///
/// # Errors
/// A `RangeError` for an unknown revision or an input over the limit.
#[wasm_bindgen]
pub fn resolve(
    base: &str,
    reference: &str,
    revisions: &str,
    compat: bool,
    remove_dot_dot: bool,
) -> Answer {
    input("base", base)?;
    let bytes = input("reference", reference)?;
    let options = ResolveOptions {
        compat,
        remove_dot_dot,
    };
    let results = resolve_record::resolve_all(&list(revisions)?, base, bytes, options);
    json(&resolve_record::record(bytes, base, &results))
}

/// `urispec compare --revision REVISIONS [--base BASE]`, and with `standard` (the
/// JSON of this JavaScript's own `URL` on the input, alone and against the base,
/// from `index.js`) the Standard's answer beside the revisions'.
///
/// # Errors
/// A `RangeError` for an unknown revision, a base no revision can resolve against,
/// an input over the limit, a `standard` that is not the JSON `index.js` writes.
#[wasm_bindgen]
pub fn compare(
    text: &str,
    revisions: &str,
    base: Option<String>,
    standard: Option<String>,
) -> Answer {
    let bytes = input("input", text)?;
    let revisions = list(revisions)?;
    let base = base.as_deref();
    if let Some(base) = base {
        input("base", base)?;
        compare_record::usable_base(base).map_err(range)?;
    }
    let standard = standard.as_deref().map(whatwg::standard).transpose()?;
    let results = compare_record::parses(&revisions, bytes);
    json(&compare_record::record(
        bytes,
        &results,
        base,
        standard.as_ref(),
    ))
}

/// `urispec normalize --revision REVISIONS --level LEVEL [--rfc1738-ports]`.
///
/// # Errors
/// A `RangeError` for an unknown revision or level, or an input over the limit.
#[wasm_bindgen]
pub fn normalize(text: &str, revisions: &str, level: &str, rfc1738_ports: bool) -> Answer {
    let bytes = input("input", text)?;
    let options = normalize_options(level, rfc1738_ports)?;
    let results = normalize_record::normalize_all(&list(revisions)?, bytes, options);
    json(&normalize_record::record(bytes, results))
}

/// `urispec equivalent --revision REVISIONS --level LEVEL [--rfc1738-ports] A B`.
///
/// # Errors
/// A `RangeError` for an unknown revision or level, or an input over the limit.
#[wasm_bindgen]
pub fn equivalent(a: &str, b: &str, revisions: &str, level: &str, rfc1738_ports: bool) -> Answer {
    let (a, b) = (input("a", a)?, input("b", b)?);
    let options = normalize_options(level, rfc1738_ports)?;
    let answers: Vec<_> = list(revisions)?
        .into_iter()
        .map(|r| (r, equivalent_record::answer(r, a, b, options)))
        .collect();
    let differs = answers
        .iter()
        .any(|(_, x)| matches!(x, Ok(e) if !e.equivalent));
    let equivalent = !differs && answers.iter().any(|(_, x)| x.is_ok());
    json(&equivalent_record::record(a, b, equivalent, &answers))
}

/// `urispec encode --revision REVISION --component COMPONENT TEXT`.
///
/// # Errors
/// A `RangeError` for an unknown revision or component, or an input over the limit.
#[wasm_bindgen]
pub fn encode(text: &str, revision_name: &str, component: &str) -> Answer {
    let bytes = input("text", text)?;
    let revision = revision(revision_name)?;
    let literal: String = literal_chars(revision, component)
        .map_err(|e| range(e.to_string()))?
        .ascii_chars()
        .collect();
    let result =
        urispec::equiv::encode(revision, component, text).map_err(|e| range(e.to_string()))?;
    json(&encode_record::encode_record(
        bytes,
        (revision, component),
        &literal,
        &Ok(result),
    ))
}

/// `urispec decode TEXT`.
///
/// # Errors
/// A `RangeError` for an input over the limit.
#[wasm_bindgen]
pub fn decode(text: &str) -> Answer {
    let bytes = input("text", text)?;
    let result = urispec::equiv::decode(text).map_err(|e| encode_record::decode_error(&e));
    json(&encode_record::decode_record(bytes, &result))
}

/// `urispec convert --to TO` (`"uri"`: RFC 3987 §3.1; `"iri"`: §3.2).
///
/// # Errors
/// A `RangeError` for another `to`, or an input over the limit.
#[wasm_bindgen]
pub fn convert(text: &str, to: &str) -> Answer {
    let bytes = input("input", text)?;
    let to_uri_asked = match to {
        "uri" => true,
        "iri" => false,
        other => return Err(range(format!("to: \"uri\" or \"iri\", not {other:?}"))),
    };
    let result = if to_uri_asked {
        to_uri(text)
    } else {
        to_iri(text)
    };
    let result = result.map_err(|e| Error::from(&e));
    json(&encode_record::convert_record(bytes, to_uri_asked, &result))
}

/// `urispec grammar --revision REVISION [RULE [--uses] [--used-by]] --format json`.
///
/// # Errors
/// A `RangeError` for an unknown revision or rule.
#[wasm_bindgen]
pub fn grammar(revision_name: &str, rule: Option<String>, uses: bool, used_by: bool) -> Answer {
    let revision = revision(revision_name)?;
    let Some(name) = rule else {
        return json(&grammar_record::whole_record(revision));
    };
    let def = revision.bnf().rule(&name).ok_or_else(|| {
        let close = revision.bnf().close_names(&name);
        let hint = if close.is_empty() {
            String::from("grammar(revision) lists every rule")
        } else {
            format!("close names: {}", close.join(", "))
        };
        range(format!("{revision}: no rule named {name:?}; {hint}"))
    })?;
    json(&grammar_record::rule_record(revision, def, uses, used_by))
}

/// The documents' words on each rule of a revision: `{revision, rules: {name:
/// section}, sections: {section: {title, text, source}}}` (the playground's
/// `/api/prose`).
///
/// # Errors
/// A `RangeError` for an unknown revision.
#[wasm_bindgen]
pub fn prose(revision_name: &str) -> Answer {
    json(&urispec_cli::book::prose::document(revision(
        revision_name,
    )?))
}

/// `urispec diff FROM TO [--witnesses --tries TRIES] --format json` (`tries` 0: no
/// witnesses).
///
/// # Errors
/// A `RangeError` for an unknown revision.
#[wasm_bindgen]
pub fn diff(from: &str, to: &str, tries: usize) -> Answer {
    let mut d = urispec::diff::diff(revision(from)?, revision(to)?);
    if tries > 0 {
        d.search_witnesses(tries);
    }
    json(&contract::diff::record(&d))
}

//! The column functions of the commands beyond checking and splitting: `compare`
//! (which revisions accept a row, and where their answers differ), `equivalent`,
//! `convert` (RFC 3987 §3), `encode` and `decode`. As every kernel: one pass over the
//! rows, nulls in give nulls out, and what a revision rejects is data (a null, or
//! `compare`'s lists), never an error.

use std::fmt::Write as _;
use std::sync::Arc;

use arrow_array::ArrayRef;
use arrow_array::builder::{BinaryBuilder, BooleanBuilder, ListBuilder, StringBuilder};
use arrow_schema::{DataType, Field, Fields};
use urispec::ast::Components;
use urispec::{Parse, Revision, convert, equiv};

use crate::kernels::{Rows, component_fields, strukt};
use crate::texts::{Revisions, Texts};

/// The fields of the `compare` struct.
pub fn compare_fields() -> Fields {
    let list = || DataType::List(Arc::new(Field::new_list_field(DataType::Utf8, true)));
    Fields::from(vec![
        Field::new("accepted", list(), true),
        Field::new("differ", list(), true),
    ])
}

/// `compare`: the ids of the revisions that accept each row (oldest first), and the
/// keys where their answers differ, as `urispec compare --format json` names them:
/// `valid` (one revision accepts, another rejects), `form`, each component of the
/// common view (between the revisions that accept and have it), `normal`.
pub fn compare(texts: &Texts<'_>, mut rows: Rows<'_>) -> Result<ArrayRef, String> {
    let mut accepted = ListBuilder::new(StringBuilder::new());
    let mut differ = ListBuilder::new(StringBuilder::new());
    let mut nulls = Vec::with_capacity(rows.len());
    rows.each(|i| {
        let Some(bytes) = texts.get(i) else {
            nulls.push(false);
            accepted.append_null();
            differ.append_null();
            return Ok(());
        };
        nulls.push(true);
        let text = std::str::from_utf8(bytes).ok();
        let parses: Vec<Parse<'_>> = Revision::ALL
            .iter()
            .filter_map(|rev| rev.parse(text?).ok())
            .collect();
        for p in &parses {
            accepted.values().append_value(p.revision().id());
        }
        accepted.append(true);
        for key in differing(&parses, text.unwrap_or_default()) {
            differ.values().append_value(key);
        }
        differ.append(true);
        Ok(())
    })?;
    let columns: Vec<ArrayRef> = vec![Arc::new(accepted.finish()), Arc::new(differ.finish())];
    strukt(compare_fields(), columns, nulls)
}

/// The keys whose values differ between the answers (`parses`: the revisions that
/// accept `text`).
fn differing(parses: &[Parse<'_>], text: &str) -> Vec<&'static str> {
    let differs = |values: &[Option<String>]| values.windows(2).any(|w| w[0] != w[1]);
    let mut keys = Vec::new();
    if !parses.is_empty() && parses.len() < Revision::ALL.len() {
        keys.push("valid");
    }
    let forms: Vec<Option<String>> = parses.iter().map(|p| Some(p.form().to_owned())).collect();
    if differs(&forms) {
        keys.push("form");
    }
    for field in &component_fields() {
        let name = field.name().as_str();
        let values: Vec<Option<String>> = parses
            .iter()
            .filter(|p| !Components::lacking(p.revision()).contains(&name))
            .map(|p| component(p, name))
            .collect();
        if differs(&values) {
            keys.push(field_name(name));
        }
    }
    let options = equiv::NormalizeOptions::default();
    let normals: Vec<Option<String>> = parses
        .iter()
        .map(|p| p.revision().normalize(text, options).ok().map(|n| n.normal))
        .collect();
    if differs(&normals) {
        keys.push("normal");
    }
    keys
}

/// The `'static` name of a field of the common view.
fn field_name(name: &str) -> &'static str {
    crate::kernels::TEXT_FIELDS
        .iter()
        .chain(&["leading_slash", "fragment"])
        .find(|n| **n == name)
        .copied()
        .unwrap_or("?")
}

/// One field of a parse's common view, as text (`leading_slash` as `true`/`false`).
fn component(p: &Parse<'_>, name: &str) -> Option<String> {
    let c = p.components();
    let value = match name {
        "scheme" => c.scheme,
        "authority" => c.authority,
        "userinfo" => c.userinfo,
        "user" => c.user,
        "password" => c.password,
        "host" => c.host.as_ref().map(urispec::ast::Host::as_str),
        "host_kind" => c.host.as_ref().map(|h| h.kind(p.revision())),
        "port" => c.port,
        "leading_slash" => return Some(c.leading_slash.to_string()),
        "path" => c.path,
        "params" => c.params,
        "query" => c.query,
        _ => c.fragment,
    };
    value.map(str::to_owned)
}

/// `equivalent`: whether each row of `a` and of `b` are equivalent under the
/// revision's rules; null where either is null or rejected.
pub fn equivalent(
    a: &Texts<'_>,
    b: &Texts<'_>,
    mut revs: Revisions<'_>,
    options: equiv::NormalizeOptions,
    mut rows: Rows<'_>,
) -> Result<ArrayRef, String> {
    let mut out = BooleanBuilder::with_capacity(rows.len());
    rows.each(|i| {
        let verdict = match (a.str(i), b.str(i), revs.get(i)?) {
            (Some(a), Some(b), Some(rev)) => rev.equivalent(a, b, options).ok(),
            _ => None,
        };
        out.append_option(verdict.map(|e| e.equivalent));
        Ok(())
    })?;
    Ok(Arc::new(out.finish()))
}

/// Where `convert` goes: RFC 3987 §3.1 or §3.2.
#[derive(Debug, Clone, Copy)]
pub enum Target {
    /// §3.1: an IRI reference mapped to a URI reference.
    Uri,
    /// §3.2: a URI reference converted to an IRI reference.
    Iri,
}

impl Target {
    /// `"uri"` or `"iri"`, as `urispec convert --to` takes them.
    pub fn new(name: Option<&[u8]>) -> Result<Self, String> {
        match name {
            Some(b"uri") => Ok(Self::Uri),
            Some(b"iri") => Ok(Self::Iri),
            other => Err(format!(
                "to {:?}: expected \"uri\" or \"iri\"",
                other.map(String::from_utf8_lossy).unwrap_or_default()
            )),
        }
    }
}

/// `convert`: each row mapped to a URI (from an IRI) or converted to an IRI (from a
/// URI); null where the row is no such reference.
pub fn convert(texts: &Texts<'_>, to: Target, mut rows: Rows<'_>) -> Result<ArrayRef, String> {
    let mut out = StringBuilder::new();
    rows.each(|i| {
        let converted = texts.str(i).and_then(|s| match to {
            Target::Uri => convert::to_uri(s).ok(),
            Target::Iri => convert::to_iri(s).ok(),
        });
        out.append_option(converted);
        Ok(())
    })?;
    Ok(Arc::new(out.finish()))
}

/// `encode`: each row as data of `component` (every character its rule does not
/// accept escaped; bytes that are not UTF-8 escaped each, never replaced). An unknown
/// component is an error.
pub fn encode(
    texts: &Texts<'_>,
    mut revs: Revisions<'_>,
    component: &str,
    mut rows: Rows<'_>,
) -> Result<ArrayRef, String> {
    let mut out = StringBuilder::new();
    rows.each(|i| {
        let (Some(bytes), Some(rev)) = (texts.get(i), revs.get(i)?) else {
            out.append_null();
            return Ok(());
        };
        let encode = |text: &str| equiv::encode(rev, component, text).map_err(|e| e.to_string());
        let mut encoded = encode("")?; // the component's name checked, even for no text
        for chunk in bytes.utf8_chunks() {
            encoded.push_str(&encode(chunk.valid())?);
            for b in chunk.invalid() {
                let _ = write!(encoded, "%{b:02X}"); // writing to a String cannot fail
            }
        }
        out.append_value(encoded);
        Ok(())
    })?;
    Ok(Arc::new(out.finish()))
}

/// `decode`: the octets each row stands for, every `%XX` unescaped (bytes that are not
/// UTF-8 pass through); null where a `%` lacks its two hexadecimal digits.
pub fn decode(texts: &Texts<'_>, mut rows: Rows<'_>) -> Result<ArrayRef, String> {
    let mut out = BinaryBuilder::new();
    rows.each(|i| {
        let decoded = texts.get(i).and_then(|bytes| {
            let mut octets = Vec::with_capacity(bytes.len());
            for chunk in bytes.utf8_chunks() {
                octets.extend(equiv::decode(chunk.valid()).ok()?);
                octets.extend_from_slice(chunk.invalid());
            }
            Some(octets)
        });
        out.append_option(decoded);
        Ok(())
    })?;
    Ok(Arc::new(out.finish()))
}

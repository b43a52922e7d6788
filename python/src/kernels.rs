//! The column functions over Arrow arrays, shared by `urispec.arrow`, `DuckDB`, Spark
//! and the Polars plugin: one pass over the rows, nulls in give nulls out, and a
//! rejection is data (the `check` struct), never an exception.
//!
//! Every [`BATCH`] rows the pass asks its caller whether to go on (Python's pending
//! signals: Ctrl-C stops a long call within a batch).

use std::sync::Arc;

use arrow_array::builder::{BooleanBuilder, ListBuilder, StringBuilder, UInt64Builder};
use arrow_array::{Array, ArrayRef, StructArray};
use arrow_buffer::NullBuffer;
use arrow_schema::{DataType, Field, Fields};
use urispec::ast::Components;
use urispec::resolve::{self, Base};
use urispec::{Revision, equiv};

use crate::capabilities;
use crate::texts::{Revisions, Texts, flag};
use crate::validators::RuleValidators;

/// A column function and the arguments it takes after the column.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Function {
    /// `(revision, rule)` → boolean (`rule` one value, null for the start rule).
    IsValid,
    /// `(revision, rule)` → the `check` struct.
    Check,
    /// `(revision)` → the common view, null when invalid.
    Components,
    /// `(base, revision, compat, strict)` → the target, null when no target (and,
    /// when `strict`, where the revision rejects the reference).
    Resolve,
    /// `(revision, level, rfc1738_ports)` → the normal form, null when invalid.
    Normalize,
    /// `(revision)` → the URI references found in each row (`crate::extract`).
    Extract,
    // The functions of `capabilities`.
    /// `()` → `{accepted, differ}`: which revisions accept, where they differ.
    Compare,
    /// `(b, revision, level, rfc1738_ports)` → boolean, null when either is invalid.
    Equivalent,
    /// `(to)` → the converted reference (`to`: `"uri"` or `"iri"`), null when invalid.
    Convert,
    /// `(revision, component)` → the text escaped as data of the component.
    Encode,
    /// `()` → the octets, null at a malformed escape.
    Decode,
}

impl Function {
    /// The function by its Python and SQL name.
    pub fn from_name(name: &str) -> Option<Self> {
        Some(match name {
            "is_valid" => Self::IsValid,
            "check" => Self::Check,
            "components" => Self::Components,
            "resolve" => Self::Resolve,
            "normalize" => Self::Normalize,
            "extract" => Self::Extract,
            "compare" => Self::Compare,
            "equivalent" => Self::Equivalent,
            "convert" => Self::Convert,
            "encode" => Self::Encode,
            "decode" => Self::Decode,
            _ => return None,
        })
    }

    /// How many arguments it takes, the column included.
    pub fn arity(self) -> usize {
        match self {
            Self::Compare | Self::Decode => 1,
            Self::Components | Self::Extract | Self::Convert => 2,
            Self::IsValid | Self::Check | Self::Encode => 3,
            Self::Normalize => 4,
            Self::Resolve | Self::Equivalent => 5,
        }
    }

    /// The type of its result.
    pub fn output_type(self) -> DataType {
        match self {
            Self::IsValid | Self::Equivalent => DataType::Boolean,
            Self::Check => DataType::Struct(check_fields()),
            Self::Components => DataType::Struct(component_fields()),
            Self::Compare => DataType::Struct(capabilities::compare_fields()),
            Self::Resolve | Self::Normalize | Self::Convert | Self::Encode => DataType::Utf8,
            Self::Decode => DataType::Binary,
            Self::Extract => crate::extract::output_type(),
        }
    }

    /// Applies the function to `args` (the column first; every other argument has
    /// the column's length or one row), calling `go_on` every [`BATCH`] rows: its
    /// error stops the call.
    pub fn apply(self, args: &[ArrayRef], go_on: GoOn<'_>) -> Result<ArrayRef, String> {
        if args.len() != self.arity() {
            return Err(format!(
                "{self:?} takes {} arguments, got {}",
                self.arity(),
                args.len()
            ));
        }
        let len = args[0].len();
        if let Some(bad) = args.iter().find(|a| a.len() != len && a.len() != 1) {
            return Err(format!(
                "an argument has {} rows, the column {len}: give one value or one per row",
                bad.len()
            ));
        }
        let texts = Texts::new(args[0].as_ref())?;
        let rows = Rows { len, go_on };
        match self {
            Self::IsValid | Self::Check => {
                let rule = Texts::new(args[2].as_ref())?.get(0);
                let rule = rule.map(String::from_utf8_lossy);
                let rules = RuleValidators::new(rule.as_deref());
                let revs = Revisions::new(args[1].as_ref())?;
                if self == Self::IsValid {
                    is_valid(&texts, revs, rules, rows)
                } else {
                    check(&texts, revs, rules, rows)
                }
            }
            Self::Components => components(&texts, Revisions::new(args[1].as_ref())?, rows),
            Self::Extract => {
                let revs = Revisions::new(args[1].as_ref())?;
                crate::extract::column(&texts, revs, rows.len, BATCH, rows.go_on)
            }
            Self::Resolve => resolve(
                &texts,
                &Texts::new(args[1].as_ref())?,
                Revisions::new(args[2].as_ref())?,
                [flag(args[3].as_ref())?, flag(args[4].as_ref())?],
                rows,
            ),
            Self::Normalize => {
                let options = normalize_options(args[2].as_ref(), args[3].as_ref())?;
                normalize(&texts, Revisions::new(args[1].as_ref())?, options, rows)
            }
            Self::Compare => capabilities::compare(&texts, rows),
            Self::Equivalent => capabilities::equivalent(
                &texts,
                &Texts::new(args[1].as_ref())?,
                Revisions::new(args[2].as_ref())?,
                normalize_options(args[3].as_ref(), args[4].as_ref())?,
                rows,
            ),
            Self::Convert => {
                let to = capabilities::Target::new(Texts::new(args[1].as_ref())?.get(0))?;
                capabilities::convert(&texts, to, rows)
            }
            Self::Encode => {
                let component = Texts::new(args[2].as_ref())?.get(0);
                let component = String::from_utf8_lossy(component.unwrap_or_default());
                capabilities::encode(&texts, Revisions::new(args[1].as_ref())?, &component, rows)
            }
            Self::Decode => capabilities::decode(&texts, rows),
        }
    }
}

/// The normalize options of a one-row `level` (null: `"scheme"`) and
/// `rfc1738_ports`.
fn normalize_options(
    level: &dyn Array,
    ports: &dyn Array,
) -> Result<equiv::NormalizeOptions, String> {
    let level = match Texts::new(level)?.get(0) {
        None | Some(b"scheme") => equiv::Level::Scheme,
        Some(b"syntax") => equiv::Level::Syntax,
        Some(other) => {
            return Err(format!(
                "level {:?}: expected \"syntax\" or \"scheme\"",
                String::from_utf8_lossy(other)
            ));
        }
    };
    Ok(equiv::NormalizeOptions {
        level,
        rfc1738_ports: flag(ports)?,
    })
}

/// How many rows a kernel does between two calls of its [`GoOn`].
pub const BATCH: usize = 8192;

/// Asked every [`BATCH`] rows whether to go on: an error stops the call.
pub type GoOn<'a> = &'a mut dyn FnMut() -> Result<(), String>;

/// The rows of a call: their number, and whom to ask every [`BATCH`] rows.
pub struct Rows<'a> {
    len: usize,
    go_on: GoOn<'a>,
}

impl Rows<'_> {
    /// How many rows.
    pub fn len(&self) -> usize {
        self.len
    }

    /// The row indices, in order, with [`GoOn`] asked before each batch but the
    /// first.
    pub fn each(&mut self, mut row: impl FnMut(usize) -> Result<(), String>) -> Result<(), String> {
        for i in 0..self.len {
            if i > 0 && i % BATCH == 0 {
                (self.go_on)()?;
            }
            row(i)?;
        }
        Ok(())
    }
}

/// The fields of the `check` struct: the JSON contract's error object, flat.
pub fn check_fields() -> Fields {
    Fields::from(vec![
        Field::new("valid", DataType::Boolean, true),
        Field::new("offset", DataType::UInt64, true),
        Field::new(
            "expected",
            DataType::List(Arc::new(Field::new_list_field(DataType::Utf8, true))),
            true,
        ),
        Field::new("section", DataType::Utf8, true),
        Field::new("message", DataType::Utf8, true),
    ])
}

/// The names of the common view's text fields, in the JSON contract's order.
pub const TEXT_FIELDS: [&str; 11] = [
    "scheme",
    "authority",
    "userinfo",
    "user",
    "password",
    "host",
    "host_kind",
    "port",
    "path",
    "params",
    "query",
];

/// The fields of the `components` struct: the common view (`host` as its text and
/// `host_kind` as the document names it), `leading_slash`, and `fragment` last.
pub fn component_fields() -> Fields {
    let mut fields: Vec<Field> = TEXT_FIELDS
        .iter()
        .map(|name| Field::new(*name, DataType::Utf8, true))
        .collect();
    fields.insert(8, Field::new("leading_slash", DataType::Boolean, true));
    fields.push(Field::new("fragment", DataType::Utf8, true));
    Fields::from(fields)
}

/// `is_valid`: the automaton's verdict on each row's bytes.
fn is_valid(
    texts: &Texts<'_>,
    mut revs: Revisions<'_>,
    mut rules: RuleValidators<'_>,
    mut rows: Rows<'_>,
) -> Result<ArrayRef, String> {
    let mut out = BooleanBuilder::with_capacity(rows.len);
    rows.each(|i| {
        match (texts.get(i), revs.get(i)?) {
            (Some(text), Some(rev)) => out.append_value(rules.get(rev)?.is_valid(text)),
            _ => out.append_null(),
        }
        Ok(())
    })?;
    Ok(Arc::new(out.finish()))
}

/// `check`: the verdict, and for a rejection where, what was expected, in which section.
fn check(
    texts: &Texts<'_>,
    mut revs: Revisions<'_>,
    mut rules: RuleValidators<'_>,
    mut rows: Rows<'_>,
) -> Result<ArrayRef, String> {
    let len = rows.len;
    let mut valid = BooleanBuilder::with_capacity(len);
    let mut offset = UInt64Builder::with_capacity(len);
    let mut expected = ListBuilder::new(StringBuilder::new());
    let mut section = StringBuilder::new();
    let mut message = StringBuilder::new();
    let mut nulls = Vec::with_capacity(len);
    rows.each(|i| {
        let verdict = match (texts.get(i), revs.get(i)?) {
            (Some(text), Some(rev)) => Some(rules.get(rev)?.check(text)),
            _ => None,
        };
        nulls.push(verdict.is_some());
        match verdict {
            Some(Err(e)) => {
                valid.append_value(false);
                offset.append_value(e.offset() as u64);
                for name in e.expected() {
                    expected.values().append_value(name);
                }
                expected.append(true);
                section.append_option(e.section());
                message.append_value(e.message());
            }
            verdict => {
                valid.append_option(verdict.map(|_| true));
                offset.append_null();
                expected.append_null();
                section.append_null();
                message.append_null();
            }
        }
        Ok(())
    })?;
    let columns: Vec<ArrayRef> = vec![
        Arc::new(valid.finish()),
        Arc::new(offset.finish()),
        Arc::new(expected.finish()),
        Arc::new(section.finish()),
        Arc::new(message.finish()),
    ];
    strukt(check_fields(), columns, nulls)
}

/// `components`: the common view of each valid row.
fn components(
    texts: &Texts<'_>,
    mut revs: Revisions<'_>,
    mut rows: Rows<'_>,
) -> Result<ArrayRef, String> {
    let mut text: Vec<StringBuilder> = TEXT_FIELDS.iter().map(|_| StringBuilder::new()).collect();
    let mut slash = BooleanBuilder::with_capacity(rows.len);
    let mut fragment = StringBuilder::new();
    let mut nulls = Vec::with_capacity(rows.len);
    rows.each(|i| {
        let rev = revs.get(i)?;
        let parsed = texts.str(i).zip(rev).and_then(|(s, rev)| rev.parse(s).ok());
        nulls.push(parsed.is_some());
        let c = parsed.as_ref().map(urispec::Parse::components);
        for (builder, value) in text.iter_mut().zip(view(c, rev)) {
            builder.append_option(value);
        }
        slash.append_option(c.map(|c| c.leading_slash));
        fragment.append_option(c.and_then(|c| c.fragment));
        Ok(())
    })?;
    let mut columns: Vec<ArrayRef> = text
        .into_iter()
        .map(|mut b| Arc::new(b.finish()) as ArrayRef)
        .collect();
    columns.insert(8, Arc::new(slash.finish()));
    columns.push(Arc::new(fragment.finish()));
    strukt(component_fields(), columns, nulls)
}

/// The text fields of the common view, in [`TEXT_FIELDS`]' order (the host's kind as
/// the revision names it).
fn view<'i>(c: Option<&Components<'i>>, rev: Option<Revision>) -> [Option<&'i str>; 11] {
    let (Some(c), Some(rev)) = (c, rev) else {
        return [None; 11];
    };
    [
        c.scheme,
        c.authority,
        c.userinfo,
        c.user,
        c.password,
        c.host.as_ref().map(urispec::ast::Host::as_str),
        c.host.as_ref().map(|h| h.kind(rev)),
        c.port,
        c.path,
        c.params,
        c.query,
    ]
}

/// `resolve`: each reference against its base (one base per call, or one per row),
/// null where there is no target and, when `strict`, where the revision rejects the
/// reference. The base is split once for a run of rows with the same base and
/// revision.
fn resolve(
    references: &Texts<'_>,
    bases: &Texts<'_>,
    mut revs: Revisions<'_>,
    [compat, strict]: [bool; 2],
    mut rows: Rows<'_>,
) -> Result<ArrayRef, String> {
    let options = resolve::ResolveOptions {
        compat,
        ..resolve::ResolveOptions::default()
    };
    let mut out = StringBuilder::new();
    let mut last: Option<(&str, Revision, Option<Base<'_>>)> = None;
    rows.each(|i| {
        let (Some(reference), Some(base), Some(rev)) =
            (references.str(i), bases.str(i), revs.get(i)?)
        else {
            out.append_null();
            return Ok(());
        };
        if !matches!(last, Some((b, r, _)) if b == base && r == rev) {
            last = Some((base, rev, Base::new(rev, base).ok()));
        }
        let target = last
            .as_ref()
            .and_then(|(_, _, b)| b.as_ref())
            .and_then(|b| b.resolve(reference, options).ok())
            .filter(|r| r.valid_reference || !strict);
        out.append_option(target.map(|r| r.target));
        Ok(())
    })?;
    Ok(Arc::new(out.finish()))
}

/// `normalize`: the normal form of each valid row.
fn normalize(
    texts: &Texts<'_>,
    mut revs: Revisions<'_>,
    options: equiv::NormalizeOptions,
    mut rows: Rows<'_>,
) -> Result<ArrayRef, String> {
    let mut out = StringBuilder::new();
    rows.each(|i| {
        let rev = revs.get(i)?;
        let normal = texts
            .str(i)
            .zip(rev)
            .and_then(|(s, rev)| rev.normalize(s, options).ok());
        out.append_option(normal.map(|n| n.normal));
        Ok(())
    })?;
    Ok(Arc::new(out.finish()))
}

/// A struct array of `columns`, row `i` null where `valid[i]` is false.
pub fn strukt(
    fields: Fields,
    columns: Vec<ArrayRef>,
    valid: Vec<bool>,
) -> Result<ArrayRef, String> {
    let nulls = NullBuffer::from(valid);
    let nulls = (nulls.null_count() > 0).then_some(nulls);
    StructArray::try_new(fields, columns, nulls)
        .map(|a| Arc::new(a) as ArrayRef)
        .map_err(|e| e.to_string())
}

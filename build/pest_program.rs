//! A `.pest` grammar as a flat program for the library's derivation
//! (`src/pest_grammar/derive.rs`): the expressions `pest_derive` generates code from
//! (`pest_meta`'s parser, then its optimizer, as `pest_generator` does), written as
//! Rust source of a `Program` (`src/pest_grammar/program.rs`).

use std::collections::HashMap;
use std::fmt::Write as _;

use pest_meta::ast::RuleType;
use pest_meta::optimizer::{OptimizedExpr, OptimizedRule};

/// The source of `static {constant}: Program` for the grammar `text`.
pub fn source(text: &str, constant: &str) -> Result<String, String> {
    let rules = crate::pest_rules::read(text)?;
    let rules = pest_meta::optimizer::optimize(rules);
    let index: HashMap<&str, usize> = rules
        .iter()
        .enumerate()
        .map(|(i, r)| (r.name.as_str(), i))
        .collect();
    let mut flat = Flat {
        index: &index,
        exprs: Vec::new(),
        kids: Vec::new(),
    };
    let mut heads = Vec::new();
    for rule in &rules {
        let head = flat
            .expr(&rule.expr)
            .map_err(|e| format!("{}: {e}", rule.name))?;
        heads.push(format!("({}, {head})", kind(rule)));
    }
    let mut out = String::new();
    let _ = write!(
        out,
        "pub(crate) static {constant}: Program = Program {{\n    exprs: &[{}],\n    kids: &{:?},\n    rules: &[{}],\n}};\n",
        flat.exprs.join(", "),
        flat.kids,
        heads.join(", "),
    );
    Ok(out)
}

/// The rule's kind, as the program names it.
fn kind(rule: &OptimizedRule) -> &'static str {
    match rule.ty {
        RuleType::Normal => "Kind::Normal",
        RuleType::Silent => "Kind::Silent",
        RuleType::Atomic => "Kind::Atomic",
        RuleType::CompoundAtomic | RuleType::NonAtomic => "Kind::Compound",
    }
}

/// The expressions written so far (each `Expr` as source) and the children lists of
/// sequences and choices.
struct Flat<'a> {
    index: &'a HashMap<&'a str, usize>,
    exprs: Vec<String>,
    kids: Vec<u16>,
}

impl Flat<'_> {
    /// Writes `e` (its parts first) and returns its index.
    fn expr(&mut self, e: &OptimizedExpr) -> Result<u16, String> {
        let source = match e {
            OptimizedExpr::Str(s) => format!("Expr::Str(\"{}\")", escaped(s)),
            OptimizedExpr::Insens(s) => format!("Expr::Insens(\"{}\")", escaped(s)),
            OptimizedExpr::Range(a, b) => {
                let (a, b) = (first(a)?, first(b)?);
                let (a, b) = (escaped(&a.to_string()), escaped(&b.to_string()));
                format!("Expr::Range('{a}', '{b}')")
            }
            OptimizedExpr::Ident(name) => match (name.as_str(), self.index.get(name.as_str())) {
                (_, Some(&i)) => format!("Expr::Call({i})"),
                ("EOI", None) => "Expr::Eoi".to_owned(),
                ("ANY", None) => "Expr::Any".to_owned(),
                _ => return Err(format!("built-in rule {name} is not interpreted")),
            },
            OptimizedExpr::PosPred(e) => format!("Expr::Pos({})", self.expr(e)?),
            OptimizedExpr::NegPred(e) => format!("Expr::Neg({})", self.expr(e)?),
            OptimizedExpr::Opt(e) => format!("Expr::Opt({})", self.expr(e)?),
            OptimizedExpr::Rep(e) => format!("Expr::Rep({})", self.expr(e)?),
            // Only the stack is restored: no grammar here pushes on it.
            OptimizedExpr::RestoreOnErr(e) => return self.expr(e),
            OptimizedExpr::Seq(..) => self.list("Seq", e, |e| match e {
                OptimizedExpr::Seq(l, r) => Some((l, r)),
                _ => None,
            })?,
            OptimizedExpr::Choice(..) => self.list("Choice", e, |e| match e {
                OptimizedExpr::Choice(l, r) => Some((l, r)),
                _ => None,
            })?,
            other => return Err(format!("{other:?} is not interpreted")),
        };
        self.exprs.push(source);
        u16::try_from(self.exprs.len() - 1).map_err(|e| e.to_string())
    }

    /// A sequence or choice, flattened (`a ~ (b ~ c)` is `a ~ b ~ c`: the same
    /// matches, the same restoring on failure), as `Expr::{name}(first kid, count)`.
    fn list(
        &mut self,
        name: &str,
        e: &OptimizedExpr,
        split: fn(&OptimizedExpr) -> Option<(&OptimizedExpr, &OptimizedExpr)>,
    ) -> Result<String, String> {
        let mut parts = Vec::new();
        let mut stack = vec![e];
        while let Some(e) = stack.pop() {
            match split(e) {
                Some((l, r)) => {
                    stack.push(r);
                    stack.push(l);
                }
                None => parts.push(self.expr(e)?),
            }
        }
        let from = u16::try_from(self.kids.len()).map_err(|e| e.to_string())?;
        self.kids.extend(&parts);
        Ok(format!("Expr::{name}({from}, {})", parts.len()))
    }
}

/// `text` for a Rust literal, every character but printable ASCII escaped.
fn escaped(text: &str) -> String {
    text.chars()
        .map(|c| match c {
            ' '..='~' => c.escape_default().to_string(),
            _ => format!("\\u{{{:x}}}", u32::from(c)),
        })
        .collect()
}

/// The character a range bound spells.
fn first(bound: &str) -> Result<char, String> {
    bound
        .chars()
        .next()
        .ok_or_else(|| "empty range bound".to_owned())
}

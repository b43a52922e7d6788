//! Pairing the rules of two grammars by name, and comparing definitions with the
//! spelling of rule names and the notation's surface set aside.

use crate::bnf::{Expr, Grammar};

/// A rule name without its `-` and `_` and with ASCII case folded: the key under
/// which `net_path` and `net-path`, `absoluteURI` and `absolute-URI`, `alpha` and
/// `ALPHA` are the same rule.
///
/// ```
/// use urispec::diff::normalized_name;
/// assert_eq!(normalized_name("absolute-URI"), normalized_name("absoluteURI"));
/// assert_ne!(normalized_name("URL-reference"), normalized_name("URI-reference"));
/// ```
#[must_use]
pub fn normalized_name(name: &str) -> String {
    name.chars()
        .filter(|c| !matches!(c, '-' | '_'))
        .map(|c| c.to_ascii_lowercase())
        .collect()
}

/// The rules of `a` and `b` paired: `(Some(i), Some(j))` for the same rule (same
/// name first, then the same [`normalized_name`]), `(Some(i), None)` for a rule
/// only `a` has, `(None, Some(j))` for one only `b` has. Pairs and `b`-only rules
/// come in `b`'s order, then the `a`-only rules in `a`'s order.
pub(super) fn pair(a: &Grammar, b: &Grammar) -> Vec<(Option<usize>, Option<usize>)> {
    let mut partner: Vec<Option<usize>> = vec![None; b.rules().len()];
    let mut taken = vec![false; a.rules().len()];
    let passes: [fn(&str, &str) -> bool; 2] = [
        |x, y| x == y,
        |x, y| normalized_name(x) == normalized_name(y),
    ];
    for same in passes {
        for (j, rb) in b.rules().iter().enumerate() {
            if partner[j].is_some() {
                continue;
            }
            let found = a
                .rules()
                .iter()
                .enumerate()
                .find(|(i, ra)| !taken[*i] && same(&ra.name, &rb.name));
            if let Some((i, _)) = found {
                partner[j] = Some(i);
                taken[i] = true;
            }
        }
    }
    let mut pairs: Vec<_> = partner
        .into_iter()
        .enumerate()
        .map(|(j, i)| (i, Some(j)))
        .collect();
    pairs.extend(
        taken
            .iter()
            .enumerate()
            .filter(|(_, t)| !**t)
            .map(|(i, _)| (Some(i), None)),
    );
    pairs
}

/// Whether two definitions say the same thing once parsed: whitespace, comments,
/// `|` against `/`, redundant parentheses and the spelling of rule names
/// ([`normalized_name`]) do not count. Quoted literals differ in case-sensitivity
/// between the notations (RFC 822: exact; ABNF: either case); that counts only
/// for literals that contain letters.
pub(super) fn same_definition(a: &Expr, b: &Expr) -> bool {
    canonical(a) == canonical(b)
}

/// The expression with rule names normalized, nested sequences and alternations
/// flattened, a one-character literal without letters read as the range of that
/// character (`"%"` is `%x25`), and case-insensitivity dropped from literals without
/// letters.
fn canonical(expr: &Expr) -> Expr {
    match expr {
        Expr::Alt(items) => Expr::Alt(flatten(items, |e| match e {
            Expr::Alt(inner) => Some(inner),
            _ => None,
        })),
        Expr::Seq(items) => Expr::Seq(flatten(items, |e| match e {
            Expr::Seq(inner) => Some(inner),
            _ => None,
        })),
        Expr::Repeat { min, max, expr } => Expr::Repeat {
            min: *min,
            max: *max,
            expr: Box::new(canonical(expr)),
        },
        Expr::Optional(inner) => Expr::Optional(Box::new(canonical(inner))),
        Expr::Literal { text, .. }
            if text.chars().count() == 1 && !text.chars().any(|c| c.is_ascii_alphabetic()) =>
        {
            let c = text.chars().next().unwrap_or_default();
            Expr::Range(c, c)
        }
        Expr::Literal {
            text,
            case_insensitive,
        } => Expr::Literal {
            text: text.clone(),
            case_insensitive: *case_insensitive && text.chars().any(|c| c.is_ascii_alphabetic()),
        },
        Expr::Rule(name) => Expr::Rule(normalized_name(name)),
        Expr::Range(lo, hi) => Expr::Range(*lo, *hi),
        Expr::Prose(text) => Expr::Prose(text.clone()),
    }
}

/// The canonical items, with those of nested groups of the same kind spliced in.
fn flatten(items: &[Expr], nested: fn(&Expr) -> Option<&Vec<Expr>>) -> Vec<Expr> {
    let mut out = Vec::new();
    for item in items {
        let item = canonical(item);
        match nested(&item) {
            Some(inner) => out.extend(inner.iter().cloned()),
            None => out.push(item),
        }
    }
    out
}

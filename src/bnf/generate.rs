//! Random strings derived from a grammar's rules: inputs for differential tests,
//! fuzzing and the search for witnesses.

use super::{Expr, Grammar};

/// Characters that near misses insert or substitute: delimiters, escapes, brackets,
/// case, digits, space, excluded characters and a non-ASCII letter.
pub const NEAR_MISS_CHARS: &[char] = &[
    '%', '[', ']', ':', '@', '/', '?', '#', ';', '~', ' ', 'A', 'Z', 'G', 'x', 'a', 'f', '0', '1',
    '9', '-', '.', '+', '=', '&', '$', ',', '*', '_', '!', '\'', '(', '"', '{', '|', '\\', '^',
    '`', '<', 'é',
];

/// Derives random strings from a [`Grammar`], reproducibly from a seed.
///
/// ```
/// use urispec::{Revision, bnf::Generator};
/// let grammar = Revision::Rfc2396.bnf();
/// let mut generator = Generator::new(&grammar, 7);
/// let uri = generator.derive("URI-reference").unwrap();
/// assert!(Revision::Rfc2396.check(&uri).is_ok());
/// ```
#[derive(Debug)]
pub struct Generator<'g> {
    grammar: &'g Grammar,
    state: u64,
}

impl<'g> Generator<'g> {
    /// A generator over `grammar`, seeded with `seed`.
    #[must_use]
    pub fn new(grammar: &'g Grammar, seed: u64) -> Self {
        Self {
            grammar,
            state: seed,
        }
    }

    /// A pseudo-random number (splitmix64).
    pub fn next_u64(&mut self) -> u64 {
        self.state = self.state.wrapping_add(0x9E37_79B9_7F4A_7C15);
        let mut z = self.state;
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        z ^ (z >> 31)
    }

    /// A pseudo-random number below `n`; `0` when `n` is `0` (a count drawn from
    /// nothing is zero).
    ///
    /// ```
    /// use urispec::{Revision, bnf::Generator};
    /// let mut generator = Generator::new(Revision::Rfc3986.bnf(), 1);
    /// assert_eq!(generator.below(0), 0);
    /// assert!(generator.below(3) < 3);
    /// ```
    pub fn below(&mut self, n: usize) -> usize {
        let draw = self.next_u64();
        match u64::try_from(n) {
            Ok(0) => 0,
            Ok(n) => usize::try_from(draw % n).unwrap_or(0),
            Err(_) => usize::try_from(draw).unwrap_or(0),
        }
    }

    /// A near miss of `s`: one character inserted, deleted or replaced, the character
    /// drawn from those that URI grammars treat specially ([`NEAR_MISS_CHARS`]).
    pub fn near_miss(&mut self, s: &str) -> String {
        let mut chars: Vec<char> = s.chars().collect();
        let at = self.below(chars.len() + 1);
        let c = NEAR_MISS_CHARS[self.below(NEAR_MISS_CHARS.len())];
        match self.below(3) {
            0 => chars.insert(at, c),
            1 if at < chars.len() => {
                chars.remove(at);
            }
            _ if at < chars.len() => chars[at] = c,
            _ => chars.push(c),
        }
        chars.into_iter().collect()
    }

    /// A random string in the language of the rule `name`, or `None` if there is
    /// no such rule.
    pub fn derive(&mut self, name: &str) -> Option<String> {
        let expr = &self.grammar.rule(name)?.expr;
        let mut out = String::new();
        self.expr(expr, &mut out);
        Some(out)
    }

    fn expr(&mut self, expr: &Expr, out: &mut String) {
        if let Some(class) = self.grammar.class(expr) {
            let ascii: Vec<char> = class.ascii_chars().collect();
            if ascii.is_empty() || self.below(64) == 0 {
                let (lo, hi) = class.ranges()[self.below(class.ranges().len())];
                let span = u32::from(hi) - u32::from(lo) + 1;
                let pick =
                    u32::from(lo) + u32::try_from(self.next_u64() % u64::from(span)).unwrap_or(0);
                out.push(char::from_u32(pick).unwrap_or(lo));
            } else {
                out.push(ascii[self.below(ascii.len())]);
            }
            return;
        }
        match expr {
            Expr::Alt(items) => {
                let pick = self.below(items.len());
                self.expr(&items[pick], out);
            }
            Expr::Seq(items) => items.iter().for_each(|e| self.expr(e, out)),
            Expr::Repeat { min, max, expr } => {
                for _ in 0..self.count(*min, *max) {
                    self.expr(expr, out);
                }
            }
            Expr::Optional(inner) => {
                if self.below(2) == 0 {
                    self.expr(inner, out);
                }
            }
            Expr::Literal {
                text,
                case_insensitive,
            } => text.chars().for_each(|c| {
                out.push(if *case_insensitive && self.below(2) == 0 {
                    c.to_ascii_uppercase()
                } else {
                    c
                });
            }),
            Expr::Rule(name) => {
                if let Some(rule) = self.grammar.rule(name) {
                    self.expr(&rule.expr, out);
                }
            }
            Expr::Range(..) | Expr::Prose(_) => {}
        }
    }

    /// How many repetitions: mostly few, sometimes the most allowed.
    fn count(&mut self, min: u32, max: Option<u32>) -> u32 {
        let few = min.saturating_add(u32::try_from(self.below(4)).unwrap_or(0));
        match max {
            Some(max) if self.below(8) == 0 => max,
            Some(max) => few.min(max),
            None => few,
        }
    }
}

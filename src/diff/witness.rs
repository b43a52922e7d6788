//! The search for witnesses: inputs one revision's rule accepts and the other's
//! rejects.

use crate::bnf::Generator;
use crate::check::compile;
use crate::{Revision, RuleError};

/// How many candidate strings [`Witnesses::search`] tests unless told otherwise.
pub const DEFAULT_TRIES: usize = 4_000;

/// The result of a search for inputs on which two rules disagree.
///
/// A witness is evidence that the two languages differ. Finding none is a search
/// result, not a proof that they are the same.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Witnesses {
    /// How many candidate strings were tested.
    pub tries: usize,
    /// The shortest input found that the first rule accepts and the second rejects.
    pub from_only: Option<String>,
    /// The shortest input found that the second rule accepts and the first rejects.
    pub to_only: Option<String>,
}

impl Witnesses {
    /// Searches for inputs on which rule `from_rule` of `from` and rule `to_rule` of
    /// `to` disagree: the empty string, then strings derived from each side's rule
    /// with a random generator (seeded with `seed`, so the search is reproducible) and a
    /// near miss of each (one character inserted, deleted or replaced), `tries`
    /// candidates in all. Each witness found is shrunk by deleting characters while it
    /// stays one, and the shortest (then the first in code-point order) is kept and
    /// plainly spelled (characters replaced by `a` or `0` where it stays a witness).
    ///
    /// ```
    /// use urispec::{Revision, Validator};
    /// use urispec::diff::Witnesses;
    /// let w = Witnesses::search(
    ///     (Revision::Rfc2396, "IPv4address"),
    ///     (Revision::Rfc2396bis00, "IPv4address"),
    ///     2_000,
    ///     1,
    /// )
    /// .unwrap();
    /// // RFC 2396 takes any run of digits; the draft's dec-octet takes no "00".
    /// let only_2396 = w.from_only.unwrap();
    /// assert!(only_2396.contains("00")); // such as "00.0.0.0"
    /// let bis = Validator::new(Revision::Rfc2396bis00, "IPv4address").unwrap();
    /// assert!(!bis.is_valid(only_2396.as_bytes()));
    /// assert_eq!(w.to_only, None); // every dec-octet is 1*digit
    /// ```
    ///
    /// ```
    /// use urispec::{Revision, RuleError};
    /// use urispec::diff::Witnesses;
    /// let err = Witnesses::search((Revision::Rfc2396, "host"), (Revision::Rfc3986, "hots"), 10, 1);
    /// assert!(matches!(err, Err(RuleError::Unknown(u)) if u.rule == "hots"));
    /// ```
    ///
    /// # Errors
    /// [`RuleError`] when either rule is undefined or does not compile.
    pub fn search(
        from: (Revision, &str),
        to: (Revision, &str),
        tries: usize,
        seed: u64,
    ) -> Result<Self, RuleError> {
        let (from_rev, _) = from;
        let (to_rev, _) = to;
        let (a, from_rule) = compile(from_rev, from.1)?;
        let (b, to_rule) = compile(to_rev, to.1)?;
        let accepts = |s: &str| (a.is_match(s.as_bytes()), b.is_match(s.as_bytes()));
        let mut gen_a = Generator::new(from_rev.bnf(), seed);
        let mut gen_b = Generator::new(to_rev.bnf(), seed ^ 0x5DEE_CE66_D1CE_4E5B);
        let mut found = Self {
            tries: 0,
            from_only: None,
            to_only: None,
        };
        let test = |s: String, found: &mut Self| {
            found.tries += 1;
            match accepts(&s) {
                (true, false) => keep(&mut found.from_only, s),
                (false, true) => keep(&mut found.to_only, s),
                _ => {}
            }
        };
        test(String::new(), &mut found);
        let mut turn = 0;
        while found.tries < tries {
            let (generator, rule) = if turn % 2 == 0 {
                (&mut gen_a, from_rule)
            } else {
                (&mut gen_b, to_rule)
            };
            turn += 1;
            // Defined: the rule compiled.
            let derived = generator.derive(rule).unwrap_or_default();
            let near = generator.near_miss(&derived);
            test(derived, &mut found);
            if found.tries < tries {
                test(near, &mut found);
            }
        }
        found.from_only = found
            .from_only
            .map(|s| shrink(&s, |t| accepts(t) == (true, false)));
        found.to_only = found
            .to_only
            .map(|s| shrink(&s, |t| accepts(t) == (false, true)));
        Ok(found)
    }
}

/// Keeps the shorter of `best` and `s` (in characters, then code-point order).
fn keep(best: &mut Option<String>, s: String) {
    let key = |t: &String| (t.chars().count(), t.clone());
    if best.as_ref().is_none_or(|b| key(&s) < key(b)) {
        *best = Some(s);
    }
}

/// `s` with characters deleted, one at a time, for as long as `still` holds; then
/// each remaining character replaced by the first of `a`, `0` that keeps it so
/// (a 64-letter label reads better as `aaa…`).
fn shrink(s: &str, still: impl Fn(&str) -> bool) -> String {
    let mut chars: Vec<char> = s.chars().collect();
    let mut i = 0;
    while i < chars.len() {
        let mut shorter = chars.clone();
        shorter.remove(i);
        if still(&shorter.iter().collect::<String>()) {
            chars = shorter;
        } else {
            i += 1;
        }
    }
    for i in 0..chars.len() {
        for plain in ['a', '0'] {
            if chars[i] == plain {
                break;
            }
            let mut simpler = chars.clone();
            simpler[i] = plain;
            if still(&simpler.iter().collect::<String>()) {
                chars = simpler;
                break;
            }
        }
    }
    chars.into_iter().collect()
}

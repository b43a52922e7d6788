//! The validator of a rule, compiled once per process and shared, never copied: a
//! call costs the check alone. A rule's validator lives as long as the process (one
//! per rule of a revision asked for: a bounded number). Used by the functions on one
//! string and by the column functions' `rule` argument.

use std::collections::HashMap;
use std::sync::Mutex;

use urispec::{Revision, Validator};

/// The validator of `rule` under `rev` (the start rule when `None`), or why there is
/// none (the document defines no such rule).
pub fn of(rev: Revision, rule: Option<&str>) -> Result<&'static Validator, String> {
    type Cache = HashMap<(Revision, String), &'static Validator>;
    static CACHE: Mutex<Option<Cache>> = Mutex::new(None);
    let Some(rule) = rule else {
        return Ok(Validator::start(rev));
    };
    let mut cache = CACHE
        .lock()
        .unwrap_or_else(std::sync::PoisonError::into_inner);
    let cache = cache.get_or_insert_with(HashMap::new);
    let key = (rev, rule.to_owned());
    if let Some(v) = cache.get(&key) {
        return Ok(v);
    }
    let v = Validator::new(rev, rule).map_err(|e| e.to_string())?;
    let v: &'static Validator = Box::leak(Box::new(v));
    cache.insert(key, v);
    Ok(v)
}

/// The validators of one rule (the start rule when `None`) for the revisions of a
/// column, the last one looked up remembered (a row costs no lock).
pub struct RuleValidators<'a> {
    rule: Option<&'a str>,
    last: Option<(Revision, &'static Validator)>,
}

impl<'a> RuleValidators<'a> {
    /// The validators of `rule`.
    pub fn new(rule: Option<&'a str>) -> Self {
        Self { rule, last: None }
    }

    /// The validator of the rule under `rev`.
    pub fn get(&mut self, rev: Revision) -> Result<&'static Validator, String> {
        if let Some((last, v)) = self.last
            && last == rev
        {
            return Ok(v);
        }
        let v = of(rev, self.rule)?;
        self.last = Some((rev, v));
        Ok(v)
    }
}

//! RFC 2732's IPv6 literals that RFC 2373 §2.2's text forms write and the grammar of
//! its Appendix B, which RFC 2732 §3 imports, cannot derive (RFC 2732 §2's own
//! `http://[::192.9.5.5]/ipng`): the grammar wins, and the error says so.

use std::sync::OnceLock;

use super::Validator;
use crate::{ErrorNote, Revision};

/// The note for an `rfc2732` error at `offset` in `input` (checked against `rule`),
/// when the IPv6 literal the offset is in is one of RFC 2373 §2.2's text forms and not
/// an `IPv6address` of Appendix B. The text forms are read through RFC 3986's
/// `IPv6address`, which writes §2.2's three forms (preferred, compressed, with an IPv4
/// part) as a grammar; every one Appendix B cannot derive has its `::` just before the
/// IPv4 part (`hexpart` must end in a `hex4` there).
pub(crate) fn appendix_b_note(rule: &str, input: &[u8], offset: usize) -> Option<ErrorNote> {
    static TEXT_FORMS: OnceLock<Validator> = OnceLock::new();
    static APPENDIX_B: OnceLock<Validator> = OnceLock::new();
    let validator = |cell: &'static OnceLock<Validator>, revision| {
        cell.get_or_init(|| {
            Validator::new(revision, "IPv6address").expect("the revision has IPv6address")
        })
    };
    let literal = literal_at(rule, input, offset)?;
    if !validator(&TEXT_FORMS, Revision::Rfc3986).is_valid(literal)
        || validator(&APPENDIX_B, Revision::Rfc2732).is_valid(literal)
    {
        return None;
    }
    Some(ErrorNote::Rfc2373TextForm)
}

/// The IPv6 literal `offset` is in: between the last `[` before it and the next `]`
/// (or the input's end); the whole input for the rule `IPv6address` itself.
pub(super) fn literal_at<'a>(rule: &str, input: &'a [u8], offset: usize) -> Option<&'a [u8]> {
    let before = input.get(..offset.min(input.len()))?;
    let start = match before.iter().rposition(|&b| b == b'[') {
        Some(open) if !before[open..].contains(&b']') => open + 1,
        _ if rule == "IPv6address" => 0,
        _ => return None,
    };
    let len = input[start..]
        .iter()
        .position(|&b| b == b']')
        .unwrap_or(input.len() - start);
    Some(&input[start..start + len])
}

//! The record of `equivalent`: one verdict per revision on a pair of references.

use urispec::equiv::{Equivalence, NormalizeOptions};
use urispec::{ParseError, Revision};

use super::equiv::{EquivalentAnswer, EquivalentRecord, Side};
use super::parse::utf8;
use super::{Echo, Error};

/// What one revision said about one pair.
pub type Answer = Result<Equivalence, (Side, ParseError)>;

/// One revision's verdict on the pair, or the reference it rejects.
pub fn answer(revision: Revision, a: &[u8], b: &[u8], options: NormalizeOptions) -> Answer {
    let a = utf8(revision, a).map_err(|e| (Side::A, e))?;
    let b = utf8(revision, b).map_err(|e| (Side::B, e))?;
    revision.check(a).map_err(|e| (Side::A, e))?;
    revision.check(b).map_err(|e| (Side::B, e))?;
    revision.equivalent(a, b, options).map_err(|e| (Side::A, e))
}

/// The record of a pair: both references echoed, whether they are equivalent under
/// every revision that accepts both (and some revision does), one answer per
/// revision (the WebAssembly package's; the command writes it with [`write_record`]).
#[cfg_attr(
    all(feature = "native", not(test)),
    expect(dead_code, reason = "the WebAssembly package's record")
)]
pub fn record(
    a: &[u8],
    b: &[u8],
    equivalent: bool,
    answers: &[(Revision, Answer)],
) -> EquivalentRecord {
    EquivalentRecord {
        a: Some(Echo::new(a)),
        b: Some(Echo::new(b)),
        line: None,
        equivalent,
        revisions: answers.iter().map(|(r, x)| json(*r, x)).collect(),
        error: None,
    }
}

/// What a pair's record says of every revision's answer at once, learnt one answer
/// at a time.
#[derive(Debug, Clone, Copy, Default)]
pub struct Verdicts {
    /// Some revision accepts both references and says they differ.
    pub differs: bool,
    /// Some revision accepts both references.
    pub answered: bool,
}

impl Verdicts {
    /// Learns one revision's answer.
    pub fn see(&mut self, answer: &Answer) {
        if let Ok(e) = answer {
            self.answered = true;
            self.differs |= !e.equivalent;
        }
    }

    /// Equivalent under every revision that accepts both, and some revision does.
    pub fn equivalent(self) -> bool {
        !self.differs && self.answered
    }
}

/// Writes the record of a pair as [`record`] would be written, the answers written
/// (and dropped) one at a time as `answers` gives them.
///
/// # Errors
/// When writing fails.
pub fn write_record<W: std::io::Write>(
    out: &mut W,
    a: &[u8],
    b: &[u8],
    equivalent: bool,
    answers: impl Iterator<Item = (Revision, Answer)>,
) -> std::io::Result<()> {
    out.write_all(b"{\"a\":")?;
    serde_json::to_writer(&mut *out, &Echo::new(a))?;
    out.write_all(b",\"b\":")?;
    serde_json::to_writer(&mut *out, &Echo::new(b))?;
    write!(out, ",\"equivalent\":{equivalent},\"revisions\":[")?;
    for (i, (revision, answer)) in answers.enumerate() {
        if i > 0 {
            out.write_all(b",")?;
        }
        serde_json::to_writer(&mut *out, &json(revision, &answer))?;
    }
    out.write_all(b"]}")
}

/// One revision's JSON answer.
fn json(revision: Revision, answer: &Answer) -> EquivalentAnswer {
    match answer {
        Err((side, e)) => EquivalentAnswer {
            revision: revision.id(),
            equivalent: None,
            normal_a: None,
            normal_b: None,
            difference: None,
            rejected: Some(*side),
            error: Some(Error::from(e)),
        },
        Ok(e) => EquivalentAnswer {
            revision: revision.id(),
            equivalent: Some(e.equivalent),
            normal_a: Some(e.a.clone().into()),
            normal_b: Some(e.b.clone().into()),
            difference: e.difference.clone(),
            rejected: None,
            error: None,
        },
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The record written one answer at a time is the record, byte for byte: for
    /// pairs equivalent, not, rejected on either side, not UTF-8.
    #[test]
    fn the_written_record_is_the_record() {
        let pairs: [(&[u8], &[u8]); 5] = [
            (b"http://a/", b"HTTP://A:80/"),
            (b"http://a/b", b"http://a/c"),
            (b"http://a/ b", b"http://a/"),
            (b"http://a/", b"\xFF"),
            (
                b"example://a/b/c/%7Bfoo%7D",
                b"eXAMPLE://a/./b/../b/%63/%7bfoo%7d",
            ),
        ];
        let options = NormalizeOptions::default();
        for (a, b) in pairs {
            let answers: Vec<(Revision, Answer)> = Revision::ALL
                .iter()
                .map(|&r| (r, answer(r, a, b, options)))
                .collect();
            let mut verdicts = Verdicts::default();
            for (_, x) in &answers {
                verdicts.see(x);
            }
            let equivalent = verdicts.equivalent();
            let whole = serde_json::to_vec(&record(a, b, equivalent, &answers)).unwrap();
            let mut written = Vec::new();
            write_record(&mut written, a, b, equivalent, answers.into_iter()).unwrap();
            assert_eq!(
                String::from_utf8_lossy(&written),
                String::from_utf8_lossy(&whole)
            );
        }
    }
}

//! Records whose first lines need something of every answer (the table's column
//! widths, the record's `equivalent`) but whose answers are each about as long as
//! the input: for a large input, the answers are made twice, once to learn what the
//! head needs and once to be written, so that one answer at a time is alive
//! (memory bounded by one answer, at the cost of twice the time).

/// Inputs up to this many bytes keep their answers between the two passes (made
/// once); larger ones make each answer again to write it.
pub const HELD_UP_TO: usize = 64 * 1024;

/// Makes the `count` answers `make(i)`, shows each to `first`, then gives them back
/// in order: kept from the first pass when `hold`, made again one at a time (after
/// every `first`) otherwise. `make` must give the same answer both times.
pub fn twice<T, M: FnMut(usize) -> T>(
    count: usize,
    hold: bool,
    mut make: M,
    mut first: impl FnMut(&T),
) -> Answers<T, M> {
    let mut kept = Vec::new();
    for i in 0..count {
        let answer = make(i);
        first(&answer);
        if hold {
            kept.push(answer);
        }
    }
    Answers {
        held: kept.into_iter(),
        again: if hold { 0..0 } else { 0..count },
        make,
    }
}

/// The answers of [`twice`]'s second pass.
pub struct Answers<T, M> {
    /// The answers kept from the first pass.
    held: std::vec::IntoIter<T>,
    /// The answers to make again.
    again: std::ops::Range<usize>,
    make: M,
}

impl<T, M: FnMut(usize) -> T> Iterator for Answers<T, M> {
    type Item = T;

    fn next(&mut self) -> Option<T> {
        self.held
            .next()
            .or_else(|| self.again.next().map(&mut self.make))
    }
}

#[cfg(test)]
mod tests {
    use super::twice;

    /// Held or made again, the same answers in the same order, each shown to
    /// `first` once; made once when held, twice otherwise.
    #[test]
    fn held_or_made_again_the_same_answers() {
        for hold in [true, false] {
            let (mut made, mut seen) = (0, Vec::new());
            let answers: Vec<String> = twice(
                3,
                hold,
                |i| {
                    made += 1;
                    format!("answer {i}")
                },
                |a| seen.push(a.clone()),
            )
            .collect();
            assert_eq!(answers, ["answer 0", "answer 1", "answer 2"]);
            assert_eq!(seen, answers);
            assert_eq!(made, if hold { 3 } else { 6 }, "hold: {hold}");
        }
    }
}

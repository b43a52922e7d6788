//! The bounded line reader of `--from FILE` and standard input
//! (`cli/src/line_limit.rs`, `cli/src/input.rs`), on arbitrary bytes, with a limit
//! of 0 to 31 bytes and a reader that hands out 1 to 16 bytes at a time (so lines
//! and their `\r\n` straddle its buffer). The data cut at each `\n` (and a last
//! line without one) are the lines; each line's ending is its `\n`, or `\r\n`.
//! Asserted: a line within the limit is read whole with its ending, and without
//! the ending is the input (no `\n` in it); a line over the limit is reported
//! with its length (ending not counted) and not held (the buffer holds only its
//! first bytes, never grown past twice the limit and its ending); then the end.
//! The lines and their endings give back the data.
#![no_main]

use std::io::BufReader;

use libfuzzer_sys::fuzz_target;
use urispec_cli::fuzzing::{Line, read_line, set_max_line_bytes, strip_line_ending};

fuzz_target!(|data: &[u8]| {
    let [limit, capacity, body @ ..] = data else {
        return;
    };
    let limit = usize::from(limit % 32);
    set_max_line_bytes(limit);
    let mut reader = BufReader::with_capacity(usize::from(capacity % 16) + 1, body);
    let mut line = Vec::new();
    let mut given_back = Vec::new();
    for (content, ending) in lines(body) {
        given_back.extend_from_slice(content);
        given_back.extend_from_slice(ending);
        match read_line(&mut reader, &mut line).expect("reading a slice") {
            Line::Read => {
                assert!(content.len() <= limit);
                assert_eq!(line, [content, ending].concat());
                assert_eq!(strip_line_ending(line.clone()), content);
                assert!(!content.contains(&b'\n'));
            }
            Line::TooLong(length) => {
                assert!(content.len() > limit, "{content:?} within {limit}");
                assert_eq!(length, content.len() as u64, "{content:?}{ending:?}");
                // Only its first bytes, to show it: at most the limit's and 64,
                // fewer only to end on a whole character (3 at most).
                assert!(content.starts_with(&line), "{line:?} of {content:?}");
                assert!(line.len() <= limit.min(64) && line.len() + 3 >= limit.min(64));
            }
            Line::End => panic!("the end before {content:?}"),
        }
        assert!(
            line.capacity() <= 8.max(2 * (limit + 2)),
            "{} held",
            line.capacity()
        );
    }
    assert!(matches!(read_line(&mut reader, &mut line), Ok(Line::End)));
    assert_eq!(given_back, body);
});

/// The lines of `body`: (content, ending) pairs, the ending `\r\n`, `\n` or
/// nothing (a last line without one).
fn lines(body: &[u8]) -> Vec<(&[u8], &[u8])> {
    let mut lines = Vec::new();
    let mut rest = body;
    while !rest.is_empty() {
        let Some(newline) = rest.iter().position(|&b| b == b'\n') else {
            lines.push((rest, &rest[rest.len()..]));
            break;
        };
        let cut = if newline > 0 && rest[newline - 1] == b'\r' {
            newline - 1
        } else {
            newline
        };
        lines.push((&rest[..cut], &rest[cut..=newline]));
        rest = &rest[newline + 1..];
    }
    lines
}

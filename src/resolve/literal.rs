//! The dot-segment steps transcribed literally, one string operation per sentence
//! of the text, each removal rescanning from the start: quadratic, kept as the
//! reference the one-pass [`super::remove_dots`] is tested against.

/// Steps a–d (3–6) then 6g (7), as [`super::remove_dots`] returns them.
pub(super) fn remove_dots(buffer: &str, rooted: bool, remove: bool) -> (String, bool) {
    let mut buffer = buffer.to_owned();
    remove_dot_slash(&mut buffer, rooted);
    remove_final_dot(&mut buffer, rooted);
    while let Some((start, end)) = leftmost_segment_dot_dot(&buffer, rooted, false) {
        buffer.replace_range(start..end, "");
    }
    if let Some((start, end)) = leftmost_segment_dot_dot(&buffer, rooted, true) {
        buffer.replace_range(start..end, "");
    }
    let found = leading_dot_dot(&mut buffer, rooted, remove);
    (buffer, found)
}

/// Whether a complete path segment starts at byte `i`.
fn segment_starts_at(buffer: &str, i: usize, rooted: bool) -> bool {
    if i == 0 {
        !(rooted && buffer.starts_with('/'))
    } else {
        buffer.as_bytes()[i - 1] == b'/'
    }
}

/// The complete segment starting at `i` (up to the next `/` or the end).
fn segment_at(buffer: &str, i: usize) -> &str {
    let rest = &buffer[i..];
    &rest[..rest.find('/').unwrap_or(rest.len())]
}

/// "All occurrences of "./", where "." is a complete path segment, are removed."
fn remove_dot_slash(buffer: &mut String, rooted: bool) {
    let mut out = String::with_capacity(buffer.len());
    let mut i = 0;
    while i < buffer.len() {
        if buffer[i..].starts_with("./") && segment_starts_at(buffer, i, rooted) {
            i += 2;
            continue;
        }
        let c = buffer[i..].chars().next().unwrap_or_default();
        out.push(c);
        i += c.len_utf8();
    }
    *buffer = out;
}

/// "If the buffer string ends with "." as a complete path segment, that "." is
/// removed."
fn remove_final_dot(buffer: &mut String, rooted: bool) {
    let i = buffer.len().wrapping_sub(1);
    if buffer.ends_with('.') && segment_starts_at(buffer, i, rooted) {
        buffer.truncate(i);
    }
}

/// The leftmost "<segment>/../" (or, with `at_end`, a final "<segment>/..") whose
/// segment is complete and not "..": its byte range.
fn leftmost_segment_dot_dot(buffer: &str, rooted: bool, at_end: bool) -> Option<(usize, usize)> {
    (0..buffer.len())
        .filter(|&i| segment_starts_at(buffer, i, rooted))
        .find_map(|i| {
            let segment = segment_at(buffer, i);
            let after = &buffer[i + segment.len()..];
            let matched = if at_end {
                after == "/.."
            } else {
                after.starts_with("/../")
            };
            (segment != ".." && matched)
                .then_some((i, i + segment.len() + if at_end { 3 } else { 4 }))
        })
}

/// Whether the buffer "still begins with one or more complete path segments of
/// "..", and if `remove`, removes them.
fn leading_dot_dot(buffer: &mut String, rooted: bool, remove: bool) -> bool {
    let start = usize::from(rooted && buffer.starts_with('/'));
    let found = segment_at(buffer, start) == "..";
    if remove {
        while segment_at(buffer, start) == ".." {
            let end = if buffer[start..].starts_with("../") {
                start + 3
            } else {
                start + 2
            };
            buffer.replace_range(start..end, "");
        }
    }
    found
}

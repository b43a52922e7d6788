//! RFC 3986 §5.2.4, Remove Dot Segments: the one implementation, used by RFC 3986
//! resolution (§5.2.2, [`super::rfc3986`]) and by its syntax-based normalization
//! (§6.2.2.3, [`crate::equiv`]).

/// §5.2.4, Remove Dot Segments, with the two string buffers of the text, in one
/// pass: the input buffer is a slice that only ever loses a prefix (a prefix
/// "replaced with "/"" is the same slice one or two bytes further on, or "/"
/// itself), and removing the output buffer's last segment truncates it at its last
/// "/", so every byte is moved and removed at most once.
///
/// Returns the path and whether a `..` found no segment to remove (it climbed
/// above the root and was discarded).
pub(crate) fn remove_dot_segments(path: &str) -> (String, bool) {
    let mut output = String::with_capacity(path.len());
    let above_root = remove_dot_segments_into(path, &mut output);
    (output, above_root)
}

/// [`remove_dot_segments`] with the output buffer at the end of `out` (a target
/// being recomposed): the path is appended to it, and nothing before it is touched.
/// Returns whether a `..` found no segment to remove.
pub(crate) fn remove_dot_segments_into(path: &str, out: &mut String) -> bool {
    // 1. The input buffer is initialized with the now-appended path components and
    //    the output buffer is initialized to the empty string.
    let mut input = path;
    let start = out.len();
    let mut output = Output { out, start };
    let mut above_root = false;
    // 2. While the input buffer is not empty, loop as follows:
    while !input.is_empty() {
        if let Some(rest) = input.strip_prefix("../") {
            // A. If the input buffer begins with a prefix of "../" or "./", then remove
            //    that prefix from the input buffer; otherwise,
            above_root |= output.is_empty();
            input = rest;
        } else if let Some(rest) = input.strip_prefix("./") {
            input = rest;
        } else if input.starts_with("/./") || input == "/." {
            // B. if the input buffer begins with a prefix of "/./" or "/.", where "."
            //    is a complete path segment, then replace that prefix with "/" in the
            //    input buffer; otherwise,
            input = if input == "/." { "/" } else { &input[2..] };
        } else if input.starts_with("/../") || input == "/.." {
            // C. if the input buffer begins with a prefix of "/../" or "/..", where
            //    ".." is a complete path segment, then replace that prefix with "/" in
            //    the input buffer and remove the last segment and its preceding "/"
            //    (if any) from the output buffer; otherwise,
            input = if input == "/.." { "/" } else { &input[3..] };
            above_root |= output.is_empty();
            output.remove_last_segment();
        } else if input == "." || input == ".." {
            // D. if the input buffer consists only of "." or "..", then remove that
            //    from the input buffer; otherwise,
            above_root |= input == ".." && output.is_empty();
            input = "";
        } else {
            // E. move the first path segment in the input buffer to the end of the
            //    output buffer, including the initial "/" character (if any) and any
            //    subsequent characters up to, but not including, the next "/"
            //    character or the end of the input buffer.
            let from = usize::from(input.starts_with('/'));
            let end = input.as_bytes()[from..]
                .iter()
                .position(|&b| b == b'/')
                .map_or(input.len(), |at| from + at);
            output.out.push_str(&input[..end]);
            input = &input[end..];
        }
    }
    // 3. Finally, the output buffer is returned as the result of remove_dot_segments.
    above_root
}

/// The output buffer: the end of `out`, from `start`.
struct Output<'o> {
    out: &'o mut String,
    start: usize,
}

impl Output<'_> {
    fn is_empty(&self) -> bool {
        self.out.len() == self.start
    }

    /// Removes the last segment and its preceding "/" (if any).
    fn remove_last_segment(&mut self) {
        let buffer = &self.out.as_bytes()[self.start..];
        let slash = buffer.iter().rposition(|&b| b == b'/').unwrap_or(0);
        self.out.truncate(self.start + slash);
    }
}

#[cfg(test)]
mod tests {
    use super::remove_dot_segments;

    fn dots(path: &str) -> String {
        remove_dot_segments(path).0
    }

    #[test]
    fn the_two_traces_of_section_5_2_4() {
        // RFC 3986, §5.2.4
        assert_eq!(dots("/a/b/c/./../../g"), "/a/g");
        assert_eq!(dots("mid/content=5/../6"), "mid/6");
    }

    #[test]
    fn each_step() {
        assert_eq!(remove_dot_segments("../g"), ("g".to_owned(), true)); // A
        assert_eq!(remove_dot_segments("./g"), ("g".to_owned(), false)); // A
        assert_eq!(dots("/./g"), "/g"); // B
        assert_eq!(dots("/a/."), "/a/"); // B, "/." at the end
        assert_eq!(dots("/a/.."), "/"); // C, "/.." at the end
        assert_eq!(remove_dot_segments("/../g"), ("/g".to_owned(), true)); // C
        assert_eq!(remove_dot_segments(".."), (String::new(), true)); // D
        assert_eq!(remove_dot_segments("."), (String::new(), false)); // D
        assert_eq!(dots("/a/.b/..c/c."), "/a/.b/..c/c."); // E: not complete segments
        assert_eq!(dots("a/../b"), "/b"); // C leaves "/" in the input buffer
        assert_eq!(dots("//../x"), "/x");
        assert_eq!(dots(""), "");
    }

    /// Appended to a target, the path's removal leaves what comes before it alone.
    #[test]
    fn into_a_target() {
        for (path, out) in [
            ("/../g", "/g"),
            ("a/..", "/"),
            ("..", ""),
            ("/a/b/../../..", "/"),
        ] {
            let mut target = "http://a/b".to_owned();
            super::remove_dot_segments_into(path, &mut target);
            assert_eq!(target, format!("http://a/b{out}"), "{path}");
        }
    }

    #[test]
    fn edges() {
        for (path, out) in [
            ("", ""),
            ("/", "/"),
            ("/.", "/"),
            ("/..", "/"),
            ("/a/..", "/"),
            ("/a/.", "/a/"),
            ("/../a", "/a"),
            ("a/../../b", "/b"),
            ("/a//../b", "/a/b"),
            ("/%2E/a", "/%2E/a"),
        ] {
            assert_eq!(dots(path), out, "{path}");
        }
    }
}

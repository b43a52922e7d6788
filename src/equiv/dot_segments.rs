//! RFC 3986 §5.2.4, Remove Dot Segments: the algorithm §6.2.2.3 applies to a URI's
//! path, steps lettered as in the text.

/// The path with its "." and ".." segments removed (RFC 3986 §5.2.4).
pub(super) fn remove_dot_segments(path: &str) -> String {
    let mut input = path;
    let mut output = String::with_capacity(path.len());
    while !input.is_empty() {
        if let Some(rest) = input
            .strip_prefix("../")
            .or_else(|| input.strip_prefix("./"))
        {
            // A: a prefix of "../" or "./" is removed.
            input = rest;
        } else if input.starts_with("/./") || input == "/." {
            // B: a prefix of "/./" or "/." (complete) is replaced with "/".
            input = if input == "/." { "/" } else { &input[2..] };
        } else if input.starts_with("/../") || input == "/.." {
            // C: as B, and the last segment of the output is removed with its "/".
            input = if input == "/.." { "/" } else { &input[3..] };
            output.truncate(output.rfind('/').unwrap_or(0));
        } else if input == "." || input == ".." {
            // D: a lone "." or ".." is removed.
            input = "";
        } else {
            // E: the first segment, with its leading "/" if any, moves to the output.
            let end = input
                .bytes()
                .skip(1)
                .position(|b| b == b'/')
                .map_or(input.len(), |i| i + 1);
            output.push_str(&input[..end]);
            input = &input[end..];
        }
    }
    output
}

#[cfg(test)]
mod tests {
    use super::remove_dot_segments;

    // RFC 3986 §5.2.4, the two worked examples.
    #[test]
    fn section_5_2_4_examples() {
        assert_eq!(remove_dot_segments("/a/b/c/./../../g"), "/a/g");
        assert_eq!(remove_dot_segments("mid/content=5/../6"), "mid/6");
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
            assert_eq!(remove_dot_segments(path), out, "{path}");
        }
    }
}

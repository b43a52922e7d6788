//! `urispec::extract` on any bytes, for every revision and every bare-URI mode: no
//! panic; finds in the order they start, each inside the text; a match's verdict is the
//! revision's own on its URI (the part `context::checked_part` names); a URI that was
//! not rejoined is the text it came from, byte for byte; removed whitespace lies inside
//! the match and is whitespace (space, tab, line breaks, vertical tab, form feed); trims
//! lie inside the text; a wrapper never closed is reported inside the text.
#![no_main]

use std::borrow::Cow;

use libfuzzer_sys::fuzz_target;
use urispec::extract::{Bare, Found, Options, context, extract};
use urispec::{Revision, Validator};

fuzz_target!(|text: &[u8]| {
    for revision in Revision::ALL {
        for bare in [Bare::Trim, Bare::Strict, Bare::Off] {
            let options = Options {
                bare,
                ..Options::default()
            };
            let mut last = 0;
            for found in extract(text, revision, options) {
                assert!(found.start() >= last, "{revision}: finds out of order");
                last = found.start();
                match found {
                    Found::Uri(m) => {
                        assert!(m.span.start < m.span.end && m.span.end <= text.len());
                        let checked = context::checked_part(revision, &m.uri);
                        let valid = Validator::start(revision).is_valid(checked);
                        assert_eq!(m.verdict.is_ok(), valid, "{revision}: verdict");
                        if let Cow::Borrowed(uri) = m.uri {
                            let inside = &text[m.span.clone()];
                            assert!(inside.windows(uri.len()).any(|w| w == uri));
                        }
                        for r in &m.removed {
                            assert!(m.span.start <= r.span.start && r.span.end <= m.span.end);
                            let space =
                                |b: &u8| matches!(b, b' ' | b'\t' | b'\n' | b'\r' | 0x0B | 0x0C);
                            assert!(text[r.span.clone()].iter().all(space));
                        }
                        assert!(m.trimmed.iter().all(|t| t.offset < text.len()));
                    }
                    Found::Unclosed(u) => assert!(u.at + u.len <= text.len()),
                }
            }
        }
    }
});

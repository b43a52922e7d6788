//! Colours on a terminal only: `--color auto|always|never`, and `NO_COLOR` respected.

use std::io::IsTerminal;

use crate::args::ColorChoice;

/// How text is painted.
#[derive(Debug, Clone, Copy)]
pub struct Style {
    on: bool,
}

impl Style {
    /// The style for standard output under `choice`.
    pub fn new(choice: ColorChoice) -> Self {
        let on = match choice {
            ColorChoice::Always => true,
            ColorChoice::Never => false,
            ColorChoice::Auto => {
                std::env::var_os("NO_COLOR").is_none_or(|v| v.is_empty())
                    && std::io::stdout().is_terminal()
            }
        };
        Self { on }
    }

    fn paint(self, code: &str, text: &str) -> String {
        if self.on {
            format!("\x1b[{code}m{text}\x1b[0m")
        } else {
            text.to_owned()
        }
    }

    /// An accepted verdict.
    pub fn good(self, text: &str) -> String {
        self.paint("32", text)
    }

    /// A rejection, a caret, an error.
    pub fn bad(self, text: &str) -> String {
        self.paint("1;31", text)
    }

    /// A cell that differs between revisions.
    pub fn changed(self, text: &str) -> String {
        self.paint("1;33", text)
    }

    /// Headings and rule names.
    pub fn strong(self, text: &str) -> String {
        self.paint("1", text)
    }

    /// Secondary information (spans, sections).
    pub fn dim(self, text: &str) -> String {
        self.paint("2", text)
    }
}

#[cfg(test)]
mod tests {
    use super::Style;
    use crate::args::ColorChoice;

    /// Each kind of text has its own SGR code, and the text is left plain when
    /// colours are off.
    #[test]
    fn each_kind_has_its_colour_and_none_when_off() {
        let painted = |style| {
            [
                Style::good(style, "a b"),
                Style::bad(style, "a b"),
                Style::changed(style, "a b"),
                Style::strong(style, "a b"),
                Style::dim(style, "a b"),
            ]
        };
        let on = painted(Style::new(ColorChoice::Always));
        for (text, code) in on.iter().zip(["32", "1;31", "1;33", "1", "2"]) {
            assert_eq!(*text, format!("\x1b[{code}ma b\x1b[0m"));
        }
        assert_eq!(painted(Style::new(ColorChoice::Never)), ["a b"; 5]);
    }
}

//! Railroad diagrams of the documents' rules, drawn from the parsed BNF: each
//! [`Expr`] maps onto one railroad node, so the picture is the rule as written.

use railroad::{
    Choice, Comment, Diagram, Empty, End, Link, Node, NonTerminal, Optional, Repeat, Sequence,
    SimpleStart, Terminal,
};
use urispec::Revision;
use urispec::bnf::{Expr, RuleDef};

use super::links::rule_href;

/// A rule's diagram as inline SVG, labelled with its text alternative
/// (`role="img"`, `aria-label`); every rule it refers to links to its place on its
/// revision's page. Its `width` and `height` are its natural size, so the page
/// never scales it with the column (a wide one scrolls instead).
pub fn svg(revision: Revision, def: &RuleDef) -> String {
    let mut root: Sequence<Box<dyn Node>> = Sequence::default();
    root.push(Box::new(SimpleStart));
    root.push(node(revision, &def.expr));
    root.push(Box::new(End));
    let mut diagram = Diagram::new(root);
    let (width, height) = (diagram.width(), diagram.height());
    diagram
        .attr("width".to_owned())
        .or_insert_with(|| width.to_string());
    diagram
        .attr("height".to_owned())
        .or_insert_with(|| height.to_string());
    diagram
        .attr("role".to_owned())
        .or_insert_with(|| "img".to_owned());
    diagram
        .attr("aria-label".to_owned())
        .or_insert_with(|| format!("Railroad diagram: {}", describe_rule(def)));
    diagram.to_string()
}

/// The railroad node of one expression.
fn node(revision: Revision, expr: &Expr) -> Box<dyn Node> {
    match expr {
        Expr::Alt(items) => Box::new(Choice::new(
            items.iter().map(|e| node(revision, e)).collect::<Vec<_>>(),
        )),
        Expr::Seq(items) => Box::new(Sequence::new(
            items.iter().map(|e| node(revision, e)).collect::<Vec<_>>(),
        )),
        Expr::Repeat { min, max, expr } => {
            let inner = node(revision, expr);
            let label = repeat_label(*min, *max);
            let back: Box<dyn Node> = match label {
                Some(text) => Box::new(Comment::new(text)),
                None => Box::new(Empty),
            };
            let repeat: Box<dyn Node> = Box::new(Repeat::new(inner, back));
            if *min == 0 {
                Box::new(Optional::new(repeat))
            } else {
                repeat
            }
        }
        Expr::Optional(inner) => Box::new(Optional::new(node(revision, inner))),
        Expr::Literal { .. } | Expr::Range(..) => Box::new(Terminal::new(terminal_text(expr))),
        Expr::Rule(name) => match revision.bnf().rule(name) {
            Some(def) => Box::new(Link::new(
                NonTerminal::new(name.clone()),
                rule_href(revision, &def.name),
            )),
            None => Box::new(NonTerminal::new(name.clone())),
        },
        Expr::Prose(text) => Box::new(Comment::new(format!("<{text}>"))),
    }
}

/// The label on a repetition's way back: how many times, when the plain loop
/// (`*x`, `1*x`) does not say it.
fn repeat_label(min: u32, max: Option<u32>) -> Option<String> {
    match (min, max) {
        (0 | 1, None) => None,
        (min, None) => Some(format!("at least {min} times")),
        (min, Some(max)) if min == max => Some(format!("{min} times")),
        (min, Some(max)) => Some(format!("{min} to {max} times")),
    }
}

/// A terminal as the BNF writes it: `"http://"`, `%x30-39`.
fn terminal_text(expr: &Expr) -> String {
    match expr {
        Expr::Literal { text, .. } => format!("{text:?}"),
        Expr::Range(lo, hi) if lo == hi => format!("%x{:02X}", u32::from(*lo)),
        Expr::Range(lo, hi) => format!("%x{:02X}-{:02X}", u32::from(*lo), u32::from(*hi)),
        _ => String::new(),
    }
}

/// The text alternative of a rule's diagram: `hostname is …`.
pub fn describe_rule(def: &RuleDef) -> String {
    format!("{} is {}", def.name, describe(&def.expr))
}

/// An expression in words, the way the diagram reads from left to right.
fn describe(expr: &Expr) -> String {
    match expr {
        Expr::Alt(items) => format!(
            "one of: {}",
            items.iter().map(describe).collect::<Vec<_>>().join("; or ")
        ),
        Expr::Seq(items) => format!(
            "({})",
            items
                .iter()
                .map(describe)
                .collect::<Vec<_>>()
                .join(", then ")
        ),
        Expr::Repeat { min, max, expr } => {
            let times = match (min, max) {
                (0, None) => "zero or more times".to_owned(),
                (1, None) => "one or more times".to_owned(),
                (min, None) => format!("at least {min} times"),
                (min, Some(max)) if min == max => format!("{min} times"),
                (min, Some(max)) => format!("{min} to {max} times"),
            };
            format!("{} {times}", describe(expr))
        }
        Expr::Optional(inner) => format!("optionally {}", describe(inner)),
        Expr::Literal { .. } | Expr::Range(..) => terminal_text(expr),
        Expr::Rule(name) => name.clone(),
        Expr::Prose(text) => format!("<{text}>"),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Every rule of every document has a diagram, and every rule it uses
    /// ([`Grammar::uses`](urispec::bnf::Grammar::uses)) is drawn as a linked box, or
    /// named in the prose the diagram shows (url-00's `national`).
    #[test]
    fn every_rule_has_its_diagram() {
        for revision in Revision::ALL {
            let grammar = revision.bnf();
            for def in grammar.rules() {
                let drawn = svg(revision, def);
                assert!(drawn.starts_with("<svg"), "{revision} {}", def.name);
                assert!(
                    drawn.contains("aria-label=\"Railroad diagram: "),
                    "{}",
                    def.name
                );
                for used in grammar.uses(&def.name) {
                    let shown = match &def.expr {
                        Expr::Prose(text) => text.contains(&used.name) && drawn.contains(text),
                        _ => drawn.contains(&rule_href(revision, &used.name)),
                    };
                    assert!(shown, "{revision} {}: no link to {}", def.name, used.name);
                }
            }
        }
    }

    /// Each diagram is drawn at its natural size: `width` and `height` equal to
    /// its `viewBox`, so no column stretches or shrinks it (issue 19: `DQUOTE` was
    /// drawn with letters 100 px tall).
    #[test]
    fn every_diagram_has_its_natural_size() {
        for revision in Revision::ALL {
            for def in revision.bnf().rules() {
                let drawn = svg(revision, def);
                let head = &drawn[..drawn.find('>').unwrap()];
                let attr = |name: &str| {
                    let start = head
                        .find(&format!(" {name}=\""))
                        .unwrap_or_else(|| panic!("{revision} {}: no {name} in {head}", def.name))
                        + name.len()
                        + 3;
                    head[start..start + head[start..].find('"').unwrap()].to_owned()
                };
                let view_box = attr("viewBox");
                assert_eq!(
                    view_box,
                    format!("0 0 {} {}", attr("width"), attr("height")),
                    "{revision} {}",
                    def.name
                );
            }
        }
    }

    /// `*x` is drawn as `[1*x]` is: a loop the line may pass by; `1*x` as a loop the
    /// line must go through once.
    #[test]
    fn a_repetition_that_may_be_empty_can_be_passed_by() {
        let drawn = |expr: &Expr| Diagram::new(node(Revision::Rfc3986, expr)).to_string();
        let repeat = |min: u32| Expr::Repeat {
            min,
            max: None,
            expr: Box::new(Expr::Rule("pchar".to_owned())),
        };
        let optional_once_or_more = Expr::Optional(Box::new(repeat(1)));
        assert_eq!(drawn(&repeat(0)), drawn(&optional_once_or_more));
        assert_ne!(drawn(&repeat(1)), drawn(&optional_once_or_more));
    }

    /// The way back of a loop says how many times where the plain loop does not.
    #[test]
    fn a_counted_loop_is_labelled() {
        assert_eq!(repeat_label(0, None), None);
        assert_eq!(repeat_label(1, None), None);
        assert_eq!(repeat_label(2, None).as_deref(), Some("at least 2 times"));
        assert_eq!(repeat_label(4, Some(4)).as_deref(), Some("4 times"));
        assert_eq!(repeat_label(1, Some(3)).as_deref(), Some("1 to 3 times"));
        let h16 = Revision::Rfc3986.bnf().rule("h16").unwrap();
        assert!(svg(Revision::Rfc3986, h16).contains("\n1 to 4 times</text>"));
    }

    /// A terminal is written as the BNF writes it: a quoted literal, a range of code
    /// points, or one code point.
    #[test]
    fn terminals_read_as_the_bnf_writes_them() {
        let literal = Expr::Literal {
            text: "//".to_owned(),
            case_insensitive: false,
        };
        assert_eq!(terminal_text(&literal), "\"//\"");
        assert_eq!(terminal_text(&Expr::Range('0', '9')), "%x30-39");
        assert_eq!(terminal_text(&Expr::Range('%', '%')), "%x25");
        assert_eq!(terminal_text(&Expr::Rule("x".to_owned())), "");
    }

    /// A repetition in words says its counts as its diagram's label does.
    #[test]
    fn a_repetition_in_words_says_its_counts() {
        let repeat = |min: u32, max: Option<u32>| Expr::Repeat {
            min,
            max,
            expr: Box::new(Expr::Rule("x".to_owned())),
        };
        assert_eq!(describe(&repeat(0, None)), "x zero or more times");
        assert_eq!(describe(&repeat(1, None)), "x one or more times");
        assert_eq!(describe(&repeat(2, None)), "x at least 2 times");
        assert_eq!(describe(&repeat(4, Some(4))), "x 4 times");
        assert_eq!(describe(&repeat(1, Some(4))), "x 1 to 4 times");
    }

    #[test]
    fn words_follow_the_diagram() {
        let def = Revision::Rfc2396.bnf().rule("hostname").unwrap();
        assert_eq!(
            describe_rule(def),
            "hostname is ((domainlabel, then \".\") zero or more times, then toplabel, then optionally \".\")"
        );
    }
}

//! The documents' BNF as data: the `grammar/*.bnf` files parsed into rules.
//!
//! This is the project's independent reading of each document. The pest grammars
//! are written by hand from the same text; [`crate::automaton`] compiles these
//! rules mechanically into automata, and the differential tests compare the two.

mod class;
mod cycles;
mod error;
mod generate;
mod parse;
mod refs;

pub use class::CharClass;
pub use error::{GrammarError, SyntaxProblem};
pub use generate::{Generator, NEAR_MISS_CHARS};

/// How deep a rule may nest, groups and the rules it uses counted together: the
/// compiler, the generator and [`Grammar::class`] walk that deep recursively.
const DEPTH_LIMIT: usize = 256;

/// Which notation a `.bnf` file is written in.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Notation {
    /// RFC 822 BNF with `|` for alternatives: quoted literals are case-sensitive
    /// (grammar/README.md), a bare `/` is a literal slash, and `n*[ x ]` repeats `x`.
    Rfc822,
    /// ABNF (RFC 2234): quoted literals and rule names are case-insensitive, `/`
    /// separates alternatives, and so does the draft's stray `|`.
    Abnf,
}

/// One element of a rule's right-hand side.
///
/// Not `#[non_exhaustive]`: the two notations are fixed documents (RFC 822, RFC
/// 2234), and code that draws or walks rules should stop compiling if an element
/// kind is ever added.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Expr {
    /// Alternatives (`|`, or `/` in ABNF).
    Alt(Vec<Expr>),
    /// Concatenation.
    Seq(Vec<Expr>),
    /// `min*max element`; `max` is `None` when unbounded.
    Repeat {
        /// Fewest repetitions.
        min: u32,
        /// Most repetitions, if bounded.
        max: Option<u32>,
        /// What is repeated.
        expr: Box<Expr>,
    },
    /// `[ element ]`.
    Optional(Box<Expr>),
    /// A quoted string (`"http://"`).
    Literal {
        /// The characters between the quotes.
        text: String,
        /// Whether letters match either case (ABNF quoted strings).
        case_insensitive: bool,
    },
    /// A range of characters (`%x30-39`, or a single `%x22`, or `<">`).
    Range(char, char),
    /// A reference to another rule, by the name as written.
    Rule(String),
    /// Prose in angle brackets (`<US-ASCII coded character 20 hexadecimal>`).
    Prose(String),
}

/// One rule of a document, as the document writes it.
#[derive(Debug, Clone)]
pub struct RuleDef {
    /// The name as the document spells it (`URI-reference`, `net_path`).
    pub name: String,
    /// The section of the document that defines it (`§3.2.2`).
    pub section: String,
    /// The rule's text, verbatim from the `.bnf` file (continuation lines included).
    pub text: String,
    /// The parsed right-hand side.
    pub expr: Expr,
}

/// A document's collected BNF.
#[derive(Debug, Clone)]
pub struct Grammar {
    /// The notation the file is written in.
    notation: Notation,
    /// The rules, in the document's order.
    rules: Vec<RuleDef>,
    /// The character-class rules, computed once ([`Grammar::name_bytes`]).
    pub(crate) classes: std::sync::OnceLock<Vec<class::NamedClass>>,
    /// Every rule's class by name, computed once ([`Grammar::class`]).
    pub(crate) rule_classes:
        std::sync::OnceLock<std::collections::HashMap<String, Option<class::CharClass>>>,
}

impl Grammar {
    /// Parses the text of a `.bnf` file.
    ///
    /// # Errors
    /// [`GrammarError::Syntax`] with the line when the text is not well-formed BNF;
    /// [`GrammarError::Recursive`] with the cycle when a rule refers to itself,
    /// directly or through others (every rule must be a regular language).
    pub fn parse(text: &str, notation: Notation) -> Result<Self, GrammarError> {
        parse::grammar(text, notation)
    }

    /// The notation the file is written in.
    #[must_use]
    pub fn notation(&self) -> Notation {
        self.notation
    }

    /// The rules, in the document's order.
    #[must_use]
    pub fn rules(&self) -> &[RuleDef] {
        &self.rules
    }

    /// The rule named `name`: exact spelling first, then the pest spelling
    /// (`-` as `_`), then (ABNF only) ignoring case.
    #[must_use]
    pub fn rule(&self, name: &str) -> Option<&RuleDef> {
        self.rules()
            .iter()
            .find(|r| r.name == name)
            .or_else(|| {
                self.rules()
                    .iter()
                    .find(|r| pest_name(&r.name) == pest_name(name))
            })
            .or_else(|| match self.notation() {
                Notation::Abnf => self
                    .rules()
                    .iter()
                    .find(|r| pest_name(&r.name).eq_ignore_ascii_case(&pest_name(name))),
                Notation::Rfc822 => None,
            })
    }
}

/// The pest spelling of a document's rule name: `-` → `_`, `+` → `_plus`
/// (`URI-reference` → `URI_reference`, `gopher+_string` → `gopher_plus_string`).
#[must_use]
pub fn pest_name(name: &str) -> String {
    name.replace('-', "_").replace('+', "_plus")
}

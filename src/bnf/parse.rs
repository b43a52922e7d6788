//! Reading a `.bnf` file: rules start in column 0 (`name = …`), continue on
//! indented lines, `;` starts a comment, and `;; §N` annotates the section (`;; source:
//! TEXT` names another source, such as the RFC 2234 core rules).

use super::{Expr, Grammar, GrammarError, Notation, RuleDef, SyntaxProblem};

/// Parses a whole file, then checks that no rule refers to itself.
pub(super) fn grammar(text: &str, notation: Notation) -> Result<Grammar, GrammarError> {
    let mut rules = Vec::new();
    let mut section = String::new();
    let mut current: Option<(usize, String)> = None;
    let mut finish = |current: &mut Option<(usize, String)>, section: &str| {
        current.take().map_or(Ok(()), |(line, text)| {
            rule(&text, section, notation)
                .map(|r| rules.push(r))
                .map_err(|problem| GrammarError::Syntax { line, problem })
        })
    };
    for (index, line) in text.lines().enumerate() {
        if let Some(note) = line.strip_prefix(";;") {
            finish(&mut current, &section)?;
            if let Some(s) = note.trim().strip_prefix('§') {
                section = format!("§{}", s.trim());
            } else if let Some(source) = note.trim().strip_prefix("source:") {
                source.trim().clone_into(&mut section);
            }
        } else if line.starts_with(|c: char| c.is_ascii_alphabetic()) {
            finish(&mut current, &section)?;
            current = Some((index + 1, line.trim_end().to_owned()));
        } else if let Some((_, text)) = current.as_mut().filter(|_| line.starts_with(' ')) {
            text.push('\n');
            text.push_str(line.trim_end());
        } else {
            finish(&mut current, &section)?;
        }
    }
    finish(&mut current, &section)?;
    let grammar = Grammar {
        notation,
        rules,
        classes: std::sync::OnceLock::new(),
        rule_classes: std::sync::OnceLock::new(),
    };
    super::cycles::check(&grammar)?;
    Ok(grammar)
}

/// Parses one rule's text (`name = elements`).
fn rule(text: &str, section: &str, notation: Notation) -> Result<RuleDef, SyntaxProblem> {
    let (name, body) = text.split_once('=').ok_or(SyntaxProblem::MissingEquals)?;
    let tokens = tokenize(body, notation)?;
    let mut parser = Parser {
        tokens,
        pos: 0,
        depth: 0,
        notation,
    };
    let expr = parser.alternation()?;
    if parser.pos != parser.tokens.len() {
        return Err(SyntaxProblem::UnexpectedToken(
            parser.tokens[parser.pos].text(),
        ));
    }
    Ok(RuleDef {
        name: name.trim().to_owned(),
        section: section.to_owned(),
        text: text.to_owned(),
        expr,
    })
}

#[derive(Debug, Clone, PartialEq, Eq)]
enum Token {
    Open,
    Close,
    OpenOpt,
    CloseOpt,
    Or,
    Repeat(u32, Option<u32>),
    Atom(Expr),
}

impl Token {
    /// The token as written (an element as its kind), for messages.
    fn text(&self) -> String {
        match self {
            Self::Open => "'('".to_owned(),
            Self::Close => "')'".to_owned(),
            Self::OpenOpt => "'['".to_owned(),
            Self::CloseOpt => "']'".to_owned(),
            Self::Or => "'|'".to_owned(),
            Self::Repeat(min, Some(max)) if min == max => format!("repetition {min}"),
            Self::Repeat(min, max) => format!(
                "repetition {min}*{}",
                max.map_or(String::new(), |m| m.to_string())
            ),
            Self::Atom(expr) => format!("element {expr:?}"),
        }
    }
}

/// Splits a rule body into tokens, dropping `;` comments.
fn tokenize(body: &str, notation: Notation) -> Result<Vec<Token>, SyntaxProblem> {
    let chars: Vec<char> = body.chars().collect();
    let mut tokens = Vec::new();
    let mut i = 0;
    while i < chars.len() {
        let c = chars[i];
        let (token, len) = match c {
            ' ' | '\n' | '\t' => (None, 1),
            ';' => (
                None,
                chars[i..]
                    .iter()
                    .position(|&c| c == '\n')
                    .unwrap_or(chars.len() - i),
            ),
            '(' => (Some(Token::Open), 1),
            ')' => (Some(Token::Close), 1),
            '[' => (Some(Token::OpenOpt), 1),
            ']' => (Some(Token::CloseOpt), 1),
            '|' => (Some(Token::Or), 1),
            '/' if notation == Notation::Abnf => (Some(Token::Or), 1),
            '/' => (Some(Token::Atom(literal("/", notation))), 1),
            '"' => quoted(&chars[i..], notation)?,
            '<' => prose(&chars[i..])?,
            '%' => numeric(&chars[i..])?,
            '*' | '0'..='9' => repeat(&chars[i..]),
            c if c.is_ascii_alphabetic() => {
                let len = chars[i..]
                    .iter()
                    .position(|&c| !(c.is_ascii_alphanumeric() || "-_+".contains(c)))
                    .unwrap_or(chars.len() - i);
                let name: String = chars[i..i + len].iter().collect();
                (Some(Token::Atom(Expr::Rule(name))), len)
            }
            other => return Err(SyntaxProblem::UnexpectedChar(other)),
        };
        tokens.extend(token);
        i += len;
    }
    Ok(tokens)
}

fn literal(text: &str, notation: Notation) -> Expr {
    Expr::Literal {
        text: text.to_owned(),
        case_insensitive: notation == Notation::Abnf,
    }
}

fn quoted(chars: &[char], notation: Notation) -> Result<(Option<Token>, usize), SyntaxProblem> {
    let end = chars[1..]
        .iter()
        .position(|&c| c == '"')
        .ok_or(SyntaxProblem::UnterminatedString)?
        + 1;
    let text: String = chars[1..end].iter().collect();
    Ok((Some(Token::Atom(literal(&text, notation))), end + 1))
}

/// `<">` is the double quote; any other `<…>` is prose, whitespace folded.
fn prose(chars: &[char]) -> Result<(Option<Token>, usize), SyntaxProblem> {
    let end = chars
        .iter()
        .position(|&c| c == '>')
        .ok_or(SyntaxProblem::UnterminatedProse)?;
    let inner: String = chars[1..end].iter().collect();
    let atom = if inner == "\"" {
        Expr::Range('"', '"')
    } else {
        Expr::Prose(inner.split_whitespace().collect::<Vec<_>>().join(" "))
    };
    Ok((Some(Token::Atom(atom)), end + 1))
}

/// `%x41-5A` or `%x22` (a range's end may not come before its start).
fn numeric(chars: &[char]) -> Result<(Option<Token>, usize), SyntaxProblem> {
    if chars.get(1) != Some(&'x') {
        return Err(SyntaxProblem::UnsupportedNumeric);
    }
    let len = chars[2..]
        .iter()
        .position(|&c| !(c.is_ascii_hexdigit() || c == '-'))
        .unwrap_or(chars.len() - 2)
        + 2;
    let text: String = chars[2..len].iter().collect();
    let hex = |s: &str| {
        u32::from_str_radix(s, 16)
            .ok()
            .and_then(char::from_u32)
            .ok_or_else(|| SyntaxProblem::BadNumeric(text.clone()))
    };
    let (lo, hi) = text.split_once('-').unwrap_or((&text, &text));
    let (lo, hi) = (hex(lo)?, hex(hi)?);
    if hi < lo {
        return Err(SyntaxProblem::BadNumeric(text));
    }
    Ok((Some(Token::Atom(Expr::Range(lo, hi))), len))
}

/// `n*m`, `n*`, `*m`, `*` or a bare `n` (exact count) before an element.
fn repeat(chars: &[char]) -> (Option<Token>, usize) {
    let digits = |from: usize| {
        chars[from..]
            .iter()
            .take_while(|c| c.is_ascii_digit())
            .count()
    };
    let number = |from: usize, len: usize| -> Option<u32> {
        (len > 0).then(|| {
            chars[from..from + len]
                .iter()
                .collect::<String>()
                .parse()
                .unwrap_or(u32::MAX)
        })
    };
    let n = digits(0);
    let min = number(0, n);
    if chars.get(n) == Some(&'*') {
        let m = digits(n + 1);
        let max = number(n + 1, m);
        (Some(Token::Repeat(min.unwrap_or(0), max)), n + 1 + m)
    } else {
        let count = min.unwrap_or(1);
        (Some(Token::Repeat(count, Some(count))), n)
    }
}

struct Parser {
    tokens: Vec<Token>,
    pos: usize,
    /// How many groups are open.
    depth: usize,
    notation: Notation,
}

impl Parser {
    fn peek(&self) -> Option<&Token> {
        self.tokens.get(self.pos)
    }

    fn alternation(&mut self) -> Result<Expr, SyntaxProblem> {
        let mut alternatives = vec![self.concatenation()?];
        while self.peek() == Some(&Token::Or) {
            self.pos += 1;
            alternatives.push(self.concatenation()?);
        }
        Ok(single_or(alternatives, Expr::Alt))
    }

    fn concatenation(&mut self) -> Result<Expr, SyntaxProblem> {
        let mut items = Vec::new();
        while let Some(token) = self.peek() {
            if matches!(token, Token::Or | Token::Close | Token::CloseOpt) {
                break;
            }
            items.push(self.repetition()?);
        }
        if items.is_empty() {
            return Err(SyntaxProblem::EmptyAlternative);
        }
        Ok(single_or(items, Expr::Seq))
    }

    fn repetition(&mut self) -> Result<Expr, SyntaxProblem> {
        if let Some(&Token::Repeat(min, max)) = self.peek() {
            self.pos += 1;
            let element = match self.element()? {
                // RFC 1738's `*[ x ]` and `1*[ x ]`: the brackets only group (Section 5).
                Expr::Optional(inner) if self.notation == Notation::Rfc822 => *inner,
                other => other,
            };
            return Ok(Expr::Repeat {
                min,
                max,
                expr: Box::new(element),
            });
        }
        self.element()
    }

    fn element(&mut self) -> Result<Expr, SyntaxProblem> {
        let token = self
            .tokens
            .get(self.pos)
            .cloned()
            .ok_or(SyntaxProblem::MissingElement)?;
        self.pos += 1;
        match token {
            Token::Atom(expr) => Ok(expr),
            Token::Open => self.group(&Token::Close),
            Token::OpenOpt => self
                .group(&Token::CloseOpt)
                .map(|e| Expr::Optional(Box::new(e))),
            other => Err(SyntaxProblem::UnexpectedToken(other.text())),
        }
    }

    fn group(&mut self, close: &Token) -> Result<Expr, SyntaxProblem> {
        if self.depth == super::DEPTH_LIMIT {
            return Err(SyntaxProblem::TooDeep);
        }
        self.depth += 1;
        let inner = self.alternation()?;
        self.depth -= 1;
        if self.peek() != Some(close) {
            let bracket = if *close == Token::Close { ')' } else { ']' };
            return Err(SyntaxProblem::Unclosed(bracket));
        }
        self.pos += 1;
        Ok(inner)
    }
}

fn single_or(mut items: Vec<Expr>, wrap: fn(Vec<Expr>) -> Expr) -> Expr {
    if items.len() == 1 {
        items.remove(0)
    } else {
        wrap(items)
    }
}

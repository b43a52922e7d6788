//! Which rule of the document an input was in: a nondeterministic automaton built
//! from the BNF (Thompson's construction, every rule inlined where it is used, the
//! grammars do not recurse), each state tagged with the rule occurrence it belongs to.
//!
//! It is read only on the one fixed input that reaches a state of the fast automaton
//! (see [`super::Explainer`]), so the rule it gives is a function of that state: the
//! innermost rule every way of reading the input is inside, whether that rule began
//! long before the failure or right at it (a state cannot tell the two apart).

use std::collections::HashMap;

use crate::bnf::{CharClass, Expr, Grammar};

/// One state of the automaton.
#[derive(Debug, Clone)]
enum Node {
    /// Reads one character of the set, then goes on.
    Char(CharClass, usize),
    /// Goes on to each, in the document's order of alternatives.
    Split(Vec<usize>),
    /// The end of the checked rule.
    Match,
}

/// One way of reading the input so far, at one node.
#[derive(Debug, Clone, Copy)]
struct Thread {
    node: usize,
    /// Whether the way here since the last character read finished a rule
    /// occurrence: what comes next is after that rule, not in it.
    left: bool,
}

/// One occurrence of a rule inside the checked rule.
#[derive(Debug, Clone)]
struct Frame {
    /// The rule's index in [`Grammar::rules`].
    rule: usize,
    /// The occurrence it is used in (`None` for the checked rule).
    parent: Option<usize>,
    /// Whether the rule matches at most one character or one escape (`unreserved`,
    /// `hex`, `escaped`, `pchar`: at most three characters): such a rule is what
    /// was expected, which `expected` names, not where the input was.
    token: bool,
}

/// The automaton of one rule, with the occurrence every state belongs to.
#[derive(Debug, Clone)]
pub(crate) struct RuleAutomaton {
    nodes: Vec<Node>,
    /// For each node, the frame it belongs to.
    frame_of: Vec<usize>,
    frames: Vec<Frame>,
    start: usize,
}

impl RuleAutomaton {
    /// The automaton of rule `name` of `grammar`, if the rule and those it uses exist.
    pub(crate) fn new(grammar: &Grammar, name: &str) -> Option<Self> {
        let mut build = Builder {
            grammar,
            tokens: HashMap::new(),
            out: Self {
                nodes: vec![Node::Match],
                frame_of: vec![0],
                frames: Vec::new(),
                start: 0,
            },
        };
        // Node 0, `Match`, follows the checked rule.
        build.out.start = build.rule(name, None, 0)?;
        Some(build.out)
    }

    /// The rule (its index in [`Grammar::rules`]) an input that stops after `text`
    /// failed in: the innermost rule (no token, see [`Frame::token`]) that every way
    /// of reading `text` that goes on inside a rule is in. `None` when the automaton
    /// cannot read `text`, or nothing can come after it.
    pub(crate) fn failed_in(&self, text: &str) -> Option<usize> {
        let mut now = self.closure(vec![Thread {
            node: self.start,
            left: false,
        }]);
        for c in text.chars() {
            let next: Vec<Thread> = now
                .iter()
                .filter_map(|t| match &self.nodes[t.node] {
                    Node::Char(set, next) if set.contains(c) => Some(Thread {
                        node: *next,
                        left: false,
                    }),
                    _ => None,
                })
                .collect();
            if next.is_empty() {
                return None;
            }
            now = self.closure(next);
        }
        let reading: Vec<&Thread> = now
            .iter()
            .filter(|t| matches!(self.nodes[t.node], Node::Char(..)))
            .collect();
        let inside: Vec<&Thread> = reading.iter().copied().filter(|t| !t.left).collect();
        let chains: Vec<Vec<usize>> = if inside.is_empty() { &reading } else { &inside }
            .iter()
            .map(|t| self.rules_around(t.node))
            .collect();
        let (first, others) = chains.split_first()?;
        first
            .iter()
            .copied()
            .find(|rule| others.iter().all(|chain| chain.contains(rule)))
    }

    /// The rules (indices in [`Grammar::rules`]) `node` is inside, innermost first,
    /// tokens left out.
    fn rules_around(&self, node: usize) -> Vec<usize> {
        let mut rules = Vec::new();
        let mut frame = Some(self.frame_of[node]);
        while let Some(f) = frame {
            if !self.frames[f].token {
                rules.push(self.frames[f].rule);
            }
            frame = self.frames[f].parent;
        }
        rules
    }

    /// Every node reachable from `seeds` without reading, in order, each with
    /// whether the way to it finished a rule occurrence (a node is kept once each way).
    fn closure(&self, seeds: Vec<Thread>) -> Vec<Thread> {
        let mut seen = vec![[false; 2]; self.nodes.len()];
        let mut out = Vec::new();
        let mut todo = seeds;
        todo.reverse();
        while let Some(thread) = todo.pop() {
            let Thread { node, left } = thread;
            if std::mem::replace(&mut seen[node][usize::from(left)], true) {
                continue;
            }
            out.push(thread);
            let go = |next: usize| Thread {
                node: next,
                left: left || !self.encloses(self.frame_of[node], self.frame_of[next]),
            };
            match &self.nodes[node] {
                Node::Split(next) => todo.extend(next.iter().rev().map(|&n| go(n))),
                Node::Char(..) | Node::Match => {}
            }
        }
        out
    }

    /// Whether occurrence `outer` is `inner` or encloses it.
    fn encloses(&self, outer: usize, inner: usize) -> bool {
        let mut frame = Some(inner);
        while let Some(f) = frame {
            if f == outer {
                return true;
            }
            frame = self.frames[f].parent;
        }
        false
    }
}

/// Builds the automaton backwards: each piece is given the node that follows it and
/// returns its first node.
struct Builder<'g> {
    grammar: &'g Grammar,
    out: RuleAutomaton,
    /// Whether each rule (by index) is a token, once known.
    tokens: HashMap<usize, bool>,
}

impl Builder<'_> {
    fn push(&mut self, node: Node, frame: usize) -> usize {
        self.out.nodes.push(node);
        self.out.frame_of.push(frame);
        self.out.nodes.len() - 1
    }

    /// An occurrence of rule `name` inside `parent`, followed by `next`.
    fn rule(&mut self, name: &str, parent: Option<usize>, next: usize) -> Option<usize> {
        let def = self.grammar.rule(name)?;
        let rule = self
            .grammar
            .rules()
            .iter()
            .position(|r| r.name == def.name)?;
        let class = self.grammar.class(&def.expr);
        let token = *self
            .tokens
            .entry(rule)
            .or_insert_with(|| longest(self.grammar, &def.expr).is_some_and(|n| n <= 3));
        let frame = self.out.frames.len();
        self.out.frames.push(Frame {
            rule,
            parent,
            token,
        });
        match class {
            Some(set) => Some(self.push(Node::Char(set, next), frame)),
            None => self.expr(&def.expr, frame, next),
        }
    }

    fn expr(&mut self, expr: &Expr, frame: usize, next: usize) -> Option<usize> {
        if let Expr::Rule(name) = expr {
            return self.rule(name, Some(frame), next);
        }
        if let Some(set) = self.grammar.class(expr) {
            return Some(self.push(Node::Char(set, next), frame));
        }
        match expr {
            Expr::Seq(items) => items
                .iter()
                .rev()
                .try_fold(next, |next, item| self.expr(item, frame, next)),
            Expr::Alt(items) => {
                let firsts = items
                    .iter()
                    .map(|item| self.expr(item, frame, next))
                    .collect::<Option<Vec<_>>>()?;
                Some(self.push(Node::Split(firsts), frame))
            }
            Expr::Optional(inner) => {
                let first = self.expr(inner, frame, next)?;
                Some(self.push(Node::Split(vec![first, next]), frame))
            }
            Expr::Repeat { min, max, expr } => self.repeat(expr, *min, *max, frame, next),
            Expr::Literal {
                text,
                case_insensitive,
            } => Some(text.chars().rev().fold(next, |next, c| {
                let mut set = CharClass::range(c, c);
                if *case_insensitive {
                    for other in [c.to_ascii_lowercase(), c.to_ascii_uppercase()] {
                        set = set.union(&CharClass::range(other, other));
                    }
                }
                self.push(Node::Char(set, next), frame)
            })),
            Expr::Rule(_) | Expr::Range(..) | Expr::Prose(_) => None,
        }
    }

    /// `min*max expr`: the optional copies after the required ones, or a loop.
    fn repeat(
        &mut self,
        expr: &Expr,
        min: u32,
        max: Option<u32>,
        frame: usize,
        next: usize,
    ) -> Option<usize> {
        let mut first = next;
        if let Some(max) = max {
            for _ in min..max {
                let body = self.expr(expr, frame, first)?;
                first = self.push(Node::Split(vec![body, next]), frame);
            }
        } else {
            first = self.push(Node::Split(Vec::new()), frame);
            let body = self.expr(expr, frame, first)?;
            self.out.nodes[first] = Node::Split(vec![body, next]);
        }
        for _ in 0..min.min(max.unwrap_or(u32::MAX)) {
            first = self.expr(expr, frame, first)?;
        }
        Some(first)
    }
}

/// The length of the longest string `expr` matches, in characters; `None` when
/// unbounded.
fn longest(grammar: &Grammar, expr: &Expr) -> Option<u32> {
    if grammar.class(expr).is_some() {
        return Some(1);
    }
    match expr {
        Expr::Seq(items) => items
            .iter()
            .try_fold(0, |n, e| Some(n + longest(grammar, e)?)),
        Expr::Alt(items) => items
            .iter()
            .try_fold(0, |n, e| Some(n.max(longest(grammar, e)?))),
        Expr::Optional(inner) => longest(grammar, inner),
        Expr::Repeat { max: Some(0), .. } => Some(0),
        Expr::Repeat { max, expr, .. } => {
            Some(max.as_ref()?.saturating_mul(longest(grammar, expr)?))
        }
        Expr::Literal { text, .. } => u32::try_from(text.chars().count()).ok(),
        Expr::Rule(name) => longest(grammar, &grammar.rule(name)?.expr),
        Expr::Range(..) | Expr::Prose(_) => Some(1),
    }
}

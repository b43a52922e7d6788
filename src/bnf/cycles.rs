//! The check that no rule refers to itself (every rule must be a regular
//! language), and that none nests deeper than the recursive walks go.

use super::{DEPTH_LIMIT, Expr, Grammar, GrammarError};

/// The first cycle of the reference graph (through prose names too), if any: found
/// by a depth-first search from each rule in the document's order.
pub(super) fn check(grammar: &Grammar) -> Result<(), GrammarError> {
    let n = grammar.rules.len();
    // 0: not visited, 1: on the current path, 2: done (no cycle through it).
    let mut state = vec![0u8; n];
    // For each rule done: how deep its expansion nests.
    let mut depth = vec![0usize; n];
    for root in 0..n {
        if state[root] != 0 {
            continue;
        }
        // The path, each rule with the index of the next reference to follow.
        let mut path: Vec<(usize, usize)> = vec![(root, 0)];
        state[root] = 1;
        while let Some(top) = path.last_mut() {
            let rule = top.0;
            if let Some(&used) = uses(grammar, rule).get(top.1) {
                top.1 += 1;
                match state[used] {
                    0 => {
                        state[used] = 1;
                        path.push((used, 0));
                    }
                    1 => return Err(cycle(grammar, &path, used)),
                    _ => {}
                }
            } else {
                // Every rule it uses is done: its depth is known.
                depth[rule] = nesting(grammar, rule, &depth);
                if depth[rule] > DEPTH_LIMIT {
                    return Err(GrammarError::TooDeep {
                        rule: grammar.rules[rule].name.clone(),
                    });
                }
                state[rule] = 2;
                path.pop();
            }
        }
    }
    Ok(())
}

/// How deep rule `index` nests: groups in its expression, plus, at each reference,
/// one level and the depth of the rule referred to (known for every rule it uses).
fn nesting(grammar: &Grammar, index: usize, done: &[usize]) -> usize {
    let mut deepest = 0;
    let mut todo: Vec<(&Expr, usize)> = vec![(&grammar.rules[index].expr, 1)];
    while let Some((expr, level)) = todo.pop() {
        deepest = deepest.max(level);
        match expr {
            Expr::Alt(items) | Expr::Seq(items) => {
                todo.extend(items.iter().map(|e| (e, level + 1)));
            }
            Expr::Repeat { expr, .. } | Expr::Optional(expr) => todo.push((expr, level + 1)),
            Expr::Rule(_) | Expr::Prose(_) => {
                let mut names = Vec::new();
                super::refs::references(expr, &mut names);
                for def in names.into_iter().filter_map(|name| grammar.rule(name)) {
                    if let Some(used) = grammar.rules.iter().position(|r| std::ptr::eq(r, def)) {
                        deepest = deepest.max(level + 1 + done[used]);
                    }
                }
            }
            Expr::Literal { .. } | Expr::Range(..) => {}
        }
    }
    deepest
}

/// The indices of the rules that rule `index` refers to.
fn uses(grammar: &Grammar, index: usize) -> Vec<usize> {
    grammar
        .uses(&grammar.rules[index].name)
        .into_iter()
        .filter_map(|used| grammar.rules.iter().position(|r| std::ptr::eq(r, used)))
        .collect()
}

/// The cycle closed by a reference from the end of `path` to `back`, as names,
/// starting (and ending) with its rule that comes first in the document.
fn cycle(grammar: &Grammar, path: &[(usize, usize)], back: usize) -> GrammarError {
    let from = path.iter().position(|&(r, _)| r == back).unwrap_or(0);
    let mut rules: Vec<usize> = path[from..].iter().map(|&(r, _)| r).collect();
    let first = (0..rules.len()).min_by_key(|&i| rules[i]).unwrap_or(0);
    rules.rotate_left(first);
    rules.push(rules[0]);
    GrammarError::Recursive {
        cycle: rules
            .into_iter()
            .map(|r| grammar.rules[r].name.clone())
            .collect(),
    }
}

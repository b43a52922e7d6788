//! The rules of a `.pest` file, read with `pest_meta` (the parser `pest_derive` uses):
//! each rule's name and whether it is silent (`_{ … }`), in the file's order.
//! Shared by `build.rs` and the library's tests.

/// Each rule of the grammar `text`: its name and whether it is silent.
pub fn rules(text: &str) -> Result<Vec<(String, bool)>, String> {
    Ok(read(text)?
        .into_iter()
        .map(|r| (r.name, r.ty == pest_meta::ast::RuleType::Silent))
        .collect())
}

/// The rules of the grammar `text`, as `pest_meta` reads them for `pest_derive`.
pub fn read(text: &str) -> Result<Vec<pest_meta::ast::Rule>, String> {
    let pairs = pest_meta::parser::parse(pest_meta::parser::Rule::grammar_rules, text)
        .map_err(|e| e.to_string())?;
    pest_meta::parser::consume_rules(pairs).map_err(|errors| {
        errors
            .iter()
            .map(ToString::to_string)
            .collect::<Vec<_>>()
            .join("\n")
    })
}

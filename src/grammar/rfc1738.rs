//! RFC 1738: the pest parser generated from `grammar/rfc1738.pest`.

/// The parser of `grammar/rfc1738.pest`, plus `input`: the whole input as a `url`.
#[derive(pest_derive::Parser)]
#[grammar = "grammar/rfc1738.pest"]
#[grammar_inline = "input = { SOI ~ url ~ EOI }"]
pub(crate) struct Parser;

impl super::Document for Parser {
    type Rule = Rule;
    const INPUT: Rule = Rule::input;
    const SOURCE: &'static str = include_str!("../../grammar/rfc1738.pest");

    fn rules() -> &'static [Rule] {
        Rule::all_rules()
    }

    fn parse(rule: Rule, input: &str) -> super::PestResult<'_, Rule> {
        <Self as pest::Parser<Rule>>::parse(rule, input).map_err(Box::new)
    }
}

//! draft-fielding-uri-rfc2396bis-00: the pest parser generated from `grammar/draft-fielding-uri-rfc2396bis-00.pest`.

/// The parser of `grammar/draft-fielding-uri-rfc2396bis-00.pest`, plus `input`: the whole input as a `URI_reference`.
#[derive(pest_derive::Parser)]
#[grammar = "grammar/draft-fielding-uri-rfc2396bis-00.pest"]
#[grammar_inline = "input = { SOI ~ URI_reference ~ EOI }"]
pub(crate) struct Parser;

impl super::Document for Parser {
    type Rule = Rule;
    const INPUT: Rule = Rule::input;
    const SOURCE: &'static str =
        include_str!("../../grammar/draft-fielding-uri-rfc2396bis-00.pest");

    fn rules() -> &'static [Rule] {
        Rule::all_rules()
    }

    fn parse(rule: Rule, input: &str) -> super::PestResult<'_, Rule> {
        <Self as pest::Parser<Rule>>::parse(rule, input).map_err(Box::new)
    }
}

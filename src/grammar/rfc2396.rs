//! RFC 2396: the pest parser generated from `grammar/rfc2396.pest`.

use crate::ast::Role;

/// The parser of `grammar/rfc2396.pest`, plus `input`: the whole input as a `URI_reference`.
#[derive(pest_derive::Parser)]
#[grammar = "grammar/rfc2396.pest"]
#[grammar_inline = "input = { SOI ~ URI_reference ~ EOI }"]
pub(crate) struct Parser;

impl super::Document for Parser {
    type Rule = Rule;
    const INPUT: Rule = Rule::input;
    const SOURCE: &'static str = include_str!("../../grammar/rfc2396.pest");

    fn role(rule: Rule) -> Role {
        match rule {
            Rule::absoluteURI | Rule::relativeURI => Role::Form,
            Rule::scheme => Role::Scheme,
            Rule::authority => Role::Authority,
            Rule::reg_name => Role::RegName,
            Rule::userinfo => Role::Userinfo,
            Rule::hostname => Role::Hostname,
            Rule::IPv4address => Role::Ipv4,
            Rule::port => Role::Port,
            Rule::opaque_part | Rule::abs_path | Rule::rel_path => Role::Path,
            Rule::rel_segment | Rule::segment => Role::Segment,
            Rule::param => Role::Param,
            Rule::query => Role::Query,
            Rule::fragment => Role::Fragment,
            Rule::URI_reference
            | Rule::hier_part
            | Rule::uric_no_slash
            | Rule::net_path
            | Rule::server
            | Rule::hostport
            | Rule::host
            | Rule::domainlabel
            | Rule::toplabel
            | Rule::path
            | Rule::path_segments
            | Rule::pchar
            | Rule::uric
            | Rule::reserved
            | Rule::unreserved
            | Rule::mark
            | Rule::escaped
            | Rule::hex
            | Rule::alphanum
            | Rule::alpha
            | Rule::lowalpha
            | Rule::upalpha
            | Rule::digit
            | Rule::control
            | Rule::space
            | Rule::delims
            | Rule::unwise
            | Rule::input
            | Rule::EOI => Role::None,
        }
    }

    fn index(rule: Rule) -> usize {
        rule as usize
    }

    fn rules() -> &'static [Rule] {
        Rule::all_rules()
    }

    fn parse(rule: Rule, input: &str) -> super::PestResult<'_, Rule> {
        <Self as pest::Parser<Rule>>::parse(rule, input).map_err(Box::new)
    }
}

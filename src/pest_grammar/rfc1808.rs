//! RFC 1808: the pest parser generated from `grammar/rfc1808.pest`.

use crate::ast::Role;

/// The parser of `grammar/rfc1808.pest`, plus `input`: the whole input as a `URL`.
#[derive(pest_derive::Parser)]
#[grammar = "grammar/rfc1808.pest"]
#[grammar_inline = "input = { SOI ~ URL ~ EOI }"]
pub(crate) struct Parser;

super::document!(RFC1808);

/// What each rule contributes to the common view (no catch-all arm: a new rule
/// must be classified). `net_loc` is the authority (§2.1: "network location/login"),
/// which RFC 1808 does not decompose further.
fn role(rule: Rule) -> Role {
    match rule {
        Rule::absoluteURL | Rule::relativeURL => Role::Form,
        Rule::scheme => Role::Scheme,
        Rule::net_loc => Role::Authority,
        Rule::path => Role::Path,
        Rule::fsegment | Rule::segment => Role::Segment,
        Rule::param => Role::Param,
        Rule::params => Role::Params,
        Rule::query => Role::Query,
        Rule::fragment => Role::Fragment,
        Rule::URL
        | Rule::generic_RL
        | Rule::net_path
        | Rule::abs_path
        | Rule::rel_path
        | Rule::pchar
        | Rule::uchar
        | Rule::unreserved
        | Rule::escape
        | Rule::hex
        | Rule::alpha
        | Rule::lowalpha
        | Rule::hialpha
        | Rule::digit
        | Rule::safe
        | Rule::extra
        | Rule::national
        | Rule::reserved
        | Rule::punctuation
        | Rule::input
        | Rule::EOI => Role::None,
    }
}

//! draft-fielding-uri-url-00: the pest parser generated from `grammar/draft-fielding-uri-url-00.pest`.

use crate::ast::Role;

/// The parser of `grammar/draft-fielding-uri-url-00.pest`, plus `input`: the whole input as a `URL_reference`.
#[derive(pest_derive::Parser)]
#[grammar = "grammar/draft-fielding-uri-url-00.pest"]
#[grammar_inline = "input = { SOI ~ URL_reference ~ EOI }"]
pub(crate) struct Parser;

super::document!(URL00);

/// What each rule contributes to the common view (no catch-all arm: a new rule
/// must be classified).
fn role(rule: Rule) -> Role {
    match rule {
        Rule::absoluteURL | Rule::relativeURL => Role::Form,
        Rule::scheme => Role::Scheme,
        Rule::opaque_URL => Role::Opaque,
        Rule::server => Role::Authority,
        Rule::user => Role::User,
        Rule::password => Role::Password,
        Rule::hostname => Role::Hostname,
        Rule::hostnumber => Role::Ipv4,
        Rule::port => Role::Port,
        Rule::path => Role::Path,
        Rule::fsegment | Rule::segment => Role::Segment,
        Rule::param => Role::Param,
        Rule::parameters => Role::Params,
        Rule::query => Role::Query,
        Rule::fragment => Role::Fragment,
        Rule::alpha
        | Rule::lowalpha
        | Rule::hialpha
        | Rule::digit
        | Rule::alphanum
        | Rule::urlchar
        | Rule::uchar
        | Rule::pchar
        | Rule::reserved
        | Rule::unreserved
        | Rule::mark
        | Rule::escaped
        | Rule::hex
        | Rule::excluded
        | Rule::control
        | Rule::space
        | Rule::delims
        | Rule::unwise
        | Rule::national
        | Rule::URL_reference
        | Rule::generic_URL
        | Rule::net_path
        | Rule::abs_path
        | Rule::rel_path
        | Rule::hostport
        | Rule::host
        | Rule::domainlabel
        | Rule::toplabel
        | Rule::input
        | Rule::EOI => Role::None,
    }
}

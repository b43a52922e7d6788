//! RFC 2396 as amended by RFC 2732: the pest parser generated from `grammar/rfc2732.pest`.

use crate::ast::Role;

/// The parser of `grammar/rfc2732.pest`, plus `input`: the whole input as a `URI_reference`.
#[derive(pest_derive::Parser)]
#[grammar = "grammar/rfc2732.pest"]
#[grammar_inline = "input = { SOI ~ URI_reference ~ EOI }"]
pub(crate) struct Parser;

super::document!(RFC2732);

/// What each rule contributes to the common view (no catch-all arm: a new rule
/// must be classified).
fn role(rule: Rule) -> Role {
    match rule {
        Rule::absoluteURI | Rule::relativeURI => Role::Form,
        Rule::scheme => Role::Scheme,
        Rule::authority => Role::Authority,
        Rule::reg_name => Role::RegName,
        Rule::userinfo => Role::Userinfo,
        Rule::hostname => Role::Hostname,
        Rule::IPv4address => Role::Ipv4,
        Rule::IPv6reference => Role::Ipv6,
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
        | Rule::IPv6address
        | Rule::hexpart
        | Rule::hexseq
        | Rule::hex4
        | Rule::DIGIT
        | Rule::HEXDIG
        | Rule::input
        | Rule::EOI => Role::None,
    }
}

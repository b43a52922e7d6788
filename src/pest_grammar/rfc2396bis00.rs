//! draft-fielding-uri-rfc2396bis-00: the pest parser generated from `grammar/draft-fielding-uri-rfc2396bis-00.pest`.

use crate::ast::Role;

/// The parser of `grammar/draft-fielding-uri-rfc2396bis-00.pest`, plus `input`: the whole input as a `URI_reference`.
#[derive(pest_derive::Parser)]
#[grammar = "grammar/draft-fielding-uri-rfc2396bis-00.pest"]
#[grammar_inline = "input = { SOI ~ URI_reference ~ EOI }"]
pub(crate) struct Parser;

super::document!(RFC2396BIS00);

/// What each rule contributes to the common view (no catch-all arm: a new rule
/// must be classified).
fn role(rule: Rule) -> Role {
    match rule {
        Rule::absolute_URI | Rule::relative_URI => Role::Form,
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
        Rule::query => Role::Query,
        Rule::fragment => Role::Fragment,
        Rule::absolute_URI_reference
        | Rule::URI_reference
        | Rule::hier_part
        | Rule::uric_no_slash
        | Rule::net_path
        | Rule::server
        | Rule::hostport
        | Rule::host
        | Rule::qualified
        | Rule::domainlabel
        | Rule::toplabel
        | Rule::label_char
        | Rule::alphanum
        | Rule::dec_octet
        | Rule::IPv6address
        | Rule::ip6_end
        | Rule::h4
        | Rule::path
        | Rule::path_segments
        | Rule::pchar
        | Rule::uric
        | Rule::reserved
        | Rule::unreserved
        | Rule::mark
        | Rule::escaped
        | Rule::delims
        | Rule::unwise
        | Rule::ALPHA
        | Rule::DIGIT
        | Rule::HEXDIG
        | Rule::DQUOTE
        | Rule::input
        | Rule::EOI => Role::None,
    }
}

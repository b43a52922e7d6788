//! RFC 3986 as updated by RFC 6874: the pest parser generated from `grammar/rfc6874.pest`.

use crate::ast::Role;

/// The parser of `grammar/rfc6874.pest`, plus `input`: the whole input as a `URI_reference`.
#[derive(pest_derive::Parser)]
#[grammar = "grammar/rfc6874.pest"]
#[grammar_inline = "input = { SOI ~ URI_reference ~ EOI }"]
pub(crate) struct Parser;

super::document!(RFC6874);

/// What each rule contributes to the common view (no catch-all arm: a new rule
/// must be classified).
fn role(rule: Rule) -> Role {
    match rule {
        Rule::URI | Rule::absolute_URI | Rule::relative_ref => Role::Form,
        Rule::scheme => Role::Scheme,
        Rule::authority => Role::Authority,
        Rule::userinfo => Role::Userinfo,
        Rule::IP_literal => Role::IpLiteral,
        Rule::IPv6address | Rule::IPv6addrz => Role::Ipv6,
        Rule::IPvFuture => Role::IpvFuture,
        Rule::IPv4address => Role::Ipv4,
        Rule::reg_name => Role::RegName,
        Rule::port => Role::Port,
        Rule::path
        | Rule::path_abempty
        | Rule::path_absolute
        | Rule::path_noscheme
        | Rule::path_rootless
        | Rule::path_empty => Role::Path,
        Rule::segment | Rule::segment_nz | Rule::segment_nz_nc => Role::Segment,
        Rule::query => Role::Query,
        Rule::fragment => Role::Fragment,
        Rule::hier_part
        | Rule::URI_reference
        | Rule::relative_part
        | Rule::host
        | Rule::ip6_end
        | Rule::ZoneID
        | Rule::h16
        | Rule::ls32
        | Rule::dec_octet
        | Rule::path_end
        | Rule::pchar
        | Rule::pct_encoded
        | Rule::unreserved
        | Rule::reserved
        | Rule::gen_delims
        | Rule::sub_delims
        | Rule::ALPHA
        | Rule::DIGIT
        | Rule::HEXDIG
        | Rule::input
        | Rule::EOI => Role::None,
    }
}

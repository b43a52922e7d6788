//! RFC 3987: the pest parser generated from `grammar/rfc3987.pest`.

use crate::ast::Role;

/// The parser of `grammar/rfc3987.pest`, plus `input`: the whole input as an `IRI_reference`.
#[derive(pest_derive::Parser)]
#[grammar = "grammar/rfc3987.pest"]
#[grammar_inline = "input = { SOI ~ IRI_reference ~ EOI }"]
pub(crate) struct Parser;

super::document!(RFC3987);

/// What each rule contributes to the common view (no catch-all arm: a new rule
/// must be classified).
fn role(rule: Rule) -> Role {
    match rule {
        Rule::IRI | Rule::absolute_IRI | Rule::irelative_ref => Role::Form,
        Rule::scheme => Role::Scheme,
        Rule::iauthority => Role::Authority,
        Rule::iuserinfo => Role::Userinfo,
        Rule::IP_literal => Role::IpLiteral,
        Rule::IPv6address => Role::Ipv6,
        Rule::IPvFuture => Role::IpvFuture,
        Rule::IPv4address => Role::Ipv4,
        Rule::ireg_name => Role::RegName,
        Rule::port => Role::Port,
        Rule::ipath
        | Rule::ipath_abempty
        | Rule::ipath_absolute
        | Rule::ipath_noscheme
        | Rule::ipath_rootless
        | Rule::ipath_empty => Role::Path,
        Rule::isegment | Rule::isegment_nz | Rule::isegment_nz_nc => Role::Segment,
        Rule::iquery => Role::Query,
        Rule::ifragment => Role::Fragment,
        Rule::ihier_part
        | Rule::IRI_reference
        | Rule::irelative_part
        | Rule::ihost
        | Rule::ipath_end
        | Rule::ipchar
        | Rule::iunreserved
        | Rule::ucschar
        | Rule::iprivate
        | Rule::ip6_end
        | Rule::h16
        | Rule::ls32
        | Rule::dec_octet
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

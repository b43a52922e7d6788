//! The URL Standard's writing rules: the pest parser generated from `grammar/whatwg.pest`.

use crate::ast::Role;

/// The parser of `grammar/whatwg.pest`, plus `input`: the whole input as an
/// `absolute-URL-with-fragment string` (the Standard's valid URL string with no base URL).
#[derive(pest_derive::Parser)]
#[grammar = "grammar/whatwg.pest"]
#[grammar_inline = "input = { SOI ~ absolute_URL_with_fragment_string ~ EOI }"]
pub(crate) struct Parser;

super::document!(WHATWG);

/// What each rule contributes to the common view (no catch-all arm: a new rule
/// must be classified).
fn role(rule: Rule) -> Role {
    match rule {
        Rule::absolute_URL_string | Rule::relative_URL_string => Role::Form,
        Rule::special_scheme_not_file | Rule::file_scheme | Rule::non_special_scheme => {
            Role::Scheme
        }
        Rule::valid_host_string => Role::IpLiteral,
        Rule::valid_domain_string => Role::Hostname,
        Rule::valid_IPv4_address_string => Role::Ipv4,
        Rule::valid_IPv6_address_string => Role::Ipv6,
        Rule::valid_opaque_host_string => Role::RegName,
        Rule::URL_port_string => Role::Port,
        Rule::path_absolute_URL_string
        | Rule::path_absolute_non_authority_URL_string
        | Rule::path_relative_URL_string
        | Rule::path_relative_scheme_less_URL_string
        | Rule::opaque_path_URL_string => Role::Path,
        Rule::URL_path_segment_string => Role::Segment,
        Rule::URL_query_string => Role::Query,
        Rule::URL_fragment_string => Role::Fragment,
        Rule::valid_URL_string
        | Rule::absolute_URL_with_fragment_string
        | Rule::relative_URL_with_fragment_string
        | Rule::URL_scheme_string
        | Rule::scheme_char
        | Rule::scheme_relative_special_URL_string
        | Rule::URL_port_number
        | Rule::scheme_relative_URL_string
        | Rule::opaque_host_and_port_string
        | Rule::scheme_relative_file_URL_string
        | Rule::scheme_less_segment
        | Rule::not_a_scheme
        | Rule::not_alpha_unit
        | Rule::not_scheme_unit
        | Rule::path_unit
        | Rule::path_unit_not_colon
        | Rule::URL_code_point
        | Rule::non_ASCII_URL_code_point
        | Rule::noncharacter
        | Rule::URL_unit
        | Rule::percent_encoded_byte
        | Rule::host_end
        | Rule::IPv4_decimal
        | Rule::ip6_end
        | Rule::IPv6_last_two
        | Rule::valid_IPv6_piece_string
        | Rule::opaque_host_unit
        | Rule::forbidden_host_code_point
        | Rule::special_scheme
        | Rule::ALPHA
        | Rule::DIGIT
        | Rule::HEXDIG
        | Rule::input
        | Rule::EOI => Role::None,
    }
}

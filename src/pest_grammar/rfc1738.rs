//! RFC 1738: the pest parser generated from `grammar/rfc1738.pest`.

use crate::ast::Role;

/// The parser of `grammar/rfc1738.pest`, plus `input`: the whole input as a `url`.
#[derive(pest_derive::Parser)]
#[grammar = "grammar/rfc1738.pest"]
#[grammar_inline = "input = { SOI ~ url ~ EOI }"]
pub(crate) struct Parser;

super::document!(RFC1738);

/// What each rule contributes to the common view (no catch-all arm: a new rule
/// must be classified).
fn role(rule: Rule) -> Role {
    match rule {
        Rule::otherurl
        | Rule::ftpurl
        | Rule::fileurl
        | Rule::httpurl
        | Rule::gopherurl
        | Rule::mailtourl
        | Rule::newsurl
        | Rule::nntpurl
        | Rule::telneturl
        | Rule::waisurl
        | Rule::prosperourl => Role::Form,
        Rule::scheme => Role::Scheme,
        Rule::schemepart => Role::Opaque,
        Rule::login | Rule::hostport | Rule::host => Role::Authority,
        Rule::user => Role::User,
        Rule::password => Role::Password,
        Rule::hostname => Role::Hostname,
        Rule::hostnumber => Role::Ipv4,
        Rule::port => Role::Port,
        // The url-path (§3.1) from its first rule: gopher's starts with `gtype` (§3.4's
        // gopher-path is `<gophertype><selector>`); the view extends each to the end.
        Rule::urlpath
        | Rule::gtype
        | Rule::fpath
        | Rule::hpath
        | Rule::selector
        | Rule::encoded822addr
        | Rule::grouppart
        | Rule::group
        | Rule::database
        | Rule::ppath => Role::Path,
        Rule::fsegment | Rule::hsegment | Rule::psegment => Role::Segment,
        // ftp's type code; prospero's fieldspecs from the first `fieldname` (§3.11).
        Rule::ftptype | Rule::fieldname => Role::Params,
        Rule::search => Role::Query,
        Rule::genericurl
        | Rule::url
        | Rule::ip_schemepart
        | Rule::domainlabel
        | Rule::toplabel
        | Rule::alphadigit
        | Rule::gopher_plus_string
        | Rule::article
        | Rule::waisdatabase
        | Rule::waisindex
        | Rule::waisdoc
        | Rule::wtype
        | Rule::wpath
        | Rule::fieldspec
        | Rule::fieldvalue
        | Rule::lowalpha
        | Rule::hialpha
        | Rule::alpha
        | Rule::digit
        | Rule::safe
        | Rule::extra
        | Rule::national
        | Rule::punctuation
        | Rule::reserved
        | Rule::hex
        | Rule::escape
        | Rule::unreserved
        | Rule::uchar
        | Rule::xchar
        | Rule::digits
        | Rule::input
        | Rule::EOI => Role::None,
    }
}

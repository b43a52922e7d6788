//! What each document says about equivalence: one table entry per revision, every
//! rule with the section that states it.

use crate::Revision;

/// Where a document states a rule: the section(s), as the document numbers them.
pub type Section = &'static str;

/// What a document says about the default port.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Ports {
    /// The document names default ports for these schemes (scheme, port, section).
    Named(&'static [(&'static str, &'static str, Section)]),
    /// The document makes an explicit default port equal to an elided one, or assumes
    /// the default when the port is omitted, but leaves the number to each scheme.
    LeftToScheme {
        /// Where the document says so.
        section: Section,
        /// The schemes whose default the document itself names anyway (RFC 3986
        /// §6.2.3's http 80).
        named: &'static [(&'static str, &'static str, Section)],
    },
}

/// The rules of one document.
#[derive(Debug, Clone, Copy)]
pub struct Rules {
    /// Scheme names are case-insensitive.
    pub scheme_case: Section,
    /// Host names are case-insensitive (`None`: the document says nothing).
    pub host_case: Option<Section>,
    /// Where the document defines host names (cited when it states no case rule).
    pub host_names: Section,
    /// Whether the host case rule covers every kind of host (RFC 3986's "host"),
    /// or only `hostname`.
    pub host_case_all_kinds: bool,
    /// Whether the rule covers only a US-ASCII host (RFC 3987 §5.3.2.1: the case of
    /// a non-ASCII host, literal or percent-encoded, is §5.3.3's).
    pub host_case_ascii_only: bool,
    /// The hexadecimal digits of an escape name an octet, whatever their case.
    pub hex_case: Section,
    /// An escaped unreserved character equals the character.
    pub unreserved: Section,
    /// Whether the normal form unescapes them (`false`: only if the scheme defines a
    /// canonicalization algorithm, and equivalence alone applies the rule).
    pub unreserved_in_normal_form: bool,
    /// Equivalence compares the URIs the references map to (RFC 3987 §5.3.2.3: the
    /// percent-encoding aligned "by converting both IRIs to URIs", §3.1).
    pub iri_to_uri: Option<Section>,
    /// Path segment normalization (`remove_dot_segments`), if the document has it.
    pub dot_segments: Option<Section>,
    /// Default ports.
    pub ports: Ports,
    /// An empty port equals an elided one.
    pub empty_port: Option<Section>,
    /// An empty path after an authority equals "/": for every scheme (`None` in the
    /// tuple) or one named scheme.
    pub empty_path: Option<(Option<&'static str>, Section)>,
    /// The host "localhost" names the same machine as an empty host, for one named
    /// scheme (RFC 1738 §3.10's file).
    pub local_host: Option<(&'static str, Section)>,
    /// Where the document leaves the rest of equivalence to each scheme.
    pub scheme_dependent: Option<(Section, &'static str)>,
    /// Normalization the document describes but urispec cannot do offline.
    pub out_of_reach: Option<(Section, &'static str)>,
}

/// RFC 1738 §3's default ports, as the document names them.
pub const RFC1738_PORTS: &[(&str, &str, Section)] = &[
    ("ftp", "21", "§3.2"),
    ("http", "80", "§3.3"),
    ("gopher", "70", "§3.4"),
    ("nntp", "119", "§3.7"),
    ("telnet", "23", "§3.8"),
    ("wais", "210", "§3.9"),
    ("prospero", "1525", "§3.11"),
];

/// RFC 1808 states no rule of equivalence: §2.1 defines its components "as
/// per" RFC 1738 (the scheme by RFC 1738 §2.1, the `net_loc` and path by §3.1),
/// so RFC 1738's rules are cited through it; the `net_loc` is not decomposed
/// (no host, no port), so only the rules on the scheme and escapes apply.
const RFC1808: Rules = Rules {
    scheme_case: "§2.1, RFC 1738 §2.1",
    host_case: None,
    host_names: "§2.1, RFC 1738 §3.1",
    host_case_all_kinds: false,
    host_case_ascii_only: false,
    hex_case: "§2.1, RFC 1738 §2.2",
    unreserved: "§2.1, RFC 1738 §2.2",
    unreserved_in_normal_form: true,
    iri_to_uri: None,
    dot_segments: None,
    ports: Ports::LeftToScheme {
        section: "§2.1, RFC 1738 §3.1",
        named: &[],
    },
    empty_port: None,
    empty_path: None,
    local_host: None,
    scheme_dependent: Some(("§2.1", "the URL syntax is dependent upon the scheme")),
    out_of_reach: None,
};

/// RFC 3987 §5.3's comparison ladder, which follows RFC 3986 §6.2 section by section.
const RFC3987: Rules = Rules {
    scheme_case: "§5.3.2.1",
    host_case: Some("§5.3.2.1"),
    host_names: "§2.2",
    host_case_all_kinds: true,
    host_case_ascii_only: true,
    hex_case: "§5.3.2.1",
    unreserved: "§5.3.2.3",
    unreserved_in_normal_form: true,
    iri_to_uri: Some("§5.3.2.3, §3.1"),
    dot_segments: Some("§5.3.2.4"),
    ports: Ports::LeftToScheme {
        section: "§5.3.3",
        named: &[("http", "80", "§5.3.3")],
    },
    empty_port: Some("§5.3.3"),
    empty_path: Some((None, "§5.3.3")),
    local_host: None,
    scheme_dependent: Some((
        "§5.3.3",
        "the syntax and semantics of IRIs vary from scheme to scheme",
    )),
    out_of_reach: Some((
        "§5.3.2.2, §5.3.4",
        "character normalization (NFC) needs Unicode tables urispec does not carry, and protocol-based normalization the resource itself: not done",
    )),
};

/// The URL Standard's writing rules state no equivalence: its URL equivalence
/// (#url-equivalence) compares the serializations of two parsed URL records, which is
/// the parser's (`urispec compare --with whatwg`). Normalization applies none of these
/// rows to a `whatwg` string (it notes why, `src/equiv/normalize.rs`); each cites the
/// Standard's section that says where it is decided.
const WHATWG: Rules = Rules {
    scheme_case: "#url-equivalence",
    host_case: None,
    host_names: "#valid-host-string",
    host_case_all_kinds: false,
    host_case_ascii_only: false,
    hex_case: "#url-equivalence",
    unreserved: "#url-equivalence",
    unreserved_in_normal_form: false,
    iri_to_uri: None,
    dot_segments: None,
    ports: Ports::LeftToScheme {
        section: "#url-equivalence",
        named: &[],
    },
    empty_port: None,
    empty_path: None,
    local_host: None,
    scheme_dependent: None,
    out_of_reach: Some((
        "#url-equivalence",
        "the writing rules define no equivalence: the Standard's URL equivalence compares the URL parser's serializations (urispec compare --with whatwg); nothing normalized",
    )),
};

impl Revision {
    /// What the document says about equivalence and normalization.
    #[must_use]
    #[allow(clippy::too_many_lines)] // a table: one arm per revision
    pub const fn equivalence_rules(self) -> &'static Rules {
        match self {
            Self::Rfc1738 => &Rules {
                scheme_case: "§2.1",
                host_case: None,
                host_names: "§3.1",
                host_case_all_kinds: false,
                host_case_ascii_only: false,
                hex_case: "§2.2",
                unreserved: "§2.2",
                unreserved_in_normal_form: true,
                iri_to_uri: None,
                dot_segments: None,
                ports: Ports::Named(RFC1738_PORTS),
                empty_port: None,
                empty_path: Some((Some("http"), "§3.3")),
                local_host: Some(("file", "§3.10")),
                scheme_dependent: Some((
                    "§2.1",
                    "the interpretation of the scheme-specific part depends on the scheme",
                )),
                out_of_reach: None,
            },
            Self::Rfc1808 => &RFC1808,
            Self::Rfc3987 => &RFC3987,
            Self::Whatwg => &WHATWG,
            Self::Url00 => &Rules {
                scheme_case: "§4.1",
                host_case: None,
                host_names: "§4.3.1",
                host_case_all_kinds: false,
                host_case_ascii_only: false,
                hex_case: "§2.3.1",
                unreserved: "§2.2",
                unreserved_in_normal_form: true,
                iri_to_uri: None,
                dot_segments: None,
                ports: Ports::LeftToScheme {
                    section: "§4.3.1",
                    named: &[],
                },
                empty_port: None,
                empty_path: None,
                local_host: None,
                scheme_dependent: Some((
                    "§4.1",
                    "the interpretation of the scheme-specific part depends on the scheme",
                )),
                out_of_reach: None,
            },
            Self::Rfc2396 | Self::Rfc2732 | Self::Rfc2396bis00 => &Rules {
                scheme_case: "§3.1, §6",
                host_case: Some("§6"),
                host_names: "§3.2.2",
                host_case_all_kinds: false,
                host_case_ascii_only: false,
                hex_case: "§2.4.1",
                unreserved: "§2.3, §2.4.2",
                unreserved_in_normal_form: false,
                iri_to_uri: None,
                dot_segments: None,
                ports: Ports::LeftToScheme {
                    section: "§6, §3.2.2",
                    named: &[],
                },
                empty_port: None,
                empty_path: None,
                local_host: None,
                scheme_dependent: Some((
                    "§6",
                    "in general, the rules for equivalence and definition of a normal form, if any, are scheme dependent",
                )),
                out_of_reach: None,
            },
            // RFC 6874 changes no rule of equivalence: RFC 3986's, with the zone's case
            // kept (`normalize`'s "zone ID case" note).
            Self::Rfc3986 | Self::Rfc6874 => &Rules {
                scheme_case: "§6.2.2.1",
                host_case: Some("§6.2.2.1"),
                host_names: "§3.2.2",
                host_case_all_kinds: true,
                host_case_ascii_only: false,
                hex_case: "§6.2.2.1",
                unreserved: "§6.2.2.2",
                unreserved_in_normal_form: true,
                iri_to_uri: None,
                dot_segments: Some("§6.2.2.3"),
                ports: Ports::LeftToScheme {
                    section: "§6.2.3, §3.2.3",
                    named: &[("http", "80", "§6.2.3")],
                },
                empty_port: Some("§6.2.3"),
                empty_path: Some((None, "§6.2.3")),
                local_host: None,
                scheme_dependent: Some((
                    "§6.2.3",
                    "other scheme-specific normalizations are left to each scheme's specification",
                )),
                out_of_reach: Some((
                    "§6.2.4",
                    "it needs the resource itself (redirects, content), out of an offline tool's reach: not done",
                )),
            },
        }
    }
}

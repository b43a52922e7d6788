//! Equivalence: two references compared after the document's rules, with the chain
//! of steps that makes them equal or the first difference no rule removes.

use std::fmt;

use super::normalize::normal;
use super::{Normal, NormalizeOptions, Note};
use crate::ast::Components;
use crate::{ParseError, Revision};

/// Whether two references are equivalent under a revision, and why.
#[derive(Debug, Clone, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize))]
pub struct Equivalence {
    /// The answer.
    pub equivalent: bool,
    /// The first reference's comparison form and its steps.
    pub a: Normal,
    /// The second reference's comparison form and its steps.
    pub b: Normal,
    /// When not equivalent: the first component that differs.
    #[cfg_attr(feature = "serde", serde(skip_serializing_if = "Option::is_none"))]
    pub difference: Option<Difference>,
}

/// The first component that still differs after every rule of the document.
#[derive(Debug, Clone, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize))]
#[cfg_attr(feature = "schemars", derive(schemars::JsonSchema))]
pub struct Difference {
    /// The component, as the common view names it (`scheme`, `host`, `port`, `path`, …).
    pub component: &'static str,
    /// Its value in the first reference's comparison form (`None`: undefined).
    pub a: Option<String>,
    /// Its value in the second's.
    pub b: Option<String>,
    /// What the document leaves to the scheme that bears on it, if anything.
    #[cfg_attr(feature = "serde", serde(skip_serializing_if = "Option::is_none"))]
    pub note: Option<Note>,
}

impl fmt::Display for Difference {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let shown = |v: &Option<String>| match v {
            None => "undefined".to_owned(),
            Some(s) => format!("{s:?}"),
        };
        write!(
            f,
            "{} differs: {} vs {}",
            self.component,
            shown(&self.a),
            shown(&self.b)
        )?;
        if let Some(note) = &self.note {
            write!(f, "; {note}")?;
        }
        Ok(())
    }
}

impl Revision {
    /// Whether `a` and `b` are equivalent under the document's rules: both are brought
    /// to their comparison forms (the normal form, plus the equivalences the document
    /// states but leaves out of its normal form), then compared.
    ///
    /// ```
    /// use urispec::Revision;
    /// use urispec::equiv::NormalizeOptions;
    /// let e = Revision::Rfc2396.equivalent("http://a/%7e", "http://a/~", NormalizeOptions::default()).unwrap();
    /// assert!(e.equivalent);
    /// let e = Revision::Rfc1738.equivalent("http://A/", "http://a/", NormalizeOptions::default()).unwrap();
    /// assert_eq!(e.difference.unwrap().component, "host");
    /// ```
    ///
    /// # Errors
    /// A [`ParseError`] when the document's grammar rejects either input.
    pub fn equivalent(
        self,
        a: &str,
        b: &str,
        options: NormalizeOptions,
    ) -> Result<Equivalence, ParseError> {
        let a = normal(self, a, options, true)?;
        let b = normal(self, b, options, true)?;
        let equivalent = a.normal == b.normal;
        let difference = if equivalent {
            None
        } else {
            Some(first_difference(self, &a, &b)?)
        };
        Ok(Equivalence {
            equivalent,
            a,
            b,
            difference,
        })
    }
}

/// The components compared, in order.
type Field = (&'static str, fn(&Components<'_>) -> Option<String>);

const FIELDS: [Field; 11] = [
    ("scheme", |c| c.scheme.map(str::to_owned)),
    ("userinfo", |c| c.userinfo.map(str::to_owned)),
    ("user", |c| c.user.map(str::to_owned)),
    ("password", |c| c.password.map(str::to_owned)),
    ("host", |c| c.host.map(|h| h.as_str().to_owned())),
    ("port", |c| c.port.map(str::to_owned)),
    // Reached only where the authority is not decomposed (RFC 1808's net_loc): any
    // other authority that differs differs in one of the components above.
    ("authority", |c| c.authority.map(str::to_owned)),
    ("path", |c| c.path.map(str::to_owned)),
    ("params", |c| c.params.map(str::to_owned)),
    ("query", |c| c.query.map(str::to_owned)),
    ("fragment", |c| c.fragment.map(str::to_owned)),
];

fn first_difference(revision: Revision, a: &Normal, b: &Normal) -> Result<Difference, ParseError> {
    let (pa, pb) = (revision.parse(&a.normal)?, revision.parse(&b.normal)?);
    let (ca, cb) = (pa.components(), pb.components());
    let (component, va, vb) = FIELDS
        .iter()
        .map(|(name, get)| (*name, get(ca), get(cb)))
        .find(|(_, x, y)| x != y)
        .unwrap_or_else(|| {
            // Equal components, different text: the "/" after the server, which RFC 1738,
            // RFC 1808 and the 1996 draft leave out of the path (RFC 1738 §3.1, RFC 1808
            // §2.4.6, draft §4.3.2).
            let slash = |p: &crate::Parse<'_>, text: &str| {
                let c = p.components();
                let end = c.authority.map_or(0, |auth| {
                    auth.as_ptr() as usize - text.as_ptr() as usize + auth.len()
                });
                Some(
                    text[end..]
                        .split(['?', '#'])
                        .next()
                        .unwrap_or_default()
                        .to_owned(),
                )
            };
            ("path", slash(&pa, &a.normal), slash(&pb, &b.normal))
        });
    let rules = revision.equivalence_rules();
    let related = a
        .notes
        .iter()
        .chain(&b.notes)
        .find(|n| {
            n.rule.starts_with(component) || (component == "port" && n.rule == "default port")
        })
        .cloned();
    let general = rules.scheme_dependent.map(|(section, text)| Note {
        rule: "scheme-dependent",
        text: text.to_owned(),
        section: section.to_owned(),
    });
    Ok(Difference {
        component,
        a: va,
        b: vb,
        note: related.or(general),
    })
}

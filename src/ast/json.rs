//! The common view in JSON: [`Components`] with the host's kind named by the
//! revision's document.

use super::Components;
use crate::Revision;

/// [`Components`] ready to serialize under `revision`: every field as it is, the
/// host as `{"kind": …, "text": …}` with [`Host::kind`](super::Host::kind)'s name.
#[cfg(feature = "serde")]
#[derive(Debug, Clone)]
pub struct NamedComponents<'i> {
    revision: Revision,
    components: Components<'i>,
}

#[cfg(feature = "serde")]
impl<'i> NamedComponents<'i> {
    /// The view of `components` under `revision`.
    #[must_use]
    pub fn new(revision: Revision, components: Components<'i>) -> Self {
        Self {
            revision,
            components,
        }
    }
}

#[cfg(feature = "serde")]
impl serde::Serialize for NamedComponents<'_> {
    fn serialize<S: serde::Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        use serde::ser::SerializeStruct as _;
        let c = &self.components;
        let host = c.host.map(|h| HostJson {
            kind: h.kind(self.revision),
            text: h.as_str(),
        });
        let mut s = serializer.serialize_struct("Components", 11)?;
        s.serialize_field("scheme", &c.scheme)?;
        s.serialize_field("authority", &c.authority)?;
        s.serialize_field("userinfo", &c.userinfo)?;
        s.serialize_field("user", &c.user)?;
        s.serialize_field("password", &c.password)?;
        s.serialize_field("host", &host)?;
        s.serialize_field("port", &c.port)?;
        s.serialize_field("leading_slash", &c.leading_slash)?;
        s.serialize_field("path", &c.path)?;
        s.serialize_field("params", &c.params)?;
        s.serialize_field("query", &c.query)?;
        s.serialize_field("fragment", &c.fragment)?;
        s.end()
    }
}

/// A host in JSON: the document's name of its kind and its text.
#[cfg_attr(feature = "serde", derive(serde::Serialize))]
#[cfg_attr(feature = "schemars", derive(schemars::JsonSchema))]
#[cfg_attr(feature = "schemars", schemars(rename = "Host"))]
pub struct HostJson<'i> {
    /// The rule of the document the host matched (`hostname`, `hostnumber`,
    /// `IPv4address`, `IPv6reference`, `IP-literal`, `reg_name`, `reg-name`,
    /// `ireg-name`; the URL Standard's `valid-domain-string`,
    /// `valid-IPv4-address-string`, `valid-IPv6-address-string`,
    /// `valid-opaque-host-string`).
    #[cfg_attr(
        feature = "schemars",
        schemars(extend("enum" = ["hostname", "hostnumber", "IPv4address", "IPv6reference", "IP-literal", "reg_name", "reg-name", "ireg-name", "net_loc", "valid-domain-string", "valid-IPv4-address-string", "valid-IPv6-address-string", "valid-opaque-host-string"]))
    )]
    pub kind: &'static str,
    /// The host's text (brackets included).
    pub text: &'i str,
}

//! A valid case's components, owned, in the keys and shapes `parse --format json`
//! gives them: the common view ([`Components`]) without the keys the revision lacks
//! ([`Components::lacking`]), the host as `{"kind", "text"}`.

use crate::Revision;
use crate::ast::Components;

/// One component's value.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Value {
    /// Undefined (`null`).
    Undefined,
    /// Defined, possibly empty.
    Text(String),
    /// A flag (`leading_slash`).
    Flag(bool),
    /// The host: the document's name of its kind, and its text.
    Host {
        /// `reg-name`, `IP-literal`, `hostname`, …
        kind: &'static str,
        /// The host's text.
        text: String,
    },
}

/// The components of a valid input, in the command's order and keys.
#[derive(Debug, Clone, PartialEq, Eq)]
#[cfg_attr(feature = "schemars", derive(schemars::JsonSchema))]
#[cfg_attr(feature = "schemars", schemars(with = "Components<'static>"))]
pub struct VectorComponents(pub Vec<(&'static str, Value)>);

impl VectorComponents {
    /// The components of a parse under `revision`.
    #[must_use]
    pub fn new(revision: Revision, c: &Components<'_>) -> Self {
        let text = |v: Option<&str>| v.map_or(Value::Undefined, |s| Value::Text(s.to_owned()));
        let host = c.host.map_or(Value::Undefined, |h| Value::Host {
            kind: h.kind(revision),
            text: h.as_str().to_owned(),
        });
        let all = [
            ("scheme", text(c.scheme)),
            ("authority", text(c.authority)),
            ("userinfo", text(c.userinfo)),
            ("user", text(c.user)),
            ("password", text(c.password)),
            ("host", host),
            ("port", text(c.port)),
            ("leading_slash", Value::Flag(c.leading_slash)),
            ("path", text(c.path)),
            ("params", text(c.params)),
            ("query", text(c.query)),
            ("fragment", text(c.fragment)),
        ];
        let lacking = Components::lacking(revision);
        Self(
            all.into_iter()
                .filter(|(key, _)| !lacking.contains(key))
                .collect(),
        )
    }

    /// The value of `key` (`None`: the revision has no such component).
    #[must_use]
    pub fn get(&self, key: &str) -> Option<&Value> {
        self.0.iter().find(|(k, _)| *k == key).map(|(_, v)| v)
    }
}

#[cfg(feature = "serde")]
impl serde::Serialize for Value {
    fn serialize<S: serde::Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        use serde::ser::SerializeStruct as _;
        match self {
            Self::Undefined => serializer.serialize_none(),
            Self::Text(s) => serializer.serialize_str(s),
            Self::Flag(b) => serializer.serialize_bool(*b),
            Self::Host { kind, text } => {
                let mut s = serializer.serialize_struct("Host", 2)?;
                s.serialize_field("kind", kind)?;
                s.serialize_field("text", text)?;
                s.end()
            }
        }
    }
}

#[cfg(feature = "serde")]
impl serde::Serialize for VectorComponents {
    fn serialize<S: serde::Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        use serde::ser::SerializeMap as _;
        let mut map = serializer.serialize_map(Some(self.0.len()))?;
        for (key, value) in &self.0 {
            map.serialize_entry(key, value)?;
        }
        map.end()
    }
}

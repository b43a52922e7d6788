//! The derivation: every node a rule of the document and the span it matched, held
//! compactly in one vector in pre-order (no allocation per node, about 16 bytes a
//! node), beside the input and the revision's tables of rule names and roles.

use super::Role;

/// The derivation: every node a rule of the document and the text it matched, held
/// in one vector in pre-order (no allocation per node).
///
/// Two trees are equal when they derive the same input with the same nodes, however
/// wide their offsets are stored.
#[derive(Debug, Clone)]
pub struct Tree<'i> {
    input: &'i str,
    /// Each rule's name as the document spells it, by rule number.
    names: &'static [&'static str],
    /// Each rule's role, by rule number.
    roles: &'static [Role],
    entries: Entries,
}

impl PartialEq for Tree<'_> {
    fn eq(&self, other: &Self) -> bool {
        (self.input, self.names, self.roles, self.len())
            == (other.input, other.names, other.roles, other.len())
            && (0..self.len()).all(|i| self.entry(i) == other.entry(i))
    }
}

impl Eq for Tree<'_> {}

/// The nodes: 32-bit offsets for any input up to 4 GiB, the machine's beyond.
#[derive(Debug, Clone)]
pub(crate) enum Entries {
    Narrow(Vec<Entry<u32>>),
    Wide(Vec<Entry<usize>>),
}

/// A byte offset or count as a tree stores it.
pub(crate) trait Offset: Copy {
    /// `value`, which the caller checked fits.
    fn new(value: usize) -> Self;
    /// The value.
    fn get(self) -> usize;
    /// The entries, stored as a tree stores them.
    fn store(entries: Vec<Entry<Self>>) -> Entries;
}

impl Offset for u32 {
    fn new(value: usize) -> Self {
        Self::try_from(value).unwrap_or(Self::MAX)
    }

    fn get(self) -> usize {
        usize::try_from(self).unwrap_or(usize::MAX)
    }

    fn store(entries: Vec<Entry<Self>>) -> Entries {
        Entries::Narrow(entries)
    }
}

impl Offset for usize {
    fn new(value: usize) -> Self {
        value
    }

    fn get(self) -> usize {
        self
    }

    fn store(entries: Vec<Entry<Self>>) -> Entries {
        Entries::Wide(entries)
    }
}

/// One node as stored: its rule's number, its span, and its subtree's size (the
/// `size` entries starting with it).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) struct Entry<O> {
    rule: u16,
    start: O,
    end: O,
    size: O,
}

impl<O: Offset> Entry<O> {
    /// A node of `rule` starting at `start`, to [`Entry::close`] after its children.
    pub(crate) fn open(rule: u16, start: usize) -> Self {
        Self {
            rule,
            start: O::new(start),
            end: O::new(start),
            size: O::new(1),
        }
    }

    /// Ends the node at `end`, its subtree `size` entries long.
    pub(crate) fn close(&mut self, end: usize, size: usize) {
        self.end = O::new(end);
        self.size = O::new(size);
    }

    fn widen(self) -> Entry<usize> {
        Entry {
            rule: self.rule,
            start: self.start.get(),
            end: self.end.get(),
            size: self.size.get(),
        }
    }
}

impl<'i> Tree<'i> {
    /// The tree of `input` with these `entries` (pre-order, rules numbered as in
    /// `names` and `roles`), its offsets as narrow as the input allows.
    pub(crate) fn build<O: Offset>(
        input: &'i str,
        names: &'static [&'static str],
        roles: &'static [Role],
        entries: Vec<Entry<O>>,
    ) -> Self {
        Self {
            input,
            names,
            roles,
            entries: O::store(entries),
        }
    }

    fn len(&self) -> usize {
        match &self.entries {
            Entries::Narrow(e) => e.len(),
            Entries::Wide(e) => e.len(),
        }
    }

    fn entry(&self, index: usize) -> Entry<usize> {
        match &self.entries {
            Entries::Narrow(e) => e[index].widen(),
            Entries::Wide(e) => e[index],
        }
    }

    /// The root: the start rule's node.
    ///
    /// # Panics
    /// Never for a tree built by parsing (it always has its start rule's node).
    #[must_use]
    pub fn root(&self) -> Node<'_, 'i> {
        assert!(self.len() > 0, "a parse tree has a root");
        Node {
            tree: self,
            index: 0,
        }
    }

    /// Every node, in pre-order (parents before children, left to right).
    pub fn nodes(&self) -> impl Iterator<Item = Node<'_, 'i>> {
        (0..self.len()).map(move |index| Node { tree: self, index })
    }
}

/// One node of the derivation: a rule of the document and the text it matched.
#[derive(Debug, Clone, Copy)]
pub struct Node<'t, 'i> {
    tree: &'t Tree<'i>,
    index: usize,
}

impl<'t, 'i> Node<'t, 'i> {
    fn entry(&self) -> Entry<usize> {
        self.tree.entry(self.index)
    }

    /// The rule, as the document spells it (`URI-reference`, `net_path`).
    #[must_use]
    pub fn rule(&self) -> &'static str {
        self.tree.names[usize::from(self.entry().rule)]
    }

    /// What the rule contributes to the common view.
    #[must_use]
    pub fn role(&self) -> Role {
        self.tree.roles[usize::from(self.entry().rule)]
    }

    /// The text matched, a slice of the input.
    #[must_use]
    pub fn text(&self) -> &'i str {
        let entry = self.entry();
        &self.tree.input[entry.start..entry.end]
    }

    /// Byte offset where the text starts.
    #[must_use]
    pub fn start(&self) -> usize {
        self.entry().start
    }

    /// Byte offset where the text ends.
    #[must_use]
    pub fn end(&self) -> usize {
        self.entry().end
    }

    /// The rules it is made of, left to right.
    pub fn children(&self) -> impl Iterator<Item = Node<'t, 'i>> + use<'t, 'i> {
        let (tree, end) = (self.tree, self.subtree_end());
        let mut next = self.index + 1;
        std::iter::from_fn(move || {
            (next < end).then(|| {
                let child = Node { tree, index: next };
                next += tree.entry(next).size;
                child
            })
        })
    }

    /// The index just past the node's subtree.
    pub(crate) fn subtree_end(&self) -> usize {
        self.index + self.entry().size
    }
}

/// Serialized with its children as they are visited (no list of them is built).
#[cfg(feature = "serde")]
impl serde::Serialize for Node<'_, '_> {
    fn serialize<S: serde::Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        use serde::ser::SerializeStruct as _;
        /// The children, serialized one by one.
        struct Children<'a, 't, 'i>(&'a Node<'t, 'i>);
        impl serde::Serialize for Children<'_, '_, '_> {
            fn serialize<S: serde::Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
                serializer.collect_seq(self.0.children())
            }
        }
        let mut node = serializer.serialize_struct("Node", 4)?;
        node.serialize_field("rule", self.rule())?;
        node.serialize_field("text", self.text())?;
        node.serialize_field("start", &self.start())?;
        if self.children().next().is_none() {
            node.skip_field("children")?;
        } else {
            node.serialize_field("children", &Children(self))?;
        }
        node.end()
    }
}

#[cfg(feature = "serde")]
impl serde::Serialize for Tree<'_> {
    fn serialize<S: serde::Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        self.root().serialize(serializer)
    }
}

/// The JSON Schema of a serialized [`Tree`]: a node with its rule, text, start and
/// (when it has any) children, recursively.
#[cfg(feature = "schemars")]
impl schemars::JsonSchema for Tree<'_> {
    fn schema_name() -> std::borrow::Cow<'static, str> {
        "Node".into()
    }

    fn json_schema(generator: &mut schemars::SchemaGenerator) -> schemars::Schema {
        let node = generator.subschema_for::<Self>();
        schemars::json_schema!({
            "description": "A rule of the document, the text it matched and its start byte; its children in order.",
            "type": "object",
            "properties": {
                "rule": {"type": "string"},
                "text": {"type": "string"},
                "start": {"type": "integer", "minimum": 0},
                "children": {"type": "array", "items": node},
            },
            "required": ["rule", "text", "start"],
            "additionalProperties": false,
        })
    }
}

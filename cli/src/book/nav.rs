//! The navigation every page carries: the documents, the pairs, the tables.

use urispec::Revision;

use super::links::{diff_page, pairs, revision_page};

/// A link in the navigation.
#[derive(Debug, Clone)]
pub struct NavLink {
    /// The text.
    pub label: String,
    /// Where to.
    pub href: String,
}

/// The navigation of every page.
#[derive(Debug, Clone)]
pub struct Nav {
    /// Each revision's page.
    pub revisions: Vec<NavLink>,
    /// Each pair's page.
    pub diffs: Vec<NavLink>,
}

impl Nav {
    /// The navigation of the book.
    pub fn new() -> Self {
        Self {
            revisions: Revision::ALL
                .iter()
                .map(|&r| NavLink {
                    label: r.id().to_owned(),
                    href: revision_page(r),
                })
                .collect(),
            diffs: pairs()
                .map(|(a, b)| NavLink {
                    label: format!("{} → {}", short(a), short(b)),
                    href: diff_page(a, b),
                })
                .collect(),
        }
    }
}

/// A revision's shortest name: its first alias, or its id.
pub fn short(revision: Revision) -> &'static str {
    revision.aliases().first().copied().unwrap_or(revision.id())
}

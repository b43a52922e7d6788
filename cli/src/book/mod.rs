//! `urispec book`: the grammar book, a static site generated from the grammar files
//! (every page from a template checked at compile time, every diagram drawn from the
//! parsed BNF). It opens from `file://`: one flat folder, relative links, one
//! stylesheet, nothing fetched from the network. Beside the pages, the playground
//! (`play.html`, `play.js`) and, when `wasm/build` has made it, the npm package
//! that runs it in the page with no server ([`live`]).

mod chars;
mod conformance;
mod corpus;
mod diagram;
mod equivalence;
mod examples;
mod index;
pub mod links;
pub mod live;
mod nav;
mod pair;
pub mod prose;
mod resolution;
mod revision;
mod walkthrough;

use std::io::Write;
use std::path::Path;

use askama::Template;
use urispec::Revision;

use crate::args::BookArgs;
use crate::failure::Outcome;

pub use nav::Nav;

/// The book's stylesheet (light and dark, narrow screens, diagrams).
pub const CSS: &str = include_str!("../../assets/book.css");

/// One file of the book.
#[derive(Debug, Clone)]
pub struct Page {
    /// Its file name in the book's folder.
    pub path: String,
    /// Its content (UTF-8 text but for the WebAssembly module).
    pub body: Vec<u8>,
}

/// Every file of the book: the index, a page per revision and per pair of
/// consecutive revisions, the character map, the resolution and equivalence
/// tables, the walkthrough, the conformance report, and the stylesheet.
///
/// # Errors
/// When a template fails to render.
pub fn pages() -> Result<Vec<Page>, askama::Error> {
    let page = |path: String, body: String| Page {
        path,
        body: body.into_bytes(),
    };
    let mut out = vec![
        page("index.html".to_owned(), index::IndexPage::new().render()?),
        page("book.css".to_owned(), CSS.to_owned()),
    ];
    let mut validators = examples::Validators::default();
    for revision in Revision::ALL {
        let html = revision::RevisionPage::new(revision, &mut validators).render()?;
        out.push(page(links::revision_page(revision), html));
    }
    for (from, to) in links::pairs() {
        let html = pair::PairPage::new(from, to).render()?;
        out.push(page(links::diff_page(from, to), html));
    }
    out.extend([
        page("chars.html".to_owned(), chars::CharsPage::new().render()?),
        page(
            "resolution.html".to_owned(),
            resolution::ResolutionPage::new().render()?,
        ),
        page(
            "equivalence.html".to_owned(),
            equivalence::EquivalencePage::new().render()?,
        ),
        page(
            "compare.html".to_owned(),
            walkthrough::WalkthroughPage::new().render()?,
        ),
        page(
            "conformance.html".to_owned(),
            conformance::ConformancePage::new().render()?,
        ),
    ]);
    out.extend(live::pages()?);
    Ok(out)
}

/// Runs `book`: writes every page into `--out` (created if missing) and says how
/// many.
pub fn run(args: &BookArgs, out: &mut impl Write) -> Outcome {
    let pages = pages().map_err(|e| format!("rendering the book: {e}"))?;
    write_all(&args.out, &pages)?;
    // The package's files are counted apart: whether they are there depends on
    // `wasm/build`, not on the book.
    let engine = pages.iter().filter(|p| live::is_package(&p.path)).count();
    eprintln!("{}", engine_note(engine));
    writeln!(
        out,
        "wrote {} files to {} (open {})",
        pages.len() - engine,
        args.out.display(),
        args.out.join("index.html").display()
    )
    .map_err(|e| e.to_string())?;
    Ok(true)
}

/// What the book's playground runs on, said on standard error: the npm package's
/// `engine` files, or (none) the API of `urispec serve`.
fn engine_note(engine: usize) -> String {
    if engine == 0 {
        "urispec: no WebAssembly package (wasm/build makes one): the playground will ask the API of `urispec serve`".to_owned()
    } else {
        format!("urispec: and the playground's engine (the npm package urispec, {engine} files)")
    }
}

/// Writes `pages` into `dir`.
fn write_all(dir: &Path, pages: &[Page]) -> Result<(), String> {
    std::fs::create_dir_all(dir).map_err(|e| format!("{}: {e}", dir.display()))?;
    for page in pages {
        let path = dir.join(&page.path);
        std::fs::write(&path, &page.body).map_err(|e| format!("{}: {e}", path.display()))?;
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_note_says_whether_the_playground_has_its_engine() {
        assert!(engine_note(0).starts_with("urispec: no WebAssembly package"));
        assert_eq!(
            engine_note(3),
            "urispec: and the playground's engine (the npm package urispec, 3 files)"
        );
    }
}

//! The live book: the playground's page and script, and the npm package `urispec`
//! (the library in WebAssembly, `wasm/build`) beside the pages, so that the
//! playground and the rule pages' "try it" boxes answer in the page with no server.
//!
//! The package is read from `URISPEC_WASM_PKG` when set, else from `npm/package`
//! beside the folder of this binary (`target/debug/urispec` finds
//! `target/npm/package`, where `wasm/build` leaves it). Without it the pages are
//! written all the same, and the playground asks the JSON API of `urispec serve`.

use std::path::PathBuf;

use askama::Template;
use urispec::Revision;

use super::{Nav, Page};

/// The playground's script.
pub const PLAY_SCRIPT: &str = include_str!("../../assets/play.js");

/// The script of the rule pages' "try it" boxes.
const TRY_SCRIPT: &str = include_str!("../../assets/try.js");

/// The package's files the pages load: its entry point (written `urispec.js`),
/// wasm-bindgen's glue and the module.
const PACKAGE: [(&str, &str); 3] = [
    ("index.js", "urispec.js"),
    ("urispec_wasm.js", "urispec_wasm.js"),
    ("urispec_wasm_bg.wasm", "urispec_wasm_bg.wasm"),
];

/// The playground page, opened on `input` and `base`.
#[derive(Template)]
#[template(path = "play.html")]
pub struct PlayPage {
    /// The navigation.
    pub nav: Nav,
    /// The input.
    pub input: String,
    /// The base.
    pub base: String,
    /// The rule of the rule field.
    pub rule: String,
    /// Each revision's id, and whether it is shown.
    pub revisions: Vec<(&'static str, bool)>,
    /// Whether the WHATWG Standard's answer is shown.
    pub whatwg: bool,
    /// Why the query string was not used, if it was not.
    pub notice: Option<String>,
}

impl PlayPage {
    /// The page with every field empty and every revision shown (the static book's:
    /// its script reads the fields from the address).
    pub fn empty() -> Self {
        Self {
            nav: Nav::new(),
            input: String::new(),
            base: String::new(),
            rule: String::new(),
            revisions: Revision::ALL.into_iter().map(|r| (r.id(), true)).collect(),
            whatwg: false,
            notice: None,
        }
    }
}

/// Whether `path` is one of the package's files.
pub fn is_package(path: &str) -> bool {
    PACKAGE.iter().any(|(_, to)| *to == path)
}

/// Where the package is, if anywhere.
fn package_dir() -> Option<PathBuf> {
    if let Some(dir) = std::env::var_os("URISPEC_WASM_PKG") {
        return Some(PathBuf::from(dir));
    }
    let exe = std::env::current_exe().ok()?;
    Some(exe.parent()?.parent()?.join("npm").join("package"))
}

/// The package's files, when all of them are there.
pub fn package() -> Option<Vec<Page>> {
    let dir = package_dir()?;
    PACKAGE
        .iter()
        .map(|(from, to)| {
            std::fs::read(dir.join(from)).ok().map(|body| Page {
                path: (*to).to_owned(),
                body,
            })
        })
        .collect()
}

/// The playground's page and script, the rule pages' script, and the package when
/// there is one.
pub fn pages() -> Result<Vec<Page>, askama::Error> {
    let mut out = vec![
        Page {
            path: "play.html".to_owned(),
            body: PlayPage::empty().render()?.into_bytes(),
        },
        Page {
            path: "play.js".to_owned(),
            body: PLAY_SCRIPT.as_bytes().to_vec(),
        },
        Page {
            path: "try.js".to_owned(),
            body: TRY_SCRIPT.as_bytes().to_vec(),
        },
    ];
    out.extend(package().unwrap_or_default());
    Ok(out)
}

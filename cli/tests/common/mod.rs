//! Shared test support of the CLI's tests: snapshots in the repository's top-level
//! `snapshots/<folder>/`, beside the library's (the one snapshot-settings helper), a
//! server of the test's own, and the skip rule shared with the library's tests.

#[path = "../../../tests/common/outside.rs"]
pub mod outside;
pub mod server;
pub mod static_site;

use std::path::PathBuf;

/// insta settings that keep snapshots in the top-level `snapshots/<folder>/`.
pub fn snapshot_settings(folder: &str) -> insta::Settings {
    let mut settings = insta::Settings::clone_current();
    settings.set_snapshot_path(
        PathBuf::from(env!("CARGO_MANIFEST_DIR"))
            .join("../snapshots")
            .join(folder),
    );
    settings.set_prepend_module_to_snapshot(false);
    settings.set_omit_expression(true);
    settings
}

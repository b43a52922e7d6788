//! The arguments of `urispec vectors`.

use super::Revisions;

/// Arguments of `urispec vectors`.
#[derive(Debug, clap::Args)]
pub struct VectorsArgs {
    /// The revisions whose vectors to write: an id or alias, `all`, or a
    /// comma-separated list.
    #[arg(long, short, required = true)]
    pub revision: Vec<Revisions>,
    /// The folder to write `REV.json` into, one file per revision (created if
    /// missing; files are overwritten). Without it, the one revision asked is
    /// written to standard output and its coverage to standard error.
    #[arg(long, value_name = "DIR", value_hint = clap::ValueHint::DirPath)]
    pub out: Option<std::path::PathBuf>,
    /// The seed of the derived strings and near misses (the same version and seed
    /// give the same bytes).
    #[arg(long, value_name = "N", default_value_t = urispec::vectors::DEFAULT_SEED)]
    pub seed: u64,
    /// Print every rule's coverage (how many cases accept and reject it), not only
    /// the totals and the rules left uncovered.
    #[arg(long)]
    pub rules: bool,
}

//! `urispec man`: the manual pages, generated from the command line's definition:
//! `urispec(1)` lists a page `urispec-NAME(1)` per subcommand, and `urispec man NAME`
//! prints that page.

use std::io::Write;

use clap::CommandFactory as _;

use crate::args::{Cli, ManArgs};
use crate::failure::{Failure, Outcome};

/// Writes the roff manual page of `urispec` or of one of its subcommands.
pub fn run(args: &ManArgs, out: &mut impl Write) -> Outcome {
    let mut cli = Cli::command();
    // Built, so that clap's own `help` subcommand, which the page lists, is there.
    cli.build();
    let page = match &args.command {
        None => cli,
        Some(name) => {
            let Some(sub) = cli.find_subcommand(name) else {
                let names: Vec<&str> = cli.get_subcommands().map(clap::Command::get_name).collect();
                return Err(Failure::Message(format!(
                    "no subcommand named {name:?}; the pages are: {}",
                    names.join(", ")
                )));
            };
            let title = format!("{}-{}", cli.get_name(), sub.get_name());
            sub.clone()
                .display_name(title.clone())
                .bin_name(title.replace('-', " "))
                .version(env!("CARGO_PKG_VERSION"))
        }
    };
    clap_mangen::Man::new(page).render(out)?;
    Ok(true)
}

//! `urispec schema`: the JSON Schema of a command's JSON output, generated from the
//! types the command serializes (the files in `schemas/` are its output).

use std::io::Write;

use crate::args::SchemaArgs;
use crate::failure::Outcome;

/// Writes the schema asked for, pretty-printed.
pub fn run(args: &SchemaArgs, out: &mut impl Write) -> Outcome {
    let schema = crate::contract::schema(&args.output)
        .ok_or_else(|| format!("no schema named {:?}", args.output))?;
    serde_json::to_writer_pretty(&mut *out, &schema).map_err(std::io::Error::from)?;
    out.write_all(b"\n")?;
    Ok(true)
}

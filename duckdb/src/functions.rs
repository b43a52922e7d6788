//! The SQL functions: each one's name, the kernel it runs and the parameters it takes
//! after the column `u`, as `urispec.duckdb`'s `_FUNCTIONS` lists them (same names,
//! order, types and defaults).

use crate::kernels::Function;

/// The SQL type of a parameter.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Type {
    /// `VARCHAR`.
    Varchar,
    /// `BOOLEAN`.
    Boolean,
}

/// One parameter after `u`.
#[derive(Debug, Clone, Copy)]
pub struct Parameter {
    /// Its name, as SQL spells it (`"to"` quoted: a keyword).
    pub name: &'static str,
    /// Its type.
    pub sql_type: Type,
    /// The macro's default (SQL), `None` for a positional parameter.
    pub default: Option<&'static str>,
    /// Whether it takes a value per row (else it is an option: one value for every
    /// row, an error otherwise).
    pub per_row: bool,
}

impl Parameter {
    /// Its name without quotes, as errors name it.
    pub fn bare_name(&self) -> &'static str {
        self.name.trim_matches('"')
    }
}

/// A SQL function: `uri_<name>(u, parameters…)`.
#[derive(Debug, Clone, Copy)]
pub struct SqlFunction {
    /// The name after the `uri_` prefix, the kernel's name.
    pub name: &'static str,
    /// The parameters after `u`.
    pub parameters: &'static [Parameter],
}

impl SqlFunction {
    /// The kernel it runs.
    pub fn kernel(&self) -> Function {
        Function::from_name(self.name).expect("every name of FUNCTIONS is a kernel's")
    }
}

/// A per-row parameter.
const fn row(name: &'static str) -> Parameter {
    Parameter {
        name,
        sql_type: Type::Varchar,
        default: None,
        per_row: true,
    }
}

/// A positional option (text): one value for every row.
const fn one(name: &'static str) -> Parameter {
    Parameter {
        name,
        sql_type: Type::Varchar,
        default: None,
        per_row: false,
    }
}

/// An option with its default.
const fn option(name: &'static str, sql_type: Type, default: &'static str) -> Parameter {
    Parameter {
        name,
        sql_type,
        default: Some(default),
        per_row: false,
    }
}

/// The parameters of `normalize` and `equivalent` after the revision.
const LEVEL: Parameter = option("level", Type::Varchar, "'scheme'");
/// `rfc1738_ports := false`.
const PORTS: Parameter = option("rfc1738_ports", Type::Boolean, "false");
/// `rule := NULL`.
const RULE: Parameter = option("rule", Type::Varchar, "NULL");

/// Every SQL function, in `urispec.duckdb`'s order.
pub const FUNCTIONS: [SqlFunction; 11] = [
    SqlFunction {
        name: "is_valid",
        parameters: &[row("revision"), RULE],
    },
    SqlFunction {
        name: "check",
        parameters: &[row("revision"), RULE],
    },
    SqlFunction {
        name: "components",
        parameters: &[row("revision")],
    },
    SqlFunction {
        name: "resolve",
        parameters: &[
            row("base"),
            row("revision"),
            option("compat", Type::Boolean, "false"),
            option("strict", Type::Boolean, "true"),
        ],
    },
    SqlFunction {
        name: "normalize",
        parameters: &[row("revision"), LEVEL, PORTS],
    },
    SqlFunction {
        name: "extract",
        parameters: &[row("revision")],
    },
    SqlFunction {
        name: "compare",
        parameters: &[],
    },
    SqlFunction {
        name: "equivalent",
        parameters: &[row("other"), row("revision"), LEVEL, PORTS],
    },
    SqlFunction {
        name: "convert",
        parameters: &[one("\"to\"")],
    },
    SqlFunction {
        name: "encode",
        parameters: &[row("revision"), one("component")],
    },
    SqlFunction {
        name: "decode",
        parameters: &[],
    },
];

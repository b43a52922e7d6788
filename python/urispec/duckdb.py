"""SQL functions for DuckDB, as vectorised Arrow UDFs (one call per vector of rows,
no Python object per row)::

    import duckdb, urispec.duckdb
    con = duckdb.connect()
    urispec.duckdb.register(con)
    con.sql("select u, uri_check(u, 'rfc2396').offset from t where not uri_is_valid(u, 'rfc2396')")

``uri_is_valid(u, revision)`` → BOOLEAN; ``uri_check(u, revision)`` → STRUCT(valid,
offset, expected, section, message); ``uri_components(u, revision)`` → the common
view's STRUCT (NULL where invalid); ``uri_resolve(u, base, revision)`` → VARCHAR
(NULL where the revision rejects the reference, and where nothing resolves against
the row's base: SQL arguments are per row); ``uri_normalize(u, revision)`` → VARCHAR
(NULL where invalid). NULL in, NULL out.
"""

from __future__ import annotations

from ._errors import missing_extra

try:
    import duckdb
    import pyarrow as pa
except ModuleNotFoundError as error:  # pragma: no cover - tested in a subprocess
    raise missing_extra(error, "duckdb") from error

from . import arrow

__all__ = ["register"]

_CHECK = (
    "STRUCT(valid BOOLEAN, \"offset\" UBIGINT, expected VARCHAR[], section VARCHAR, message VARCHAR)"
)
_COMPONENTS = (
    "STRUCT(scheme VARCHAR, authority VARCHAR, userinfo VARCHAR, \"user\" VARCHAR, "
    "\"password\" VARCHAR, host VARCHAR, host_kind VARCHAR, port VARCHAR, "
    "leading_slash BOOLEAN, path VARCHAR, params VARCHAR, query VARCHAR, fragment VARCHAR)"
)


def _is_valid(u: pa.Array, revision: pa.Array) -> pa.Array:
    return arrow.is_valid(u, revision)


def _check(u: pa.Array, revision: pa.Array) -> pa.Array:
    return arrow.check(u, revision)


def _components(u: pa.Array, revision: pa.Array) -> pa.Array:
    return arrow.components(u, revision)


def _resolve(u: pa.Array, base: pa.Array, revision: pa.Array) -> pa.Array:
    return arrow.resolve(u, base, revision)


def _normalize(u: pa.Array, revision: pa.Array) -> pa.Array:
    return arrow.normalize(u, revision)


def register(con: duckdb.DuckDBPyConnection, prefix: str = "uri_") -> duckdb.DuckDBPyConnection:
    """Registers ``uri_is_valid``, ``uri_check``, ``uri_components``, ``uri_resolve``
    and ``uri_normalize`` (another ``prefix`` if asked) on ``con``; returns ``con``."""
    v = duckdb.sqltype("VARCHAR")
    functions = [
        ("is_valid", _is_valid, [v, v], duckdb.sqltype("BOOLEAN")),
        ("check", _check, [v, v], duckdb.sqltype(_CHECK)),
        ("components", _components, [v, v], duckdb.sqltype(_COMPONENTS)),
        ("resolve", _resolve, [v, v, v], v),
        ("normalize", _normalize, [v, v], v),
    ]
    for name, function, parameters, returns in functions:
        con.create_function(
            prefix + name, function, parameters, returns, type="arrow", null_handling="special"
        )
    return con

"""SQL functions for DuckDB, as vectorised Arrow UDFs (one call per vector of rows,
no Python object per row)::

    import duckdb, urispec.duckdb
    con = duckdb.connect()
    urispec.duckdb.register(con)
    con.sql("select u, uri_check(u, 'rfc2396').offset from t where not uri_is_valid(u, 'rfc2396')")

``uri_is_valid(u, revision, rule := NULL)`` → BOOLEAN (``rule``: another rule than the
start rule, as the document spells it); ``uri_check(u, revision, rule := NULL)`` → STRUCT(valid,
offset, expected, section, message); ``uri_components(u, revision)`` → the common
view's STRUCT (NULL where invalid); ``uri_resolve(u, base, revision, compat := false,
strict := true)`` → VARCHAR (NULL where the revision rejects the reference, unless
``strict := false``, and where nothing resolves against the row's base: SQL
arguments are per row); ``uri_normalize(u, revision, level := 'scheme',
rfc1738_ports := false)`` → VARCHAR (NULL where invalid). ``u`` is a VARCHAR or a
BLOB (invalid UTF-8 is invalid, never replaced); ``base`` and ``revision`` VARCHAR.
NULL in, NULL out. The other commands as columns: ``uri_compare(u)`` →
STRUCT(accepted VARCHAR[], differ VARCHAR[]) (the revisions that accept, where their
answers differ); ``uri_equivalent(u, other, revision, level := 'scheme', rfc1738_ports :=
false)`` → BOOLEAN (NULL where either is rejected); ``uri_convert(u, "to")`` → VARCHAR
(``'uri'``: RFC 3987 §3.1, ``'iri'``: §3.2; NULL where no such reference);
``uri_encode(u, revision, component)`` → VARCHAR; ``uri_decode(u)`` → BLOB (NULL at a
malformed escape). ``resolve`` takes the references first, as in every binding. Each ``uri_*`` is a macro over two Arrow UDFs (DuckDB's Python
functions cannot be overloaded): ``_uri_*_varchar`` and ``_uri_*_blob``.
"""

from __future__ import annotations

from typing import Callable, List, Optional, Tuple

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


def _one(array: pa.Array, name: str) -> pa.Scalar:
    """The value of an option that must be the same on every row."""
    values = array.unique()
    if len(values) > 1:
        raise ValueError(f"{name} must be the same on every row, got {values.to_pylist()}")
    return values[0] if len(values) else pa.scalar(None)


def _is_valid(u: pa.Array, revision: pa.Array, rule: pa.Array) -> pa.Array:
    return arrow.is_valid(u, revision, _one(rule, "rule").as_py())


def _check(u: pa.Array, revision: pa.Array, rule: pa.Array) -> pa.Array:
    return arrow.check(u, revision, _one(rule, "rule").as_py())


def _resolve(
    u: pa.Array, base: pa.Array, revision: pa.Array, compat: pa.Array, strict: pa.Array
) -> pa.Array:
    return arrow.resolve(
        u,
        base,
        revision,
        bool(_one(compat, "compat").as_py()),
        strict=_one(strict, "strict").as_py() is not False,
    )


def _normalize(
    u: pa.Array, revision: pa.Array, level: pa.Array, rfc1738_ports: pa.Array
) -> pa.Array:
    return arrow.normalize(
        u,
        revision,
        _one(level, "level").as_py() or "scheme",
        bool(_one(rfc1738_ports, "rfc1738_ports").as_py()),
    )


#: name, kernel, the parameters after ``u`` (with the macro's defaults), the result type.
_FUNCTIONS: List[Tuple[str, Callable[..., pa.Array], List[Tuple[str, str, Optional[str]]], str]] = [
    ("is_valid", _is_valid, [("revision", "VARCHAR", None), ("rule", "VARCHAR", "NULL")], "BOOLEAN"),
    ("check", _check, [("revision", "VARCHAR", None), ("rule", "VARCHAR", "NULL")], _CHECK),
    ("components", arrow.components, [("revision", "VARCHAR", None)], _COMPONENTS),
    (
        "resolve",
        _resolve,
        [
            ("base", "VARCHAR", None),
            ("revision", "VARCHAR", None),
            ("compat", "BOOLEAN", "false"),
            ("strict", "BOOLEAN", "true"),
        ],
        "VARCHAR",
    ),
    (
        "normalize",
        _normalize,
        [
            ("revision", "VARCHAR", None),
            ("level", "VARCHAR", "'scheme'"),
            ("rfc1738_ports", "BOOLEAN", "false"),
        ],
        "VARCHAR",
    ),
]


# ---- extract (issue 30) ----------------------------------------------------------

_EXTRACT = "STRUCT(start UBIGINT, \"end\" UBIGINT, uri VARCHAR, wrapper VARCHAR, valid BOOLEAN)[]"

_FUNCTIONS.append(("extract", arrow.extract, [("revision", "VARCHAR", None)], _EXTRACT))

# ---- the other commands as columns: compare, equivalent, convert, encode, decode ----

_COMPARE = "STRUCT(accepted VARCHAR[], differ VARCHAR[])"


def _equivalent(
    u: pa.Array, other: pa.Array, revision: pa.Array, level: pa.Array, rfc1738_ports: pa.Array
) -> pa.Array:
    return arrow.equivalent(
        u,
        other,
        revision,
        _one(level, "level").as_py() or "scheme",
        bool(_one(rfc1738_ports, "rfc1738_ports").as_py()),
    )


def _convert(u: pa.Array, to: pa.Array) -> pa.Array:
    return arrow.convert(u, _one(to, "to").as_py())


def _encode(u: pa.Array, revision: pa.Array, component: pa.Array) -> pa.Array:
    return arrow.encode(u, revision, _one(component, "component").as_py())


_FUNCTIONS += [
    ("compare", arrow.compare, [], _COMPARE),
    (
        "equivalent",
        _equivalent,
        [
            ("other", "VARCHAR", None),
            ("revision", "VARCHAR", None),
            ("level", "VARCHAR", "'scheme'"),
            ("rfc1738_ports", "BOOLEAN", "false"),
        ],
        "BOOLEAN",
    ),
    ("convert", _convert, [("\"to\"", "VARCHAR", None)], "VARCHAR"),
    ("encode", _encode, [("revision", "VARCHAR", None), ("component", "VARCHAR", None)], "VARCHAR"),
    ("decode", arrow.decode, [], "BLOB"),
]


def register(con: duckdb.DuckDBPyConnection, prefix: str = "uri_") -> duckdb.DuckDBPyConnection:
    """Registers ``uri_is_valid``, ``uri_check``, ``uri_components``, ``uri_resolve``,
    ``uri_normalize``, ``uri_extract``, ``uri_compare``, ``uri_equivalent``,
    ``uri_convert``, ``uri_encode`` and ``uri_decode`` (another ``prefix`` if asked) on
    ``con``; returns ``con``."""
    for name, kernel, parameters, returns in _FUNCTIONS:
        types = [duckdb.sqltype(t) for _, t, _ in parameters]
        for text in ("VARCHAR", "BLOB"):
            con.create_function(
                f"_{prefix}{name}_{text.lower()}",
                kernel,
                [duckdb.sqltype(text), *types],
                duckdb.sqltype(returns),
                type="arrow",
                null_handling="special",
            )
        signature = "".join(
            f", {p}" if default is None else f", {p} := {default}" for p, _, default in parameters
        )
        arguments = "".join(f", {p}" for p, _, _ in parameters)
        con.execute(
            f"create or replace macro {prefix}{name}(u{signature}) as "
            f"case when typeof(u) = 'BLOB' then _{prefix}{name}_blob(u::BLOB{arguments}) "
            f"else _{prefix}{name}_varchar(u::VARCHAR{arguments}) end"
        )
    return con

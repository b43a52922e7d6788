"""The loadable DuckDB extension (duckdb/, built by ``duckdb/build`` into
target/duckdb/urispec.duckdb_extension): loaded unsigned into DuckDB's Python
package, every function gives on the same rows what ``urispec.duckdb.register(con)``
gives — values, NULLs, BLOB input, struct shapes, options and errors."""

from __future__ import annotations

import re
import subprocess
import sys
from pathlib import Path
from typing import Any, List, Optional

import duckdb
import pytest

import urispec
import urispec.duckdb
from conftest import ROOT, corpus_inputs

EXTENSION = ROOT / "target" / "duckdb" / "urispec.duckdb_extension"
BASE = "http://a/b/c/d;p?q"
#: Rows beyond the test corpus: NULL, the empty string, invalid UTF-8 (as BLOB),
#: escapes, IRIs, hosts for `rule`.
EXTRA = [
    None,
    "",
    "http://a b",
    "HTTP://A:80/%7e",
    "http://[::1]/",
    "../g",
    "?y",
    "http://résumé.example.org/Dürst",
    "http://r%C3%A9sum%C3%A9.example.org/%zz",
    "1.2.3.4",
    "1000.1.1.1",
    "Some text with http://a/b and <http://c/d> in it.",
]


@pytest.fixture(scope="module")
def extension() -> Path:
    """The extension, built by ``duckdb/build`` (a second run only appends the footer)."""
    done = subprocess.run([str(ROOT / "duckdb" / "build")], cwd=ROOT, capture_output=True, text=True)
    assert done.returncode == 0, done.stderr
    return EXTENSION


def rows() -> List[Optional[str]]:
    """The repository's test corpus, then ``EXTRA``."""
    seen = {}
    for path in sorted((ROOT / "tests" / "corpus").glob("*.txt")):
        for line in corpus_inputs(path):
            seen.setdefault(line)
    return [*seen, *EXTRA]


def table(con: duckdb.DuckDBPyConnection) -> duckdb.DuckDBPyConnection:
    """``t(i, u VARCHAR, b BLOB, o VARCHAR)``: the rows, as text and as bytes (a row
    with an invalid byte of UTF-8 appended), and another column for `equivalent`."""
    con.execute("create table t (i integer, u varchar, b blob, o varchar)")
    values = rows()
    con.executemany(
        "insert into t values (?, ?, ?, ?)",
        [
            (i, u, None if u is None else u.encode() + (b"\xff" if i % 7 == 3 else b""), values[i - 1] if i else None)
            for i, u in enumerate(values)
        ],
    )
    return con


@pytest.fixture(scope="module")
def python() -> duckdb.DuckDBPyConnection:
    """A connection with the functions of ``register(con)``."""
    return table(urispec.duckdb.register(duckdb.connect()))


@pytest.fixture(scope="module")
def loaded(extension: Path) -> duckdb.DuckDBPyConnection:
    """A connection with the extension loaded, unsigned."""
    con = duckdb.connect(config={"allow_unsigned_extensions": "true"})
    con.execute(f"load '{extension}'")
    return table(con)


#: Every function, with every option, over the VARCHAR and the BLOB column.
EXPRESSIONS = [
    *(
        expression.format(u=u, r=revision)
        for u in ("u", "b")
        for revision in urispec.REVISIONS
        for expression in [
            "uri_is_valid({u}, '{r}')",
            "uri_check({u}, '{r}')",
            "uri_components({u}, '{r}')",
            "uri_normalize({u}, '{r}')",
            "uri_normalize({u}, '{r}', level := 'syntax')",
            "uri_normalize({u}, '{r}', rfc1738_ports := true)",
            "uri_extract({u}, '{r}')",
            "uri_equivalent({u}, o, '{r}')",
            "uri_equivalent({u}, 'http://a/~user', '{r}', level := 'syntax', rfc1738_ports := true)",
            "uri_encode({u}, '{r}', 'query')",
        ]
    ),
    *(
        expression.format(u=u, r=revision)
        for u in ("u", "b")
        for revision in [r for r in urispec.REVISIONS if r != "rfc1738"]
        for expression in [
            f"uri_resolve({{u}}, '{BASE}', '{{r}}')",
            f"uri_resolve({{u}}, '{BASE}', '{{r}}', strict := false)",
            f"uri_resolve({{u}}, '{BASE}', '{{r}}', compat := true, strict := NULL)",
            "uri_resolve({u}, o, '{r}')",
        ]
    ),
    *(
        expression.format(u=u)
        for u in ("u", "b")
        for expression in [
            "uri_is_valid({u}, 'rfc3986', rule := 'IPv4address')",
            "uri_check({u}, '2396bis', rule := 'host')",
            "uri_is_valid({u}, 'rfc3986', rule := NULL)",
            "uri_normalize({u}, 'rfc3986', level := NULL, rfc1738_ports := NULL)",
            "uri_compare({u})",
            "uri_convert({u}, 'uri')",
            "uri_convert({u}, 'iri')",
            "uri_decode({u})",
            "uri_encode({u}, 'rfc3987', 'path')",
            "uri_is_valid({u}, NULL)",
            "uri_is_valid(NULL, 'rfc3986')",
            "uri_is_valid({u}, case when i % 2 = 0 then 'rfc2396' else 'rfc3986' end)",
            "uri_components({u}, 'rfc3986').host",
            "uri_check({u}, 'rfc3986').\"offset\"",
        ]
    ),
]


@pytest.mark.parametrize("expression", EXPRESSIONS)
def test_the_extension_answers_as_register(
    python: duckdb.DuckDBPyConnection, loaded: duckdb.DuckDBPyConnection, expression: str
) -> None:
    query = f"select {expression} from t order by i"
    assert answer(loaded, query) == answer(python, query)


def answer(con: duckdb.DuckDBPyConnection, query: str) -> Any:
    """The query's types and rows, or its error's class and message (a Python UDF's
    exception named as DuckDB names the extension's: its message alone)."""
    try:
        relation = con.sql(query)
        return relation.types, relation.fetchall()
    except duckdb.Error as error:
        message = re.sub(r"Python exception occurred while executing the UDF: \w+: ", "", str(error))
        return type(error).__name__, message


@pytest.mark.parametrize(
    "expression",
    [
        "uri_check(u, 'rfc3986')",
        "uri_resolve(u, o, 'rfc3986')",
        "uri_equivalent(u, o, 'rfc3986', level := 'syntax')",
        "uri_normalize(u, r)",
        "uri_equivalent(u, n, 'rfc3986')",
        "uri_resolve(u, n, 'rfc3986')",
    ],
)
def test_a_column_of_one_value_answers_every_row(
    python: duckdb.DuckDBPyConnection, loaded: duckdb.DuckDBPyConnection, expression: str
) -> None:
    """Rows that all hold the same URL, in chunks of 2,048 (the extension reads a
    column whose rows are one text once, src/input.rs, but the URLs' own, and not one
    of NULLs): each row answered, beside a column that varies, one that does not, and
    one of NULLs only (of a volatile expression: the optimizer cannot fold it)."""
    query = (
        f"select {expression} from (select 'HTTP://a/b/../c' u, 'g?y' || (i % 3) o, "
        "'rfc3986' r, case when random() < 2 then null else 'x' end n, i from range(5000) t(i)) "
        "order by i"
    )
    assert answer(loaded, query) == answer(python, query)


@pytest.mark.parametrize(
    "expression, message",
    [
        ("uri_normalize(u, 'rfc3986', level := case when i % 2 = 0 then 'syntax' else 'scheme' end)",
         "level must be the same on every row"),
        ("uri_is_valid(u, 'rfc3986', rule := case when i = 1 then 'host' end)", "rule must be the same on every row"),
        ("uri_normalize(u, 'rfc3986', rfc1738_ports := i % 2 = 0)", "rfc1738_ports must be the same on every row"),
        ("uri_normalize(u, 'rfc3986', level := 'nonsense')", "level \"nonsense\""),
        ("uri_is_valid(u, 'rfc9999')", "rfc9999"),
        ("uri_is_valid(u, 'rfc3986', rule := 'nonsense')", "nonsense"),
        ("uri_convert(u, 'url')", "to \"url\""),
    ],
)
def test_the_extension_fails_as_register(
    python: duckdb.DuckDBPyConnection, loaded: duckdb.DuckDBPyConnection, expression: str, message: str
) -> None:
    query = f"select {expression} from t order by i"
    for con in (python, loaded):
        with pytest.raises(duckdb.Error, match=message.replace("(", r"\(")):
            con.sql(query).fetchall()
    # The whole message alike, the values that differ among the rows included.
    assert answer(loaded, query) == answer(python, query)


def test_the_extensions_macros_have_the_same_parameters(
    python: duckdb.DuckDBPyConnection, loaded: duckdb.DuckDBPyConnection
) -> None:
    query = (
        "select function_name, parameters, macro_definition from duckdb_functions() "
        "where function_name like 'uri\\_%' escape '\\' order by all"
    )

    def macros(con: duckdb.DuckDBPyConnection) -> List[Any]:
        # The body's options are lists in the extension ([level], which DuckDB prints
        # list_value(level)): the rest is the same.
        return [
            (name, parameters, re.sub(r"list_value\(([^()]*)\)", r"\1", body))
            for name, parameters, body in con.sql(query).fetchall()
        ]

    assert len(macros(loaded)) == 11
    assert macros(loaded) == macros(python)


def test_the_extension_needs_no_python_package(extension: Path) -> None:
    # A fresh interpreter that never imports urispec: DuckDB alone runs the functions.
    script = (
        "import sys, duckdb\n"
        "con = duckdb.connect(config={'allow_unsigned_extensions': 'true'})\n"
        f"con.execute(\"load '{extension}'\")\n"
        "print(con.sql(\"select uri_is_valid('http://a/', 'rfc3986'), uri_check('http://a b', 'rfc3986').offset\").fetchall())\n"
        "assert 'urispec' not in sys.modules\n"
    )
    done = subprocess.run([sys.executable, "-I", "-c", script], capture_output=True, text=True)
    assert done.returncode == 0, done.stderr
    assert done.stdout == "[(True, 8)]\n"


def test_the_extension_loads_in_duckdbs_command_line(
    extension: Path, python: duckdb.DuckDBPyConnection
) -> None:
    # DuckDB's own command (PyPI's duckdb-cli, pinned in requirements-test.txt: an older
    # DuckDB than the Python package's, which the extension's C API version allows),
    # started with -unsigned, as the README says.
    command = Path(sys.executable).with_name("duckdb")
    query = (
        "select uri_is_valid('http://a/b', 'rfc3986'), uri_check('http://a b', 'rfc3986').offset, "
        "uri_resolve('../g', 'http://a/b/c/d;p?q', 'rfc3986'), uri_normalize('HTTP://A:80/%7e', 'rfc3986')"
    )
    done = subprocess.run(
        [str(command), "-unsigned", "-csv", "-noheader", "-c", f"load '{extension}'; {query};"],
        capture_output=True,
        text=True,
    )
    assert done.returncode == 0, done.stderr
    expected = python.sql(query).fetchall()
    assert expected == [(True, 8, "http://a/b/g", "http://a/~")]
    assert done.stdout == "true,8,http://a/b/g,http://a/~\n"


def test_the_extension_reads_the_example_parquet_file(
    python: duckdb.DuckDBPyConnection, loaded: duckdb.DuckDBPyConnection
) -> None:
    query = (
        f"select count(*) filter (uri_is_valid(url, 'rfc3986')), count(uri_normalize(url, 'rfc3986')), "
        f"count(*) filter (uri_check(url, 'rfc2396').valid) from '{ROOT / 'examples' / 'urls.parquet'}'"
    )
    assert loaded.sql(query).fetchall() == python.sql(query).fetchall()

"""Issue 34's data-tool items: dictionary (Categorical) columns, DuckDB's BLOB and
options, Spark's per-row revisions, SQL functions and local workers, and the example
table the guide's data examples read."""

from __future__ import annotations

import importlib.util
import os
import re
import subprocess
import sys
from pathlib import Path
from typing import Any, List

import duckdb
import polars as pl
import pyarrow as pa
import pytest

import urispec
import urispec.arrow as ua
import urispec.duckdb
import urispec.polars  # noqa: F401  (registers the `uri` namespace)
from conftest import BENCH_CORPUS, ROOT, need

ROWS = ["http://a/", "http://a b", None, "http://a/", "http://[::1]/"]
EXAMPLE = ROOT / "examples" / "urls.parquet"


def scalar(rows: List[Any], revision: str) -> List[Any]:
    return [None if r is None else urispec.is_valid(r, revision) for r in rows]


# ---- dictionary columns ---------------------------------------------------------


def test_arrow_takes_a_dictionary_column() -> None:
    array = pa.array(ROWS).dictionary_encode()
    assert ua.is_valid(array, "rfc3986").to_pylist() == scalar(ROWS, "rfc3986")
    assert ua.normalize(array, "rfc3986").to_pylist()[:3] == ["http://a/", None, None]
    binary = pa.array([b"http://a/\xff", None, b"http://a/"]).dictionary_encode()
    assert ua.is_valid(binary, "rfc3986").to_pylist() == [False, None, True]


@pytest.mark.parametrize("dtype", [pl.Categorical, pl.Enum(["http://a/", "http://a b", "http://[::1]/"])])
def test_polars_takes_categorical_and_enum_columns(dtype: Any) -> None:
    df = pl.DataFrame({"u": pl.Series(ROWS, dtype=dtype)})
    out = df.select(ok=pl.col("u").uri.is_valid("rfc2396"), why=pl.col("u").uri.check("rfc2396"))
    assert out["ok"].to_list() == scalar(ROWS, "rfc2396")
    assert out["why"].struct.field("offset").to_list() == [None, 8, None, None, 7]


def test_polars_series_namespace_gives_series_named_as_the_input() -> None:
    series = pl.Series("url", ROWS, dtype=pl.Categorical)
    ok = series.uri.is_valid("rfc3986")
    assert (ok.name, ok.to_list()) == ("url", scalar(ROWS, "rfc3986"))
    assert series.uri.check("rfc2396").struct.field("offset").to_list() == [None, 8, None, None, 7]
    assert series.uri.components("rfc3986").struct.field("host").to_list()[:3] == ["a", None, None]
    assert series.uri.normalize("rfc3986").to_list()[:3] == ["http://a/", None, None]
    refs = pl.Series(["?y", "g", None])
    assert refs.uri.resolve("http://a/b/c/d;p?q", "rfc2396").to_list() == [None, "http://a/b/c/g", None]
    assert refs.uri.resolve("http://a/b/c/d;p?q", "rfc2396", strict=False).to_list()[0] == "http://a/b/c/?y"


def test_polars_takes_all_revisions_as_the_command_does() -> None:
    rows = ["http://[::1]/", None, "http://a b"]
    df = pl.DataFrame({"u": rows})
    out = df.select(
        ok=pl.col("u").uri.is_valid("all"),
        why=pl.col("u").uri.check("all"),
        parts=pl.col("u").uri.components("all"),
        normal=pl.col("u").uri.normalize("all"),
    )
    assert out["ok"].to_list() == [
        {r: urispec.is_valid(rows[0], r) for r in urispec.REVISIONS},
        None,
        {r: False for r in urispec.REVISIONS},
    ]
    assert out["ok"].struct.fields == list(urispec.REVISIONS)
    assert out["why"].struct.field("rfc2396").struct.field("offset").to_list() == [7, None, 8]
    assert out["parts"].to_list()[1] is None and out["normal"].to_list()[1] is None
    assert out["normal"].struct.field("rfc3986").to_list() == ["http://[::1]/", None, None]
    series = pl.Series("url", rows).uri.is_valid("all")
    assert series.name == "url" and series.to_list()[1] is None


def test_the_polars_functions_are_typed_for_mypy_strict(tmp_path: Path) -> None:
    program = tmp_path / "typed.py"
    program.write_text(
        "import polars as pl\n"
        "import urispec\n"
        "import urispec.polars as up\n"
        "ok: pl.Expr = up.is_valid(pl.col('u'), 'rfc3986')\n"
        "why: pl.Expr = up.check(pl.col('u'), pl.col('rev'))\n"
        "target: pl.Expr = up.resolve(pl.col('u'), 'http://a/', 'rfc3986', strict=False)\n"
        "normal: pl.Expr = up.normalize(pl.col('u'), 'rfc3986', level='syntax')\n"
        "series: pl.Series = up.UriSeriesNamespace(pl.Series(['x'])).is_valid('rfc3986')\n"
        "flag: bool = urispec.is_valid(b'x', 'rfc3986')\n",
        encoding="utf-8",
    )
    run = subprocess.run(
        [sys.executable, "-m", "mypy", "--strict", "--no-incremental", str(program)],
        capture_output=True, text=True, check=False,
    )
    assert run.returncode == 0, run.stdout + run.stderr
    program.write_text("import urispec.polars as up\nx: int = up.is_valid('u', 'rfc3986')\n", encoding="utf-8")
    run = subprocess.run(
        [sys.executable, "-m", "mypy", "--strict", "--no-incremental", str(program)],
        capture_output=True, text=True, check=False,
    )
    assert run.returncode == 1 and "incompatible type" in run.stdout.lower(), run.stdout


# ---- rule= ----------------------------------------------------------------------

HOSTS = ["1000.1.1.1", "1.2.3.4", None, "a b"]


def by_rule(revision: str, rule: str) -> List[Any]:
    return [None if h is None else urispec.is_valid(h, revision, rule=rule) for h in HOSTS]


def test_arrow_and_polars_take_a_rule_as_the_scalar_api() -> None:
    expected = by_rule("2396bis", "IPv4address")
    assert expected == [True, True, None, False]
    assert ua.is_valid(pa.array(HOSTS), "2396bis", rule="IPv4address").to_pylist() == expected
    assert ua.is_valid(pa.array(HOSTS), "rfc3986", "IPv4address").to_pylist() == by_rule("rfc3986", "IPv4address")
    why = ua.check(pa.array(HOSTS), "rfc3986", rule="IPv4address").to_pylist()
    assert [w and w["valid"] for w in why] == by_rule("rfc3986", "IPv4address")
    # Per-row revisions, one rule.
    revs = pa.array(["2396bis", "rfc3986", "rfc3986", "rfc3986"])
    assert ua.is_valid(pa.array(HOSTS), revs, rule="IPv4address").to_pylist() == [True, True, None, False]
    df = pl.DataFrame({"h": HOSTS})
    assert df.select(pl.col("h").uri.is_valid("2396bis", rule="IPv4address"))["h"].to_list() == expected
    assert pl.Series(HOSTS).uri.check("rfc3986", "IPv4address").struct.field("valid").to_list() == by_rule("rfc3986", "IPv4address")
    with pytest.raises(ValueError, match="no rule|unknown rule|rule"):
        ua.is_valid(pa.array(HOSTS), "rfc3986", rule="nonsense")


def test_duckdb_and_spark_take_a_rule(con: duckdb.DuckDBPyConnection) -> None:
    got = con.sql(
        "select uri_is_valid(h, '2396bis', rule := 'IPv4address'), uri_check(h, 'rfc3986', rule := 'IPv4address').valid "
        "from (values ('1000.1.1.1'), ('1.2.3.4'), (NULL), ('a b')) t(h)"
    ).fetchall()
    assert got == list(zip(by_rule("2396bis", "IPv4address"), by_rule("rfc3986", "IPv4address")))


def test_spark_takes_a_rule(spark: Any) -> None:
    import urispec.spark as us

    df = spark.createDataFrame(list(enumerate(HOSTS)), "i int, h string")
    rows = df.orderBy("i").select(us.is_valid("h", "2396bis", rule="IPv4address").alias("ok")).collect()
    assert [r["ok"] for r in rows] == by_rule("2396bis", "IPv4address")
    with pytest.raises(ValueError):
        us.is_valid("h", "rfc3986", rule="nonsense")


# ---- DuckDB ---------------------------------------------------------------------


@pytest.fixture(scope="module")
def con() -> duckdb.DuckDBPyConnection:
    return urispec.duckdb.register(duckdb.connect())


def test_duckdb_takes_blob_invalid_utf8_is_invalid(con: duckdb.DuckDBPyConnection) -> None:
    rows = con.sql(
        "select uri_is_valid(u, 'rfc3986'), uri_check(u, 'rfc3986').offset, uri_normalize(u, 'rfc3986') "
        "from (values ('http://A/'::blob), ('http://a/\\xff'::blob), (NULL::blob)) t(u)"
    ).fetchall()
    assert rows == [(True, None, "http://a/"), (False, 9, None), (None, None, None)]


def test_duckdb_varchar_is_not_read_as_blob_escapes(con: duckdb.DuckDBPyConnection) -> None:
    # A VARCHAR cast to BLOB would read `\x41` as the byte 'A': a VARCHAR stays text.
    assert con.sql("select uri_normalize('http://a/\\x41', 'rfc1738')").fetchall() == [(None,)]


def test_duckdb_takes_the_options_of_the_other_bindings(con: duckdb.DuckDBPyConnection) -> None:
    u = "'HTTP://A:80/%7e'"
    got = con.sql(
        f"select uri_normalize({u}, 'rfc3986'), uri_normalize({u}, 'rfc3986', level := 'syntax'), "
        f"uri_normalize({u}, 'rfc2396', rfc1738_ports := true)"
    ).fetchall()
    assert got == [(
        urispec.normalize("HTTP://A:80/%7e", "rfc3986"),
        urispec.normalize("HTTP://A:80/%7e", "rfc3986", level="syntax"),
        urispec.normalize("HTTP://A:80/%7e", "rfc2396", rfc1738_ports=True),
    )]
    base = "http://a/b/c/d;p?q"
    got = con.sql(
        f"select uri_resolve(r, '{base}', 'rfc2396'), uri_resolve(r, '{base}', 'rfc2396', strict := false), "
        f"uri_resolve(r, '{base}', 'url-00', compat := true) from (values ('?y'), (NULL)) t(r)"
    ).fetchall()
    assert got == [
        (None, "http://a/b/c/?y", urispec.resolve("?y", base=base, revision="url-00", compat=True)),
        (None, None, None),
    ]


def test_duckdb_an_option_differing_per_row_is_an_error(con: duckdb.DuckDBPyConnection) -> None:
    with pytest.raises(duckdb.Error, match="level must be the same on every row"):
        con.sql(
            "select uri_normalize('http://a/', 'rfc3986', level := l) "
            "from (values ('syntax'), ('scheme')) t(l)"
        ).fetchall()


# ---- Spark ----------------------------------------------------------------------


def test_spark_takes_a_revision_and_a_base_per_row(spark: Any) -> None:
    import urispec.spark as us
    from pyspark.sql import functions as F

    rows = [(0, "http://[::1]/", "rfc2396"), (1, "http://[::1]/", "rfc3986"), (2, None, "rfc3986"), (3, "?y", None)]
    df = spark.createDataFrame(rows, "i int, u string, rev string")
    out = df.orderBy("i").select(
        us.is_valid("u", F.col("rev")).alias("ok"),
        us.check("u", F.col("rev")).alias("why"),
        us.normalize("u", F.col("rev")).alias("normal"),
        us.resolve("u", F.lit("http://a/b"), F.col("rev")).alias("target"),
    ).collect()
    assert [r["ok"] for r in out] == [False, True, None, None]
    assert [r["why"] and r["why"]["offset"] for r in out] == [7, None, None, None]
    assert [r["normal"] for r in out] == [None, "http://[::1]/", None, None]
    assert [r["target"] for r in out] == [None, "http://[::1]/", None, None]


def test_spark_register_makes_the_functions_callable_from_sql(spark: Any) -> None:
    import urispec.spark as us

    us.register(spark)
    spark.createDataFrame([(0, "http://a b"), (1, "http://a/"), (2, None)], "i int, u string").createOrReplaceTempView("t")
    out = spark.sql(
        "select uri_is_valid(u, 'rfc3986') ok, uri_check(u, '2396').offset off, "
        "uri_resolve(u, 'http://x/y', 'rfc3986') target, uri_normalize(u, 'rfc3986') normal from t order by i"
    ).collect()
    assert [tuple(r) for r in out] == [(False, 8, None, None), (True, None, "http://a/", "http://a/"), (None, None, None, None)]


def test_spark_job_of_the_guide_runs_locally_without_pyspark_python(tmp_path: Path, spark: Any) -> None:
    """The guide's job, as printed (examples/invalid_urls.py), with no PYSPARK_PYTHON:
    the workers must run this interpreter, not `python3` from PATH (no urispec)."""
    env = {k: v for k, v in os.environ.items() if k not in ("PYSPARK_PYTHON", "PYSPARK_DRIVER_PYTHON")}
    done = subprocess.run(
        [sys.executable, "examples/invalid_urls.py", "examples/urls.parquet", str(tmp_path / "invalid")],
        cwd=ROOT, env=env, capture_output=True, text=True, check=False,
    )
    assert done.returncode == 0, done.stderr[-3000:]
    printed = done.stdout.strip().splitlines()[-1]
    page = (ROOT / "docs" / "guide" / "python.md").read_text(encoding="utf-8")
    shown = re.search(r"python examples/invalid_urls.py examples/urls.parquet /tmp/invalid\n(.*)\n", page)
    assert shown is not None and shown.group(1) == printed == "27 invalid of 328"
    job = re.search(r"```python\n(import sys\n.*?)```", page, re.S)
    assert job is not None and job.group(1) in (ROOT / "examples" / "invalid_urls.py").read_text(encoding="utf-8")
    written = pl.read_parquet(tmp_path / "invalid" / "*.parquet")
    assert written.height == 27 and written.columns == ["url", "offset", "section", "expected", "message"]


# ---- the example table ----------------------------------------------------------


def test_the_example_table_is_what_its_script_writes() -> None:
    spec = importlib.util.spec_from_file_location("make_urls_parquet", ROOT / "examples" / "make_urls_parquet.py")
    assert spec is not None and spec.loader is not None
    script = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(script)
    urls = pl.read_parquet(EXAMPLE)["url"].to_list()
    assert urls[-len(script.BROKEN) - 1 :] == [*script.BROKEN, None]
    assert EXAMPLE.stat().st_size < 50_000
    if not BENCH_CORPUS.exists():
        need(f"the bench corpus at {BENCH_CORPUS}")
    lines = BENCH_CORPUS.read_text(encoding="utf-8").splitlines()
    assert urls[: -len(script.BROKEN) - 1] == lines[:: script.STEP]

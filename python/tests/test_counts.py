"""pyarrow, Polars, DuckDB and Spark count the bench corpus's valid lines as the
command's ``check --count`` does, under every revision (skip-gated: the corpus is
outside the repository)."""

from __future__ import annotations

import re
import subprocess
from pathlib import Path
from typing import Any, Dict, List

import duckdb
import polars as pl
import pyarrow as pa
import pytest

import urispec
import urispec.arrow as ua
import urispec.duckdb
import urispec.polars  # noqa: F401

from conftest import BENCH_CORPUS


@pytest.fixture(scope="module")
def cli_counts(cli: Path, bench_corpus: List[str]) -> Dict[str, int]:
    """Valid lines per revision, as ``urispec check --revision all --count`` says."""
    done = subprocess.run(
        [str(cli), "check", "--revision", "all", "--count", "--from", str(BENCH_CORPUS)],
        capture_output=True,
        text=True,
        check=False,
    )
    counts = {}
    for line in done.stdout.splitlines():
        m = re.fullmatch(r"(\S+)\s+(\d+) inputs: (\d+) valid, (\d+) invalid", line)
        assert m, line
        assert int(m[2]) == len(bench_corpus)
        counts[m[1]] = int(m[3])
    assert set(counts) == set(urispec.REVISIONS)
    return counts


def test_arrow_counts_as_the_command(bench_corpus: List[str], cli_counts: Dict[str, int]) -> None:
    col = pa.array(bench_corpus)
    for revision, valid in cli_counts.items():
        assert pa.compute.sum(ua.is_valid(col, revision)).as_py() == valid, revision
        assert pa.compute.sum(ua.check(col, revision).field("valid")).as_py() == valid, revision


def test_polars_counts_as_the_command(bench_corpus: List[str], cli_counts: Dict[str, int]) -> None:
    lazy = pl.LazyFrame({"u": bench_corpus})
    for revision, valid in cli_counts.items():
        q = lazy.select(pl.col("u").uri.is_valid(revision).sum())
        assert q.collect(engine="streaming").item() == valid, revision


def test_duckdb_counts_as_the_command(bench_corpus: List[str], cli_counts: Dict[str, int]) -> None:
    con = urispec.duckdb.register(duckdb.connect())
    con.execute(f"create table t as select * from read_csv('{BENCH_CORPUS}', header=false, columns={{'u': 'VARCHAR'}}, delim='\\t', quote='', escape='')")
    assert con.execute("select count(*) from t").fetchone()[0] == len(bench_corpus)
    for revision, valid in cli_counts.items():
        got = con.execute("select count(*) from t where uri_is_valid(u, ?)", [revision]).fetchone()[0]
        assert got == valid, revision


def test_spark_counts_as_the_command(spark: Any, bench_corpus: List[str], cli_counts: Dict[str, int]) -> None:
    import urispec.spark as us

    df = spark.read.text(str(BENCH_CORPUS)).withColumnRenamed("value", "u")
    assert df.count() == len(bench_corpus)
    for revision, valid in cli_counts.items():
        assert df.where(us.is_valid("u", revision)).count() == valid, revision

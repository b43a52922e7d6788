"""The side by side benchmark of urispec's column functions (BENCHMARKS.md, "The
Python package, side by side"): one revision (rfc3986), the bench corpus (62,040
lines) and the corpus 16 times over (992,640 rows), every subject counting the valid
rows of the same lines.

Run from the repository's root after ``python/test`` (which builds and installs the
wheel into target/python-venv) and ``cargo build --release -p urispec-cli``::

    target/python-venv/bin/python python/bench/bench.py [--corpus PATH] [--repeat N]

Each time is the best of ``--repeat`` runs (wall clock, this machine's 2 cores), the
data already in memory (in Spark: cached and counted once first); the CLI's is the
whole command, reading the file. It prints a Markdown table.
"""

from __future__ import annotations

import argparse
import os
import subprocess
import sys
import time
from pathlib import Path
from typing import Callable, Dict, List, Optional, Tuple

import duckdb
import polars as pl
import pyarrow as pa
import pyarrow.compute as pc

import urispec.arrow as ua
import urispec.duckdb
import urispec.polars  # noqa: F401

ROOT = Path(__file__).resolve().parents[2]
REVISION = "rfc3986"


def best(repeat: int, run: Callable[[], int]) -> Tuple[float, int]:
    """The best wall time of ``repeat`` runs, and the count the runs gave."""
    times, counts = [], set()
    for _ in range(repeat):
        start = time.perf_counter()
        counts.add(run())
        times.append(time.perf_counter() - start)
    assert len(counts) == 1, counts
    return min(times), counts.pop()


def cli(path: Path) -> int:
    out = subprocess.run(
        [str(ROOT / "target/release/urispec"), "check", "--revision", REVISION, "--count", "--from", str(path)],
        capture_output=True,
        text=True,
        check=False,
    ).stdout
    return int(out.split(":")[1].split()[0])


def rfc3986_validator_row(u: str) -> bool:
    from rfc3986_validator import validate_rfc3986

    return bool(validate_rfc3986(u, rule="URI_reference"))


def rfc3986_row(u: str) -> bool:
    import rfc3986

    return bool(rfc3986.uri_reference(u).is_valid())


def subjects(lines: List[str], path: Path, spark: Optional[object]) -> Dict[str, Callable[[], int]]:
    col = pa.array(lines)
    df = pl.DataFrame({"u": lines})
    con = urispec.duckdb.register(duckdb.connect())
    arrow_table = pa.table({"u": col})  # noqa: F841  (DuckDB reads it by name)
    con.execute("create table t as select * from arrow_table")
    out: Dict[str, Callable[[], int]] = {
        "CLI `check --count`": lambda: cli(path),
        "urispec.arrow.is_valid": lambda: pc.sum(ua.is_valid(col, REVISION)).as_py(),
        "Polars plugin `.uri.is_valid`": lambda: df.select(pl.col("u").uri.is_valid(REVISION).sum()).item(),
        "Polars plugin, streaming": lambda: df.lazy()
        .select(pl.col("u").uri.is_valid(REVISION).sum())
        .collect(engine="streaming")
        .item(),
        "DuckDB `uri_is_valid`": lambda: con.execute(
            "select count(*) from t where uri_is_valid(u, 'rfc3986')"
        ).fetchone()[0],
        "rfc3986-validator per row (`map_elements`)": lambda: df.select(
            pl.col("u").map_elements(rfc3986_validator_row, return_dtype=pl.Boolean).sum()
        ).item(),
        "rfc3986 per row (`map_elements`)": lambda: df.select(
            pl.col("u").map_elements(rfc3986_row, return_dtype=pl.Boolean).sum()
        ).item(),
    }
    if spark is not None:
        import urispec.spark as us
        from pyspark.sql import functions as F

        # Two partitions per core: one Python worker task each.
        sdf = spark.createDataFrame(arrow_table.to_pandas()).repartition(4).cache()
        sdf.count()
        out["Spark local `urispec.spark.is_valid`"] = lambda: sdf.where(us.is_valid("u", REVISION)).count()
        # The same Arrow UDF machinery with no urispec in it: the JVM-Python round trip.
        transport = us._udf("transport", lambda u: pc.is_valid(u), "boolean")
        out["Spark local, an Arrow UDF doing nothing (`pc.is_valid`)"] = lambda: sdf.where(transport("u")).count()
        # Spark's own parse_url (try_parse_url: NULL, not an error, where java.net.URI fails
        # under ANSI mode): a row counts when it yields a protocol.
        out["Spark local built-in `try_parse_url`"] = lambda: sdf.where(
            F.expr("try_parse_url(u, 'PROTOCOL')").isNotNull()
        ).count()
    return out


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--corpus", type=Path, default=ROOT.parent / "shared/bench/urls.txt")
    parser.add_argument("--repeat", type=int, default=3)
    parser.add_argument("--no-spark", action="store_true")
    args = parser.parse_args()
    lines = args.corpus.read_text(encoding="utf-8").splitlines()
    big = ROOT / "target/bench/urls-x16.txt"
    big.parent.mkdir(parents=True, exist_ok=True)
    big.write_text("\n".join(lines * 16) + "\n", encoding="utf-8")

    spark = None
    if not args.no_spark:
        os.environ.setdefault("PYSPARK_PYTHON", sys.executable)
        from pyspark.sql import SparkSession

        spark = (
            SparkSession.builder.master("local[2]")
            .config("spark.ui.enabled", "false")
            .config("spark.driver.memory", "4g")
            .config("spark.ui.showConsoleProgress", "false")
            .getOrCreate()
        )
        spark.sparkContext.setLogLevel("ERROR")

    results: Dict[str, List[Tuple[float, int]]] = {}
    for rows, path in ((lines, args.corpus), (lines * 16, big)):
        for name, run in subjects(rows, path, spark).items():
            slow = "per row" in name
            repeat = 1 if slow else args.repeat
            results.setdefault(name, []).append(best(repeat, run))
            print(f"{name}: {results[name][-1]}", file=sys.stderr)

    cli_times = results["CLI `check --count`"]
    print(f"| subject ({REVISION}) | 62,040 rows | × CLI | 992,640 rows | × CLI | valid rows |")
    print("| --- | ---: | ---: | ---: | ---: | ---: |")
    for name, runs in results.items():
        cells = []
        for (t, _), (cli_t, _) in zip(runs, cli_times):
            cells += [f"{t * 1000:,.0f} ms", f"{t / cli_t:.2f}"]
        print(f"| {name} | {' | '.join(cells)} | {runs[0][1]:,} |")


if __name__ == "__main__":
    main()

"""Spark at its default partitioning and at 4 partitions (BENCHMARKS.md, "Spark at the
default partitioning"): ``urispec.spark.is_valid`` against Spark's own ``parse_url``
and ``try_parse_url`` in the same run, every subject filtering and counting the same
cached rows (the bench corpus repeated to ``--rows``).

"Default partitioning" is the DataFrame as ``createDataFrame`` makes it from an Arrow
table: one partition per ``spark.sql.execution.arrow.maxRecordsPerBatch`` rows (10,000:
100 partitions for 1 M rows, 1,000 for 10 M), one Python worker task each. "4
partitions" is the same DataFrame ``repartition(4)``. The master is ``local[*]``.

Run from the repository's root after ``python/test`` (which builds and installs the
wheel into target/python-venv)::

    target/python-venv/bin/python python/bench/spark.py [--rows 1000000 10000000] [--repeat 5 3]

Each subject runs once untimed on the first DataFrame (the Python workers start, the
JVM compiles), then ``--repeat`` times per row count (one number for every count, or one
each), the subjects taking turns (a moment of load on the shared machine falls on all
of them); it prints the load (``os.getloadavg``) before and after, and a Markdown table: median wall clock, the spread (fastest–slowest), rows/s
at the median, and the median's ratio to ``try_parse_url``'s and ``parse_url``'s.
"""

from __future__ import annotations

import argparse
import os
import statistics
import sys
import time
from pathlib import Path
from typing import Any, Callable, Dict, List, Tuple

import pyarrow as pa

ROOT = Path(__file__).resolve().parents[2]
REVISION = "rfc3986"


def session() -> Any:
    """A local Spark session on every core (``local[*]``)."""
    os.environ.setdefault("PYSPARK_PYTHON", sys.executable)
    from pyspark.sql import SparkSession

    spark = (
        SparkSession.builder.master("local[*]")
        .config("spark.ui.enabled", "false")
        .config("spark.driver.memory", "6g")
        .config("spark.ui.showConsoleProgress", "false")
        .getOrCreate()
    )
    spark.sparkContext.setLogLevel("ERROR")
    return spark


def subjects(spark: Any, df: Any) -> Dict[str, Callable[[], int]]:
    """Each subject counts the rows it accepts."""
    from pyspark.sql import functions as F

    import urispec.spark as us

    def parse_url() -> int:
        # Without ANSI mode parse_url gives NULL where java.net.URI fails (with it, it
        # raises: try_parse_url is that function under ANSI mode).
        spark.conf.set("spark.sql.ansi.enabled", "false")
        try:
            return int(df.where(F.expr("parse_url(u, 'PROTOCOL')").isNotNull()).count())
        finally:
            spark.conf.unset("spark.sql.ansi.enabled")

    return {
        "`urispec.spark.is_valid`": lambda: int(df.where(us.is_valid("u", REVISION)).count()),
        "`try_parse_url`": lambda: int(
            df.where(F.expr("try_parse_url(u, 'PROTOCOL')").isNotNull()).count()
        ),
        "`parse_url` (ANSI off)": parse_url,
    }


def measure(runs: Dict[str, Callable[[], int]], repeat: int) -> Dict[str, Tuple[List[float], int]]:
    """Every subject ``repeat`` times, taking turns: its wall times and its count."""
    times: Dict[str, List[float]] = {name: [] for name in runs}
    counts: Dict[str, set] = {name: set() for name in runs}
    for _ in range(repeat):
        for name, run in runs.items():
            start = time.perf_counter()
            counts[name].add(run())
            times[name].append(time.perf_counter() - start)
            print(f"{name}: {times[name][-1]:.3f} s", file=sys.stderr, flush=True)
    out = {}
    for name in runs:
        assert len(counts[name]) == 1, counts[name]
        out[name] = (times[name], counts[name].pop())
    return out


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--corpus", type=Path, default=ROOT.parent / "shared/bench/urls.txt")
    parser.add_argument("--rows", type=int, nargs="+", default=[1_000_000, 10_000_000])
    parser.add_argument("--repeat", type=int, nargs="+", default=[5, 3])
    args = parser.parse_args()
    lines = args.corpus.read_text(encoding="utf-8").splitlines()
    spark = session()
    print(f"load before: {os.getloadavg()}", flush=True)
    print(f"local[*], defaultParallelism {spark.sparkContext.defaultParallelism}", flush=True)
    print("| rows | partitions | subject | median | spread | rows/s | × try_parse_url | × parse_url | count |")
    print("| ---: | ---: | --- | ---: | ---: | ---: | ---: | ---: | ---: |")
    repeats = dict(zip(args.rows, args.repeat + args.repeat[-1:] * len(args.rows)))
    warm = False
    for rows in args.rows:
        table = pa.table({"u": pa.array((lines * (rows // len(lines) + 1))[:rows])})
        default = spark.createDataFrame(table).cache()
        default.count()
        del table
        four = default.repartition(4).cache()
        four.count()
        if not warm:
            measure(subjects(spark, default), 1)
            warm = True
        for df in (default, four):
            results = measure(subjects(spark, df), repeats[rows])
            medians = {name: statistics.median(t) for name, (t, _) in results.items()}
            for name, (t, count) in results.items():
                m = medians[name]
                print(
                    f"| {rows:,} | {df.rdd.getNumPartitions():,} | {name} | {m * 1000:,.0f} ms "
                    f"| {min(t) * 1000:,.0f}–{max(t) * 1000:,.0f} ms | {rows / m / 1e6:.2f} M "
                    f"| {m / medians['`try_parse_url`']:.2f} "
                    f"| {m / medians['`parse_url` (ANSI off)']:.2f} | {count:,} |",
                    flush=True,
                )
        four.unpersist()
        default.unpersist()
    print(f"load after: {os.getloadavg()}", flush=True)
    spark.stop()


if __name__ == "__main__":
    main()

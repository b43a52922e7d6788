"""uri_is_valid in DuckDB three ways (BENCHMARKS.md, "The DuckDB extension"): the
loadable extension, DuckDB's own ``regexp_full_match`` with a regular expression of
RFC 3986's ABNF (``rfc3986-validator``'s ``URI_reference``, in RE2's syntax), and the
Python package's Arrow UDFs (``urispec.duckdb.register``), each counting the rows
RFC 3986 accepts among the same rows: the bench corpus 16 times over (992,640 rows).

Run from the repository's root after ``python/test`` (the wheel and DuckDB in
target/python-venv) and ``duckdb/build``::

    target/python-venv/bin/python duckdb/bench.py [--corpus PATH] [--times 16] [--repeat 3]

Each time is the best of ``--repeat`` runs, wall clock and CPU (the process's, all
of DuckDB's threads), the rows already in a DuckDB table. It prints a Markdown table.
"""

from __future__ import annotations

import argparse
import re
import time
from pathlib import Path
from typing import Callable, Dict, List, Tuple

import duckdb
import pyarrow as pa
import rfc3986_validator

import urispec.duckdb

ROOT = Path(__file__).resolve().parents[1]
EXTENSION = ROOT / "target" / "duckdb" / "urispec.duckdb_extension"


def rfc3986_regex() -> str:
    """``rfc3986_validator``'s ``URI_reference`` (verbose ``re`` syntax) as RE2 reads
    it: comments and blanks out, ``{,n}`` as ``{0,n}``."""
    source = rfc3986_validator.URI_REF_RE if hasattr(rfc3986_validator, "URI_REF_RE") else (
        f"(?:{rfc3986_validator.URI_RE}|{rfc3986_validator.RELATIVE_REF_RE})"
    )
    lines = [re.sub(r"(?<!\\)#.*", "", line) for line in source.splitlines()]
    compact = re.sub(r"\s+", "", "".join(lines)).replace(r"\#", "#")
    return re.sub(r"\{,(\d+)\}", r"{0,\1}", compact)


def best(repeat: int, run: Callable[[], int]) -> Tuple[float, float, int]:
    """The best wall time and the best CPU time (the process's, every DuckDB thread
    included: on a shared machine the steadier measure) of ``repeat`` runs, and the
    count they gave."""
    walls, cpus, counts = [], [], set()
    for _ in range(repeat):
        wall, cpu = time.perf_counter(), time.process_time()
        counts.add(run())
        walls.append(time.perf_counter() - wall)
        cpus.append(time.process_time() - cpu)
    assert len(counts) == 1, counts
    return min(walls), min(cpus), counts.pop()


def connection(lines: List[str]) -> duckdb.DuckDBPyConnection:
    """A connection (unsigned extensions allowed) with the rows in ``t(u VARCHAR)``."""
    con = duckdb.connect(config={"allow_unsigned_extensions": "true"})
    rows = pa.table({"u": pa.array(lines)})  # noqa: F841  (DuckDB reads it by name)
    con.execute("create table t as select u from rows")
    return con


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--corpus", type=Path, default=ROOT.parent / "shared" / "bench" / "urls.txt")
    parser.add_argument("--times", type=int, default=16)
    parser.add_argument("--repeat", type=int, default=3)
    args = parser.parse_args()
    lines = [line for line in args.corpus.read_text(encoding="utf-8").split("\n") if line] * args.times

    extension = connection(lines)
    extension.execute(f"load '{EXTENSION}'")
    regex = connection(lines)
    sql_quoted = rfc3986_regex().replace("'", "''")
    python = urispec.duckdb.register(connection(lines))

    def count(con: duckdb.DuckDBPyConnection, predicate: str) -> Callable[[], int]:
        return lambda: con.execute(f"select count(*) filter ({predicate}) from t").fetchone()[0]

    subjects: Dict[str, Callable[[], int]] = {
        "extension `uri_is_valid(u, 'rfc3986')`": count(extension, "uri_is_valid(u, 'rfc3986')"),
        "`regexp_full_match(u, <RFC 3986 regex>)`": count(regex, f"regexp_full_match(u, '{sql_quoted}')"),
        "Python UDF `uri_is_valid(u, 'rfc3986')` (`register(con)`)": count(python, "uri_is_valid(u, 'rfc3986')"),
    }
    results = {name: best(args.repeat, run) for name, run in subjects.items()}
    _, regex_cpu, _ = results["`regexp_full_match(u, <RFC 3986 regex>)`"]
    print(f"| subject ({len(lines):,} rows) | wall | CPU | rows/s of CPU | × regex (CPU) | valid rows |")
    print("| --- | ---: | ---: | ---: | ---: | ---: |")
    for name, (wall, cpu, valid) in results.items():
        print(
            f"| {name} | {wall * 1000:,.0f} ms | {cpu * 1000:,.0f} ms | {len(lines) / cpu / 1e6:,.1f} M | "
            f"{regex_cpu / cpu:.2f} | {valid:,} |"
        )


if __name__ == "__main__":
    main()

"""Writes examples/urls.parquet, the small table the guide's data examples read
(Polars, DuckDB, Spark): one column ``url``, 310 real URIs of the bench corpus (every
200th line of ../shared/bench/urls.txt, in its order), then the broken ones below and
one null row.

Run from the repository's root, with pyarrow installed (the one python/test pins)::

    target/python-venv/bin/python examples/make_urls_parquet.py

The output is byte for byte the same on every run with the same pyarrow.
"""

from __future__ import annotations

import sys
from pathlib import Path

import pyarrow as pa
import pyarrow.parquet as pq

ROOT = Path(__file__).resolve().parents[1]
CORPUS = ROOT.parent / "shared" / "bench" / "urls.txt"
OUT = ROOT / "examples" / "urls.parquet"
#: Every STEP-th line of the corpus.
STEP = 200

#: URLs as people write them and as the documents reject them (each for one reason).
BROKEN = [
    "http://example.com/a b",  # a space
    "http://example.com/search?q=a|b",  # "|" is excluded in every revision
    "http://example.com/%zz",  # "%" not followed by two hex digits
    "http://[::1/",  # an IP literal never closed
    "http://example.com:8o/",  # a letter in the port
    "http://exa_mple.com/",  # "_" in a host name (RFC 3986 takes it: reg-name)
    "http://example.com/<script>",  # "<" and ">" are excluded
    "https://example.com/über",  # non-ASCII: only an IRI (RFC 3987)
    "http://example.com/#a#b",  # a second "#"
    "http://user@@example.com/",  # "@" twice
    'http://example.com/"quoted"',  # '"' is excluded
    "http://example.com/{id}",  # a URI template, not a URI
    "http:\\\\example.com\\path",  # backslashes
    "ht tp://example.com/",  # a space in the scheme
    "://example.com/",  # no scheme
    "http://example.com/a^b",  # "^" is excluded
]


def main() -> int:
    if not CORPUS.exists():
        print(f"needs the bench corpus at {CORPUS}", file=sys.stderr)
        return 1
    lines = CORPUS.read_text(encoding="utf-8").splitlines()
    urls = [*lines[::STEP], *BROKEN, None]
    table = pa.table({"url": pa.array(urls, pa.string())})
    pq.write_table(table, OUT, compression="zstd", write_statistics=False)
    print(f"{OUT.relative_to(ROOT)}: {table.num_rows} rows, {OUT.stat().st_size} bytes")
    return 0


if __name__ == "__main__":
    sys.exit(main())

"""The per-row benchmark: one string per call, as a Python loop calls it
(``for u in lines: urispec.is_valid(u, "rfc3986")``), beside the pure-Python
``rfc3986-validator`` (a regex) and ``rfc3986`` (a parser and a validator). The same
lines for each; the rows per second of the best of ``--repeat`` runs, wall clock.

Run from the repository's root after ``python/test``::

    target/python-venv/bin/python python/bench/per_row.py [--corpus PATH] [--rows N]
"""

from __future__ import annotations

import argparse
import timeit
from pathlib import Path
from typing import List

import rfc3986
from rfc3986_validator import validate_rfc3986

import urispec

ROOT = Path(__file__).resolve().parents[2]


def rows_per_second(lines: List[str], call: str, repeat: int) -> float:
    """The best rate of ``repeat`` loops ``for u in lines: <call>``."""
    names = {"lines": lines, "urispec": urispec, "validate_rfc3986": validate_rfc3986, "rfc3986": rfc3986}
    loop = f"for u in lines: {call}"
    return len(lines) / min(timeit.repeat(loop, globals=names, number=1, repeat=repeat))


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--corpus", type=Path, default=ROOT.parent / "shared/bench/urls.txt")
    parser.add_argument("--rows", type=int, default=200_000)
    parser.add_argument("--repeat", type=int, default=3)
    args = parser.parse_args()
    lines = args.corpus.read_text(encoding="utf-8").splitlines()
    lines = (lines * (args.rows // len(lines) + 1))[: args.rows]
    subjects = [
        'urispec.is_valid(u, "rfc3986")',
        'urispec.is_valid(u, "bis-00")',
        'urispec.is_valid(u, "rfc3986", "URI_reference")',
        'validate_rfc3986(u, rule="URI_reference")',
        "rfc3986.uri_reference(u).is_valid()",
    ]
    print(f"| subject ({len(lines):,} rows, one call each) | rows/s |")
    print("| --- | ---: |")
    for call in subjects:
        repeat = args.repeat if call.startswith("urispec") else 1
        print(f"| `{call}` | {rows_per_second(lines, call, repeat):,.0f} |")


if __name__ == "__main__":
    main()

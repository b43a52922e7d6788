"""The per-row benchmark: one string per call, as a Python loop calls it
(``[urispec.is_valid(u, "rfc3986") for u in lines]``), beside the pure-Python
``rfc3986-validator`` (a regex) and ``rfc3986`` (a parser and a validator). The same
lines for each; the rows per second of the best of ``--repeat`` runs, wall clock.

Run from the repository's root after ``python/test``::

    target/python-venv/bin/python python/bench/per_row.py [--corpus PATH] [--rows N]
"""

from __future__ import annotations

import argparse
import time
from pathlib import Path
from typing import Callable, Dict, List

import rfc3986
from rfc3986_validator import validate_rfc3986

import urispec

ROOT = Path(__file__).resolve().parents[2]


def rows_per_second(lines: List[str], check: Callable[[str], object], repeat: int) -> float:
    """The best rate of ``repeat`` loops calling ``check`` on every line."""
    best = float("inf")
    for _ in range(repeat):
        start = time.perf_counter()
        for u in lines:
            check(u)
        best = min(best, time.perf_counter() - start)
    return len(lines) / best


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--corpus", type=Path, default=ROOT.parent / "shared/bench/urls.txt")
    parser.add_argument("--rows", type=int, default=200_000)
    parser.add_argument("--repeat", type=int, default=3)
    args = parser.parse_args()
    lines = args.corpus.read_text(encoding="utf-8").splitlines()
    lines = (lines * (args.rows // len(lines) + 1))[: args.rows]
    subjects: Dict[str, Callable[[str], object]] = {
        "urispec.is_valid(u, 'rfc3986')": lambda u: urispec.is_valid(u, "rfc3986"),
        "urispec.is_valid(u, 'bis-00')": lambda u: urispec.is_valid(u, "bis-00"),
        "urispec.is_valid(u, 'rfc3986', 'URI_reference')": lambda u: urispec.is_valid(
            u, "rfc3986", "URI_reference"
        ),
        "rfc3986_validator.validate_rfc3986(u, 'URI_reference')": lambda u: validate_rfc3986(
            u, rule="URI_reference"
        ),
        "rfc3986.uri_reference(u).is_valid()": lambda u: rfc3986.uri_reference(u).is_valid(),
    }
    print(f"| subject ({len(lines):,} rows, one call each) | rows/s |")
    print("| --- | ---: |")
    for name, check in subjects.items():
        repeat = args.repeat if name.startswith("urispec") else 1
        print(f"| `{name}` | {rows_per_second(lines, check, repeat):,.0f} |")


if __name__ == "__main__":
    main()

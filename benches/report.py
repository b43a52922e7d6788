#!/usr/bin/env python3
"""Markdown tables from criterion's results of `cargo bench --bench check` and
`cargo bench --bench hostile` (the latest run of each benchmark).

    python3 benches/report.py [CRITERION_DIR]

CRITERION_DIR defaults to $CARGO_TARGET_DIR/criterion, else target/criterion.
Throughput uses criterion's median time; MB is 10^6 bytes.
"""

import json
import os
import sys
from pathlib import Path

REFERENCE = "fluent-uri/UriRef::parse"
REVISIONS = [
    "rfc1738",
    "rfc1808",
    "draft-fielding-uri-url-00",
    "rfc2396",
    "rfc2732",
    "draft-fielding-uri-rfc2396bis-00",
    "rfc3986",
    "rfc3987",
]


def order(name):
    """Per-revision subjects first, by revision, then the others alphabetically."""
    kind, _, rev = name.partition("/")
    if rev in REVISIONS:
        return (0, kind, REVISIONS.index(rev))
    return (1, name, 0)


def results(root):
    """Yields (group, function, value, bytes, median_ns) for every benchmark."""
    for bench in sorted(root.glob("**/new/benchmark.json")):
        meta = json.loads(bench.read_text())
        est = json.loads((bench.parent / "estimates.json").read_text())
        nbytes = (meta.get("throughput") or {}).get("Bytes")
        yield (
            meta["group_id"],
            meta["function_id"],
            meta["value_str"],
            nbytes,
            est["median"]["point_estimate"],
        )


def corpus_table(rows):
    corpus = {f: b / ns * 1e3 for g, f, _, b, ns in rows if g == "corpus"}
    if not corpus:
        return
    ref = corpus.get(REFERENCE)
    print("| implementation | MB/s | × fluent-uri |")
    print("|---|---:|---:|")
    for name, mbs in sorted(corpus.items(), key=lambda item: order(item[0])):
        ratio = f"{mbs / ref:.2f}" if ref else "–"
        print(f"| `{name}` | {mbs:,.1f} | {ratio} |")
    print()


def hostile_table(rows):
    cells = {}
    for g, f, v, b, ns in rows:
        if g.startswith("hostile/"):
            cells.setdefault((g.removeprefix("hostile/"), f), {})[v] = ns / b
    if not cells:
        return
    sizes = ["1KiB", "64KiB", "1MiB"]
    print("| shape | subject | " + " | ".join(f"ns/byte {s}" for s in sizes)
          + " | max/min |")
    print("|---|---|" + "---:|" * (len(sizes) + 1))
    for (shape, subject), by_size in sorted(
        cells.items(), key=lambda item: (item[0][0], order(item[0][1]))
    ):
        values = [by_size.get(s) for s in sizes]
        shown = [f"{x:.2f}" if x is not None else "–" for x in values]
        known = [x for x in values if x is not None]
        spread = f"{max(known) / min(known):.2f}" if known else "–"
        print(f"| {shape} | `{subject}` | " + " | ".join(shown) + f" | {spread} |")
    print()


def main():
    if len(sys.argv) > 1:
        root = Path(sys.argv[1])
    else:
        root = Path(os.environ.get("CARGO_TARGET_DIR", "target")) / "criterion"
    rows = list(results(root))
    corpus_table(rows)
    hostile_table(rows)


if __name__ == "__main__":
    main()

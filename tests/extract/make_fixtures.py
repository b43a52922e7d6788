#!/usr/bin/env python3
"""Writes tests/extract/<peer>.tsv from the peers' own test fixtures (run once; the
sources, their commits and licences are in tests/extract/README.md). Each line:
`SOURCE<TAB>INPUT<TAB>EXPECTED...`: where the case is (path:line), the input, and the
URLs the peer's test expects (none for a "not a link" case); `\\`, tab and line breaks
escaped as `\\\\`, `\\t`, `\\n`, `\\r`.

Usage: make_fixtures.py LINKIFY_REPO LINKIFY_IT_REPO URLEXTRACT_REPO (git directories;
each read at HEAD).
"""

import ast
import re
import subprocess
import sys
from pathlib import Path

OUT = Path(__file__).resolve().parent


def show(repo: str, path: str) -> str:
    return subprocess.run(
        ["git", "-C", repo, "show", f"HEAD:{path}"], check=True, capture_output=True, text=True
    ).stdout


def esc(s: str) -> str:
    return s.replace("\\", "\\\\").replace("\t", "\\t").replace("\n", "\\n").replace("\r", "\\r")


def write(name: str, rows: list) -> None:
    with open(OUT / f"{name}.tsv", "w", encoding="utf-8", newline="\n") as f:
        for source, text, expected in rows:
            f.write("\t".join([source, esc(text), *map(esc, expected)]) + "\n")


RUST_STRING = r'"((?:[^"\\]|\\.)*)"'


def rust_unescape(s: str) -> str:
    s = re.sub(r"\\u\{([0-9a-fA-F]+)\}", lambda m: chr(int(m.group(1), 16)), s)
    s = re.sub(r"\\\n\s*", "", s)  # a string continued on the next line
    return s.replace('\\"', '"').replace("\\n", "\n").replace("\\t", "\t").replace("\\\\", "\\")


def linkify(repo: str) -> list:
    """robinst/linkify tests/url.rs: `assert_linked(input, "…|url|…")` and
    `assert_not_linked(input)` (the default finder: URLs with a scheme, and e-mails)."""
    text = show(repo, "tests/url.rs")
    rows = []
    pattern = re.compile(
        r"\bassert_(linked|not_linked)\(\s*" + RUST_STRING + r"(?:\s*,\s*" + RUST_STRING + r")?\s*,?\s*\)",
        re.S,
    )
    for m in pattern.finditer(text):
        line = text.count("\n", 0, m.start()) + 1
        given = rust_unescape(m.group(2))
        if m.group(1) == "linked" and m.group(3) is not None:
            marked = rust_unescape(m.group(3))
            expected = marked.split("|")[1::2]
        else:
            expected = []
        rows.append((f"tests/url.rs:{line}", given, expected))
    return rows


def linkify_it(repo: str) -> list:
    """markdown-it/linkify-it test/fixtures/links.txt (a line, then the first link when
    it is not the whole line) and not_links.txt (no link)."""
    rows = []
    lines = show(repo, "test/fixtures/links.txt").split("\n")
    skip = False
    for i, line in enumerate(lines):
        if skip:
            skip = False
            continue
        line = re.sub(r"^%.*", "", line)
        nxt = re.sub(r"^%.*", "", lines[i + 1] if i + 1 < len(lines) else "")
        if not line.strip():
            continue
        if nxt.strip():
            rows.append((f"test/fixtures/links.txt:{i + 1}", line, [nxt]))
            skip = True
        else:
            rows.append((f"test/fixtures/links.txt:{i + 1}", line, [line]))
    for i, line in enumerate(show(repo, "test/fixtures/not_links.txt").split("\n")):
        line = re.sub(r"^%.*", "", line)
        if line.strip():
            rows.append((f"test/fixtures/not_links.txt:{i + 1}", line, []))
    return rows


def urlextract(repo: str) -> list:
    """lipoja/URLExtract tests/unit/test_find_urls.py: the parametrized (text, expected)
    pairs of `test_find_urls` and `test_find_urls_case_insensitive` (the default
    options; `"%s…" % chr(n)` evaluated)."""
    source = show(repo, "tests/unit/test_find_urls.py")
    tree = ast.parse(source)
    rows = []
    for node in ast.walk(tree):
        if isinstance(node, ast.FunctionDef) and node.name in ("test_find_urls", "test_find_urls_case_insensitive"):
            for deco in node.decorator_list:
                if isinstance(deco, ast.Call) and len(deco.args) == 2:
                    for pair in deco.args[1].elts:
                        try:
                            text, expected = eval(compile(ast.Expression(pair), "", "eval"), {"chr": chr})
                        except Exception:  # noqa: BLE001 - a case built otherwise is left out
                            continue
                        rows.append((f"tests/unit/test_find_urls.py:{pair.lineno}", text, list(expected)))
    return rows


if __name__ == "__main__":
    write("linkify", linkify(sys.argv[1]))
    write("linkify-it", linkify_it(sys.argv[2]))
    write("urlextract", urlextract(sys.argv[3]))

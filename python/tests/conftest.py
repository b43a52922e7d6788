"""Shared fixtures: the repository's paths, the command built from it, the test
corpus, and the project's skip rule.

The skip rule (the same for every test of the project): a test that needs something
outside the repository (Java for Spark, the bench corpus in ``../shared/bench/``)
prints one line saying what it needs and skips, unless ``URISPEC_NO_SKIP=1`` is set,
in which case it fails.
"""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
from pathlib import Path
from typing import Dict, Iterator, List

import pytest

#: The repository's root.
ROOT = Path(__file__).resolve().parents[2]
#: The bench corpus (outside the repository: a fresh clone has no ``../shared``).
BENCH_CORPUS = ROOT.parent / "shared" / "bench" / "urls.txt"


def need(what: str) -> None:
    """Skips the test (one line saying what it needs), or fails it under
    ``URISPEC_NO_SKIP=1``."""
    if os.environ.get("URISPEC_NO_SKIP") == "1":
        pytest.fail(f"needs {what} (URISPEC_NO_SKIP=1 forbids skipping)", pytrace=False)
    print(f"skipped: needs {what}", file=sys.stderr)
    pytest.skip(f"needs {what}")


def corpus_inputs(path: Path) -> List[str]:
    """The inputs of a test corpus file (tests/corpus/README.md: every line but the
    empty ones and the comments, a comment being ``#`` then a space first on a line)."""
    text = path.read_text(encoding="utf-8")
    return [line for line in text.split("\n") if line and not line.startswith("# ")]


@pytest.fixture(scope="session")
def corpus() -> List[str]:
    """Every input of the repository's test corpus (tests/corpus/*.txt), once each."""
    seen: Dict[str, None] = {}
    for path in sorted((ROOT / "tests" / "corpus").glob("*.txt")):
        for line in corpus_inputs(path):
            seen.setdefault(line)
    return list(seen)


@pytest.fixture(scope="session")
def cli() -> Path:
    """The ``urispec`` command built from this repository (``python/test`` builds it)."""
    for profile in ("debug", "release"):
        path = ROOT / "target" / profile / "urispec"
        if path.exists():
            return path
    subprocess.run(
        ["cargo", "build", "--locked", "-p", "urispec-cli"], cwd=ROOT, check=True
    )
    return ROOT / "target" / "debug" / "urispec"


def cli_jsonl(cli: Path, args: List[str], inputs: List[str]) -> List[dict]:
    """The records ``urispec ARGS --format jsonl`` prints for ``inputs`` on its
    standard input."""
    done = subprocess.run(
        [str(cli), *args, "--format", "jsonl"],
        input="\n".join(inputs) + "\n",
        capture_output=True,
        text=True,
        check=False,
    )
    assert done.returncode in (0, 1), done.stderr
    return [json.loads(line) for line in done.stdout.splitlines()]


@pytest.fixture(scope="session")
def bench_corpus() -> List[str]:
    """The bench corpus's 62,040 lines (skip-gated: it is outside the repository)."""
    if not BENCH_CORPUS.exists():
        need(f"the bench corpus at {BENCH_CORPUS}")
    return BENCH_CORPUS.read_text(encoding="utf-8").splitlines()


@pytest.fixture(scope="session")
def spark() -> Iterator[object]:
    """A local Spark session (skip-gated: Spark needs Java)."""
    if shutil.which("java") is None and not os.environ.get("JAVA_HOME"):
        need("Java (a JDK 17 or later) for Spark")
    os.environ.setdefault("PYSPARK_PYTHON", sys.executable)
    os.environ.setdefault("PYSPARK_DRIVER_PYTHON", sys.executable)
    from pyspark.sql import SparkSession

    session = (
        SparkSession.builder.master("local[2]")
        .appName("urispec-tests")
        .config("spark.ui.enabled", "false")
        .config("spark.sql.shuffle.partitions", "2")
        .getOrCreate()
    )
    session.sparkContext.setLogLevel("ERROR")
    yield session
    session.stop()

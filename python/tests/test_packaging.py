"""The package as installed: its one stub file matches the native module, and a
module whose extra is not installed says which extra to install."""

from __future__ import annotations

import subprocess
import sys

import pytest


def test_the_stub_file_matches_the_native_module() -> None:
    # mypy's stubtest imports urispec._urispec and compares every name and signature
    # with urispec/_urispec.pyi.
    run = subprocess.run(
        [sys.executable, "-m", "mypy.stubtest", "urispec._urispec"],
        capture_output=True,
        text=True,
        check=False,
    )
    assert run.returncode == 0, run.stdout + run.stderr


@pytest.mark.parametrize(
    "module,missing,extra",
    [
        ("urispec.arrow", "pyarrow", "arrow"),
        ("urispec.polars", "polars", "polars"),
        ("urispec.duckdb", "duckdb", "duckdb"),
        ("urispec.spark", "pyspark", "spark"),
    ],
)
def test_a_missing_extra_is_named(module: str, missing: str, extra: str) -> None:
    # `None` in sys.modules makes the import fail as if the package were absent.
    code = (
        f"import sys; sys.modules[{missing!r}] = None\n"
        "try:\n"
        f"    import {module}\n"
        "except ModuleNotFoundError as e:\n"
        "    print(type(e).__name__, e.name, e, sep='|')\n"
    )
    run = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    kind, name, message = run.stdout.strip().split("|")
    assert (kind, name) == ("ModuleNotFoundError", missing)
    assert f"urispec[{extra}]" in message, message

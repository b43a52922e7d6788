"""``urispec.vectors``: the dict ``json.load`` gives of the committed vector file
(``vectors/REV.json``, which ``cli/tests/vectors.rs`` holds equal to what the command
writes), for every revision; another seed, another set."""

from __future__ import annotations

import json

import pytest

import urispec
from conftest import ROOT


@pytest.mark.parametrize("revision", urispec.REVISIONS)
def test_vectors_are_the_committed_file(revision: str) -> None:
    committed = json.loads((ROOT / "vectors" / f"{revision}.json").read_text(encoding="utf-8"))
    assert urispec.vectors(revision) == committed


def test_the_seed_changes_the_derived_cases_and_an_alias_names_the_revision() -> None:
    one = urispec.vectors("3986", seed=2)
    assert one["revision"] == "rfc3986"
    assert one["generator"]["seed"] == 2
    assert one["cases"] != urispec.vectors("rfc3986")["cases"]
    with pytest.raises(ValueError):
        urispec.vectors("rfc9999")

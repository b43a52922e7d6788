"""The Python sessions of the README and of the guide (every ```python block that
begins with `>>>`, in README.md and docs/guide/*.md) run as printed."""

from __future__ import annotations

import doctest
import re
from pathlib import Path
from typing import List, Tuple

import pytest

from conftest import ROOT


def pages() -> List[Path]:
    """README.md, then the guide's pages in name order."""
    return [ROOT / "README.md", *sorted((ROOT / "docs" / "guide").glob("*.md"))]


def sessions(page: Path) -> List[str]:
    """The page's Python sessions, in order."""
    text = page.read_text(encoding="utf-8")
    return [b for b in re.findall(r"```python\n(.*?)```", text, re.S) if b.startswith(">>>")]


def test_the_readme_and_guide_python_sessions_print_what_they_show(monkeypatch: pytest.MonkeyPatch) -> None:
    # The data examples read examples/urls.parquet, relative to the root.
    monkeypatch.chdir(ROOT)
    found: List[Tuple[Path, str]] = [(page, s) for page in pages() for s in sessions(page)]
    assert len(found) >= 2
    # The README's own session, and the guide's Python page's.
    assert any(page.name == "README.md" for page, _ in found)
    assert sum(page.name == "python.md" for page, _ in found) >= 2
    parser = doctest.DocTestParser()
    runner = doctest.DocTestRunner(optionflags=doctest.ELLIPSIS)
    for i, (page, text) in enumerate(found):
        name = str(page.relative_to(ROOT))
        test = parser.get_doctest(text, {}, f"{name} session {i}", name, 0)
        runner.run(test)
    result = runner.summarize(verbose=False)
    # 17 in the README's Python section before the guide took them, and the README's 3.
    assert result.failed == 0 and result.attempted >= 20

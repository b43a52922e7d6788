"""The README's Python sessions (the `>>>` examples of its Python section) run as
printed."""

from __future__ import annotations

import doctest
import re

from conftest import ROOT


def test_the_readme_python_sessions_print_what_they_show() -> None:
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    section = readme[readme.index("## Python: ") : readme.index("## The JSON contract")]
    sessions = [b for b in re.findall(r"```python\n(.*?)```", section, re.S) if b.startswith(">>>")]
    assert len(sessions) >= 2
    parser = doctest.DocTestParser()
    runner = doctest.DocTestRunner(optionflags=doctest.ELLIPSIS)
    for i, text in enumerate(sessions):
        test = parser.get_doctest(text, {}, f"README session {i}", "README.md", 0)
        runner.run(test)
    result = runner.summarize(verbose=False)
    assert result.failed == 0 and result.attempted > 10

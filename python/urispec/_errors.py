"""The exception raised for a string the chosen revision's grammar rejects."""

from __future__ import annotations

from typing import List, Optional


class ParseError(ValueError):
    """Why a string is not in a rule's language, as the library's ``ParseError``.

    ``str(error)`` is one line: ``rfc2396: unexpected ' ' at byte 8, expected …``.
    """

    def __init__(
        self,
        text: str,
        *,
        revision: str,
        rule: str,
        offset: int,
        expected: List[str],
        section: Optional[str],
        found: str,
        message: str,
    ) -> None:
        super().__init__(text)
        #: The revision whose grammar rejected the input (its id).
        self.revision = revision
        #: The rule checked, as the document spells it.
        self.rule = rule
        #: Byte offset of the first byte the grammar could not accept.
        self.offset = offset
        #: What the grammar expected there: rule names, quoted literals, ``end of input``.
        self.expected = expected
        #: The document section of the rule it stopped in (``§3.3``), or ``None``.
        self.section = section
        #: What was found at ``offset``: a character, ``invalid UTF-8`` or ``end of input``.
        self.found = found
        #: The message without the revision prefix.
        self.message = message


def missing_extra(error: ModuleNotFoundError, extra: str) -> ModuleNotFoundError:
    """The error for ``urispec.<extra>`` imported without the module it needs: it
    names the extra that installs it."""
    package = (error.name or "").partition(".")[0]
    return ModuleNotFoundError(
        f"urispec.{extra} needs the {package!r} package: install urispec[{extra}] "
        f"(pip install 'urispec[{extra}]')",
        name=package,
    )

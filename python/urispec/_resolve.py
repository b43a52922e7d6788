"""``urispec.resolve`` on one string, in the order of every binding: the reference
first (as every function takes first what it is asked about, and as the column
functions, DuckDB's ``uri_resolve(u, base, revision)`` and Spark's take the column of
references), then ``base`` and ``revision`` by keyword. The order of before,
``resolve(base, reference, revision)``, still works and warns."""

from __future__ import annotations

import warnings
from typing import Any, Optional, Union

from . import _urispec

_Text = Union[str, bytes]

_OLD_ORDER = (
    "urispec.resolve(base, reference, revision) is deprecated: write "
    "urispec.resolve(reference, base=base, revision=revision), the order of every binding"
)


def resolve(
    reference: _Text,
    *args: Any,
    base: Optional[_Text] = None,
    revision: Optional[_Text] = None,
    compat: bool = False,
    strict: bool = True,
) -> str:
    """The target of ``reference`` resolved against ``base`` by the revision's
    algorithm: ``resolve("../g", base="http://a/b/c/d;p?q", revision="rfc3986")``.

    Raises ``ValueError`` when nothing resolves against ``base``, and ``ParseError``
    when the revision rejects the reference (unless ``strict=False``: then the target
    the algorithm computes all the same). The deprecated order, ``resolve(base,
    reference, revision, compat=False)`` with positional arguments, warns
    (``DeprecationWarning``) and gives the same answer."""
    if base is None:
        if not args or len(args) > 3 or (revision is not None and len(args) > 1):
            raise TypeError("resolve(reference, *, base, revision): give base= and revision=")
        warnings.warn(_OLD_ORDER, DeprecationWarning, stacklevel=2)
        base, reference = reference, args[0]
        if len(args) > 1:
            revision = args[1]
        if len(args) > 2:
            compat = args[2]
    elif args:
        raise TypeError("resolve(reference, *, base, revision): give revision= by keyword")
    if revision is None:
        raise TypeError("resolve() needs revision=")
    return _urispec.resolve(base, reference, revision, compat, strict=strict)

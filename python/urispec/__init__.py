"""urispec: exactly what each URL/URI specification from RFC 1738 to RFC 3986 says
about a string, as a native extension (the Rust library ``urispec``).

The functions on one string are here; the column functions are in
``urispec.arrow`` (pyarrow), ``urispec.polars`` (a Polars expression plugin),
``urispec.duckdb`` (SQL functions) and ``urispec.spark`` (Spark Columns); each needs
its extra (``pip install 'urispec[polars]'``, ``[arrow]``, ``[duckdb]``, ``[spark]``).

Every text and revision argument is a ``str`` or ``bytes`` (a ``str`` holding a lone
surrogate is invalid input). ``resolve(reference, base=…, revision=…)`` takes the
reference first, as every column function does (the order ``resolve(base, reference,
revision)`` of before still works, with a ``DeprecationWarning``); it raises
``ParseError`` for a reference the revision's grammar rejects, unless ``strict=False``
(then the target the algorithm computes all the same, as RFC 2396's Appendix C
resolves ``?y``); the column functions give null there.

>>> import urispec
>>> urispec.is_valid("http://[::1]/", "rfc2396")
False
>>> urispec.resolve("../g", base="http://a/b/c/d;p?q", revision="rfc3986")
'http://a/b/g'
"""

from __future__ import annotations

from ._errors import ParseError
from ._urispec import (
    Base,
    Parsed,
    check,
    decode,
    encode,
    encode_components,
    equivalent,
    extract,
    is_valid,
    normalize,
    parse,
    revisions,
    vectors,
)
from ._resolve import resolve

#: Every revision's id, oldest first.
REVISIONS = tuple(r[0] for r in revisions())

#: Every revision's aliases, by id (``{"rfc2396": ("2396",), …}``).
ALIASES = {r[0]: tuple(r[1]) for r in revisions()}

__all__ = [
    "ALIASES",
    "Base",
    "ParseError",
    "Parsed",
    "REVISIONS",
    "check",
    "decode",
    "encode",
    "encode_components",
    "equivalent",
    "extract",
    "is_valid",
    "normalize",
    "parse",
    "resolve",
    "revisions",
    "vectors",
]

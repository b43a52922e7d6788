"""Column functions over Arrow arrays, vectorised in Rust with the GIL released.

Each takes a string or binary array (pyarrow ``Array`` or ``ChunkedArray``, or any
object with ``__arrow_c_array__`` or ``__arrow_c_stream__``: a Polars Series, a
nanoarrow array, …), taken through the Arrow C data interface without a copy, and
returns a pyarrow array (a ``ChunkedArray`` for chunked input). A null row gives a
null row; a rejected row is data (``check``'s struct), never an exception. Invalid
UTF-8 in a binary column is invalid, never replaced.

``revision`` (and ``base``) may be a ``str`` for every row, or an array of one
value per row.
"""

from __future__ import annotations

from typing import Any, Optional, Union

from . import _urispec
from ._errors import missing_extra

try:
    import pyarrow as pa
except ModuleNotFoundError as error:  # pragma: no cover - tested in a subprocess
    raise missing_extra(error, "arrow") from error

__all__ = [
    "check",
    "components",
    "extract",
    "is_valid",
    "normalize",
    "resolve",
    # The other commands as columns.
    "compare",
    "convert",
    "decode",
    "encode",
    "equivalent",
]

ArrayLike = Any


class _Capsules:
    """An array as the pair of capsules the Rust side returned."""

    __slots__ = ("_pair",)

    def __init__(self, pair: tuple) -> None:
        self._pair = pair

    def __arrow_c_array__(self, requested_schema: object = None) -> tuple:
        return self._pair


def _argument(value: Any) -> Any:
    """A per-row argument as something with ``__arrow_c_array__`` (one chunk)."""
    if value is None or isinstance(value, (str, bool)):
        return value
    if isinstance(value, pa.ChunkedArray):
        return value.combine_chunks()
    if hasattr(value, "__arrow_c_array__"):
        return value
    return pa.chunked_array(value).combine_chunks()


def _apply(name: str, array: ArrayLike, *args: Any) -> Union[pa.Array, pa.ChunkedArray]:
    if isinstance(array, pa.ChunkedArray) or (
        not hasattr(array, "__arrow_c_array__") and hasattr(array, "__arrow_c_stream__")
    ):
        chunked = pa.chunked_array(array)
        per_row = [a for a in args if not (a is None or isinstance(a, (str, bool)))]
        if per_row:
            # Arguments given per row: one chunk, aligned with them.
            chunked = pa.chunked_array([chunked.combine_chunks()])
        chunks = [_apply(name, chunk, *args) for chunk in chunked.chunks]
        if not chunks:
            chunks = [_apply(name, pa.array([], chunked.type), *args)]
        return pa.chunked_array(chunks)
    out = _urispec.apply(name, array, *(_argument(a) for a in args))
    return pa.array(_Capsules(out))


def is_valid(
    array: ArrayLike, revision: Any, rule: Optional[str] = None
) -> Union[pa.Array, pa.ChunkedArray]:
    """Booleans: each row valid under the revision's start rule (or ``rule``, as the
    document spells it: ``"IPv4address"``)."""
    return _apply("is_valid", array, revision, rule)


def check(
    array: ArrayLike, revision: Any, rule: Optional[str] = None
) -> Union[pa.Array, pa.ChunkedArray]:
    """Structs ``{valid, offset, expected, section, message}``: the verdict, and for
    a rejected row the byte offset, the expected rule names, the section and the
    message (null when valid). ``rule`` as in ``is_valid``."""
    return _apply("check", array, revision, rule)


def components(array: ArrayLike, revision: Any) -> Union[pa.Array, pa.ChunkedArray]:
    """Structs of the common view (``scheme``, ``authority``, ``userinfo``, ``user``,
    ``password``, ``host``, ``host_kind``, ``port``, ``leading_slash``, ``path``,
    ``params``, ``query``, ``fragment``): null undefined, ``""`` empty; a null row
    where the revision rejects the input."""
    return _apply("components", array, revision)


def resolve(
    array: ArrayLike, base: Any, revision: Any, compat: bool = False, *, strict: bool = True
) -> Union[pa.Array, pa.ChunkedArray]:
    """Strings: each reference resolved against ``base`` by the revision's algorithm
    (the order of every binding: the references first, then ``base`` and ``revision``,
    which may be given by keyword).

    A ``base`` given once (a ``str``) that nothing resolves against raises
    ``ValueError``; a base per row that nothing resolves against gives a null row. A
    reference the revision's grammar rejects gives null, unless ``strict=False``:
    then its target as the algorithm computes it (RFC 2396's appendix resolves
    ``?y``, which its grammar rejects)."""
    if isinstance(base, str) and isinstance(revision, str):
        _urispec.Base(base, revision)  # raises ValueError for a base nothing resolves against
    return _apply("resolve", array, base, revision, bool(compat), bool(strict))


def normalize(
    array: ArrayLike, revision: Any, level: str = "scheme", rfc1738_ports: bool = False
) -> Union[pa.Array, pa.ChunkedArray]:
    """Strings: each row's normal form under the revision's rules; null where the
    revision rejects the input."""
    return _apply("normalize", array, revision, level, bool(rfc1738_ports))


# ---- extract (issue 30) ----------------------------------------------------------


def extract(array: ArrayLike, revision: Any) -> Union[pa.Array, pa.ChunkedArray]:
    """Lists of structs ``{start, end, uri, wrapper, valid}``: the URI references found
    in each row's text under the revision (``urispec.extract``'s default policy;
    ``start``/``end`` byte offsets in the row, ``uri`` null for a wrapper never
    closed); a null row stays null."""
    return _apply("extract", array, revision)


# ---- the other commands as columns: compare, equivalent, convert, encode, decode ----


def compare(array: ArrayLike) -> Union[pa.Array, pa.ChunkedArray]:
    """Structs ``{accepted, differ}``: the ids of the revisions whose grammar accepts
    the row (oldest first), and where their answers differ, named as ``urispec compare
    --format json`` names them (``valid``: one accepts and another rejects; ``form``;
    each field of ``components``' view, between the revisions that accept the row and
    have the field; ``normal``: the normal form)."""
    return _apply("compare", array)


def equivalent(
    array: ArrayLike, other: Any, revision: Any, level: str = "scheme", rfc1738_ports: bool = False
) -> Union[pa.Array, pa.ChunkedArray]:
    """Booleans: each row equivalent to ``other`` (one string, or one per row) under the
    revision's rules; null where either is null or the revision rejects either."""
    return _apply("equivalent", array, other, revision, level, bool(rfc1738_ports))


def convert(array: ArrayLike, to: str) -> Union[pa.Array, pa.ChunkedArray]:
    """Strings: ``to="uri"`` maps each IRI reference to a URI reference (RFC 3987
    §3.1), ``to="iri"`` converts each URI reference to an IRI reference (§3.2); null
    where the row is no such reference."""
    return _apply("convert", array, to)


def encode(array: ArrayLike, revision: Any, component: str) -> Union[pa.Array, pa.ChunkedArray]:
    """Strings: each row as data of ``component`` (``urispec.encode_components(revision)``
    lists them): every character its rule does not accept escaped, bytes that are not
    UTF-8 escaped each, never replaced."""
    return _apply("encode", array, revision, component)


def decode(array: ArrayLike) -> Union[pa.Array, pa.ChunkedArray]:
    """Binary: the octets each row stands for, every ``%XX`` unescaped; null where a
    ``%`` lacks its two hexadecimal digits."""
    return _apply("decode", array)

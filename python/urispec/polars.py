"""A Polars expression plugin: the column functions run in Polars' own thread pool,
lazily and in streaming queries, with no Python per row.

Importing this module registers the ``uri`` namespace on expressions::

    import polars as pl
    import urispec.polars  # noqa: F401

    df.with_columns(
        ok=pl.col("u").uri.is_valid("rfc2396"),
        why=pl.col("u").uri.check("rfc2396"),
        parts=pl.col("u").uri.components("rfc3986"),
        target=pl.col("u").uri.resolve("http://a/b/c/d;p?q", "rfc3986"),
        normal=pl.col("u").uri.normalize("rfc3986"),
        accepted=pl.col("u").uri.compare().struct.field("accepted"),
    )

and the ``uri`` namespace on Series (``series.uri.is_valid("rfc2396")`` gives a
Series). The functions are also here as plain functions taking an expression
(``urispec.polars.is_valid(pl.col("u"), "rfc3986")``): the form ``mypy --strict``
sees (a registered namespace is invisible to type checkers). ``revision`` and ``base``
are a ``str`` for every row, or an expression giving one per row; ``is_valid``,
``check``, ``components`` and ``normalize`` also take ``"all"``, as the command does: a
struct with a field per revision (``pl.col("u").uri.is_valid("all")``). The column may be
``String``, ``Binary``, ``Categorical`` or ``Enum``. ``resolve`` takes the references
first (the expression), then ``base`` and ``revision``, which may be given by keyword, as
in every binding. ``compare``, ``equivalent``, ``convert``, ``encode`` and ``decode`` are
the other commands as columns (``urispec.arrow``'s documentation says what each gives).
"""

from __future__ import annotations

from pathlib import Path
from typing import Optional, Union

from . import _urispec
from ._errors import missing_extra

try:
    import polars as pl
    from polars.plugins import register_plugin_function
except ModuleNotFoundError as error:  # pragma: no cover - tested in a subprocess
    raise missing_extra(error, "polars") from error

__all__ = [
    "UriNamespace",
    "UriSeriesNamespace",
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

# The plugin library is the package's own native module.
_LIBRARY = Path(_urispec.__file__)

IntoExpr = Union[pl.Expr, str]


def _value(value: Union[pl.Expr, str, bool, None]) -> pl.Expr:
    return value if isinstance(value, pl.Expr) else pl.lit(value)


def _call(name: str, expr: pl.Expr, *args: Union[pl.Expr, str, bool, None]) -> pl.Expr:
    return register_plugin_function(
        plugin_path=_LIBRARY,
        function_name=name,
        args=[expr, *(_value(a) for a in args)],
        is_elementwise=True,
        use_abs_path=True,
    )


def _each(name: str, expr: pl.Expr, revision: IntoExpr, *args: Union[str, bool, None]) -> pl.Expr:
    """``_call``, or for ``revision="all"`` (as the command takes it) a struct with a
    field per revision, oldest first, named by its id (a null row stays null)."""
    if not (isinstance(revision, str) and revision == "all"):
        return _call(name, expr, revision, *args)
    fields = [_call(name, expr, r[0], *args).alias(r[0]) for r in _urispec.revisions()]
    return pl.when(expr.is_not_null()).then(pl.struct(fields)).name.keep()


def is_valid(expr: pl.Expr, revision: IntoExpr, rule: Optional[str] = None) -> pl.Expr:
    """Booleans: each row valid under the revision's start rule (or ``rule``, as the
    document spells it: ``"IPv4address"``)."""
    return _each("is_valid", expr, revision, rule)


def check(expr: pl.Expr, revision: IntoExpr, rule: Optional[str] = None) -> pl.Expr:
    """Structs ``{valid, offset, expected, section, message}``; ``rule`` as in
    ``is_valid``."""
    return _each("check", expr, revision, rule)


def components(expr: pl.Expr, revision: IntoExpr) -> pl.Expr:
    """Structs of the common view; null where the revision rejects the row."""
    return _each("components", expr, revision)


def resolve(
    expr: pl.Expr, base: IntoExpr, revision: IntoExpr, compat: bool = False, *, strict: bool = True
) -> pl.Expr:
    """Strings: each reference resolved against ``base``. A ``base`` given once that
    nothing resolves against raises ``ValueError``; one per row gives a null row. A
    reference the revision rejects gives null, unless ``strict=False``."""
    if isinstance(base, str) and isinstance(revision, str):
        _urispec.Base(base, revision)  # raises ValueError for a base nothing resolves against
    return _call("resolve", expr, base, revision, bool(compat), bool(strict))


def normalize(
    expr: pl.Expr, revision: IntoExpr, level: str = "scheme", rfc1738_ports: bool = False
) -> pl.Expr:
    """Strings: each row's normal form; null where the revision rejects the row."""
    return _each("normalize", expr, revision, level, bool(rfc1738_ports))


def extract(expr: pl.Expr, revision: IntoExpr) -> pl.Expr:
    """Lists of structs ``{start, end, uri, wrapper, valid}``: the URI references found
    in each row's text (``urispec.arrow.extract``); a null row stays null."""
    return _call("extract", expr, revision)


# ---- the other commands as columns: compare, equivalent, convert, encode, decode ----


def compare(expr: pl.Expr) -> pl.Expr:
    """Structs ``{accepted, differ}``: the revisions that accept each row, and where
    their answers differ (as ``urispec compare --format json`` names it)."""
    return _call("compare", expr)


def equivalent(
    expr: pl.Expr,
    other: IntoExpr,
    revision: IntoExpr,
    level: str = "scheme",
    rfc1738_ports: bool = False,
) -> pl.Expr:
    """Booleans: each row equivalent to ``other`` (a ``str``, or an expression giving
    one per row); null where either is null or rejected."""
    return _call("equivalent", expr, other, revision, level, bool(rfc1738_ports))


def convert(expr: pl.Expr, to: str) -> pl.Expr:
    """Strings: IRI references mapped to URIs (``to="uri"``, RFC 3987 §3.1) or URI
    references converted to IRIs (``to="iri"``, §3.2); null where no such reference."""
    return _call("convert", expr, to)


def encode(expr: pl.Expr, revision: IntoExpr, component: str) -> pl.Expr:
    """Strings: each row escaped as data of ``component``."""
    return _call("encode", expr, revision, component)


def decode(expr: pl.Expr) -> pl.Expr:
    """Binary: the octets each row stands for; null at a malformed escape."""
    return _call("decode", expr)


@pl.api.register_expr_namespace("uri")
class UriNamespace:
    """``pl.col(...).uri``: urispec's column functions on an expression."""

    def __init__(self, expr: pl.Expr) -> None:
        self._expr = expr

    def is_valid(self, revision: IntoExpr, rule: Optional[str] = None) -> pl.Expr:
        """Booleans: each row valid under the revision's start rule (or ``rule``)."""
        return is_valid(self._expr, revision, rule)

    def check(self, revision: IntoExpr, rule: Optional[str] = None) -> pl.Expr:
        """Structs ``{valid, offset, expected, section, message}``."""
        return check(self._expr, revision, rule)

    def components(self, revision: IntoExpr) -> pl.Expr:
        """Structs of the common view; null where the revision rejects the row."""
        return components(self._expr, revision)

    def resolve(
        self, base: IntoExpr, revision: IntoExpr, compat: bool = False, *, strict: bool = True
    ) -> pl.Expr:
        """Strings: each reference resolved against ``base`` (see ``resolve``)."""
        return resolve(self._expr, base, revision, compat, strict=strict)

    def normalize(
        self, revision: IntoExpr, level: str = "scheme", rfc1738_ports: bool = False
    ) -> pl.Expr:
        """Strings: each row's normal form; null where the revision rejects the row."""
        return normalize(self._expr, revision, level, rfc1738_ports)

    def extract(self, revision: IntoExpr) -> pl.Expr:
        """Lists of structs ``{start, end, uri, wrapper, valid}``: the URI references
        found in each row's text; a null row stays null."""
        return extract(self._expr, revision)


    # The other commands as columns.
    def compare(self) -> pl.Expr:
        """Structs ``{accepted, differ}`` (see ``compare``)."""
        return compare(self._expr)

    def equivalent(
        self,
        other: IntoExpr,
        revision: IntoExpr,
        level: str = "scheme",
        rfc1738_ports: bool = False,
    ) -> pl.Expr:
        """Booleans: each row equivalent to ``other``; null where either is rejected."""
        return equivalent(self._expr, other, revision, level, rfc1738_ports)

    def convert(self, to: str) -> pl.Expr:
        """Strings: converted to ``"uri"`` or ``"iri"`` (RFC 3987 §3)."""
        return convert(self._expr, to)

    def encode(self, revision: IntoExpr, component: str) -> pl.Expr:
        """Strings: each row escaped as data of ``component``."""
        return encode(self._expr, revision, component)

    def decode(self) -> pl.Expr:
        """Binary: the octets each row stands for."""
        return decode(self._expr)


@pl.api.register_series_namespace("uri")
class UriSeriesNamespace:
    """``series.uri``: urispec's column functions on a Series, each giving a Series
    (named as the input)."""

    def __init__(self, series: pl.Series) -> None:
        self._series = series

    def _select(self, expr: pl.Expr) -> pl.Series:
        return self._series.to_frame("u").select(expr).to_series().alias(self._series.name)

    def is_valid(self, revision: str, rule: Optional[str] = None) -> pl.Series:
        """Booleans: each row valid under the revision's start rule (or ``rule``)."""
        return self._select(is_valid(pl.col("u"), revision, rule))

    def check(self, revision: str, rule: Optional[str] = None) -> pl.Series:
        """Structs ``{valid, offset, expected, section, message}``."""
        return self._select(check(pl.col("u"), revision, rule))

    def components(self, revision: str) -> pl.Series:
        """Structs of the common view; null where the revision rejects the row."""
        return self._select(components(pl.col("u"), revision))

    def resolve(
        self, base: str, revision: str, compat: bool = False, *, strict: bool = True
    ) -> pl.Series:
        """Strings: each reference resolved against ``base`` (see ``resolve``)."""
        return self._select(resolve(pl.col("u"), base, revision, compat, strict=strict))

    def normalize(
        self, revision: str, level: str = "scheme", rfc1738_ports: bool = False
    ) -> pl.Series:
        """Strings: each row's normal form; null where the revision rejects the row."""
        return self._select(normalize(pl.col("u"), revision, level, rfc1738_ports))

    def extract(self, revision: str) -> pl.Series:
        """Lists of structs ``{start, end, uri, wrapper, valid}``: the URI references
        found in each row's text; a null row stays null."""
        return self._select(extract(pl.col("u"), revision))

    # The other commands as columns.
    def compare(self) -> pl.Series:
        """Structs ``{accepted, differ}`` (see ``compare``)."""
        return self._select(compare(pl.col("u")))

    def equivalent(
        self, other: str, revision: str, level: str = "scheme", rfc1738_ports: bool = False
    ) -> pl.Series:
        """Booleans: each row equivalent to ``other``; null where either is rejected."""
        return self._select(equivalent(pl.col("u"), other, revision, level, rfc1738_ports))

    def convert(self, to: str) -> pl.Series:
        """Strings: converted to ``"uri"`` or ``"iri"`` (RFC 3987 §3)."""
        return self._select(convert(pl.col("u"), to))

    def encode(self, revision: str, component: str) -> pl.Series:
        """Strings: each row escaped as data of ``component``."""
        return self._select(encode(pl.col("u"), revision, component))

    def decode(self) -> pl.Series:
        """Binary: the octets each row stands for."""
        return self._select(decode(pl.col("u")))

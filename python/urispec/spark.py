"""urispec on Spark: Column functions backed by vectorised Arrow UDFs (``arrow_udf``
on Spark 4.1 and later, Arrow-backed ``pandas_udf`` before), so that each executor
hands urispec whole Arrow batches::

    from pyspark.sql import functions as F
    import urispec.spark as us

    df.select("u", us.check("u", "rfc2396").alias("why")).where(~F.col("why.valid"))

Every executor needs the ``urispec`` wheel installed (docs/guide/python.md: "On a cluster").
On a local master (``local``, ``local[N]``) with neither ``PYSPARK_PYTHON`` nor
``spark.pyspark.python`` set, the workers run this very interpreter (``sys.executable``),
which has the package: not ``python3`` from ``PATH``, which may not.
``revision`` and ``base`` are a ``str`` for every row (checked when the Column is
built), or a Column giving one per row. ``register(spark)`` makes the functions callable
from ``spark.sql`` as ``uri_is_valid(u, revision)``, …. Results: ``is_valid``
BOOLEAN; ``check`` STRUCT<valid, offset (BIGINT), expected ARRAY<STRING>, section,
message>; ``components`` the common view's STRUCT (NULL where invalid);
``resolve`` and ``normalize`` STRING. NULL in, NULL out. ``resolve`` takes the references
first, then ``base`` and ``revision`` (by keyword if you like), as every binding. The other
commands as columns: ``compare`` STRUCT<accepted ARRAY<STRING>, differ ARRAY<STRING>>,
``equivalent`` BOOLEAN, ``convert`` and ``encode`` STRING, ``decode`` BINARY (see
``urispec.arrow``). A column that is neither STRING nor BINARY is an ``AnalysisException``
when the query is planned (``df.select`` raises), not a failure in a worker.
"""

from __future__ import annotations

import os
import sys
from functools import lru_cache
from typing import Any, Callable, Optional, Union

from ._errors import missing_extra

try:
    import pyarrow as pa
    from pyspark.sql import Column, SparkSession
    from pyspark.sql import functions as F
except ModuleNotFoundError as error:  # pragma: no cover - tested in a subprocess
    raise missing_extra(error, "spark") from error

from . import _spark_worker, _urispec, arrow

__all__ = [
    "check",
    "components",
    "is_valid",
    "normalize",
    "register",
    "resolve",
    # The other commands as columns.
    "compare",
    "convert",
    "decode",
    "encode",
    "equivalent",
]

ColumnOrName = Union[Column, str]

_CHECK = "struct<valid:boolean,offset:bigint,expected:array<string>,section:string,message:string>"
_COMPONENTS = (
    "struct<scheme:string,authority:string,userinfo:string,user:string,password:string,"
    "host:string,host_kind:string,port:string,leading_slash:boolean,path:string,"
    "params:string,query:string,fragment:string>"
)
_CHECK_ARROW = pa.struct(
    [
        ("valid", pa.bool_()),
        ("offset", pa.int64()),
        ("expected", pa.list_(pa.string())),
        ("section", pa.string()),
        ("message", pa.string()),
    ]
)


def _udf(name: str, function: Callable[..., pa.Array], return_type: str) -> Callable[..., Column]:
    """``function`` over Arrow arrays as a Spark vectorised UDF named ``name`` (Spark
    names its result column ``name(col)``), run in the worker through
    ``_spark_worker.call`` (the worker's heap frozen before its first batch)."""
    if hasattr(F, "arrow_udf"):
        # No annotations: arrow_udf would infer its kind from them.
        kernel = _in_worker(function)
        kernel.__name__ = kernel.__qualname__ = name
        return F.arrow_udf(kernel, return_type)  # type: ignore[no-any-return]

    import pandas as pd

    def on_pandas(*series: pd.Series) -> Any:
        arrays = (pa.array(s, from_pandas=True) for s in series)
        return _spark_worker.call(function, *arrays).to_pandas()

    on_pandas.__name__ = on_pandas.__qualname__ = name
    return F.pandas_udf(on_pandas, return_type)  # type: ignore[no-any-return]


def _in_worker(function: Callable[..., pa.Array]) -> Callable[..., pa.Array]:
    """``function`` through ``_spark_worker.call``: a lambda (pickled with its
    closure), calling a module's function (pickled by name: one module per worker)."""
    return lambda *arrays: _spark_worker.call(function, *arrays)


def _check_kernel(revision: str, rule: Optional[str]) -> Callable[[pa.Array], pa.Array]:
    def kernel(u: pa.Array) -> pa.Array:
        return arrow.check(u, revision, rule).cast(_CHECK_ARROW)

    return kernel


@lru_cache(maxsize=None)
def _function(name: str, *args: Any) -> Callable[[Column], Column]:
    revision = args[-1] if name != "resolve" else args[1]
    _urispec.revisions()  # the module loads here, not on the first batch
    if name == "is_valid":
        rule = args[0]
        return _udf(name, lambda u: arrow.is_valid(u, revision, rule), "boolean")
    if name == "check":
        return _udf(name, _check_kernel(revision, args[0]), _CHECK)
    if name == "components":
        return _udf(name, lambda u: arrow.components(u, revision), _COMPONENTS)
    if name == "resolve":
        base, _, compat, strict = args
        return _udf(
            name, lambda u: arrow.resolve(u, base, revision, compat, strict=strict), "string"
        )
    level, rfc1738_ports, _ = args
    return _udf(name, lambda u: arrow.normalize(u, revision, level, rfc1738_ports), "string")


@lru_cache(maxsize=None)
def _per_row(name: str, *options: Any) -> Callable[..., Column]:
    """The UDF taking ``revision`` (and ``base``) as Columns, one value per row (its
    kernels are lambdas: ``arrow_udf`` reads a function's annotations, if any)."""
    _urispec.revisions()  # the module loads here, not on the first batch
    if name == "is_valid":
        (rule,) = options
        return _udf(name, lambda u, revision: arrow.is_valid(u, revision, rule), "boolean")
    if name == "check":
        (rule,) = options
        return _udf(
            name,
            lambda u, revision: arrow.check(u, revision, rule).cast(_CHECK_ARROW),
            _CHECK,
        )
    if name == "components":
        return _udf(name, lambda u, revision: arrow.components(u, revision), _COMPONENTS)
    if name == "resolve":
        (strict,) = options
        return _udf(
            name,
            lambda u, base, revision: arrow.resolve(u, base, revision, strict=strict),
            "string",
        )
    level, rfc1738_ports = options
    return _udf(
        name, lambda u, revision: arrow.normalize(u, revision, level, rfc1738_ports), "string"
    )


def _local_python() -> None:
    """On a local master with no Python chosen, the workers run ``sys.executable``
    (the interpreter that imported urispec) instead of ``python3`` from ``PATH``."""
    from pyspark import SparkContext

    sc: Optional[SparkContext] = SparkContext._active_spark_context
    if (
        sc is not None
        and "PYSPARK_PYTHON" not in os.environ
        and sc.master.startswith("local")
        and sc.getConf().get("spark.pyspark.python") is None
    ):
        sc.pythonExec = sys.executable


def _col(c: ColumnOrName) -> Column:
    return F.col(c) if isinstance(c, str) else c


def _typed(c: Column) -> Column:
    """``c``, with a check at plan time that it is a string or binary column: Spark's
    analyser rejects the query (``AnalysisException``, naming the column's type and
    ``urispec_expects_a_string_or_binary_column``) for any other type, before a task
    starts, where a worker would fail on its first batch. The check is a ``coalesce``
    with a ``BINARY`` null (no common type with a number, a date, an array, …) under
    ``false AND``: the optimiser removes it, and the plan reads ``c`` as it is."""
    expects = F.lit(None).cast("binary").alias("urispec_expects_a_string_or_binary_column")
    return F.when(F.lit(False) & F.coalesce(c, expects).isNull(), F.lit(None)).otherwise(c)


def _call(udf: Callable[..., Column], *columns: Column) -> Column:
    """``udf`` over ``columns``, each checked by ``_typed``, named as Spark names the
    call without the checks (``check(url)``, ``is_valid(url, revision)``)."""
    names = [_sql_name(c) for c in columns]
    out = udf(*(_typed(c) for c in columns))
    if None in names or not hasattr(udf, "__name__"):
        return out
    return out.alias(f"{udf.__name__}({', '.join(str(n) for n in names)})")


def _sql_name(c: Column) -> Optional[str]:
    """The name Spark gives the column ``c`` alone (``u`` for ``col("u")``), read from
    its ``repr`` (``Column<'u'>``)."""
    text = repr(c)
    if text.startswith("Column<'") and text.endswith("'>"):
        return text[len("Column<'") : -len("'>")]
    return None


def _revision(revision: str, rule: Optional[str] = None) -> str:
    _urispec.is_valid("", revision, rule)  # raises ValueError for an unknown revision or rule
    return revision


def _lit(value: Union[Column, str]) -> Column:
    return value if isinstance(value, Column) else F.lit(value)


def is_valid(
    col: ColumnOrName, revision: Union[Column, str], rule: Optional[str] = None
) -> Column:
    """BOOLEAN: each row valid under the revision's start rule (or ``rule``, as the
    document spells it)."""
    _local_python()
    if isinstance(revision, Column):
        return _call(_per_row("is_valid", rule), _col(col), revision)
    return _call(_function("is_valid", rule, _revision(revision, rule)), _col(col))


def check(
    col: ColumnOrName, revision: Union[Column, str], rule: Optional[str] = None
) -> Column:
    """STRUCT<valid, offset, expected, section, message>; ``rule`` as in ``is_valid``."""
    _local_python()
    if isinstance(revision, Column):
        return _call(_per_row("check", rule), _col(col), revision)
    return _call(_function("check", rule, _revision(revision, rule)), _col(col))


def components(col: ColumnOrName, revision: Union[Column, str]) -> Column:
    """The common view's STRUCT; NULL where the revision rejects the row."""
    _local_python()
    if isinstance(revision, Column):
        return _call(_per_row("components"), _col(col), revision)
    return _call(_function("components", _revision(revision)), _col(col))


def resolve(
    col: ColumnOrName,
    base: Union[Column, str],
    revision: Union[Column, str],
    compat: bool = False,
    *,
    strict: bool = True,
) -> Column:
    """STRING: each reference resolved against ``base`` (a base given once that
    nothing resolves against raises ``ValueError``; one per row gives NULL); NULL
    where the revision rejects the reference, unless ``strict=False``. ``compat``
    needs ``base`` and ``revision`` given once."""
    _local_python()
    if isinstance(base, Column) or isinstance(revision, Column):
        if compat:
            raise ValueError("compat=True needs base and revision given once (str)")
        return _call(_per_row("resolve", bool(strict)), _col(col), _lit(base), _lit(revision))
    _urispec.Base(base, revision)  # raises ValueError for a base nothing resolves against
    return _call(_function("resolve", base, revision, bool(compat), bool(strict)), _col(col))


def normalize(
    col: ColumnOrName,
    revision: Union[Column, str],
    level: str = "scheme",
    rfc1738_ports: bool = False,
) -> Column:
    """STRING: each row's normal form; NULL where the revision rejects the row."""
    _local_python()
    if isinstance(revision, Column):
        return _call(_per_row("normalize", level, bool(rfc1738_ports)), _col(col), revision)
    return _call(_function("normalize", level, bool(rfc1738_ports), _revision(revision)), _col(col))


# ---- the other commands as columns: compare, equivalent, convert, encode, decode ----

_COMPARE = "struct<accepted:array<string>,differ:array<string>>"


def _single(array: pa.Array, name: str) -> Any:
    """The value of an SQL argument that must be the same on every row."""
    values = array.unique().to_pylist()
    if len(values) > 1:
        raise ValueError(f"{name} must be the same on every row, got {values}")
    return values[0] if values else None


@lru_cache(maxsize=None)
def _other(name: str, *options: Any) -> Callable[..., Column]:
    """The UDF of one of the other commands, its options fixed (its per-row arguments
    as Columns after the text)."""
    _urispec.revisions()  # the module loads here, not on the first batch
    if name == "compare":
        return _udf(name, lambda u: arrow.compare(u), _COMPARE)
    if name == "decode":
        return _udf(name, lambda u: arrow.decode(u), "binary")
    if name == "convert":
        (to,) = options
        if to is None:  # SQL: `to` per row, one value
            return _udf(name, lambda u, to: arrow.convert(u, _single(to, "to")), "string")
        return _udf(name, lambda u: arrow.convert(u, to), "string")
    if name == "encode":
        (component,) = options
        if component is None:  # SQL: `component` per row, one value
            return _udf(
                name,
                lambda u, rev, c: arrow.encode(u, rev, _single(c, "component")),
                "string",
            )
        return _udf(name, lambda u, rev: arrow.encode(u, rev, component), "string")
    level, rfc1738_ports = options
    return _udf(
        name,
        lambda u, other, rev: arrow.equivalent(u, other, rev, level, rfc1738_ports),
        "boolean",
    )


def compare(col: ColumnOrName) -> Column:
    """STRUCT<accepted, differ>: the revisions that accept each row, and where their
    answers differ (as ``urispec compare --format json`` names it)."""
    _local_python()
    return _call(_other("compare"), _col(col))


def equivalent(
    col: ColumnOrName,
    other: Union[Column, str],
    revision: Union[Column, str],
    level: str = "scheme",
    rfc1738_ports: bool = False,
) -> Column:
    """BOOLEAN: each row equivalent to ``other`` (a ``str``, or a Column of one per
    row); NULL where either is NULL or rejected."""
    _local_python()
    if isinstance(revision, str):
        _revision(revision)
    udf = _other("equivalent", level, bool(rfc1738_ports))
    return _call(udf, _col(col), _lit(other), _lit(revision))


def convert(col: ColumnOrName, to: str) -> Column:
    """STRING: IRI references mapped to URIs (``to="uri"``, RFC 3987 §3.1) or URI
    references converted to IRIs (``to="iri"``, §3.2); NULL where no such reference."""
    _local_python()
    if to not in ("uri", "iri"):
        raise ValueError(f'to {to!r}: expected "uri" or "iri"')
    return _call(_other("convert", to), _col(col))


def encode(col: ColumnOrName, revision: Union[Column, str], component: str) -> Column:
    """STRING: each row escaped as data of ``component``."""
    _local_python()
    if isinstance(revision, str):
        _urispec.encode("", revision, component)  # raises ValueError for an unknown one
    return _call(_other("encode", component), _col(col), _lit(revision))


def decode(col: ColumnOrName) -> Column:
    """BINARY: the octets each row stands for; NULL at a malformed escape."""
    _local_python()
    return _call(_other("decode"), _col(col))


def register(spark: SparkSession, prefix: str = "uri_") -> SparkSession:
    """Registers ``uri_is_valid(u, revision)``, ``uri_check(u, revision)``,
    ``uri_components(u, revision)``, ``uri_resolve(u, base, revision)``,
    ``uri_normalize(u, revision)``, ``uri_compare(u)``, ``uri_equivalent(u, other,
    revision)``, ``uri_convert(u, to)``, ``uri_encode(u, revision, component)`` and
    ``uri_decode(u)`` (another ``prefix`` if asked) for ``spark.sql``,
    every argument per row, as in DuckDB; returns ``spark``."""
    _local_python()
    for name in ("is_valid", "check", "components", "normalize"):
        options = {"normalize": ("scheme", False), "components": ()}.get(name, (None,))
        spark.udf.register(prefix + name, _per_row(name, *options))
    spark.udf.register(prefix + "resolve", _per_row("resolve", True))
    # The other commands as columns.
    spark.udf.register(prefix + "compare", _other("compare"))
    spark.udf.register(prefix + "equivalent", _other("equivalent", "scheme", False))
    spark.udf.register(prefix + "convert", _other("convert", None))
    spark.udf.register(prefix + "encode", _other("encode", None))
    spark.udf.register(prefix + "decode", _other("decode"))
    return spark


# ---- extract (issue 30) ----------------------------------------------------------

_EXTRACT = "array<struct<start: bigint, end: bigint, uri: string, wrapper: string, valid: boolean>>"
_EXTRACT_ARROW = pa.list_(
    pa.struct(
        [
            pa.field("start", pa.int64(), nullable=False),
            pa.field("end", pa.int64(), nullable=False),
            pa.field("uri", pa.string()),
            pa.field("wrapper", pa.string(), nullable=False),
            pa.field("valid", pa.bool_(), nullable=False),
        ]
    )
)


def extract(col: ColumnOrName, revision: str) -> Column:
    """ARRAY<STRUCT<start, end, uri, wrapper, valid>>: the URI references found in each
    row's text under the revision; NULL stays NULL."""
    _local_python()
    revision = _revision(revision)
    return _call(_extract(revision), _col(col))


@lru_cache(maxsize=None)
def _extract(revision: str) -> Callable[..., Column]:
    return _udf(
        "extract", lambda u: arrow.extract(u, revision).cast(_EXTRACT_ARROW), _EXTRACT
    )

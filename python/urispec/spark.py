"""urispec on Spark: Column functions backed by vectorised Arrow UDFs (``arrow_udf``
on Spark 4.1 and later, Arrow-backed ``pandas_udf`` before), so that each executor
hands urispec whole Arrow batches::

    from pyspark.sql import functions as F
    import urispec.spark as us

    df.select("u", us.check("u", "rfc2396").alias("why")).where(~F.col("why.valid"))

Every executor needs the ``urispec`` wheel installed (docs/guide/python.md: "On a cluster").
``revision`` and ``base`` are fixed per call (plain ``str``). Results: ``is_valid``
BOOLEAN; ``check`` STRUCT<valid, offset (BIGINT), expected ARRAY<STRING>, section,
message>; ``components`` the common view's STRUCT (NULL where invalid);
``resolve`` and ``normalize`` STRING. NULL in, NULL out.
"""

from __future__ import annotations

from functools import lru_cache
from typing import Any, Callable, Union

from ._errors import missing_extra

try:
    import pyarrow as pa
    from pyspark.sql import Column
    from pyspark.sql import functions as F
except ModuleNotFoundError as error:  # pragma: no cover - tested in a subprocess
    raise missing_extra(error, "spark") from error

from . import _urispec, arrow

__all__ = ["check", "components", "is_valid", "normalize", "resolve"]

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


def _udf(
    name: str, function: Callable[[pa.Array], pa.Array], return_type: str
) -> Callable[[Column], Column]:
    """``function`` over Arrow arrays as a Spark vectorised UDF named ``name`` (Spark
    names its result column ``name(col)``)."""
    if hasattr(F, "arrow_udf"):
        function.__name__ = function.__qualname__ = name
        return F.arrow_udf(function, return_type)  # type: ignore[no-any-return]

    import pandas as pd

    def on_pandas(series: pd.Series) -> Any:
        return function(pa.array(series, from_pandas=True)).to_pandas()

    on_pandas.__name__ = on_pandas.__qualname__ = name
    return F.pandas_udf(on_pandas, return_type)  # type: ignore[no-any-return]


def _check_kernel(revision: str) -> Callable[[pa.Array], pa.Array]:
    def kernel(u: pa.Array) -> pa.Array:
        return arrow.check(u, revision).cast(_CHECK_ARROW)

    return kernel


@lru_cache(maxsize=None)
def _function(name: str, *args: Any) -> Callable[[Column], Column]:
    revision = args[-1] if name != "resolve" else args[1]
    _urispec.revisions()  # the module loads here, not on the first batch
    if name == "is_valid":
        return _udf(name, lambda u: arrow.is_valid(u, revision), "boolean")
    if name == "check":
        return _udf(name, _check_kernel(revision), _CHECK)
    if name == "components":
        return _udf(name, lambda u: arrow.components(u, revision), _COMPONENTS)
    if name == "resolve":
        base, _, compat, strict = args
        return _udf(
            name, lambda u: arrow.resolve(u, base, revision, compat, strict=strict), "string"
        )
    level, rfc1738_ports, _ = args
    return _udf(name, lambda u: arrow.normalize(u, revision, level, rfc1738_ports), "string")


def _col(c: ColumnOrName) -> Column:
    return F.col(c) if isinstance(c, str) else c


def _revision(revision: str) -> str:
    _urispec.is_valid("", revision)  # raises ValueError for an unknown revision
    return revision


def is_valid(col: ColumnOrName, revision: str) -> Column:
    """BOOLEAN: each row valid under the revision's start rule."""
    return _function("is_valid", _revision(revision))(_col(col))


def check(col: ColumnOrName, revision: str) -> Column:
    """STRUCT<valid, offset, expected, section, message>."""
    return _function("check", _revision(revision))(_col(col))


def components(col: ColumnOrName, revision: str) -> Column:
    """The common view's STRUCT; NULL where the revision rejects the row."""
    return _function("components", _revision(revision))(_col(col))


def resolve(
    col: ColumnOrName, base: str, revision: str, compat: bool = False, *, strict: bool = True
) -> Column:
    """STRING: each reference resolved against ``base`` (a base nothing resolves
    against raises ``ValueError``); NULL where the revision rejects the reference,
    unless ``strict=False``."""
    _urispec.Base(base, revision)  # raises ValueError for a base nothing resolves against
    return _function("resolve", base, revision, bool(compat), bool(strict))(_col(col))


def normalize(
    col: ColumnOrName, revision: str, level: str = "scheme", rfc1738_ports: bool = False
) -> Column:
    """STRING: each row's normal form; NULL where the revision rejects the row."""
    return _function("normalize", level, bool(rfc1738_ports), _revision(revision))(_col(col))

"""One argument order for ``resolve`` in every binding (the reference first, then
``base`` and ``revision``, by keyword where Python allows; the scalar's old order
warns), the other commands as column functions in every binding (``compare``,
``equivalent``, ``convert``, ``encode``, ``decode``: the scalar answers, nulls staying
null), and Spark's check of the column's type when the query is planned."""

from __future__ import annotations

import warnings
from typing import Any, List, Optional

import pytest

import urispec

BASE = "http://a/b/c/d;p?q"
REFERENCES = ["../g", "?y", "a b", None, "g;x"]
#: The fields of the common view, as `compare`'s `differ` names them.
COMPONENT_FIELDS = [
    "scheme", "authority", "userinfo", "user", "password", "host", "host_kind", "port",
    "leading_slash", "path", "params", "query", "fragment",
]
ROWS = ["HTTP://a:80/%7euser", "http://[::1]/", "foo://a?b#c", "a b", None, "%41%zz", "http://résumé.example.org/D%C3%BCrst"]


def target(reference: Optional[str]) -> Optional[str]:
    if reference is None:
        return None
    try:
        return urispec.resolve(reference, base=BASE, revision="rfc3986")
    except urispec.ParseError:
        return None


# ---- one order for resolve ----


def test_scalar_resolve_takes_the_reference_first_and_the_old_order_warns() -> None:
    with warnings.catch_warnings():
        warnings.simplefilter("error")
        new = urispec.resolve("../g", base=BASE, revision="rfc3986")
    assert new == "http://a/b/g"
    with pytest.warns(DeprecationWarning, match=r"resolve\(reference, base=base"):
        old = urispec.resolve(BASE, "../g", "rfc3986")
    assert old == new
    with pytest.warns(DeprecationWarning):
        assert urispec.resolve(BASE, "http:g", "rfc2396", True) == "http://a/b/c/g"
    assert urispec.resolve("http:g", base=BASE, revision="rfc2396", compat=True) == "http://a/b/c/g"
    with pytest.raises(TypeError):
        urispec.resolve("../g", "rfc3986", base=BASE)
    with pytest.raises(TypeError):
        urispec.resolve("../g", base=BASE)


def test_arrow_resolve_order_by_keyword() -> None:
    pa = pytest.importorskip("pyarrow")
    import urispec.arrow as ua

    refs = pa.array(REFERENCES)
    with warnings.catch_warnings():
        warnings.simplefilter("error")
        by_keyword = ua.resolve(refs, base=BASE, revision="rfc3986").to_pylist()
    assert by_keyword == ua.resolve(refs, BASE, "rfc3986").to_pylist()
    assert by_keyword == [target(r) for r in REFERENCES]


def test_polars_resolve_order_by_keyword() -> None:
    pl = pytest.importorskip("polars")
    import urispec.polars as up

    df = pl.DataFrame({"u": REFERENCES})
    with warnings.catch_warnings():
        warnings.simplefilter("error")
        got = df.select(
            a=pl.col("u").uri.resolve(base=BASE, revision="rfc3986"),
            b=up.resolve(pl.col("u"), base=BASE, revision="rfc3986"),
            c=pl.col("u").uri.resolve(BASE, "rfc3986"),
        )
    expected = [target(r) for r in REFERENCES]
    assert got["a"].to_list() == got["b"].to_list() == got["c"].to_list() == expected
    assert df["u"].uri.resolve(base=BASE, revision="rfc3986").to_list() == expected


def test_duckdb_resolve_order() -> None:
    duckdb = pytest.importorskip("duckdb")
    import urispec.duckdb as ud

    con = ud.register(duckdb.connect())
    con.execute("create table t as select * from (values (0, '../g'), (1, '?y'), (2, 'a b'), (3, NULL), (4, 'g;x')) v(i, u)")
    rows = con.execute(f"select uri_resolve(u, '{BASE}', 'rfc3986') from t order by i").fetchall()
    assert [r[0] for r in rows] == [target(r) for r in REFERENCES]


def test_spark_resolve_order_by_keyword(spark: Any) -> None:
    import urispec.spark as us

    df = spark.createDataFrame(list(enumerate(REFERENCES)), "i int, u string")
    with warnings.catch_warnings():
        warnings.simplefilter("error", DeprecationWarning)
        out = df.select("i", us.resolve("u", base=BASE, revision="rfc3986").alias("t")).orderBy("i")
    assert [r["t"] for r in out.collect()] == [target(r) for r in REFERENCES]


# ---- the other commands as columns ----


def compare_expected(text: Optional[str]) -> Optional[dict]:
    if text is None:
        return None
    return {"accepted": [r for r in urispec.REVISIONS if urispec.is_valid(text, r)]}


def scalar_or_none(function: Any, *args: Any, **kwargs: Any) -> Any:
    if args[0] is None or args[1] is None:
        return None
    try:
        return function(*args, **kwargs)
    except ValueError:  # ParseError is a ValueError
        return None


def expected_columns(rows: List[Optional[str]]) -> dict:
    return {
        "equivalent": [scalar_or_none(urispec.equivalent, t, "http://a/~user", "rfc2396", rfc1738_ports=True) for t in rows],
        "encode": [None if t is None else urispec.encode(t, "rfc3986", "query") for t in rows],
        "decode": [scalar_or_none(lambda t, _: urispec.decode(t), t, "") for t in rows],
        "accepted": [None if c is None else c["accepted"] for c in map(compare_expected, rows)],
    }


def test_arrow_other_commands_give_the_scalar_answers(cli: Any) -> None:
    pa = pytest.importorskip("pyarrow")
    import urispec.arrow as ua

    col = pa.array(ROWS)
    expected = expected_columns(ROWS)
    compared = ua.compare(col).to_pylist()
    assert [None if c is None else c["accepted"] for c in compared] == expected["accepted"]
    assert compared[1]["differ"] == ["valid", "form", "host_kind"]
    assert compared[3] == {"accepted": [], "differ": []}
    assert ua.equivalent(col, "http://a/~user", "rfc2396", rfc1738_ports=True).to_pylist() == expected["equivalent"]
    assert ua.encode(col, "rfc3986", "query").to_pylist() == expected["encode"]
    assert ua.decode(col).to_pylist() == expected["decode"]
    assert ua.convert(col, "uri").to_pylist()[-1] == "http://r%C3%A9sum%C3%A9.example.org/D%C3%BCrst"
    assert ua.convert(col, "iri").to_pylist()[-3:] == [None, None, None]
    assert ua.convert(pa.array(["http://www.example.org/D%C3%BCrst"]), "iri").to_pylist() == ["http://www.example.org/Dürst"]
    # A per-row second argument, binary input with invalid UTF-8, an all-null column.
    assert ua.equivalent(pa.array(["HTTP://a/", "http://a/"]), pa.array(["http://a/", None]), "rfc3986").to_pylist() == [True, None]
    assert ua.encode(pa.array([b"a\xffb"]), "rfc3986", "query").to_pylist() == ["a%FFb"]
    assert ua.decode(pa.array([b"%41\xff"])).to_pylist() == [b"A\xff"]
    assert ua.compare(pa.array([None, None], pa.null())).to_pylist() == [None, None]
    with pytest.raises(ValueError, match="no component"):
        ua.encode(col, "rfc3986", "path")
    with pytest.raises(ValueError, match='expected "uri" or "iri"'):
        ua.convert(col, "url")


def test_compare_differ_names_what_the_command_names(cli: Any) -> None:
    pa = pytest.importorskip("pyarrow")
    import urispec.arrow as ua
    from conftest import cli_jsonl

    # The last three: revisions whose answers differ on the authority, the port and
    # leading_slash; on the host, its kind and the path; on the user and the password.
    inputs = ["foo://a?b#c", "http://a/b;p/c?q", "http://host/~user", "http://h:/p", "http://u:p@h:80/p?q#f", "http://u:p@h:/"]
    records = cli_jsonl(cli, ["compare"], inputs)
    for got, record in zip(ua.compare(pa.array(inputs)).to_pylist(), records):
        accepted = [a["revision"] for a in record["revisions"] if a["valid"]]
        assert got["accepted"] == accepted
        # The command's `host` object holds the kind: here `host_kind` is its own key.
        mine = [k if k != "host_kind" else "host" for k in got["differ"]]
        assert sorted(set(mine)) == sorted(record["differ"]), record["input"]


def test_compare_differ_names_the_fields_the_accepting_revisions_disagree_on() -> None:
    pa = pytest.importorskip("pyarrow")
    import urispec.arrow as ua

    # Field by field against the scalar API's components (a field a revision lacks is
    # left out of its view): `host` is the host's text, `host_kind` its kind, so a host
    # differing in text is named even where the kinds differ as well (`http://a%41/`,
    # `news:a@b`, `http://a./`), and a kind differing alone names `host_kind` only;
    # `http://user@/` has a userinfo in RFC 3986 (an empty host) and none in RFC 2396
    # (a registry name `user@`).
    inputs = ["foo://a?b#c", "http://h:/p", "http://u:p@h:80/p?q#f", "http://a%41/", "news:a@b", "http://a./", "http://A/", "file:///a#b", "http://user@/"]
    for text, got in zip(inputs, ua.compare(pa.array(inputs)).to_pylist()):
        views = [urispec.parse(text, r).components for r in got["accepted"]]
        for key in COMPONENT_FIELDS:
            name = "host" if key == "host_kind" else key
            values = [v[name] for v in views if name in v]
            if name == "host":
                values = [h and h["kind" if key == "host_kind" else "text"] for h in values]
            assert (key in got["differ"]) == (len(set(values)) > 1), (text, key, values)


def test_polars_other_commands_give_the_scalar_answers() -> None:
    pl = pytest.importorskip("polars")
    import urispec.polars as up

    expected = expected_columns(ROWS)
    df = pl.DataFrame({"u": ROWS})
    out = df.select(
        accepted=pl.col("u").uri.compare().struct.field("accepted"),
        equivalent=up.equivalent(pl.col("u"), "http://a/~user", "rfc2396", rfc1738_ports=True),
        encode=pl.col("u").uri.encode("rfc3986", "query"),
        decode=pl.col("u").uri.decode(),
        to_uri=pl.col("u").uri.convert("uri"),
    )
    for key in ("accepted", "equivalent", "encode", "decode"):
        assert out[key].to_list() == expected[key], key
    assert out["to_uri"].to_list()[-1] == "http://r%C3%A9sum%C3%A9.example.org/D%C3%BCrst"
    assert df["u"].uri.decode().to_list() == expected["decode"]
    nulls = pl.DataFrame({"u": [None, None]})
    assert nulls.select(pl.col("u").uri.compare()).to_series().to_list() == [None, None]
    both = pl.DataFrame({"a": ["HTTP://a/", "x y"], "b": ["http://a/", "http://a/"]})
    assert both.select(pl.col("a").uri.equivalent(pl.col("b"), "rfc3986")).to_series().to_list() == [True, None]


def test_duckdb_other_commands_give_the_scalar_answers() -> None:
    duckdb = pytest.importorskip("duckdb")
    import urispec.duckdb as ud

    expected = expected_columns(ROWS)
    con = ud.register(duckdb.connect())
    con.execute("create table t (i int, u varchar)")
    con.executemany("insert into t values (?, ?)", list(enumerate(ROWS)))
    rows = con.execute(
        "select uri_compare(u).accepted, uri_equivalent(u, 'http://a/~user', 'rfc2396', rfc1738_ports := true), "
        "uri_encode(u, 'rfc3986', 'query'), uri_decode(u), uri_convert(u, 'uri'), uri_decode(encode(u)) "
        "from t order by i"
    ).fetchall()
    assert [r[0] for r in rows] == expected["accepted"]
    assert [r[1] for r in rows] == expected["equivalent"]
    assert [r[2] for r in rows] == expected["encode"]
    assert [r[3] for r in rows] == [r[5] for r in rows] == expected["decode"]
    assert rows[-1][4] == "http://r%C3%A9sum%C3%A9.example.org/D%C3%BCrst"


def test_spark_other_commands_give_the_scalar_answers(spark: Any) -> None:
    import urispec.spark as us

    expected = expected_columns(ROWS)
    df = spark.createDataFrame(list(enumerate(ROWS)), "i int, u string")
    out = df.select(
        "i",
        us.compare("u").alias("c"),
        us.equivalent("u", "http://a/~user", "rfc2396", rfc1738_ports=True).alias("e"),
        us.encode("u", "rfc3986", "query").alias("en"),
        us.decode("u").alias("d"),
        us.convert("u", "uri").alias("v"),
    ).orderBy("i").collect()
    assert [None if r["c"] is None else list(r["c"]["accepted"]) for r in out] == expected["accepted"]
    assert [r["e"] for r in out] == expected["equivalent"]
    assert [r["en"] for r in out] == expected["encode"]
    assert [None if r["d"] is None else bytes(r["d"]) for r in out] == expected["decode"]
    assert out[-1]["v"] == "http://r%C3%A9sum%C3%A9.example.org/D%C3%BCrst"
    assert df.select(us.decode("u")).columns == ["decode(u)"]
    us.register(spark)
    df.createOrReplaceTempView("capabilities")
    sql = spark.sql(
        "select i, uri_compare(u).accepted a, uri_decode(u) d, uri_convert(u, 'uri') v, "
        "uri_encode(u, 'rfc3986', 'query') en, uri_equivalent(u, 'http://a/', 'rfc3986') e "
        "from capabilities order by i"
    ).collect()
    assert [None if r["a"] is None else list(r["a"]) for r in sql] == expected["accepted"]
    assert [r["en"] for r in sql] == expected["encode"]


def test_spark_a_column_of_the_wrong_type_fails_when_planned(spark: Any) -> None:
    from pyspark.errors import AnalysisException

    import urispec.spark as us

    df = spark.createDataFrame([(1, "http://a/")], "n int, u string")
    for column in (
        lambda: us.check("n", "rfc3986"),
        lambda: us.is_valid("n", spark_col("u")),
        lambda: us.resolve("n", base="http://a/", revision="rfc3986"),
        lambda: us.compare("n"),
        lambda: us.extract("n", "rfc3986"),
    ):
        # `select` plans the query: the error comes before any task runs.
        with pytest.raises(AnalysisException, match="urispec_expects_a_string_or_binary_column"):
            df.select(column())
    # The check leaves no trace in the optimised plan, nor in the result's name.
    ok = df.select(us.check("u", "rfc3986"))
    assert ok.columns == ["check(u)"]
    assert "coalesce" not in ok._jdf.queryExecution().optimizedPlan().toString()


def spark_col(name: str) -> Any:
    from pyspark.sql import functions as F

    return F.col(name)

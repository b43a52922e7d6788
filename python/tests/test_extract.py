"""``urispec.extract`` and the ``extract`` column functions (issue 30): the documents'
examples, the list of structs per row, nulls kept null, in every data tool."""

from __future__ import annotations

import pytest

import urispec

RFC3986 = """      Yes, Jim, I found it under "http://www.w3.org/Addressing/",
      but you can probably pick it up from <ftp://foo.example.
      com/rfc/>.  Note the warning in <http://www.ics.uci.edu/pub/
      ietf/uri/historical.html#WARNING>.
"""

EXPECTED = [
    "http://www.w3.org/Addressing/",
    "ftp://foo.example.com/rfc/",
    "http://www.ics.uci.edu/pub/ietf/uri/historical.html#WARNING",
]

ROWS = [RFC3986, None, "see <http://a/%zz> and (http://b/c).", "", "x <http://d/\n\nend"]


def structs(text: str | None) -> list[dict] | None:
    """What the column functions give for one row, from ``urispec.extract``."""
    if text is None:
        return None
    return [
        {k: f[k] for k in ("start", "end", "uri", "wrapper", "valid")}
        for f in urispec.extract(text, "rfc3986")
    ]


def test_rfc3986_appendix_c() -> None:
    found = urispec.extract(RFC3986, "rfc3986")
    assert [f["uri"] for f in found] == EXPECTED
    assert [f["wrapper"] for f in found] == ["quote", "angle", "angle"]
    assert all(f["valid"] and f["section"] == "Appendix C" for f in found)
    assert found[1]["removed"][0][3] is True


def test_options_and_bad_input() -> None:
    hyphen = urispec.extract("<http://a/b-\n  c>", "2396")[0]
    assert hyphen["hyphens"] == [(11, "http://a/b-c", "http://a/bc")]
    assert urispec.extract("(http://a/).", "3986", bare="off") == []
    strict = urispec.extract("(http://a/).", "3986", bare="strict")[0]
    assert strict["uri"] == "http://a/)."
    trimmed = urispec.extract("(http://a/).", "3986")[0]
    assert [t[1] for t in trimmed["trimmed"]] == [")", "."]
    found = urispec.extract(b"\xff <http://a/\xfe>", "3986")[0]
    assert (found["start"], found["uri"], found["valid"]) == (2, "http://a/\\xFE", False)
    unclosed = urispec.extract("<http://a/", "3986")[0]
    assert (unclosed["kind"], unclosed["uri"]) == ("unclosed", None)
    with pytest.raises(ValueError):
        urispec.extract("x", "3986", bare="maybe")
    with pytest.raises(ValueError):
        urispec.extract("x", "rfc9999")


def test_arrow() -> None:
    pa = pytest.importorskip("pyarrow")
    import urispec.arrow as ua

    out = ua.extract(pa.array(ROWS), "rfc3986")
    assert out.to_pylist() == [structs(r) for r in ROWS]
    assert out.null_count == 1
    chunked = ua.extract(pa.chunked_array([ROWS[:2], ROWS[2:]]), "rfc3986")
    assert chunked.to_pylist() == [structs(r) for r in ROWS]


def test_polars() -> None:
    pl = pytest.importorskip("polars")
    import urispec.polars  # noqa: F401

    frame = pl.DataFrame({"text": ROWS})
    out = frame.select(pl.col("text").uri.extract("rfc3986")).to_series().to_list()
    assert out == [structs(r) for r in ROWS]
    assert frame["text"].uri.extract("rfc3986").to_list() == out


def test_duckdb() -> None:
    duckdb = pytest.importorskip("duckdb")
    import urispec.duckdb as ud

    con = ud.register(duckdb.connect())
    rows = con.execute(
        "select uri_extract(t, 'rfc3986') from unnest(?) as x(t)", [ROWS]
    ).fetchall()
    assert [r[0] for r in rows] == [structs(r) for r in ROWS]


def test_spark(spark) -> None:  # type: ignore[no-untyped-def]
    import urispec.spark as us

    frame = spark.createDataFrame([(r,) for r in ROWS], "text string")
    selected = frame.select(us.extract("text", "rfc3986"))
    assert selected.columns == ["extract(text)"]
    out = [r[0] for r in selected.collect()]
    got = [None if o is None else [x.asDict() for x in o] for o in out]
    assert got == [structs(r) for r in ROWS]

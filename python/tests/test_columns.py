"""The column functions: pyarrow, Polars, DuckDB and Spark give the scalar API's
answers (the library's), row for row, on every revision."""

from __future__ import annotations

import os
import signal
import threading
import time
from typing import Any, Callable, Dict, List, Optional, Tuple

import duckdb
import polars as pl
import pyarrow as pa
import pytest

import urispec
import urispec.arrow as ua
import urispec.duckdb
import urispec.polars  # noqa: F401  (registers the `uri` namespace)

REVISIONS = urispec.REVISIONS
BASE = "http://a/b/c/d;p?q"
ROWS = ["http://a/b;p?q#f", "http://a b", None, "g;x?y#s", "HTTP://A:80/%7e", "http://[::1]/", "../g", ""]


def expected_check(text: Optional[str], revision: str) -> Optional[Dict[str, Any]]:
    if text is None:
        return None
    try:
        urispec.check(text, revision)
    except urispec.ParseError as e:
        return {"valid": False, "offset": e.offset, "expected": e.expected, "section": e.section, "message": e.message}
    return {"valid": True, "offset": None, "expected": None, "section": None, "message": None}


COMPONENT_KEYS = [
    "scheme", "authority", "userinfo", "user", "password", "host", "host_kind", "port",
    "leading_slash", "path", "params", "query", "fragment",
]


def expected_components(text: Optional[str], revision: str) -> Optional[Dict[str, Any]]:
    if text is None or not urispec.is_valid(text, revision):
        return None
    c = urispec.parse(text, revision).components
    row = {k: c.get(k) for k in COMPONENT_KEYS}
    host = c.get("host")
    row["host"], row["host_kind"] = (host["text"], host["kind"]) if host else (None, None)
    row["leading_slash"] = c.get("leading_slash", False)
    return row


def expected_resolve(text: Optional[str], revision: str) -> Optional[str]:
    if text is None:
        return None
    try:
        return urispec.resolve(text, base=BASE, revision=revision)
    except ValueError:
        return None


def expected_normalize(text: Optional[str], revision: str) -> Optional[str]:
    if text is None:
        return None
    try:
        return urispec.normalize(text, revision)
    except urispec.ParseError:
        return None


EXPECTED: Dict[str, Callable[[Optional[str], str], Any]] = {
    "is_valid": lambda t, r: None if t is None else urispec.is_valid(t, r),
    "check": expected_check,
    "components": expected_components,
    "normalize": expected_normalize,
}
#: The revisions that define no resolution of relative references: RFC 1738 and the URL
#: Standard's writing rules (the Standard resolves only in its parser).
NO_RESOLUTION = {"rfc1738", "whatwg"}
RESOLVING = [r for r in REVISIONS if r not in NO_RESOLUTION]


def expect(name: str, rows: List[Optional[str]], revision: str) -> List[Any]:
    return [EXPECTED[name](t, revision) for t in rows]


# ---- pyarrow ------------------------------------------------------------------


@pytest.mark.parametrize("revision", REVISIONS)
@pytest.mark.parametrize("name", sorted(EXPECTED))
def test_arrow_functions_give_the_scalar_answers(name: str, revision: str) -> None:
    got = getattr(ua, name)(pa.array(ROWS), revision)
    assert isinstance(got, pa.Array)
    assert got.to_pylist() == expect(name, ROWS, revision)


@pytest.mark.parametrize("revision", RESOLVING)
def test_arrow_resolve_gives_the_scalar_answers(revision: str) -> None:
    got = ua.resolve(pa.array(ROWS), BASE, revision).to_pylist()
    assert got == [expected_resolve(t, revision) for t in ROWS]


def test_arrow_takes_every_string_and_binary_layout_and_chunked_arrays() -> None:
    rows = ["http://a/b", "http://a b", None]
    want = [True, False, None]
    for t in (pa.string(), pa.large_string(), pa.string_view(), pa.binary(), pa.large_binary(), pa.binary_view()):
        assert ua.is_valid(pa.array(rows, t), "3986").to_pylist() == want, t
    chunked = pa.chunked_array([rows[:1], rows[1:]])
    got = ua.is_valid(chunked, "3986")
    assert isinstance(got, pa.ChunkedArray) and got.num_chunks == 2
    assert got.to_pylist() == want
    assert ua.is_valid(pa.chunked_array([], pa.string()), "3986").to_pylist() == []
    assert ua.is_valid(pa.array([], pa.string()), "3986").to_pylist() == []
    assert ua.is_valid(pa.nulls(2), "3986").to_pylist() == [None, None]


def test_arrow_takes_dictionary_columns_and_a_one_row_dictionary_argument() -> None:
    # pyarrow's dictionary (Polars' Categorical, DuckDB's ENUM): each row reads its own
    # value, and a one-row argument stands for every row, as for the plain layouts.
    rows = ["http://a/b", "http://a b", None, "http://a/b"]
    want = [True, False, None, True]
    assert ua.is_valid(pa.array(rows).dictionary_encode(), "3986").to_pylist() == want
    revision = pa.array(["3986"]).dictionary_encode()
    assert ua.is_valid(pa.array(rows), revision).to_pylist() == want


def test_arrow_invalid_utf8_in_a_binary_column_is_invalid_never_replaced() -> None:
    col = pa.array([b"http://a/", b"http://a/\xff", b"\xc3\xa9"], pa.binary())
    assert ua.is_valid(col, "3986").to_pylist() == [True, False, False]
    checked = ua.check(col, "3986").to_pylist()
    assert (checked[1]["offset"], checked[2]["offset"]) == (9, 0)
    assert "invalid UTF-8" in checked[1]["message"]
    assert ua.components(col, "3986").to_pylist()[1] is None
    assert ua.normalize(col, "3986").to_pylist()[1:] == [None, None]
    # Bytes that are not UTF-8 have no target; a reference the grammar rejects (é is
    # no URI character) neither, unless strict=False.
    assert ua.resolve(col, BASE, "3986").to_pylist()[1:] == [None, None]
    lenient = urispec.resolve("é", base=BASE, revision="3986", strict=False)
    assert ua.resolve(col, BASE, "3986", strict=False).to_pylist()[1:] == [None, lenient]


def test_arrow_takes_a_revision_and_a_base_per_row() -> None:
    u = pa.array(["http://h/~u", "http://h/~u", "g", "g"])
    revs = pa.array(["1738", "3986", "3986", None])
    assert ua.is_valid(u, revs).to_pylist() == [False, True, True, None]
    bases = pa.array(["http://a/b", "http://x/y/", "http://a/b/c", "http://a/"])
    assert ua.resolve(u, bases, "3986").to_pylist() == [
        "http://h/~u",
        "http://h/~u",
        "http://a/b/g",
        "http://a/g",
    ]
    # A base per row that nothing resolves against gives null; a fixed one raises.
    assert ua.resolve(pa.array(["g"]), pa.array(["g/h"]), "3986").to_pylist() == [None]
    with pytest.raises(ValueError, match="absolute-URI"):
        ua.resolve(pa.array(["g"]), "g/h", "3986")


def test_arrow_resolve_splits_the_base_again_when_the_revision_changes() -> None:
    # The same base and reference, two revisions, two targets: RFC 2396 keeps the
    # `..` above the root, RFC 3986 removes it.
    refs = pa.array(["../../../g", "../../../g", "../../../g"])
    revs = pa.array(["rfc2396", "rfc3986", "rfc2396"])
    assert ua.resolve(refs, BASE, revs).to_pylist() == ["http://a/../g", "http://a/g", "http://a/../g"]
    df = pl.DataFrame({"u": refs.to_pylist(), "r": revs.to_pylist()})
    got = df.select(pl.col("u").uri.resolve(BASE, pl.col("r")))["u"].to_list()
    assert got == ["http://a/../g", "http://a/g", "http://a/../g"]


# One rule for a reference the revision rejects, in every binding: null, or with
# strict=False the target the algorithm computes. A base given once that nothing
# resolves against raises ValueError; one per row gives a null row.
REJECTED = ["g", "a b", None, "?y"]


def test_arrow_resolve_gives_null_for_a_reference_the_revision_rejects() -> None:
    assert ua.resolve(pa.array(REJECTED), BASE, "rfc2396").to_pylist() == ["http://a/b/c/g", None, None, None]
    lenient = ua.resolve(pa.array(REJECTED), BASE, "rfc2396", strict=False).to_pylist()
    assert lenient == ["http://a/b/c/g", "http://a/b/c/a b", None, "http://a/b/c/?y"]
    with pytest.raises(ValueError, match="absoluteURI"):
        ua.resolve(pa.array(REJECTED), "g", "rfc2396")


def test_polars_resolve_gives_null_for_a_reference_the_revision_rejects() -> None:
    df = pl.DataFrame({"u": REJECTED})
    assert df.select(pl.col("u").uri.resolve(BASE, "rfc2396"))["u"].to_list() == ["http://a/b/c/g", None, None, None]
    lenient = df.select(pl.col("u").uri.resolve(BASE, "rfc2396", strict=False))["u"].to_list()
    assert lenient == ["http://a/b/c/g", "http://a/b/c/a b", None, "http://a/b/c/?y"]
    with pytest.raises(ValueError, match="absoluteURI"):
        df.select(pl.col("u").uri.resolve("g", "rfc2396"))
    bases = pl.DataFrame({"u": ["g", "g"], "b": [BASE, "g"]})
    assert bases.select(pl.col("u").uri.resolve(pl.col("b"), "rfc2396"))["u"].to_list() == ["http://a/b/c/g", None]


def test_duckdb_resolve_gives_null_for_a_reference_the_revision_rejects(con: duckdb.DuckDBPyConnection) -> None:
    got = con.execute(
        "select uri_resolve(u, $b, 'rfc2396') from (select unnest($u) as u, generate_subscripts($u, 1) as i) order by i",
        {"b": BASE, "u": REJECTED},
    ).fetchall()
    assert [r[0] for r in got] == ["http://a/b/c/g", None, None, None]
    # SQL arguments are per row: a base nothing resolves against gives NULL.
    assert con.execute("select uri_resolve('g', 'g', 'rfc2396')").fetchone() == (None,)


def test_polars_takes_an_all_null_column_and_a_null_revision() -> None:
    # Reading CSV or JSON gives a column of dtype Null where every value is missing.
    df = pl.DataFrame({"u": [None, None]})
    assert df.schema["u"] == pl.Null
    out = df.select(
        ok=pl.col("u").uri.is_valid("3986"),
        why=pl.col("u").uri.check("3986"),
        parts=pl.col("u").uri.components("3986"),
        target=pl.col("u").uri.resolve(BASE, "3986"),
        normal=pl.col("u").uri.normalize("3986"),
    )
    assert out.rows() == [(None, None, None, None, None)] * 2
    assert out.schema["ok"] == pl.Boolean
    strings = pl.DataFrame({"u": ["http://a/", "g"]})
    assert strings.select(pl.col("u").uri.is_valid(None))["u"].to_list() == [None, None]  # type: ignore[arg-type]
    assert strings.select(pl.col("u").uri.resolve(None, "3986"))["u"].to_list() == [None, None]  # type: ignore[arg-type]


#: The column functions with a loop of their own over the rows (extract builds its
#: lists itself), each asking between batches whether Ctrl-C was pressed.
LONG_CALLS = {
    "normalize": lambda col: ua.normalize(col, "3986"),
    "extract": lambda col: ua.extract(col, "3986"),
}


def uninterrupted(function: str) -> Tuple[Callable[[pa.Array], Any], pa.Array, float]:
    """The long call of `function`, its column (100,000 rows: 13 batches), and the
    calling thread's CPU time for the whole call."""
    call = LONG_CALLS[function]
    col = pa.array(["http://example.com/" + "a/b/../c/%7e/" * 10 + "?q=1#f"] * 100_000)
    before = time.thread_time()
    call(col)
    return call, col, time.thread_time() - before


@pytest.mark.parametrize("function", sorted(LONG_CALLS))
def test_ctrl_c_stops_a_long_column_call_between_batches(function: str) -> None:
    # No timing: the work done, as the calling thread's CPU time. Uninterrupted, the
    # call does every row; Ctrl-C (SIGINT, sent once the call has let go of the GIL)
    # stops it after a batch, where Python's handler raises.
    call, col, whole = uninterrupted(function)
    started = threading.Event()

    def interrupt() -> None:
        started.wait()
        os.kill(os.getpid(), signal.SIGINT)

    sender = threading.Thread(target=interrupt)
    # Python raises KeyboardInterrupt only where SIGINT was not ignored when it started
    # (a job put in the background by a shell without job control ignores it): install
    # the handler the test is about.
    previous = signal.signal(signal.SIGINT, signal.default_int_handler)
    try:
        sender.start()
        before = time.thread_time()
        with pytest.raises(KeyboardInterrupt):
            started.set()
            call(col)
            time.sleep(5)  # uninterrupted, the signal arrives here at the latest
        interrupted = time.thread_time() - before
        sender.join()
    finally:
        signal.signal(signal.SIGINT, previous)
    assert interrupted < whole / 2, (interrupted, whole)


@pytest.mark.parametrize("function", sorted(LONG_CALLS))
def test_ctrl_c_late_in_a_long_column_call_stops_it_too(function: str) -> None:
    # Every batch asks, not only the first ones. No clock: the signal comes once the
    # process has done a third of the call's work in CPU time (ITIMER_VIRTUAL's
    # SIGVTALRM, which Python's handler turns into KeyboardInterrupt), long after the
    # first batch (100,000 rows are 13 batches); the call stops at the next batch,
    # well before its end.
    call, col, whole = uninterrupted(function)
    interrupted: Optional[float] = None
    previous = signal.signal(signal.SIGVTALRM, signal.default_int_handler)
    try:
        before = time.thread_time()
        signal.setitimer(signal.ITIMER_VIRTUAL, whole / 3)
        call(col)
    except KeyboardInterrupt:
        # Past the call, had it not stopped: Python raises as soon as it returns.
        interrupted = time.thread_time() - before
    finally:
        signal.setitimer(signal.ITIMER_VIRTUAL, 0)
        signal.signal(signal.SIGVTALRM, previous)
    assert interrupted is not None and interrupted < whole * 2 / 3, (interrupted, whole)


def test_arrow_argument_errors_raise() -> None:
    with pytest.raises(ValueError, match="unknown revision"):
        ua.is_valid(pa.array(["x"]), "rfc0")
    with pytest.raises(ValueError, match="expected a string or binary column"):
        ua.is_valid(pa.array([1]), "3986")
    with pytest.raises(ValueError, match="one value or one per row"):
        ua.is_valid(pa.array(["a", "b", "c"]), pa.array(["3986", "3986"]))
    with pytest.raises(ValueError, match="level"):
        ua.normalize(pa.array(["http://a/"]), "3986", level="nope")


def test_arrow_normalize_options() -> None:
    col = pa.array(["http://a:80"])
    assert ua.normalize(col, "1738", level="syntax").to_pylist() == ["http://a:80"]
    assert ua.normalize(col, "2396", rfc1738_ports=True).to_pylist() == ["http://a"]
    assert ua.resolve(pa.array(["http:g"]), BASE, "2396", compat=True).to_pylist() == ["http://a/b/c/g"]


def test_arrow_agrees_with_the_scalar_api_on_the_whole_test_corpus(corpus: List[str]) -> None:
    col = pa.array(corpus)
    for revision in REVISIONS:
        for name in ("is_valid", "check", "components"):
            assert getattr(ua, name)(col, revision).to_pylist() == expect(name, corpus, revision), (name, revision)
        if revision not in NO_RESOLUTION:
            got = ua.resolve(col, BASE, revision).to_pylist()
            assert got == [expected_resolve(t, revision) for t in corpus], revision


# ---- Polars -------------------------------------------------------------------


@pytest.mark.parametrize("revision", REVISIONS)
def test_polars_plugin_gives_the_scalar_answers(revision: str) -> None:
    df = pl.DataFrame({"u": ROWS})
    out = df.select(
        ok=pl.col("u").uri.is_valid(revision),
        why=pl.col("u").uri.check(revision),
        parts=pl.col("u").uri.components(revision),
        normal=pl.col("u").uri.normalize(revision),
    )
    assert out["ok"].to_list() == expect("is_valid", ROWS, revision)
    assert out["why"].to_list() == expect("check", ROWS, revision)
    assert out["parts"].to_list() == expect("components", ROWS, revision)
    assert out["normal"].to_list() == expect("normalize", ROWS, revision)
    # Nulls of a struct column are whole-row nulls.
    assert out["why"].is_null().to_list() == [t is None for t in ROWS]
    if revision not in NO_RESOLUTION:
        got = df.select(pl.col("u").uri.resolve(BASE, revision))["u"].to_list()
        assert got == [expected_resolve(t, revision) for t in ROWS]


def test_polars_plugin_works_lazily_in_streaming_and_over_chunks() -> None:
    rows = ["http://a/b", "http://a b", None, "http://h/~u"] * 1000
    chunked = pl.concat([pl.DataFrame({"u": rows}), pl.DataFrame({"u": rows})], rechunk=False)
    assert chunked["u"].n_chunks() == 2
    lazy = chunked.lazy().filter(pl.col("u").uri.is_valid("rfc1738")).select(pl.len())
    assert lazy.collect(engine="streaming").item() == 1000 * 2
    assert lazy.collect().item() == 2000
    counts = (
        chunked.lazy()
        .group_by(pl.col("u").uri.is_valid("3986").alias("ok"))
        .agg(pl.len())
        .sort("ok", nulls_last=True)
        .collect(engine="streaming")
    )
    assert counts.rows() == [(False, 2000), (True, 4000), (None, 2000)]


def test_polars_plugin_takes_binary_a_revision_column_and_functions() -> None:
    df = pl.DataFrame({"u": [b"http://a/", b"http://a/\xff"], "r": ["3986", "1738"]})
    assert df.select(pl.col("u").uri.is_valid("3986"))["u"].to_list() == [True, False]
    assert df.select(urispec.polars.is_valid(pl.col("u"), pl.col("r")))["u"].to_list() == [True, False]
    empty = pl.DataFrame({"u": []}, schema={"u": pl.String})
    assert empty.select(pl.col("u").uri.check("3986")).schema["u"] == pl.Struct(
        {"valid": pl.Boolean, "offset": pl.UInt64, "expected": pl.List(pl.String), "section": pl.String, "message": pl.String}
    )
    with pytest.raises(pl.exceptions.ComputeError, match="unknown revision"):
        df.select(pl.col("u").uri.is_valid("nope"))


def test_polars_plugin_says_to_rechunk_an_argument_chunked_unlike_the_column() -> None:
    # Polars hands the plugin each column's own chunks: a revision column in one chunk
    # beside a column in two, or in two chunks of other lengths, cannot be paired
    # chunk by chunk (a one-row argument is broadcast instead); the error says what to do.
    u = pl.concat([pl.Series("u", ["http://a/", "http://a b"]), pl.Series("u", ["http://a/\xff"])], rechunk=False)
    whole = pl.Series("r", ["3986", "3986", "1738"])
    split = pl.concat([pl.Series("r", ["3986"]), pl.Series("r", ["3986", "1738"])], rechunk=False)
    for r in (whole, split):
        df = pl.DataFrame([u, r])
        assert (df["u"].n_chunks(), df["r"].n_chunks()) == (2, r.n_chunks())
        with pytest.raises(pl.exceptions.ComputeError, match="chunked differently: rechunk them"):
            df.select(urispec.polars.is_valid(pl.col("u"), pl.col("r")))
        got = df.rechunk().select(urispec.polars.is_valid(pl.col("u"), pl.col("r")))["u"].to_list()
        assert got == [True, False, False]
    # Chunked alike, chunk by chunk.
    alike = pl.concat([pl.DataFrame([u[:2], whole[:2]]), pl.DataFrame([u[2:], whole[2:]])], rechunk=False)
    assert (alike["u"].n_chunks(), alike["r"].n_chunks()) == (2, 2)
    got = alike.select(urispec.polars.is_valid(pl.col("u"), pl.col("r")))["u"].to_list()
    assert got == [True, False, False]


def test_polars_plugin_agrees_with_the_scalar_api_on_the_whole_test_corpus(corpus: List[str]) -> None:
    df = pl.DataFrame({"u": corpus})
    for revision in REVISIONS:
        got = df.select(pl.col("u").uri.is_valid(revision))["u"].to_list()
        assert got == expect("is_valid", corpus, revision), revision
        got = df.select(pl.col("u").uri.check(revision))["u"].to_list()
        assert got == expect("check", corpus, revision), revision


# ---- DuckDB -------------------------------------------------------------------


@pytest.fixture(scope="module")
def con() -> duckdb.DuckDBPyConnection:
    con = urispec.duckdb.register(duckdb.connect())
    con.execute("create table t (i integer, u varchar)")
    con.executemany("insert into t values (?, ?)", list(enumerate(ROWS)))
    return con


@pytest.mark.parametrize("revision", REVISIONS)
def test_duckdb_functions_give_the_scalar_answers(con: duckdb.DuckDBPyConnection, revision: str) -> None:
    rows = con.execute(
        "select uri_is_valid(u, $r), uri_check(u, $r), uri_components(u, $r), uri_normalize(u, $r) from t order by i",
        {"r": revision},
    ).fetchall()
    assert [r[0] for r in rows] == expect("is_valid", ROWS, revision)
    assert [r[1] for r in rows] == expect("check", ROWS, revision)
    assert [r[2] for r in rows] == expect("components", ROWS, revision)
    assert [r[3] for r in rows] == expect("normalize", ROWS, revision)
    if revision not in NO_RESOLUTION:
        got = [r[0] for r in con.execute("select uri_resolve(u, $b, $r) from t order by i", {"b": BASE, "r": revision}).fetchall()]
        assert got == [expected_resolve(t, revision) for t in ROWS]


def test_duckdb_reads_the_check_struct_in_sql(con: duckdb.DuckDBPyConnection) -> None:
    got = con.execute(
        "select u, uri_check(u, 'rfc2396').\"offset\", uri_check(u, 'rfc2396').section from t "
        "where not uri_is_valid(u, 'rfc2396') order by i"
    ).fetchall()
    want = [
        (t, expected_check(t, "rfc2396")["offset"], expected_check(t, "rfc2396")["section"])
        for t in ROWS
        if t is not None and not urispec.is_valid(t, "rfc2396")
    ]
    assert got[0] == ("http://a b", 8, "§3")
    assert got == want


# ---- Spark --------------------------------------------------------------------


@pytest.mark.parametrize("revision", REVISIONS)
def test_spark_columns_give_the_scalar_answers(spark: Any, revision: str) -> None:
    import urispec.spark as us

    df = spark.createDataFrame([(i, u) for i, u in enumerate(ROWS)], "i int, u string")
    cols = [
        us.is_valid("u", revision).alias("ok"),
        us.check("u", revision).alias("why"),
        us.components("u", revision).alias("parts"),
        us.normalize("u", revision).alias("normal"),
    ]
    if revision not in NO_RESOLUTION:
        cols.append(us.resolve("u", BASE, revision).alias("target"))
    rows = df.orderBy("i").select(*cols).collect()
    assert [r["ok"] for r in rows] == expect("is_valid", ROWS, revision)
    assert [r["why"] and r["why"].asDict() for r in rows] == expect("check", ROWS, revision)
    assert [r["parts"] and r["parts"].asDict() for r in rows] == expect("components", ROWS, revision)
    assert [r["normal"] for r in rows] == expect("normalize", ROWS, revision)
    if revision not in NO_RESOLUTION:
        assert [r["target"] for r in rows] == [expected_resolve(t, revision) for t in ROWS]


def test_spark_binary_column_invalid_utf8_is_invalid(spark: Any) -> None:
    import urispec.spark as us

    df = spark.createDataFrame([(0, bytearray(b"http://a/")), (1, bytearray(b"http://a/\xff")), (2, None)], "i int, u binary")
    rows = df.orderBy("i").select(us.is_valid("u", "3986").alias("ok"), us.check("u", "3986").alias("why")).collect()
    assert [r["ok"] for r in rows] == [True, False, None]
    assert rows[1]["why"]["offset"] == 9 and "invalid UTF-8" in rows[1]["why"]["message"]


def test_spark_rejects_an_unknown_revision_or_a_bad_base_before_running(spark: Any) -> None:
    import urispec.spark as us

    with pytest.raises(ValueError, match="unknown revision"):
        us.is_valid("u", "rfc0")
    with pytest.raises(ValueError, match="defines no resolution"):
        us.resolve("u", BASE, "rfc1738")


def test_spark_resolve_gives_null_for_a_reference_the_revision_rejects(spark: Any) -> None:
    import urispec.spark as us

    df = spark.createDataFrame(list(enumerate(REJECTED)), "i int, u string")
    rows = df.orderBy("i").select(
        us.resolve("u", BASE, "rfc2396").alias("strict"),
        us.resolve("u", BASE, "rfc2396", strict=False).alias("lenient"),
    ).collect()
    assert [r["strict"] for r in rows] == ["http://a/b/c/g", None, None, None]
    assert [r["lenient"] for r in rows] == ["http://a/b/c/g", "http://a/b/c/a b", None, "http://a/b/c/?y"]
    with pytest.raises(ValueError, match="absoluteURI"):
        us.resolve("u", "g", "rfc2396")


def test_spark_names_each_result_column_after_its_function(spark: Any) -> None:
    import urispec.spark as us

    df = spark.createDataFrame([("http://a/",)], "url string")
    out = df.select(
        us.is_valid("url", "3986"),
        us.check("url", "3986"),
        us.components("url", "3986"),
        us.resolve("url", BASE, "3986"),
        us.normalize("url", "3986"),
    )
    assert out.columns == ["is_valid(url)", "check(url)", "components(url)", "resolve(url)", "normalize(url)"]
    assert out.collect()[0]["is_valid(url)"] is True


def test_spark_workers_freeze_their_heap_before_the_first_batch(spark: Any) -> None:
    """A reused Python worker runs a full ``gc.collect()`` after every task; urispec's
    UDFs freeze the worker's heap before their first batch, so that this collection
    reads only what later tasks allocate (BENCHMARKS.md, "Spark at the default
    partitioning"), and leave the driver's heap alone."""
    import gc

    from pyspark.sql import functions as F

    import urispec.spark as us

    def frozen(ok):  # type: ignore[no-untyped-def]  # arrow_udf reads annotations
        import gc

        return pa.array([gc.get_freeze_count()] * len(ok), pa.int64())

    driver = gc.get_freeze_count()
    df = spark.createDataFrame([("http://a/",), ("http://a b",)], "u string")
    # Chained UDFs run in one worker, the inner one's batch first.
    counts = df.select(F.arrow_udf(frozen, "bigint")(us.is_valid("u", "3986")).alias("n")).collect()
    assert all(r["n"] > 0 for r in counts), counts
    assert gc.get_freeze_count() == driver

def test_polars_plugin_in_a_group_by_aggregation() -> None:
    df = pl.DataFrame({"g": [1, 1, 2], "u": ["http://a/", "http://a b", "x:y"]})
    out = df.group_by("g").agg(pl.col("u").uri.is_valid("3986").sum().alias("valid")).sort("g")
    assert out.rows() == [(1, 1), (2, 1)]

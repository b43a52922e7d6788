"""The functions on one string, against the documents' examples and the command."""

from __future__ import annotations

from pathlib import Path
from typing import List

import pytest

import urispec
from conftest import ROOT, cli_jsonl, corpus_inputs

REVISIONS = urispec.REVISIONS


def test_revisions_are_the_documents_oldest_first() -> None:
    assert REVISIONS == (
        "rfc1738",
        "rfc1808",
        "draft-fielding-uri-url-00",
        "rfc2396",
        "rfc2732",
        "draft-fielding-uri-rfc2396bis-00",
        "rfc3986",
        "rfc3987",
        "rfc6874",
        "whatwg",
    )
    assert urispec.ALIASES["rfc6874"] == ("6874", "rfc3986+6874")
    assert urispec.ALIASES["rfc3986"] == ("3986", "std66")
    assert urispec.ALIASES["whatwg"] == ("url-standard", "valid-url-string")
    assert urispec.ALIASES["draft-fielding-uri-url-00"] == ("url-00", "1808-draft")


@pytest.mark.parametrize("name", [a for r in REVISIONS for a in (r, *urispec.ALIASES[r])])
def test_every_id_and_alias_names_a_revision(name: str) -> None:
    assert urispec.is_valid("http://a/b", name)
    assert urispec.is_valid("http://a/b", name.upper())


def test_an_unknown_revision_is_a_value_error_naming_the_known_ones() -> None:
    with pytest.raises(ValueError, match='unknown revision "rfc9999": expected one of rfc1738'):
        urispec.is_valid("http://a/", "rfc9999")


def test_the_revisions_differ_on_the_library_examples() -> None:
    # src/lib.rs: `~` is national (unsafe) in RFC 1738 and RFC 1808; IPv6 literals came
    # with RFC 2732.
    assert [urispec.is_valid("http://host/~user", r) for r in REVISIONS] == [
        False,
        False,
        True,
        True,
        True,
        True,
        True,
        True,
        True,
        True,
    ]
    assert [urispec.is_valid("http://[::1]/", r) for r in REVISIONS] == [
        False,
        False,
        False,
        False,
        True,
        True,
        True,
        True,
        True,
        True,
    ]


def test_check_raises_parse_error_with_offset_expected_and_section() -> None:
    assert urispec.check("http://a/b;p?q#f", "rfc2396") is None
    with pytest.raises(urispec.ParseError) as info:
        urispec.check("http://a b", "rfc2396")
    e = info.value
    assert isinstance(e, ValueError)
    assert (e.offset, e.section, e.revision, e.found) == (8, "§3", "rfc2396", "' '")
    assert e.expected == ["unreserved", "reserved", '"#"', '"%"', "end of input"]
    assert e.message == (
        "unexpected ' ' at byte 8, expected unreserved, reserved, \"#\", \"%\" or end of input (§3)"
    )
    assert str(e) == "rfc2396: " + e.message


def test_a_rule_of_the_document_is_checked_by_name() -> None:
    # README: the bis draft's IPv4address has no upper bound on its first octet.
    assert urispec.is_valid("1000.1.1.1", "2396bis", rule="IPv4address")
    assert not urispec.is_valid("256.1.1.1", "2396bis", rule="IPv4address")
    with pytest.raises(urispec.ParseError) as info:
        urispec.check("256.1.1.1", "2396bis", rule="IPv4address")
    assert (info.value.offset, info.value.section) == (2, "§3.2.2")
    with pytest.raises(ValueError, match='no rule named "nope"'):
        urispec.is_valid("x", "rfc3986", rule="nope")


@pytest.mark.parametrize("revision", REVISIONS)
def test_bytes_are_checked_as_bytes_and_invalid_utf8_is_invalid(revision: str) -> None:
    assert urispec.is_valid(b"http://a/b", revision) == urispec.is_valid("http://a/b", revision)
    assert not urispec.is_valid(b"http://a/\xff", revision)
    with pytest.raises(urispec.ParseError) as info:
        urispec.check(b"http://a/\xff", revision)
    assert info.value.offset == 9
    with pytest.raises(urispec.ParseError):
        urispec.parse(b"http://a/\xff", revision)
    with pytest.raises(TypeError):
        urispec.is_valid(3, revision)  # type: ignore[arg-type]


def test_parse_gives_the_form_the_common_view_and_the_derivation() -> None:
    p = urispec.parse("http://a/b;p?q", "rfc2396")
    assert (p.form, p.revision, p.input) == ("absoluteURI", "rfc2396", "http://a/b;p?q")
    assert p.components == {
        "scheme": "http",
        "authority": "a",
        "userinfo": None,
        "host": {"kind": "hostname", "text": "a"},
        "port": None,
        "path": "/b;p",
        "query": "q",
        "fragment": None,
    }
    tree = p.tree()
    assert (tree["rule"], tree["text"], tree["start"], tree["end"]) == (
        "URI-reference",
        "http://a/b;p?q",
        0,
        14,
    )
    assert tree["children"][0]["rule"] == "absoluteURI"


def test_undefined_and_empty_components_differ() -> None:
    empty = urispec.parse("http://a/?#", "rfc3986").components
    undefined = urispec.parse("http://a/", "rfc3986").components
    assert (empty["query"], empty["fragment"]) == ("", "")
    assert (undefined["query"], undefined["fragment"]) == (None, None)


def test_the_components_a_revision_lacks_are_left_out() -> None:
    # README, the JSON contract: RFC 1738 has no fragment or userinfo; from RFC 2396
    # on there is no user, password, leading_slash or params.
    c1738 = urispec.parse("ftp://u:p@h/a;type=d", "rfc1738").components
    assert "fragment" not in c1738 and "userinfo" not in c1738
    assert (c1738["user"], c1738["password"], c1738["params"]) == ("u", "p", "d")
    assert c1738["leading_slash"] is True
    c3986 = urispec.parse("ftp://u:p@h/a", "rfc3986").components
    assert "user" not in c3986 and "leading_slash" not in c3986
    assert c3986["userinfo"] == "u:p"


# RFC 3986 §5.4.1 and §5.4.2 (base http://a/b/c/d;p?q), as the document prints them.
RFC3986_EXAMPLES = {
    "g:h": "g:h",
    "g": "http://a/b/c/g",
    "./g": "http://a/b/c/g",
    "g/": "http://a/b/c/g/",
    "/g": "http://a/g",
    "//g": "http://g",
    "?y": "http://a/b/c/d;p?y",
    "g?y": "http://a/b/c/g?y",
    "#s": "http://a/b/c/d;p?q#s",
    "g#s": "http://a/b/c/g#s",
    ";x": "http://a/b/c/;x",
    "": "http://a/b/c/d;p?q",
    ".": "http://a/b/c/",
    "..": "http://a/b/",
    "../g": "http://a/b/g",
    "../../g": "http://a/g",
    "../../../g": "http://a/g",
    "/./g": "http://a/g",
    "g.": "http://a/b/c/g.",
    "g;x=1/../y": "http://a/b/c/y",
    "g?y/./x": "http://a/b/c/g?y/./x",
    "http:g": "http:g",
}


@pytest.mark.parametrize("reference,target", sorted(RFC3986_EXAMPLES.items()))
def test_resolve_gives_rfc3986s_examples(reference: str, target: str) -> None:
    base = "http://a/b/c/d;p?q"
    assert urispec.resolve(reference, base=base, revision="rfc3986") == target
    assert urispec.Base(base, "3986").resolve(reference) == target


def test_the_revisions_resolve_differently_and_compat_ignores_the_same_scheme() -> None:
    base = "http://a/b/c/d;p?q"
    assert urispec.resolve(";x", base=base, revision="url-00") == "http://a/b/c/d;x"
    assert urispec.resolve(";x", base=base, revision="rfc2396") == "http://a/b/c/;x"
    assert urispec.resolve("http:g", base=base, revision="rfc2396") == "http:g"
    assert urispec.resolve("http:g", base=base, revision="rfc2396", compat=True) == "http://a/b/c/g"
    b = urispec.Base(base, "rfc2396")
    assert (str(b), b.revision) == (base, "rfc2396")
    assert b.resolve("http:g", compat=True) == "http://a/b/c/g"


def test_resolve_raises_parse_error_for_a_reference_the_revision_rejects() -> None:
    # The algorithm computes a target for any string; the grammar is the judge.
    with pytest.raises(urispec.ParseError) as info:
        urispec.resolve("a b", base="http://a/b/c", revision="rfc3986")
    assert (info.value.revision, info.value.offset) == ("rfc3986", 1)
    with pytest.raises(urispec.ParseError):
        urispec.Base("http://a/b/c", "rfc3986").resolve("a b")
    assert urispec.resolve("a b", base="http://a/b/c", revision="rfc3986", strict=False) == "http://a/b/a b"
    assert urispec.Base("http://a/b/c", "rfc3986").resolve("a b", strict=False) == "http://a/b/a b"
    # RFC 2396's Appendix C resolves `?y`, which its grammar rejects: strict=False.
    base = "http://a/b/c/d;p?q"
    assert not urispec.is_valid("?y", "rfc2396")
    with pytest.raises(urispec.ParseError):
        urispec.resolve("?y", base=base, revision="rfc2396")
    assert urispec.resolve("?y", base=base, revision="rfc2396", strict=False) == "http://a/b/c/?y"


def test_resolution_errors_are_value_errors() -> None:
    with pytest.raises(ValueError, match="defines no resolution"):
        urispec.resolve("g", base="http://a/", revision="rfc1738")
    with pytest.raises(ValueError, match="is not an absoluteURI"):
        urispec.Base("g/h", "rfc2396")


def test_normalize_and_equivalent_follow_each_documents_rules() -> None:
    # README: `urispec normalize --revision all 'HTTP://A:80/%7e%3a'`.
    assert urispec.normalize("HTTP://A:80/%7e%3a", "url-00") == "http://A:80/~%3A"
    assert urispec.normalize("HTTP://A:80/%7e%3a", "rfc2396") == "http://a:80/%7E%3A"
    assert urispec.normalize("HTTP://A:80/%7e%3a", "rfc3986") == "http://a/~%3A"
    assert urispec.normalize("http://a:80", "1738", level="syntax") == "http://a:80"
    assert urispec.normalize("http://a:80", "2396", rfc1738_ports=True) == "http://a"
    with pytest.raises(urispec.ParseError):
        urispec.normalize("HTTP://A/", "rfc1738")
    assert [urispec.equivalent("http://www.XEROX.com", "http://www.xerox.com", r) for r in REVISIONS] == [
        False,
        False,
        False,
        True,
        True,
        True,
        True,
        True,
        True,
        False,
    ]
    assert urispec.equivalent("http://a", "http://a:/", "3986")
    with pytest.raises(ValueError, match="level"):
        urispec.normalize("http://a/", "3986", level="nope")


def test_a_rule_is_compiled_for_its_own_revision() -> None:
    # The draft's IPv4address puts no upper bound on a number (src/check.rs), RFC
    # 3986's dec-octet stops at 255: the rule cache must tell the revisions apart.
    answers = [("bis-00", True), ("rfc3986", False), ("bis-00", True), ("rfc3986", False)]
    for revision, valid in answers:
        assert urispec.is_valid("1000.1.1.1", revision, "IPv4address") is valid, revision
    with pytest.raises(urispec.ParseError):
        urispec.check("1000.1.1.1", "rfc3986", "IPv4address")
    urispec.check("1000.1.1.1", "bis-00", "IPv4address")


def test_every_text_and_revision_argument_takes_str_or_bytes() -> None:
    assert urispec.is_valid(b"http://a/", b"rfc3986")
    assert urispec.is_valid(b"1.2.3.4", b"rfc3986", b"IPv4address")
    urispec.check("http://a/", b"3986")
    assert urispec.parse("http://a/b", b"3986").components["path"] == "/b"
    assert urispec.resolve(b"g", base=b"http://a/b", revision=b"3986") == "http://a/g"
    assert urispec.Base(b"http://a/b", b"3986").resolve(b"g") == "http://a/g"
    assert urispec.normalize(b"HTTP://A/", b"3986") == "http://a/"
    assert urispec.equivalent(b"HTTP://A/", "http://a/", b"3986")
    assert urispec.encode(b"a b/\xc3\xa9", b"3986", "segment") == "a%20b%2F%C3%A9"
    assert urispec.encode_components(b"2396") == urispec.encode_components("2396")
    assert urispec.decode(b"a%20b%7e") == b"a b~"
    # Bytes that are not UTF-8: escaped by encode, passed through by decode.
    assert urispec.encode(b"a\xff", "3986", "segment") == "a%FF"
    assert urispec.decode(b"%41\xff%42") == b"A\xffB"
    with pytest.raises(ValueError, match='bad escape "%2g" at byte 2'):
        urispec.decode(b"a\xff%2g")
    with pytest.raises(TypeError, match="expected str or bytes, got int"):
        urispec.is_valid("http://a/", 3986)  # type: ignore[arg-type]


@pytest.mark.parametrize("revision", ["rfc3986", "rfc3987"])
def test_a_lone_surrogate_is_invalid_input(revision: str) -> None:
    # A str Python can hold and UTF-8 cannot: invalid, as the command finds it.
    assert urispec.is_valid("http://a/\ud800", revision) is False
    with pytest.raises(urispec.ParseError) as info:
        urispec.check("http://a/\ud800", revision)
    assert info.value.offset == 9
    with pytest.raises(urispec.ParseError):
        urispec.parse("http://a/\udfff", revision)


def test_encode_and_decode() -> None:
    # README: `urispec encode --component segment 'a b;c/~é'` per revision.
    assert urispec.encode("a b;c/~é", "1738", "hsegment") == "a%20b;c%2F%7E%C3%A9"
    assert urispec.encode("a b;c/~é", "2396", "segment") == "a%20b%3Bc%2F~%C3%A9"
    assert urispec.encode("a b;c/~é", "3986", "segment") == "a%20b;c%2F~%C3%A9"
    assert urispec.encode_components("2396") == ["userinfo", "segment", "param", "query", "fragment"]
    with pytest.raises(ValueError, match='no component "nope"'):
        urispec.encode("x", "2396", "nope")
    assert urispec.decode("a%20b%7e") == b"a b~"
    assert urispec.decode("caf%C3%A9") == "café".encode()
    assert urispec.decode("%FF") == b"\xff"
    with pytest.raises(ValueError, match='bad escape "%2g" at byte 1'):
        urispec.decode("a%2g")


def _documents_examples() -> List[tuple]:
    files = {
        "rfc1738": "examples-rfc1738.txt",
        "draft-fielding-uri-url-00": "examples-url-00.txt",
        "rfc2396": "examples-rfc2396.txt",
        "draft-fielding-uri-rfc2396bis-00": "examples-rfc2396bis-00.txt",
        "rfc3986": "examples-rfc3986.txt",
    }
    return [(rev, ROOT / "tests" / "corpus" / name) for rev, name in files.items()]


@pytest.mark.parametrize("revision,path", _documents_examples())
def test_every_document_example_parses_as_the_command_parses_it(
    revision: str, path: Path, cli: Path
) -> None:
    inputs = corpus_inputs(path)
    records = cli_jsonl(cli, ["parse", "--revision", revision], inputs)
    assert len(records) == len(inputs)
    for text, record in zip(inputs, records):
        answer = record["revisions"][0]
        assert urispec.is_valid(text, revision) == answer["valid"], text
        if answer["valid"]:
            p = urispec.parse(text, revision)
            assert p.form == answer["form"], text
            assert p.components == answer["components"], text


def test_the_whole_test_corpus_checks_as_the_command_checks_it(corpus: List[str], cli: Path) -> None:
    records = cli_jsonl(cli, ["check", "--revision", "all"], corpus)
    assert len(records) == len(corpus)
    for text, record in zip(corpus, records):
        for answer in record["revisions"]:
            rev = answer["revision"]
            assert urispec.is_valid(text, rev) == answer["valid"], (rev, text)
            if not answer["valid"]:
                with pytest.raises(urispec.ParseError) as info:
                    urispec.check(text, rev)
                error = answer["error"]
                got = info.value
                assert (got.offset, got.expected, got.section, got.message) == (
                    error["offset"],
                    error["expected"],
                    error["section"],
                    error["message"],
                ), (rev, text)


def test_the_whole_test_corpus_resolves_as_the_command_resolves_it(corpus: List[str], cli: Path) -> None:
    base = "http://a/b/c/d;p?q"
    records = cli_jsonl(cli, ["resolve", "--revision", "all", base, "--from", "-"], corpus)
    assert len(records) == len(corpus)
    compared = 0
    for text, record in zip(corpus, records):
        assert record["input"] == text
        for answer in record["revisions"]:
            rev = answer["revision"]
            if "target" in answer and answer["valid_reference"]:
                assert urispec.resolve(text, base=base, revision=rev) == answer["target"], (rev, text)
                assert urispec.Base(base, rev).resolve(text) == answer["target"], (rev, text)
                compared += 1
            elif "target" in answer:
                # Resolved all the same, as the command does with its warning; the
                # strict default raises the reference's ParseError.
                assert urispec.resolve(text, base=base, revision=rev, strict=False) == answer["target"], (rev, text)
                assert urispec.Base(base, rev).resolve(text, strict=False) == answer["target"], (rev, text)
                with pytest.raises(urispec.ParseError):
                    urispec.resolve(text, base=base, revision=rev)
            else:
                with pytest.raises(ValueError) as info:
                    urispec.resolve(text, base=base, revision=rev)
                assert str(info.value) == answer["error"]["message"], (rev, text)
    assert compared > 4 * len(corpus) // 2


def test_the_whole_test_corpus_normalizes_as_the_command_normalizes_it(corpus: List[str], cli: Path) -> None:
    records = cli_jsonl(cli, ["normalize", "--revision", "all"], corpus)
    assert len(records) == len(corpus)
    for text, record in zip(corpus, records):
        for answer in record["revisions"]:
            rev = answer["revision"]
            if answer["valid"]:
                assert urispec.normalize(text, rev) == answer["normal"], (rev, text)
                assert urispec.equivalent(text, answer["normal"], rev), (rev, text)
            else:
                with pytest.raises(urispec.ParseError) as info:
                    urispec.normalize(text, rev)
                assert info.value.offset == answer["error"]["offset"], (rev, text)


def test_rfc6874_zone_identifiers() -> None:
    # RFC 6874 §2: "fe80::a%en1 would appear in a URI as http://[fe80::a%25en1]".
    uri = "http://[fe80::a%25en1]"
    assert urispec.is_valid(uri, "rfc6874") and urispec.is_valid(uri, "6874")
    assert not urispec.is_valid(uri, "rfc3986")
    host = urispec.parse(uri, "rfc6874").components["host"]
    assert host == {"kind": "IP-literal", "text": "[fe80::a%25en1]"}
    with pytest.raises(urispec.ParseError) as info:
        urispec.check(uri, "rfc3986")
    assert info.value.offset == 15
    assert "RFC 9844 (2025) obsoletes RFC 6874" in info.value.message
    # RFC 6874 §3: a bare "%" is for user interfaces, never URIs.
    with pytest.raises(urispec.ParseError) as info:
        urispec.check("http://[fe80::a%en1]", "rfc6874")
    assert info.value.offset == 16 and 'written "%25"' in info.value.message
    # RFC 3986's normalization; the zone keeps its case.
    assert urispec.normalize("HTTP://[FE80::A%25EN1]/", "rfc6874") == "http://[fe80::a%25EN1]/"
    assert urispec.resolve("http://[fe80::a%25en1]/b/c", "../g", "rfc6874") == "http://[fe80::a%25en1]/g"


def test_the_url_standard_writing_rules() -> None:
    # The revision `whatwg` is the Standard's "valid URL string", not its parser.
    assert urispec.is_valid("HTTP://☕.example/", "url-standard")
    assert not urispec.is_valid("http://user@a/", "whatwg")
    with pytest.raises(urispec.ParseError) as info:
        urispec.check("http://1.2.3.256/", "whatwg")
    assert info.value.offset == 7


def test_parsed_and_base_show_what_they_were_made_of() -> None:
    # The repr names the revision, the form and the input (a Base: its text and
    # revision): what a user sees in a session or a failing assertion.
    assert repr(urispec.parse("http://a/b", revision="rfc3986")) == 'Parsed(revision="rfc3986", form="URI", input="http://a/b")'
    assert repr(urispec.Base("http://a/b/c", revision="rfc3986")) == 'Base("http://a/b/c", "rfc3986")'

"""Feeding a revision's vectors to an adapter and comparing its answers with urispec's.

Every case gets an outcome: `agree`, or a deviation with its kind (`accepts-invalid`,
`rejects-valid`, `component:NAME`, `resolution`, `crashed`, `timeout`), its classes (the
case's tags; the report names an untagged case's class by its kind) and both answers."""

import dataclasses

from . import vectors

NOT_TEXT = {"valid": False, "error": "not UTF-8: the library's API takes text"}


@dataclasses.dataclass
class Deviation:
    """One case where the implementation and the document part."""

    kind: str
    tags: list
    case: dict
    expected: object
    answer: object


@dataclasses.dataclass
class Tally:
    """One implementation on one revision."""

    cases: int = 0
    valid_agree: int = 0
    components_cases: int = 0
    components_agree: int = 0
    resolutions: int = 0
    resolutions_agree: int = 0
    # Resolution cases whose reference is not a reference of the revision: the document
    # defines no resolution for them (urispec's algorithm still gives a target); not
    # compared.
    resolutions_outside: int = 0
    crashed: int = 0
    timeout: int = 0
    deviations: list = dataclasses.field(default_factory=list)


def measure(impl, session, document):
    """Runs every check and resolution case of `document` through `session`."""
    tally = Tally()
    revision = document["revision"]
    for case in document.get("cases", []):
        check_case(impl, session, revision, case, tally)
    if impl.resolves:
        verdicts = {c["input"]: c["valid"] for c in document.get("cases", []) if "input_hex" not in c}
        for case in document.get("resolutions", []):
            if not case.get("valid_reference", verdicts.get(case["reference"], True)):
                tally.resolutions_outside += 1
                continue
            resolve_case(impl, session, revision, case, tally)
    return tally


def _ask(impl, session, request, data):
    if impl.text_only and any(vectors.text_or_none(d) is None for d in data):
        return dict(NOT_TEXT)
    return session.ask(request)


def _failed(answer, tally, case, expected):
    status = answer.get("status")
    if status in ("crashed", "timeout"):
        setattr(tally, status, getattr(tally, status) + 1)
        tally.deviations.append(Deviation(status, _tags(case), case, expected, answer))
        return True
    return False


def _tags(case):
    return list(case.get("tags") or [])


def check_case(impl, session, revision, case, tally):
    """One `cases` entry: validity, then (both valid) the components."""
    tally.cases += 1
    data = vectors.input_bytes(case)
    answer = _ask(impl, session, {"op": "parse", "revision": revision, **vectors.field("input", data)}, [data])
    expected = _expected_check(case)
    if _failed(answer, tally, case, expected):
        return
    if bool(answer.get("valid")) != case["valid"]:
        kind = "accepts-invalid" if answer.get("valid") else "rejects-valid"
        tally.deviations.append(Deviation(kind, _tags(case), case, expected, answer))
        return
    tally.valid_agree += 1
    if not case["valid"]:
        return
    tally.components_cases += 1
    want = vectors.generic_components(case.get("components", {}))
    got = answer.get("components") or {}
    wrong = [name for name in vectors.GENERIC
             if name in got and not _same(name, want.get(name), got[name])]
    if wrong:
        tally.deviations.append(Deviation(
            "component:" + wrong[0], _tags(case), case,
            {k: want.get(k) for k in wrong}, {k: got[k] for k in wrong}))
    else:
        tally.components_agree += 1


def _same(name, want, got):
    """Component equality; a host's one pair of brackets is presentation, not content
    (some libraries give an IP literal with them, some without)."""
    if name == "host" and isinstance(want, str) and isinstance(got, str):
        return _unbracket(want) == _unbracket(got)
    return want == got


def _unbracket(host):
    return host[1:-1] if host.startswith("[") and host.endswith("]") else host


def _expected_check(case):
    if case["valid"]:
        return {"valid": True, "components": vectors.generic_components(case.get("components", {}))}
    return {"valid": False, **{k: case[k] for k in ("offset", "expected", "section") if k in case}}


def resolve_case(impl, session, revision, case, tally):
    """One `resolutions` entry: the target, or an error where urispec has one."""
    tally.resolutions += 1
    base = vectors.input_bytes(case, "base")
    reference = vectors.input_bytes(case, "reference")
    request = {"op": "resolve", "revision": revision, **vectors.field("base", base), **vectors.field("reference", reference)}
    answer = _ask(impl, session, request, [base, reference])
    expected = {"target": case["target"]} if "target" in case else {"error": case.get("error")}
    if _failed(answer, tally, case, expected):
        return
    if "target" in case:
        ok = answer.get("target") == case["target"]
    else:
        ok = "target" not in answer
    if ok:
        tally.resolutions_agree += 1
    else:
        tally.deviations.append(Deviation("resolution", _tags(case), case, expected, answer))

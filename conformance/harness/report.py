"""The Markdown report: the implementations and their claims, then per revision a row per
implementation (validity, components and resolution agreement) and the deviation classes
each fails, with one example and both answers."""

import collections
import json

from .notes import all_notes, explain

MAX_CLASSES = 12


def pct(n, d):
    """`n/d (p%)`, or `–` when there is nothing to agree on."""
    return f"{n}/{d} ({100 * n / d:.1f}%)" if d else "–"


def code(value):
    """A value as inline code in a table cell (JSON, pipes escaped)."""
    text = value if isinstance(value, str) else json.dumps(value, ensure_ascii=False)
    text = text.replace("|", "\\|").replace("`", "'").replace("\n", "\\n")
    if len(text) > 120:
        text = text[:119] + "…"
    return f"`{text}`" if text else "`\"\"`"


def case_input(case):
    """A case's input as written in the report."""
    if "base" in case:
        return f"{case['base']} + {case['reference']}"
    return json.dumps(case["input"], ensure_ascii=False)[1:-1]


def render(meta, impls, results):
    """The whole report. `results[revision][impl name] = (version, tally)` or an error
    string; `meta` holds the header's facts."""
    out = [
        "# Conformance of URI libraries to the documents they claim",
        "",
        f"Measured by `conformance/run` on {meta['date']}: urispec {meta['commit']}, "
        f"vectors {meta['generator']}. Regenerate with `conformance/run` (every "
        "implementation installed by the runner; see docs/guide/conformance.md).",
        "",
        "Each implementation gets the vectors of the revision it **claims** (the citation "
        "below); the WHATWG parsers and `http::Uri` claim no RFC and are run against RFC 3986 as a "
        "contrast. "
        "*validity*: same valid/invalid verdict as the document; *components*: among inputs "
        "both call valid, every component the library exposes equal (null = undefined, "
        "\"\" = empty); *resolution*: same target, or both an error. A class is a vector tag "
        "(`urispec vectors` documents them); a case can be in several.",
        "",
        "Where a deviation is not (only) the library's: *ambiguous* marks a reading the "
        "document leaves open (urispec's decision is in grammar/README.md); *allowed "
        "normalization* a change the document lets a library make:",
        "",
        *[f"- *{label}*: {text}" for label, text in all_notes()],
        "",
        "## Implementations and their claims",
        "",
        "| implementation | language | version measured | runs against | where it says so |",
        "| --- | --- | --- | --- | --- |",
    ]
    versions = meta["versions"]
    for impl in impls:
        claims = "; ".join(f"{r}: {text} ({url})" for r, (text, url) in impl.claims.items())
        if not claims:
            claims = "contrast: " + meta["contrast_notes"].get(impl.name, "")
        runs = ", ".join(impl.revisions())
        out.append(f"| {impl.name} | {impl.language} | {versions.get(impl.name, 'not installed')} "
                   f"| {runs} | {claims.replace('|', '/')} |")
    for revision, rows in results.items():
        out += _revision(revision, rows, meta)
    return "\n".join(out) + "\n"


def _revision(revision, rows, meta):
    counts = meta["counts"].get(revision, (0, 0, 0))
    out = ["", f"## {revision}", "",
           f"{counts[0]} check cases, {counts[1]} resolution cases, of which {counts[2]} have "
           "a reference outside the grammar: the document defines no resolution for those, "
           "and they are not compared.", "",
           "| implementation | version | validity | components | resolution "
           "| accepts invalid | rejects valid | crashed / timeout | classes failed |",
           "| --- | --- | --- | --- | --- | --- | --- | --- | --- |"]
    details = []
    for name, row in rows.items():
        if isinstance(row, str):
            out.append(f"| {name} | – | not run: {row} | | | | | | |")
            continue
        version, tally = row
        kinds = collections.Counter(d.kind for d in tally.deviations)
        classes = _classes(tally)
        out.append(
            f"| {name} | {version} | {pct(tally.valid_agree, tally.cases)} "
            f"| {pct(tally.components_agree, tally.components_cases)} "
            f"| {pct(tally.resolutions_agree, tally.resolutions)} "
            f"| {kinds['accepts-invalid']} | {kinds['rejects-valid']} "
            f"| {tally.crashed} / {tally.timeout} | {len(classes)} |")
        if classes:
            details += _details(name, revision, classes, meta["tag_totals"].get(revision, {}))
    return out + details


def _classes(tally):
    """Deviations grouped by (tag, kind); an untagged case by its kind alone."""
    by_class = collections.OrderedDict()
    for deviation in tally.deviations:
        for tag in deviation.tags or [None]:
            by_class.setdefault((tag, deviation.kind), []).append(deviation)
    return list(by_class.items())


def summary(value, kind):
    """One side's answer, short: a verdict with its offset, section and expected names;
    the differing components; a target or an error."""
    if not isinstance(value, dict):
        return str(value)
    if "status" in value:
        return value["status"]
    if kind.startswith("component:"):
        return json.dumps(value, ensure_ascii=False)
    if "target" in value:
        return "→ " + value["target"]
    if "error" in value and "valid" not in value:
        error = value["error"]
        if isinstance(error, dict):
            error = error.get("message") or error.get("section") or "error"
        return f"error: {error}"
    if value.get("valid"):
        components = {k: v for k, v in (value.get("components") or {}).items() if v is not None}
        return "valid " + json.dumps(components, ensure_ascii=False)
    if "offset" in value:
        names = value.get("expected") or []
        shown = ", ".join(names[:4]) + (", …" if len(names) > 4 else "")
        return f"invalid at byte {value['offset']} ({value.get('section', '')}): expected {shown}"
    return f"invalid: {value.get('error', '')}"


def _details(name, revision, classes, totals):
    out = ["", f"### {name} on {revision}", "",
           "| class | failed / cases with it | kind | example (the shortest) | document (urispec) "
           "| library |",
           "| --- | --- | --- | --- | --- | --- |"]
    def total(tag, kind):
        part = "resolutions" if kind == "resolution" else "cases"
        return totals.get(part, {}).get(tag)

    def rate(item):
        (tag, kind), deviations = item
        ratio = len(deviations) / total(tag, kind) if total(tag, kind) else 0
        return (tag is None, -ratio, -len(deviations), tag or "")
    classes = sorted(classes, key=rate)
    for (tag, kind), deviations in classes[:MAX_CLASSES]:
        first = min(deviations, key=lambda d: len(case_input(d.case)))
        note = explain(tag, revision, [kind]) if tag else None
        label = (tag or "(untagged)") + (f" (*{note[0]}*)" if note else "")
        count = (f"{len(deviations)} / {total(tag, kind)}" if total(tag, kind)
                 else str(len(deviations)))
        out.append(f"| {label} | {count} | {kind} | {code(case_input(first.case))} "
                   f"| {code(summary(first.expected, kind))} "
                   f"| {code(summary(first.answer, kind))} |")
    if len(classes) > MAX_CLASSES:
        rest = sum(len(d) for _, d in classes[MAX_CLASSES:])
        out.append(f"| {len(classes) - MAX_CLASSES} more classes | {rest} | | | | |")
    return out

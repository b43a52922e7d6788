"""Where a deviation is not (only) the library's fault: the document's own ambiguity
(a reading it leaves open; urispec's decision is in grammar/README.md, "Interpretive
decisions"), or a normalization the document itself allows a library to apply."""

# tag -> (revisions it applies to, or None for all; kinds it explains, or None;
#         (short label, the note in full))
AMBIGUOUS = {
    "scheme-case": (("rfc1738",), None, (
        "ambiguous, RFC 1738 §5", "RFC 1738 §5 writes `scheme` with `lowalpha` only and says "
        "\"interpreters should use case-ignore\"; urispec reads quoted literals "
        "case-sensitively (grammar/README.md)")),
    "dot-segment-above-root": (("rfc2396", "rfc2732", "draft-fielding-uri-rfc2396bis-00"),
                               ("resolution",), (
        "ambiguous, RFC 2396 §5.2 6g", "RFC 2396 §5.2 step 6g leaves it to the implementation: \"retaining "
        "these components in the resolved path, by removing them from the resolved path, "
        "or by avoiding traversal of the reference\"; urispec retains them")),
    "ipv4-host": (("rfc2732",), ("accepts-invalid", "rejects-valid"), (
        "ambiguous, RFC 2732 §3 (2)", "RFC 2732 §3 (2) imports RFC 2373's `1*3DIGIT` IPv4address, so "
        "`999.1.1.1` is one; a 0–255 check follows RFC 3986 instead (grammar/README.md)")),
}

NORMALIZED = {
    "scheme-case": ("component:scheme", (
        "allowed normalization, §3.1", "schemes are case-insensitive, lower case "
        "canonical (RFC 3986 §3.1, RFC 2396 §3.1)")),
    "host-case": ("component:host", (
        "allowed normalization, §3.2.2", "hosts are case-insensitive (RFC 3986 §3.2.2, "
        "§6.2.2.1)")),
    "empty-port": ("component:port", (
        "allowed normalization, §3.2.3", "an empty port is the default one; \"URI "
        "producers and normalizers should omit the port component and its ':' delimiter "
        "if port is empty\" (RFC 3986 §3.2.3)")),
}


def explain(tag, revision, kinds):
    """The (label, note) for class `tag` under `revision` when every deviation in it is of
    `kinds`, or None when the document is clear and the library deviates."""
    entry = AMBIGUOUS.get(tag)
    if entry is not None:
        revisions, explained, note = entry
        if (revisions is None or revision in revisions) and (
                explained is None or set(kinds) <= set(explained)):
            return note
    entry = NORMALIZED.get(tag)
    if entry is not None and set(kinds) == {entry[0]} and revision != "rfc1738":
        return entry[1]
    return None


def all_notes():
    """Every (label, note), for the report's legend."""
    return [entry[2] for entry in AMBIGUOUS.values()] + [entry[1] for entry in NORMALIZED.values()]

"""Where a deviation is the document's own ambiguity rather than the library's fault:
the deviation classes (vector tags) whose answer rests on a reading the document leaves
open, with the decision urispec took (grammar/README.md, "Interpretive decisions")."""

# (revisions or None for all, note). A note is shown beside the class in the report.
AMBIGUOUS = {
    "scheme-case": (("rfc1738",), (
        "RFC 1738 §5 writes `scheme` with `lowalpha` only and says \"interpreters should "
        "use case-ignore\": whether `HTTP:` is a `url` is a reading (urispec: quoted "
        "literals case-sensitive, grammar/README.md)")),
    "dot-segment-above-root": (("rfc2396", "rfc2732", "draft-fielding-uri-rfc2396bis-00"), (
        "RFC 2396 §5.2 step 6g leaves it to the implementation: \"retaining these components "
        "in the resolved path, by removing them from the resolved path, or by avoiding "
        "traversal of the reference\" (urispec keeps them and reports the error)")),
    "ipv4-octet-range": (("rfc2732",), (
        "RFC 2732 §3 (2) imports RFC 2373's `1*3DIGIT` IPv4address, so `999.1.1.1` is one; "
        "libraries that check 0–255 follow RFC 3986 instead (grammar/README.md)")),
    "bidi": (("rfc3987",), (
        "RFC 3987 §4.1 forbids bidi formatting characters in prose while its `ucschar` "
        "admits them: urispec follows the grammar and notes them (grammar/README.md)")),
    "ipvfuture-case": (None, (
        "ABNF quoted strings are case-insensitive (RFC 2234 §2.3), so `[V1.x]` is an "
        "`IPvFuture` though RFC 3986 prints only `\"v\"` (grammar/README.md)")),
    "national": (("rfc1808",), (
        "RFC 1808 defines `national` and `punctuation` but uses them in no rule, so `~` is "
        "in no URL: a literal reading (grammar/README.md)")),
}


def ambiguity(tag, revision):
    """The note for `tag` under `revision`, or None when the document is clear."""
    entry = AMBIGUOUS.get(tag)
    if entry is None:
        return None
    revisions, note = entry
    return note if revisions is None or revision in revisions else None

#!/usr/bin/env bash
# Instructions per subject of `benches/count.rs`, counted by callgrind inside `measure`
# only (loading the corpus, compiling the automata and warming caches are not counted).
#
#   benches/instructions.sh SUBJECT...     e.g. components/rfc3986 fluent-uri/components
#
# Prints one tab-separated line per subject: subject, lines, bytes, instructions,
# instructions per byte. Needs valgrind and ../shared/bench/urls.txt (or
# URISPEC_BENCH_CORPUS).
set -euo pipefail
cd "$(dirname "$0")/.."
binary=$(CARGO_PROFILE_BENCH_DEBUG=line-tables-only cargo bench --bench count --no-run --message-format=json 2>/dev/null |
    python3 -c 'import json,sys
for line in sys.stdin:
    m = json.loads(line)
    if m.get("reason") == "compiler-artifact" and m["target"]["name"] == "count" and m.get("executable"):
        print(m["executable"])')
out=$(mktemp -d)
trap 'rm -rf "$out"' EXIT
for subject in "$@"; do
    file="$out/$(echo "$subject" | tr '/' '_').out"
    summary=$(valgrind --tool=callgrind --callgrind-out-file="$file" \
        --toggle-collect='*count*measure*' "$binary" "$subject" 2>/dev/null)
    instructions=$(grep '^summary:' "$file" | awk '{print $2}')
    # "<subject>: <lines> lines, <bytes> bytes (…)"
    lines=$(echo "$summary" | sed -E 's/^[^:]+: ([0-9]+) lines, ([0-9]+) bytes.*/\1/')
    bytes=$(echo "$summary" | sed -E 's/^[^:]+: ([0-9]+) lines, ([0-9]+) bytes.*/\2/')
    per_byte=$(python3 -c "print(f'{$instructions / $bytes:.1f}')")
    printf '%s\t%s\t%s\t%s\t%s\n' "$subject" "$lines" "$bytes" "$instructions" "$per_byte"
done

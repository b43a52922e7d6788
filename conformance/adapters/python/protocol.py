"""The adapter protocol, for the Python adapters: one JSON object per line on standard
input (`{"op": "info"}`, `{"op": "parse", "input": …, "input_hex": …}`, `{"op": "resolve",
"base": …, "reference": …}`), one JSON object per line on standard output."""

import json
import sys


def serve(info, parse, resolve):
    """Answers every request line with `info()`, `parse(text)` or `resolve(base, ref)`:
    an exception the library raises is its answer (`valid: false` / an `error`)."""
    for line in sys.stdin.buffer:
        request = json.loads(line)
        op = request["op"]
        if op == "info":
            answer = info()
        elif op == "parse":
            try:
                answer = parse(request["input"])
            except Exception as error:  # the library's rejection, whatever its type
                answer = {"valid": False, "error": f"{type(error).__name__}: {error}"}
        else:
            try:
                answer = {"target": resolve(request["base"], request["reference"])}
            except Exception as error:
                answer = {"error": f"{type(error).__name__}: {error}"}
        sys.stdout.write(json.dumps(answer, ensure_ascii=False) + "\n")
        sys.stdout.flush()

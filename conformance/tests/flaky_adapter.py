"""A test adapter: answers `valid: true` with the input as path, exits on the input
`crash`, never answers `hang`, and prints a line that is not JSON for `garbage`."""

import json
import sys
import time

for line in sys.stdin:
    text = json.loads(line).get("input")
    if text == "crash":
        sys.exit(3)
    if text == "hang":
        time.sleep(60)
    if text == "garbage":
        print("not json", flush=True)
        continue
    print(json.dumps({"valid": True, "components": {"path": text}}), flush=True)

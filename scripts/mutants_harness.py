"""Mutation testing of a crate whose tests run a built artifact, one mutant at a time.

cargo-mutants lists a crate's mutants (their diffs) but runs only `cargo test`; the
Python package (python/, pytest), the npm package (wasm/, Node) and the DuckDB
extension (duckdb/, pytest against the loaded extension) are tested through what they
build. Each has a front end (`python/mutants`, `wasm/mutants`, `duckdb/mutants`) that
describes its build and its tests as a `Package`; this module does the rest, the same
for all three:

1. The worktree's files (tracked and untracked, not ignored) are copied into a scratch
   tree, target/NAME-mutants/tree: the mutants are applied there, never in the
   worktree, which may be edited meanwhile (the tests are copied once, at the start).
   The package's `prepare` then readies the tree (links, the test fixtures).
2. cargo-mutants lists the mutants of each file given (`--list --json --diff`, relative
   to the crate's folder); the package's `expand` may rewrite that list (PyO3's
   `PyResult`).
3. The unmutated tree is built and tested once: the tests must pass.
4. For each mutant: the file is restored from the worktree, the mutant's diff applied
   (patch, the file's time now: cargo sees the change), the artifact built and the
   tests run. A build failing with a compiler error in the mutated file is
   `unviable`, failing tests `caught`, passing tests `missed`, tests running past the
   timeout `timeout`. Anything else stops the run, loudly: a diff that does not apply
   (or leaves no cargo-mutants mark in the file), a build failing elsewhere, a second
   run sharing the scratch tree, every mutant of a run unviable.

Each result is a line appended to target/NAME-mutants/results.txt (outcome, seconds,
the mutant as cargo-mutants names it). Needs cargo-mutants.
"""

from __future__ import annotations

import argparse
import fcntl
import json
import os
import re
import shutil
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
#: cargo-mutants' mark on every line it changes.
MARK = "/* ~ changed by cargo-mutants ~ */"


class Broken(Exception):
    """The harness cannot run a mutant as cargo-mutants means it: the run stops."""


class Package:
    """A crate tested through its artifact: where it is, how it is built and tested.
    A front end subclasses it and sets `crate` (the crate's folder, relative to the
    root) and `name` (the scratch folder's: target/NAME-mutants)."""

    crate = ""
    name = ""

    def __init__(self) -> None:
        self.work = ROOT / "target" / f"{self.name}-mutants"
        self.tree = self.work / "tree"

    def arguments(self, parser: argparse.ArgumentParser) -> None:
        """Adds the front end's own options."""

    def prepare(self, args: argparse.Namespace) -> None:
        """Readies the copied tree before its first build."""

    def expand(self, mutants: list) -> list:
        """The mutants to run, from those cargo-mutants lists."""
        return mutants

    def build(self, mutated: str = "") -> bool:
        """Builds the tree's artifact: False when the compiler rejects the file
        `mutated` (relative to the crate's folder); any other failure raises Broken."""
        raise NotImplementedError

    def test(self, args: argparse.Namespace) -> str:
        """`caught`, `missed` or `timeout`: the chosen tests on the tree's artifact."""
        raise NotImplementedError


def replaced(mutant: dict, value: str) -> dict:
    """`mutant` with `value` written in place of its replacement (in its name and diff
    too): a front end's rewrite of a mutant cargo-mutants writes in a form that never
    builds."""
    old = mutant["replacement"]
    return dict(mutant, replacement=value, name=mutant["name"].replace(old, value),
                diff=mutant["diff"].replace(old, value))


def cargo_build(command: list, env: dict, mutated: str) -> bool:
    """Runs a cargo build: False when it fails with its first compiler error in the
    file `mutated` (relative to the crate's folder, as rustc names it); Broken when it
    fails otherwise."""
    done = subprocess.run(command, env=env, stdout=subprocess.DEVNULL,
                          stderr=subprocess.PIPE, text=True, check=False)
    if done.returncode == 0:
        return True
    # rustc's first error names where it is: `  --> src/vectors.rs:72:20`.
    where = re.search(r"^error(?:\[E\d+\])?: .*\n\s*--> ([^:\n]+):", done.stderr, re.M)
    if mutated and where and where.group(1) == mutated:
        return False
    what = "not on the mutant" if mutated else "the unmutated tree"
    raise Broken(f"the build failed ({what}):\n{done.stderr[-4000:]}")


def outcome(command: list, timeout: float, **options) -> str:
    """`caught`, `missed` or `timeout`: a test command's verdict on a mutant."""
    try:
        done = subprocess.run(command, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL,
                              timeout=timeout, check=False, **options)
    except subprocess.TimeoutExpired:
        return "timeout"
    return "missed" if done.returncode == 0 else "caught"


def copy_tree(tree: Path) -> None:
    """The worktree's files, tracked and untracked but not ignored, into `tree`."""
    files = subprocess.run(
        ["git", "ls-files", "-z", "-co", "--exclude-standard"],
        cwd=ROOT, check=True, capture_output=True,
    ).stdout.split(b"\0")
    if tree.exists():
        shutil.rmtree(tree)
    for name in filter(None, files):
        source = ROOT / os.fsdecode(name)
        if source.is_file():
            target = tree / os.fsdecode(name)
            target.parent.mkdir(parents=True, exist_ok=True)
            shutil.copy(source, target)


def listed(crate: str, file: str) -> list:
    """The mutants cargo-mutants lists for `file` (relative to the crate's folder)."""
    out = subprocess.run(
        ["cargo", "mutants", "--no-config", "--list", "--json", "--diff", "-f", file],
        cwd=ROOT / crate, check=True, capture_output=True, text=True,
    ).stdout
    return json.loads(out)


def apply(package: Package, mutant: dict) -> None:
    """The mutant's diff applied to the tree's copy of its file (exactly: no fuzz, no
    offset), which must then carry cargo-mutants' mark."""
    target = package.tree / package.crate / mutant["file"]
    done = subprocess.run(
        ["patch", "--forward", "--fuzz=0", "--no-backup-if-mismatch", "-r", "-", "-p0",
         str(target)],
        input=mutant["diff"], text=True, capture_output=True, check=False,
    )
    if done.returncode != 0 or "offset" in done.stdout or MARK not in target.read_text():
        raise Broken(f"the diff of {mutant['name']} does not apply to {target}:\n"
                     f"{done.stdout}{done.stderr}")


def restore(package: Package, file: str) -> None:
    """The tree's copy of `file` back to the worktree's (its time now: cargo rebuilds)."""
    shutil.copy(ROOT / package.crate / file, package.tree / package.crate / file)


def main(package: Package, description: str) -> int:
    """Runs every mutant of the files given, one at a time, under the scratch tree's lock."""
    parser = argparse.ArgumentParser(description=description)
    parser.add_argument("files", nargs="+",
                        help=f"the files, relative to {package.crate}/ (src/lib.rs)")
    parser.add_argument("--only", action="append",
                        help="only the mutants whose name has this (repeated: any of these)")
    parser.add_argument("--timeout", type=float, default=300.0,
                        help="seconds of tests per mutant")
    package.arguments(parser)
    args = parser.parse_args()
    package.work.mkdir(parents=True, exist_ok=True)
    with (package.work / "lock").open("w", encoding="utf-8") as lock:
        try:
            fcntl.flock(lock, fcntl.LOCK_EX | fcntl.LOCK_NB)
        except BlockingIOError:
            print(f"another run holds {package.work} (its scratch tree): wait for it",
                  file=sys.stderr)
            return 2
        try:
            return run(package, args)
        except Broken as broken:
            print(f"stopped: {broken}", file=sys.stderr)
            return 2


def run(package: Package, args: argparse.Namespace) -> int:
    """The baseline, then every mutant listed: 1 when the baseline fails."""
    copy_tree(package.tree)
    package.prepare(args)
    mutants = [m for file in args.files for m in package.expand(listed(package.crate, file))]
    mutants = [m for m in mutants if not args.only or any(o in m["name"] for o in args.only)]
    print(f"{len(mutants)} mutants of {' '.join(args.files)} in {package.crate}/", flush=True)
    start = time.monotonic()
    package.build()
    if package.test(args) != "missed":
        print("the unmutated tree's tests fail", file=sys.stderr)
        return 1
    print(f"baseline: {time.monotonic() - start:.0f} s", flush=True)
    outcomes = []
    with (package.work / "results.txt").open("a", encoding="utf-8") as results:
        for mutant in mutants:
            start = time.monotonic()
            try:
                apply(package, mutant)
                viable = package.build(mutant["file"])
                verdict = package.test(args) if viable else "unviable"
            finally:
                restore(package, mutant["file"])
            outcomes.append(verdict)
            line = f"{verdict}\t{time.monotonic() - start:.0f}s\t{mutant['name']}"
            print(line, flush=True)
            results.write(line + "\n")
            results.flush()
    if len(outcomes) > 1 and set(outcomes) == {"unviable"}:
        raise Broken(f"all {len(outcomes)} mutants unviable: is the harness wrong?")
    return 0

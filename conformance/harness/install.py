"""Installing what an adapter needs, each the ordinary way: Debian packages with
apt-get (waiting on the dpkg lock), PyPI into a virtual environment, npm, crates.io
with cargo, and the compilers of Java, Go and C. Everything built goes under
`target/conformance/`, so a second run only checks."""

import os
import pathlib
import shutil
import subprocess
import sys

from .vectors import ROOT

WORK = ROOT / "target" / "conformance"
ADAPTERS = ROOT / "conformance" / "adapters"


class Missing(Exception):
    """What an implementation needs and could not get (the run goes on without it)."""


def run(argv, **kw):
    """Runs a step of an installation; its failure is a `Missing`."""
    done = subprocess.run(argv, capture_output=True, text=True, **kw)
    if done.returncode != 0:
        tail = (done.stderr or done.stdout).strip().splitlines()[-3:]
        raise Missing(f"`{' '.join(map(str, argv))}` failed: {' / '.join(tail)}")
    return done.stdout


def deb_version(package):
    """The installed version of a Debian package, or None."""
    done = subprocess.run(["dpkg-query", "-W", "-f=${db:Status-Abbrev}${Version}", package],
                          capture_output=True, text=True)
    if done.returncode != 0 or not done.stdout.startswith("ii"):
        return None
    return done.stdout[2:].strip()


def apt(*packages):
    """Installs Debian packages that are missing (as root, waiting up to 10 minutes on the
    dpkg lock); returns the first package's version."""
    missing = [p for p in packages if deb_version(p) is None]
    if missing:
        if shutil.which("apt-get") is None:
            raise Missing(f"Debian packages {' '.join(missing)} (no apt-get here)")
        if os.geteuid() != 0:
            raise Missing(f"Debian packages {' '.join(missing)} (apt-get needs root)")
        env = dict(os.environ, DEBIAN_FRONTEND="noninteractive")
        base = ["apt-get", "-o", "DPkg::Lock::Timeout=600", "install", "-y", "-q",
                "--no-install-recommends"]
        if subprocess.run(base + missing, capture_output=True, env=env).returncode != 0:
            run(["apt-get", "-o", "DPkg::Lock::Timeout=600", "update", "-q"], env=env)
            run(base + missing, env=env)
    return deb_version(packages[0])


def venv(requirements):
    """A virtual environment under target/conformance/venv with `requirements` (pinned
    `name==version` lines) installed; returns its Python."""
    home = WORK / "venv"
    python = home / "bin" / "python"
    if not python.exists():
        run([sys.executable, "-m", "venv", str(home)])
    stamp = home / "requirements.txt"
    if not stamp.exists() or stamp.read_text() != requirements.read_text():
        run([str(python), "-m", "pip", "install", "-q", "-r", str(requirements)])
        shutil.copyfile(requirements, stamp)
    return python


def npm():
    """The npm packages of `adapters/node/package.json` (its lock file, `npm ci`) under
    target/conformance/node; returns the node_modules folder."""
    home = WORK / "node"
    home.mkdir(parents=True, exist_ok=True)
    lock = ADAPTERS / "node" / "package-lock.json"
    stamp = home / "package-lock.json"
    if not stamp.exists() or stamp.read_text() != lock.read_text():
        if shutil.which("npm") is None:
            raise Missing("npm (Debian `npm`)")
        shutil.copyfile(ADAPTERS / "node" / "package.json", home / "package.json")
        shutil.copyfile(lock, stamp)
        run(["npm", "ci", "--silent", "--no-audit", "--no-fund"], cwd=home)
    return home / "node_modules"


def cargo_bin(name):
    """Builds the Rust adapter `name` (its crate from crates.io, pinned by the adapters'
    Cargo.lock) under target/conformance/rust; returns the binary."""
    target = WORK / "rust"
    run(["cargo", "build", "--locked", "--quiet", "--manifest-path",
         str(ADAPTERS / "rust" / "Cargo.toml"), "--target-dir", str(target),
         "--features", name, "--bin", name])
    return target / "debug" / name


def cargo_lock_version(crate):
    """The version of `crate` in the Rust adapters' Cargo.lock."""
    lines = (ADAPTERS / "rust" / "Cargo.lock").read_text().splitlines()
    for i, line in enumerate(lines):
        if line == f'name = "{crate}"':
            return lines[i + 1].split('"')[1]
    return "?"


def newer(output, *sources):
    """Whether `output` is missing or older than one of `sources` (a build is due)."""
    if not output.exists():
        return True
    built = output.stat().st_mtime
    return any(pathlib.Path(s).stat().st_mtime > built for s in sources)


def javac(source):
    """Compiles a Java adapter into target/conformance/java; returns the class folder."""
    out = WORK / "java"
    if newer(out / (source.stem + ".class"), source):
        if shutil.which("javac") is None:
            raise Missing("javac (Debian `openjdk-17-jdk-headless`)")
        out.mkdir(parents=True, exist_ok=True)
        run(["javac", "-d", str(out), str(source)])
    return out


def go_build(folder, name):
    """Builds a Go adapter (standard library only) into target/conformance/go."""
    out = WORK / "go" / name
    if newer(out, *folder.glob("*.go")):
        run(["go", "build", "-o", str(out), "."], cwd=folder,
            env=dict(os.environ, GOFLAGS="-mod=mod", GOTOOLCHAIN="local"))
    return out


def cc(source, name, *libs):
    """Compiles a C adapter against `libs` into target/conformance/c."""
    out = WORK / "c" / name
    if newer(out, source):
        out.parent.mkdir(parents=True, exist_ok=True)
        run(["cc", "-O1", "-Wall", "-o", str(out), str(source), *libs])
    return out

"""urispec's vectors (`urispec vectors`, format `urispec-vectors/1`): loading them,
making them when asked, and what each case asks an adapter."""

import json
import pathlib
import subprocess

ROOT = pathlib.Path(__file__).resolve().parents[2]
GENERIC = ("scheme", "authority", "userinfo", "host", "port", "path", "query", "fragment")


def load(revision, directory):
    """The vector document of `revision` from `directory` (`DIR/REV.json`)."""
    path = pathlib.Path(directory) / f"{revision}.json"
    return json.loads(path.read_text(encoding="utf-8"))


def default_folder(revision):
    """The committed `vectors/` when it holds `REV.json` (a test keeps it equal to what this
    checkout makes), else target/conformance/vectors, made there now."""
    committed = ROOT / "vectors"
    if (committed / f"{revision}.json").exists():
        return committed
    made = ROOT / "target" / "conformance" / "vectors"
    generate(revision, made)
    return made


def generate(revision, directory):
    """Runs `urispec vectors --revision REV --out DIR` (built from this checkout)."""
    pathlib.Path(directory).mkdir(parents=True, exist_ok=True)
    subprocess.run(
        ["cargo", "run", "--locked", "--quiet", "-p", "urispec-cli", "--",
         "vectors", "--revision", revision, "--out", str(directory)],
        cwd=ROOT, check=True)


def input_bytes(case, key="input"):
    """A case's bytes: from `KEY_hex` when the vector has it, else the text."""
    hex_text = case.get(f"{key}_hex")
    return bytes.fromhex(hex_text) if hex_text is not None else case[key].encode("utf-8")


def text_or_none(data):
    """The bytes as text, or None when they are not UTF-8."""
    try:
        return data.decode("utf-8")
    except UnicodeDecodeError:
        return None


def field(name, data):
    """A request's field: the text (when the bytes are UTF-8) and its hex, always."""
    out = {f"{name}_hex": data.hex()}
    text = text_or_none(data)
    if text is not None:
        out[name] = text
    return out


def generic_components(components):
    """A vector's components (the document's names) in the generic names adapters answer
    in: RFC 1808's and the 1996 draft's `leading_slash` and `params` folded back into
    `path` (`/` + path + `;` + params, as written), a host as its text."""
    out = {name: components.get(name) for name in GENERIC}
    if "leading_slash" in components or "params" in components:
        path = components.get("path") or ""
        if components.get("leading_slash"):
            path = "/" + path
        if components.get("params") is not None:
            path += ";" + components["params"]
        out["path"] = path
    host = components.get("host")
    if isinstance(host, dict):
        out["host"] = host.get("text")
    return out

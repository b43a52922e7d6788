"""Adapter: CPython's urllib.parse.

Claims RFC 3986: Lib/urllib/parse.py's module docstring, "RFC 3986 is considered the
current standard and any future changes to urlparse module should conform with it"
(https://github.com/python/cpython/blob/3.11/Lib/urllib/parse.py).

urllib.parse never says "invalid" by design; a ValueError (e.g. an unbalanced `[` in the
netloc, a port out of range) is its only rejection. `urlsplit` gives undefined and empty
alike as "", so the components answered are those it can tell apart: scheme, authority
(netloc), path, query and fragment are compared only where `SplitResult` keeps the
delimiter (the original string round-trips through `geturl()` otherwise)."""

import sys
import urllib.parse

from protocol import serve


def info():
    return {"version": sys.version.split()[0]}


def parse(text):
    parts = urllib.parse.urlsplit(text)
    port = parts.port  # raises ValueError on a non-numeric or out-of-range port
    netloc_present = text.startswith("//") or (parts.scheme and
                                               text[len(parts.scheme) + 1:].startswith("//"))
    components = {
        "scheme": parts.scheme or None,
        "authority": parts.netloc if netloc_present else None,
        "path": parts.path,
        "query": parts.query if "?" in text.split("#", 1)[0] else None,
        "fragment": parts.fragment if "#" in text else None,
    }
    if netloc_present:
        components["host"] = _host(parts.netloc)
        components["port"] = _port(parts.netloc, port)
        components["userinfo"] = parts.netloc.rpartition("@")[0] if "@" in parts.netloc else None
    return {"valid": True, "components": components}


def _host(netloc):
    hostport = netloc.rpartition("@")[2]
    if hostport.startswith("["):
        return hostport[: hostport.find("]") + 1] if "]" in hostport else hostport
    return hostport.partition(":")[0]


def _port(netloc, port):
    hostport = netloc.rpartition("@")[2]
    after = hostport[hostport.find("]") + 1:] if hostport.startswith("[") else hostport
    return after.partition(":")[2] if ":" in after else None


def resolve(base, reference):
    return urllib.parse.urljoin(base, reference)


if __name__ == "__main__":
    serve(info, parse, resolve)

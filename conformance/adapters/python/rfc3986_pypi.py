"""Adapter: rfc3986 (PyPI).

Claims RFC 3986: "A Python implementation of RFC 3986 including validation and authority
parsing" (https://rfc3986.readthedocs.io/).

Validity: `Validator` with every component checked for validity (the library's own
"is this an RFC 3986 reference" question); components from `uri_reference`, whose
`None` is an undefined component. Resolution: `resolve_with` (RFC 3986 §5.2)."""

from importlib import metadata

import rfc3986
from rfc3986 import exceptions, validators

from protocol import serve

ALL = ("scheme", "userinfo", "host", "port", "path", "query", "fragment")


def info():
    return {"version": f"rfc3986 {metadata.version('rfc3986')}"}


def parse(text):
    uri = rfc3986.uri_reference(text)
    try:
        validators.Validator().check_validity_of(*ALL).validate(uri)
    except exceptions.ValidationError as error:
        return {"valid": False, "error": str(error)}
    return {"valid": True, "components": {
        "scheme": uri.scheme, "authority": uri.authority, "userinfo": uri.userinfo,
        "host": uri.host, "port": uri.port, "path": uri.path, "query": uri.query,
        "fragment": uri.fragment}}


def resolve(base, reference):
    return rfc3986.uri_reference(reference).resolve_with(base, strict=True).unsplit()


if __name__ == "__main__":
    serve(info, parse, resolve)

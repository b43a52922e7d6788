"""The implementations measured: where each says which document it follows (the claim
the runner holds it to), how it is installed and how its adapter is started.

`claims` maps a urispec revision to the citation of the implementation's own words;
`contrast` lists revisions an implementation does not claim but is run against to show
the gap (the WHATWG parsers, whose standard is not an RFC)."""

import dataclasses
import shutil
import subprocess
import sys

from . import install
from .install import ADAPTERS, Missing


@dataclasses.dataclass
class Impl:
    """One implementation: its adapter and its claim."""

    name: str
    language: str
    claims: dict
    prepare: object  # () -> (argv, env, version)
    contrast: tuple = ()
    # The library's API takes text: bytes that are not UTF-8 cannot be given to it, and
    # the runner answers for it that they are rejected (by the type, before the parser).
    text_only: bool = True
    resolves: bool = True

    def revisions(self):
        """The revisions this implementation is run against: its claims, then contrasts."""
        return list(self.claims) + [r for r in self.contrast if r not in self.claims]


def _python(script):
    return [sys.executable, str(ADAPTERS / "python" / script)]


def _version_of(argv, env=None):
    from .session import Session
    session = Session(argv, env=env, timeout=60)
    answer = session.ask({"op": "info"})
    session.stop()
    return answer.get("version", "?")


def urllib_parse():
    argv = _python("urllib_parse.py")
    return argv, None, f"CPython {sys.version.split()[0]}"


def rfc3986_pypi():
    python = install.venv(ADAPTERS / "python" / "requirements.txt")
    argv = [str(python), str(ADAPTERS / "python" / "rfc3986_pypi.py")]
    return argv, None, _version_of(argv)


def rust(crate, binary):
    def prepare():
        return [str(install.cargo_bin(binary))], None, install.cargo_lock_version(crate)
    return prepare


def node(script, package):
    def prepare():
        if shutil.which("node") is None:
            raise Missing("node (Debian `nodejs`)")
        modules = install.npm()
        argv = ["node", str(ADAPTERS / "node" / script)]
        env = {"NODE_PATH": str(modules)}
        version = _version_of(argv, env)
        return argv, env, version if package else f"Node {version}"
    return prepare


def java_uri():
    install.apt("openjdk-17-jdk-headless") if shutil.which("javac") is None else None
    classes = install.javac(ADAPTERS / "java" / "UriAdapter.java")
    argv = ["java", "-Xshare:auto", "-cp", str(classes), "UriAdapter"]
    return argv, None, f"Java {_version_of(argv)}"


def perl_uri():
    version = install.apt("liburi-perl")
    return ["perl", str(ADAPTERS / "perl" / "uri.pl")], None, f"URI {version} (Debian liburi-perl)"


def ruby(parser):
    def prepare():
        install.apt("ruby")
        argv = ["ruby", str(ADAPTERS / "ruby" / "uri.rb"), parser]
        return argv, None, f"Ruby {_version_of(argv)}"
    return prepare


def go_net_url():
    install.apt("golang-go")
    binary = install.go_build(ADAPTERS / "go", "net-url")
    argv = [str(binary)]
    return argv, None, _version_of(argv)


def uriparser():
    version = install.apt("liburiparser-dev")
    binary = install.cc(ADAPTERS / "c" / "uriparser.c", "uriparser", "-luriparser")
    return [str(binary)], None, f"uriparser {version} (Debian liburiparser-dev)"


def curl():
    install.apt("libcurl4-openssl-dev")
    binary = install.cc(ADAPTERS / "c" / "curl.c", "curl", "-lcurl")
    argv = [str(binary)]
    return argv, None, _version_of(argv)


RFC3986 = "rfc3986"
RFC3987 = "rfc3987"

IMPLS = [
    Impl("python-urllib", "Python", {RFC3986: (
        "Lib/urllib/parse.py, module docstring: \"RFC 3986 is considered the current "
        "standard and any future changes to urlparse module should conform with it\"",
        "https://github.com/python/cpython/blob/3.11/Lib/urllib/parse.py")}, urllib_parse),
    Impl("python-rfc3986", "Python", {RFC3986: (
        "\"A Python implementation of RFC 3986 including validation and authority parsing\"",
        "https://rfc3986.readthedocs.io/")}, rfc3986_pypi),
    Impl("rust-fluent-uri", "Rust", {
        RFC3986: ("src/lib.rs: \"A generic URI/IRI handling library compliant with RFC 3986 "
                  "and RFC 3987\"", "https://docs.rs/fluent-uri/0.4"),
        RFC3987: ("the same (`IriRef`)", "https://docs.rs/fluent-uri/0.4")},
        rust("fluent-uri", "fluent-uri")),
    Impl("rust-oxiri", "Rust", {RFC3987: (
        "README.md: \"OxIRI is a simple and fast implementation of IRIs based on RFC 3987\"",
        "https://docs.rs/oxiri/0.3")},
        rust("oxiri", "oxiri")),
    Impl("rust-iri-string", "Rust", {
        RFC3986: ("crate docs: \"String types for IRIs (RFC 3987) and URIs (RFC 3986)\"",
                  "https://docs.rs/iri-string/0.7"),
        RFC3987: ("the same page (`IriReferenceStr`)", "https://docs.rs/iri-string/0.7")},
        rust("iri-string", "iri-string")),
    Impl("rust-http", "Rust", {}, rust("http", "http"), contrast=(RFC3986,), resolves=False),
    Impl("rust-url", "Rust", {}, rust("url", "url"), contrast=(RFC3986,)),
    Impl("java-net-uri", "Java", {"rfc2732": (
        "java.net.URI javadoc: \"a URI reference as defined by RFC 2396 … amended by "
        "RFC 2732\"", "https://docs.oracle.com/en/java/javase/17/docs/api/java.base/java/net/URI.html")},
        java_uri),
    Impl("perl-uri", "Perl", {"rfc2732": (
        "URI.pm POD: \"Uniform Resource Identifier references as specified in RFC 2396 (and "
        "updated by RFC 2732)\"", "https://metacpan.org/pod/URI")}, perl_uri, text_only=False),
    Impl("ruby-uri-rfc2396", "Ruby", {"rfc2396": (
        "lib/uri/rfc2396_parser.rb: `URI::RFC2396_Parser`",
        "https://docs.ruby-lang.org/en/3.1/URI/RFC2396_Parser.html")}, ruby("RFC2396")),
    Impl("ruby-uri-rfc3986", "Ruby", {RFC3986: (
        "lib/uri/rfc3986_parser.rb: `URI::RFC3986_Parser` (URI's default parser)",
        "https://docs.ruby-lang.org/en/3.1/URI/RFC3986_Parser.html")}, ruby("RFC3986")),
    Impl("node-url", "JavaScript", {}, node("url.js", False), contrast=(RFC3986,)),
    Impl("js-fast-uri", "JavaScript", {RFC3986: (
        "README: \"Dependency-free RFC 3986 URI toolbox\"",
        "https://github.com/fastify/fast-uri")}, node("fast_uri.js", True)),
    Impl("js-uri-js", "JavaScript", {RFC3986: (
        "README: \"an RFC 3986 compliant, scheme extendable URI parsing/validating/resolving "
        "library\"", "https://github.com/garycourt/uri-js")}, node("uri_js.js", True)),
    Impl("go-net-url", "Go", {RFC3986: (
        "src/net/url/url.go: \"See RFC 3986. This package generally follows RFC 3986, "
        "except where it deviates for compatibility reasons\"",
        "https://pkg.go.dev/net/url")}, go_net_url, text_only=False),
    Impl("c-uriparser", "C", {RFC3986: (
        "include/uriparser/Uri.h: \"uriparser - RFC 3986 URI parsing library\"",
        "https://uriparser.github.io/")}, uriparser, text_only=False),
    Impl("c-curl", "C", {RFC3986: (
        "\"curl's URL parser … RFC 3986+\" (URL syntax and their use in curl)",
        "https://curl.se/docs/url-syntax.html")}, curl, text_only=False),
]

CONTRAST_NOTES = {
    "rust-http": ("no RFC claimed: `Uri` is \"a component of all HTTP requests\" "
                  "(src/uri/mod.rs, https://docs.rs/http/1/http/uri/struct.Uri.html), HTTP's "
                  "request-target; src/uri/authority.rs cites RFC 3986 §3.2.1 for userinfo"),
    "rust-url": ("the WHATWG URL Standard (\"an implementation of the URL Standard\", "
                 "https://docs.rs/url)"),
    "node-url": ("the WHATWG URL Standard (\"The WHATWG URL API\", "
                 "https://nodejs.org/api/url.html)"),
}


def by_name(names):
    """The implementations named (all when none is), in the registry's order."""
    if not names:
        return list(IMPLS)
    known = {impl.name: impl for impl in IMPLS}
    unknown = [n for n in names if n not in known]
    if unknown:
        raise SystemExit(f"conformance/run: unknown --impl {', '.join(unknown)}; "
                         f"known: {', '.join(known)}")
    return [known[n] for n in names]


def git_describe():
    """The checkout's commit (for the report's header)."""
    done = subprocess.run(["git", "rev-parse", "--short", "HEAD"], capture_output=True,
                          text=True, cwd=install.ROOT)
    return done.stdout.strip() or "?"

"""The runner's own tests: the adapter session's crash and timeout handling, the
comparison, and the component mapping. Run: python3 -m unittest discover conformance/tests"""

import pathlib
import sys
import unittest

HERE = pathlib.Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parent))

from harness import compare, vectors  # noqa: E402
from harness.impls import Impl  # noqa: E402
from harness.session import Session  # noqa: E402


def flaky():
    return Session([sys.executable, str(HERE / "flaky_adapter.py")], timeout=1.0)


def case(text, valid=True, path=None):
    c = {"id": text, "tags": ["t"], "input": text, "valid": valid}
    if valid:
        c["components"] = {"path": text if path is None else path}
    return c


class SessionTest(unittest.TestCase):
    def test_crash_and_timeout_are_marked_and_the_run_goes_on(self):
        session = flaky()
        try:
            answers = [session.ask({"op": "parse", "input": t})
                       for t in ["a", "crash", "b", "hang", "c", "garbage", "d"]]
        finally:
            session.stop()
        self.assertEqual([a.get("status") for a in answers],
                         [None, "crashed", None, "timeout", None, "crashed", None])
        self.assertEqual([a["components"]["path"] for a in answers if "status" not in a],
                         ["a", "b", "c", "d"])
        self.assertEqual(session.restarts, 3)


class CompareTest(unittest.TestCase):
    def test_every_case_is_counted_once(self):
        impl = Impl("flaky", "Python", {}, None, text_only=True)
        document = {"revision": "r", "cases": [
            case("a"), case("crash"), case("b", valid=False), case("hang"),
            case("c", path="x"),
            {"id": "bytes", "tags": [], "input": "\\xFF", "input_hex": "ff", "valid": False}]}
        session = flaky()
        try:
            tally = compare.measure(impl, session, document)
        finally:
            session.stop()
        self.assertEqual(tally.cases, 6)
        self.assertEqual((tally.crashed, tally.timeout), (1, 1))
        self.assertEqual(tally.valid_agree, 3)  # a, c, and the bytes the API cannot take
        self.assertEqual((tally.components_cases, tally.components_agree), (2, 1))
        kinds = sorted(d.kind for d in tally.deviations)
        self.assertEqual(kinds, ["accepts-invalid", "component:path", "crashed", "timeout"])

    def test_host_brackets_are_presentation(self):
        self.assertTrue(compare._same("host", "[::1]", "::1"))
        self.assertFalse(compare._same("path", "[::1]", "::1"))


class VectorsTest(unittest.TestCase):
    def test_rfc1808_path_gets_its_slash_and_params_back(self):
        generic = vectors.generic_components({
            "scheme": "http", "authority": "a", "leading_slash": True, "path": "b",
            "params": "p", "query": "q", "fragment": None})
        self.assertEqual(generic["path"], "/b;p")
        self.assertIsNone(generic["host"])

    def test_host_is_its_text(self):
        generic = vectors.generic_components({"host": {"kind": "reg-name", "text": "a"}})
        self.assertEqual(generic["host"], "a")


if __name__ == "__main__":
    unittest.main()

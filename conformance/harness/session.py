"""One adapter process: a JSON line out, a JSON line back, with a per-case timeout.

A case the adapter crashes on (it exits, or answers something that is not one JSON
object) is answered `{"status": "crashed"}`; one it does not answer in time
`{"status": "timeout"}`; either way the process is ended and the next case starts a
new one, so no case is dropped."""

import json
import os
import queue
import signal
import subprocess
import threading


class Session:
    """An adapter, started on first use and restarted after a crash or a timeout."""

    def __init__(self, argv, env=None, cwd=None, timeout=5.0):
        self.argv = argv
        self.env = env
        self.cwd = cwd
        self.timeout = timeout
        self.proc = None
        self.lines = None
        self.restarts = 0
        self.stderr_tail = []

    def _start(self):
        env = dict(os.environ, **(self.env or {}))
        self.proc = subprocess.Popen(
            self.argv, stdin=subprocess.PIPE, stdout=subprocess.PIPE,
            stderr=subprocess.PIPE, env=env, cwd=self.cwd, start_new_session=True)
        self.lines = queue.Queue()
        threading.Thread(target=_pump, args=(self.proc.stdout, self.lines), daemon=True).start()
        threading.Thread(target=self._drain, args=(self.proc.stderr,), daemon=True).start()

    def _drain(self, stream):
        for line in stream:
            self.stderr_tail = (self.stderr_tail + [line.decode("utf-8", "replace")])[-5:]

    def stop(self):
        """Ends the adapter (its whole process group) if it runs."""
        if self.proc is None:
            return
        try:
            os.killpg(self.proc.pid, signal.SIGKILL)
        except ProcessLookupError:
            pass
        self.proc.wait()
        self.proc = None

    def ask(self, request):
        """Sends one request; returns the adapter's answer (a dict), or a `status`."""
        if self.proc is None:
            self._start()
        line = json.dumps(request, ensure_ascii=False).encode("utf-8") + b"\n"
        try:
            self.proc.stdin.write(line)
            self.proc.stdin.flush()
        except (BrokenPipeError, OSError):
            return self._fail("crashed")
        try:
            reply = self.lines.get(timeout=self.timeout)
        except queue.Empty:
            return self._fail("timeout")
        if reply is None:
            return self._fail("crashed")
        try:
            answer = json.loads(reply)
        except ValueError:
            return self._fail("crashed")
        if not isinstance(answer, dict):
            return self._fail("crashed")
        return answer

    def _fail(self, status):
        self.stop()
        self.restarts += 1
        return {"status": status}


def _pump(stream, lines):
    for line in stream:
        lines.put(line)
    lines.put(None)

"""A client of `tortuga-rules serve --stdio`: one JSON request per line, one answer per line."""
import json
import os
import shlex
import subprocess

PROTOCOL_VERSION = 1


class ProtocolError(Exception):
    """A request the server refused: `code` is stable (BAD_REQUEST, ILLEGAL_ACTION, NO_SUCH_HANDLE, ...)."""

    def __init__(self, code, message):
        super().__init__("%s: %s" % (code, message))
        self.code = code
        self.message = message


def default_command():
    """The server command: $TORTUGA_RULES_SERVE, else the package's `tortuga-rules serve --stdio` through npx."""
    configured = os.environ.get("TORTUGA_RULES_SERVE")
    if configured:
        return shlex.split(configured)
    return ["npx", "--no-install", "tortuga-rules", "serve", "--stdio"]


def _widen_pipes(process):
    """Asks Linux for 1 MiB pipes (F_SETPIPE_SZ) where it allows: a vector's answer then crosses in
    one write instead of sixteen 64 KiB turns of the two processes. Elsewhere nothing changes."""
    try:
        import fcntl
    except ImportError:  # pragma: no cover - not on POSIX
        return
    for stream in (process.stdout, process.stdin):
        try:
            fcntl.fcntl(stream.fileno(), 1031, 1 << 20)  # F_SETPIPE_SZ
        except (OSError, ValueError):
            pass


class Client:
    """Starts the server as a child process and speaks the protocol with it.

    Use it as a context manager (or call close()): the server ends with the client, nothing is
    left running.
    """

    def __init__(self, command=None, cwd=None):
        self._process = subprocess.Popen(
            command or default_command(),
            stdin=subprocess.PIPE,
            stdout=subprocess.PIPE,
            stderr=subprocess.PIPE,
            cwd=cwd,
        )
        _widen_pipes(self._process)
        self._next = 0
        hello = self.request("hello")
        if hello["protocol"] != PROTOCOL_VERSION:
            self.close()
            raise ProtocolError("PROTOCOL", "the server speaks protocol %r, this client %d" % (hello["protocol"], PROTOCOL_VERSION))
        self.games = hello["games"]

    def request(self, op, **fields):
        """Sends one request and returns its answer (a dict); raises ProtocolError when refused."""
        self.send(op, **fields)
        return self.receive()

    def send(self, op, **fields):
        """Sends one request without waiting (answers come in order: read each with `receive`)."""
        self._next += 1
        line = json.dumps(dict(fields, op=op, id=self._next), separators=(",", ":"))
        self._process.stdin.write(line.encode("utf-8") + b"\n")
        self._process.stdin.flush()

    def receive(self):
        """The answer to the oldest request not yet received; raises ProtocolError when refused."""
        answer = self._process.stdout.readline()
        if not answer:
            raise ProtocolError("SERVER_ENDED", self._process.stderr.read().decode("utf-8", "replace") or "the server ended")
        reply = json.loads(answer)
        if reply.get("ok") and "bytes" in reply:
            # A frame: the arrays' raw bytes follow the line (a `binary="frame"` vector).
            reply["frameData"] = self._read_exactly(reply["bytes"])
        if not reply.get("ok"):
            error = reply.get("error", {})
            raise ProtocolError(error.get("code", "UNKNOWN"), error.get("message", ""))
        return reply

    def _read_exactly(self, count):
        data = self._process.stdout.read(count)
        if len(data) != count:
            raise ProtocolError("SERVER_ENDED", "the server ended inside a frame")
        return data

    def stdout_fileno(self):
        """The file descriptor of the server's answers, for `selectors` (an answer is waiting when it reads ready)."""
        return self._process.stdout.fileno()

    def close(self):
        """Ends the server (a `shutdown`, then waits for the process)."""
        if self._process.poll() is None:
            try:
                self.request("shutdown")
            except (ProtocolError, BrokenPipeError, OSError):
                pass
            self._process.stdin.close()
            self._process.wait(timeout=30)
        for stream in (self._process.stdout, self._process.stderr):
            if stream and not stream.closed:
                stream.close()

    def __enter__(self):
        return self

    def __exit__(self, *exc):
        self.close()
        return False

"""The process behind a ``cmd:`` seat: one request line out, one answer line back, and a
named fault for everything else.

An outside bot may do anything: never answer, answer a gigabyte without a newline,
answer twice, nest JSON ten thousand deep, exit, or exit while a child it started
keeps the pipe open. ``BotProcess.ask`` always returns one line of at most
``MAX_ANSWER_BYTES`` within the time limit or raises ``BotFault`` with the cause:
``died`` (it exited or closed its output; also when only a child of it still holds
the pipe), ``timeout`` (no whole answer, or it did not read its input, within the
limit), ``garbage`` (too long), ``flood`` (it wrote without being asked). ``close``
ends the bot's whole process group, so no child, pipe or thread outlives a game.

On POSIX the pipes are non-blocking and watched with ``selectors`` (no threads at
all). On Windows, where pipes cannot be selected, one reader thread per process reads
bounded lines; killing the bot ends it (a grandchild holding the pipe there keeps
that one thread until it exits: a known limit, see docs/reliability.md).
"""
from __future__ import annotations

import os
import queue
import selectors
import signal
import subprocess
import threading
import time

MAX_ANSWER_BYTES = 64 * 1024     # an answer is a few dozen bytes; a line past this is garbage
POLL_S = 0.05                    # how often a silent bot is checked for having exited
POSIX = os.name == "posix"


class BotFault(Exception):
    def __init__(self, kind: str, detail: str):
        super().__init__(f"{kind}: {detail}")
        self.kind = kind
        self.detail = detail


class BotProcess:
    """One running bot. ``ask(line, timeout)`` -> its answer line (bytes, no newline)."""

    def __init__(self, argv: list[str], command: str):
        self.command = command
        try:
            self.proc = subprocess.Popen(argv, stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                                         stderr=subprocess.DEVNULL, bufsize=0,
                                         start_new_session=POSIX)
        except (OSError, ValueError) as exc:
            raise BotFault("died", f"cannot start {command[:80]!r}: "
                                   f"{getattr(exc, 'strerror', None) or exc}") from None
        self._buf = bytearray()
        self._eof = False
        if POSIX:
            os.set_blocking(self.proc.stdin.fileno(), False)
            os.set_blocking(self.proc.stdout.fileno(), False)
            self._lines = None
        else:
            self._lines = queue.Queue(maxsize=4)
            threading.Thread(target=_read_lines, args=(self.proc.stdout, self._lines),
                             daemon=True, name="bot-reader").start()

    # -- the exchange ---------------------------------------------------------------
    def ask(self, request: bytes, timeout: float) -> bytes:
        deadline = time.monotonic() + timeout
        if POSIX:
            self._drain()
            if self._buf:
                raise BotFault("flood", "it wrote without being asked: "
                                        f"{bytes(self._buf[:40])!r}")
            self._send(request, deadline, timeout)
            return self._receive(deadline, timeout)
        return self._ask_threaded(request, deadline, timeout)

    def _died(self) -> BotFault:
        code = self.proc.poll()
        if code is not None:
            return BotFault("died", f"the bot exited (status {code})")
        return BotFault("died", "the bot closed its output")

    def _drain(self) -> None:
        """Whatever the bot wrote since its last answer (nothing, for a well-behaved bot)."""
        fd = self.proc.stdout.fileno()
        while not self._eof and len(self._buf) <= MAX_ANSWER_BYTES:
            try:
                chunk = os.read(fd, 65536)
            except BlockingIOError:
                return
            except OSError:
                chunk = b""
            if not chunk:
                self._eof = True
                return
            self._buf += chunk

    def _send(self, data: bytes, deadline: float, timeout: float) -> None:
        fd = self.proc.stdin.fileno()
        view = memoryview(data)
        with selectors.DefaultSelector() as sel:
            sel.register(fd, selectors.EVENT_WRITE)
            while view:
                left = deadline - time.monotonic()
                if left <= 0:
                    raise BotFault("timeout", f"it did not read its input within {timeout:g} s")
                if not sel.select(min(left, POLL_S)):
                    if self.proc.poll() is not None:
                        raise self._died()
                    continue
                try:
                    view = view[os.write(fd, view):]
                except BlockingIOError:
                    continue
                except OSError:                   # BrokenPipeError: it closed its input
                    raise BotFault("died", "the bot closed its input or exited") from None

    def _receive(self, deadline: float, timeout: float) -> bytes:
        fd = self.proc.stdout.fileno()
        with selectors.DefaultSelector() as sel:
            sel.register(fd, selectors.EVENT_READ)
            while True:
                end = self._buf.find(b"\n")
                if end >= 0:
                    line = bytes(self._buf[:end])
                    del self._buf[:end + 1]
                    if len(line) > MAX_ANSWER_BYTES:
                        raise _too_long()
                    return line
                if len(self._buf) > MAX_ANSWER_BYTES:
                    raise _too_long()
                if self._eof:
                    raise self._died()
                left = deadline - time.monotonic()
                if left <= 0:
                    raise BotFault("timeout", f"no answer within {timeout:g} s")
                if sel.select(min(left, POLL_S)):
                    self._drain()
                elif self.proc.poll() is not None:
                    self._drain()                 # its last words, if any, then the cause
                    if b"\n" not in self._buf:
                        raise self._died()        # exited; perhaps a child still holds the pipe

    def _ask_threaded(self, request: bytes, deadline: float, timeout: float) -> bytes:
        if not self._lines.empty():
            raise BotFault("flood", "it wrote without being asked")
        try:
            self.proc.stdin.write(request)
            self.proc.stdin.flush()
        except OSError:
            raise BotFault("died", "the bot closed its input or exited") from None
        while True:
            left = deadline - time.monotonic()
            if left <= 0:
                raise BotFault("timeout", f"no answer within {timeout:g} s")
            try:
                line = self._lines.get(timeout=min(left, POLL_S))
            except queue.Empty:
                if self.proc.poll() is not None:
                    raise self._died() from None
                continue
            if line is None:
                raise self._died()
            if len(line) > MAX_ANSWER_BYTES or not line.endswith(b"\n"):
                raise _too_long() if len(line) > MAX_ANSWER_BYTES else self._died()
            return line[:-1]

    # -- the end -------------------------------------------------------------------
    def close(self) -> None:
        """Stop the bot and everything it started; release the pipes (idempotent)."""
        proc = self.proc
        for pipe in (proc.stdin, proc.stdout):
            try:
                pipe.close()
            except OSError:
                pass
        try:
            proc.wait(timeout=0.1)               # a bot that ends when its input closes
        except subprocess.TimeoutExpired:
            pass
        if POSIX:
            try:
                os.killpg(proc.pid, signal.SIGKILL)   # its children too (same session)
            except OSError:
                pass
        elif proc.poll() is None:
            proc.kill()
        try:
            proc.wait(timeout=2.0)
        except subprocess.TimeoutExpired:
            pass


def _too_long() -> BotFault:
    return BotFault("garbage", f"an answer longer than {MAX_ANSWER_BYTES // 1024} KiB")


def _read_lines(stream, lines: queue.Queue) -> None:
    """Windows: bounded lines from the bot into ``lines`` (None at the end). Stops at the
    first line it cannot hand over (the bot flooded) or past the size limit."""
    try:
        while True:
            line = stream.readline(MAX_ANSWER_BYTES + 1)
            if not line:
                break
            lines.put(line, timeout=60)
            if len(line) > MAX_ANSWER_BYTES:
                return
    except (OSError, ValueError, queue.Full):
        pass
    try:
        lines.put_nowait(None)
    except queue.Full:
        pass

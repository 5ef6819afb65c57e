"""Where the window runs a computer's decision and the hint: a one-thread worker, or at
once in the calling thread (tests, and ``--demo`` runs that must give the same game on
every machine). Decisions may take a few hundred ms; the table scene polls the future and
never draws from the worker."""
from __future__ import annotations

from concurrent.futures import Future, ThreadPoolExecutor


class ImmediateExecutor:
    """Runs the job at once in the calling thread."""

    def submit(self, fn, *args) -> Future:
        fut: Future = Future()
        try:
            fut.set_result(fn(*args))
        except BaseException as exc:   # handed to the scene like a worker's failure
            fut.set_exception(exc)
        return fut

    def shutdown(self, wait: bool = True) -> None:
        pass


def worker() -> ThreadPoolExecutor:
    return ThreadPoolExecutor(max_workers=1, thread_name_prefix="briscola-ai")

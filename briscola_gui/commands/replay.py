"""``python -m briscola_gui replay [FILE]``: the rules engine as a pure function.

One JSON object in, one out; or JSON Lines in, one output line per input line.
A bad game gives ``{"error": ..., "at": K}`` in its place, one line on stderr,
and exit status 2; the other games are still answered.
"""
from __future__ import annotations

import json
import logging
import sys

from ..engine.errors import BadInput, cut
from ..engine.replay import replay_one

log = logging.getLogger(__name__)

USAGE = "usage: python -m briscola_gui replay [FILE|-]"
MAX_INPUT_BYTES = 1 << 30           # more is refused (``replay /dev/zero`` must end)


def _answer(text: str) -> tuple[str, str | None]:
    """(the output line, the stderr message or None) for one game's text. Never raises:
    whatever the input, the answer is a line (a batch answers every line)."""
    try:
        obj = json.loads(text)
    except RecursionError:
        return _error("bad JSON: nested too deeply")
    except ValueError as exc:             # bad JSON, or an integer past Python's digit limit
        if "integer string conversion" in str(exc):
            return _error("bad JSON: a number has more digits than Python reads (4300)")
        return _error(f"bad JSON: {exc}")
    try:
        return json.dumps(replay_one(obj)), None
    except BadInput as exc:
        return _error(str(exc), exc.at)
    except RecursionError:
        return _error("a value is nested too deeply")
    except Exception as exc:              # a case the checks missed: still one line, logged
        log.exception("replay: unexpected failure")
        return _error(f"cannot replay this game: internal error ({type(exc).__name__})")


def _error(message: str, at: int | None = None) -> tuple[str, str]:
    message = cut(message)
    return json.dumps({"error": message, "at": at}), message


def main(argv: list[str]) -> int:
    if len(argv) > 1 or (argv and argv[0] in ("-h", "--help")):
        if argv and argv[0] in ("-h", "--help"):
            print(USAGE)
            return 0
        print(f"replay: too many arguments; {USAGE}", file=sys.stderr)
        return 2
    path = argv[0] if argv else "-"
    name = cut(path, 200)
    try:
        if path == "-":
            data = sys.stdin.buffer.read(MAX_INPUT_BYTES + 1)
        else:
            with open(path, "rb") as fh:
                data = fh.read(MAX_INPUT_BYTES + 1)
        if len(data) > MAX_INPUT_BYTES:
            print(f"replay: {name} is larger than {MAX_INPUT_BYTES >> 20} MB", file=sys.stderr)
            return 2
        text = data.decode("utf-8-sig")
    except OSError as exc:
        print(f"replay: cannot read {name}: {exc.strerror or exc}", file=sys.stderr)
        return 2
    except UnicodeDecodeError as exc:
        print(f"replay: {name} is not UTF-8 text (byte {exc.start})", file=sys.stderr)
        return 2
    except MemoryError:
        print(f"replay: {name} is too large for the memory available", file=sys.stderr)
        return 2

    # blank lines carry no game: skipped, but the line numbers in messages are the file's
    # JSON Lines ends a line at "\n" only: U+2028 or \x1c inside a JSON string is no line break
    lines = [(number, ln.rstrip("\r")) for number, ln in enumerate(text.split("\n"), 1)
             if ln.strip()]
    if len(lines) > 1 and not _one_document(text):
        games = [(f"line {number}: ", line) for number, line in lines]
    else:                                  # one object, perhaps pretty-printed over several lines
        games = [("", text if text.strip() else "")]
    status = 0
    for where, game in games:
        answer, error = _answer(game)
        if error:
            print(f"replay: {where}{error}", file=sys.stderr)
            status = 2
        sys.stdout.write(answer + "\n")
    return status


def _one_document(text: str) -> bool:
    """True when the whole text is one JSON document (not JSON Lines)."""
    try:
        json.loads(text)
    except (ValueError, RecursionError):
        return False
    return True

"""``python -m briscola_gui replay [FILE]``: the rules engine as a pure function.

One JSON object in, one out; or JSON Lines in, one output line per input line.
A bad game gives ``{"error": ..., "at": K}`` in its place, one line on stderr,
and exit status 2; the other games are still answered.
"""
from __future__ import annotations

import json
import sys

from ..engine.errors import BadInput
from ..engine.replay import replay_one

USAGE = "usage: python -m briscola_gui replay [FILE|-]"


def _answer(text: str) -> tuple[dict, str | None]:
    try:
        obj = json.loads(text)
    except (json.JSONDecodeError, RecursionError) as exc:
        msg = f"bad JSON: {exc}" if isinstance(exc, json.JSONDecodeError) else "bad JSON: nested too deeply"
        return {"error": msg, "at": None}, msg
    try:
        return replay_one(obj), None
    except BadInput as exc:
        return {"error": str(exc), "at": exc.at}, str(exc)


def main(argv: list[str]) -> int:
    if len(argv) > 1 or (argv and argv[0] in ("-h", "--help")):
        if argv and argv[0] in ("-h", "--help"):
            print(USAGE)
            return 0
        print(f"replay: too many arguments; {USAGE}", file=sys.stderr)
        return 2
    path = argv[0] if argv else "-"
    try:
        if path == "-":
            data = sys.stdin.buffer.read()
        else:
            with open(path, "rb") as fh:
                data = fh.read()
        text = data.decode("utf-8")
    except OSError as exc:
        print(f"replay: cannot read {path}: {exc.strerror}", file=sys.stderr)
        return 2
    except UnicodeDecodeError:
        print(f"replay: {path} is not UTF-8 text", file=sys.stderr)
        return 2

    # blank lines carry no game: skipped, but the line numbers in messages are the file's
    lines = [(number, ln) for number, ln in enumerate(text.splitlines(), 1) if ln.strip()]
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
        sys.stdout.write(json.dumps(answer) + "\n")
    return status


def _one_document(text: str) -> bool:
    """True when the whole text is one JSON document (not JSON Lines)."""
    try:
        json.loads(text)
    except (json.JSONDecodeError, RecursionError):
        return False
    return True

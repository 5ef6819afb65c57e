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

    lines = [ln for ln in text.splitlines() if ln.strip()]
    single = len(lines) <= 1
    if not single:
        try:
            json.loads(text)
            single = True          # one pretty-printed object over several lines
        except json.JSONDecodeError:
            single = False
        except RecursionError:
            single = False
    status = 0
    out = sys.stdout
    if single:
        answer, error = _answer(text if text.strip() else "")
        if error:
            print(f"replay: {error}", file=sys.stderr)
            status = 2
        out.write(json.dumps(answer) + "\n")
        return status
    for number, line in enumerate(lines, 1):
        answer, error = _answer(line)
        if error:
            print(f"replay: line {number}: {error}", file=sys.stderr)
            status = 2
        out.write(json.dumps(answer) + "\n")
    return status

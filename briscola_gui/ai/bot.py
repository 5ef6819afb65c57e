"""External bots (``cmd:COMMAND`` seats) speaking the bot protocol.

The bot is a process started from COMMAND (split like a shell would, no shell
involved). Each request is one JSON line on its standard input, built by
``SeatView.to_request``; the bot answers with one JSON line on its standard
output. A reader thread collects the answers, so a silent bot never blocks the
game: past ``timeout`` seconds, on an answer that is not JSON or not a legal
move, or when the process dies, the bot is marked faulty, stopped, and a
built-in fallback player (``medium``) plays that seat for the rest of the game.
The next game starts the bot again.
"""
from __future__ import annotations

import json
import queue
import shlex
import subprocess
import threading
import time

from ..engine.actions import Exchange
from ..engine.cards import card_str, parse_card
from ..engine.errors import BadInput
from .base import Player

DEFAULT_TIMEOUT = 2.0


class BotFault(Exception):
    def __init__(self, kind: str, detail: str):
        super().__init__(f"{kind}: {detail}")
        self.kind = kind
        self.detail = detail


class BotPlayer(Player):
    level = "cmd"

    def __init__(self, command: str, seed: int = 0, timeout: float = DEFAULT_TIMEOUT,
                 fallback: Player | None = None):
        super().__init__(seed)
        self.command = command
        self.argv = shlex.split(command)
        if not self.argv:
            raise ValueError("empty bot command")
        self.timeout = timeout
        if fallback is None:
            from .rules_player import MediumPlayer
            fallback = MediumPlayer(seed=seed)
        self.fallback = fallback
        self.proc: subprocess.Popen | None = None
        self.answers: queue.Queue = queue.Queue()
        self.faulted = False
        self.faults: list[dict] = []
        self.game = 0

    # -- process ---------------------------------------------------------------
    def _start(self) -> None:
        try:
            self.proc = subprocess.Popen(self.argv, stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                                         stderr=subprocess.DEVNULL, bufsize=0)
        except OSError as exc:
            self.proc = None
            raise BotFault("died", f"cannot start {self.command!r}: {exc.strerror or exc}") from None
        self.answers = queue.Queue()
        threading.Thread(target=self._reader, args=(self.proc, self.answers), daemon=True).start()

    @staticmethod
    def _reader(proc, answers) -> None:
        try:
            for line in proc.stdout:
                answers.put(line)
        except (OSError, ValueError):
            pass
        answers.put(None)

    def close(self) -> None:
        proc, self.proc = self.proc, None
        if proc is None:
            return
        try:
            if proc.stdin:
                proc.stdin.close()
        except OSError:
            pass
        try:
            proc.wait(timeout=0.2)
        except subprocess.TimeoutExpired:
            proc.kill()
            try:
                proc.wait(timeout=1.0)
            except subprocess.TimeoutExpired:
                pass

    def new_game(self, game: int = 0) -> None:
        self.game = game
        self.faulted = False

    # -- requests ----------------------------------------------------------------
    def _ask(self, request: dict) -> dict:
        if self.proc is None or self.proc.poll() is not None:
            self.close()
            self._start()
        line = (json.dumps(request) + "\n").encode()
        try:
            self.proc.stdin.write(line)
            self.proc.stdin.flush()
        except (BrokenPipeError, OSError):
            raise BotFault("died", "the bot closed its input or exited") from None
        start = time.perf_counter()
        try:
            raw = self.answers.get(timeout=self.timeout)
        except queue.Empty:
            raise BotFault("timeout", f"no answer within {self.timeout:g} s") from None
        if raw is None:
            code = self.proc.poll()
            raise BotFault("died", f"the bot exited (status {code})" if code is not None
                           else "the bot closed its output")
        self.last_ms = (time.perf_counter() - start) * 1000.0
        try:
            answer = json.loads(raw)
        except (ValueError, UnicodeDecodeError):
            text = raw[:60].decode("utf-8", "replace").strip()
            raise BotFault("garbage", f"answer is not JSON: {text!r}") from None
        if not isinstance(answer, dict):
            raise BotFault("garbage", "answer is not a JSON object")
        return answer

    def _fault(self, exc: BotFault, kind: str) -> None:
        self.faults.append({"game": self.game, "request": kind, "fault": exc.kind,
                            "detail": exc.detail, "command": self.command})
        self.faulted = True
        self.close()

    def play(self, view, cancel=None):
        """The bot's card, or an Exchange when it answered ``"x7D"`` (scambio)."""
        if not self.faulted:
            try:
                answer = self._ask(view.to_request("play"))
                text = answer.get("card")
                exchange = isinstance(text, str) and text[:1] in ("x", "X")
                try:
                    card = parse_card(text[1:] if exchange else text)
                except BadInput:
                    raise BotFault("illegal", f"{text!r} is not a card") from None
                if exchange:            # scambio: the bot is asked again for its card
                    if card not in view.exchanges:
                        raise BotFault("illegal", f"x{card_str(card)} is not an exchange "
                                       "allowed now")
                    return Exchange(view.seat, card)
                if card not in view.legal:
                    raise BotFault("illegal", f"{card_str(card)} is not a legal play now")
                return card
            except BotFault as exc:
                self._fault(exc, "play")
        return self.fallback.play(view, cancel)

    def bid(self, view, cancel=None) -> str:
        if not self.faulted:
            try:
                answer = self._ask(view.to_request("bid"))
                b = answer.get("bid")
                if not isinstance(b, str) or b not in view.allowed:
                    raise BotFault("illegal", f"bid {b!r} is not allowed now")
                return b
            except BotFault as exc:
                self._fault(exc, "bid")
        return self.fallback.bid(view, cancel)

    def call(self, view, cancel=None) -> int:
        if not self.faulted:
            try:
                answer = self._ask(view.to_request("call"))
                text = answer.get("call")
                try:
                    card = parse_card(text)
                except BadInput:
                    raise BotFault("illegal", f"{text!r} is not a card") from None
                if card not in view.allowed:
                    raise BotFault("illegal", f"call {card_str(card)} is not allowed")
                return card
            except BotFault as exc:
                self._fault(exc, "call")
        return self.fallback.call(view, cancel)

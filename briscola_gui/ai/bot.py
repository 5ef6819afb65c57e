"""External bots (``cmd:COMMAND`` seats) speaking the bot protocol.

The bot is a process started from COMMAND (split like a shell would, no shell
involved); ``botprocess`` runs it and names every way an exchange can fail. Each
request is one JSON line built by ``SeatView.to_request``; the answer is one JSON line.
Past ``timeout`` seconds, on an answer that is not a JSON object (or is nested too
deeply, or too long), an illegal move, output nobody asked for, or when the process
dies, the bot is marked faulty, stopped with everything it started, and a built-in
fallback player (``medium``) plays that seat for the rest of the game. The next game
starts the bot again.
"""
from __future__ import annotations

import json
import shlex
import time

from ..engine.actions import Exchange
from ..engine.cards import card_str, parse_card
from ..engine.errors import BadInput, brief
from .base import Player
from .botprocess import BotFault, BotProcess

DEFAULT_TIMEOUT = 2.0
__all__ = ["BotFault", "BotPlayer", "DEFAULT_TIMEOUT"]


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
        self.process: BotProcess | None = None
        self.faulted = False
        self.faults: list[dict] = []
        self.game = 0

    def close(self) -> None:
        process, self.process = self.process, None
        if process is not None:
            process.close()

    def new_game(self, game: int = 0) -> None:
        self.game = game
        self.faulted = False

    # -- requests ----------------------------------------------------------------
    def _ask(self, request: dict) -> dict:
        if self.process is None:                 # started once a game (a fault stops it)
            self.process = BotProcess(self.argv, self.command)
        start = time.perf_counter()
        raw = self.process.ask((json.dumps(request) + "\n").encode(), self.timeout)
        self.last_ms = (time.perf_counter() - start) * 1000.0
        try:
            answer = json.loads(raw)
        except RecursionError:
            raise BotFault("garbage", "the answer is nested too deeply") from None
        except ValueError:                       # not JSON, not UTF-8, a 5000-digit number
            raise BotFault("garbage", f"the answer is not JSON: {brief(raw[:60])}") from None
        if not isinstance(answer, dict):
            raise BotFault("garbage", f"the answer is not a JSON object: {brief(answer)}")
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
                    raise BotFault("illegal", f"{brief(text)} is not a card") from None
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
                    raise BotFault("illegal", f"bid {brief(b)} is not allowed now")
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
                    raise BotFault("illegal", f"{brief(text)} is not a card") from None
                if card not in view.allowed:
                    raise BotFault("illegal", f"call {card_str(card)} is not allowed")
                return card
            except BotFault as exc:
                self._fault(exc, "call")
        return self.fallback.call(view, cancel)

"""The hint for the human seat: the strongest computer player's card and, in plain
words, why (briscola_gui/hints.py). Asked like a computer's move: a request the
caller runs here or on a worker, then hands back to the session.
"""
from __future__ import annotations

import inspect
import logging
import threading
from dataclasses import dataclass

from ..engine.view import SeatView
from ..engine.actions import Exchange
from ..hints import explain, explain_exchange
from ..messages import LANGUAGES
from .events import HintReady

log = logging.getLogger(__name__)


@dataclass(frozen=True)
class HintRequest:
    seat: int
    view: SeatView
    advisor: object
    serial: int
    language: str

    def run(self, cancel: threading.Event | None = None) -> "HintAnswer":
        """The advisor's card (never raises: a failing advisor gives no card)."""
        try:
            takes = "cancel" in inspect.signature(self.advisor.play).parameters
            card = self.advisor.play(self.view, cancel) if takes else self.advisor.play(self.view)
        except Exception as exc:       # the hint falls back to a legal card, logged
            log.warning("the hint's advisor failed: %r", exc)
            card = None
        return HintAnswer(self, card)


@dataclass(frozen=True)
class HintAnswer:
    request: HintRequest
    card: object


def hint_event(answer: HintAnswer) -> HintReady:
    """HintReady with the advisor's card (the first legal card if it gave none usable)."""
    view = answer.request.view
    if isinstance(answer.card, Exchange) and answer.card.card in view.exchanges:
        card, say = answer.card.card, explain_exchange   # scambio: the hint is to give this card
    else:
        card, say = (answer.card if answer.card in view.legal else view.legal[0]), explain
    reasons = tuple((lang, say(view, card, lang)) for lang in LANGUAGES)
    return HintReady(view.seat, card, say(view, card, answer.request.language), reasons)

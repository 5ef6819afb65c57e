"""Signals for the computer seats (4 players, rule option ``signals``, seed 001).

``choose_signals(view)``: a computer seat gives every true signal of its hand at the
first allowed moment (from the second trick on; the engine refuses earlier ones),
each once, as the convention intends: the partner should know at once.

The computer players (``briscola_gui.ai``) take no account of signals and expose no
hook for them, so ``SignalAwarePlayer`` wraps one and makes a single, deliberately
small adjustment to its card:

    When the seat's teammate signalled a briscola that is now sure to take the trick
    (the Asso di briscola, or the Tre once the Asso is out or in this seat's hand;
    not the Tre under the Piemonte option, where it is a low card),
    the teammate has not played to this trick yet, and that card has not been played,
    the seat loads: it plays its legal non-briscola card worth the most points
    instead of a cheaper one, because the teammate can take the trick.

Everything else is the wrapped player's own choice. The adjustment reads the view
only (the teammate's signals are in it); it never looks at hidden cards.
"""
from __future__ import annotations

from ..engine.cards import make_card, tables
from ..engine.signals import true_signals


def choose_signals(view) -> list[str]:
    """The signals this seat gives now: all its true ones not given yet, once signals are
    allowed (4 players, the option on, play from the second trick)."""
    if not (view.rules.signals and view.players == 4 and view.phase == "play" and view.tricks):
        return []
    if view.trump is None:
        return []
    given = {sig for s, sig in view.signals if s == view.seat}
    return [sig for sig in true_signals(view.hand, view.trump) if sig not in given]


def teammate(view) -> int | None:
    for team in view.teams:
        if view.seat in team and len(team) == 2:
            return next(s for s in team if s != view.seat)
    return None


def teammate_signals(view) -> set[str]:
    mate = teammate(view)
    return {sig for s, sig in view.signals if s == mate}


def _played(view) -> set[int]:
    out = set(view.table)
    for t in view.tricks:
        out.update(t.cards)
    return out


def teammate_sure_winner(view) -> bool:
    """The teammate holds (by its signal) a briscola no other card can beat, it has not
    played to this trick yet, and that card is still out."""
    if not view.rules.signals or view.trump is None:
        return False
    mate = teammate(view)
    if mate is None:
        return False
    if (mate - view.leader) % view.players < len(view.table):
        return False                              # it has played to this trick already
    sigs = teammate_signals(view)
    played = _played(view)
    asso = make_card(1, view.trump)
    tre = make_card(3, view.trump)
    if "asso" in sigs and asso not in played:
        return True
    if view.rules.piemonte:                       # there the Tre is a low card
        return False
    if "tre" in sigs and tre not in played and (asso in played or asso in view.hand):
        return True
    return False


def adjust_play(view, card: int) -> int:
    """The wrapped player's ``card``, or a load when the teammate is sure to take."""
    if not teammate_sure_winner(view):
        return card
    points, _ = tables(view.rules.piemonte)
    loads = [c for c in view.legal if c // 10 != view.trump and points[c] > points[card]]
    if not loads:
        return card
    return max(loads, key=lambda c: (points[c], -c))


class SignalAwarePlayer:
    """A computer player whose card choice takes its teammate's signals into account."""

    def __init__(self, inner):
        self.inner = inner

    def play(self, view):
        return adjust_play(view, self.inner.play(view))

    def __getattr__(self, name):
        return getattr(self.inner, name)

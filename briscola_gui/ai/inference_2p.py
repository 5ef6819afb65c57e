"""What the opponent's plays say about its hand (two players).

A sampled world gives the opponent a hand; how likely is it that the opponent, holding
that hand, played as it did? The model of its play is ``hard``'s scores from its own
seat through a softmax (temperature in points): a soft model, so an opponent that plays
otherwise only makes the evidence weaker. Two kinds of evidence:

- its lead on the table now (the hand it led from is the world's hand plus that card);
- its cards in the last ``HISTORY_TRICKS`` finished tricks. The hand it played from then
  is the world's hand with that card back and without the card it drew since; which of
  its cards was drawn since is not known (the face-up card excepted), so the likelihood
  is averaged over each card it could have been.

``PlayReader`` multiplies the two; the expert weighs each sampled world by it
(``two_player_worlds.weighted_worlds``) in its exact endgame search and in its
middle-game search. Reading the last finished trick as well as the lead was measured
better than the lead alone (docs/ai.md, *2 players: reading the opponent's last trick*).
"""
from __future__ import annotations

import math
from dataclasses import replace

from .knowledge import Knowledge, cards_drawn_after
from .rules_player import HardPlayer, evaluate

# finished tricks whose opponent card weighs the worlds (0: only the lead on the table),
# in the exact endgame search and in the middle-game search
HISTORY_TRICKS = 1
HISTORY_TRICKS_MIDGAME = 1
TRICKS_2P = 20          # tricks in a two-player deal (40 cards)
HISTORY_TEMPERATURE = None   # the softmax temperature for the finished tricks (None: the lead's)


def choice_probability(view, seat: int, hand: tuple, table: tuple, card: int,
                       temperature: float, sizes: list | None = None) -> float:
    """How likely ``seat``, holding ``hand`` (``card`` among it) with ``table`` on the
    table, was to play ``card``: a softmax of ``hard``'s scores from its seat (the hand
    sizes then: ``sizes``, else the view's)."""
    sizes = list(view.hand_sizes if sizes is None else sizes)
    sizes[seat] = len(hand)
    ov = replace(view, seat=seat, hand=hand, legal=hand, table=table, to_act=seat,
                 hand_sizes=tuple(sizes))
    scores = evaluate(ov, Knowledge(ov, "full"), True, HardPlayer.params)
    top = max(scores.values())
    z = sum(math.exp((x - top) / temperature) for x in scores.values())
    return math.exp((scores[card] - top) / temperature) / z


def view_before(view, i: int):
    """The public part of ``view`` as it was when the opponent played to trick ``i``
    (0-based): its tricks, points, stock, hand sizes and leader (this seat's hand is
    left as it is: the opponent's evaluation does not look at it)."""
    tricks = view.tricks[:i]
    points = [0] * view.players
    for t in tricks:
        points[t.winner] += t.points
    size = min(3, TRICKS_2P - i)
    trick = view.tricks[i]
    sizes = [size, size]
    if trick.leader != 1 - view.seat:           # this seat led: its card is on the table
        sizes[trick.leader] -= 1
    return replace(view, tricks=tricks, points=tuple(points), stock=max(0, 34 - 2 * i),
                   leader=trick.leader, table=(), hand_sizes=tuple(sizes))


def history_depth(view, midgame: bool) -> int:
    """How many finished tricks are read (``HISTORY_TRICKS``; none with scambio, whose
    known cards this reading does not follow, nor under follow_suit)."""
    if not view.tricks or view.swaps or view.rules.follow_suit:
        return 0
    return min(len(view.tricks), HISTORY_TRICKS_MIDGAME if midgame else HISTORY_TRICKS)


class PlayReader:
    """How likely the opponent's plays were with a world's hand, for one decision (the
    views of the past tricks built once)."""

    def __init__(self, view, temperature: float, depth: int):
        self.view = view
        self.t = temperature
        self.opp = 1 - view.seat
        self.depth = depth
        self.then = {}
        sizes = list(view.hand_sizes)
        sizes[view.seat] = len(view.hand)
        self.lead_view = replace(view, hand_sizes=tuple(sizes))

    def __call__(self, opp_hand) -> float:
        """How likely the opponent's plays (its lead on the table, its last finished
        tricks) were with ``opp_hand`` (a sampled world's hand, the lead not in it)."""
        view = self.view
        like = 1.0
        now = tuple(opp_hand)
        if view.table:
            lead = view.table[0]
            now = now + (lead,)
            like = self.probability(self.lead_view, now, (), lead, self.t)
        return like * self.history(len(view.tricks) - 1, now, self.depth)

    def probability(self, then, hand: tuple, table: tuple, card: int, temperature: float) -> float:
        """How likely the opponent, holding ``hand`` in the view ``then``, was to play
        ``card`` (the model of its play: hard's scores through a softmax)."""
        return choice_probability(then, self.opp, hand, table, card, temperature)

    def history(self, i: int, hand_after: tuple, depth: int) -> float:
        """The likelihood of the opponent's cards in tricks ``i``, ``i`` - 1, ... (``depth``
        of them), its hand after the draw that followed trick ``i`` being ``hand_after``;
        the card it drew then is each of its cards in turn (the face-up card when it
        drew that one), the likelihoods averaged."""
        if depth <= 0 or i < 0:
            return 1.0
        view = self.view
        trick = view.tricks[i]
        pos = (self.opp - trick.leader) % view.players
        card = trick.cards[pos]
        if not cards_drawn_after(view, i):
            drawn = [None]
        elif i == 16 and trick.winner == view.seat:       # it drew the face-up card
            drawn = [view.trump_card] if view.trump_card in hand_after else list(hand_after)
        else:
            drawn = [d for d in hand_after if d != view.trump_card] or list(hand_after)
        then = self.then.get(i)
        if then is None:
            then = self.then[i] = view_before(view, i)
        total = 0.0
        for d in drawn:
            hand = tuple(c for c in hand_after if c != d) + (card,)
            p = self.probability(then, hand, trick.cards[:pos], card, HISTORY_TEMPERATURE or self.t)
            if depth > 1:
                p *= self.history(i - 1, hand, depth - 1)
            total += p
        return total / len(drawn)


def likelihood_for(view, temperature: float, midgame: bool = False):
    """A function of a world's opponent hand giving how likely the opponent's plays were
    with it (``PlayReader``), or None when they say nothing here (no lead on the table
    and no history to read)."""
    depth = history_depth(view, midgame)
    if not view.table and not depth:
        return None
    return PlayReader(view, temperature, depth)

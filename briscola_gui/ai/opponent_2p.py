"""Which opponent the expert meets in two players: one playing ``hard``'s rules, or a
searching one (the evidence from this game's plays, read from the seat's own view).

Why: in the two-player endgame, playing each sampled world out with the opponent
answering by hard's rules (``rules_endgame.RulesEndgame``) beat ``hard`` by more than the
exact ``Solver2`` (which assumes an opponent that sees every card and plays its best),
but lost to the expert itself: a searching opponent punishes a line that counts on a
rules answer. So the expert weighs the two values of each card by how likely each kind
of opponent is (a Bayesian mixture of two models of its play):

- the rules player plays hard's card from its own seat with probability ``HIT_RULES``,
  otherwise any of its cards alike (``hard`` itself always plays it);
- the other player plays hard's card with probability ``HIT_OTHER``, otherwise any card
  alike (measured: the expert and ``medium`` play hard's card two times in three).

The evidence is the opponent's lead on the table and its cards in the last
``EVIDENCE_TRICKS`` finished tricks, read as ``inference_2p.PlayReader`` reads them (the
hand it held then rebuilt from a sampled world, averaged over the card it drew since),
averaged over the first ``EVIDENCE_WORLDS`` sampled worlds. The share of the rules value
is the posterior probability of the rules player, from the prior ``PRIOR``.

The middle-game search (``midgame.py``) mixes its answer to this seat's lead the same way:
the worst answer for this seat and ``hard``'s (``LeadAnswer``), by the same share
(``midgame_share``); measured in docs/ai.md (*the middle game's answer by the rules too*).
"""
from __future__ import annotations

from itertools import chain, islice

from .inference_2p import PlayReader
from .rules_endgame import ANSWER_NODES, hard_answer

RULES_STOCK_2P = 6      # the mixture applies at this stock or less (Solver2 alone above)
PRIOR = 0.5             # the prior probability that the opponent plays by hard's rules
HIT_RULES = 0.95
HIT_OTHER = 0.5
EVIDENCE_TRICKS = 3
EVIDENCE_WORLDS = 8
ADAPTIVE = True         # False: the share is PRIOR whatever the opponent played (a fixed mix)
MIN_SHARE = 0.02        # below it (or above 1 - it) only one of the two values is computed
MIDGAME = True          # the middle-game search's answers to this seat's lead mixed too
MIDGAME_SHARE = None    # a fixed share for the middle game (None: the evidence's)


def applies(view) -> bool:
    """Whether the mixture plays this two-player decision (scambio and follow_suit keep
    the exact search: the evidence reader does not follow them)."""
    return view.stock <= RULES_STOCK_2P and not view.rules.follow_suit and not view.swaps


class HitReader(PlayReader):
    """The likelihood of the opponent's plays when it plays hard's card with probability
    ``hit`` and otherwise any of its cards alike; ``best`` gives hard's card."""

    def __init__(self, view, depth: int, hit: float, best):
        super().__init__(view, 1.0, depth)
        self.hit, self.best = hit, best

    def probability(self, then, hand, table, card, temperature):
        return self.hit * (self.best(then, hand, table) == card) + (1.0 - self.hit) / len(hand)


class Evidence:
    """The two likelihoods of the opponent's plays, summed over the worlds read."""

    def __init__(self, view):
        depth = min(len(view.tricks), EVIDENCE_TRICKS)
        self.opp = 1 - view.seat
        self.cache: dict = {}
        self.readers = (HitReader(view, depth, HIT_RULES, self.best),
                        HitReader(view, depth, HIT_OTHER, self.best))
        self.sums = [0.0, 0.0]

    def best(self, then, hand: tuple, table: tuple) -> int:
        key = (id(then), tuple(sorted(hand)), table)
        card = self.cache.get(key)
        if card is None:
            sizes = list(then.hand_sizes)
            sizes[self.opp] = len(hand)
            card = self.cache[key] = hard_answer(then, self.opp, tuple(hand), tuple(hand),
                                                 table=table, hand_sizes=tuple(sizes))
        return card

    def read(self, opp_hand) -> None:
        for i, reader in enumerate(self.readers):
            self.sums[i] += reader(opp_hand)

    def rules_share(self) -> float:
        """The posterior probability of the rules player."""
        rules, other = PRIOR * self.sums[0], (1.0 - PRIOR) * self.sums[1]
        return rules / (rules + other) if rules + other > 0 else PRIOR


def rules_share(view, worlds) -> float:
    """The weight of the rules-answer value for this decision, from ``worlds`` (the first
    sampled ones: objects with ``opp_hand``)."""
    if not ADAPTIVE:
        return PRIOR
    evidence = Evidence(view)
    for w in worlds[:EVIDENCE_WORLDS]:
        evidence.read(w.opp_hand)
    return evidence.rules_share()


def read_share(view, worlds, mixed: bool):
    """``(worlds, share)`` for a decision whose sampled ``worlds`` (pairs of a world and its
    weight) are to be searched: the share of the rules-answer value read from the first
    ones (yielded again), or 0 when the decision is not ``mixed``."""
    if not mixed:
        return worlds, 0.0
    first = list(islice(worlds, EVIDENCE_WORLDS))
    return chain(first, worlds), rules_share(view, [w for w, _ in first])


def midgame_share(view, worlds):
    """``read_share`` for the middle-game search: mixed when this seat leads (the
    opponent's answer is the one choice the one-trick search gives it)."""
    if MIDGAME_SHARE is not None:
        return worlds, MIDGAME_SHARE
    mixed = MIDGAME and not view.table and not view.rules.follow_suit and not view.swaps
    return read_share(view, worlds, mixed)


class LeadAnswer:
    """The opponent's answer to this seat's lead by ``hard``'s rules, holding ``hand`` (a
    sampled world's): a function of the lead, charging ``ANSWER_NODES`` per answer."""

    def __init__(self, view, hand):
        self.view, self.hand = view, tuple(hand)
        sizes = list(view.hand_sizes)
        sizes[view.seat], sizes[1 - view.seat] = len(view.hand) - 1, len(self.hand)
        self.sizes = tuple(sizes)
        self.nodes = 0

    def __call__(self, lead: int) -> int:
        self.nodes += ANSWER_NODES
        return hard_answer(self.view, 1 - self.view.seat, self.hand, self.hand,
                           table=(lead,), hand_sizes=self.sizes)

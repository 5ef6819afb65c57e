"""A chapter's deal, built exactly from its data, and the opponent that plays it.

The deck is arranged so each seat holds the chapter's cards and the stock gives the
chapter's draws; the cards nobody mentions come in a fixed order (SplitMix64 with a
fixed seed, the same on every platform). A chapter that starts late in the smazzata
plays its ``prelude`` first, each seat playing its oldest card: the hands then hold
the last three cards each drew, so the chapter's cards are placed at those draws
(the winners of the prelude's tricks, which decide who draws first, do not depend on
them). The opponent plays the chapter's script, otherwise by a plain, predictable rule.
"""
from __future__ import annotations

from ..engine import Rules, SplitMix64, parse_card
from ..engine.cards import ALL_CARDS, POINTS, STRENGTH
from ..engine.match import SINGLE, Match
from ..engine.smazzata import Smazzata
from .model import Chapter

FILL_SEED = 1
TRIES = 400                       # prelude fillings tried until one gives the wanted leader


class LessonError(ValueError):
    """The chapter's data cannot be dealt as written (a lesson bug, caught by the tests)."""


def _cards(names) -> list[int]:
    return [parse_card(c) for c in names]


def _filler(used: set[int], seed: int) -> list[int]:
    rest = [c for c in ALL_CARDS if c not in used]
    SplitMix64(seed).shuffle(rest)
    return rest


def _designed(ch: Chapter) -> list[int]:
    cards = _cards(ch.mine + ch.theirs + ch.stock + (ch.briscola,))
    if len(set(cards)) != len(cards):
        raise LessonError(f"{ch.title}: a card is named twice")
    return cards


def _opening_deck(ch: Chapter) -> list[int]:
    """The deck of a chapter that starts at the deal."""
    used = _designed(ch)
    deck: list[int | None] = [None] * 40
    first = (ch.dealer + 1) % 2                 # receives deck[0], deck[2], deck[4]
    hands = {first: _cards(ch.mine if first == 0 else ch.theirs),
             1 - first: _cards(ch.theirs if first == 0 else ch.mine)}
    for i in range(6):
        deck[i] = hands[first if i % 2 == 0 else 1 - first][i // 2]
    deck[6] = parse_card(ch.briscola)
    for i, c in enumerate(_cards(ch.stock)):
        deck[7 + i] = c
    fill = iter(_filler(set(used), FILL_SEED))
    return [c if c is not None else next(fill) for c in deck]


def _fifo(deal: Smazzata, tricks: int) -> list[int]:
    """Play ``tricks`` tricks, each seat its oldest card; the winner of each trick."""
    winners = []
    for _ in range(tricks):
        for _ in range(2):
            seat = deal.to_act
            deal.play(seat, deal.hands[seat][0])
        winners.append(deal.tricks[-1].winner)
    return winners


def _late_deck(ch: Chapter, seed: int) -> list[int] | None:
    """A deck whose prelude leaves the chapter's hands and ``leader`` to play (or None)."""
    p = ch.prelude
    used = _designed(ch)
    mine, theirs = _cards(ch.mine), _cards(ch.theirs)
    slots = [5 + 2 * k + j for k in (p - 2, p - 1, p) for j in (0, 1)]   # the last three draws
    deck: list[int | None] = [None] * 40
    deck[6] = parse_card(ch.briscola)
    for i, c in enumerate(_cards(ch.stock)):
        deck[7 + 2 * p + i] = c
    for slot, c in zip(slots, mine + theirs):    # any order: the prelude never plays them
        deck[slot] = c
    fill = iter(_filler(set(used), seed))
    deck = [c if c is not None else next(fill) for c in deck]
    winners = _fifo(Smazzata(2, ch.dealer, deck, Rules()), p)
    held = {0: iter(mine), 1: iter(theirs)}
    for k in (p - 2, p - 1, p):               # the winner of trick k draws first
        w = winners[k - 1]
        deck[5 + 2 * k], deck[6 + 2 * k] = next(held[w]), next(held[1 - w])
    return deck


def build_deal(ch: Chapter) -> Smazzata:
    """The chapter's deal, its prelude (if any) played: the position the chapter starts at."""
    if not ch.prelude:
        deal = Smazzata(2, ch.dealer, _opening_deck(ch), Rules())
        _check(ch, deal)
        return deal
    if ch.prelude < 3 or 7 + 2 * ch.prelude + len(ch.stock) > 40:
        raise LessonError(f"{ch.title}: a prelude of {ch.prelude} tricks cannot hold that stock")
    for seed in range(FILL_SEED, FILL_SEED + TRIES):
        deal = Smazzata(2, ch.dealer, _late_deck(ch, seed), Rules())
        _fifo(deal, ch.prelude)
        low, high = ch.mine_points
        if deal.to_act == ch.leader and low <= deal.points[0] <= high and _fits(ch, deal):
            return deal
    raise LessonError(f"{ch.title}: no prelude leaves seat {ch.leader} to lead with "
                      f"{ch.mine_points} points")


def _fits(ch: Chapter, deal: Smazzata) -> bool:
    return (sorted(deal.hands[0]) == sorted(_cards(ch.mine))
            and sorted(deal.hands[1]) == sorted(_cards(ch.theirs))
            and deal.stock[:0:-1][:len(ch.stock)] == _cards(ch.stock))


def _check(ch: Chapter, deal: Smazzata) -> None:
    if not _fits(ch, deal):
        raise LessonError(f"{ch.title}: the deck does not deal the chapter's hands")


def replay(ch: Chapter, moves: list[int]) -> Smazzata:
    """The chapter's deal with ``moves`` (cards, in playing order) played since it began;
    LessonError when they are not legal there (a progress file from another lesson)."""
    deal = build_deal(ch)
    for card in moves:
        if deal.phase != "play" or card not in deal.legal_moves():
            raise LessonError(f"{ch.title}: move {card!r} does not fit the chapter")
        deal.play(deal.to_act, card)
    return deal


class LessonMatch(Match):
    """A one-smazzata match over a lesson deal; it has no deal code to share."""

    def __init__(self, deal: Smazzata):
        super().__init__(2, Rules(), SINGLE, seed=0)
        self.deal = deal
        self.dealer = deal.dealer

    @property
    def deal_code(self) -> str:
        return ""


def opponent_card(view, script: dict[int, int]) -> int:
    """The scripted card of this trick when it may be played; otherwise take cheaply what
    can be taken, take points with the lowest briscola, else give the least."""
    legal = list(view.legal)
    planned = script.get(len(view.tricks) + 1)
    if planned in legal:
        return planned
    trump = view.trump

    def cost(c: int) -> tuple:
        return (c // 10 == trump, POINTS[c], STRENGTH[c])
    if view.table:
        led = view.table[0]
        same = [c for c in legal if c // 10 == led // 10 and STRENGTH[c] > STRENGTH[led]]
        if same:
            return min(same, key=cost)
        trumps = [c for c in legal if c // 10 == trump]
        if POINTS[led] >= 10 and trumps and led // 10 != trump:
            return min(trumps, key=lambda c: STRENGTH[c])
    return min(legal, key=cost)


class LessonOpponent:
    """The computer player of a lesson chapter (anything with ``play(view)`` may sit)."""

    def __init__(self, ch: Chapter):
        self.script = {trick: parse_card(card) for trick, card in ch.script}

    def play(self, view) -> int:
        return opponent_card(view, self.script)

"""A learned value of a two-player position: the card points still to come, mine minus
the opponent's, when both hands are known and the stock is not.

The expert's middle-game search (``midgame.py``) plays a trick or two ahead in sampled
worlds and needs to judge the position it reaches there: what the cards left in the two
hands and in the stock are worth to each side. That judgement is learned from self-play
rather than written by hand: ``build/train_value.py`` plays thousands of deals, records
the position at the start of every trick in the middle game (both hands, the cards not
yet seen, who leads, the size of the stock) with the points each side went on to take,
and fits a linear model per stock size by least squares. The weights (a few hundred
numbers) live in ``value_model.json`` next to this file; evaluating a position is a sum
over the six cards in the hands plus a few counts, a few microseconds in pure Python.

Features (``features``): for each hand, one count per kind of card (a trump or not, and
its strength 0-9), who leads the next trick, the trumps and the card points still in the
stock, the threes of a plain suit whose ace is gone (sure takers of their suit) in each
hand, which hand holds the highest trump still out, two or more trumps in a hand, and a
few products (one side's plain carichi times the other's trumps; who leads times each
side's trumps and carichi; each side's trumps times the trumps still in the stock).
"""
from __future__ import annotations

import json
import logging
from functools import lru_cache
from pathlib import Path

log = logging.getLogger(__name__)

MODEL_FILE = Path(__file__).with_name("value_model.json")
# 3, 4 and 6 players: the same features with each side's hands as one ("mine": this seat's
# side, in 3 players this seat alone; "I lead": this side leads the next trick), fitted on
# self-play of that many players (build/train_value.py --players N)
MODEL_FILES = {2: MODEL_FILE, **{n: Path(__file__).with_name(f"value_model_{n}p.json")
                                 for n in (3, 4, 6)}}

# feature layout (indices into a model's weight list)
BIAS = 0
MINE = 1             # + kind (0-19): a card of that kind in my hand
THEIRS = 21          # + kind: in the opponent's hand
I_LEAD = 41
STOCK_TRUMPS = 42
STOCK_POINTS = 43    # tens of points
MY_SURE_THREES = 44
THEIR_SURE_THREES = 45
MY_MASTER_TRUMP = 46
THEIR_MASTER_TRUMP = 47
MY_TRUMPS_2 = 48
THEIR_TRUMPS_2 = 49
# products: my plain carichi x their trumps, and the reverse; who leads x each side's
# trumps and plain carichi; each side's trumps x the trumps still in the stock
MY_CARICHI_THEIR_TRUMPS = 50
THEIR_CARICHI_MY_TRUMPS = 51
LEAD_MY_TRUMPS = 52
LEAD_THEIR_TRUMPS = 53
LEAD_MY_CARICHI = 54
LEAD_THEIR_CARICHI = 55
MY_TRUMPS_STOCK_TRUMPS = 56
THEIR_TRUMPS_STOCK_TRUMPS = 57
SIZE = 58


def kind(card: int, trump: int, st) -> int:
    """0-9: a plain card of that strength; 10-19: a trump."""
    return (10 if card // 10 == trump else 0) + st[card]


def bit_cards(mask: int):
    while mask:
        low = mask & -mask
        yield low.bit_length() - 1
        mask ^= low


def features(mine: int, theirs: int, unplayed: int, i_lead: bool, trump: int, cp, st) -> dict:
    """The sparse features of a position (masks of cards: my hand, the opponent's, every
    card not yet played, hands included) as {index: value}."""
    x = {BIAS: 1.0, I_LEAD: 1.0 if i_lead else 0.0}
    stock = unplayed & ~mine & ~theirs
    trumps, carichi = [0, 0], [0, 0]
    for side, mask, base in ((0, mine, MINE), (1, theirs, THEIRS)):
        for c in bit_cards(mask):
            k = base + kind(c, trump, st)
            x[k] = x.get(k, 0.0) + 1.0
            if c // 10 == trump:
                trumps[side] += 1
            elif cp[c] >= 10:
                carichi[side] += 1
    x[MY_TRUMPS_2] = 1.0 if trumps[0] >= 2 else 0.0
    x[THEIR_TRUMPS_2] = 1.0 if trumps[1] >= 2 else 0.0
    pts = n_trumps = 0
    for c in bit_cards(stock):
        pts += cp[c]
        if c // 10 == trump:
            n_trumps += 1
    x[STOCK_TRUMPS] = float(n_trumps)
    lead = 1.0 if i_lead else 0.0
    x[MY_CARICHI_THEIR_TRUMPS] = float(carichi[0] * trumps[1])
    x[THEIR_CARICHI_MY_TRUMPS] = float(carichi[1] * trumps[0])
    x[LEAD_MY_TRUMPS], x[LEAD_THEIR_TRUMPS] = lead * trumps[0], lead * trumps[1]
    x[LEAD_MY_CARICHI], x[LEAD_THEIR_CARICHI] = lead * carichi[0], lead * carichi[1]
    x[MY_TRUMPS_STOCK_TRUMPS] = float(trumps[0] * n_trumps)
    x[THEIR_TRUMPS_STOCK_TRUMPS] = float(trumps[1] * n_trumps)
    x[STOCK_POINTS] = pts / 10.0
    sure = sure_threes(mine, theirs, unplayed, trump, cp, st)
    x[MY_SURE_THREES], x[THEIR_SURE_THREES] = float(sure[0]), float(sure[1])
    holder = master_trump_holder(mine, theirs, unplayed, trump, st)
    x[MY_MASTER_TRUMP] = 1.0 if holder == 0 else 0.0
    x[THEIR_MASTER_TRUMP] = 1.0 if holder == 1 else 0.0
    return x


def sure_threes(mine: int, theirs: int, unplayed: int, trump: int, cp, st) -> tuple[int, int]:
    """Per hand, the plain cards worth ten points whose only stronger card (the ace) is
    no longer out against it (played, or in the same hand)."""
    out = [0, 0]
    for side, mask in ((0, mine), (1, theirs)):
        for c in bit_cards(mask):
            if c // 10 == trump or cp[c] != 10:
                continue
            ace_out = any((unplayed >> x) & 1 and not (mask >> x) & 1
                          for x in range(c // 10 * 10, c // 10 * 10 + 10) if st[x] > st[c])
            if not ace_out:
                out[side] += 1
    return out[0], out[1]


def master_trump_holder(mine: int, theirs: int, unplayed: int, trump: int, st) -> int | None:
    """0 when my hand holds the strongest trump not yet played, 1 the opponent's, None
    when it is in the stock (or every trump is gone)."""
    best, best_c = -1, -1
    for c in range(trump * 10, trump * 10 + 10):
        if (unplayed >> c) & 1 and st[c] > best:
            best, best_c = st[c], c
    if best_c < 0:
        return None
    if (mine >> best_c) & 1:
        return 0
    if (theirs >> best_c) & 1:
        return 1
    return None


class ValueModel:
    """The fitted weights: one linear model per stock size (cards still to draw, the
    face-up card included, at the start of a trick)."""

    def __init__(self, weights: dict[int, list[float]]):
        self.weights = weights

    @classmethod
    def from_json(cls, text: str) -> "ValueModel":
        data = json.loads(text)
        weights = {int(s): [float(v) for v in w] for s, w in data["weights"].items()}
        bad = [s for s, w in weights.items() if len(w) != SIZE]
        if bad:
            raise ValueError(f"value model: stock sizes {bad} do not have {SIZE} weights")
        return cls(weights)

    def covers(self, stock: int) -> bool:
        return stock in self.weights

    def value(self, mine: int, theirs: int, unplayed: int, i_lead: bool, stock: int,
              trump: int, cp, st) -> float:
        """The points still to come, mine minus the opponent's (a fitted mean)."""
        w = self.weights[stock]
        x = features(mine, theirs, unplayed, i_lead, trump, cp, st)
        return sum(w[i] * v for i, v in x.items())

    def evaluator(self, trump: int, cp, st) -> "FastValue":
        """The same value for one trump suit and card tables, with the per-card weights
        laid out in advance (what a search calls thousands of times)."""
        return FastValue(self, trump, cp, st)


class FastValue:
    """``ValueModel.value`` for a fixed trump and card tables, on bit masks: the same
    numbers (a test checks), several times faster."""

    def __init__(self, model: ValueModel, trump: int, cp, st):
        self.cp = cp
        self.trump_mask = sum(1 << c for c in range(trump * 10, trump * 10 + 10))
        self.carichi_mask = sum(1 << c for c in range(40) if c // 10 != trump and cp[c] >= 10)
        # the plain ten-point cards, each with the mask of the stronger cards of its suit
        self.tens = [(c, sum(1 << x for x in range(s * 10, s * 10 + 10) if st[x] > st[c]))
                     for s in range(4) if s != trump
                     for c in range(s * 10, s * 10 + 10) if cp[c] == 10]
        self.trumps_high_first = sorted(range(trump * 10, trump * 10 + 10), key=lambda c: -st[c])
        self.tables = {}
        for stock, w in model.weights.items():
            mine = [w[MINE + kind(c, trump, st)] for c in range(40)]
            theirs = [w[THEIRS + kind(c, trump, st)] for c in range(40)]
            self.tables[stock] = (w, mine, theirs)

    def value(self, mine: int, theirs: int, unplayed: int, i_lead: bool, stock: int) -> float:
        w, wm, wt = self.tables[stock]
        v = w[BIAS] + (w[I_LEAD] if i_lead else 0.0)
        for c in bit_cards(mine):
            v += wm[c]
        for c in bit_cards(theirs):
            v += wt[c]
        tm, km = self.trump_mask, self.carichi_mask
        t0, t1 = (mine & tm).bit_count(), (theirs & tm).bit_count()
        k0, k1 = (mine & km).bit_count(), (theirs & km).bit_count()
        if t0 >= 2:
            v += w[MY_TRUMPS_2]
        if t1 >= 2:
            v += w[THEIR_TRUMPS_2]
        rest = unplayed & ~mine & ~theirs
        ts = (rest & tm).bit_count()
        v += w[STOCK_TRUMPS] * ts + w[MY_CARICHI_THEIR_TRUMPS] * k0 * t1 + \
            w[THEIR_CARICHI_MY_TRUMPS] * k1 * t0 + w[MY_TRUMPS_STOCK_TRUMPS] * t0 * ts + \
            w[THEIR_TRUMPS_STOCK_TRUMPS] * t1 * ts
        if i_lead:
            v += w[LEAD_MY_TRUMPS] * t0 + w[LEAD_THEIR_TRUMPS] * t1 + \
                w[LEAD_MY_CARICHI] * k0 + w[LEAD_THEIR_CARICHI] * k1
        if w[STOCK_POINTS]:
            cp = self.cp
            v += w[STOCK_POINTS] * sum(cp[c] for c in bit_cards(rest)) / 10.0
        for c, higher in self.tens:
            bit = 1 << c
            if mine & bit and not (unplayed & ~mine & higher):
                v += w[MY_SURE_THREES]
            elif theirs & bit and not (unplayed & ~theirs & higher):
                v += w[THEIR_SURE_THREES]
        for c in self.trumps_high_first:
            if (unplayed >> c) & 1:
                if (mine >> c) & 1:
                    v += w[MY_MASTER_TRUMP]
                elif (theirs >> c) & 1:
                    v += w[THEIR_MASTER_TRUMP]
                break
        return v


@lru_cache(maxsize=4)
def load_model(players: int = 2) -> ValueModel | None:
    """The shipped model for ``players``, or None (the expert then plays its
    rules) when the file is missing or unreadable."""
    path = MODEL_FILES.get(players)
    if path is None:
        return None
    try:
        return ValueModel.from_json(path.read_text(encoding="utf-8"))
    except (OSError, ValueError, KeyError, TypeError) as exc:
        log.warning("value model %s unusable (%s): the middle game falls back to rules",
                    path, exc)
        return None

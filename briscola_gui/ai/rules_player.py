"""Rule-based computer players: ``random``, ``easy``, ``medium`` and ``hard``.

One evaluator scores every legal card: the points the trick is worth, times the
chance that this seat's side ends up taking it, minus what the card is still worth
in the hand (a trump, a carico). The levels differ in what they remember (every
played card, only trumps and carichi, or nothing), in refinements that only
``hard`` knows (the last drawing trick, leading to the partner, hiding as the
chiamata partner, lead choice by counting) and in noise: ``easy`` makes a casual
human's mistakes, but never throws a carico away for nothing.
"""
from __future__ import annotations

from ..engine.deal import trick_winner
from .base import Player
from .noise import gauss, uniform
from .knowledge import Knowledge
from .scambio import choose_exchange

LOAD = 2.5          # points a later seat is expected to add to a trick its side takes


DEFAULTS = {"load": LOAD, "trump_base": 4.0, "trump_slope": 0.9, "will": (1.0, 0.85, 0.6),
            "liscio_slope": 0.25, "master": 2.0, "carico_keep": 1.5, "lead_carichi": 0.4,
            "mate_lead": 0.15, "face_weight": 1.0, "tempo": 0.0, "trump_lead": 0.0,
            "trump_higher": 0.0, "trump_share": 0.0, "face_team": 0.0}


def trump_cost(k: Knowledge, c: int, prm: dict = DEFAULTS) -> float:
    """What a trump is still worth in the hand: more for the high ones, more while
    many trumps are still out."""
    st = k.st
    higher_out = sum(1 for x in k.pool if x // 10 == k.trump and st[x] > st[c])
    base = prm["trump_base"] + prm["trump_slope"] * st[c] + prm["trump_higher"] * higher_out
    if higher_out == 0:
        base += prm["master"]          # the master trump takes any carico later
    if prm["trump_share"]:
        mine = sum(1 for x in k.view.hand if x // 10 == k.trump)
        base /= 1.0 + prm["trump_share"] * (mine - 1)
    return base


def keep_cost(k: Knowledge, c: int, refined: bool, prm: dict = DEFAULTS) -> float:
    v = k.view
    if c // 10 == k.trump:
        cost = trump_cost(k, c, prm)
    else:
        cost = prm["liscio_slope"] * k.st[c]
        if refined and k.cp[c] >= 10:
            # a carico whose suit's stronger cards are all gone is a sure taker later
            stronger = [x for x in k.pool if x // 10 == c // 10 and k.st[x] > k.st[c]]
            if not stronger:
                cost += prm["carico_keep"]
    if v.stock == 0:
        left = len(v.hand)
        cost *= max(0.0, (left - 1) / 2.0)
    return cost


def evaluate(view, k: Knowledge, refined: bool, prm: dict = DEFAULTS) -> dict[int, float]:
    """Score of each legal card for the seat to play (higher is better)."""
    n, me = view.players, view.seat
    cp, st, trump = k.cp, k.st, k.trump
    table = list(view.table)
    leader = view.leader
    pos = len(table)
    after = [(leader + i) % n for i in range(pos + 1, n)]
    sides = k.sides
    out: dict[int, float] = {}
    table_pts = sum(cp[c] for c in table)
    last_draw = (n != 5 and view.stock == n and view.trump_card is not None)
    for c in view.legal:
        cards = table + [c]
        wi = trick_winner(cards, trump, st)
        wcard = cards[wi]
        wseat = (leader + wi) % n
        pts = table_pts + cp[c]
        q = sides[wseat]
        led = cards[0] // 10
        extra = 0.0
        for r in after:
            a = sides[r]
            b = k.p_holds_any(r, k.beaters(wcard, led))
            w_hi, w_mid, w_lo = prm["will"]
            will = w_hi if pts >= 10 else (w_mid if pts >= 3 else w_lo)
            if wcard // 10 == trump and pts < 3:
                will *= 0.7
            b *= will
            q = q - q * (1.0 - a) * b + (1.0 - q) * a * b
            extra += a * prm["load"] * q - (1.0 - a) * prm["load"] * (1.0 - q)
        value = pts * (2.0 * q - 1.0) + extra - keep_cost(k, c, refined, prm)
        if refined:
            value += _refinements(view, k, c, q, pts, last_draw, prm)
        out[c] = value
    return out


def _refinements(view, k: Knowledge, c: int, q: float, pts: int, last_draw: bool,
                 prm: dict) -> float:
    cp, st, trump = k.cp, k.st, k.trump
    bonus = 0.0
    n = view.players
    if last_draw and n == 2:
        # the loser of this trick draws the face-up briscola, the winner an unknown card
        tc = view.trump_card
        face = 4.0 + 0.9 * st[tc] + cp[tc] * 0.5
        avg_unknown = 3.0
        bonus += prm["face_weight"] * (1.0 - q) * (face - avg_unknown)
    if last_draw and n in (4, 6) and prm["face_team"]:
        # the seat before the trick's winner draws the face-up briscola: an opponent of
        # the winner (the sides alternate round the table), so taking this trick hands it
        # to the other side, losing it brings it to this one
        tc = view.trump_card
        face = 4.0 + 0.9 * st[tc] + cp[tc] * 0.5
        bonus += prm["face_team"] * (1.0 - 2.0 * q) * (face - 3.0)
    if n == 2 and view.stock > 0:
        # the winner leads the next trick, and the second hand sees the first card
        bonus -= prm["tempo"] * q
    if not view.table:
        # leading: a liscio of a suit whose carichi are out invites a load; prefer suits
        # the partner is likely to take (team games), avoid leading into a known void trump.
        if c // 10 != trump and cp[c] == 0:
            s = c // 10
            carichi_out = sum(1 for x in k.pool if x // 10 == s and cp[x] >= 10)
            bonus -= prm["lead_carichi"] * carichi_out
        mates = [s for s in range(n) if s != view.seat and k.sides[s] > 0.9]
        if mates and c // 10 != trump:
            # the partner may hold the master of the suit: leading low lets it take
            strong = sum(1 for x in k.pool if x // 10 == c // 10 and st[x] > st[c])
            bonus += prm["mate_lead"] * strong * (1 if cp[c] == 0 else -1)
        if c // 10 == trump:
            bonus += prm["trump_lead"]
    if n == 5 and view.called_card is not None and c == view.called_card \
            and view.partner == view.seat and view.caller != view.seat:
        # the hidden partner keeps its card back unless it takes real points
        if pts < 10:
            bonus -= 4.0
    return bonus


class RandomPlayer(Player):
    level = "random"
    exchange_rate = 0.5

    def play(self, view, cancel=None):
        exchange = choose_exchange(self, view)
        if exchange is not None:
            return exchange
        legal = sorted(view.legal)
        if not legal:
            raise ValueError(f"seat {view.seat} has no card to play in this view")
        return legal[self.rng_for(view).below(len(legal))]

    def bid(self, view, cancel=None) -> str:
        allowed = list(view.allowed)
        rng = self.rng_for(view, 1)
        # mostly pass, so that a random table still reaches the play
        if "pass" in allowed and uniform(rng) < 0.6:
            return "pass"
        options = [b for b in allowed if b not in ("carichi",)] or allowed
        return options[rng.below(len(options))]

    def call(self, view, cancel=None) -> int:
        allowed = sorted(view.allowed)
        return allowed[self.rng_for(view, 2).below(len(allowed))]


class RulePlayer(Player):
    level = "rules"
    memory = "full"
    refined = True
    noise = 0.0
    blunder = 0.0
    params = DEFAULTS
    learned_partner = False      # chiamata: guess the hidden partner with partner_model.py

    def params_for(self, view) -> dict:
        """The evaluator's weights for this decision (a level may vary them by moment)."""
        return self.params

    def partner_belief(self, view) -> dict[int, float]:
        """Chiamata: this seat's probability per seat of holding the called card."""
        return self.knowledge(view).partner_guess()

    def knowledge(self, view) -> Knowledge:
        return Knowledge(view, self.memory, self.learned_partner)

    def scores(self, view) -> dict[int, float]:
        k = self.knowledge(view)
        return evaluate(view, k, self.refined, self.params_for(view))

    def play(self, view, cancel=None):
        """A card, or an Exchange (scambio) before it: the session then asks again."""
        exchange = choose_exchange(self, view)
        if exchange is not None:
            return exchange
        legal = list(view.legal)
        if not legal:
            raise ValueError(f"seat {view.seat} has no card to play in this view")
        if len(legal) == 1:
            return legal[0]
        scores = self.scores(view)
        rng = self.rng_for(view)
        if self.noise:
            for c in scores:
                scores[c] += self.noise * 1.41 * gauss(rng)
        ranked = sorted(legal, key=lambda c: (-scores[c], c))
        if self.blunder and uniform(rng) < self.blunder:
            # a casual slip: one of the next options, but not one far worse than the best
            options = [c for c in ranked[1:3] if scores[c] > scores[ranked[0]] - 12.0]
            if options:
                return options[rng.below(len(options))]
        return ranked[0]


class EasyPlayer(RulePlayer):
    level = "easy"
    exchange_rate = 0.7         # a casual player sometimes forgets the exchange
    memory = "none"
    refined = False
    noise = 3.0
    blunder = 0.15

    def bid_style(self) -> dict:
        return {"boldness": 0.0, "noise": 6.0, "skill": 0.5}


class MediumPlayer(RulePlayer):
    level = "medium"
    memory = "partial"
    refined = False
    noise = 1.0
    blunder = 0.0

    def bid_style(self) -> dict:
        return {"boldness": 0.0, "noise": 3.0, "skill": 0.8}


class HardPlayer(RulePlayer):
    level = "hard"
    memory = "full"
    refined = True
    # tuned by sim against medium: trumps are worth keeping more than medium thinks
    params = dict(DEFAULTS, trump_slope=1.8)
    learned_partner = True

"""The expert's middle game in the games of more than two: the rest of the trick searched
in sampled worlds, the position after it judged by a learned value.

Why: in four players the exact search starts at the last drawing trick (in three too,
with the opponents answering by the rules: ``rules_endgame.py``); before it the expert played its tuned rules alone, and the rules judge each card by a hand-made
estimate of the trick (chances that each later seat can beat it) and of what the card is
still worth kept. Here, in each sampled world (``worlds.sample_world``: the other three
hands and the order of the stock, consistent with the view), every legal card is played
and the rest of the trick is searched with all hands open (this seat's side maximises,
the other side minimises; in three players both opponents), the draws are made, and the
position reached is judged by the value model learned from self-play of that many players
(``value_model.py``, each side's hands as one, ``value_model_4p.json``; in three players
this seat against the other two's mean, ``value_model_3p.json``). A card's value is the trick's points
(+ taken, - lost) plus that judgement, averaged over the worlds; the expert adds
``BLEND`` times it to its rules score, as in two players (``midgame.py``).

In three players the opponents do not answer by minimax in the trick (``RULES_ANSWER``):
each answers as ``hard``'s rules would from its own seat in that world (its hand there,
the public table and history; it does not see this seat's hand). The minimax makes both
of them play with open hands as one against this seat (loading each other's tricks,
taking with the card worst for it); a rules player answering from its own view was
measured better (docs/ai.md, *3 players: the opponents answer by the rules*).

Every node counts against the decision's node limit, so a seed reproduces a game (a
rules answer counts ``ANSWER_NODES``, about its cost in time).
"""
from __future__ import annotations

from ..engine.deal import trick_winner
from .rules_endgame import ANSWER_NODES, hard_answer
from .value_model import FastValue, ValueModel
from .worlds import NoWorld, sample_world

INF = float("inf")
WORLDS = 24                 # worlds per middle-game decision (times SearchLimit.worlds)
BLEND = {3: 2.0, 4: 4.0}    # players -> weight of the search value added to the rules score
RULES_ANSWER = {3}          # players whose opponents answer in the trick by hard's rules


class TrickSearch:
    """Minimax over the rest of the current trick of one world; ``side`` per seat (True:
    this seat's side, maximising). Leaves: the trick's points signed plus the model's value
    of the position after the draws."""

    def __init__(self, n: int, fast: FastValue, trump: int, cp, st, side: tuple,
                 draws: tuple, follow: bool):
        self.n, self.fast = n, fast
        self.trump, self.cp, self.st = trump, cp, st
        self.side = side
        self.draws = draws
        rest = 0
        for c in draws[n:]:
            rest |= 1 << c
        self.rest = rest                  # the stock's cards still there after this trick
        self.follow = follow
        # a trick lost counts against the other side; in 3 players "the other side" is
        # the two opponents' mean, so half of it (the model's label, train_value.py)
        self.lost = 0.5 if n == 3 else 1.0
        self.nodes = 0

    def moves(self, mask: int, table: tuple) -> list[int]:
        cards = [c for c in range(40) if (mask >> c) & 1]
        if self.follow and table:
            same = [c for c in cards if c // 10 == table[0] // 10]
            if same:
                return same
        return cards

    def value(self, hands: list, leader: int, table: tuple, alpha: float = -INF,
              beta: float = INF) -> float:
        """Card points, this side's minus the other's, from here to the model's leaf
        (alpha-beta: exact inside the window (alpha, beta), a bound outside it)."""
        self.nodes += 1
        n = self.n
        if len(table) == n:
            return self.leaf(hands, leader, table)
        seat = (leader + len(table)) % n
        maximise = self.side[seat]
        best = -INF if maximise else INF
        for c in self.moves(hands[seat], table):
            nh = list(hands)
            nh[seat] ^= 1 << c
            v = self.value(nh, leader, table + (c,), alpha, beta)
            if maximise:
                if v > best:
                    best = v
                    alpha = max(alpha, v)
            elif v < best:
                best = v
                beta = min(beta, v)
            if alpha >= beta:
                break
        return best

    def leaf(self, hands: list, leader: int, table: tuple) -> float:
        n = self.n
        winner = (leader + trick_winner(table, self.trump, self.st)) % n
        pts = sum(self.cp[c] for c in table)
        signed = pts if self.side[winner] else -self.lost * pts
        hands = list(hands)
        if len(self.draws) >= n:
            for i in range(n):
                hands[(winner + i) % n] |= 1 << self.draws[i]
        mine = theirs = 0
        for s in range(n):
            if self.side[s]:
                mine |= hands[s]
            else:
                theirs |= hands[s]
        stock = len(self.draws) - n
        return signed + self.fast.value(mine, theirs, mine | theirs | self.rest,
                                        self.side[winner], stock)


def rules_answer(view, seat: int, hand: int, table: tuple, sizes: list,
                 search: TrickSearch) -> int:
    """The card ``hard``'s rules play for ``seat`` holding ``hand`` (a mask, from a
    sampled world) with ``table`` on the table (``rules_endgame.hard_answer``)."""
    cards = tuple(c for c in range(40) if (hand >> c) & 1)
    return hard_answer(view, seat, cards, search.moves(hand, table), table=table,
                       hand_sizes=tuple(sizes))


def answered_value(view, hands: list, table: tuple, search: TrickSearch) -> float:
    """The rest of the trick with every later seat answering by ``rules_answer``, then
    the leaf (this seat's card is on ``table``, out of ``hands``)."""
    n = view.players
    sizes = list(view.hand_sizes)
    sizes[view.seat] -= 1
    hands = list(hands)
    while len(table) < n:
        seat = (view.leader + len(table)) % n
        card = rules_answer(view, seat, hands[seat], table, sizes, search)
        hands[seat] ^= 1 << card
        sizes[seat] -= 1
        table += (card,)
        search.nodes += ANSWER_NODES
    return search.leaf(hands, view.leader, table)


def covers(view, model: ValueModel | None) -> bool:
    """Whether this search can judge ``view``: a variant with a blend, a model fitted for
    the stock left after this trick, and a stock to draw from (where the exact search of
    ``team_search.py`` decides, the expert asks it first)."""
    return (model is not None and view.players in BLEND and view.stock >= view.players
            and model.covers(view.stock - view.players))


def team_midgame_values(player, view, legal, budget, model: ValueModel) -> dict | None:
    """Each legal card's mean value over sampled worlds (card points, this side's minus
    the other's, to the end of the trick plus the model's judgement after it), or None."""
    if not covers(view, model):
        return None
    k = player.knowledge(view)
    n, me = view.players, view.seat
    team = (me,) if n == 3 else next(t for t in view.teams if me in t)
    side = tuple(s in team for s in range(n))
    fast = model.evaluator(k.trump, k.cp, k.st)
    follow = view.rules.follow_suit
    rng = player.rng_for(view, 6)
    totals = {c: 0.0 for c in legal}
    solved = 0
    for _ in range(player.limit.world_count(WORLDS)):
        if solved and budget.spent():
            break
        try:
            world = sample_world(view, rng, k)
        except NoWorld:
            return None
        hands = [0] * n
        for s in range(n):
            for c in world.hands[s]:
                hands[s] |= 1 << c
        search = TrickSearch(n, fast, k.trump, k.cp, k.st, side, world.draws, follow)
        table = tuple(view.table)
        answer = n in RULES_ANSWER
        for c in legal:
            nh = list(hands)
            nh[me] ^= 1 << c
            if answer:
                totals[c] += answered_value(view, nh, table + (c,), search)
            else:
                totals[c] += search.value(nh, view.leader, table + (c,))
        budget.charge(search.nodes)
        solved += 1
        budget.worlds = solved
    if not solved:
        return None
    return {c: t / solved for c, t in totals.items()}


def blend_for(players: int) -> float:
    return BLEND.get(players, 0.0)

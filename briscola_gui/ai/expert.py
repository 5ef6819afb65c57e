"""The ``expert`` player: ``hard``'s rules early, search when it pays.

Two players: once the stock is small, the expert samples the hidden cards (the
opponent's hand and the order of the stock) consistently with everything its
seat has seen: the played cards, the face-up briscola (the last card of the
stock, or in the hand of the seat that drew it), the voids shown under
follow_suit. Each sampled world is solved exactly (``Solver2``) for every legal
card, and the card with the best average result wins (a won smazzata counts far
more than points). With 6 cards or fewer in the stock each world is also played out
with the opponent answering as ``hard``'s rules would (``rules_endgame.py``), and the two
values are mixed by how likely it is, from the opponent's plays in this game, that it
plays by those rules (``opponent_2p.py``). With the stock gone every card is known and
one world decides.

Three to six players and chiamata: with no stock left and few cards in the hands
(and in 4 players from the last drawing trick), the same idea with ``SolverN``
(``team_search.py``).

Every search is bounded by the player's SearchLimit: a number of worlds and of
search nodes per decision (counts, so a seed reproduces a game on any machine),
an optional wall-time safety cap and the optional ``cancel`` event. When the
limit is reached the worlds solved so far decide, and with none the rules do.
"""
from __future__ import annotations

import time
from dataclasses import dataclass, replace
from . import opponent_2p
from .base import Cancelled, SearchLimit, is_cancelled
from .chiamata_ai import choose_bid_learned, choose_call_learned
from .inference_2p import likelihood_for
from .knowledge import Knowledge
from .midgame import MIDGAME_DEPTH, MIDGAME_WORLDS, midgame_values
from .rules_endgame import RulesEndgame
from .rules_player import HardPlayer
from .scambio import choose_exchange
from .solver import Solver2
from .team_midgame import blend_for, team_midgame_values
from .team_search import team_move
from .value_model import load_model
from .two_player_worlds import card_mask, weighted_worlds, unknowns_2p

# worlds sampled per decision in two players, by cards left in the stock
WORLDS_2P = {0: 1, 2: 64, 4: 80, 6: 48, 8: 20}
# two players: the endgame search's node limit, times the player's (twice the worlds it
# had in session 13 at the same CPU p95 of about 110 ms: docs/ai.md, session 14)
ENDGAME_NODES_2P = 2.0
# two players: a won game's worth in the endgame search's values, in card points (300
# and 50 screened against hard: docs/ai.md, session 16)
WIN_POINTS_2P = 100.0
# two players: with this many cards in the stock the expert leads by hard's rules instead
# of the endgame search (its sampled worlds solved open lead no better there, at ~80 ms:
# docs/ai.md, session 16); it still answers by the search
LEAD_BY_RULES_2P = frozenset({8})

# hard's weights re-tuned for the two-player middle game (stock above the search window)
# by build/tune_midgame.py against hard: trumps are cheaper to spend (more so with
# several in hand), leading a trump is welcome, the points the other seat may add to a
# trick count more, and taking a trick is a small cost in itself (the winner must lead
# next, and the seat that answers sees the first card)
MIDGAME_2P = dict(HardPlayer.params, load=3.5, trump_base=2.5, trump_slope=1.3,
                  trump_share=0.3, trump_lead=1.5, tempo=1.5)
# four players, same tuner (a pair against a pair of hard): a master trump is worth more
# kept, a trump that higher trumps still out can beat is worth less, and the points the
# later seats may add to a trick count less
MIDGAME_4P = dict(HardPlayer.params, master=3.0, trump_higher=-0.3, load=1.5)
# three players (one candidate against two hard): every trump is worth much more kept
# (more again with several in hand), lisci are spent freely, and the later seats' loads
# count less
MIDGAME_3P = dict(HardPlayer.params, load=1.5, trump_base=5.0, trump_slope=2.3,
                  liscio_slope=0.1, trump_share=-0.2)
# six players (a team of three against three hard): the high trumps are worth more kept
# and, as in four, a trump that higher trumps still out can beat is worth less; at the
# last drawing trick, taking it hands the face-up briscola to the other side (face_team,
# measured with build/screen_team.py, docs/ai.md)
MIDGAME_6P = dict(HardPlayer.params, trump_slope=2.8, trump_higher=-0.6, face_team=1.0)
# the expert's own weights by number of players, and the stock size above which they
# apply (below it the search decides, or hard's weights when it cannot search)
MIDGAME_WEIGHTS = {2: MIDGAME_2P, 3: MIDGAME_3P, 4: MIDGAME_4P, 6: MIDGAME_6P}
MIDGAME_STOCK_ABOVE = {2: max(WORLDS_2P), 3: 0, 4: 0, 5: -1, 6: 0}


@dataclass(frozen=True)
class SearchStats:
    """What the last decision's search did (for benchmarks and tests)."""
    worlds: int
    nodes: int


class DecisionBudget:
    """The limits of one decision: the nodes still allowed (a fixed count), the wall-time
    safety cap if the limit has one, the cancel event. The first world may use twice
    the node limit (and twice the time): a decision needs one world."""

    def __init__(self, limit: SearchLimit, cancel=None):
        self.limit = limit
        self.cancel = cancel
        self.nodes_used = 0
        self.worlds = 0
        self.deadline = self.hard_stop = None
        if limit.time_ms is not None:
            now = time.perf_counter()
            self.deadline = now + limit.time_ms / 1000.0
            self.hard_stop = now + 2.0 * limit.time_ms / 1000.0

    def solver_limits(self, first: bool) -> dict:
        if first:
            return {"deadline": self.hard_stop, "cancel": self.cancel,
                    "max_nodes": 2 * self.limit.nodes}
        return {"deadline": self.deadline, "cancel": self.cancel,
                "max_nodes": max(1, self.limit.nodes - self.nodes_used)}

    def charge(self, nodes: int) -> None:
        self.nodes_used += nodes

    def spent(self) -> bool:
        if self.nodes_used >= self.limit.nodes or is_cancelled(self.cancel):
            return True
        return self.deadline is not None and time.perf_counter() > self.deadline


class ExpertPlayer(HardPlayer):
    level = "expert"
    worlds_2p = WORLDS_2P
    infer = True
    lead_temperature = 6.0
    midgame_weights = MIDGAME_WEIGHTS
    midgame_search = True      # 2 players: the learned-value search above the endgame window
    midgame_worlds = MIDGAME_WORLDS
    midgame_depth = MIDGAME_DEPTH
    midgame_blend = 1.0        # a card's score: its rules score + blend x the search's value
    value_model = None         # a ValueModel for the middle game; None: the shipped one

    pass_value = -0.1      # a seat's expected game points when it lets another call

    def bid(self, view, cancel=None) -> str:
        bid = choose_bid_learned(view, self.pass_value)
        return super().bid(view, cancel) if bid is None else bid

    def call(self, view, cancel=None) -> int:
        card = choose_call_learned(view)
        return super().call(view, cancel) if card is None else card

    def params_for(self, view) -> dict:
        weights = self.midgame_weights.get(view.players)
        if weights is not None and view.stock > MIDGAME_STOCK_ABOVE[view.players]:
            return weights
        return self.params

    def limit_for(self, view) -> SearchLimit:
        """The decision's search limit: the player's, with ``ENDGAME_NODES_2P`` times its
        nodes in the two-player endgame search."""
        if view.players == 2 and view.stock in self.worlds_2p:
            return replace(self.limit, nodes=max(1, int(self.limit.nodes * ENDGAME_NODES_2P)))
        return self.limit

    def play(self, view, cancel=None):
        exchange = choose_exchange(self, view)        # scambio: always, see ai/scambio.py
        if exchange is not None:
            return exchange
        legal = list(view.legal)
        if len(legal) <= 1:
            return super().play(view, cancel)
        budget = DecisionBudget(self.limit_for(view), cancel)
        try:
            if view.players == 2:
                move = self._play2(view, legal, budget)
            else:
                move = team_move(self, view, legal, budget)
                if move is None and self.midgame_search:
                    move = self._team_midgame(view, legal, budget)
        except Cancelled:
            move = None
        self.last_search = SearchStats(budget.worlds, budget.nodes_used)
        if move is None:
            return super().play(view, cancel)
        return move

    def _team_midgame(self, view, legal, budget):
        """Four players above the exact search: the rules score plus the learned-value
        search of the rest of the trick (``team_midgame.py``), or None."""
        blend = blend_for(view.players)
        if not blend:
            return None
        values = team_midgame_values(self, view, legal, budget, load_model(view.players))
        if values is None:
            return None
        rules = self.scores(view)
        return max(legal, key=lambda c: (rules[c] + blend * values[c], -c))

    # -- two players -----------------------------------------------------------
    def _play2(self, view, legal, budget):
        if view.stock not in self.worlds_2p:
            model = (self.value_model or load_model()) if self.midgame_search else None
            if model is None:
                return None
            values = midgame_values(self, view, legal, budget, model, Knowledge(view, "full"),
                                    self.midgame_worlds, self.midgame_depth)
            if values is None:
                return None
            rules = self.scores(view)
            return max(legal, key=lambda c: (rules[c] + self.midgame_blend * values[c], -c))
        if view.stock in LEAD_BY_RULES_2P and not view.table:
            return None                         # play() leads by hard's rules
        k = Knowledge(view, "full")
        u = unknowns_2p(view, k)
        if u is None:
            return None
        me = view.seat
        opp = 1 - me
        rng = self.rng_for(view, 3)
        cp, st = k.cp, k.st
        tc = view.trump_card
        remaining = sum(cp[c] for c in view.hand) + sum(cp[c] for c in u.unknown) + \
            sum(cp[c] for c in u.fixed) + sum(cp[c] for c in view.table) + \
            (cp[tc] if u.face_in_stock else 0)
        my_pts, opp_pts = view.points[me], view.points[opp]
        h0 = card_mask(view.hand)
        leader = 0 if view.leader == me else 1
        lead = view.table[0] if view.table else -1
        totals = {c: 0.0 for c in legal}
        solved = 0
        likelihood = None            # with the stock gone every card is known
        if self.infer and view.stock > 0:
            likelihood = likelihood_for(view, self.lead_temperature)
        count = self.limit.world_count(self.worlds_2p[view.stock])
        worlds = weighted_worlds(view, u, rng, count, likelihood)
        # the weight of the rules-answer value (opponent_2p.py)
        worlds, share = opponent_2p.read_share(view, worlds, opponent_2p.applies(view))
        for world, weight in worlds:
            if solved and budget.spent():
                break
            values = {c: 0.0 for c in legal}
            if share > opponent_2p.MIN_SHARE:
                hands = [None, None]
                hands[me], hands[opp] = tuple(view.hand), tuple(world.opp_hand)
                game = RulesEndgame(view, hands, cp, st, k.trump, WIN_POINTS_2P, world.draws)
                for c in legal:
                    values[c] += share * game.root_value(c)
                budget.charge(game.nodes)
            if share < 1.0 - opponent_2p.MIN_SHARE:
                solver = Solver2(k.trump, cp, st, world.draws,
                                 **budget.solver_limits(first=not solved))
                try:
                    points = solver.root_values(h0, card_mask(world.opp_hand), leader, lead, legal)
                except Cancelled:
                    break
                finally:
                    budget.charge(solver.nodes)
                for c, v in points.items():
                    mine = my_pts + v
                    theirs = opp_pts + remaining - v
                    win = 1.0 if mine > theirs else (0.5 if mine == theirs else 0.0)
                    values[c] += (1.0 - share) * (WIN_POINTS_2P * win + v)
            for c in legal:
                totals[c] += weight * values[c]
            solved += 1
            budget.worlds = solved
        if not solved:
            return None
        return max(legal, key=lambda c: (totals[c], -c))

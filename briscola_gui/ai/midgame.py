"""The expert's two-player middle game: a shallow search in sampled worlds, judged by a
learned value.

While the stock is too large for the exact endgame search, the expert samples worlds
(``two_player_worlds.py``: the opponent's hand and the order of the stock) and, in
each, plays every legal card to the end of the trick (``depth`` tricks) with both hands
open: the opponent answers with the card that is worst for this seat (when this seat
leads, mixed with its answer by ``hard``'s rules by how likely it is to play by them,
``opponent_2p.midgame_share``), the winner draws first, and the position reached is
judged by the value model learned from self-play
(``value_model.py``: the points still to come given both hands). A card's search value
is the points it wins or loses on the way plus that judgement, averaged over the worlds
(weighted by how likely the opponent's lead to this trick and its card in the last
trick were with that world's hand, ``inference_2p.py``). The expert adds it to its rules score (see ``ExpertPlayer._play2``): measured in
docs/ai.md, the sum plays better than either alone.

Every node and leaf counts against the decision's node limit (``DecisionBudget``), so a
seed reproduces the game on any machine.
"""
from __future__ import annotations

from . import opponent_2p
from .inference_2p import likelihood_for
from .value_model import FastValue, ValueModel
from .two_player_worlds import card_mask, weighted_worlds, unknowns_2p

MIDGAME_WORLDS = 32         # worlds per middle-game decision (times SearchLimit.worlds)
MIDGAME_DEPTH = 1           # tricks played out before the value model judges


class ShallowSearch:
    """Minimax over the next ``depth`` tricks of one world, seat 0 (this seat)
    maximising; leaves are the model's value plus the points taken on the way."""

    def __init__(self, value: FastValue, trump: int, cp, st, draws: list):
        self.fast = value
        self.trump, self.cp, self.st = trump, cp, st
        self.draws = draws
        # the stock's cards still to draw after each draw index, as a mask
        suffix = [0] * (len(draws) + 1)
        for i in range(len(draws) - 1, -1, -1):
            suffix[i] = suffix[i + 1] | (1 << draws[i])
        self.stock_mask = suffix
        self.nodes = 0

    def leaf(self, h0: int, h1: int, d: int, i_lead: bool) -> float:
        self.nodes += 1
        stock = len(self.draws) - d
        return self.fast.value(h0, h1, h0 | h1 | self.stock_mask[d], i_lead, stock)

    def value(self, h0: int, h1: int, d: int, leader: int, lead: int, depth: int) -> float:
        """Points (mine minus the opponent's) from here: ``lead`` is the card on the
        table or -1, ``depth`` the tricks still to play out (this one included)."""
        self.nodes += 1
        to_move = leader if lead < 0 else 1 - leader
        mask = h0 if to_move == 0 else h1
        best = None
        while mask:
            low = mask & -mask
            c = low.bit_length() - 1
            mask ^= low
            if lead < 0:
                v = self.value(h0 ^ low if to_move == 0 else h0, h1 ^ low if to_move == 1 else h1,
                               d, leader, c, depth)
            else:
                v = self.after_trick(h0 ^ low if to_move == 0 else h0,
                                     h1 ^ low if to_move == 1 else h1, d, leader, lead, c, depth)
            if best is None or (v > best if to_move == 0 else v < best):
                best = v
        return best

    def after_trick(self, h0: int, h1: int, d: int, leader: int, lead: int, answer: int,
                    depth: int) -> float:
        """The trick ``lead`` then ``answer`` is complete: its points, the draws, then the
        next trick or the leaf."""
        st = self.st
        if answer // 10 == lead // 10:
            follower_wins = st[answer] > st[lead]
        else:
            follower_wins = answer // 10 == self.trump
        winner = 1 - leader if follower_wins else leader
        pts = self.cp[answer] + self.cp[lead]
        signed = pts if winner == 0 else -pts
        draws = self.draws
        if d < len(draws):
            w_card, l_card = 1 << draws[d], 1 << draws[d + 1]
            if winner == 0:
                h0, h1 = h0 | w_card, h1 | l_card
            else:
                h0, h1 = h0 | l_card, h1 | w_card
            d += 2
        if depth <= 1:
            return signed + self.leaf(h0, h1, d, winner == 0)
        return signed + self.value(h0, h1, d, winner, -1, depth - 1)

    def root_values(self, h0: int, h1: int, leader: int, lead: int, legal, depth: int,
                    answer=None, share: float = 0.0) -> dict:
        """Each legal card's value; when this seat leads and ``answer`` is given (a
        function of the lead: the opponent's card by ``hard``'s rules in this world), the
        value with that answer weighs ``share`` and the worst answer's the rest."""
        out = {}
        for c in legal:
            if lead < 0:
                v = self.value(h0 ^ (1 << c), h1, 0, leader, c, depth)
                if answer is not None:
                    a = answer(c)
                    ruled = self.after_trick(h0 ^ (1 << c), h1 ^ (1 << a), 0, leader, c, a, depth)
                    v = share * ruled + (1.0 - share) * v
                out[c] = v
            else:
                out[c] = self.after_trick(h0 ^ (1 << c), h1, 0, leader, lead, c, depth)
        return out


def search_depth(model: ValueModel, stock: int, wanted: int) -> int:
    """The deepest search, at most ``wanted`` tricks, whose leaves the model covers."""
    depth = wanted
    while depth > 1 and not model.covers(stock - 2 * depth):
        depth -= 1
    return depth


def midgame_values(player, view, legal, budget, model: ValueModel, k,
                   worlds: int = MIDGAME_WORLDS, depth: int = MIDGAME_DEPTH) -> dict | None:
    """Each legal card's mean value over sampled worlds (points, mine minus the
    opponent's, from now on), or None when the model does not cover this stock size or
    the view's unknowns do not add up."""
    if not model.covers(view.stock - 2):
        return None
    u = unknowns_2p(view, k)
    if u is None:
        return None
    depth = search_depth(model, view.stock, depth)
    h0 = card_mask(view.hand)
    leader = 0 if view.leader == view.seat else 1
    lead = view.table[0] if view.table else -1
    totals = {c: 0.0 for c in legal}
    solved = 0
    weights = 0.0
    fast = model.evaluator(k.trump, k.cp, k.st)
    rng = player.rng_for(view, 5)
    likelihood = (likelihood_for(view, player.lead_temperature, midgame=True)
                  if player.infer else None)
    sampled = weighted_worlds(view, u, rng, player.limit.world_count(worlds), likelihood)
    sampled, share = opponent_2p.midgame_share(view, sampled)
    for world, weight in sampled:
        if solved and budget.spent():
            break
        search = ShallowSearch(fast, k.trump, k.cp, k.st, world.draws)
        answer = None
        if share > opponent_2p.MIN_SHARE:
            answer = opponent_2p.LeadAnswer(view, world.opp_hand)
        values = search.root_values(h0, card_mask(world.opp_hand), leader, lead, legal, depth,
                                    answer, share)
        budget.charge(search.nodes + (answer.nodes if answer else 0))
        for c, v in values.items():
            totals[c] += weight * v
        weights += weight
        solved += 1
        budget.worlds = solved
    if not solved or weights <= 0.0:
        return None
    return {c: t / weights for c, t in totals.items()}

"""The expert's learned value (ai/value_model.py) and its middle-game search
(ai/midgame.py): the shipped model loads and covers the middle game, the fast evaluator
gives the model's own numbers, the search's values are the trick's points plus the
model's value of the position reached, and the expert really uses it (and falls back to
its rules without a model). No strength assertions: strength is measured by ``sim``."""
from __future__ import annotations

import json
import random

import pytest

from briscola_gui.ai import make_player
from briscola_gui.ai.knowledge import Knowledge
from briscola_gui.ai.midgame import MIDGAME_WORLDS, ShallowSearch, midgame_values
from briscola_gui.ai.value_model import SIZE, ValueModel, features, load_model
from briscola_gui.ai.two_player_worlds import card_mask
from briscola_gui.engine.cards import tables

from enginehelpers import new_deal, play_out


def test_shipped_model_covers_the_middle_game():
    model = load_model()
    assert model is not None
    for stock in range(8, 33, 2):
        assert model.covers(stock) and len(model.weights[stock]) == SIZE
    # learned, not zeros: the trump ace in my hand is worth more than a plain two
    trump_ace, plain_two = 1 + 10 + 9, 1 + 0
    assert model.weights[20][trump_ace] > model.weights[20][plain_two] + 5


def test_bad_model_file_is_refused_with_a_clear_error():
    with pytest.raises(ValueError, match="58 weights"):
        ValueModel.from_json(json.dumps({"weights": {"8": [0.0] * 3}}))


@pytest.mark.parametrize("piemonte", [False, True])
def test_fast_evaluator_gives_the_models_numbers(piemonte):
    model = load_model()
    cp, st = tables(piemonte)
    rng = random.Random(7)
    for trump in range(4):
        fast = model.evaluator(trump, cp, st)
        for _ in range(300):
            cards = list(range(40))
            rng.shuffle(cards)
            stock = rng.choice(sorted(model.weights))
            mine, theirs = card_mask(cards[:3]), card_mask(cards[3:6])
            unplayed = mine | theirs | card_mask(cards[6:6 + stock])
            lead = rng.random() < 0.5
            slow = model.value(mine, theirs, unplayed, lead, stock, trump, cp, st)
            assert fast.value(mine, theirs, unplayed, lead, stock) == pytest.approx(slow, abs=1e-9)


def test_features_see_sure_threes_and_the_master_trump():
    cp, st = tables(False)
    # trump coppe (0); my hand: 3 of denari (12), ace of denari gone; the ace of coppe (0)
    mine = card_mask([12, 0, 25])
    theirs = card_mask([13, 14, 35])
    unplayed = mine | theirs | card_mask([1, 2, 30])      # ace of denari (10) not unplayed
    x = features(mine, theirs, unplayed, True, 0, cp, st)
    assert x[44] == 1.0 and x[45] == 0.0       # my sure three
    assert x[46] == 1.0 and x[47] == 0.0       # my master trump


def test_shallow_search_adds_the_tricks_points_to_the_leaf():
    model = load_model()
    cp, st = tables(False)
    fast = model.evaluator(0, cp, st)
    draws = list(range(20, 40)) + [2, 3]          # 22 cards: leaves at stock 20
    search = ShallowSearch(fast, 0, cp, st, draws)
    h0, h1 = card_mask([0, 11, 15]), card_mask([1, 12, 16])   # ace of trumps, ...
    # seat 1 led the 3 of denari (12); seat 0 answers: each card's value by hand
    values = search.root_values(h0, h1 ^ (1 << 12), 1, 12, [0, 11, 15], depth=1)
    for c in (0, 11, 15):
        wins = c // 10 == 0 or (c // 10 == 1 and st[c] > st[12])
        pts = cp[c] + cp[12]
        n0 = (h0 ^ (1 << c)) | (1 << (draws[0] if wins else draws[1]))
        n1 = (h1 ^ (1 << 12)) | (1 << (draws[1] if wins else draws[0]))
        rest = card_mask(draws[2:])
        want = (pts if wins else -pts) + fast.value(n0, n1, n0 | n1 | rest, wins, len(draws) - 2)
        assert values[c] == pytest.approx(want)


def _middle_game_view(seed: int, stock: int = 20):
    deal = new_deal(2, seed)
    players = [make_player("hard", seed=s) for s in range(2)]
    play_out(deal, players, stop=lambda d: d.stock_count <= stock)
    return deal.view(deal.to_act)


def test_expert_searches_the_two_player_middle_game():
    view = _middle_game_view(3)
    expert = make_player("expert", seed=9)
    card = expert.play(view)
    assert card in view.legal
    assert expert.last_search.worlds == MIDGAME_WORLDS
    assert 0 < expert.last_search.nodes <= expert.limit.nodes
    # the same seed and view: the same move and the same search
    again = make_player("expert", seed=9)
    assert again.play(view) == card and again.last_search == expert.last_search
    values = midgame_values(expert, view, list(view.legal), _Budget(), load_model(),
                            Knowledge(view, "full"))
    assert set(values) == set(view.legal)


class _Budget:
    nodes_used = worlds = 0

    def spent(self):
        return False

    def charge(self, nodes):
        self.nodes_used += nodes


def test_expert_without_a_model_plays_its_rules(monkeypatch):
    from briscola_gui.ai import expert as expert_module
    view = _middle_game_view(5)
    monkeypatch.setattr(expert_module, "load_model", lambda: None)
    expert = make_player("expert", seed=2)
    scores = expert.scores(view)
    assert expert.play(view) == max(sorted(view.legal), key=lambda c: scores[c])
    assert expert.last_search.worlds == 0


def _build_script(name: str, monkeypatch):
    import importlib
    from pathlib import Path
    monkeypatch.syspath_prepend(str(Path(__file__).resolve().parents[1] / "build"))
    return importlib.import_module(name)


def test_selfplay_labels_are_the_exact_continuation(monkeypatch):
    # build/selfplay_2p.py labels each position with the point difference the deal ends
    # on when both sides play perfectly with every card open from the endgame window on:
    # replay the deal, finish it by playing the solver's best card at every turn, compare
    from briscola_gui.ai.solver import Solver2
    from briscola_gui.commands.sim import deal_seed
    from briscola_gui.engine import Smazzata, shuffled_deck
    selfplay = _build_script("selfplay_2p", monkeypatch)
    players = selfplay.policy_players("rules", 5)
    for d in range(2):
        lines = selfplay.play_deal(players, 5, d)
        rows = [[int(v) for v in ln.split()] for ln in lines]
        assert [r[0] for r in rows] == list(range(32, 7, -2))
        ds = deal_seed(5, d)
        deal = Smazzata(2, ds % 2, shuffled_deck(2, ds))
        before = {}
        while deal.phase != "done":
            stock = len(deal.stock)
            if not deal.table and stock not in before:
                before[stock] = deal.points[0] - deal.points[1]
            seat = deal.to_act
            if stock > 8:
                card = players[seat].play(deal.view(seat))
            else:                       # perfect play, both hands and the stock open
                me, opp = card_mask(deal.hands[seat]), card_mask(deal.hands[1 - seat])
                solver = Solver2(deal.trump, deal.card_points_table, deal.strength,
                                 deal.stock[::-1])
                leader = 0 if deal.leader == seat else 1
                lead = deal.table[0] if deal.table else -1
                values = solver.root_values(me, opp, leader, lead, list(deal.hands[seat]))
                card = max(sorted(values), key=lambda c: values[c])
            deal.play(seat, card)
        final = deal.points[0] - deal.points[1]
        for stock, trump, leader, h0, h1, unplayed, y0 in rows:
            assert trump == deal.trump
            assert y0 == final - before[stock]
            assert h0 & h1 == 0 and (h0 | h1) & ~unplayed == 0
            assert bin(unplayed).count("1") == stock + 6


def test_value_trainer_reads_selfplay_lines_from_both_sides(monkeypatch):
    trainer = _build_script("train_value", monkeypatch)
    cp, st = tables(False)
    mine, theirs = card_mask([0, 11, 15]), card_mask([1, 12, 16])
    unplayed = mine | theirs | card_mask(range(20, 40))
    sums = trainer.data_block([f"20 0 1 {mine} {theirs} {unplayed} 14"])
    acc = sums[20]
    assert acc["n"] == 2 and acc["y"] == 0 and acc["yy"] == 2 * 14 ** 2
    x0 = features(mine, theirs, unplayed, False, 0, cp, st)     # seat 1 leads
    x1 = features(theirs, mine, unplayed, True, 0, cp, st)
    for i in range(SIZE):
        assert acc["xty"][i] == pytest.approx(14 * x0.get(i, 0.0) - 14 * x1.get(i, 0.0))
    assert acc["xtx"][44][44] == x0.get(44, 0.0) ** 2 + x1.get(44, 0.0) ** 2


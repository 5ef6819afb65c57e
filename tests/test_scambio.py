"""Scambio (shared RULES.md, "House rules"): worked examples of each clause, the replay
form, and properties over thousands of random games with exchanges."""
import json
import random
import subprocess
import sys

import pytest
from enginehelpers import cards, stack_deck

from briscola_gui.engine import (Chiamata, IllegalMove, Rules, Smazzata, card_str, deck_for,
                                 parse_card, shuffled_deck, tables)
from briscola_gui.engine.actions import Exchange, PlayCard
from briscola_gui.engine.events import AccusoDeclared, CardDrawn, Exchanged
from briscola_gui.engine.replay import deal_from_json, deal_to_json, replay_one, report

ON = Rules(scambio=True)
C = parse_card


def deal2(hands, face_up, rules=ON, dealer=1, draws=""):
    """Two players, seat 0 to lead (dealer 1)."""
    return Smazzata(2, dealer, stack_deck(2, dealer, hands, face_up, draws), rules)


def refusal(deal, seat, card):
    with pytest.raises(IllegalMove) as exc:
        deal.exchange(seat, C(card))
    return exc.value.reason


# -- worked examples -------------------------------------------------------------------------
def test_the_seven_takes_the_face_up_asso_which_goes_into_its_place():
    d = deal2(["1C 7D 4S", "2C 3C 5S"], "1D")
    assert d.legal_exchanges(0) == [Exchange(0, C("7D"))]
    assert Exchange(0, C("7D")) in d.legal_actions(0)
    assert d.legal_exchanges(1) == []                      # not its turn
    events = d.apply(Exchange(0, C("7D")))
    assert events == (Exchanged(0, C("7D"), C("1D")),)
    assert d.hands[0] == cards("1C 1D 4S")                 # in the 7's place
    assert d.trump_card == C("7D") and d.turned_card == C("1D") and d.trump == 1
    assert d.stock[0] == C("7D") and d.stock_count == 34
    assert [tuple(s) for s in d.swaps] == [(0, 0, C("7D"), C("1D"))]
    # everyone sees it
    v1 = d.view(1)
    assert v1.trump_card == C("7D") and v1.swaps == tuple(d.swaps)
    assert v1.swapped_in_hands() == {C("1D"): 0}
    assert C("1D") in v1.seen_cards() and C("1D") not in v1.unseen_cards()
    # still seat 0's turn: it plays now
    assert d.to_act == 0 and d.legal_exchanges(0) == []
    d.apply(PlayCard(0, C("4S")))


@pytest.mark.parametrize("face", ["1D", "3D", "10D", "9D", "8D"])
def test_the_seven_takes_asso_three_and_figures(face):
    d = deal2(["7D 1C 4S", "2C 3C 5S"], face)
    assert d.legal_exchanges(0) == [Exchange(0, C("7D"))]


@pytest.mark.parametrize("face", ["4D", "5D", "6D", "2D"])
def test_the_seven_does_not_take_a_liscio(face):
    hands = ["7D 1C 4S", "2C 3C 5S"] if face != "2D" else ["7D 1C 4S", "4C 3C 5S"]
    d = deal2(hands, face)
    assert d.legal_exchanges(0) == []
    assert refusal(d, 0, "7D") == \
        f"the 7 takes only Asso, 3, Re, Cavallo, Fante; the face-up card is {face}"


@pytest.mark.parametrize("face, ok", [("4D", True), ("5D", True), ("6D", True), ("7D", True),
                                      ("1D", False), ("3D", False), ("10D", False), ("8D", False)])
def test_the_two_takes_four_to_seven(face, ok):
    d = deal2(["2D 1C 4S", "2C 3C 5S"], face)
    assert (d.legal_exchanges(0) == [Exchange(0, C("2D"))]) is ok
    if not ok:
        assert refusal(d, 0, "2D").startswith("the 2 takes only 4, 5, 6, 7")


@pytest.mark.parametrize("giver, face, ok", [
    ("3D", "1D", True), ("3D", "7D", True), ("3D", "10D", True), ("3D", "8D", True),
    ("3D", "6D", False), ("2D", "3D", True), ("2D", "6D", True), ("2D", "7D", False),
    ("7D", "1D", False),
])
def test_piemonte_the_three_plays_the_sevens_role(giver, face, ok):
    rules = Rules(scambio=True, piemonte=True)
    d = deal2([f"{giver} 1C 4S", "2C 3C 5S"], face, rules)
    assert (d.legal_exchanges(0) == [Exchange(0, C(giver))]) is ok
    if giver == "7D":
        assert refusal(d, 0, "7D") == "only the 3 or the 2 of briscola is exchanged"


def test_only_at_ones_turn_before_playing():
    d = deal2(["1C 4S 5S", "7D 3C 6S"], "1D")
    assert refusal(d, 1, "7D") == "it is seat 0's turn"
    d.play(0, C("4S"))
    assert d.legal_exchanges(1) == [Exchange(1, C("7D"))]  # seat 1's turn, before its card
    d.exchange(1, C("7D"))
    d.play(1, C("6S"))


def test_one_exchange_per_turn_any_number_per_smazzata():
    # seat 0 holds the 7 and the 2: the 7 takes the Asso; the 2 could take that 7, but
    # only at a later turn
    d = deal2(["7D 2D 4S", "2C 3C 5S"], "1D", draws="6C 6B 5C 5B")
    d.exchange(0, C("7D"))
    assert d.legal_exchanges(0) == []
    assert refusal(d, 0, "2D") == "one exchange per turn"
    d.play(0, C("4S"))
    d.play(1, C("5S"))                                      # 5S takes 4S: seat 1 leads
    d.play(1, C("2C"))
    assert d.to_act == 0 and d.legal_exchanges(0) == [Exchange(0, C("2D"))]
    d.exchange(0, C("2D"))
    assert d.hands[0].count(C("7D")) == 1 and d.trump_card == C("2D")
    assert [(s.seat, card_str(s.gave), card_str(s.took), s.before) for s in d.swaps] == \
        [(0, "7D", "1D", 0), (0, "2D", "7D", 3)]


def test_not_held_not_a_giver_not_trumps():
    d = deal2(["1C 4S 5S", "7D 3C 6S"], "1D")
    assert refusal(d, 0, "7D") == "the card is not in that seat's hand"
    assert refusal(d, 0, "5S") == "only the 7 or the 2 of briscola is exchanged"
    assert refusal(d, 0, "7C") == "only the 7 or the 2 of briscola is exchanged"


def test_not_once_the_stock_is_gone():
    # play the 2-player deal until the stock is empty with the 7 of briscola kept in hand
    d = deal2(["7D 1C 4S", "2C 3C 5S"], "1D", rules=Rules(scambio=True))
    rng = random.Random(1)
    while d.stock_count:
        seat = d.to_act
        d.play(seat, rng.choice([c for c in d.hands[seat] if c != C("7D")]))
    while d.to_act != 0:
        d.play(d.to_act, d.legal_moves()[0])
    assert C("7D") in d.hands[0]
    assert d.legal_exchanges(0) == []
    assert refusal(d, 0, "7D") == "the stock holds no card besides the face-up one"


def test_refused_with_three_players_in_chiamata_and_when_off():
    deck = stack_deck(3, 2, ["7D 1C 4S", "2S 3C 5S", "4C 5C 6C"], "1D")
    assert refusal(Smazzata(3, 2, deck, ON), 0, "7D") == "scambio is played with 2, 4 or 6 players"
    off = deal2(["7D 1C 4S", "2C 3C 5S"], "1D", rules=Rules())
    assert off.legal_exchanges(0) == [] and refusal(off, 0, "7D") == "scambio is off"
    ch = Chiamata(0, shuffled_deck(5, 1), ON)
    assert refusal(ch, ch.to_act, "7D") == "there is no scambio in chiamata"


def test_the_card_given_is_drawn_last():
    d = deal2(["7D 1C 4S", "2C 3C 5S"], "1D")
    d.exchange(0, C("7D"))
    drawn = []
    rng = random.Random(3)
    while not d.is_over:
        drawn += [e for e in d.play(d.to_act, rng.choice(d.legal_moves())) if type(e) is CardDrawn]
    assert drawn[-1].card == C("7D") and C("1D") not in [e.card for e in drawn]


def test_four_and_six_players_exchange_too():
    for n in (4, 6):
        others = ["1S 3C 5S", "4C 5C 6C", "7C 8C 9C", "10C 4B 3S", "6S 7S 8S"]   # no 2s
        hands = ["7B 1C 4S"] + others[:n - 1]
        deck = stack_deck(n, n - 1, hands, "10B")
        d = Smazzata(n, n - 1, deck, ON)
        assert d.legal_exchanges(0) == [Exchange(0, C("7B"))]
        d.exchange(0, C("7B"))
        assert d.view(2).swapped_in_hands() == {C("10B"): 0}


def test_taking_the_re_completes_an_accuso():
    rules = Rules(scambio=True, accusi=True)
    d = deal2(["7D 9D 4S", "2C 3C 5S"], "10D", rules)      # Cavallo in hand, Re face up
    assert d.accusi == []
    events = d.exchange(0, C("7D"))
    assert events == (Exchanged(0, C("7D"), C("10D")), AccusoDeclared(0, 1, 40))
    assert d.points[0] == 40


def test_bot_request_offers_the_exchange_and_lists_swaps():
    d = deal2(["7D 1C 4S", "2C 3C 5S"], "1D")
    req = d.view(0).to_request("play")
    assert req["legal"] == ["7D", "1C", "4S", "x7D"] and req["swaps"] == []
    assert req["trump_card"] == "1D"
    d.exchange(0, C("7D"))
    req = d.view(0).to_request("play")
    assert req["hand"] == ["1D", "1C", "4S"] and req["legal"] == ["1D", "1C", "4S"]
    assert req["trump_card"] == "7D"
    assert req["swaps"] == [{"seat": 0, "gave": "7D", "took": "1D", "before": 0}]
    assert "swaps" not in deal2(["7D 1C 4S", "2C 3C 5S"], "1D", Rules()).view(0).to_request("play")


# -- replay -------------------------------------------------------------------------------------
def _game(hands="7D 1C 4S|2C 3C 5S", face="1D", plays=(), rules=None):
    deck = stack_deck(2, 1, hands.split("|"), face)
    return {"players": 2, "dealer": 1, "rules": {"scambio": True} if rules is None else rules,
            "deck": [card_str(c) for c in deck], "plays": list(plays)}


def test_replay_exchange_form():
    out = replay_one(_game(plays=["x7D", "1D", "5S"]))
    assert out["swaps"] == [{"seat": 0, "gave": "7D", "took": "1D", "before": 0}]
    assert out["trump_card"] == "1D" and out["hands"][0] == ["7D", "1C", "4S"]
    assert out["tricks"] == [{"leader": 0, "cards": ["1D", "5S"], "winner": 0, "points": 11}]
    out = replay_one(_game(plays=["4S", "x7D"], hands="1C 4S 5S|7D 3C 6S"))
    assert out["swaps"] == [{"seat": 1, "gave": "7D", "took": "1D", "before": 1}]
    assert out["to_play"] == 1 and out["complete"] is False
    assert "swaps" not in replay_one(_game(rules={}))


@pytest.mark.parametrize("game, words", [
    (_game(plays=["x7D"], rules={}), "plays[0]: seat 0 cannot exchange 7D: scambio is off"),
    (_game(plays=["x7D"], hands="1C 4S 5S|7D 3C 6S"),
     "plays[0]: seat 0 cannot exchange 7D: the card is not in that seat's hand"),
    (_game(plays=["x7D"], face="5D"), "plays[0]: seat 0 cannot exchange 7D: the 7 takes only"),
    (_game(plays=["x7D", "x2D"], hands="7D 2D 4S|2C 3C 5S"),
     "plays[1]: seat 0 cannot exchange 2D: one exchange per turn"),
    (_game(plays=["x4S"]), "plays[0]: seat 0 cannot exchange 4S: only the 7 or the 2 of briscola"),
    (_game(plays=["xQQ"]), "plays[0]: unknown card 'QQ'"),
])
def test_replay_refuses_bad_exchanges(game, words):
    with pytest.raises(Exception) as exc:
        replay_one(game)
    assert words in str(exc.value)


def test_replay_command_exit_2_for_bad_exchanges():
    rng = random.Random(0)
    deck = shuffled_deck(5, 2)
    ch = Chiamata(0, deck, ON)
    bad = [
        _game(plays=["x7D"], rules={}),                                  # not allowed
        _game(plays=["x7D"], hands="1C 4S 5S|7D 3C 6S"),                 # not held
        {"players": 5, "dealer": 0, "rules": {"scambio": True},          # in chiamata
         "deck": [card_str(c) for c in deck], "auction": [{"seat": 1, "bid": "carichi"}],
         "plays": ["x7D"]},
    ]
    # with the stock empty: a finished stock, the 7 kept
    d = deal2(["7D 1C 4S", "2C 3C 5S"], "1D")
    while d.stock_count or d.to_act != 0:
        seat = d.to_act
        d.play(seat, rng.choice([c for c in d.hands[seat] if c != C("7D")] or d.hands[seat]))
    bad.append(dict(deal_to_json(d), plays=deal_to_json(d)["plays"] + ["x7D"]))
    text = "\n".join(json.dumps(g) for g in bad) + "\n"
    proc = subprocess.run([sys.executable, "-m", "briscola_gui", "replay"], input=text,
                          capture_output=True, text=True, timeout=60)
    assert proc.returncode == 2 and "Traceback" not in proc.stderr
    errs = proc.stderr.strip().splitlines()
    assert len(errs) == 4
    assert "scambio is off" in errs[0] and "not in that seat's hand" in errs[1]
    assert "no scambio in chiamata" in errs[2] and "no card besides the face-up" in errs[3]
    outs = [json.loads(line) for line in proc.stdout.splitlines()]
    assert [o["at"] for o in outs] == [0, 0, 0, len(bad[3]["plays"]) - 1]
    assert ch.phase == "auction"


def test_signals_count_cards_played_not_exchanges():
    d = Smazzata(4, 3, stack_deck(4, 3, ["7B 1C 4S", "2C 3C 5S", "4C 5C 6C", "7C 8C 9C"], "10B"),
                 Rules(scambio=True, signals=True))
    d.exchange(0, C("7B"))
    for _ in range(4):
        d.play(d.to_act, d.legal_moves()[0])
    sig = d.allowed_signals(d.to_act)
    if sig:
        d.signal(d.to_act, sig[0])
    again = deal_from_json(json.loads(json.dumps(deal_to_json(d))))
    assert report(again) == report(d) and again.signals == d.signals


# -- properties over thousands of random games ------------------------------------------------
def random_scambio_game(players: int, seed: int, rules: Rules):
    rng = random.Random(seed)
    deck = shuffled_deck(players, seed)
    d = Smazzata(players, seed % players, deck, rules)
    drawn = []
    while not d.is_over:
        seat = d.to_act
        ex = d.legal_exchanges(seat)
        assert all(a.seat == seat for a in ex) and len(ex) <= 1
        for other in range(players):
            if other != seat:
                assert d.legal_exchanges(other) == []
        if ex and rng.random() < 0.85:
            before = len(d.swaps)
            d.apply(ex[0])
            assert len(d.swaps) == before + 1 and d.legal_exchanges(seat) == []
        events = d.apply(PlayCard(seat, rng.choice(d.legal_moves())))
        drawn += [e.card for e in events if type(e) is CardDrawn]
    return d, drawn


@pytest.mark.parametrize("players", [2, 4, 6])
@pytest.mark.parametrize("piemonte", [False, True])
def test_properties_with_scambio(players, piemonte):
    rules = Rules(scambio=True, piemonte=piemonte, accusi=players == 2)
    points, _ = tables(piemonte)
    swapped = 0
    for seed in range(700):
        d, drawn = random_scambio_game(players, seed, rules)
        played = [c for t in d.tricks for c in t.cards]
        assert sorted(played) == sorted(deck_for(players))           # cards conserved
        assert sum(d.card_points) == 120 and sum(points[c] for c in played) == 120
        assert drawn[-1] == d.trump_card                              # the card given drawn last
        if d.swaps:
            swapped += 1
            assert d.trump_card == d.swaps[-1].gave and d.turned_card == d.swaps[0].took
            assert drawn.count(d.turned_card) == 0
            for sw in d.swaps:
                assert sw.before < len(played)
        r = report(d)
        assert replay_one(json.loads(json.dumps(deal_to_json(d)))) == r   # round trip
        assert r["trump_card"] == card_str(d.turned_card)
    assert swapped > 100


# -- what the computer players and the tools do with it ---------------------------------------
def test_knowledge_places_the_card_taken_in_the_takers_hand():
    from briscola_gui.ai.knowledge import Knowledge
    d = deal2(["1C 4S 5S", "7D 3C 6S"], "1D")
    d.play(0, C("4S"))
    d.exchange(1, C("7D"))
    k = Knowledge(d.view(0), "full")
    assert k.known_in_hands == {C("1D"): 1}
    assert C("1D") not in k.pool and C("1D") not in k.true_pool
    assert k.p_holds_any(1, [C("1D")]) == 1.0
    assert k.hidden_hand_size(1) == 2
    d.play(1, C("1D"))                                      # played: known no more
    assert Knowledge(d.view(0), "full").known_in_hands == {}


@pytest.mark.parametrize("level", ["random", "easy", "medium", "hard", "expert"])
def test_every_level_exchanges_only_when_allowed(level):
    from briscola_gui.ai import make_player
    from briscola_gui.commands.sim import play_game
    made = 0
    for seed in range(6):
        rules = Rules(scambio=True, piemonte=seed % 2 == 1)
        players = [make_player(level, seed=s) for s in range(2)]
        deal = play_game(2, seed % 2, shuffled_deck(2, seed), rules, players,
                         [[], []], faults := [])
        assert not faults and deal.is_over
        made += len(deal.swaps)
    if level in ("medium", "hard", "expert"):
        assert made >= 3


def test_review_steps_include_exchanges():
    from briscola_gui.engine.review import review
    d = deal2(["7D 1C 4S", "2C 3C 5S"], "1D")
    d.exchange(0, C("7D"))
    d.play(0, C("1D"))
    steps = review(d)
    assert [(s.kind, card_str(s.move), s.seat) for s in steps] == \
        [("exchange", "7D", 0), ("play", "1D", 0)]
    assert C("7D") in steps[0].view.hand and C("1D") in steps[1].view.hand
    assert steps[0].view.exchanges == (C("7D"),)


def test_save_file_keeps_the_exchanges():
    from briscola_gui.engine import new_match
    from briscola_gui.engine.savegame import match_from_json, match_to_json
    for seed in range(40):
        match = new_match(2, Rules(scambio=True), 2, seed=seed)
        deal = match.deal
        rng = random.Random(seed)
        while deal.cards_played() < 12 and not deal.swaps:
            ex = deal.legal_exchanges(deal.to_act)
            if ex:
                deal.apply(ex[0])
            deal.play(deal.to_act, rng.choice(deal.legal_moves()))
        if deal.swaps:
            break
    assert deal.swaps
    again = match_from_json(json.loads(json.dumps(match_to_json(match))))
    assert again.deal.swaps == deal.swaps and report(again.deal) == report(deal)
    assert again.deal.trump_card == deal.trump_card and again.deal.hands == deal.hands


def test_deal_code_carries_scambio():
    from briscola_gui.engine import DealSpec, parse_deal_code
    spec = DealSpec(4, 2, 99, Rules(scambio=True))
    assert len(spec.code) == 13 and parse_deal_code(spec.code).rules.scambio
    assert parse_deal_code(spec.code) == spec


def test_hint_suggests_the_exchange():
    from briscola_gui.ai import make_player
    from briscola_gui.session.hints import HintRequest, hint_event
    d = deal2(["7D 1C 4S", "2C 3C 5S"], "1D")
    view = d.view(0)
    event = hint_event(HintRequest(0, view, make_player("hard"), 0, "en").run())
    assert event.card == C("7D")
    assert event.reason.startswith("Exchange the Seven of Coins for the Ace of Coins")


def test_a_bot_process_exchanges_through_the_protocol():
    import shlex
    from briscola_gui.ai import make_player
    from briscola_gui.ai.bot import BotPlayer
    from briscola_gui.commands.sim import play_game
    bot = BotPlayer(f"{shlex.quote(sys.executable)} -m briscola_gui.ai.example_bot", timeout=10.0)
    made = 0
    try:
        for seed in range(8):
            deal = play_game(2, seed % 2, shuffled_deck(2, seed), ON, [bot, make_player("random")],
                             [[], []], faults := [])
            assert not faults and not bot.faults and deal.is_over
            made += sum(1 for s in deal.swaps if s.seat == 0)
    finally:
        bot.close()
    assert made >= 2           # the example bot takes every exchange it is offered

"""House rules (shared RULES.md, "House rules"): pari and three_remove, worked examples.

Ties are found by playing seeded random games: ``tie_game(players, seed)`` replays one
whose seed is known to end level, so each example is a fixed deal and fixed plays."""
import json
import random
import subprocess
import sys

import pytest

from briscola_gui.engine import (BadInput, DealSpec, Rules, Smazzata, card_str, deck_for,
                                 new_match, parse_card, parse_deal_code, shuffled_deck)
from briscola_gui.engine.replay import deal_from_json, deal_to_json, replay_one, report
from briscola_gui.engine.savegame import match_from_json, match_to_json

# seeds whose random game (random_game below) ends 60-60, per number of players
TIE_SEEDS = {2: 27, 4: 51, 6: 48}
ACCUSI_TIE_SEED = 98          # 2 players with accusi: 70-70 (card points 50-70, accusi 20)


def random_game(players: int, seed: int, rules: Rules = Rules()):
    rng = random.Random(seed)
    d = Smazzata(players, seed % players, shuffled_deck(players, seed, rules.three_remove), rules)
    while not d.is_over:
        d.play(d.to_act, rng.choice(d.legal_moves()))
    return d


# -- Rules ----------------------------------------------------------------------------------
def test_rules_defaults_and_round_trip():
    r = Rules()
    assert (r.pari, r.three_remove) == ("draw", "2C")
    full = Rules(pari="replay", three_remove="2B")
    assert Rules.from_dict(full.to_dict()) == full
    # an old rule set (no house rules) reads as the defaults
    assert Rules.from_dict({"follow_suit": True}) == Rules(follow_suit=True)


@pytest.mark.parametrize("data, words", [
    ({"pari": "tie"}, "'pari' must be one of 'draw', 'last_trick', 'replay'"),
    ({"pari": True}, "'pari' must be one of"),
    ({"three_remove": "2D"}, "'three_remove' must be one of '2C', '2B'"),
    ({"three_remove": None}, "'three_remove' must be one of"),
    ({"follow_suit": "draw"}, "must be true or false"),
])
def test_rules_refuse_bad_house_values(data, words):
    with pytest.raises(BadInput) as exc:
        Rules.from_dict(data)
    assert words in str(exc.value)


def test_rules_constructor_checks_the_choices_too():
    with pytest.raises(BadInput, match="pari"):
        Rules(pari="tie")
    with pytest.raises(BadInput, match="three_remove"):
        Rules(three_remove="2S")


# -- three_remove -----------------------------------------------------------------------------
def test_three_remove_takes_out_the_chosen_two():
    c2, b2 = parse_card("2C"), parse_card("2B")
    assert b2 in deck_for(3) and c2 not in deck_for(3)
    assert c2 in deck_for(3, "2B") and b2 not in deck_for(3, "2B")
    assert len(deck_for(3, "2B")) == 39
    # the option only concerns 3 players
    assert deck_for(2, "2B") == deck_for(2) and deck_for(6, "2B") == deck_for(6)
    with pytest.raises(BadInput):
        deck_for(3, "2S")


def test_three_remove_deal_and_deck_check():
    rules = Rules(three_remove="2B")
    deck = shuffled_deck(3, 5, "2B")
    assert parse_card("2B") not in deck and parse_card("2C") in deck
    d = random_game(3, 5, rules)
    played = sorted(c for t in d.tricks for c in t.cards)
    assert played == deck_for(3, "2B") and sum(d.card_points) == 120
    # a deck for the other choice is refused, naming the option
    with pytest.raises(BadInput, match=r"2B is not used with 3 players \(three_remove is 2B\)"):
        Smazzata(3, 0, shuffled_deck(3, 5), rules)
    with pytest.raises(BadInput, match=r"2C is not used with 3 players \(three_remove is 2C\)"):
        Smazzata(3, 0, deck, Rules())


def test_three_remove_2c_shuffle_is_unchanged():
    # the default keeps the very same cards as before the option existed
    assert shuffled_deck(3, 77) == shuffled_deck(3, 77, "2C")
    assert [card_str(c) for c in shuffled_deck(3, 987654321)][:8] == \
        "7B 5C 10S 4B 6C 5D 9S 1D".split()


# -- pari -------------------------------------------------------------------------------------
@pytest.mark.parametrize("players", [2, 4, 6])
def test_pari_decides_a_tie(players):
    seed = TIE_SEEDS[players]
    draw = random_game(players, seed, Rules())
    assert draw.result().team_points == (60, 60)
    r = draw.result()
    assert r.winner is None and not r.void
    last = random_game(players, seed, Rules(pari="last_trick")).result()
    taker = draw.tricks[-1].winner
    assert last.winner == draw.team_of(taker) and not last.void
    void = random_game(players, seed, Rules(pari="replay")).result()
    assert void.winner is None and void.void


@pytest.mark.parametrize("pari", ["draw", "last_trick", "replay"])
def test_pari_leaves_a_decided_smazzata_alone(pari):
    for seed in range(40):
        if seed == TIE_SEEDS[2]:
            continue
        plain = random_game(2, seed).result()
        other = random_game(2, seed, Rules(pari=pari)).result()
        assert other.winner == plain.winner and not other.void


def test_pari_with_accusi_decides_a_tie_of_totals():
    # card points 50-70, but a 20-point accuso makes it 70-70: a tie, which pari decides
    d = random_game(2, ACCUSI_TIE_SEED, Rules(accusi=True))
    assert d.result().team_points == (70, 70) and d.result().winner is None
    d = random_game(2, ACCUSI_TIE_SEED, Rules(accusi=True, pari="last_trick"))
    assert d.result().winner == d.tricks[-1].winner
    d = random_game(2, ACCUSI_TIE_SEED, Rules(accusi=True, pari="replay"))
    assert d.result().void


def test_pari_does_not_touch_three_players():
    # 3 players: a tie at the top is unassigned whatever pari says
    for seed in range(300):
        d = random_game(3, seed)
        if d.result().winner is None:
            for pari in ("last_trick", "replay"):
                r = random_game(3, seed, Rules(pari=pari)).result()
                assert r.winner is None and not r.void
            return
    pytest.fail("no unassigned 3-player smazzata in 300 seeds")


def test_replay_reports_a_void_smazzata():
    seed = TIE_SEEDS[2]
    d = random_game(2, seed, Rules(pari="replay"))
    game = deal_to_json(d)
    assert game["rules"]["pari"] == "replay"
    out = replay_one(json.loads(json.dumps(game)))
    assert out["winner"] is None and out["void"] is True and out["complete"] is True
    game["rules"] = {"pari": "last_trick"}
    out = replay_one(game)
    assert out["winner"] == d.tricks[-1].winner and "void" not in out
    del game["rules"]
    out = replay_one(game)
    assert out["winner"] is None and "void" not in out
    # a decided smazzata under replay says void false
    other = deal_to_json(random_game(2, 3, Rules(pari="replay")))
    assert replay_one(other)["void"] is False


def test_replay_command_refuses_a_bad_pari():
    game = {"players": 2, "dealer": 0, "rules": {"pari": "coin"},
            "deck": [card_str(c) for c in shuffled_deck(2, 1)], "plays": []}
    proc = subprocess.run([sys.executable, "-m", "briscola_gui", "replay"], input=json.dumps(game),
                          capture_output=True, text=True, timeout=60)
    assert proc.returncode == 2
    assert "pari" in proc.stderr and "Traceback" not in proc.stderr
    assert len(proc.stderr.strip().splitlines()) == 1


def test_replay_three_remove_2b():
    deck = [card_str(c) for c in shuffled_deck(3, 9, "2B")]
    out = replay_one({"players": 3, "dealer": 0, "rules": {"three_remove": "2B"}, "deck": deck})
    assert out["complete"] is False and out["to_play"] == 1
    with pytest.raises(BadInput, match="2B is not used"):
        replay_one({"players": 3, "dealer": 0, "rules": {"three_remove": "2B"},
                    "deck": [card_str(c) for c in shuffled_deck(3, 9)]})


# -- the match --------------------------------------------------------------------------------
def _force_tie(match, players: int):
    """Put the known tied deal in place of the match's current deal and play it out."""
    seed = TIE_SEEDS[players]
    match.dealer = seed % players
    match.spec = DealSpec(players, match.dealer, seed, match.rules)
    d = random_game(players, seed, match.rules)
    assert d.result().team_points == (60, 60)
    match.deal = d
    return d


def test_void_smazzata_is_dealt_again_by_the_same_dealer():
    match = new_match(2, Rules(pari="replay"), "single", seed=11)
    _force_tie(match, 2)
    dealer = match.dealer
    record = match.next_deal()
    assert record["void"] is True and record["winner"] is None
    assert not match.over                        # a single-smazzata match goes on
    assert match.dealer == dealer and match.deal.dealer == dealer
    assert match.score == [0, 0] and len(match.history) == 1
    assert not match.deal.is_over and match.deal.tricks == []


def test_tie_under_draw_passes_the_deal_and_ends_a_single_match():
    match = new_match(2, Rules(), "single", seed=11)
    d = _force_tie(match, 2)
    record = match.next_deal()
    assert "void" not in record and match.over and match.winners == []


def test_tie_under_last_trick_counts_in_the_match():
    match = new_match(2, Rules(pari="last_trick"), 2, seed=11)
    d = _force_tie(match, 2)
    match.next_deal()
    assert match.score[d.tricks[-1].winner] == 1 and sum(match.score) == 1


def test_save_with_house_rules_round_trips_and_old_saves_load():
    match = new_match(3, Rules(pari="replay", three_remove="2B"), 2, seed=5)
    deal = match.deal
    for _ in range(4):
        deal.play(deal.to_act, deal.legal_moves()[0])
    data = json.loads(json.dumps(match_to_json(match)))
    again = match_from_json(data)
    assert again.rules == match.rules and again.deal.deck == deal.deck
    assert report(again.deal) == report(deal)
    # a save written before the house rules existed: no pari/three_remove keys
    old = new_match(3, Rules(), 2, seed=5)
    data = json.loads(json.dumps(match_to_json(old)))
    for key in ("pari", "three_remove"):
        del data["rules"][key]
        del data["deal"]["rules"][key]
    loaded = match_from_json(data)
    assert loaded.rules == Rules() and loaded.deal.deck == old.deal.deck


# -- deal codes -------------------------------------------------------------------------------
# codes and decks written down before the house rules existed: they must give the same deals
OLD_CODES = [
    ("001TV-SMAGA", 2, 1, 123456789, "9C 4D 6C 7C 1B 10S 8C 8B 4C 9S 6D 5C 7B 4B 1D 6S 3C 4S 3S 7D "
     "10B 10C 1S 7S 9D 6B 5D 2C 3B 5S 2B 2D 9B 5B 10D 8S 3D 2S 1C 8D"),
    ("00EPY-D2RMK", 3, 2, 987654321, "7B 5C 10S 4B 6C 5D 9S 1D 4S 3S 10D 2D 3B 5S 9B 6S 3C 6B 9C "
     "1S 10C 9D 1C 4C 7D 1B 6D 7C 2B 3D 7S 8B 8C 8D 10B 8S 4D 2S 5B"),
    ("FZZZZ-ZZZTW", 4, 3, 1099511627775, "3B 9B 1D 10C 4S 4D 3D 10D 1S 2S 6C 9C 6S 8B 1B 6B 2C "
     "7S 5D 5C 7B 3S 10S 2D 3C 5S 7C 8C 1C 4B 5B 7D 4C 9S 6D 10B 8D 2B 9D 8S"),
    ("00000-00N06", 6, 0, 42, "1C 6C 7S 6S 4C 8S 9S 3B 7B 9C 1S 9D 5C 5S 10S 10C 6B 8D 8B 1D 7C "
     "3D 10D 7D 4S 5B 4D 6D 3S 9B 4B 1B 5D 8C 10B 3C"),
    ("00000-003H5", 5, 4, 7, "2B 7B 8B 3B 2S 4S 10B 5D 8D 8S 3C 6B 9C 3D 6D 1C 1D 5B 1S 4C 10D "
     "9B 4B 10S 6C 6S 5C 7C 3S 4D 2D 2C 9S 9D 7S 5S 1B 7D 10C 8C"),
]


@pytest.mark.parametrize("code, players, dealer, seed, deck", OLD_CODES)
def test_old_deal_codes_give_the_same_deals(code, players, dealer, seed, deck):
    spec = parse_deal_code(code)
    assert (spec.players, spec.dealer, spec.seed) == (players, dealer, seed)
    assert (spec.rules.pari, spec.rules.three_remove) == ("draw", "2C")
    assert " ".join(card_str(c) for c in spec.deck()) == deck
    assert spec.code == code                     # default house rules: the same ten characters


@pytest.mark.parametrize("pari", ["draw", "last_trick", "replay"])
@pytest.mark.parametrize("three_remove", ["2C", "2B"])
def test_deal_code_carries_the_house_rules(pari, three_remove):
    rules = Rules(piemonte=True, pari=pari, three_remove=three_remove)
    spec = DealSpec(3, 1, 123456, rules)
    code = spec.code
    house = (pari, three_remove) != ("draw", "2C")
    assert len(code) == (13 if house else 11)
    back = parse_deal_code(code)
    assert back == spec and back.deck() == spec.deck()
    assert parse_deal_code(code.lower().replace("-", "")) == spec


def test_deal_code_2b_deals_without_the_2_of_bastoni():
    spec = parse_deal_code(DealSpec(3, 0, 99, Rules(three_remove="2B")).code)
    assert parse_card("2B") not in spec.deck() and len(spec.deck()) == 39


@pytest.mark.parametrize("bad", ["001TV-SMAGA-0", "001TV-SMAGA-Z", "001TV-SMAGA-6", "001TV-SMAGA-XY"])
def test_bad_house_character_is_refused(bad):
    # -0: an extra character that says nothing; -Z: the reserved bit; -6: pari index 3
    with pytest.raises(BadInput):
        parse_deal_code(bad)


def test_match_from_a_house_code_keeps_its_rules():
    spec = parse_deal_code(DealSpec(2, 1, 777, Rules(pari="replay")).code)
    match = new_match(2, spec.rules, 2, seed=3, first_deal=spec)
    assert match.rules.pari == "replay" and match.deal_code == spec.code


# -- sim --rules ------------------------------------------------------------------------------
def test_sim_plays_house_rules(capsys):
    from briscola_gui.commands import sim
    assert sim.main(["--players", "2", "--seats", "random,random", "--games", "120", "--seed", "1",
                     "--rules", "pari=replay", "--json"]) == 0
    r = json.loads(capsys.readouterr().out)
    assert r["rules"]["pari"] == "replay"
    p = r["players"]["random"]
    # a tie is dealt again, so no smazzata is drawn; the void ones are counted as redeals
    assert p["drawn"] == 0 and p["won"] == p["lost"] == 120 and r["redeals"] > 0
    assert sim.main(["--players", "3", "--seats", "random,hard,random", "--games", "10",
                     "--seed", "2", "--rules", "three_remove=2B,pari=last_trick", "--json"]) == 0
    r = json.loads(capsys.readouterr().out)
    assert r["rules"]["three_remove"] == "2B" and r["games"] == 30


def test_sim_refuses_a_bad_house_value(capsys):
    from briscola_gui.commands import sim
    assert sim.main(["--players", "2", "--seats", "random,random", "--games", "1", "--seed", "1",
                     "--rules", "pari=coin"]) == 2
    err = capsys.readouterr().err
    assert "pari" in err and "'draw', 'last_trick', 'replay'" in err


# -- statistics -------------------------------------------------------------------------------
def test_void_smazzata_in_statistics(tmp_path):
    from briscola_gui.stats import Stats
    stats = Stats(tmp_path / "stats.json")
    stats.add("smazzata", 2, "hard", "won", 70)
    stats.add("smazzata", 2, "hard", "drawn", 60, void=True)
    stats.add("smazzata", 2, "hard", "lost", 40)
    stats.save()
    again = Stats.load(tmp_path / "stats.json")
    assert again.warning is None and again.records[1]["void"] is True
    s = again.summary()[("2p", "hard")]
    # the void one is counted apart: it is neither won, lost nor in the mean points
    assert s["void"] == 1 and s["smazzate"] == 2 and s["smazzata_win_rate"] == 0.5
    assert s["mean_points"] == 55.0


# -- properties over thousands of random games ----------------------------------------------
@pytest.mark.parametrize("players", [2, 4, 6])
def test_pari_properties(players):
    ties = 0
    for seed in range(400):
        results = {pari: random_game(players, seed, Rules(pari=pari)) for pari in
                   ("draw", "last_trick", "replay")}
        draw = results["draw"].result()
        assert sum(draw.team_points) == 120
        tie = draw.team_points[0] == draw.team_points[1]
        ties += tie
        for pari, d in results.items():
            r = d.result()
            assert r.team_points == draw.team_points            # the play is the same
            if not tie:
                assert r.winner == draw.winner and not r.void
            elif pari == "draw":
                assert r.winner is None and not r.void
            elif pari == "last_trick":
                assert r.winner == d.team_of(d.tricks[-1].winner) and not r.void
            else:
                assert r.winner is None and r.void
            out = replay_one(deal_to_json(d))
            assert out["winner"] == r.winner and out.get("void", False) == r.void
    assert ties >= 3


@pytest.mark.parametrize("three_remove", ["2C", "2B"])
def test_three_remove_properties(three_remove):
    rules = Rules(three_remove=three_remove)
    removed = parse_card(three_remove)
    for seed in range(1000):
        d = random_game(3, seed, rules)
        played = sorted(c for t in d.tricks for c in t.cards)
        assert played == deck_for(3, three_remove) and removed not in played
        assert len(played) == 39 and sum(d.card_points) == 120
        assert d.stock_count == 0 and all(not h for h in d.hands)
        if seed % 50 == 0:
            assert report(deal_from_json(deal_to_json(d))) == report(d)

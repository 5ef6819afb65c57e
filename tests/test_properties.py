"""Properties over thousands of random games of every variant and option."""
import random

from hypothesis import given, settings, strategies as st

from briscola_gui.engine import (Chiamata, Rules, Smazzata, deck_for, shuffled_deck, tables)
from briscola_gui.engine.events import CardDrawn, TrickTaken
from briscola_gui.engine.replay import deal_from_json, deal_to_json, report

RULESETS = [Rules(follow_suit=f, piemonte=p, accusi=a) for f in (False, True)
            for p in (False, True) for a in (False, True)]


def random_chiamata_auction(d: Chiamata, rng: random.Random) -> None:
    while d.phase == "auction":
        allowed = d.allowed_bids()
        r = rng.random()
        if r < 0.55 or len(allowed) == 2:
            bid = "pass"
        elif r < 0.58:
            bid = "carichi"
        else:
            bid = rng.choice(allowed[:-2][:12])
        d.bid(d.to_act, bid)
    if d.phase == "call":
        d.call(d.caller, rng.choice(d.legal_calls()))


def check_smazzata_game(players: int, seed: int, rules: Rules) -> None:
    rng = random.Random(seed)
    deck = shuffled_deck(players, seed)
    dealer = seed % players
    d = Smazzata(players, dealer, deck, rules)
    face_up = d.trump_card
    points_table, _ = tables(rules.piemonte)
    draws = []
    expected_turn = (dealer + 1) % players
    while not d.is_over:
        assert d.to_act == expected_turn
        hand_sizes = [len(h) for h in d.hands]
        assert all(s == hand_sizes[d.to_act] or s == hand_sizes[d.to_act] - 1 for s in hand_sizes)
        legal = d.legal_moves()
        assert legal and set(legal) <= set(d.hands[d.to_act])
        if rules.follow_suit and d.table:
            led = d.table[0] // 10
            if any(c // 10 == led for c in d.hands[d.to_act]):
                assert all(c // 10 == led for c in legal)
        else:
            assert sorted(legal) == sorted(d.hands[d.to_act])
        events = d.play(d.to_act, rng.choice(legal))
        tricks = [e.trick for e in events if isinstance(e, TrickTaken)]
        if tricks:
            t = tricks[0]
            assert len(t.cards) == players
            assert t.points == sum(points_table[c] for c in t.cards)
            these = [e for e in events if isinstance(e, CardDrawn)]
            if these:
                assert [e.seat for e in these] == [(t.winner + k) % players for k in range(players)]
            draws.extend(these)
            expected_turn = t.winner
        else:
            expected_turn = (expected_turn + 1) % players
    # cards conserved: every card played exactly once
    played = [c for t in d.tricks for c in t.cards]
    assert sorted(played) == sorted(deck_for(players))
    assert draws[-1].card == face_up and face_up not in [e.card for e in draws[:-1]]
    assert len(draws) == len(deck) - 3 * players
    accusi = sum(a[2] for a in d.accusi)
    assert sum(d.card_points) == 120 and sum(d.points) == 120 + accusi
    if not rules.accusi:
        assert not d.accusi
    r = d.result()
    assert sum(r.team_points) == 120 + accusi
    if r.winner is not None:
        assert r.team_points[r.winner] == max(r.team_points)
    assert report(deal_from_json(deal_to_json(d))) == report(d)


def check_chiamata_game(seed: int, rules: Rules) -> None:
    rng = random.Random(seed)
    d = Chiamata(seed % 5, shuffled_deck(5, seed), rules)
    random_chiamata_auction(d, rng)
    while not d.is_over:
        d.play(d.to_act, rng.choice(d.legal_moves()))
    r = d.result()
    assert sum(r.game_points) == 0
    if d.redeal:
        assert r.game_points == (0,) * 5
        return
    assert sum(d.points) == 120 and len(d.tricks) == 8
    assert sorted(c for t in d.tricks for c in t.cards) == list(range(40))
    assert d.tricks[0].leader == (d.dealer + 1) % 5
    side = r.team_points[0]
    assert (r.winner == 0) == (side >= d.target)
    assert report(deal_from_json(deal_to_json(d))) == report(d)


def test_thousands_of_random_smazzate_every_variant_and_option():
    n = 0
    for players in (2, 3, 4, 6):
        for i, rules in enumerate(RULESETS):
            for seed in range(60):
                check_smazzata_game(players, seed * 131 + i, rules)
                n += 1
    assert n == 4 * 8 * 60


def test_thousand_random_chiamate_every_option():
    for i, rules in enumerate(RULESETS):
        for seed in range(130):
            check_chiamata_game(seed * 17 + i, rules)


@settings(max_examples=150, deadline=None)
@given(players=st.sampled_from([2, 3, 4, 6]), seed=st.integers(0, 2**40 - 1),
       rules=st.sampled_from(RULESETS))
def test_hypothesis_smazzata(players, seed, rules):
    check_smazzata_game(players, seed, rules)


@settings(max_examples=150, deadline=None)
@given(seed=st.integers(0, 2**40 - 1), rules=st.sampled_from(RULESETS))
def test_hypothesis_chiamata(seed, rules):
    check_chiamata_game(seed, rules)

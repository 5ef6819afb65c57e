import pytest

from briscola_gui.engine import (BadInput, Rules, chiamata_winners, new_match, parse_deal_code)

from enginehelpers import finish


def test_dealer_rotates_to_the_right_and_deals_differ():
    m = new_match(4, length=7, seed=5)
    dealers, codes = [m.dealer], [m.deal_code]
    for _ in range(4):
        finish(m.deal)
        m.next_deal()
        if m.over:
            break
        dealers.append(m.dealer)
        codes.append(m.deal_code)
    assert all(b == (a + 1) % 4 for a, b in zip(dealers, dealers[1:]))
    assert len(set(codes)) == len(codes)


def test_first_dealer_is_random_but_seeded():
    assert {new_match(2, seed=s).dealer for s in range(20)} == {0, 1}
    assert new_match(6, seed=3).deal_code == new_match(6, seed=3).deal_code


def test_first_to_k_and_draws_count_for_nobody():
    m = new_match(2, length=2, seed=1, rules=Rules(cappotto=False))
    while not m.over:
        finish(m.deal)
        rec = m.next_deal()
        assert rec["winner"] in (0, 1, None)
    assert max(m.score) == 2 and m.winners == [m.score.index(2)]
    assert sum(r["winner"] is not None for r in m.history) == sum(m.score)


def test_single_smazzata_match():
    m = new_match(3, length="single", seed=2)
    finish(m.deal)
    rec = m.next_deal()
    assert m.over and m.winners == ([] if rec["winner"] is None else [rec["winner"]])


def test_cappotto_wins_the_match_at_once():
    m = new_match(2, length=7, seed=4)
    finish(m.deal)
    d = m.deal
    d.card_points = [120, 0]
    d.points = [120, 0]
    m.next_deal()
    assert m.over and m.ended_by_cappotto and m.winners == [0]
    m2 = new_match(2, length=7, seed=4, rules=Rules(cappotto=False))
    finish(m2.deal)
    m2.deal.card_points, m2.deal.points = [0, 120], [0, 120]
    m2.next_deal()
    assert not m2.over and m2.score == [0, 1]


def test_unfinished_deal_cannot_be_skipped():
    m = new_match(2, seed=1)
    with pytest.raises(BadInput):
        m.next_deal()


def test_bad_lengths():
    for bad in (0, 8, "two", True):
        with pytest.raises(BadInput):
            new_match(2, length=bad, seed=1)
    with pytest.raises(BadInput):
        new_match(5, length=0, seed=1)


def test_chiamata_match_adds_game_points_and_redeals_do_not_count():
    m = new_match(5, length=3, seed=9)
    # first deal: everybody passes -> redeal by the next dealer, not counted
    first_dealer = m.dealer
    for _ in range(5):
        m.deal.bid(m.deal.to_act, "pass")
    rec = m.next_deal()
    assert rec["redeal"] and m.played == 0 and m.dealer == (first_dealer + 1) % 5
    while not m.over:
        finish(m.deal)
        m.next_deal()
    assert m.played == 3 and sum(m.score) == 0
    assert m.score == [sum(r["game_points"][s] for r in m.history) for s in range(5)]
    assert m.winners == chiamata_winners(m.score)


@pytest.mark.parametrize("totals,winners", [
    ([6, 3, -3, -3, -3], [0, 1]),
    ([6, 1, 1, -4, -4], [0, 1, 2]),
    ([4, 1, 1, 1, -7], [0, 1, 2, 3]),
    ([8, -2, -2, -2, -2], [0]),
    ([3, 3, -2, -2, -2], [0, 1]),
    ([2, 2, 2, -3, -3], [0, 1, 2]),
    ([0, 0, 0, 0, 0], []),
    ([1, 1, 1, 1, -4], [0, 1, 2, 3]),      # review 12f D3: the four who beat a lone caller
    ([-4, 1, 1, 1, 1], [1, 2, 3, 4]),
])
def test_chiamata_match_winners(totals, winners):
    assert chiamata_winners(totals) == winners


def test_match_from_a_deal_code_replays_the_same_cards():
    m = new_match(4, seed=77)
    code = m.deal_code
    spec = parse_deal_code(code)
    again = new_match(4, rules=spec.rules, first_deal=spec, seed=1)
    assert again.deal.deck == m.deal.deck and again.dealer == m.dealer
    assert again.deal_code == code

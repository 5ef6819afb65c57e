from briscola_gui.engine import Chiamata, Smazzata, shuffled_deck
from briscola_gui.engine.review import review

from enginehelpers import finish


def test_review_rebuilds_every_move_with_the_movers_view():
    d = Smazzata(4, 1, shuffled_deck(4, 6))
    finish(d, pick=lambda legal: legal[-1])
    steps = review(d)
    assert len(steps) == 40
    assert [s.move for s in steps] == [c for t in d.tricks for c in t.cards]
    for s in steps:
        assert s.view.seat == s.seat and s.move in s.view.legal
        assert s.view.hand == s.hands[s.seat]
        others = {c for k, h in enumerate(s.hands) if k != s.seat for c in h}
        assert not others & set(s.view.hand)


def test_review_of_a_chiamata_includes_auction_and_call():
    d = Chiamata(0, shuffled_deck(5, 2))
    for b in ("3", "pass", "pass", "pass", "pass"):
        d.bid(d.to_act, b)
    d.call(d.caller, d.legal_calls()[1])
    for _ in range(7):
        d.play(d.to_act, d.legal_moves()[0])
    steps = review(d)
    assert [s.kind for s in steps[:6]] == ["bid"] * 5 + ["call"]
    assert len(steps) == 13 and d.called_card in steps[5].view.allowed
    assert steps[0].view.allowed[-1] == "pass"
    assert steps[5].move == d.called_card and steps[5].seat == d.caller


def test_review_of_a_deal_with_signals_shows_them_when_they_were_given():
    from briscola_gui.engine import Rules, new_match
    from briscola_gui.engine.review import review
    from briscola_gui.engine.signals import true_signals
    m = new_match(4, Rules(signals=True), "single", seed=5)
    d = m.deal
    given_at = None
    while d.phase != "done":
        if d.tricks and given_at is None:
            sigs = true_signals(d.hands[0], d.trump)
            d.signal(0, sigs[0])
            given_at = len(d.tricks) * 4 + len(d.table)
        d.play(d.to_act, d.legal_moves()[0])
    steps = review(d)
    assert len(steps) == 40
    for st in steps:
        mine = [x for x in st.view.signals if x[0] == 0]
        seen = st.view.seat in (0, 2)
        assert bool(mine) == (seen and st.index >= given_at)


def test_review_of_a_session_played_match_deal_replays_every_action():
    from briscola_gui.engine import Rules, new_match
    from briscola_gui.engine.actions import PlayCard
    from briscola_gui.session import Seat, TableSession
    for players, rules in ((4, Rules(signals=True)), (5, Rules()), (3, Rules(accusi=True))):
        match = new_match(players, rules, 1, seed=21)
        session = TableSession(match, [Seat(f"C{i}", "medium") for i in range(players)], seed=4)
        session.start()
        while not session.finished:
            session.run_computers()
        deal = session.deal
        steps = review(deal)
        assert len([s for s in steps if isinstance(s.action, PlayCard)]) == len(deal.played_cards())
        for s in steps:
            assert s.action.seat == s.seat and s.view.seat == s.seat
            assert s.action in review_legal(s) and s.hands[s.seat] == s.view.hand
        if players == 4:
            assert deal.signals and any(st.view.signals for st in steps)


def review_legal(step):
    """The actions the step's view allowed (cards, or the bids and calls it lists)."""
    from briscola_gui.engine.actions import Bid, Call, PlayCard
    v = step.view
    if step.kind == "bid":
        return [Bid(v.seat, b) for b in v.allowed]
    if step.kind == "call":
        return [Call(v.seat, c) for c in v.allowed]
    return [PlayCard(v.seat, c) for c in v.legal]

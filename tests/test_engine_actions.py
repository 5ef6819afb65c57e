"""engine/actions.py and engine/events.py through ``legal_actions`` / ``apply``:
the typed interface agrees with the old per-kind lists, every event is emitted
when it should be, and an illegal action changes nothing."""
import copy
import random

import pytest

from briscola_gui.engine import Chiamata, IllegalMove, Rules, Smazzata, parse_card, shuffled_deck
from briscola_gui.engine.actions import Bid, Call, Exchange, PlayCard, Signal, describe
from briscola_gui.engine.events import (AccusoDeclared, AuctionWon, BidMade, CardCalled, CardDealt,
                                        CardDrawn, CardPlayed, DealOver, Exchanged, PartnerRevealed, Redeal,
                                        SignalGiven, TrickTaken, TrumpTurned)
from enginehelpers import stack_deck

RULE_SETS = [Rules(), Rules(follow_suit=True, accusi=True), Rules(piemonte=True, cappotto=False),
             Rules(signals=True), Rules(signals=True, follow_suit=True, accusi=True),
             Rules(scambio=True), Rules(scambio=True, pari="replay", three_remove="2B")]


def new_deal(players: int, seed: int, rules: Rules):
    deck = shuffled_deck(players, seed, rules.three_remove)
    dealer = seed % players
    return Chiamata(dealer, deck, rules) if players == 5 else Smazzata(players, dealer, deck, rules)


def expected_actions(deal, seat: int) -> list:
    out = []
    if seat == deal.to_act:
        if deal.phase == "auction":
            out += [Bid(seat, b) for b in deal.allowed_bids()]
        elif deal.phase == "call":
            out += [Call(seat, c) for c in deal.legal_calls()]
        else:
            out += [PlayCard(seat, c) for c in deal.legal_moves()]
    return out + [Signal(seat, s) for s in deal.allowed_signals(seat)] + deal.legal_exchanges(seat)


def check_events(deal, action, events, before) -> None:
    """The events of one applied action are exactly what happened to the deal."""
    kinds = [type(e) for e in events]
    if isinstance(action, PlayCard):
        assert events[0] == CardPlayed(action.seat, action.card)
        took = len(deal.tricks) > len(before["tricks"])
        assert kinds.count(TrickTaken) == int(took)
        if took:
            assert TrickTaken(deal.tricks[-1]) in events
        drawn = [e for e in events if isinstance(e, CardDrawn)]
        assert len(drawn) == before["stock"] - deal.stock_count
        for e in drawn:
            assert e.card in deal.hands[e.seat] or e.card in deal.played_cards()
    if isinstance(action, Bid):
        assert events[0] == BidMade(action.seat, action.bid)
        assert (AuctionWon in kinds) == (deal.phase == "call")
        assert (Redeal in kinds) == deal.redeal
    if isinstance(action, Call):
        assert events == (CardCalled(action.seat, action.card),) and deal.trump == action.card // 10
    if isinstance(action, Signal):
        assert events == (SignalGiven(action.seat, action.signal),)
    if isinstance(action, Exchange):
        assert events == (Exchanged(action.seat, action.card, before["face_up"]),)
        assert deal.trump_card == action.card and before["face_up"] in deal.hands[action.seat]
    new_accusi = deal.accusi[len(before["accusi"]):]
    assert [e for e in events if isinstance(e, AccusoDeclared)] == [AccusoDeclared(*a) for a in new_accusi]
    revealed = getattr(deal, "partner_revealed", False) and not before["revealed"]
    assert kinds.count(PartnerRevealed) == int(revealed)
    if revealed:
        who = next(e.seat for e in events if isinstance(e, PartnerRevealed))
        assert who == (None if deal.alone else deal.partner)
    assert kinds.count(DealOver) == int(deal.phase == "done")
    if deal.phase == "done":
        assert events[-1] == DealOver(deal.result())


def play_through_apply(deal, rng: random.Random) -> list:
    """A random game made only of legal_actions, checked step by step; returns all events."""
    log = list(deal.dealing_events())
    while deal.phase != "done":
        for seat in range(deal.players):
            assert deal.legal_actions(seat) == expected_actions(deal, seat)
        extras = [a for s in range(deal.players) for a in deal.legal_actions(s)
                  if isinstance(a, (Signal, Exchange))]
        if extras and rng.random() < 0.5:
            action = rng.choice(extras)
        else:
            turn = [a for a in deal.legal_actions(deal.to_act) if not isinstance(a, (Signal, Exchange))]
            action = rng.choice(turn)
            if isinstance(action, Bid) and rng.random() < 0.7:
                action = Bid(action.seat, "pass")
        before = {"tricks": list(deal.tricks), "stock": deal.stock_count, "accusi": list(deal.accusi),
                  "revealed": getattr(deal, "partner_revealed", False), "face_up": deal.trump_card}
        events = deal.apply(action)
        check_events(deal, action, events, before)
        log.extend(events)
    assert all(deal.legal_actions(s) == [] for s in range(deal.players))
    return log


@pytest.mark.parametrize("players", [2, 3, 4, 5, 6])
def test_legal_actions_match_the_per_kind_lists_over_random_games(players):
    rng = random.Random(players)
    kinds = set()
    for k in range(40):
        rules = RULE_SETS[k % len(RULE_SETS)]
        deal = new_deal(players, 1000 * players + k, rules)
        kinds |= {type(e) for e in play_through_apply(deal, rng)}
    expected = {CardDealt, CardPlayed, TrickTaken, DealOver}
    if players != 5:
        expected |= {TrumpTurned, CardDrawn, AccusoDeclared}
    else:
        expected |= {BidMade, AuctionWon, CardCalled, PartnerRevealed, Redeal}
    if players in (2, 4, 6):
        expected.add(Exchanged)                  # scambio is played with 2, 4 and 6
    if players == 4:
        expected.add(SignalGiven)
    assert expected <= kinds


@pytest.mark.parametrize("players", [2, 3, 4, 5, 6])
def test_dealing_events_give_every_hand_in_dealing_order(players):
    deal = new_deal(players, 77, Rules())
    events = deal.dealing_events()
    dealt = [e for e in events if isinstance(e, CardDealt)]
    assert [e.index for e in dealt] == list(range(len(dealt)))
    assert [e.card for e in dealt] == list(deal.deck[:len(dealt)])
    for seat in range(players):
        assert tuple(e.card for e in dealt if e.seat == seat) == deal.dealt[seat]
    assert [e.seat for e in dealt[:players]] == [(deal.dealer + 1 + i) % players for i in range(players)]
    turned = [e for e in events if isinstance(e, TrumpTurned)]
    assert turned == ([] if players == 5 else [TrumpTurned(deal.trump_card)])
    assert deal.dealing_events() == events          # the same whenever asked


def test_dealing_events_announce_the_opening_accuso_only():
    deck = stack_deck(2, 1, ["10D 9D 4C", "10S 9S 4B"], face_up="7S")
    deal = Smazzata(2, 1, deck, Rules(accusi=True))
    assert deal.dealing_events()[-1] == AccusoDeclared(0, 1, 20)
    events = deal.apply(PlayCard(0, parse_card("4C")))
    assert AccusoDeclared(1, 3, 40) in events
    assert AccusoDeclared(1, 3, 40) not in deal.dealing_events()


def test_partner_revealed_none_when_the_caller_plays_its_own_card():
    rng = random.Random(5)
    for seed in range(200):
        deal = new_deal(5, seed, Rules())
        deal.apply(Bid(deal.to_act, "1"))
        while deal.phase == "auction":
            deal.apply(Bid(deal.to_act, "pass"))
        own = [c for c in deal.legal_calls() if c in deal.hands[deal.caller]]
        if not own:
            continue
        deal.apply(Call(deal.caller, own[0]))
        log = []
        while deal.phase != "done":
            log += deal.apply(rng.choice(deal.legal_actions(deal.to_act)))
        assert PartnerRevealed(None) in log and deal.alone
        return
    pytest.fail("no deal where the caller could call its own card")


def state(deal) -> dict:
    return copy.deepcopy(deal.__dict__)


@pytest.mark.parametrize("players", [2, 4, 5])
def test_illegal_actions_raise_and_change_nothing(players):
    rng = random.Random(players)
    deal = new_deal(players, 3, Rules(signals=True, follow_suit=True))
    for _ in range(60):
        if deal.phase == "done":
            break
        seat = deal.to_act
        other = (seat + 1) % players
        not_in_hand = next(c for c in deal.deck if c not in deal.hands[seat])
        bad = [PlayCard(other, deal.hands[other][0]) if deal.hands[other] else PlayCard(other, 0),
               PlayCard(seat, not_in_hand), PlayCard(seat, "1D"), PlayCard(99, 0),
               Bid(seat, "4:99"), Bid(other, "pass"), Call(other, 0), Signal(seat, "nonsense"),
               Signal(-1, "asso"), Exchange(seat, deal.hands[seat][0]), "garbage", None]
        for action in bad:
            if action in deal.legal_actions(getattr(action, "seat", 0)):
                continue
            snapshot = state(deal)
            with pytest.raises(IllegalMove):
                deal.apply(action)
            assert state(deal) == snapshot, action
        deal.apply(rng.choice(deal.legal_actions(seat)))


def test_exchange_is_a_seam_until_scambio_exists():
    deal = new_deal(2, 1, Rules())
    seat = deal.to_act
    assert deal.legal_exchanges(seat) == []
    assert not any(isinstance(a, Exchange) for a in deal.legal_actions(seat))
    with pytest.raises(IllegalMove, match="scambio is off"):
        deal.apply(Exchange(seat, deal.hands[seat][0]))


def test_play_and_the_unchecked_hot_path_give_the_same_events_as_apply():
    for players in (2, 3, 4, 6):
        a, b, c = (new_deal(players, 11, Rules(accusi=True)) for _ in range(3))
        rng = random.Random(players)
        while a.phase != "done":
            card = rng.choice(a.legal_moves())
            seat = a.to_act
            assert a.apply(PlayCard(seat, card)) == b.play(seat, card) == c._play(seat, card)
        assert a.result() == b.result() == c.result()


def test_describe_names_the_card():
    assert describe(PlayCard(1, parse_card("1D"))) == "PlayCard(seat=1, card=1D)"
    assert describe(Bid(0, "pass")) == "Bid(seat=0, bid='pass')"


def test_a_card_must_be_an_int_not_an_equal_float_or_bool():
    deal = new_deal(2, 3, Rules())
    seat = deal.to_act
    card = deal.hands[seat][0]
    snapshot = state(deal)
    for bad in (float(card), str(card)):
        with pytest.raises(IllegalMove, match="int|not in"):
            deal.apply(PlayCard(seat, bad))
    assert state(deal) == snapshot
    chiamata = new_deal(5, 3, Rules())
    chiamata.apply(Bid(chiamata.to_act, "1"))
    while chiamata.phase == "auction":
        chiamata.apply(Bid(chiamata.to_act, "pass"))
    with pytest.raises(IllegalMove, match="int"):
        chiamata.apply(Call(chiamata.caller, float(chiamata.legal_calls()[0])))

"""The computer seats' signal policy (briscola_gui/ai/signals.py)."""
from briscola_gui.ai.signals import SignalAwarePlayer, adjust_play, choose_signals
from briscola_gui.engine import Rules, new_match
from briscola_gui.engine.cards import make_card, tables
from briscola_gui.engine.signals import true_signals


def _after_first_trick(seed, signals=True):
    m = new_match(4, Rules(signals=signals), "single", seed=seed)
    d = m.deal
    for _ in range(4):
        d.play(d.to_act, d.legal_moves()[0])
    return d


def test_no_signals_before_the_second_trick_or_without_the_option():
    m = new_match(4, Rules(signals=True), "single", seed=3)
    d = m.deal
    assert choose_signals(d.view(d.to_act)) == []
    d2 = _after_first_trick(3, signals=False)
    assert choose_signals(d2.view(0)) == []


def test_every_true_signal_at_the_first_allowed_moment_once():
    for seed in range(20):
        d = _after_first_trick(seed)
        for seat in range(4):
            sigs = choose_signals(d.view(seat))
            assert sigs == true_signals(d.hands[seat], d.trump)
            for sig in sigs:
                d.signal(seat, sig)                 # all accepted by the engine
            assert choose_signals(d.view(seat)) == []   # never twice


def _position_with_asso_signal():
    """A 4-player deal where seat 2's partner (seat 0) signalled the Asso di briscola
    and seat 2 is to play before seat 0 in the current trick with a carico in hand."""
    for seed in range(400):
        d = _after_first_trick(seed)
        asso = make_card(1, d.trump)
        if asso not in d.hands[0]:
            continue
        d.signal(0, "asso")
        while d.to_act != 2 and d.phase == "play":
            if d.to_act == 0 and not d.table:
                break
            d.play(d.to_act, d.legal_moves()[0])
        if d.to_act != 2 or asso not in d.hands[0]:
            continue
        if (0 - d.leader) % 4 <= len(d.table):
            continue
        points, _ = tables(False)
        v = d.view(2)
        loads = [c for c in v.legal if c // 10 != d.trump and points[c] >= 10]
        cheap = [c for c in v.legal if points[c] == 0 and c // 10 != d.trump]
        if loads and cheap:
            return d, v, loads, cheap
    raise AssertionError("no position found")


def test_the_partner_loads_when_its_teammate_holds_the_asso_di_briscola():
    d, v, loads, cheap = _position_with_asso_signal()
    assert ("asso" in [sig for s, sig in v.signals if s == 0])
    choice = adjust_play(v, cheap[0])
    assert choice in loads and choice in v.legal

    class Cheap:
        def play(self, view):
            return cheap[0]

        def bid(self, view):
            return "pass"
    p = SignalAwarePlayer(Cheap())
    assert p.play(v) in loads
    assert p.bid(v) == "pass"                     # everything else passes through
    # without the signal the choice is left alone
    d2 = d.copy()
    d2.signals = [x for x in d2.signals if x[1] != 0]
    assert adjust_play(d2.view(2), cheap[0]) == cheap[0]

"""Every table control by keyboard (review 12c items 19, 14, 5): the chiamata's bids and
call, the 4-player signals and the hinted card, each with a visible gold ring."""
import pytest
from table_support import run_until, table_at_turn
from test_ui_support import key, make_app, press

from briscola_gui.ui import widgets


def _rings(app, monkeypatch) -> list:
    """The rectangles the focus ring is drawn round in one frame."""
    drawn = []
    real = widgets.draw_focus_ring

    def spy(surface, rect, **kw):
        drawn.append(rect.copy())
        real(surface, rect, **kw)
    for mod in ("auction", "call", "signals"):
        monkeypatch.setattr(f"briscola_gui.ui.table.panels.{mod}.draw_focus_ring", spy)
    app.draw()
    return drawn


def _auction(tmp_path, size=(1280, 800), **settings):
    from tour import visit
    app = make_app(tmp_path, size=size, language="en", speed="instant", level="random", **settings)
    visit(app, "auction_5")
    table = app.top
    assert table.deal.phase == "auction" and table.panels.auction.shown_now()
    return app, table


def test_the_auction_is_played_by_keyboard(tmp_path, monkeypatch):
    app, table = _auction(tmp_path)
    panel = table.panels.auction
    assert _rings(app, monkeypatch) == []               # no ring until a key is pressed
    lifted = table.panels.hand.selected
    key(app, "right")
    assert panel.focus.focused() is panel.buttons[0]
    assert _rings(app, monkeypatch) == [panel.buttons[0].rect]
    key(app, "left")                                    # back round to the last: Pass
    assert panel.focus.focused().name == "bid:pass"
    key(app, "tab")                                     # round to the first
    assert panel.focus.focused() is panel.buttons[0]
    key(app, "up")                                      # Up from the first row: round to the last row
    assert panel.focus.focused().rect.centery == max(b.rect.centery for b in panel.buttons)
    assert table.panels.hand.selected == lifted          # the hand behind the panel kept still
    key(app, "2")
    assert table.panels.hand.selected == lifted
    while panel.focus.focused().name != "bid:pass":
        key(app, "right")
    before = len(table.deal.auction)
    key(app, "return")
    assert table.deal.auction[before] == (0, "pass")


def test_up_and_down_move_the_ring_by_rows(tmp_path):
    """Review 12e item 20: in the 5-3 grid of bids Down moved to the next bid in reading
    order, like Right; it now goes to the nearest bid in the row below, Up to the one above."""
    app, table = _auction(tmp_path, size=(640, 480), large_text=True)
    panel = table.panels.auction
    rows = sorted({b.rect.centery for b in panel.buttons})
    assert len(rows) >= 2
    key(app, "right")
    first = panel.focus.focused()
    key(app, "down")
    below = panel.focus.focused()
    assert below.rect.centery == rows[1] and below is not panel.buttons[1]
    assert abs(below.rect.centerx - first.rect.centerx) == min(
        abs(b.rect.centerx - first.rect.centerx) for b in panel.buttons
        if b.rect.centery == rows[1] and b.enabled)
    key(app, "up")
    assert panel.focus.focused() is first
    key(app, "right")
    assert panel.focus.focused() is panel.buttons[1]       # Left/Right keep the reading order


def test_the_two_for_points_by_keys_and_its_minus_greyed_at_the_least(tmp_path, monkeypatch):
    app, table = _auction(tmp_path)
    panel = table.panels.auction
    twos = [int(b[2:]) for b in table.deal.allowed_bids() if b.startswith("2:")]
    assert twos, "the first bid offers the 2 for points"
    app.draw()
    minus = next(b for b in panel.buttons if b.name == "two-")
    plus = next(b for b in panel.buttons if b.name == "two+")
    assert panel.two_points == twos[0] and not minus.enabled and plus.enabled
    key(app, "+")
    app.draw()
    assert panel.two_points == twos[1] and minus.enabled
    key(app, "-")
    app.draw()
    assert panel.two_points == twos[0] and not minus.enabled
    # the ring skips the greyed "-"
    names = []
    for _ in range(len(panel.buttons)):
        key(app, "tab")
        names.append(panel.focus.focused().name)
    assert "two-" not in names and "two+" in names and "bid:2pts" in names
    while panel.focus.focused().name != "bid:2pts":
        key(app, "tab")
    key(app, "space")
    assert table.deal.auction[-1][0] == 0 and table.deal.auction[-1][1] == f"2:{twos[0]}" \
        or table.shown.bids.get(0) == f"2:{twos[0]}"


def test_the_ring_never_falls_back_on_a_greyed_button(tmp_path, monkeypatch):
    """Review 12d: when the ringed bid left the auction (only the 2 for points, Carichi and
    Pass remained) the ring fell back to the first button, the greyed "-", where Enter did
    nothing; it goes to the first button that can be chosen."""
    app, table = _auction(tmp_path)
    panel = table.panels.auction
    key(app, "right")
    assert panel.focus.focused().name not in ("two-", "bid:2pts", "two+", "bid:carichi", "bid:pass")
    left = [b for b in table.deal.allowed_bids() if b.startswith("2:") or b in ("carichi", "pass")]
    monkeypatch.setattr(panel, "allowed", lambda: left)
    panel.rebuild()
    assert [b.name for b in panel.buttons][0] == "two-"
    ringed = panel.focus.focused()
    assert ringed.enabled and ringed.name == "bid:2pts"
    before = len(table.deal.auction)
    key(app, "return")
    assert len(table.deal.auction) > before or table.shown.bids.get(0, "").startswith("2:")


def test_the_minus_looks_greyed(tmp_path):
    """Review 12c item 5: "-" at its least looked exactly as active as "+"."""
    app, table = _auction(tmp_path, size=(640, 480))
    app.draw()
    panel = table.panels.auction
    minus = next(b for b in panel.buttons if b.name == "two-")
    plus = next(b for b in panel.buttons if b.name == "two+")
    surf = app.surface
    assert surf.get_at(minus.rect.center) != surf.get_at(plus.rect.center) or \
        surf.get_at((minus.rect.x + 1, minus.rect.centery)) != surf.get_at((plus.rect.x + 1, plus.rect.centery))
    assert surf.get_at((minus.rect.centerx, minus.rect.y)) != surf.get_at((plus.rect.centerx, plus.rect.y))


def _call_panel(tmp_path, monkeypatch):
    from test_table_auction_and_call import _call_panel_at
    return _call_panel_at(tmp_path, monkeypatch, (1280, 800), "en", False)


def test_the_card_is_called_by_keyboard(tmp_path, monkeypatch):
    app, table = _call_panel(tmp_path, monkeypatch)
    panel = table.panels.call
    lifted = table.panels.hand.selected
    key(app, "down")
    assert panel.focus == 0 and _rings(app, monkeypatch) == [panel.cards[0][0]]
    key(app, "left")
    assert panel.focus == len(panel.cards) - 1
    key(app, "right")
    assert panel.focus == 0
    key(app, "3")
    assert panel.focus == 2 and _rings(app, monkeypatch) == [panel.cards[2][0]]
    assert table.panels.hand.selected == lifted           # the hand behind the panel kept still
    card = panel.cards[2][1]
    key(app, "return")
    assert table.deal.called_card == card


def test_the_call_rings_its_cards_with_the_auctions_focus_list(tmp_path, monkeypatch):
    """The call panel kept its own arrow/Tab cycling beside widgets.FocusList: its cards are
    now that list's widgets, every key going through it (numbers ring a card directly)."""
    app, table = _call_panel(tmp_path, monkeypatch)
    panel = table.panels.call
    seen = []
    real = widgets.FocusList.handle

    def spy(self, ev):
        seen.append(ev.key)
        return real(self, ev)
    monkeypatch.setattr(widgets.FocusList, "handle", spy)
    lifted = table.panels.hand.selected
    key(app, "return")                       # nothing ringed yet: nothing called, the hand still
    assert table.deal.phase == "call" and table.panels.hand.selected == lifted
    for name in ("tab", "tab", "up", "9"):
        key(app, name)
    assert seen == ["return", "tab", "tab", "up"]          # the digit rings directly, no cycling
    assert panel.focus == 0 and [b.focus for b in panel.ring.widgets].count(True) == 1
    assert [b.rect for b in panel.ring.widgets] == [r for r, _ in panel.cards]
    key(app, "2")
    assert panel.ring.focused() is panel.ring.widgets[1]
    card = panel.cards[1][1]
    key(app, "space")
    assert table.deal.called_card == card and seen[-1] == "space"


def _signals_table(tmp_path):
    app, table = table_at_turn(tmp_path, players=4, seed=5, signals=True)
    for _ in range(4):                         # signals from the second trick on
        if table.my_signals_allowed():
            break
        table.play_card(table.deal.legal_moves()[0])
        run_until(app, lambda: table.human_turn() and table.my_signals_allowed())
    app.step(16)
    assert table.my_signals_allowed()
    return app, table


def test_a_signal_is_given_by_keyboard(tmp_path, monkeypatch):
    app, table = _signals_table(tmp_path)
    panel = table.panels.signals
    allowed = table.my_signals_allowed()
    key(app, "1")                                      # a card chosen in the hand ...
    assert table.panels.hand.selected is not None
    key(app, "down")                                   # ... then the ring on the first signal
    assert table.panels.hand.selected is None
    assert panel.focus.focused().name == f"signal:{allowed[0]}"
    assert _rings(app, monkeypatch) == [panel.focus.focused().rect]
    key(app, "left")                                   # back to the hand: no ring
    assert panel.focus.focused() is None and table.panels.hand.selected is not None
    key(app, "up")                                     # the last signal
    assert panel.focus.focused().name == f"signal:{allowed[-1]}"
    hand = list(table.deal.hands[0])
    key(app, "return")
    assert allowed[-1] not in table.my_signals_allowed()
    assert list(table.deal.hands[0]) == hand            # a signal, not a card


def test_enter_plays_the_hinted_card(tmp_path):
    """Review 12c item 14: after H the hinted card looked chosen but Enter did nothing."""
    app, table = table_at_turn(tmp_path, players=2, seed=40, hints=True)
    key(app, "h")
    run_until(app, lambda: table.panels.hint.hint is not None)
    card = table.panels.hint.hint[0]
    assert table.panels.hand.selected is None
    key(app, "right")                                  # the first arrow starts from the hinted card
    assert table.panels.hand.selected == card
    table.panels.hand.selected = None
    key(app, "return")
    assert card not in table.deal.hands[0]
    assert any(card in t.cards for t in table.deal.tricks) or card in table.deal.table


@pytest.mark.parametrize("language", ["it", "en"])
def test_the_rules_list_the_keys_of_the_auction_call_and_signals(tmp_path, language):
    from briscola_gui.messages import catalogue
    page = " ".join(catalogue(language)["rules_page"])
    assert "Tab" in page and "+" in page
    assert "Enter" in page or "Invio" in page

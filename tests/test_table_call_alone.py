"""Chiamata, the call (ui/table/panels/call.py): calling a card of one's own hand plays
alone against four, so the player is asked first ("Play alone against four?", confirm or
cancel, by keyboard and mouse); and seven cards offered (three Twos held: the chiamata
obbligata's cards beside them) stay readable at 640x480 with larger text (they were
20x37 px)."""
import pytest
from screen_check import drawn
from test_ui_support import RandomPlayer, key, make_app, press, run_until

from briscola_gui.engine.chiamata import Chiamata
from briscola_gui.engine.rules import Rules
from briscola_gui.engine.shuffle import DealSpec
from briscola_gui.session import seats as seats_module
from briscola_gui.ui.match_start import start_match


def _twos(hand) -> int:
    return sum(c % 10 == 1 for c in hand)


def call_panel(tmp_path, monkeypatch, size, language, twos=1, large=True):
    """The call panel for a player who won the auction at the 2 holding ``twos`` Twos (or
    more): its own Twos (alone) and the chiamata obbligata's cards beside the other Twos."""
    monkeypatch.setattr(seats_module, "make_player", lambda level, seed: RandomPlayer(seed))
    app = make_app(tmp_path, size=size, language=language, players=5, speed="instant",
                   deck="piacentine", large_text=large)
    for seed in range(1, 2000):
        spec = DealSpec(5, 4, seed, Rules())
        if _twos(Chiamata(spec.dealer, spec.deck(), Rules()).hands[0]) < twos:
            continue
        table = start_match(app, first_deal=spec)
        deal = table.deal
        while deal.phase == "auction":
            run_until(app, lambda: table.human_turn() or deal.phase != "auction")
            if deal.phase == "auction":
                allowed = deal.allowed_bids()
                table.make_bid(next((b for b in reversed(allowed) if b.startswith("2:")), "pass"))
        if deal.phase == "call" and deal.caller == 0:
            run_until(app, lambda: table.panels.call.cards)
            return app, table
    raise AssertionError("no deal found")


@pytest.mark.parametrize("size", [(640, 480), (1280, 800)], ids=lambda v: f"{v[0]}x{v[1]}")
@pytest.mark.parametrize("language", ["it", "en"])
def test_calling_ones_own_card_asks_first(tmp_path, monkeypatch, size, language):
    """Review 12e: a click on one's own Two called it at once, alone against four. Now the
    question comes first; Cancel (mouse) or Esc leaves the panel as it was, and the
    keyboard's Left and Enter play alone."""
    app, table = call_panel(tmp_path, monkeypatch, size, language)
    panel, deal = table.panels.call, table.deal
    own = next(i for i, kind in enumerate(panel.kinds) if kind == "alone")
    rect, card = panel.cards[own]
    press(app, rect.center)
    confirm = app.top
    assert type(confirm).__name__ == "ConfirmScene" and deal.called_card is None
    assert confirm.title_key == "call_alone_title"
    assert app.t("call_alone_title") != "call_alone_title"
    assert confirm.detail() == app.t("calls_you", card=app.t.card_the(card))
    app.draw()
    press(app, confirm.no.rect.center)                       # Cancel: nothing called
    assert app.top is table and deal.phase == "call" and deal.called_card is None
    key(app, str(own + 1))
    key(app, "return")
    assert type(app.top).__name__ == "ConfirmScene"
    key(app, "escape")                                       # Esc: the same
    assert app.top is table and deal.called_card is None
    key(app, "return")
    app.draw()
    key(app, "left")                                         # from Cancel to Play alone
    key(app, "return")
    assert app.top is table and deal.called_card == card
    # review 12g N5: the table says so where the call is shown (the corner, top left)
    app.step(16)
    app.draw()
    stock = table.panels.stock
    alone = app.t("calls_alone_you", card=app.t.card_the(card))
    assert alone in stock.corner_lines() and alone != "calls_alone_you"
    drawn = stock.lines_drawn[stock.corner_lines().index(alone)]
    assert app.surface.get_rect().contains(drawn) and drawn.right <= stock.corner.right, (drawn, stock.corner)


def test_another_card_is_called_at_once(tmp_path, monkeypatch):
    app, table = call_panel(tmp_path, monkeypatch, (800, 600), "en")
    panel, deal = table.panels.call, table.deal
    rect, card = next((r, c) for (r, c), kind in zip(panel.cards, panel.kinds) if kind != "alone")
    press(app, rect.center)
    assert app.top is table and deal.called_card == card


@pytest.mark.parametrize("language", ["it", "en"])
def test_seven_cards_offered_are_readable(tmp_path, monkeypatch, language):
    """Review 12e: at 640x480 with larger text the seven cards offered (three Twos held)
    were about 20x37 px in the centre between the others' hands. The panel reaches over
    the others' hands (backs), between the side seats' plates, clear of every plate and
    bid bubble: each card at least 34x62 px (as large as without larger text: 37x70)."""
    app, table = call_panel(tmp_path, monkeypatch, (640, 480), language, twos=3)
    app.draw()
    panel, plates = table.panels.call, table.panels.plates
    assert len(panel.cards) >= 7
    assert all(r.w >= 34 and r.h >= 62 for r, _ in panel.cards), [r.size for r, _ in panel.cards]
    assert all(panel.rect.contains(r) for r, _ in panel.cards)
    covered = [r for r in plates.drawn + plates.bubbles + table.panels.hand.rects() if r.colliderect(panel.rect)]
    assert not covered, (panel.rect, covered)


@pytest.mark.parametrize("size", [(640, 480), (1280, 800), (1920, 1080)], ids=lambda v: f"{v[0]}x{v[1]}")
@pytest.mark.parametrize("language", ["it", "en"])
def test_the_question_honours_larger_text(tmp_path, size, language):
    """Review 12g: "Play alone against four?" kept its usual text with "Larger text and
    cards" on. Now its words are as much larger as the rest, and all of them inside its box."""
    ems = []
    for on in (False, True):
        app = make_app(tmp_path / str(on), size=size, language=language, large_text=on)
        app.reset_to("main_menu")
        confirm = app.open("confirm", title_key="call_alone_title", message_key="call_alone_text",
                           yes_key="call_alone_yes", on_yes=lambda: None)
        texts = drawn(app)
        assert app.t("call_alone_title") in [d.text for d in texts]
        assert all(confirm.panel.contains(d.rect) for d in texts), [(d.text, d.rect) for d in texts]
        ems.append(sorted(d.rect.h for d in texts if d.text in confirm.lines))
    assert ems[1][0] >= ems[0][0] * 1.15, ems         # (at 1920x1080 it was 24 px both ways)

"""Chiamata's panels (ui/table/panels/auction.py, call.py): only the bids allowed now,
inside the centre region, or where it is too small for buttons of a readable height
the room the call panel has too (regions.call); the call panel shows exactly the legal calls."""
import pytest
from table_support import run_until, table_at_turn
from test_ui_support import press


@pytest.mark.parametrize("size", [(640, 480), (1280, 800), (600, 960)])
def test_the_bid_buttons_are_the_allowed_bids_inside_the_centre(tmp_path, size):
    from test_ui_support import make_app
    from briscola_gui.ui.match_start import start_match
    app = make_app(tmp_path, size=size, players=5, speed="instant")
    table = start_match(app, seed=7)
    run_until(app, lambda: table.human_turn() or table.deal.phase != "auction")
    assert table.deal.phase == "auction"
    app.step(16)
    panel = table.panels.auction
    allowed = table.deal.allowed_bids()
    names = {b.name for b in panel.buttons}
    ranks = [b for b in allowed if b not in ("pass", "carichi") and not b.startswith("2:")]
    assert {f"bid:{r}" for r in ranks} | {"bid:pass", "bid:carichi"} <= names
    assert all(n[4:] in allowed or n in ("bid:2pts", "two-", "two+") for n in names if n.startswith("bid:"))
    room = table.regions.call or table.regions.centre
    assert all(room.contains(b.rect) for b in panel.buttons)
    press(app, next(b for b in panel.buttons if b.name == "bid:pass").rect.center)
    assert table.deal.auction[-1] == (0, "pass") or table.shown.bids.get(0) == "pass"


def test_the_call_panel_offers_the_legal_calls(tmp_path):
    app, table = table_at_turn(tmp_path, players=5, seed=4, play=False)
    deal = table.deal
    for _ in range(200):                       # bid until the player wins the auction or play starts
        if deal.phase != "auction":
            break
        if table.human_turn():
            allowed = deal.allowed_bids()
            table.make_bid(next((b for b in allowed if b not in ("pass", "carichi")), "pass"))
        app.step(16)
    if deal.phase != "call" or deal.caller != 0:
        pytest.skip("the computer won this auction")
    run_until(app, lambda: table.panels.call.cards)
    panel = table.panels.call
    assert sorted(c for _, c in panel.cards) == sorted(deal.legal_calls())
    assert all(table.regions.centre.contains(r) for r, _ in panel.cards)
    rect, card = panel.cards[0]
    press(app, rect.center)
    assert deal.called_card == card


def _bid_labels_inside(app, table) -> list[str]:
    from screen_check import drawn
    texts = drawn(app)
    wrong = []
    for b in table.panels.auction.buttons:
        label = next((d for d in texts if d.text == b.text() and b.rect.colliderect(d.rect)), None)
        if label is None:
            wrong.append(f"{b.name}: no label drawn")
        elif not b.rect.inflate(-2, -2).contains(label.rect):
            wrong.append(f"{b.name}: label {label.rect} outside button {b.rect}")
    return wrong


@pytest.mark.parametrize("size", [(640, 480), (800, 600), (1280, 800)])
@pytest.mark.parametrize("language", ["it", "en"])
def test_every_bid_label_is_inside_its_button_with_larger_text(tmp_path, size, language):
    """Review 12: at 640x480 with larger text the first bid's labels were taller than the
    buttons and the - and + buttons tiny."""
    from test_ui_support import make_app
    from tour import visit
    app = make_app(tmp_path, size=size, language=language, speed="instant", level="random",
                   deck="piacentine", large_text=True)
    visit(app, "auction_5")
    table = app.top
    panel = table.panels.auction
    assert table.deal.phase == "auction" and panel.shown_now()
    assert not _bid_labels_inside(app, table)
    label_h = app.text.size("Ag", 0)[1]
    small = [b.name for b in panel.buttons if b.rect.h < label_h or b.rect.w < label_h * 1.5]
    assert not small, small
    assert all(panel.rect.contains(b.rect) for b in panel.buttons)


def _call_panel_at(tmp_path, monkeypatch, size, language, large=True):
    """The player won the auction (the computer bidders never raise the points): the call panel."""
    from test_ui_support import RandomPlayer, make_app
    from briscola_gui.session import seats as seats_module
    from briscola_gui.ui.match_start import start_match
    monkeypatch.setattr(seats_module, "make_player", lambda level, seed: RandomPlayer(seed))
    app = make_app(tmp_path, size=size, language=language, players=5, speed="instant",
                   deck="piacentine", large_text=large)
    table = start_match(app, seed=2)
    deal = table.deal
    while deal.phase == "auction":
        run_until(app, lambda: table.human_turn() or deal.phase != "auction")
        if deal.phase == "auction":
            allowed = deal.allowed_bids()
            table.make_bid(next(b for b in reversed(allowed) if b.startswith("2:")) if any(
                b.startswith("2:") for b in allowed) else allowed[0])
    assert deal.phase == "call" and deal.caller == 0
    run_until(app, lambda: table.panels.call.cards)
    return app, table


@pytest.mark.parametrize("size", [(640, 480), (1280, 800)])
@pytest.mark.parametrize("language", ["it", "en"])
def test_the_call_title_fits_inside_its_panel(tmp_path, monkeypatch, size, language):
    """Review 12: "Choose the card to call: its suit becomes trump" ran past the panel at
    640x480 with larger text."""
    from screen_check import drawn
    app, table = _call_panel_at(tmp_path, monkeypatch, size, language)
    panel = table.panels.call
    words = app.t("choose_call").split()
    title = [d for d in drawn(app) if d.text.split()[0] in words]
    assert " ".join(d.text for d in title) == " ".join(words)
    assert all(panel.rect.contains(d.rect) for d in title), [(d.text, d.rect, panel.rect) for d in title]
    assert all(not d.rect.colliderect(r) for d in title for r, _ in panel.cards)
    assert all(panel.rect.contains(r) for r, _ in panel.cards)


@pytest.mark.parametrize("size,large", [((800, 600), False), ((640, 480), True), ((1280, 800), True)])
def test_the_bids_stay_readable_while_the_card_is_called(tmp_path, monkeypatch, size, large):
    """Review 12: Luca's "Passo" went under the call panel, the player's bid under the hand."""
    app, table = _call_panel_at(tmp_path, monkeypatch, size, "it", large)
    app.draw()
    plates, panels = table.panels.plates, table.panels
    assert len(plates.bubbles) == len(table.shown.bids) == 5
    covers = [panels.call.rect] + panels.hand.rects() + plates.drawn
    wrong = [(b, c) for b in plates.bubbles for c in covers if b.colliderect(c)]
    assert not wrong, wrong


@pytest.mark.parametrize("size", [(640, 480), (1280, 800), (1920, 1080)])
@pytest.mark.parametrize("large", [False, True])
def test_the_bid_title_sits_evenly_over_the_buttons(tmp_path, size, large):
    """Review 12 item 26: at 1920x1080 "Your bid" was pressed against the panel's top edge
    with a wide empty band under it. The panel hugs its content: the space above the title
    and the space between it and the first row are alike, and none is left below the rows
    beyond a margin."""
    from screen_check import drawn
    from test_ui_support import make_app
    from tour import visit
    app = make_app(tmp_path, size=size, language="en", speed="instant", level="random",
                   deck="trevisane", large_text=large)
    visit(app, "auction_5")
    table = app.top
    panel = table.panels.auction
    m = panel.L.margin
    title = next(d.rect for d in drawn(app) if d.text == app.t("your_bid"))
    first = min(b.rect.top for b in panel.buttons)
    last = max(b.rect.bottom for b in panel.buttons)
    above, below = title.top - panel.rect.top, first - title.bottom
    assert above >= 2 and below >= 2, (above, below)
    assert below <= above * 2 + m and above <= below * 2 + m, (above, below)
    assert panel.rect.bottom - last <= 2 * m, (panel.rect, last)
    assert (table.regions.call or table.regions.centre).contains(panel.rect)


@pytest.mark.parametrize("size", [(640, 480), (1280, 800)])
@pytest.mark.parametrize("language", ["it", "en"])
def test_the_bid_buttons_are_readable_with_larger_text(tmp_path, size, language):
    """Review 12f C11: at 640x480 with larger text the bids were ~20 px buttons with ~11 px
    words in the centre; they take the call panel's room there, 1.5 fonts tall at least."""
    from test_ui_support import make_app
    from tour import visit
    app = make_app(tmp_path, size=size, language=language, speed="instant", level="random",
                   deck="napoletane", large_text=True)
    visit(app, "auction_5")
    panel = app.top.panels.auction
    assert min(b.rect.h for b in panel.buttons) >= panel.L.font * 1.5, [b.rect for b in panel.buttons]
    rects = [b.rect for b in panel.buttons]
    assert not [(a, b) for i, a in enumerate(rects) for b in rects[i + 1:] if a.colliderect(b)]
    assert all(panel.rect.contains(r) for r in rects)

"""The table driven like a player would: synthetic clicks and keys, the clock stepped."""
import pytest

from test_ui_support import button, human_move, key, make_app, press, run_until

from briscola_gui.engine import Rules, new_match
from briscola_gui.ui.events import Input
from briscola_gui.ui.match_start import start_match
from briscola_gui.ui.scenes.main_menu import MainMenu
from briscola_gui.ui.scenes.match_over import MatchOverScene
from briscola_gui.ui.scenes.results import SmazzataOverScene
from briscola_gui.ui.table.scene import TableScene


def card_center(table: TableScene, card: int):
    s = table.sprites[card]
    return (int(s.x), int(s.y))


def test_whole_two_player_smazzata_by_clicks(tmp_path):
    app = make_app(tmp_path, players=2, length="single")
    app.reset_to("main_menu")
    app.step(16)
    press(app, button(app.top, "new").rect.center)
    app.step(16)
    press(app, button(app.top, "start").rect.center)
    table = app.top
    assert isinstance(table, TableScene) and table.n == 2
    deal = table.deal
    clicks = 0
    while not isinstance(app.top, SmazzataOverScene):
        run_until(app, lambda: table.human_turn() or isinstance(app.top, SmazzataOverScene))
        if isinstance(app.top, SmazzataOverScene):
            break
        hand = table.shown.hands[0]
        assert sorted(hand) == sorted(deal.hands[0])      # what is shown is what is held
        card = hand[clicks % len(hand)]
        press(app, card_center(table, card))
        assert card in [c for _, c in table.shown.table] or not table.display.idle   # the click played it
        clicks += 1
    assert clicks == 20 and deal.phase == "done"
    assert sum(len(p) for p in table.shown.piles) == 40
    result = app.top
    run_until(app, lambda: result.count.done)
    press(app, button(result, "results").rect.center)
    assert isinstance(app.top, MatchOverScene)
    assert not app.store.has_save()          # a finished match leaves no save behind


def test_keys_drag_and_last_trick(tmp_path):
    app = make_app(tmp_path, players=2, speed="instant")
    table = start_match(app, seed=5)
    run_until(app, table.human_turn)
    first = table.shown.hands[0][0]
    key(app, "1")
    key(app, "return")
    run_until(app, table.human_turn)
    assert first not in table.shown.hands[0]
    # drag the first card up onto the table
    card = table.shown.hands[0][0]
    x, y = card_center(table, card)
    app.dispatch(Input("down", pos=(x, y)))
    app.dispatch(Input("move", pos=(x, y - 60)))
    app.dispatch(Input("move", pos=(x, y - 250)))
    app.dispatch(Input("up", pos=(x, y - 250)))
    assert card not in table.deal.hands[0]
    run_until(app, table.human_turn)
    assert table.shown.last_trick is not None
    key(app, "l")
    assert table.panels.last_trick.open
    app.step(16)
    key(app, "l")
    assert not table.panels.last_trick.open


def test_resize_mid_trick(tmp_path):
    app = make_app(tmp_path, players=4, speed="normal")
    table = start_match(app, seed=11)
    run_until(app, lambda: table.shown.table and any(s.tween for s in table.sprites.values()))
    app.dispatch(Input("resize", size=(1024, 700)))
    assert app.surface.get_size() == (1024, 700)
    assert table.layout_obj.size == (1024, 700)
    for s in table.sprites.values():            # everything re-laid out at the new size
        assert s.tween is None and (s.x, s.y, s.h) == s.target[:3]
        assert 0 <= s.x <= 1024 and 0 <= s.y <= 700
    run_until(app, table.human_turn)
    app.dispatch(Input("resize", size=(640, 480)))
    card = table.shown.hands[0][0]
    press(app, card_center(table, card))
    assert card not in table.deal.hands[0]


def test_chiamata_auction_through_the_ui(tmp_path, monkeypatch):
    from test_ui_support import RandomPlayer
    from briscola_gui.session import seats as seats_module
    # computer bidders that never raise the points: the player can always win with the 2
    monkeypatch.setattr(seats_module, "make_player", lambda level, seed: RandomPlayer(seed))
    app = make_app(tmp_path, players=5, speed="instant")
    table = start_match(app, seed=2)
    deal = table.deal
    bids_made = 0
    while deal.phase == "auction":
        run_until(app, lambda: table.human_turn() or deal.phase != "auction")
        if deal.phase != "auction":
            break
        allowed = deal.allowed_bids()
        names = {b.name for b in table.panels.auction.buttons}
        # only allowed bids are offered, and all of the ranks allowed are
        ranks = {b for b in allowed if b not in ("pass", "carichi") and not b.startswith("2:")}
        assert {n[4:] for n in names if n.startswith("bid:") and n != "bid:2pts"} == ranks | {"pass", "carichi"}
        assert ("bid:2pts" in names) == any(b.startswith("2:") for b in allowed)
        if "bid:2pts" in names:
            before = table.panels.auction.two_points
            for _ in range(5):
                press(app, button(table, "two+").rect.center)
            press(app, button(table, "two-").rect.center)
            assert table.panels.auction.two_points == max(before + 4, int(allowed[len(ranks)][2:]))
            chosen = table.panels.auction.two_points
            press(app, button(table, "bid:2pts").rect.center)
            assert deal.auction[-1] == (0, f"2:{chosen}")
        else:
            press(app, button(table, f"bid:{sorted(ranks, key=allowed.index)[-1]}").rect.center)
            assert deal.auction[-1][0] == 0
        bids_made += 1
    assert bids_made >= 1 and deal.caller == 0 and deal.phase == "call"
    run_until(app, lambda: table.panels.call.cards)            # the call panel shows the legal cards
    assert sorted(c for _, c in table.panels.call.cards) == sorted(deal.legal_calls())
    rect, card = table.panels.call.cards[-1]
    press(app, rect.center)
    assert deal.called_card == card and deal.trump == card // 10 and deal.phase == "play"
    last = [b for seat, b in deal.auction if seat == 0][-1]
    assert deal.target == (int(last[2:]) if last.startswith("2:") else 60)


def play_out(app, table, limit_deals=20):
    """Play every human turn with the first legal card until the match is over."""
    deals = 0
    while not isinstance(app.top, MatchOverScene):
        run_until(app, lambda: table.human_turn() or isinstance(app.top, (SmazzataOverScene, MatchOverScene)))
        top = app.top
        if isinstance(top, SmazzataOverScene):
            run_until(app, lambda: top.count.done)
            deals += 1
            assert deals <= limit_deals
            press(app, top.button.rect.center)
        elif table.human_turn():
            human_move(table)
    return deals


def test_a_whole_match_with_the_results_screens(tmp_path):
    app = make_app(tmp_path, players=2, speed="instant", length=2)
    table = start_match(app, seed=21)
    dealers = []
    orig = table.deal_started

    def spy(event):
        dealers.append(event.deal.dealer)
        orig(event)
    table.deal_started = spy
    deals = play_out(app, table)
    m = table.match
    assert m.over and max(m.score) >= 2 or m.ended_by_cappotto
    assert deals == len(m.history)
    for a, b in zip(dealers, dealers[1:]):          # the deal passes to the right
        assert b == (a + 1) % 2
    press(app, app.top.menu.rect.center)
    assert isinstance(app.top, MainMenu)


def test_a_whole_chiamata_match(tmp_path):
    app = make_app(tmp_path, players=5, speed="instant", chiamata_length=2)
    table = start_match(app, seed=4)
    play_out(app, table)
    m = table.match
    assert m.over and sum(m.score) == 0 and m.played == 2


def test_slow_computer_never_freezes_the_window(tmp_path):
    import threading
    import time as _time

    from briscola_gui.ui.worker import worker

    release = threading.Event()

    class Slow:
        def play(self, view):
            release.wait(2)
            return view.legal[0]

    app = make_app(tmp_path, players=2, speed="instant")
    app.executor = worker()
    match = new_match(2, Rules(), "single", seed=8)
    from briscola_gui.session import Seat
    table = TableScene(app, match, [Seat("You", None, True), Seat("Bot", "easy", False)])
    table.session.players[1] = table.session.turns.players[1] = Slow()
    app.reset(table)
    if match.deal.to_act == 0:
        run_until(app, table.human_turn)
        table.play_card(match.deal.legal_moves()[0])
    run_until(app, lambda: table.thinking is not None)
    start = _time.perf_counter()
    for _ in range(30):                       # frames go on while the computer thinks
        app.step(16)
    assert _time.perf_counter() - start < 1.5 and table.thinking is not None
    release.set()
    run_until(app, lambda: table.thinking is None, limit=100000)
    app.executor.shutdown()


def test_bid_bubbles_stay_clear_of_the_bid_panel_in_small_windows(tmp_path):
    import pygame
    for size in ((640, 480), (800, 600), (1280, 800)):
        app = make_app(tmp_path, size=size, players=5, speed="instant")
        table = start_match(app, seed=1)
        run_until(app, lambda: table.human_turn() and table.deal.phase == "auction")
        app.step(16)
        panel = table.panels.auction.rect
        screen = pygame.Rect(0, 0, *size)
        bubble = pygame.Rect(0, 0, 60, 24)
        # a name box just beside the panel, on each side: its bubble goes where it is seen
        for box in (pygame.Rect(panel.left - 120, panel.centery, 110, 30),
                    pygame.Rect(panel.right + 10, panel.centery, 110, 30)):
            placed = table.panels.plates.bubble_place(bubble, box)
            assert screen.contains(placed) and not placed.colliderect(panel), (size, box, placed)


def test_each_auction_offers_the_two_from_its_lowest_value(tmp_path):
    """The raise chosen in one auction is not where the next auction's offer starts."""
    app = make_app(tmp_path, players=5, speed="instant")
    table = start_match(app, seed=3)
    run_until(app, lambda: table.human_turn() and table.deal.phase == "auction")
    panel = table.panels.auction
    panel.rebuild()
    lowest = panel.two_points
    for _ in range(15):
        press(app, button(table, "two+").rect.center)
    assert panel.two_points == lowest + 15
    # the next smazzata's auction (the same bids allowed: nobody has bid yet)
    table.display.deal = new_match(5, Rules(), 3, seed=8).deal
    table.human_turn = lambda: True
    panel.rebuild()
    assert panel.two_points == min(int(b[2:]) for b in table.deal.allowed_bids() if b.startswith("2:"))
    assert button(table, "bid:2pts").text().count(str(panel.two_points))


@pytest.mark.parametrize("players", [2, 6])
def test_the_trump_corner_waits_for_the_face_up_card(tmp_path, monkeypatch, players):
    """The corner's "Trump: ..." shows only once the face-up card has landed beside the
    stock (in 6 players it flew face down under the stock while the corner already told)."""
    app = make_app(tmp_path, players=players, speed="normal")
    table = start_match(app, seed=4)
    told = []
    real_draw = app.text.draw
    monkeypatch.setattr(app.text, "draw", lambda surface, label, *a, **kw: (
        told.append(label), real_draw(surface, label, *a, **kw))[-1])
    seen = False
    for _ in range(400):
        told.clear()
        app.step(16)
        s = table.shown
        in_place = (s.trump_card is not None and not s.deck
                    and table.sprites[s.trump_card].tween is None)
        corner = table.deal.trump is not None and \
            app.t("briscola_is", suit=app.t.suit(table.deal.trump)) in told
        assert corner == in_place or not s.trump_in_stock
        seen |= corner
        if seen and table.human_turn():
            break
    assert seen

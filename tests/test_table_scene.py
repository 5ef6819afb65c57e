"""The table scene as a player sees it: what it must show (the "your turn" prompt, the
deal code, the names, the cards taken), its panels apart at every window size, and a
whole demo deal played through it (ui/table/scene.py)."""

import pytest
from table_support import panels_apart, texts_drawn
from test_ui_support import human_move, make_app, run_until

from briscola_gui.ui.match_start import start_match
from briscola_gui.ui.scenes.results import SmazzataOverScene


@pytest.mark.parametrize("size", [(640, 480), (1280, 800), (600, 960)])
@pytest.mark.parametrize("players", [2, 4, 5, 6])
def test_panels_inside_the_window_and_apart(tmp_path, size, players):
    app = make_app(tmp_path, size=size, players=players, speed="instant", tracker=True,
                   signals=True)
    table = start_match(app, seed=4)
    for _ in range(3000):                      # to the player's first card (bidding "pass")
        if table.human_turn() and table.deal.phase == "play" or table.finished_deal:
            break
        if table.human_turn():
            human_move(table)
        app.step(16)
    app.step(16)
    roomy = players != 6 or size != (640, 480)   # room for the tracker everywhere but there
    assert not panels_apart(table, tracker=roomy)
    assert table.panels.tracker.rect is not None


def test_the_table_shows_the_turn_the_code_the_names_and_the_cards_taken(tmp_path):
    app = make_app(tmp_path, players=4, speed="instant", language="en")
    table = start_match(app, seed=9)
    run_until(app, table.human_turn)
    seen = texts_drawn(app)
    assert app.t("your_turn", n=3) in seen
    assert app.t("code_short", code=table.match.deal_code) in seen
    for seat in range(1, 4):
        assert any(s.startswith(table.seats[seat].name) for s in seen)
    table.play_card(table.deal.legal_moves()[0])
    run_until(app, table.human_turn)
    winner = table.deal.tricks[0].winner
    seen = texts_drawn(app)
    assert app.t("pile", n=4) in seen                 # the winner's pile shows its 4 cards
    assert len(table.shown.piles[winner]) == 4
    assert app.t("your_turn", n=3) in seen or table.deal.to_act != 0


def test_the_prompt_goes_when_it_is_not_the_players_turn(tmp_path):
    app = make_app(tmp_path, players=2, speed="normal", language="it")
    table = start_match(app, seed=1)
    app.step(16)                                       # still dealing
    assert app.t("your_turn", n=3) not in texts_drawn(app)
    run_until(app, table.human_turn)
    assert app.t("your_turn", n=3) in texts_drawn(app)


@pytest.mark.parametrize("players", [2, 5])
def test_a_whole_demo_deal_through_the_scene_is_the_same_every_time(tmp_path, players):
    def play() -> list:
        app = make_app(tmp_path, players=players, speed="fast", length="single")
        table = start_match(app, demo=True, seed=12, level="expert*0.05")
        assert table.human_seat() is None and table.face_up_seat() == 0
        run_until(app, lambda: isinstance(app.top, SmazzataOverScene) or table.finished_deal,
                  limit=40000)
        deal = table.finished_deal
        assert deal.phase == "done"
        if not getattr(deal, "redeal", False):
            assert sum(len(p) for p in table.shown.piles) == 40    # every card shown taken
        assert not app.store.has_save()                # the demo writes nothing
        return [t.cards for t in deal.tricks]
    assert play() == play()


@pytest.mark.parametrize("language", ["it", "en"])
def test_the_prompt_with_one_card_left_names_one_key(tmp_path, language):
    """Review 12: with one card left the prompt read "(tasti 1-1, Invio)"."""
    app = make_app(tmp_path, players=2, speed="instant", language=language)
    table = start_match(app, seed=3)
    for _ in range(5000):
        if table.human_turn() and len(table.shown.hands[0]) == 1:
            break
        if table.human_turn():
            human_move(table)
        app.step(16)
    app.step(16)
    seen = texts_drawn(app)
    assert app.t("your_turn_last") in seen
    assert not any("1-1" in s for s in seen), seen


@pytest.mark.parametrize("size", [(640, 480), (1280, 800)])
@pytest.mark.parametrize("language", ["it", "en"])
def test_the_partners_signals_have_room_for_their_words(tmp_path, size, language):
    """Review 12: at 640x480 with larger text the partner's signals' column was 46 px wide:
    one word a line, the title under the tracker and sound buttons."""
    from screen_check import drawn
    from tour import visit
    app = make_app(tmp_path, size=size, language=language, speed="instant", level="random",
                   large_text=True)
    visit(app, "table_4")
    table = app.top
    assert table.signals_on
    table.partner_signals = lambda: [(2, "chiesa"), (3, "liscio")]
    area = table.regions.signal_chips
    title = app.t("signals_of", name=table.seat_name(table.partner_seat()))
    head = [d for d in drawn(app, also=table.panels.signals.texts()) if d.text == title]
    assert head and area.contains(head[0].rect), (area, head)
    chip_text = app.t("signal_chiesa")
    assert len(app.text.wrap(chip_text, 0, area.w - table.layout_obj.font)) <= 2   # not a word a line
    assert not table.regions.clashes()
    chips = table.panels.signals.chips_drawn
    assert chips and all(area.contains(c) for c in chips[:-1]), (area, chips)   # the newest always shows


@pytest.mark.parametrize("size,least", [((1280, 800), 2), ((1920, 1080), 4)])
@pytest.mark.parametrize("language", ["it", "en"])
@pytest.mark.parametrize("larger", [False, True])
def test_the_partners_signals_show_more_than_the_newest_where_there_is_room(tmp_path, size, least,
                                                                           language, larger):
    """At 1280x800 the column beside the partner's hand stopped at the height of the cross's
    top card (left of it) and showed only the newest chip."""
    from tour import visit
    app = make_app(tmp_path, size=size, language=language, speed="instant", level="random",
                   large_text=larger)
    visit(app, "table_4")
    table = app.top
    table.partner_signals = lambda: [(2, "chiesa"), (3, "liscio"), (4, "carico"), (6, "liscio")]
    app.draw()
    chips = table.panels.signals.chips_drawn
    assert len(chips) >= least, chips
    assert all(table.regions.signal_chips.contains(c) for c in chips)
    assert not table.regions.clashes()

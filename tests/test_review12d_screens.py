"""Review 12d, the screens around the table: the declared points (accusi) shown apart on
the end of the smazzata and on the match's sheet (review 12c item 33 / 12d minor 5)."""
from types import SimpleNamespace

import pytest
from screen_check import drawn
from test_ui_support import make_app
from tour import play_to_end

from briscola_gui.engine.match import new_match
from briscola_gui.engine.rules import Rules
from briscola_gui.ui import match_sheet
from briscola_gui.ui.match_start import start_match
from briscola_gui.ui.table.panels.call import TAG_COLOURS


def _accusi_deal(tmp_path, language):
    """2 players, accusi on, seed 2: Giulia declares 40 (trumps) and ends with 129 points."""
    app = make_app(tmp_path, size=(640, 480), language=language)
    app.settings.players, app.settings.length, app.settings.accusi = 2, "single", True
    table = play_to_end(app, start_match(app, seed=2))
    return app, table


@pytest.mark.parametrize("language, word", [("en", "declared"), ("it", "accusi")])
def test_the_declared_points_are_shown_apart_on_both_sheets(tmp_path, language, word):
    app, table = _accusi_deal(tmp_path, language)
    record = app.top.record
    assert record["accusi"] == [0, 40]                      # per seat, as the deal declared
    cards = table.deal.card_points[1]
    assert record["team_points"][1] == cards + 40
    apart = f"{cards} + 40 {word}"
    texts = [d.text for d in drawn(app)]
    assert f"{apart} = {cards + 40} {app.t('points')}" in texts, texts
    assert f"{record['team_points'][0]} {app.t('points')}" in texts      # nothing declared: bare
    app.top.to_results()
    app.step(16)
    row = app.top.sheet().rows[0]
    assert [c.text for c in row[1:3]] == [str(record["team_points"][0]), apart]
    assert apart in [d.text for d in drawn(app)]


@pytest.mark.parametrize("language, word", [("en", "declared"), ("it", "accusi")])
def test_every_frame_of_the_count_says_a_true_sum(tmp_path, language, word):
    """Review 12h K2: while the points counted up, the line read "20 + 12 accusi = 31 punti"
    (the parts and the total each rounded from the share counted): every frame's line must
    add up."""
    app, table = _accusi_deal(tmp_path, language)
    scene = app.top
    lines = set()
    for step in range(301):
        scene.count = SimpleNamespace(value=step / 300)      # the tween's value at a frame
        for d in drawn(app):
            if f" {word} = " in d.text:
                cards, rest = d.text.split(" + ")
                said, total = rest.split(f" {word} = ")
                assert int(cards) + int(said) == int(total.split()[0]), d.text
                lines.add(d.text)
    assert len(lines) > 50, len(lines)               # it was counting


def test_a_record_from_before_keeps_its_bare_points():
    """A saved match's history written before the declared points were kept."""
    record = {"teams": [[0], [1]], "team_points": [31, 129]}
    assert match_sheet.declared(record, 1) == 0
    assert match_sheet.side_points(lambda *a, **k: "x", record, 1) == "129"


def test_no_accusi_no_key():
    """Without the option the record says nothing of them (the sheets their bare points)."""
    for rules, has in ((Rules(), False), (Rules(accusi=True), True)):
        match = new_match(2, rules, "single", seed=2)
        deal = match.deal
        while not deal.is_over:
            deal.play(deal.to_act, deal.legal_moves()[0])
        assert ("accusi" in match.next_deal()) is has


@pytest.mark.parametrize("size", [(640, 480), (1280, 800)])
@pytest.mark.parametrize("language", ["it", "en"])
def test_the_call_title_keeps_clear_of_its_frame(tmp_path, monkeypatch, size, language):
    """Review 12d NEW-2: at 640x480 with larger text the call panel's title filled the panel
    to 4-6 px from its top and side borders; now a margin from each, midway to the cards."""
    from test_table_auction_and_call import _call_panel_at
    app, table = _call_panel_at(tmp_path, monkeypatch, size, language)
    panel = table.panels.call
    words = app.t("choose_call").split()
    title = [d.rect for d in drawn(app) if d.text.split()[0] in words]
    least = max(10, panel.L.font // 2)
    assert min(r.top for r in title) - panel.rect.top >= least
    assert min(min(r.left - panel.rect.left, panel.rect.right - r.right) for r in title) >= least
    below = min(r.top for r, _ in panel.cards) - max(r.bottom for r in title)
    above = min(r.top for r in title) - panel.rect.top
    assert abs(below - above) <= max(4, panel.L.font // 3), (above, below)
    lines = [d.text for d in drawn(app) if d.text.split()[0] in words]
    if len(lines) > 1:                                      # two even lines, no word alone
        assert min(len(x) for x in lines) * 2 >= max(len(x) for x in lines), lines


@pytest.mark.parametrize("language", ["it", "en"])
@pytest.mark.parametrize("size", [(640, 480), (800, 600)])
def test_every_statistics_heading_has_one_line_with_larger_text(tmp_path, language, size):
    """Review 12c 27 / 12d: "Partite (vinte)" the only two-line heading (it), "Smazzate (won)",
    "Mean points", "Matches (won)" on two (en) at 640x480 with larger text: the sizes tried
    for one line were none there (their range began below the least size)."""
    app = make_app(tmp_path, size=size, language=language, large_text=True)
    stats = app.user_stats()
    for players in (2, 3, 4, 5, 6):                           # the widest cells: "Casuale", chiamata
        for level in ("random", "medium", "expert", "hard"):
            stats.add("match", players, level, "won", 12)
            stats.add("smazzata", players, level, "won", 100)
    app.reset_to("main_menu")
    scene = app.open("stats")
    app.step(16)
    assert scene.head_lines(scene.table_rect.w - scene.font * 2) == 1
    heads = scene.heads()
    texts = [d.text for d in drawn(app) if scene.table_rect.contains(d.rect)]
    assert all(h in texts for h in heads), [h for h in heads if h not in texts]


@pytest.mark.parametrize("language", ["it", "en"])
def test_the_chiamata_verdict_stands_clear_of_the_column_heads(tmp_path, language):
    """Review 12d NEW-4: at 640x480 with larger text "Obiettivo raggiunto" sat ~3 px over the
    heads "Punti / Punti partita / Totale" of the end of a chiamata smazzata."""
    from tour import visit
    app = make_app(tmp_path, size=(640, 480), language=language, speed="instant", large_text=True)
    visit(app, "smazzata_over_5")
    texts, t, f = drawn(app), app.t, app.top.font
    verdict = next(d.rect for d in texts if d.text in (t("reached"), t("failed")))
    heads = [d.rect for d in texts if d.text in (t("bd_points"), t("game_points"), t("total"))]
    assert len(heads) == 3 and min(h.top for h in heads) - verdict.bottom >= f // 2, (verdict, heads)
    code = next(d.rect for d in texts if d.text.startswith(t("smazzata_k", k=1, n=2)))
    assert code.bottom <= app.top.button.rect.top


def test_the_analysis_list_has_no_empty_line_at_its_top(tmp_path, monkeypatch):
    """Review 12d: with more moves than room the list kept a line free above its first move
    for a mark of moves above, even with none above; each mark now only on its side."""
    from test_review12c_screens import analysed_at_640_large
    from test_ui_support import key
    app, scene = analysed_at_640_large(tmp_path, monkeypatch, "it")
    key(app, "home")
    drawn(app)
    shown = [r for r in scene.list_rows if r.w]
    assert len(shown) < len(scene.list_rows) and set(scene.more) == {"below"}
    assert shown[0].top - scene.list_rect.top <= scene.font // 4 + 1
    key(app, "end")
    drawn(app)
    shown = [r for r in scene.list_rows if r.w]
    assert set(scene.more) == {"above"} and scene.list_rows[-1].w
    assert shown[0].top >= scene.more["above"].bottom
    for _ in range(len(scene.list_rows) // 2):              # the middle: a mark on each side
        key(app, "left")
    drawn(app)
    assert set(scene.more) == {"above", "below"} and scene.list_rows[scene.index].w


def _call_panel_holding_a_two(tmp_path, monkeypatch, size, language, large=True):
    """The call panel for a player who won the auction at the 2 holding a Two: its own Two
    (alone) and the chiamata obbligata's card are offered beside the other Twos."""
    from test_table_call_alone import call_panel
    return call_panel(tmp_path, monkeypatch, size, language, twos=1, large=large)


@pytest.mark.parametrize("size", [(640, 480), (1280, 800)])
@pytest.mark.parametrize("language", ["it", "en"])
def test_the_call_panel_says_which_card_plays_alone(tmp_path, monkeypatch, size, language):
    """Review 12e item 4: five cards offered with no word on two of them: the player's own
    Two (calling it = alone against four) and the chiamata obbligata's card."""
    app, table = _call_panel_holding_a_two(tmp_path, monkeypatch, size, language)
    panel, deal = table.panels.call, table.deal
    calls = [c for _, c in panel.cards]
    assert panel.kinds == ["alone" if c in deal.hands[0] else "instead" if c % 10 != 1 else ""
                           for c in calls]
    assert "alone" in panel.kinds and "instead" in panel.kinds, calls
    texts = drawn(app)
    said = [d for d in texts if d.rect.top >= max(r.bottom for r, _ in panel.cards)]
    words = " ".join(d.text for d in said)
    assert words == app.t("call_tag_alone") + " " + app.t("call_tag_instead", rank=app.t.rank(2))
    assert all(panel.rect.contains(d.rect) for d in said)
    surface = app.surface
    for (rect, _), kind in zip(panel.cards, panel.kinds):       # the dot under each such card
        colour = tuple(surface.get_at((rect.centerx, rect.bottom + panel.dot + 3)))[:3]
        assert (colour == TAG_COLOURS[kind]) if kind else colour not in TAG_COLOURS.values()


def test_the_review_lists_the_points_declared(tmp_path):
    """Review 12e item 3: the review's "what it could see" listed trump, teams, signals and
    tricks but not the accusi declared, the 40 points the end sheet counted."""
    app, table = _accusi_deal(tmp_path, "en")
    app.top.open_review()
    app.step(16)
    app.top.go(100)                                           # the last move
    texts = " ".join(d.text for d in drawn(app))
    assert app.t("review_accusi", accusi=app.t("review_accuso", name=table.seat_name(1),
                                                suit=app.t.suit(1), p=40)) in texts, texts


def test_a_raised_target_says_its_game_points_are_multiplied(tmp_path, monkeypatch):
    """Review 12e item 5: "-4 / -2 / +2" for a failed 75 with no word of the x2 anywhere."""
    from test_table_auction_and_call import _call_panel_at
    app, table = _call_panel_at(tmp_path, monkeypatch, (640, 480), "en", True)
    table.make_call(table.panels.call.cards[0][1])
    play_to_end(app, table)
    record = app.top.record
    assert record["target"] >= 81
    texts = [d.text for d in drawn(app)]
    verdict = app.t("reached") if record["winner"] == 0 else app.t("failed")
    assert f"{verdict} {app.t('game_points_times', k=3)}" in texts, texts
    assert abs(record["game_points"][0]) % 3 == 0


def test_the_keyboard_ring_and_the_mouse_light_one_row(tmp_path):
    """Review 12e item 10: on New game the ring (Cappotto) and the hover (Scambio) lit two rows
    at once: which would Left/Right change? The ring now follows the mouse, and a key that
    moves the ring puts the hover out."""
    from briscola_gui.ui.events import Input
    from test_ui_support import key
    app = make_app(tmp_path, size=(640, 480), language="en", large_text=True)
    app.reset_to("main_menu")
    scene = app.open("new_game")
    app.step(16)
    lit = lambda: [i for i, w in enumerate(scene.widgets) if w.focus or w.hover]   # noqa: E731
    for _ in range(3):
        key(app, "down")
    assert lit() == [2]
    app.dispatch(Input("move", pos=scene.widgets[5].rect.center))
    assert lit() == [5] and scene.focus.index == 5
    key(app, "down")
    assert lit() == [6]
    key(app, "right")                                       # Left/Right change the ringed row
    assert scene.focus.focused() is scene.widgets[6]


@pytest.mark.parametrize("language", ["it", "en"])
def test_the_deal_of_the_day_ends_on_its_own_screen(tmp_path, monkeypatch, language):
    """Review 12e item 18: the deal of the day ended like a match ("Match result", "End of
    the match", "Play again" starting an ordinary match with the New game settings). Its
    end now says Done and goes back to its screen, whose "Play again" replays the same deal."""
    from test_review12_menus import daily_end
    from test_ui_support import button, press
    monkeypatch.setattr("briscola_gui.ui.scenes.daily.LEVEL", "easy")
    app = make_app(tmp_path, size=(640, 480), language=language, speed="instant")
    table = daily_end(app)
    code = table.match.deal_code
    done = button(app.top, "results")
    assert done.text() == app.t("daily_done")
    press(app, done.rect.center)
    app.step(16)
    assert type(app.top).__name__ == "DailyScene"
    assert button(app.top, "play_daily").text() == app.t("daily_replay")
    press(app, button(app.top, "play_daily").rect.center)
    assert app.top.match.deal_code == code and app.top.session.daily


@pytest.mark.parametrize("language", ["it", "en"])
def test_the_discard_question_says_which_match_is_saved(tmp_path, language):
    """Review 12e item 15: "A match you have not finished is saved ..." did not say which, so
    a player with a forgotten save could not judge whether to lose it."""
    from briscola_gui.ui.match_start import unless_save_lost
    app = make_app(tmp_path, size=(640, 480), language=language, speed="instant", large_text=True)
    app.settings.players, app.settings.length = 4, 2
    start_match(app, seed=3)
    app.reset_to("main_menu")
    unless_save_lost(app, lambda: None)
    app.step(16)
    scene = app.top
    assert type(scene).__name__ == "ConfirmScene"
    texts = drawn(app)
    said = " ".join(d.text for d in texts)
    aim = app.t.first_to(2)
    about = app.t("save_about", variant=app.t("variant_n", n=4), length=aim[0].lower() + aim[1:], n=1,
                  sides=app.t("team_of", a=app.t("you").lower(), b="Marco") + " 0; "
                  + app.t("team_of", a="Giulia", b="Anna") + " 0")
    assert about in said, said
    assert all(scene.panel.contains(d.rect) for d in texts)
    # broken where a reader pauses: "..., smazzata / 1: tu e Marco 0" read as a slip
    assert not [d.text for d in texts if d.text.endswith("smazzata")], [d.text for d in texts]
    assert max(d.rect.bottom for d in texts if d.text in about) < scene.yes.rect.top


@pytest.mark.parametrize("language", ["it", "en"])
@pytest.mark.parametrize("players", [2, 3, 4, 6])
def test_the_saved_match_names_its_sides_as_the_table_does(tmp_path, language, players):
    """Review 12h K3: "Saved: 3 players, first to 3, smazzata 2: you 0, opponents 1, 0." gave
    two numbers for "opponents" and no names; each side now has its score after its name,
    as the table names it ("you 0, Giulia 1, Marco 0", "you and Marco 0; Giulia and Anna 1")."""
    from briscola_gui.ui.match_start import saved_match_text
    app = make_app(tmp_path, size=(640, 480), language=language, speed="instant")
    app.settings.players, app.settings.length = players, 3
    table = start_match(app, seed=3)
    match = table.match
    match.score[:] = [(i + 1) % 3 for i in range(len(match.teams))]     # told apart: 1, 2, 0
    about = saved_match_text(app.t, match).lower()
    for team, points in zip(match.teams, match.score):
        assert f"{match_sheet.side_name(table, tuple(team))} {points}".lower() in about, about


def test_the_end_of_the_match_stands_in_the_middle(tmp_path):
    """Review 12e item 8: at 1920x1080 a one-row sheet left a wide empty band under the
    result and a wider one under the winners; the block is now centred over the buttons."""
    from tour import visit
    app = make_app(tmp_path, size=(1920, 1080), language="it", speed="instant")
    visit(app, "match_over")
    scene, t = app.top, app.t
    texts = drawn(app)
    title = next(d.rect for d in texts if d.text == t("match_over"))
    winners = next(d.rect for d in texts if d.text.startswith(t("winners_one", names="")[:5]))
    above, below = title.top, scene.again.rect.top - winners.bottom
    assert abs(above - below) <= scene.font * 2, (above, below)


def test_petals_are_rose_leaves_that_dwindle_before_the_floor():
    """Review 12e items 6, 8: the lost match's "petals" were grey-blue ellipses reading as
    snow, and they piled along the bottom edge."""
    import dataclasses

    import pygame
    from briscola_gui.ui import celebrate
    assert all(r > b for r, _, b in celebrate.PETALS)
    assert celebrate.petal_scale(0.5) == 1 and celebrate.petal_scale(1.0) == 0
    assert 0 < celebrate.petal_scale(0.9) < 1

    def painted(y_share):
        surface = pygame.Surface((400, 400))
        party = celebrate.Celebration(False, seed=1, count=1)
        piece = party.pieces[0]
        party.pieces = [dataclasses.replace(piece, y=y_share, vy=0.0, vx=0.0, sway=0.0)]
        party.draw(surface, piece.delay + 200)
        return sum(1 for x in range(400) for y in range(400) if surface.get_at((x, y))[:3] != (0, 0, 0))
    mid, low = painted(0.5), painted(0.95)
    assert mid > 20 and low < mid / 2, (mid, low)


def test_enter_plays_the_deal_of_the_day(tmp_path):
    """The deal of the day's screen had no button ringed: Enter did nothing until an arrow."""
    from test_ui_support import key
    app = make_app(tmp_path, size=(640, 480), language="it", speed="instant")
    app.reset_to("main_menu")
    app.open("daily")
    app.step(16)
    key(app, "return")
    assert type(app.top).__name__ == "TableScene" and app.top.session.daily


@pytest.mark.parametrize("language", ["it", "en"])
def test_the_review_shows_the_accusi_where_they_were_declared(tmp_path, language):
    """Review 12e: the review listed the points declared but its move line and its tricks
    did not say when. The move that declares says so ("Giulia plays the Knight of Coins,
    declaring Coins +40") and from then on the trick it was declared in wears "+40" on
    the declaring seat's card."""
    app, table = _accusi_deal(tmp_path, language)
    review = app.open("review", table=table, deal=table.deal)
    app.step(16)
    (seat, suit, points), (at, trick) = next(iter(review.declared.items()))
    assert (seat, points) == (1, 40) and review.steps[at].seat == seat
    said = app.t("review_declaring", suit=app.t.suit(suit), p=points)
    review.index = at - 1
    assert said not in review.move_text(review.step)
    review.index = at
    assert review.move_text(review.step).endswith(", " + said)
    assert said in [d.text.split(", ")[-1] for d in drawn(app)]
    review.index = len(review.steps) - 1                   # the trick it was declared in, done
    app.draw()
    assert len(review.declared_pills) == 1 and review.step.view.tricks[trick].leader is not None
    texts = [d for d in drawn(app) if d.text == f"+{points}"]
    assert len(texts) == 1 and review.declared_pills[0].contains(texts[0].rect)

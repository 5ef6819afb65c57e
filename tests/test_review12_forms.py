"""Review 12's findings on the two forms, New game and Settings (ui/form_base.py), measured
on the layout as drawn: "Larger text and cards" switched on the Settings page moves no row
or arrow and makes the text visibly larger at 640x480 too; on New game the rows keep their
places when the number of players changes and stand apart, and no label runs into its
row's arrow; Settings shows the same live deck preview as New game."""
from __future__ import annotations

import pygame
import pytest
from screen_check import drawn
from test_ui_support import make_app, press

from briscola_gui.ui.widgets import Choice

SIZES = [(640, 480), (800, 600), (1280, 800), (1920, 1080), (640, 1100)]


def rects(scene) -> list[pygame.Rect]:
    return [pygame.Rect(w.rect) for w in scene.widgets]


def open_form(tmp_path, name, size, language="en", larger=False, **settings):
    app = make_app(tmp_path, size=size, language=language, large_text=larger, deck="napoletane", **settings)
    app.reset_to("main_menu")
    scene = app.open(name)
    app.step(16)
    return app, scene


def row_of(scene, key: str) -> Choice:
    label = scene.app.t(key)
    return next(w for w in scene.widgets if isinstance(w, Choice) and w.label() == label)


def label_em(app, scene, key: str) -> float:
    text = next(d for d in drawn(app) if d.text == app.t(key))
    return text.rect.h


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("language", ["it", "en"])
def test_switching_larger_text_moves_no_row_of_the_settings(tmp_path, size, language):
    """Review 12 item 9: the page was laid out again and every < > arrow moved from under
    the mouse; the next clicks (language, corner indices) landed on nothing."""
    app, scene = open_form(tmp_path, "settings", size, language)
    before = rects(scene)
    larger = row_of(scene, "large_text_setting")
    press(app, larger._right().center)                # the mouse on its ">" arrow
    app.step(16)
    assert app.settings.large_text
    assert rects(app.top) == before
    press(app, larger._right().center)                # the same click switches it back
    app.step(16)
    assert not app.settings.large_text and rects(app.top) == before


@pytest.mark.parametrize("size", SIZES)
def test_larger_text_is_visibly_larger_on_the_forms(tmp_path, size):
    """At 640x480 the settings' text grew from 10 px letters to 12 (the table's share):
    the forms have the room, so their text grows 1.25x at least at every size."""
    for name, key in (("settings", "language"), ("new_game", "players")):
        app, scene = open_form(tmp_path, name, size)
        usual = app.text.em(row_of(scene, key).size)
        app.settings.large_text = True
        app.apply_settings()
        app.step(16)
        grown = app.text.em(row_of(app.top, key).size)
        assert grown >= usual * 1.25, (name, size, usual, grown)
        assert label_em(app, app.top, key) > 0


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("language", ["it", "en"])
def test_new_game_rows_keep_their_places_when_the_players_change(tmp_path, size, language):
    """Review 12 item 15: the rows moved when the player count changed, so the next click
    landed on a different row. Every row keeps its place; the ones only some numbers of
    players have come after the others."""
    app, scene = open_form(tmp_path, "new_game", size, language, players=2)
    places: dict[str, pygame.Rect] = {}
    for players in (2, 3, 4, 5, 6, 2):
        while app.settings.players != players:
            press(app, scene.players._right().center)
            app.step(16)
        for w in scene.widgets:
            name = getattr(w, "name", "") or w.label()
            assert places.setdefault(name, pygame.Rect(w.rect)) == w.rect, (players, name)


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("language", ["it", "en"])
@pytest.mark.parametrize("larger", [False, True])
@pytest.mark.parametrize("name,players", [("new_game", 4), ("new_game", 3), ("settings", 2)])
def test_form_rows_stand_apart_and_their_texts_clear_the_arrows(tmp_path, size, language, larger,
                                                                name, players):
    """Review 12 item 15: with 4 players the rows had no gap between them, and "Piemonte
    (3 and 7 swapped)" ran up to its "<" arrow (640x480, en, larger text)."""
    app, scene = open_form(tmp_path, name, size, language, larger, players=players)
    choices = [w for w in scene.widgets if isinstance(w, Choice)]
    for a, b in zip(choices, choices[1:]):
        assert b.rect.top - a.rect.bottom >= 4, (a.label(), b.label())
    texts = drawn(app)
    for row in choices:
        inside = [d for d in texts if row.rect.contains(d.rect)]
        arrows = sorted((d.rect for d in inside if d.text in "<>"), key=lambda r: r.x)
        assert len(arrows) == 2, row.label()
        label = next(d.rect for d in inside if d.text == row.label())
        value = next(d.rect for d in inside if d.text == row.show(row.value))
        assert arrows[0].left - label.right >= 4, (row.label(), label, arrows[0])
        assert value.left - arrows[0].right >= 4 and arrows[1].left - value.right >= 4, (row.label(), value)
        assert label.left > row.rect.left and arrows[1].right < row.rect.right
    window = app.surface.get_rect()
    assert all(window.contains(w.rect) for w in scene.widgets)
    assert all(not scene.preview_rect.colliderect(w.rect) for w in scene.widgets)


@pytest.mark.parametrize("size", [(640, 480), (800, 600)])
@pytest.mark.parametrize("language", ["it", "en"])
@pytest.mark.parametrize("name,players", [("new_game", 4), ("settings", 2)])
def test_every_value_clears_the_arrows(tmp_path, size, language, name, players):
    """Review 12i N2: with larger text at 640x480 the Pari row's "Vince l'ultima presa" ran
    from its "<" to its ">" (the check above sees the values on show, and that one is not
    the first). Every value of every row, with and without larger text."""
    for larger in (False, True):
        app, scene = open_form(tmp_path / str(larger), name, size, language, larger, players=players)
        for row in [w for w in scene.widgets if isinstance(w, Choice)]:
            for row.index in range(len(row.values)):
                inside = [d for d in drawn(app) if row.rect.contains(d.rect)]
                arrows = sorted((d.rect for d in inside if d.text in "<>"), key=lambda r: r.x)
                value = next(d.rect for d in inside if d.text == row.show(row.value))
                assert value.left - arrows[0].right >= 4 and arrows[1].left - value.right >= 4, \
                    (larger, row.label(), row.show(row.value), value, arrows)


@pytest.mark.parametrize("size", [(640, 480), (1280, 800)])
def test_settings_show_the_live_deck_preview(tmp_path, size):
    """Review 12 item 16: the deck was picked in Settings by its name only; the preview is
    the New game screen's own (ui/deck_preview.py) and follows the deck chosen."""
    app, scene = open_form(tmp_path, "settings", size)
    box = scene.preview_rect
    assert box.w >= 150 and box.h >= 250
    assert app.t("preview") in [d.text for d in drawn(app)]

    def picture():
        app.draw()
        return pygame.image.tobytes(app.surface.subsurface(box), "RGB")
    napoletane = picture()
    deck = row_of(scene, "deck")
    while app.settings.deck != "plain":
        press(app, deck._right().center)
        app.step(16)
    assert picture() != napoletane
    ng = open_form(tmp_path, "new_game", size)[1]
    assert type(ng).draw is type(scene).draw           # one preview, drawn by the same code


@pytest.mark.parametrize("name", ["new_game", "settings"])
def test_a_tall_window_puts_the_preview_under_the_rows(tmp_path, name):
    """In a window taller than wide (640x1100) the rows took the top half beside a narrow
    preview and left the rest of the window empty down to the buttons."""
    app, scene = open_form(tmp_path, name, (640, 1100))
    box = scene.preview_rect
    rows = [w.rect for w in scene.widgets if isinstance(w, Choice)]
    foot = min(w.rect.top for w in scene.widgets if not isinstance(w, Choice))
    assert box.top >= max(r.bottom for r in rows) and box.w >= 500
    assert foot - box.bottom < 1100 * 0.05

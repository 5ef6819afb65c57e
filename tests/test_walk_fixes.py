"""Defects found walking every screen (#12 item 8): the review's teams and signals lines
wrap inside their panel instead of running past it; the last trick, when shown, is not
covered by a banner ("Marco signals to you: ...")."""
import pygame
import pytest

from tour import text_calls, visit
from test_ui_support import make_app


@pytest.mark.parametrize("size", [(640, 480), (1280, 800)])
@pytest.mark.parametrize("language", ["it", "en"])
def test_review_lines_stay_in_their_panel(tmp_path, size, language):
    app = make_app(tmp_path, size=size, language=language, speed="instant")
    visit(app, "review")
    scene = app.top
    assert type(scene).__name__ == "ReviewScene"
    drawn = [(args[1], rect) for args, rect in text_calls(app, "draw")]
    signals = app.t("review_signals", signals="").strip()
    inside = [(t, r) for t, r in drawn if scene.right.collidepoint(r.topleft)]
    assert any(t.startswith(signals[:6]) for t, _ in inside), "no signals line drawn"
    for text, rect in inside:
        assert rect.right <= scene.right.right, (text, rect, scene.right)


@pytest.mark.parametrize("size", [(640, 480), (1280, 800)])
def test_the_last_trick_is_drawn_over_the_banners(tmp_path, size):
    app = make_app(tmp_path, size=size, language="it", speed="instant")
    visit(app, "last_trick")
    table = app.top
    overlay = table.panels.last_trick
    assert overlay.open and overlay.trick() is not None
    table.banners.clear()
    app.draw()
    without = app.surface.copy()
    for _ in range(3):
        table.banners.add("Un messaggio lungo per coprire le carte della presa", ms=60000)
    app.draw()
    panel = overlay.overlay_rect()
    assert table.banners.items and not table.banners.shown_now()      # hidden under it (review 12c item 32)
    points = [(x, y) for x in range(panel.left, panel.right, 2) for y in range(panel.top, panel.bottom, 2)]
    assert all(without.get_at(p) == app.surface.get_at(p) for p in points), "a banner covers the last trick"


@pytest.mark.parametrize("players", [6])
@pytest.mark.parametrize("size", [(640, 480), (1280, 800), (1920, 1080), (600, 960)])
@pytest.mark.parametrize("aspect", [0.52, 0.58, 0.64])
def test_trick_cards_lie_clear_of_each_other(players, size, aspect):
    """With 6 players the upper side card hid a third of the lower one (only corner indices,
    off by default, told them apart): now no two cards of a trick overlap."""
    from briscola_gui.ui.table.layout import TableLayout
    from briscola_gui.ui.table.regions import card_rect
    L = TableLayout(size, players, aspect=aspect)
    cards = [card_rect(L, *L.slot(seat), L.table_h) for seat in range(players)]
    for i, a in enumerate(cards):
        for b in cards[i + 1:]:
            assert not a.colliderect(b), (a, b)


def test_the_walk_tool_shoots_a_screen_and_names_a_failure(tmp_path, capsys):
    """build/walk_screens.py: each stop saved as a PNG of the window's size with something
    drawn on it; an unknown stop is refused up front."""
    import importlib.util
    from pathlib import Path
    spec = importlib.util.spec_from_file_location(
        "walk_screens", Path(__file__).resolve().parents[1] / "build" / "walk_screens.py")
    walk = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(walk)
    assert walk.main([str(tmp_path), "--sizes", "640x480", "--langs", "it", "--decks", "plain",
                      "--stops", "table_2,daily"]) == 0
    shots = sorted(tmp_path.glob("*.png"))
    assert [p.name for p in shots] == ["daily_plain_640x480_it.png", "table_2_plain_640x480_it.png"]
    picture = pygame.image.load(str(shots[1]))
    assert picture.get_size() == (640, 480)
    assert len({tuple(picture.get_at((x, y))) for x in range(0, 640, 16) for y in range(0, 480, 16)}) > 20
    with pytest.raises(SystemExit):
        walk.main([str(tmp_path), "--stops", "nowhere"])
    assert "unknown stops nowhere" in capsys.readouterr().err


@pytest.mark.parametrize("language", ["it", "en"])
@pytest.mark.parametrize("size", [(640, 480), (1920, 1080)])
def test_the_match_sheet_labels_fit_their_columns(tmp_path, language, size):
    """The end of the match: every cell of the deal-by-deal sheet ("Smazzate vinte" too)
    is drawn inside the sheet's panel."""
    app = make_app(tmp_path, size=size, language=language, speed="instant")
    visit(app, "match_over")
    scene = app.top
    drawn = [(args[1], rect) for args, rect in text_calls(app, "draw")]
    label = app.t("bd_deals_won")
    assert any(text == label for text, _ in drawn)
    panel = scene.sheet_rect
    for text, rect in drawn:
        if text == label or text in [c.text for c in scene.sheet().total]:
            assert panel.left <= rect.left and rect.right <= panel.right, (text, rect, panel)

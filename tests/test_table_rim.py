"""Nothing a player reads sits on the table's wooden rim or past the window's edge (review
12 items 8, 12, 18, 21): every text the table draws, the counts under the cards taken, the
bid bubbles, the card tracker, the banners and the lesson's bubble lie on the cloth, their
corners inside its rounded corners (ui/table/cloth.py ``on_cloth``), at 640x480, 1280x800
and 1920x1080, in both languages, with larger text and cards on and off."""
import pygame
import pytest
from screen_check import Drawn, drawn
from test_table_regions import pile_width
from test_ui_support import make_app
from tour import visit

import briscola_gui.ui.scenes.registry  # noqa: F401  (the lesson scene is registered there)
from briscola_gui.ui.enlarge import card_scale, text_scale
from briscola_gui.ui.table import cloth, search
from briscola_gui.ui.text import least_em, nominal

STOPS = ["table_2", "table_3", "table_4", "auction_5", "table_5", "table_6", "lesson"]
CASES = [((640, 480), "it"), ((640, 480), "en"), ((1280, 800), "en"), ((1920, 1080), "en"),
         ((1920, 1080), "it")]


def _visit(app, stop):
    if stop == "lesson":
        app.reset_to("lesson")
        for _ in range(30):
            app.step(16)
    else:
        visit(app, stop)


def off_the_cloth(app, table) -> list[str]:
    size = app.surface.get_size()
    texts = drawn(app)
    hand = table.regions.hands[0]
    wrong = [f"text {d.text!r} {d.rect}" for d in texts
             if not hand.contains(d.rect) and not cloth.on_cloth(d.rect, size)]
    p = table.panels
    shown = [("pile count", r) for r in p.score.labels] + [("bid bubble", r) for r in p.plates.bubbles]
    shown += [("tracker", r) for r in p.tracker.rects()]
    if table.banners.shown_now():
        shown.append(("banners", table.regions.banners))
    if p.coach.shown_now():
        shown.append(("lesson bubble", p.coach.bubble))
    wrong += [f"{what} {r}" for what, r in shown if not cloth.on_cloth(r, size)]
    return wrong


@pytest.mark.parametrize("stop", STOPS)
@pytest.mark.parametrize("size,language", CASES, ids=lambda v: f"{v[0]}x{v[1]}" if isinstance(v, tuple) else v)
@pytest.mark.parametrize("larger", [False, True], ids=["usual", "larger"])
def test_what_a_player_reads_lies_on_the_cloth(tmp_path, stop, size, language, larger):
    app = make_app(tmp_path, size=size, language=language, speed="instant", level="random",
                   deck="napoletane", large_text=larger)
    _visit(app, stop)
    table = app.top
    table.banners.add(app.t("takes", name="Giulia", p=11), 60000)
    assert not off_the_cloth(app, table)


@pytest.mark.parametrize("size", [(640, 480), (800, 600), (1280, 800), (1920, 1080), (600, 960)])
@pytest.mark.parametrize("players", [2, 3, 4, 5, 6])
@pytest.mark.parametrize("larger", [False, True], ids=["usual", "larger"])
def test_every_region_but_the_hand_lies_on_the_cloth(size, players, larger):
    scale = text_scale(size, larger)
    L, reg = search.fitted(size, players, 0.58, scale, card_scale(size, larger), signals=players == 4,
                            text_least=nominal(least_em(size, scale)),
                            pile_width=pile_width(size, scale) if larger else 0)
    wrong = [k for k, r in reg.named().items() if k != "hands[0]" and not cloth.on_cloth(r, size)]
    assert not wrong, wrong


@pytest.mark.parametrize("stop", ["table_4", "table_5"])
@pytest.mark.parametrize("size,language", [((640, 480), "en"), ((640, 480), "it"), ((1920, 1080), "en")])
@pytest.mark.parametrize("larger", [False, True], ids=["usual", "larger"])
def test_the_trackers_words_clear_its_frame(tmp_path, stop, size, language, larger):
    """Review 12 item 8: at 640x480 "Cards played" touched the tracker's rounded frame and
    its "T" was cut in half by it. Every word lies inside the frame's 2 px border and its
    rounded corners."""
    from briscola_gui.ui.widgets import PANEL_RADIUS
    app = make_app(tmp_path, size=size, language=language, speed="instant", level="random",
                   deck="trevisane", large_text=larger)
    visit(app, stop)
    table = app.top
    tracker = table.panels.tracker
    tracker.place()
    own = tracker._placed.text          # the usual size where the larger one has no room
    texts = []
    if own is not app.text:
        real = own.draw
        own.draw = lambda surface, words, size, *a, **kw: texts.append(
            Drawn(words, pygame.Rect(real(surface, words, size, *a, **kw))))
    texts += drawn(app)
    box = tracker.rect
    assert box is not None
    inner = box.inflate(-4, -4)
    if tracker._placed.compact:        # no room for the whole panel: the suits' signs, every letter
        mine = [d for d in texts if d.rect.colliderect(box) and d.text in tracker.letters()]   # ("10": trevisane)
        mine += [Drawn("sign", r) for r in tracker.signs]
        assert len(mine) == 4 + 40, mine
    else:
        mine = [d for d in texts if d.rect.colliderect(box) and d.text in
                [app.t("tracker_title"), "T"] + [app.t.suit(i) for i in range(4)]]
        assert len(mine) == 6, mine
    wrong = [d for d in mine if not cloth.inside_rounded(d.rect, inner, PANEL_RADIUS - 2)]
    assert not wrong, (box, wrong)


@pytest.mark.parametrize("language", ["it", "en"])
@pytest.mark.parametrize("larger", [False, True], ids=["usual", "larger"])
def test_the_lessons_title_is_one_line_on_the_cloth(tmp_path, language, larger):
    """Review 12 item 18: at 640x480 the lesson's bubble ran onto the rim to the window's
    edge and its title wrapped ("Lesson 1 of 5: Cards and / points"): now one line, or
    where even the smallest size is too wide, the chapter's name whole on a line of its own."""
    app = make_app(tmp_path, size=(640, 480), language=language, speed="instant", large_text=larger)
    _visit(app, "lesson")
    coach = app.top.panels.coach
    assert coach.shown_now() and coach.fits
    title = app.t("lesson_chapter", k=1, n=5, title=app.t("lesson_c1_title"))
    chapter = title.split(": ", 1)[1]
    assert coach.heads in ([title], [title.split(": ")[0] + ":", chapter]), coach.heads
    assert cloth.on_cloth(coach.bubble, (640, 480))

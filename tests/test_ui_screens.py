"""What each screen outside the table must show, at 640x480, 1280x800 and a tall narrow
window, in both languages, and with "Larger text and cards" from 640x480 to 1920x1080: its texts are there, inside the window, not on top of each
other, and its buttons neither overlap nor leave the window (tests/screen_check.py)."""
from __future__ import annotations

import pytest
from screen_check import drawn, problems, widget_rects
from test_ui_support import make_app, run_until
from tour import play_to_end

from briscola_gui.ui.match_start import start_match

SIZES = [(640, 480), (1280, 800), (640, 1100)]
LANGS = ["it", "en"]


def finished_deal(app, players: int, length="single"):
    """Play a deal to its end (computer level random, the human's simplest moves), in a
    small window for speed; the window then takes the test's size again."""
    size = app.surface.get_size()
    app.resized((640, 480))
    app.settings.players = players
    app.settings.length = length
    app.settings.chiamata_length = 1
    table = play_to_end(app, start_match(app, seed=11))
    app.resized(size)
    assert app.surface.get_size() == size
    return table


def show(app, scene):
    app.step(16)
    assert app.top is scene
    return drawn(app)


def check_screen(app, scene, keys: list[str], extra: list[str] = ()) -> list:
    """The scene shows the messages ``keys`` (and the texts ``extra``), and nothing is wrong."""
    texts = show(app, scene)
    shown = " ".join(d.text for d in texts)
    for key in keys:
        assert app.t(key) and app.t(key) in shown, f"{type(scene).__name__}: {key!r} not shown"
    for want in extra:
        assert want in shown, want
    wrong = problems(app, texts, widget_rects(scene))
    assert not wrong, "\n".join(wrong)
    return texts


LARGER_SIZES = [(640, 480), (800, 600), (1280, 800), (1920, 1080)]    # "Larger text and cards" on
PARAMS = [(s, lang, False) for s in SIZES for lang in LANGS] + [(s, lang, True) for s in LARGER_SIZES
                                                                  for lang in LANGS]


@pytest.fixture(params=PARAMS, ids=lambda p: f"{p[0][0]}x{p[0][1]}-{p[1]}" + ("-larger" if p[2] else ""))
def app(request, tmp_path):
    size, lang, larger = request.param
    return make_app(tmp_path, size=size, language=lang, speed="instant", level="random", large_text=larger)


def test_main_menu(app):
    menu = app.reset_to("main_menu")
    check_screen(app, menu, ["title", "new_game", "statistics", "settings", "rules", "quit"])


@pytest.mark.parametrize("players", [2, 4, 5])
def test_new_game(app, players):
    app.settings.players = players
    app.reset_to("main_menu")
    scene = app.open("new_game")
    keys = ["new_game", "players", "level", "deck", "follow_suit", "length", "play_code",
            "start", "back"]
    check_screen(app, scene, keys + (["signals"] if players == 4 else []) + (["accusi"] if players != 5 else []))
    inside = scene.preview_rect
    for w in scene.widgets:                          # the options column beside the preview
        assert not w.rect.colliderect(inside) or inside.w < 80


def test_settings(app):
    app.reset_to("main_menu")
    scene = app.open("settings")
    check_screen(app, scene, ["settings", "language", "speed", "sound", "deck", "card_back",
                              "corner_indices", "fullscreen", "hints_setting", "tracker_setting", "back"])


def test_rules(app):
    app.reset_to("main_menu")
    scene = app.open("rules")
    page = app.t.lines("rules_page")
    texts = check_screen(app, scene, ["rules", "rules_hint", "back"], [page[0][2:]])
    body = [d for d in texts if d.rect.colliderect(scene.page)]      # scrolled lines are clipped
    assert body and all(scene.page.left < d.rect.left and d.rect.right < scene.page.right for d in body)
    scene.handle(type("Ev", (), {"kind": "key", "key": "end"})())
    assert scene.scroll == scene.max_scroll > 0
    texts = show(app, scene)                      # the last lines are reachable
    assert any(page[-1][:20] in d.text for d in texts)


def test_statistics_empty_and_after_games(app):
    app.reset_to("main_menu")
    scene = app.open("stats")
    check_screen(app, scene, ["statistics", "st_variant", "st_none", "st_no_matches", "back"])
    for _ in range(2):
        finished_deal(app, 2)
    app._stats = None
    app.reset_to("main_menu")
    scene = app.open("stats")
    check_screen(app, scene, ["statistics", "st_variant", "st_level", "st_streak", "level_random", "back"],
                 [app.t("variant_n", n=2), app.t("st_chart_range", a=1, b=2, n=2)])


def test_code_entry_and_its_error(app):
    app.reset_to("main_menu")
    scene = app.open("code_entry")
    check_screen(app, scene, ["play_code", "code_help", "start", "back"])
    scene.type("zzzz")
    scene.submit()
    texts = check_screen(app, scene, ["play_code"])
    assert scene.error and any(d.text in scene.error for d in texts)       # the reason, shown
    assert all(scene.panel.contains(d.rect) for d in texts)


def test_deal_of_the_day_before_and_after_playing(app):
    from datetime import date
    app.reset_to("main_menu")
    scene = app.open("daily", day=date(2026, 11, 23))
    check_screen(app, scene, ["daily_title", "daily_not_played", "start", "back"],
                 [app.t("deal_code", code="9KFXR-1P80A")])
    stats = app.user_stats()
    for points, day in ((95, "2026-11-20"), (41, "2026-11-23"), (77, "2026-11-23")):
        stats.add("smazzata", 2, "expert", "won" if points > 60 else "lost", points, daily=day)
    app.reset_to("main_menu")
    scene = app.open("daily", day=date(2026, 11, 23))
    check_screen(app, scene, ["daily_title", "daily_replayed_once", "daily_replay", "back"],
                 [app.t("daily_today_lost", p=41), app.t("daily_days", n=2, won=1)])
    assert not scene.cut


def test_statistics_show_the_deals_of_the_day(app):
    from datetime import date
    app.reset_to("main_menu")
    scene = app.open("stats", day=date(2026, 11, 23))
    check_screen(app, scene, ["daily_title", "daily_not_played"], [app.t("daily_days", n=0, won=0)])
    stats = app.user_stats()
    for points, day in ((95, "2026-11-20"), (30, "2026-11-21"), (41, "2026-11-23"), (77, "2026-11-23")):
        stats.add("smazzata", 2, "expert", "won" if points > 60 else "lost", points, daily=day)
    app.reset_to("main_menu")
    scene = app.open("stats", day=date(2026, 11, 23))
    months = app.t("daily_months").split()
    best = app.t("daily_best", p=95, day=app.t("daily_date", d=20, month=months[10], y=2026))
    check_screen(app, scene, ["daily_title"], [app.t("daily_days", n=3, won=1), best,
                                                 app.t("daily_today_lost", p=41)])   # the replay's 77 is not today's


def test_message(app):
    app.reset_to("main_menu")
    scene = app.open("message", message=app.t("save_damaged") + "\n/a/path/save.json")
    texts = check_screen(app, scene, ["ok"], ["/a/path/save.json"])
    assert all(scene.panel.contains(d.rect) for d in texts)


@pytest.mark.parametrize("players", [2, 4, 5])
def test_end_of_smazzata(app, players):
    finished_deal(app, players, length=3)
    scene = app.top
    rec = scene.record
    keys = ["smazzata_over", "review"]
    if players == 5:
        keys += ["game_points", "total"] if not rec.get("redeal") else ["all_passed"]
        keys += ["reached" if rec["winner"] == 0 else "failed"] if not rec.get("redeal") else []
    else:
        keys += ["points", "score"]
    texts = check_screen(app, scene, keys, [rec["code"]] if rec.get("code") else [])
    buttons = list(widget_rects(scene).values())       # the table's Menu button stays usable above it
    buttons.append(scene.table.panels.corner.button.rect)
    loose = [d for d in texts if not scene.panel.contains(d.rect) and not any(b.contains(d.rect) for b in buttons)]
    assert not loose, loose


def test_end_of_match(app):
    finished_deal(app, 4)
    app.top.to_results()
    scene = app.top
    texts = check_screen(app, scene, ["match_over", "new_match", "main_menu"])
    names = app.t("winners", names="")
    assert any(d.text.startswith(names.strip()) for d in texts)


def test_review(app):
    finished_deal(app, 4)
    app.top.open_review()
    scene = app.top
    rows = []
    real = scene.cards_row

    def watched(surface, cards, x, y, h, *args, **kw):
        right = real(surface, cards, x, y, h, *args, **kw)
        rows.append((x, y, right, y + h))
        return right

    scene.cards_row = watched
    for _ in range(9):
        scene.go(1)
    check_screen(app, scene, ["review_hidden", "review_table", "back"],
                 [app.t("review_title", k=10, n=len(scene.steps)), scene.table.say("review_saw", scene.step.seat),
                  scene.table.say("review_its_hand", scene.step.seat)])
    panels = scene.left.union(scene.right)
    assert rows and all(panels.contains((x, y, right - x, bottom - y)) for x, y, right, bottom in rows), rows


def test_pause(app):
    table = finished_deal(app, 2, length=3)
    app.top.next_deal()
    run_until(app, table.human_turn)
    table.open_pause()
    scene = app.top
    texts = check_screen(app, scene, ["paused", "resume", "rules", "settings", "save_quit"])
    assert all(scene.panel.contains(d.rect) for d in texts)

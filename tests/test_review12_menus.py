"""Review 12's findings on the screens around the table (menus, statistics, the ends of a
smazzata and of the match, the review), each measured on the layout as drawn: the main
menu's version line clear of its buttons, the statistics' columns apart and the chart's
note clear of its border, the 2-player end box without an empty band, the column headers
capitalised alike, the chiamata winners' reason, the option names alike in both languages
and each signaller named once in the review."""
from __future__ import annotations

import json
from types import SimpleNamespace

import pytest
from screen_check import drawn
from test_ui_support import make_app, run_until
from tour import play_to_end

from briscola_gui.resources import asset_path
from briscola_gui.ui.scenes.match_over import MatchOverScene

SIZES = [(640, 480), (1280, 800), (1920, 1080)]


def catalogue(lang: str) -> dict:
    return json.loads(asset_path("locale", f"{lang}.json").read_text(encoding="utf-8"))


def test_each_rule_option_has_the_same_name_in_both_languages():
    """Review 12 item 24: "Scambio (7 takes trump)" was "Il 7 prende la briscola" in Italian,
    "Piemonte" was "Piemontese"; the rules called by their Italian names start alike."""
    it, en = catalogue("it"), catalogue("en")
    for key in ("piemonte", "scambio", "accusi", "cappotto"):
        assert it[key].split()[0] == en[key].split()[0], (key, it[key], en[key])


def test_the_review_names_each_signaller_once():
    """Review 12 item 25: "Signals: Marco: No trumps, Marco: A low trump"."""
    from briscola_gui.engine.records import SignalSeen
    from briscola_gui.ui.scenes.review import signals_text
    names = {1: "Marco", 3: "Anna"}.__getitem__
    show = lambda sig, n: f"{sig.upper()} {n}"          # noqa: E731
    line = signals_text([SignalSeen(1, "chiesa", 2), SignalSeen(3, "asso", 2), SignalSeen(1, "liscio", 6)],
                        names, show)
    assert line == "Marco: CHIESA 2, LISCIO 6; Anna: ASSO 2"     # the trick tells a stale one apart
    assert signals_text([SignalSeen(1, "chiesa", 3)], names, show) == "Marco: CHIESA 3"


@pytest.mark.parametrize("size", [(640, 480), (800, 600), (1280, 800)])
@pytest.mark.parametrize("language", ["it", "en"])
@pytest.mark.parametrize("saved", [False, True])
def test_the_version_line_is_clear_of_the_menu_buttons(tmp_path, size, language, saved):
    """Review 12 item 22: at 640x480 with larger text "Briscola 0.1.0" sat under "Esci"
    (more so with Continue in the menu)."""
    app = make_app(tmp_path, size=size, language=language, large_text=True)
    app.store.has_save = lambda: saved
    app.reset_to("main_menu")
    app.step(16)
    menu = app.top
    assert (len(menu.widgets) == 8) == saved
    version = next(d.rect for d in drawn(app) if d.text.startswith("Briscola "))
    last = max(w.rect.bottom for w in menu.widgets)
    assert version.top - last >= 4, (version, last)
    assert all(w.rect.h >= menu.font * 1.5 for w in menu.widgets)


def stats_with_rows(app, rows: int = 12) -> None:
    stats = app.user_stats()
    for i in range(rows):
        players, level = [2, 3, 4, 5, 6][i % 5], ["easy", "medium", "expert"][i // 5 % 3]
        for kind in ("match", "smazzata"):
            stats.records.append({"kind": kind, "players": players, "level": level, "result": "won",
                                  "points": 2 if kind == "match" else 70, "when": "2026-01-01T00:00:00Z"})
    stats._changes += 1
    app.reset_to("main_menu")
    app.open("stats")
    app.step(16)


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("language", ["it", "en"])
@pytest.mark.parametrize("larger", [False, True])
def test_statistics_columns_stand_apart_and_the_chart_note_is_clear_of_the_border(
        tmp_path, size, language, larger):
    """Review 12 item 17: "Opponents" and "Deals (won)" read as one heading, "% vinte" and
    "Punti medi" almost touched, the chart's note lay on the panel's bottom border (and
    with larger text at 1280x800 the chart had no room at all)."""
    app = make_app(tmp_path, size=size, language=language, large_text=larger)
    stats_with_rows(app)
    scene = app.top
    texts = drawn(app)
    table = [d.rect for d in texts if scene.table_rect.contains(d.rect)]
    for i, a in enumerate(table):
        for b in table[i + 1:]:
            if a.top < b.bottom and b.top < a.bottom:          # on the same line
                gap = max(b.left - a.right, a.left - b.right)
                assert gap >= 6, (a, b, [d.text for d in texts if d.rect in (a, b)])
    assert scene.chart.visible()
    note = next(d.rect for d in texts if d.text == app.t("st_chart_note"))
    assert scene.chart_rect.bottom - note.bottom >= scene.font // 3, (note, scene.chart_rect)
    assert scene.chart.strip.bottom < note.top


def daily_end(app):
    app.reset_to("main_menu")
    app.open("daily").start()
    return play_to_end(app, app.top)


@pytest.mark.parametrize("size", [(640, 480), (1280, 800)])
@pytest.mark.parametrize("language", ["it", "en"])
def test_the_two_player_end_box_has_no_empty_band(tmp_path, size, language):
    """Review 12 item 23: between "Hai perso." and "Smazzata del giorno" lay an empty band
    two and a half lines high."""
    app = make_app(tmp_path, size=size, language=language, speed="instant", level="random")
    daily_end(app)
    box = app.top
    texts = drawn(app)
    result = next(d.rect for d in texts if d.text in (app.t("you_win"), app.t("you_lose"), app.t("draw")))
    daily = next(d.rect for d in texts if d.text == app.t("daily_title"))
    assert 0 < daily.top - result.bottom <= box.font * 1.5, (result, daily)
    assert all(box.panel.contains(d.rect) for d in texts if d.rect.colliderect(box.panel))


@pytest.mark.parametrize("language", ["it", "en"])
def test_the_chiamata_end_box_headers_are_capitalised_alike(tmp_path, language):
    """Review 12 item 19: "punti" beside "Punti partita" and "Totale"."""
    app = make_app(tmp_path, size=(800, 600), language=language, speed="instant", level="random")
    app.settings.players, app.settings.chiamata_length = 5, 1
    from briscola_gui.ui.match_start import start_match
    play_to_end(app, start_match(app, seed=11))
    run_until(app, lambda: app.top.count.done)
    shown = [d.text for d in drawn(app)]
    heads = [app.t("bd_points"), app.t("game_points"), app.t("total")]
    assert all(h in shown for h in heads)
    assert all(h[0].isupper() for h in heads)
    assert app.t("points") not in shown
    verdict = next(line for line in shown if line in (app.t("reached"), app.t("failed")))
    assert verdict[0].isupper()                 # a line of its own: "Obiettivo mancato"


def test_the_chiamata_winners_line_says_why_two_win(tmp_path):
    """The chiamata sheet named two winners without saying why (docs/rules.md: the two best
    totals win); one seat alone on top, or two sharing it, need no reason."""
    def key(score, winners):
        scene = SimpleNamespace(match=SimpleNamespace(players=5, score=score, winners=winners))
        return MatchOverScene._winners_key(scene)
    assert key([9, 1, -3, -4, -3], [0, 1]) == "winners_chiamata"
    assert key([9, 1, 1, -4, -7], [0, 1, 2]) == "winners_chiamata"
    assert key([5, 5, -3, -4, -3], [0, 1]) == "winners"
    assert key([2, 0, 0, 0, 0], [0]) == "winners_one"          # one winner: singular
    app = make_app(tmp_path, language="en")
    assert "two best totals" in app.t("winners_chiamata", names="Giulia, Luca")


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("language", ["it", "en"])
@pytest.mark.parametrize("larger", [False, True])
def test_the_match_sheet_first_column_is_as_wide_as_its_label_needs(tmp_path, size, language, larger):
    """One mechanism for the totals' label ("Smazzate vinte", "Deals won"): the first
    column widened as far as the label needs at the size the rows are drawn at (a fixed
    weight of 1.5 made it a fifth of the sheet at 1920x1080 whatever it held), the label
    drawn at the rows' size, inside the panel."""
    from tour import text_calls, visit
    app = make_app(tmp_path, size=size, language=language, speed="instant", level="random",
                   large_text=larger)
    visit(app, "match_over")
    scene = app.top
    calls = [(args[1], args[2], rect) for args, rect in text_calls(app, "draw")]
    label = next((s, r) for text, s, r in calls if text == app.t("bd_deals_won"))
    number = next((s, r) for text, s, r in calls if text == "1")
    assert app.text.actual(label[0]) == app.text.actual(number[0])       # not drawn smaller
    sheet = scene.sheet_rect
    assert sheet.left + 4 <= label[1].left and label[1].right <= sheet.right - 4
    inner_left = sheet.x + scene.font // 2
    first = 2 * (number[1].centerx - inner_left)
    inner_w = sheet.w - scene.font
    usual = inner_w * 0.6 / (0.6 + 2 * 2.0 + 1.4)
    margin = 8 + app.text.em(label[0]) // 2
    assert first <= max(label[1].w + margin, usual) + 4, (first, label[1].w, usual)
    assert label[1].left - inner_left >= 6 or first <= usual + 4


@pytest.mark.parametrize("size", [(640, 480), (1280, 800)])
@pytest.mark.parametrize("language", ["it", "en"])
@pytest.mark.parametrize("larger", [False, True])
def test_the_deal_code_error_is_clear_of_the_buttons(tmp_path, size, language, larger):
    """At 640x480 in Italian the third line of a refused code's error touched Play."""
    app = make_app(tmp_path, size=size, language=language, large_text=larger)
    app.reset_to("main_menu")
    scene = app.open("code_entry")
    scene.type("zzzzzzzzzz")
    scene.submit()
    app.step(16)
    texts = drawn(app)
    lines = [d.rect for d in texts if d.rect.top > scene.field.bottom and d.rect.bottom < scene.play.rect.top + 4]
    assert lines, [d.text for d in texts]
    assert scene.play.rect.top - max(r.bottom for r in lines) >= scene.font // 2


@pytest.mark.parametrize("language", ["it", "en"])
def test_the_match_score_line_says_the_aim_in_lower_case(tmp_path, language):
    """"Punteggio della partita (Chi vince 3)": a capital in the middle of the line."""
    from tour import visit
    app = make_app(tmp_path, size=(800, 600), language=language, speed="instant", level="random")
    visit(app, "smazzata_over_4")
    aim = app.t("length_first_to", k=3)
    line = next(d.text for d in drawn(app) if d.text.startswith(app.t("score") + " ("))
    assert line == f"{app.t('score')} ({aim[0].lower()}{aim[1:]})"

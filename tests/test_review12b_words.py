"""Words and labels a new player met in review 12b: "1 smazzate" and "Winners: Giulia"
(plural for one), English mixing "deal" and "smazzata" for the same thing, the review
calling a player "it" ("Its hand", its label touching the wrapped signals above it), and
"Mean points" alone on two lines among one-line headings in the statistics."""
from __future__ import annotations

import pytest
from screen_check import drawn
from test_stats_chart import stats_screen
from test_ui_support import make_app
from tour import text_calls, visit

from briscola_gui.messages import catalogue

LANGS = ["it", "en"]
# the English keys where "deal" meant a smazzata (a round of the match): the table says
# "Smazzata 1 of 2" and "Next smazzata", so these say it too
SMAZZATA_KEYS = ["length_deals", "length_deals_one", "bd_title", "bd_deals_won", "st_games",
                 "st_chart_note", "review", "review_title", "analysis_stats_title", "next_deal",
                 "smazzata_k", "length_single"]


def test_english_names_a_round_of_the_match_smazzata_everywhere():
    en = catalogue("en")
    for key in SMAZZATA_KEYS:
        assert "mazzat" in en[key].lower() and " deal" not in f" {en[key].lower()}", (key, en[key])
    rules = " ".join(en["rules_page"])
    assert "Drawn deals" not in rules and "number of deals" not in rules


@pytest.mark.parametrize("language", LANGS)
def test_a_match_of_one_smazzata_is_singular(tmp_path, language):
    app = make_app(tmp_path, size=(1280, 800), language=language, speed="instant")
    app.settings.players, app.settings.chiamata_length = 5, 1
    visit(app, "main_menu")
    app.open("new_game")
    app.step(16)
    shown = [d.text for d in drawn(app)]
    assert app.t("length_single") in shown, shown        # "Una smazzata" (review 12f C4)
    assert not any(t.startswith("1 smazzate") or t == "1 deals" for t in shown)


@pytest.mark.parametrize("language", LANGS)
def test_one_winner_is_named_in_the_singular(tmp_path, language):
    app = make_app(tmp_path, size=(1280, 800), language=language, speed="instant", level="random")
    visit(app, "match_over")
    shown = [d.text for d in drawn(app)]
    line = next(t for t in shown if t.split(":")[0] in ("Winner", "Winners", "Vincitore", "Vincitori"))
    assert line.startswith(("Winner:", "Vincitore:")), line


@pytest.mark.parametrize("size", [(640, 480), (1280, 800)])
@pytest.mark.parametrize("language", LANGS)
@pytest.mark.parametrize("large", [False, True])
def test_the_review_names_the_player_and_its_hand_label_stands_clear(tmp_path, size, language, large):
    app = make_app(tmp_path, size=size, language=language, speed="instant", deck="trevisane",
                   large_text=large)
    visit(app, "review")
    scene = app.top
    texts = [(args[1], rect) for args, rect in text_calls(app, "draw") if scene.right.colliderect(rect)]
    words = " ".join(t for t, _ in texts)
    assert " it " not in f" {words} " and "Its " not in words and " its hand" not in words.lower()
    hand = next((t, r) for t, r in texts if t.endswith(("'s hand", "Your hand")) or t.startswith("La "))
    assert scene.table.seat_name(scene.step.seat) in hand[0] or hand[0] in ("Your hand", "La tua mano")
    above = [r for t, r in texts if r.bottom <= hand[1].bottom and r is not hand[1] and t != hand[0]]
    assert all(hand[1].top - r.bottom >= 2 for r in above if r.left < hand[1].right), \
        [(t, r) for t, r in texts if r.bottom <= hand[1].bottom]


@pytest.mark.parametrize("size", [(640, 480), (1280, 800)])
@pytest.mark.parametrize("language", LANGS)
def test_every_statistics_heading_on_one_line_where_there_is_room(tmp_path, size, language):
    app, scene = stats_screen(tmp_path, 6, size=size, language=language)
    heads = [app.t(k) for k in ("st_variant", "st_level", "st_games", "st_win_rate", "st_mean_points",
                                "st_matches", "st_streak")]
    shown = [d.text for d in drawn(app)]
    assert all(h in shown for h in heads), [h for h in heads if h not in shown]

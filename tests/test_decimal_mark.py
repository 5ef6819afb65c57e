"""Numbers read in the player's language (walk 12i N4) and the deal-code help that names
both lengths a code can have (walk 12i N7)."""
from __future__ import annotations

import pytest

from briscola_gui.messages import Messages
from tests.test_ui_support import make_app


@pytest.mark.parametrize("language, expected", [
    ("it", ["46,3", "6,7", "47", "0", "52,7", "-3,5"]),
    ("en", ["46.3", "6.7", "47", "0", "52.7", "-3.5"]),
])
def test_a_number_takes_the_languages_decimal_mark(language, expected):
    t = Messages(language)
    assert [t.number(x) for x in (46.3, 6.66, 47.0, -0.01, 52.71, -3.5)] == expected


def test_the_statistics_mean_points_read_with_a_comma_in_italian(tmp_path):
    from briscola_gui.ui.scenes.stats import StatsScene
    app = make_app(tmp_path, language="it")
    scene = StatsScene(app)
    scene.stats.summary = lambda: {("6p", "medium"): {
        "smazzate": 3, "smazzate_won": 1, "smazzata_win_rate": 1 / 3, "mean_points": 46.3,
        "matches": 1, "matches_won": 0, "match_win_rate": 0.0, "longest_streak": 1}}
    row = scene.rows()[0]
    assert row[4] == "46,3"
    app.t.set_language("en")
    assert scene.rows()[0][4] == "46.3"


@pytest.mark.parametrize("language, ten, eleven", [("en", "ten", "eleven"), ("it", "dieci", "undici")])
def test_the_code_help_names_both_lengths_a_code_can_have(language, ten, eleven):
    from briscola_gui.engine.shuffle import parse_deal_code
    help_ = Messages(language)("code_help").lower()
    assert ten in help_ and eleven in help_
    parse_deal_code("82Z8Y-SHHJ6-3")          # eleven characters with house rules: a good code

"""Review 12d, the screens around the table: the declared points (accusi) shown apart on
the end of the smazzata and on the match's sheet (review 12c item 33 / 12d minor 5)."""
import pytest
from screen_check import drawn
from test_ui_support import make_app
from tour import play_to_end

from briscola_gui.engine.match import new_match
from briscola_gui.engine.rules import Rules
from briscola_gui.ui import match_sheet
from briscola_gui.ui.match_start import start_match


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

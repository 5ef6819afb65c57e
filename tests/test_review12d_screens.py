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

"""The end of a smazzata and of a match: a celebration or a consolation on the scene's
clock (ui/celebrate.py), the score sheet deal by deal (ui/match_sheet.py), and the
statistics chart where every match is a visible bar (ui/scenes/stats.py)."""
import pytest
import pygame
from test_ui_support import make_app, play_to_smazzata_over

from briscola_gui.ui import match_sheet
from briscola_gui.ui.celebrate import Celebration
from briscola_gui.ui.match_start import start_match
from briscola_gui.ui.scenes.match_over import MatchOverScene
from briscola_gui.ui.scenes.stats import StatsScene
from briscola_gui.ui.stats_chart import LOST


def play_match(app, table):
    while not isinstance(app.top, MatchOverScene):
        over = play_to_smazzata_over(app, table, limit=20000)
        if table.match.over:
            over.to_results()
        else:
            over.next_deal()
            app.step(16)
    return app.top


def test_the_sheet_lists_every_deal_with_its_points_and_the_running_score(tmp_path):
    app = make_app(tmp_path, players=2, speed="instant", language="en")
    app.settings.length = 3
    table = start_match(app, seed=4)
    scene = play_match(app, table)
    history = table.match.history
    data = scene.sheet()
    assert len(data.rows) == len(history) >= 3
    running = [0, 0]
    for number, (row, rec) in enumerate(zip(data.rows, history), 1):
        assert row[0].text == str(number)
        assert [c.text for c in row[1:3]] == [str(p) for p in rec["team_points"]]
        if rec["winner"] is not None:
            running[rec["winner"]] += 1
            assert row[1 + rec["winner"]].lit and not row[2 - rec["winner"]].lit
        assert row[3].text == f"{running[0]} – {running[1]}" or rec["winner"] is None
    assert [c.text for c in data.total[1:3]] == [str(s) for s in table.match.score]
    assert data.total[0].text == app.t("bd_deals_won")      # not a bare "Total" under card points
    app.step(16)
    seen = []
    real = app.text.render
    app.text.render = lambda s, size, color=(0, 0, 0): seen.append(s) or real(s, size, color)
    app.draw()
    app.text.render = real
    for row in data.rows:
        assert all(c.text in seen for c in row if c.text)
    assert app.t("bd_title") in seen


def test_chiamata_sheet_each_smazzata_then_the_totals(tmp_path):
    """Review 12c item 2: the rows showed running totals (row 2 "+2" where the seat won +1
    in smazzata 2); each row now shows that smazzata's game points, the Total row the sum."""
    app = make_app(tmp_path, players=5, speed="instant", language="it")
    app.settings.chiamata_length = 2
    table = start_match(app, seed=8)
    scene = play_match(app, table)
    data = scene.sheet()
    played = [r for r in table.match.history if not r.get("redeal")]
    rows = [row for row in data.rows if row[0].text]
    assert len(rows) == len(played) == 2
    totals = [0] * 5
    for row, rec in zip(rows, played):
        totals = [a + b for a, b in zip(totals, rec["game_points"])]
        assert row[2].text == f"{rec['team_points'][0]}/{rec['target']}"
        assert [c.text for c in row[3:]] == [f"{v:+d}" if v else "0" for v in rec["game_points"]]
        assert [c.lit for c in row[3:]] == [v > 0 for v in rec["game_points"]]
    assert totals == table.match.score
    assert [c.text for c in data.total[3:]] == [f"{v:+d}" if v else "0" for v in totals]


def test_sheet_keeps_the_latest_rows_when_they_do_not_fit(tmp_path):
    make_app(tmp_path)
    data = match_sheet.Sheet(["#", "a", "b"], [[match_sheet.Cell(str(i)), match_sheet.Cell("1"),
                                               match_sheet.Cell("2")] for i in range(1, 21)],
                             [match_sheet.Cell("T"), match_sheet.Cell("9"), match_sheet.Cell("9")], [1, 1, 1])
    from briscola_gui.ui.text import Text
    text = Text()
    drawn = []
    real = text.draw
    text.draw = lambda surface, s, size, *a, **k: drawn.append(s) or real(surface, s, size, *a, **k)
    surface = pygame.Surface((400, 200))
    used = match_sheet.draw(surface, text, data, pygame.Rect(0, 0, 400, 200), 16)
    assert used.bottom <= 200
    assert "20" in drawn and "1" in drawn and "T" in drawn
    assert any(s.startswith("…") for s in drawn)


def test_celebration_moves_on_the_given_clock_and_ends():
    party = Celebration(True, seed=5, ms=1000)
    size = (800, 600)
    assert party.positions(0, size) != party.positions(400, size)
    assert party.positions(400, size) == Celebration(True, seed=5, ms=1000).positions(400, size)
    assert party.positions(400, size) != Celebration(True, seed=6, ms=1000).positions(400, size)
    surface = pygame.Surface(size)
    party.draw(surface, 600)
    assert pygame.transform.average_color(surface)[:3] != (0, 0, 0)
    assert party.done(party.lasts())
    blank = pygame.Surface(size)
    party.draw(blank, party.lasts())
    assert pygame.transform.average_color(blank)[:3] == (0, 0, 0)
    sad = Celebration(False, seed=5)
    assert len(sad.pieces) < len(party.pieces)


def test_match_over_celebrates_a_win_and_consoles_a_loss(tmp_path):
    app = make_app(tmp_path, players=2, speed="instant", language="en")
    app.settings.length = 1
    table = start_match(app, seed=4)
    scene = play_match(app, table)
    assert scene.won is not None and scene.party is not None and scene.party.won == scene.won
    app.step(16)
    app.draw()
    before = pygame.image.tobytes(app.surface, "RGB")
    for _ in range(30):
        app.step(16)
    app.draw()
    assert pygame.image.tobytes(app.surface, "RGB") != before      # the pieces move
    seen = []
    real = app.text.render
    app.text.render = lambda s, size, color=(0, 0, 0): seen.append(s) or real(s, size, color)
    app.draw()
    app.text.render = real
    assert app.t("bd_cheer" if scene.won else "bd_console") in seen


def test_a_lost_match_is_a_visible_bar(tmp_path):
    app = make_app(tmp_path, size=(800, 600), language="en")
    stats = app.user_stats()
    for result, points in (("won", 2), ("lost", 0), ("lost", 1), ("drawn", 0)):
        stats.add("match", 2, "easy", result, points)
    app.reset_to("main_menu")
    scene = app.open("stats")
    assert isinstance(scene, StatsScene)
    app.step(16)
    app.draw()
    area = scene.chart.plot()
    bars = scene.chart.bars()
    lost = bars[1]
    assert lost.h >= int(area.h * 0.08) >= 4 and lost.w >= 3
    assert tuple(app.surface.get_at(lost.center))[:3] == LOST
    assert bars[0].h > bars[2].h > 0 and bars[3].h > 0


@pytest.mark.parametrize("size", [(640, 480), (1280, 800)])
@pytest.mark.parametrize("language", ["it", "en"])
def test_the_totals_label_stays_inside_the_match_sheet(tmp_path, size, language):
    """Review 12: "Smazzate vinte" started outside the sheet's panel at 640x480 with larger text."""
    from screen_check import drawn
    from test_ui_support import make_app
    from tour import visit
    app = make_app(tmp_path, size=size, language=language, speed="instant", level="random",
                   deck="napoletane", large_text=True)
    visit(app, "match_over")
    label = next(d for d in drawn(app) if d.text == app.t("bd_deals_won"))
    sheet = app.top.sheet_rect                      # the panel's left and right borders
    assert label.rect.left >= sheet.left + 4, (label.rect, sheet)
    assert label.rect.right <= sheet.right


@pytest.mark.parametrize("won", [True, False])
@pytest.mark.parametrize("language", ["it", "en"])
def test_no_piece_crosses_the_result_s_words(tmp_path, won, language):
    """Review 12h C3: at 640x480 the petals fell across "End of the match" and "Better
    luck next time." for the first seconds, the confetti across "Winners: ...". The pieces
    pass behind the words now: every pixel of the title, the result, its line of cheer or
    consolation and the winners' line is as without the celebration, for its first 4 s."""
    app = make_app(tmp_path, size=(640, 480), players=2, speed="instant", language=language)
    app.settings.length = 1
    scene = play_match(app, start_match(app, seed=4))
    scene.won, party = won, Celebration(won, scene.match.seed, ms=2600)
    seen = 0
    for _ in range(27):
        app.step(150)
        scene.party = party
        app.draw()
        words = [r.clip(app.surface.get_rect()) for r in scene.words]
        with_party = [pygame.image.tobytes(app.surface.subsurface(r), "RGB") for r in words]
        seen += bool(party.positions(scene.schedule.now, (640, 480)))         # (pieces in the air)
        scene.party = None
        app.draw()
        assert with_party == [pygame.image.tobytes(app.surface.subsurface(r), "RGB") for r in words]
    assert len(scene.words) == 4 and seen > 20


@pytest.mark.parametrize("size", [(1280, 800), (1920, 1080)], ids=lambda v: f"{v[0]}x{v[1]}")
@pytest.mark.parametrize("language", ["it", "en"])
def test_the_end_box_s_buttons_share_one_size(tmp_path, size, language):
    """Review 12i N5: "Rivedi la smazzata" and "Analisi" in one size, "Risultato della
    partita" beside them visibly smaller (shrunk to fit its button): the row in one size, the
    smallest that fits all three."""
    from screen_check import drawn
    from tour import visit
    for players in (4, 5):
        app = make_app(tmp_path / str(players), size=size, language=language, speed="instant",
                       large_text=True)
        visit(app, f"smazzata_over_{players}")
        scene = app.top
        row = (scene.review, scene.analysis, scene.button)
        texts = [d for d in drawn(app) if d.text in {b.text() for b in row}]
        assert len({d.rect.h for d in texts}) == 1, (players, texts)
        assert all(any(b.rect.contains(d.rect) for b in row) for d in texts), texts

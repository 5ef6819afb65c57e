"""The partner's signals stay readable all smazzata (review 12b major 2, review 12c major
7): with larger text at 640x480 the column beside the trump corner is wide and one chip
high, and "Marco's signals" showed only the newest signal once the passing toasts were
gone. Now the chips flow side by side under each trick's label at the largest size that
fits; where even the least size is too large, the wheel or a click brings every older row."""
import pytest
from screen_check import drawn
from test_ui_support import make_app
from tour import visit

from briscola_gui.ui.events import Input

SIZES = [(640, 480), (800, 600), (1024, 640), (1280, 800), (1920, 1080), (600, 960)]
TWO = [(2, "carico"), (2, "chiesa")]
MANY = [(2, "asso"), (2, "liscio"), (2, "carico"), (5, "tre"), (7, "re"), (8, "fante")]


def _table(tmp_path, size, language, larger, sigs):
    app = make_app(tmp_path, size=size, language=language, speed="instant", level="random",
                   large_text=larger)
    visit(app, "table_4")
    table = app.top
    assert table.signals_on
    table.partner_signals = lambda: list(sigs)
    return app, table


def _shown(app, table) -> list[tuple[str, str]]:
    """The signals drawn now, each as the label of the trick its row begins with and the
    words inside its chip."""
    panel = table.panels.signals
    texts = drawn(app, also=panel.texts())
    area = table.regions.signal_chips
    out = []
    for chip in panel.chips_drawn:
        assert area.contains(chip), (area, chip)
        words = sorted((d for d in texts if chip.contains(d.rect)), key=lambda d: d.rect.y)
        assert words and all(d.rect.h >= 10 for d in words)        # the least size drawn
        labels = [d for d in texts if area.contains(d.rect) and d.text.endswith(":")
                  and not any(c.contains(d.rect) for c in panel.chips_drawn)]
        row = [d for d in labels if d.rect.right <= chip.left and d.rect.top < chip.bottom and d.rect.bottom > chip.top]
        over = [d for d in labels if d.rect.bottom <= chip.top]
        # the trick's label begins the row, or (a narrow column) stands on the row above
        label = row[0] if row else max(over, key=lambda d: d.rect.bottom) if over else None
        assert label is not None and len(row) <= 1, (chip, row, over)
        out.append((label.text, " ".join(d.text for d in words)))
    return out


def _names(app, sigs) -> list[tuple[str, str]]:
    return [(app.t("signal_trick", n=n), app.t("signal_" + s)) for n, s in sigs]


@pytest.mark.parametrize("size", SIZES, ids=lambda v: f"{v[0]}x{v[1]}")
@pytest.mark.parametrize("language", ["it", "en"])
@pytest.mark.parametrize("larger", [True, False], ids=["larger", "usual"])
def test_two_signals_of_one_trick_both_show(tmp_path, size, language, larger):
    app, table = _table(tmp_path, size, language, larger, TWO)
    assert _shown(app, table) == _names(app, TWO)
    assert not table.regions.clashes()


@pytest.mark.parametrize("size", SIZES, ids=lambda v: f"{v[0]}x{v[1]}")
@pytest.mark.parametrize("language", ["it", "en"])
@pytest.mark.parametrize("larger", [True, False], ids=["larger", "usual"])
def test_every_signal_of_a_long_list_can_be_read(tmp_path, size, language, larger):
    app, table = _table(tmp_path, size, language, larger, MANY)
    panel = table.panels.signals
    seen = _shown(app, table)
    assert seen[-1] == _names(app, MANY)[-1]               # the newest shows at first
    for _ in range(len(MANY)):                              # the wheel goes back through the rest
        app.top.handle(Input("wheel", dy=1))
        seen += _shown(app, table)
    assert set(seen) == set(_names(app, MANY)), seen
    if panel.hidden + panel.back:                           # a click from the oldest: the newest again
        assert panel.back
        while panel.hidden:
            app.top.handle(Input("up", pos=panel.list_rect.center))
            app.draw()
        app.top.handle(Input("up", pos=panel.list_rect.center))
        assert _shown(app, table)[-1] == _names(app, MANY)[-1]


def test_a_new_signal_brings_the_newest_rows_back(tmp_path):
    app, table = _table(tmp_path, (640, 480), "en", True, MANY[:-1])
    app.draw()
    app.top.handle(Input("wheel", dy=1))
    table.partner_signals = lambda: list(MANY)
    assert _shown(app, table)[-1] == _names(app, MANY)[-1]


@pytest.mark.parametrize("size", SIZES, ids=lambda v: f"{v[0]}x{v[1]}")
@pytest.mark.parametrize("language", ["it", "en"])
@pytest.mark.parametrize("larger", [True, False], ids=["larger", "usual"])
def test_a_chip_wraps_into_two_lines_at_most(tmp_path, size, language, larger):
    """At 1280x800 with larger text "A non-trump Ace or Three" stood a word a line beside
    its trick's label in the narrow column: a smaller size keeps it to two lines."""
    app, table = _table(tmp_path, size, language, larger, TWO)
    panel = table.panels.signals
    texts = drawn(app, also=panel.texts())
    assert len(panel.chips_drawn) == 2
    for chip in panel.chips_drawn:
        assert 1 <= len([d for d in texts if chip.contains(d.rect)]) <= 2, chip


@pytest.mark.parametrize("size", [(640, 480), (1280, 800), (1920, 1080)], ids=lambda v: f"{v[0]}x{v[1]}")
@pytest.mark.parametrize("language", ["it", "en"])
@pytest.mark.parametrize("larger", [True, False], ids=["larger", "usual"])
def test_the_newest_signal_shows_above_the_end_sheet(tmp_path, size, language, larger):
    """Review 12d minor 7: at the end of a smazzata (4 players, 1280x800, larger text) the
    column ran down under the end-of-smazzata sheet: the partner's newest signal was hidden
    (en) or cut in half by the sheet's top edge (it). Every chip drawn lies above the sheet,
    the newest among them."""
    app = make_app(tmp_path, size=size, language=language, speed="instant", level="random",
                   large_text=larger)
    visit(app, "smazzata_over_4")
    sheet = app.top
    table = app.scenes[-2]
    table.partner_signals = lambda: list(MANY)
    app.draw()
    panel = table.panels.signals
    assert panel.chips_drawn
    assert all(chip.bottom < sheet.panel.top for chip in panel.chips_drawn), (panel.chips_drawn, sheet.panel)
    words = []                   # what the table under the sheet draws (drawn() lists the top's)
    for text in panel.texts():
        def spy(surface, line, *a, real=text.draw, **kw):
            words.append((line, real(surface, line, *a, **kw)))
            return words[-1][1]
        text.draw = spy
    app.draw()
    newest = app.t("signal_" + MANY[-1][1]).split()[-1]
    assert any(newest in line and rect.bottom < sheet.panel.top for line, rect in words), words

"""Review 12c, the screens around the table: the statistics (items 13, 27 and review 12b's
16 and table at 640x480), the review (20, 21) and the analysis (26)."""
import pytest
from screen_check import drawn
from test_ui_screens import finished_deal
from test_ui_support import key, make_app, press

import briscola_gui.ui.scenes.analysis as analysis_scene
from briscola_gui.ui.events import Input


def _stats(tmp_path, size, matches, language="en", large=False, variants=1):
    app = make_app(tmp_path, size=size, language=language, large_text=large)
    stats = app.user_stats()
    combos = [(p, lv) for p in (2, 3, 4, 5, 6) for lv in ("easy", "medium", "hard")][:variants]
    for i, (result, points) in enumerate(matches):
        players, level = combos[i % len(combos)]
        stats.add("match", players, level, result, points)
        stats.add("smazzata", players, level, result, 70)
    app.reset_to("main_menu")
    scene = app.open("stats")
    app.step(16)
    return app, scene


@pytest.mark.parametrize("size", [(640, 480), (1280, 800)])
def test_one_match_has_no_strip_and_no_arrows(tmp_path, size):
    """Review 12c item 13: one lost match showed a full-width red strip and < > that did nothing."""
    app, scene = _stats(tmp_path, size, [("lost", -3)])
    chart = scene.chart
    assert not chart.scrolls()
    texts = [d.text for d in drawn(app)]
    assert "<" not in texts and ">" not in texts and app.t("st_chart_keys") not in texts
    assert not chart.handle(Input("key", key="left"))
    red = sum(1 for x in range(chart.rect.x, chart.rect.right)
              if tuple(app.surface.get_at((x, chart.area.bottom + chart.font * 2)))[:3] == (205, 96, 80))
    assert red == 0                              # nothing red under the axis


def test_many_matches_keep_their_strip(tmp_path):
    app, scene = _stats(tmp_path, (1280, 800), [("won", 2)] * 60)
    assert scene.chart.scrolls()
    assert {"<", ">"} <= {d.text for d in drawn(app)}


def test_the_bars_use_the_height_of_the_chart(tmp_path):
    """Review 12b #16 / 12c item 13: at 1280x800 with larger text the bars were 10 and 20 px
    in a plot ~80 px high, the axis' "0" and "-3" touching."""
    app, scene = _stats(tmp_path, (1280, 800), [("lost", -3), ("won", 2)], language="it",
                        large=True, variants=2)
    chart = scene.chart
    bars = chart.bars()
    assert sum(b.h for b in bars) >= chart.rect.h * 0.35, ([b.h for b in bars], chart.rect.h)
    assert min(b.h for b in bars) >= 40
    axis = [d.rect for d in drawn(app) if d.text in ("0", "-3", "2") and d.rect.right <= chart.area.x]
    assert len(axis) >= 2
    assert not any(a.colliderect(b) for i, a in enumerate(axis) for b in axis[i + 1:]), axis


@pytest.mark.parametrize("language", ["it", "en"])
def test_every_row_of_the_table_can_be_reached_at_640x480_large(tmp_path, language):
    """Review 12b: only 3 rows showed and "and N more", with no way to see the rest."""
    app, scene = _stats(tmp_path, (640, 480), [("won", 2)] * 12, language=language, large=True,
                        variants=12)
    variants = {(r[0], r[1]) for r in scene.rows()}
    assert len(variants) == 12
    seen = set()
    for _ in range(15):
        texts = drawn(app)
        inside = [d for d in texts if scene.table_rect.contains(d.rect)]
        seen |= {(a.text, b.text) for a in inside for b in inside
                 if a.rect.top == b.rect.top and a.rect.x < b.rect.x}
        key(app, "down")
    assert variants <= seen
    assert scene.first_row > 0
    scene.pointer = scene.table_rect.center
    for _ in range(15):
        app.dispatch(Input("wheel", dy=1))
    assert scene.first_row == 0


@pytest.mark.parametrize("size", [(640, 480), (1280, 800), (1920, 1080)])
@pytest.mark.parametrize("language", ["it", "en"])
@pytest.mark.parametrize("large", [False, True])
def test_the_headings_stand_on_one_line_or_on_the_rule(tmp_path, size, language, large):
    """Review 12c item 27: "Partite (vinte)" went on two lines below the others' one, its
    "(vinte)" hanging like a row. Headings stand on one baseline: the last line of each
    ends at the same height."""
    app, scene = _stats(tmp_path, size, [("won", 2), ("lost", 0)], language=language, large=large,
                        variants=2)
    heads = scene.heads()
    texts = [d for d in drawn(app) if scene.table_rect.contains(d.rect)]
    words = {w for h in heads for w in h.split()}
    lines = [d for d in texts if d.text.split()[0] in words and d.rect.top < texts[0].rect.top + scene.font * 3]
    bottoms = {}
    for d in lines:
        bottoms[d.rect.right] = max(bottoms.get(d.rect.right, 0), d.rect.bottom)
    assert max(bottoms.values()) - min(bottoms.values()) <= 2, bottoms
    if size != (640, 480) or not large:
        assert scene.head_lines(scene.table_rect.w - scene.font * 2) == 1


def _review_at_end(tmp_path, players=5, size=(640, 480), language="en"):
    app = make_app(tmp_path, size=size, language=language, speed="instant", level="random",
                   large_text=True)
    finished_deal(app, players)
    app.top.open_review()
    app.step(16)
    return app, app.top


def test_the_auction_line_wraps_inside_its_panel(tmp_path):
    """Review 12c item 20: "Auction: Luca Ace, You Four, Giulia Pass, Marco Pass, Anna" ran out
    of the panel at 640x480 with larger text."""
    app, review = _review_at_end(tmp_path)
    longest = max((i for i, s in enumerate(review.steps) if s.view.phase in ("auction", "call")),
                  key=lambda i: len(review.steps[i].view.auction))
    review.index = longest
    v = review.steps[longest].view
    assert len(v.auction) >= 4
    texts = drawn(app)
    right = review.right
    body = [d for d in texts if d.rect.top >= right.top]
    assert all(right.contains(d.rect) for d in body if d.rect.colliderect(right)), \
        [d.text for d in body if d.rect.colliderect(right) and not right.contains(d.rect)]
    last_bid = app.t.bid(v.auction[-1][1])
    assert any(last_bid in d.text for d in body)          # the whole auction is told


@pytest.mark.parametrize("size", [(640, 480), (1280, 800)])
def test_the_tricks_at_the_end_of_a_chiamata_are_legible(tmp_path, monkeypatch, size):
    """Review 12c item 21: 35 cards of 18x38 px; now 44 px at least, the latest tricks where
    all do not fit, and said so."""
    app, review = _review_at_end(tmp_path, size=size)
    key(app, "end")
    v = review.step.view
    heights = []
    real = review.cards_row

    def spy(surface, cards, x, y, h, step_frac=1.08, mark=None, max_w=None):
        if step_frac == 1.03:
            heights.append((tuple(cards), h))
        return real(surface, cards, x, y, h, step_frac, mark, max_w)
    monkeypatch.setattr(review, "cards_row", spy)
    texts = [d.text for d in drawn(app)]
    assert heights and min(h for _, h in heights) >= 44, heights
    shown = [cards for cards, _ in heights]
    assert shown == [tuple(t.cards) for t in v.tricks[len(v.tricks) - len(shown):]]    # the latest
    if len(shown) < len(v.tricks):
        assert any(app.t("review_tricks_last", k=len(shown)) in t for t in texts)


def analysed_at_640_large(tmp_path, monkeypatch, language="en"):
    """The analysis of a finished 2-player deal at 640x480 with larger text (its move list
    longer than its room), quickly (2 worlds)."""
    monkeypatch.setattr(analysis_scene, "WORLDS", 2)
    monkeypatch.setattr(analysis_scene, "_DONE", {})
    app = make_app(tmp_path, size=(640, 480), language=language, speed="instant", level="random",
                   large_text=True)
    finished_deal(app, 2)
    key(app, "a")
    scene = app.top
    for _ in range(4000):
        if not scene.running:
            break
        app.step(16)
    return app, scene


def test_the_analysis_list_marks_the_moves_out_of_view(tmp_path, monkeypatch):
    """Review 12c item 26: with larger text the move list stopped at move 17 or 18 with no
    sign that it went on (a flagged move among those hidden)."""
    app, scene = analysed_at_640_large(tmp_path, monkeypatch)
    moves = scene.result.moves
    key(app, "home")
    texts = [d.text for d in drawn(app)]
    hidden = [i for i, r in enumerate(scene.list_rows) if not r.w]
    assert hidden, "the list fits: nothing to mark"
    assert app.t("analysis_more_below", n=len(hidden)) in texts
    assert not any(t.startswith(app.t("analysis_more_above", n=1)[:3]) and "above" in t for t in texts)
    press(app, scene.more["below"].center)                  # a click brings the next one into view
    assert scene.index == hidden[0]
    drawn(app)
    assert scene.list_rows[hidden[0]].w and "above" in scene.more
    key(app, "end")
    texts = [d.text for d in drawn(app)]
    assert scene.index == len(moves) - 1
    assert any("above" in t for t in texts)


@pytest.mark.parametrize("language", ["it", "en"])
def test_the_rules_say_how_the_statistics_rows_move(language):
    from briscola_gui.messages import catalogue
    page = " ".join(catalogue(language)["rules_page"])
    assert ("Up/Down, or the wheel over the table" in page) if language == "en" else \
        ("Su/Giù, o la rotella sulla tabella" in page)

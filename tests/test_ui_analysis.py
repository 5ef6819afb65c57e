"""The Analysis scene: opened from the end of a smazzata and from the review, it runs in
the background with a progress bar, can be cancelled, then shows every judged move
(the board of that moment, each card's values, the verdict and its reason) in both
languages at every size, and keeps the accuracy in the statistics."""
from __future__ import annotations

from concurrent.futures import Future

import pytest
from screen_check import drawn
from test_ui_screens import check_screen, finished_deal
from test_ui_support import key, make_app

import briscola_gui.ui.scenes.analysis as analysis_scene
from briscola_gui.ai.base import Cancelled
from briscola_gui.ui.scenes.analysis import AnalysisScene

SIZES = [(640, 480), (1280, 800)]


@pytest.fixture(autouse=True)
def few_worlds(monkeypatch):
    monkeypatch.setattr(analysis_scene, "WORLDS", 2)
    monkeypatch.setattr(analysis_scene, "_DONE", {})      # each test runs its own analysis


@pytest.fixture(params=[(s, lang) for s in SIZES for lang in ("it", "en")],
                ids=lambda p: f"{p[0][0]}x{p[0][1]}-{p[1]}")
def app(request, tmp_path):
    size, lang = request.param
    return make_app(tmp_path, size=size, language=lang, speed="instant", level="random")


@pytest.mark.parametrize("players", [2, 5])
def test_opens_from_the_end_of_smazzata_and_shows_every_move(app, players):
    finished_deal(app, players, length=3)
    over = app.top
    key(app, "a")
    scene = app.top
    assert isinstance(scene, AnalysisScene)
    app.step(16)
    result = scene.result
    assert result is not None and result.seat == scene.table.human_seat()
    if not result.moves:                     # a chiamata all passed, or no choice at all
        check_screen(app, scene, ["analysis_title", "analysis_none", "back"])
        return
    for i in range(len(result.moves)):
        scene.index = i
        move = result.moves[i]
        extras = [app.t.card_the(move.played), app.t("analysis_sev_" + move.severity)]
        texts = check_screen(app, scene, ["analysis_title", "analysis_your_hand", "analysis_col_points",
                                          "analysis_col_win", "review_table", "back"], extras)
        inside = scene.detail_rect.union(scene.list_rect)
        body = [d for d in texts if d.rect.top > scene.list_rect.top and d.rect.bottom < scene.list_rect.bottom]
        assert all(inside.contains(d.rect) for d in body), [d.text for d in body if not inside.contains(d.rect)]
    # the accuracy is in the statistics, once per deal, and the trend shows it
    stats = app.user_stats()
    assert stats.accuracy_trend() == [round(result.accuracy, 1)]
    key(app, "escape")
    assert app.top is over


def test_opens_from_the_review(app):
    finished_deal(app, 4)
    app.top.open_review()
    review = app.top
    key(app, "a")
    assert isinstance(app.top, AnalysisScene)
    app.step(16)
    assert app.top.result is not None
    key(app, "escape")
    assert app.top is review


class HeldExecutor:
    """Keeps the job until the test runs it: the scene stays on its progress bar."""

    def __init__(self):
        self.jobs = []

    def submit(self, fn, *args) -> Future:
        fut: Future = Future()
        self.jobs.append((fut, fn, args))
        return fut

    def run(self):
        for fut, fn, args in self.jobs:
            try:
                fut.set_result(fn(*args))
            except BaseException as exc:
                fut.set_exception(exc)

    def shutdown(self, wait=True):
        pass


def test_progress_bar_then_cancel(tmp_path):
    app = make_app(tmp_path, size=(640, 480), language="en", speed="instant", level="random")
    finished_deal(app, 2)
    over = app.top
    held = app.executor = HeldExecutor()
    over.open_analysis()
    scene = app.top
    scene.progress = (3, 19)
    app.step(16)
    check_screen(app, scene, ["analysis_title", "analysis_cancel"],
                 [app.t("analysis_running", done=3, total=19)])
    key(app, "escape")
    assert app.top is over and scene.cancel.is_set()
    held.run()                                   # the job sees the cancel at once
    with pytest.raises(Cancelled):
        held.jobs[0][0].result()
    assert app.user_stats().accuracy_trend() == []


def test_a_failure_is_shown_not_raised(tmp_path, monkeypatch):
    app = make_app(tmp_path, size=(640, 480), language="it", speed="instant", level="random")
    finished_deal(app, 2)

    def broken(*args, **kw):
        raise RuntimeError("boom")
    monkeypatch.setattr(analysis_scene, "analyse_deal", broken)
    app.top.open_analysis()
    app.step(16)
    assert any("boom" in d.text for d in drawn(app))


def test_opened_again_it_shows_the_same_analysis_at_once(tmp_path):
    app = make_app(tmp_path, size=(640, 480), language="en", speed="instant", level="random")
    finished_deal(app, 2)
    over = app.top
    over.open_analysis()
    app.step(16)
    first = app.top.result
    key(app, "escape")
    held = app.executor = HeldExecutor()
    over.open_analysis()
    assert app.top.result is first and not held.jobs       # no second run
    assert app.user_stats().accuracy_trend() == [round(first.accuracy, 1)]


def test_a_table_without_statistics_keeps_no_accuracy(tmp_path):
    app = make_app(tmp_path, size=(640, 480), language="en", speed="instant", level="random")
    table = finished_deal(app, 2)
    table.session.stats = None                     # as the lesson's table (record=False)
    app.top.open_analysis()
    app.step(16)
    assert app.top.result is not None and app.user_stats().accuracy_trend() == []


@pytest.mark.parametrize("language", ["it", "en"])
def test_the_values_and_names_stay_apart_with_larger_text(tmp_path, language):
    """Review 12: at 640x480 with larger text (chiamata) the hand's expected points ran
    together ("35.731.2") and the names under the table's cards were cut to "..."."""
    app = make_app(tmp_path, size=(640, 480), language=language, speed="instant", level="random",
                   large_text=True)
    finished_deal(app, 5, length=3)
    key(app, "a")
    scene = app.top
    app.step(16)
    moves = scene.result.moves
    assert moves
    for i, move in enumerate(moves):
        scene.index = i
        texts = drawn(app)
        values = {f"{v.points:.1f}".rstrip("0").rstrip(".") for v in move.values}
        row = sorted((d.rect for d in texts if d.text in values), key=lambda r: r.x)
        row = [r for r in row if abs(r.y - row[0].y) < 3] if row else []
        assert all(b.left - a.right >= 3 for a, b in zip(row, row[1:])), (i, row)
        assert not any(d.text.endswith("...") and d.rect.top > scene.detail_rect.centery
                       for d in texts), [d.text for d in texts if d.text.endswith("...")]


def _card_heights(app) -> list[int]:
    """The heights of the cards the analysis draws in one frame: the hand's first."""
    heights: list[int] = []
    real = app.cards.face

    def spy(card, height, **kw):
        heights.append(int(height))
        return real(card, height, **kw)
    app.cards.face = spy
    try:
        app.draw()
    finally:
        del app.cards.face
    return heights


@pytest.mark.parametrize("players", [2, 4, 5])
def test_larger_text_and_cards_never_draws_smaller_cards(tmp_path, players):
    """With "Larger text and cards" on the analysis drew its cards smaller (at 640x480 the
    hand 42 px high against 81 px, the table's card 30 px): the text it enlarges took the
    height. Measured on the drawn board at three sizes: the hand and the table's cards at
    least as large as with the setting off, and the moment's texts inside its panel."""
    sizes = [(640, 480), (1280, 800), (1920, 1080)]
    drawn_h = {}
    for on in (False, True):
        app = make_app(tmp_path / str(on), size=(640, 480), language="en", speed="instant",
                       level="random", deck="napoletane", large_text=on)
        finished_deal(app, players, length=3)
        app.top.open_analysis()
        app.step(16)
        scene = app.top
        scene.index = next(i for i, m in enumerate(scene.result.moves) if m.view.table)
        for size in sizes:
            app.resized(size)
            hand = len(scene.result.moves[scene.index].view.hand)
            heights = _card_heights(app)
            drawn_h[size, on] = (heights[0], min(heights[hand:]))
            texts = [d for d in drawn(app) if d.rect.colliderect(scene.detail_rect)]
            assert all(scene.detail_rect.contains(d.rect) for d in texts), (size, on)
    for size in sizes:
        if players == 5 and size == (640, 480):
            # eight cards' values side by side at the larger text take the board's width
            # (the one case where the cards stay smaller: 55 px against 63 px)
            assert drawn_h[size, True][0] >= 0.85 * drawn_h[size, False][0]
            continue
        assert drawn_h[size, True][0] >= drawn_h[size, False][0], (size, drawn_h)
        assert drawn_h[size, True][1] >= drawn_h[size, False][1], (size, drawn_h)
        assert drawn_h[size, False][0] >= 0.15 * size[1]

"""Review 12f: the table's layout with larger text at 1024x640 and 640x480.

D4: 6 players at 1024x640 with larger text: the right seat's plate lay on the deal code's
last pixel, no layout was clear, and the last resort piled the trick's cards on each other
(a 7 read as a 5). D5: 5 players at 640x480 in English: the bids' room a pixel short sent
the layout to that last resort too. D10: the search then tried every layout, 4-7 s after
"Play"."""
import logging
import random
import time

import pygame
import pytest
from table_support import table_at_turn

from briscola_gui.ui.table import regions, search

CASES = [((1024, 640), 6, "en"), ((1024, 640), 6, "it"), ((1024, 640), 5, "en"), ((1024, 640), 3, "it"),
         ((640, 480), 5, "en"), ((640, 480), 5, "it")]


@pytest.mark.parametrize("size,players,language", CASES)
def test_a_clear_layout_with_the_trick_apart(tmp_path, caplog, monkeypatch, size, players, language):
    times = []
    real = search.fitted

    def timed(*args, **kw):
        start = time.perf_counter()
        try:
            return real(*args, **kw)
        finally:
            times.append(time.perf_counter() - start)
    monkeypatch.setattr(search, "fitted", timed)
    with caplog.at_level(logging.WARNING, logger="briscola_gui.ui.table.regions"):
        app, table = table_at_turn(tmp_path, players=players, seed=5, size=size, language=language,
                                   large_text=True, tracker=True, deck="napoletane")
    assert not [r for r in caplog.records if "no clear table layout" in r.getMessage()]
    L = table.layout_obj
    assert regions.trick_apart(L), [regions.card_rect(L, *L.slot(s), L.table_h) for s in range(players)]
    assert L.trick_spread == 1.0
    assert not table.regions.clashes(search.BIDS_SLACK)
    # D10: 4-7 s in the game before, 0.03-0.9 s after (2 shared cores under load)
    assert max(times) < 2.0, times


def test_room_left_answers_as_free_spot(tmp_path):
    """The quick test of a banners' band leaving the card tracker room agrees with trying
    every place again (search.room_left against free_spot)."""
    pygame.init()
    rng = random.Random(12)
    checked = 0
    for size, players in (((640, 480), 5), ((800, 600), 6), ((1024, 640), 6)):
        L, reg = search.fitted(size, players, 0.58, 1.15, 1.12)
        obstacles = [r for k, r in reg.named().items() if k not in ("banners", "centre")] + [reg.trick]
        for room in ((181, 79), (132, 67), (90, 40)):
            test = search.room_left(L, obstacles, room)
            for _ in range(150):
                band = pygame.Rect(rng.randrange(0, size[0] - 60), rng.randrange(0, size[1] - 30),
                                   rng.randrange(40, 300), rng.randrange(20, 120))
                assert test(band) == (search.free_spot(L, obstacles + [band], room) is not None), (size, room, band)
                checked += 1
    assert checked == 1350


@pytest.mark.parametrize("language", ["it", "en"])
@pytest.mark.parametrize("size", [(1280, 800), (1024, 640), (800, 600)])
def test_the_match_line_top_left_clears_the_plates(tmp_path, language, size):
    """D8: 4 players at 1280x800 with larger text in Italian: Marco's plate, beside his hand,
    covered the end of "A 3 vittorie · smazzata 1" (the corner narrowed to the plate, its
    lines wider than that even at the least size)."""
    app, table = table_at_turn(tmp_path, players=4, seed=5, size=size, language=language, large_text=True,
                               tracker=True, deck="leggibili", length=3, signals=True, hints=True)
    for _ in range(60):
        app.step(16)
    app.draw()
    stock = table.panels.stock
    assert stock.lines_drawn and all(stock.corner.contains(r) for r in stock.lines_drawn), \
        (stock.corner, stock.lines_drawn)
    assert not any(stock.corner.colliderect(p) for p in table.regions.plates)

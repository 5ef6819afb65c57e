"""Table details from review 12b: the chiamata corner's lines (briscola, the call, the
target and the smazzata) a gap apart, not touching; the partner's "Partner!" label beside
its place, not over the name and level it hid; a signal's chip never leaves "2)" alone on
a line ("No trumps (trick / 2)")."""
from __future__ import annotations

import pygame
import pytest
from table_support import table_at_turn
from test_ui_support import make_app

SIZES = [(640, 480), (1280, 800), (1920, 1080)]


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("language", ["it", "en"])
@pytest.mark.parametrize("large", [False, True])
def test_the_chiamata_corner_lines_stand_apart(tmp_path, size, language, large):
    app, table = table_at_turn(tmp_path, players=5, seed=3, size=size, language=language,
                               large_text=large)
    app.draw()
    lines = table.panels.stock.lines_drawn
    assert len(lines) == 3
    for a, b in zip(lines, lines[1:]):
        assert b.top - a.bottom >= 2, (a, b)


@pytest.mark.parametrize("size", SIZES)
def test_the_partner_label_leaves_the_name_and_level_readable(tmp_path, size):
    app, table = table_at_turn(tmp_path, players=5, seed=3, size=size, language="it")
    plates = table.panels.plates
    partner = table.deal.partner
    plates.reveal(partner, 1000)
    app.draw()
    label = plates.reveal_label
    place = plates.drawn[partner]
    words = [r for r in plates.lines if place.contains(r)]
    assert words and not any(label.colliderect(r) for r in words), (label, words)
    assert pygame.Rect(0, 0, *size).contains(label)


@pytest.mark.parametrize("language", ["it", "en"])
def test_a_signals_trick_label_keeps_its_number_with_its_word(tmp_path, language):
    app = make_app(tmp_path, language=language)
    line = app.t("signal_trick", n=2)
    for width in range(20, 400, 5):
        assert app.text.wrap(line, 14, width) == [line], width

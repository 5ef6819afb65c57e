"""Card shadows (ui/table/shadow.py): a large resting card's shadow is cast hollow, only
the bands round the card, and the frame is the very same as with the whole shadow, for
every deck style (their corners are rounded differently)."""
import pygame
import pytest

from table_support import table_at_turn

from briscola_gui.ui.table import shadow as shadow_module
from briscola_gui.ui.table.shadow import HOLLOW_LEAST, Shadows, make


def test_a_hollow_shadow_leaves_out_only_what_its_card_covers():
    pygame.display.set_mode((1, 1))
    size = (120, 206)
    whole, hollow = make(size, False), make(size, False, hollow=True)
    assert hollow.surface.get_size() == whole.surface.get_size() and len(hollow.bands) == 4
    banded = sum(b.w * b.h for b in hollow.bands)
    area = whole.surface.get_width() * whole.surface.get_height()
    assert banded < 0.6 * area
    card = pygame.Rect(0, 0, *size)
    card.center = whole.surface.get_rect().center
    card.move_ip(-whole.offset[0], -whole.offset[1])
    for band in hollow.bands:                      # the bands cover all but the card's middle
        assert not band.colliderect(card.inflate(-2 * int(size[0] * 0.15) - 2, -2 * int(size[0] * 0.15) - 2))
    shadows = Shadows()
    assert shadows.get(size, False, hollow=True).bands
    assert not shadows.get(size, True, hollow=True).bands                  # in the air: whole
    assert not shadows.get((HOLLOW_LEAST - 1, 150), False, hollow=True).bands   # small: whole


@pytest.mark.parametrize("deck", ["napoletane", "piacentine", "trevisane", "leggibili", "plain"])
@pytest.mark.parametrize("size,players", [((1280, 800), 2), ((1920, 1080), 5)])
def test_hollow_shadows_draw_the_same_frame(tmp_path, deck, size, players, monkeypatch):
    app, table = table_at_turn(tmp_path, players=players, deck=deck, size=size)
    app.draw()
    hollow_frame = pygame.image.tobytes(app.surface, "RGB")
    assert any(s.bands for s in table.sprites.shadows.made.values()), "no hollow shadow cast"
    monkeypatch.setattr(shadow_module, "HOLLOW_LEAST", 10 ** 6)
    table.sprites.shadows.made.clear()
    app.draw()
    assert not any(s.bands for s in table.sprites.shadows.made.values())
    assert pygame.image.tobytes(app.surface, "RGB") == hollow_frame

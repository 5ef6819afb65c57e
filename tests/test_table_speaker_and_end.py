"""The speaker (mute) button and the tracker's grid button at 640x480 (#12): a comfortable
click target of at least 28 px, and the speaker drawn large enough in it to be read."""
from __future__ import annotations

import pygame
import pytest
from table_support import table_at_turn, texts_drawn
from test_ui_support import play_to_smazzata_over, press

from briscola_gui.ui.table.panels.corner import draw_speaker

LEAST = 28


@pytest.mark.parametrize("language", ["it", "en"])
@pytest.mark.parametrize("larger", [False, True])
def test_the_speaker_is_a_comfortable_target_at_640x480(tmp_path, language, larger):
    app, table = table_at_turn(tmp_path, size=(640, 480), language=language, large_text=larger)
    r = table.regions
    for button in (r.sound_button, r.tracker_button):
        assert button.w >= LEAST and button.h >= LEAST, button
        assert not button.colliderect(r.menu_button)
    before = app.settings.sound
    press(app, r.sound_button.center)            # the whole square answers a click
    assert app.settings.sound is not before
    corner = pygame.Rect(r.sound_button.right - 3, r.sound_button.bottom - 3, 1, 1)
    press(app, corner.topleft)
    assert app.settings.sound is before


@pytest.mark.parametrize("on", [True, False])
def test_the_speaker_fills_its_button(on):
    """Drawn in a 28 px button the speaker (waves or the red cross) spans most of it."""
    r = pygame.Rect(0, 0, LEAST, LEAST)
    surface = pygame.Surface(r.size)
    surface.fill((0, 0, 0))
    draw_speaker(surface, r, on, 100)
    ink = pygame.mask.from_threshold(surface, (0, 0, 0), (1, 1, 1, 255))
    ink.invert()
    box = ink.get_bounding_rects()
    span = box[0].unionall(box[1:]) if box else pygame.Rect(0, 0, 0, 0)
    assert span.w >= LEAST * 0.6 and span.h >= LEAST * 0.55, span
    assert ink.count() >= LEAST * LEAST * 0.12


def test_no_banner_beside_the_end_of_smazzata_box_at_instant_speed(tmp_path):
    app, table = table_at_turn(tmp_path, players=4, size=(1280, 800), language="en")
    assert app.settings.speed == "instant"
    play_to_smazzata_over(app, table)
    last = table.deal.tricks[-1]
    takes = table.takes_text(last)
    assert not table.banners.shown_now()
    drawn = texts_drawn(app)
    assert takes not in drawn, "a banner shows beside the end-of-smazzata box"
    assert not [t for t in drawn if t in [table.takes_text(tr) for tr in table.deal.tricks]]


@pytest.mark.parametrize("side", [LEAST, 40, 64])
@pytest.mark.parametrize("volume", [20, 60, 100])
def test_the_speaker_stays_inside_its_frame(side, volume):
    """Review 12 item 20: the outer sound wave was drawn past the button's 2 px frame.
    Every stroke of the icon lies inside the frame."""
    r = pygame.Rect(side, side, side, side)
    surface = pygame.Surface((side * 3, side * 3))
    for on in (True, False):
        surface.fill((0, 0, 0))
        draw_speaker(surface, r, on, volume)
        ink = pygame.mask.from_threshold(surface, (0, 0, 0), (1, 1, 1, 255))
        ink.invert()
        boxes = ink.get_bounding_rects()
        span = boxes[0].unionall(boxes[1:])
        assert r.inflate(-4, -4).contains(span), (span, r)

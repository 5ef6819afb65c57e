"""The "Larger text and cards" setting: how much larger text and the player's cards are
drawn, for a window size.

Why a function of the window and not one factor: from 800x600 up there is room to grow,
so text is drawn a quarter larger and the cards of the hand and the trick a fifth larger;
a 640x480 window has no room to spare (the chiamata hand of eight cards, the name plates,
the tracker already share it), so there the growth is capped at 60% of that and rises
with the window. The layouts compute their areas from these scaled sizes; nothing
is scaled after the layout.

The two forms (New game, Settings) are columns with room to spare, and at 640x480 their
usual text is already the least size drawn: there the table's 60% would barely show (10 px
letters to 12), so the forms grow their text by ``FORM_TEXT`` at every size (13 px at
640x480, 17 px at 800x600)."""
from __future__ import annotations

TEXT = 1.25        # text from a 600 px short side (800x600) up
FORM_TEXT = 1.4    # the New game and Settings forms' text, at every size (ui/form_base.py)
CARDS = 1.2        # the player's hand and the trick, from 800x600 up
SMALL_SIDE, FULL_SIDE = 480, 600
SMALL_SHARE = 0.6  # the share of the growth a 640x480 window gets


def _share(window: tuple[int, int]) -> float:
    """0.6 at 640x480 rising to 1 at 800x600 and up (the short side as the layouts see it)."""
    w, h = window
    side = min(h, w * 3 / 4)
    rise = (side - SMALL_SIDE) / (FULL_SIDE - SMALL_SIDE)
    return SMALL_SHARE + (1 - SMALL_SHARE) * min(1.0, max(0.0, rise))


def text_scale(window: tuple[int, int], larger: bool) -> float:
    """How much larger than usual text is drawn in ``window``."""
    return 1 + (TEXT - 1) * _share(window) if larger else 1.0


def card_scale(window: tuple[int, int], larger: bool) -> float:
    """How much larger than usual the player's hand and the trick's cards are drawn."""
    return 1 + (CARDS - 1) * _share(window) if larger else 1.0

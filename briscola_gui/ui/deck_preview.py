"""The live preview of the chosen deck, shared by the New game and Settings screens: four
faces (an ace, a three, a king, a seven: the signs and the courts the styles differ by)
and the chosen back under them, redrawn from ``app.cards`` so a change of the deck, the
back or the corner indices shows at once. In a wide panel the faces lie in one fan, in a
narrow tall one (the forms at 640x480) in two rows of two: whichever draws them larger."""
from __future__ import annotations

import pygame

from .text import GOLD
from .widgets import draw_panel

CARDS = ("1D", "3C", "10B", "7S")
STEP = 0.8            # each face this share of a card's width right of the one before
ROW_GAP = 0.08        # between two rows of faces, a share of a card's height
BACK = 0.65           # the back's height, a share of a face's


def _card_height(rect: pygame.Rect, room: int, aspect: float, across: int) -> int:
    """The faces' height with ``across`` faces a row, the back under them."""
    rows = len(CARDS) // across
    by_width = rect.w * 0.92 / (aspect * (1 + STEP * (across - 1)))
    by_height = room / (rows + ROW_GAP * (rows - 1) + 0.1 + BACK)
    return int(min(by_width, by_height))


def draw(surface: pygame.Surface, app, rect: pygame.Rect, font: int) -> None:
    """The preview in ``rect`` (nothing where it is too small to show a card)."""
    if rect.w < 80 or rect.h < font * 5:
        return
    draw_panel(surface, rect)
    app.text.draw(surface, app.t("preview"), font, GOLD, midtop=(rect.centerx, rect.y + font // 2))
    w100, h100 = app.cards.card_size(100)
    top = rect.y + font * 2
    room = rect.bottom - top - 8
    across = max((len(CARDS), 2), key=lambda n: _card_height(rect, room, w100 / h100, n))
    ch = _card_height(rect, room, w100 / h100, across)
    cw = app.cards.card_size(ch)[0]
    rows = len(CARDS) // across
    used = int(ch * (rows + ROW_GAP * (rows - 1) + 0.1 + BACK))
    top += max(0, room - used) // 2                 # the faces and the back in the middle
    x0 = rect.centerx - (cw * STEP * (across - 1)) / 2
    for i, card in enumerate(CARDS):
        row, col = divmod(i, across)
        face = app.cards.face(card, ch)
        y = top + row * int(ch * (1 + ROW_GAP))
        surface.blit(face, face.get_rect(midtop=(int(x0 + col * cw * STEP), y)))
    below = top + rows * ch + int(ch * (ROW_GAP * (rows - 1) + 0.1))
    bh = int(min(ch * BACK, rect.bottom - 8 - below))
    if bh > 30:
        back = app.cards.back(bh)
        surface.blit(back, back.get_rect(midtop=(rect.centerx, below)))

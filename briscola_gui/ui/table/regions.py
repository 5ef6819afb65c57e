"""The part of the window each table panel owns, computed from the window size alone.

Cards fly between places, but every panel (a hand, the trick, the stock, a name plate,
the buttons, the banners...) has a fixed rectangle for a given window size and number of
players, and panels shown at the same time never overlap. Keeping all of them in one
dataclass lets the tests check that at any size, and lets the card tracker find a free
spot by looking at them instead of guessing."""
from __future__ import annotations

from dataclasses import dataclass, fields

import pygame

from .layout import TableLayout

LIFT = 0.1           # a selected card rises by this share of the hand's height


@dataclass
class Regions:
    """Rectangles in window pixels. Lists are per seat (seat 0 is the player)."""
    hands: list[pygame.Rect]
    plates: list[pygame.Rect]
    piles: list[pygame.Rect]               # the cards taken and their count under them
    trick: pygame.Rect                     # the cards of the trick in progress
    stock: pygame.Rect | None              # stock and face-up briscola (none in chiamata)
    trump_corner: pygame.Rect              # the small briscola top left (chiamata: the called card)
    menu_button: pygame.Rect
    code: pygame.Rect                      # the deal code, under the Menu button
    last_button: pygame.Rect
    hint_button: pygame.Rect
    prompt: pygame.Rect                    # "your turn", "thinking", the hint's sentence
    banners: pygame.Rect
    signal_buttons: pygame.Rect | None     # 4 players with signals: the player's buttons
    signal_chips: pygame.Rect | None       # ... and the partner's signals beside its hand
    centre: pygame.Rect                    # the auction and call panels (before any card is played)
    sound_button: pygame.Rect | None = None   # the speaker left of Menu: shows and toggles mute
    tracker_button: pygame.Rect | None = None  # left of the speaker: shows and hides the tracker (T)

    def named(self) -> dict[str, pygame.Rect]:
        """Every rectangle with a name (``hands[2]``...), for checks and for the tracker."""
        out: dict[str, pygame.Rect] = {}
        for f in fields(self):
            value = getattr(self, f.name)
            if isinstance(value, list):
                for i, r in enumerate(value):
                    out[f"{f.name}[{i}]"] = r
            elif value is not None:
                out[f.name] = value
        return out


def card_rect(L: TableLayout, x: float, y: float, h: float, sideways: bool = False) -> pygame.Rect:
    w = L.card_w(h)
    if sideways:
        w, h = h, w
    return pygame.Rect(int(x - w / 2), int(y - h / 2), int(round(w)), int(round(h)))


def _union(rects: list[pygame.Rect]) -> pygame.Rect:
    return rects[0].unionall(rects[1:])


def most_cards(players: int) -> int:
    return 8 if players == 5 else 3


def plate_height(L: TableLayout) -> int:
    """A name line and two lines of smaller tags."""
    return L.plate_h


def compute(L: TableLayout, signals: bool = False, code_width: int | None = None) -> Regions:
    """The regions of a table laid out by ``L``; ``signals`` for 4 players with partners'
    signals; ``code_width`` is the measured width of the deal code's text."""
    n, m, f = L.players, L.margin, L.font
    most = most_cards(n)
    hands = []
    for seat in range(n):
        h = L.hand_h if seat == 0 else L.opp_h
        pos = L.hand_positions(seat, most)
        r = _union([card_rect(L, x, y, h) for x, y in pos])
        if seat == 0:
            r.top -= int(L.hand_h * LIFT)
            r.height += int(L.hand_h * LIFT)
        hands.append(r)

    # the bottom-left column (the player's name plate, then the hint and last-trick buttons)
    left_w = max(f * 4, min(int(f * 9), hands[0].left - 2 * m))
    bh = int(f * 1.9)
    last_button = pygame.Rect(m, L.h - m - bh, min(int(f * 8.5), left_w), bh)
    hint_button = last_button.move(0, -(bh + m // 2))
    plates = []
    ph = plate_height(L)
    for seat in range(n):
        if seat == 0:
            r = pygame.Rect(m, 0, left_w, ph)
            r.bottom = hint_button.top - m // 2
        else:
            r = pygame.Rect(0, 0, L.plate_w, ph)
            r.midbottom = (int(L.hand_positions(seat, 1)[0][0]), hands[seat].top - m // 3)
            r.left = max(m, min(r.left, L.w - m - r.w))
        plates.append(r)

    piles = []
    for seat in range(n):
        r = card_rect(L, *L.pile_pos(seat), L.pile_h)
        r.height += int(f * 0.9)
        piles.append(r)

    trick = _union([card_rect(L, *L.slot(s), L.table_h) for s in range(n)]).inflate(8, 8)
    stock = None
    if n != 5:
        stock = card_rect(L, *L.stock_pos, L.stock_h).union(
            card_rect(L, *L.trump_pos(), L.stock_h, sideways=True)).inflate(4, 4)
    ch = L.corner_h
    trump_corner = pygame.Rect(m * 2, m, int(L.card_w(ch) + m + f * 12), ch)

    menu_button = pygame.Rect(L.w - m - int(f * 5), m, int(f * 5), bh)
    sound_button = pygame.Rect(menu_button.left - m // 2 - bh, m, bh, bh)
    tracker_button = sound_button.move(-(m // 2 + bh), 0)
    cw = code_width or int(f * 7)
    code = pygame.Rect(0, 0, cw, int(f * 0.75))
    code.topright = (menu_button.right, menu_button.bottom + 4)

    line = int(f * 1.15)
    right_column = L.w - m - int(f * 9)
    prompt = pygame.Rect(last_button.right + m, 0, right_column - m - last_button.right - m, line * 2)
    prompt.bottom = hands[0].top - m // 2
    seats = [r for seat in range(1, n) for r in (hands[seat], plates[seat], piles[seat])]
    _narrow(prompt, seats, m)                 # low side seats narrow it

    side = [r for seat in range(1, n) for r in (hands[seat], plates[seat], piles[seat])
            if r.centerx > L.center[0] + L.w * 0.1] + [code, menu_button, sound_button, tracker_button]
    banners = _banner_band(L, trick, side)

    signal_buttons = signal_chips = None
    if signals and n == 4:
        bw = int(f * 11)           # "A non-trump Ace or Three" at the least text size
        signal_buttons = pygame.Rect(L.w - m - bw, 0, bw, int(f * 1.6 + 4) * 4 + int(f))
        signal_buttons.bottom = piles[0].top - m
        _narrow(prompt, [signal_buttons], m)
        left = max(hands[2].right, piles[2].right) + m
        signal_chips = pygame.Rect(left, m, min(code.left, tracker_button.left) - m - left, trick.top - 2 * m)

    centre = pygame.Rect(0, 0, int(L.w * 0.62), int(L.table_h + f * 4 + m * 4))
    centre.center = (int(L.center[0]), int(L.center[1]))
    top = max([r.bottom for r in seats if r.bottom < L.center[1] and r.left < centre.right
               and r.right > centre.left and r.centery < centre.top + L.table_h * 0.3], default=0)
    if centre.top < top + m:
        centre.height -= top + m - centre.top
        centre.top = top + m
    _narrow(centre, seats + [r for r in (stock, signal_buttons) if r], m)
    centre.height = min(centre.height, prompt.top - m // 2 - centre.top)
    return Regions(hands, plates, piles, trick, stock, trump_corner, menu_button, code,
                   last_button, hint_button, prompt, banners, signal_buttons, signal_chips, centre,
                   sound_button, tracker_button)



def _narrow(rect: pygame.Rect, obstacles: list[pygame.Rect], m: int) -> None:
    """Cut ``rect`` (in place) at its left or right until it clears every obstacle."""
    for r in obstacles:
        if r.colliderect(rect):
            if r.centerx > rect.centerx:
                rect.width = r.left - m - rect.left
            else:
                rect.width, rect.left = rect.right - r.right - m, r.right + m


def _banner_band(L: TableLayout, trick: pygame.Rect, side: list[pygame.Rect]) -> pygame.Rect:
    """Right of the trick, at the height where the most width is free of the seats on that
    side: three rows of banners, or two where three do not fit as wide."""
    m = L.margin
    row = int(L.font * 1.15 * 1.6)
    best = None
    for rows in (3, 2):
        for top in range(trick.top, trick.bottom - row * rows + 1, max(2, m // 2)):
            band = pygame.Rect(trick.right + m, top, 0, row * rows)
            right = min([r.left for r in side if r.colliderect(band.inflate(L.w * 2, 0))]
                        + [L.w - m]) - m
            band.width = right - band.left
            centred = -abs(band.centery - L.center[1])
            if best is None or (band.width, rows, centred) > best[0]:
                best = ((band.width, rows, centred), band)
        if best[0][0] >= L.font * 12:          # wide enough with three rows
            break
    return best[1]

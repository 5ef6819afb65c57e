"""Where the stock and the face-up briscola lie on the table (``TableLayout.stock_pos``,
``stock_h``, ``trump_h``, ``trump_tuck``, ``trump_below``): left of the trick, clear of the
left seats.

Beside the stock the stock and the whole face-up card share the room between the left seats
and the trick: at 640x480 with 4 players the cards came out 61 px, the face-up one showing
58x35 px, its rank hard to tell (review 12g C17). Under the stock, lying across the same room,
the face-up card may be as long as that room is wide (up to ``LONGEST`` times the trick's
cards), and the stock as tall as the trick's cards: with 4 and 6 players, where the card beside
came out small (``SMALL_TRUMP``, or the stock under the trick's size) and under the stock it
shows at least ``GAIN`` times longer, between the corner's strip and the turn prompt clear of
the left seats, the stock stands over it."""
from __future__ import annotations

TRUMP_TUCK = 0.05           # the share of the face-up briscola's length tucked under the stock
STOCK_LEAST = 0.8           # the stock's cards never smaller than this share of the trick's
SMALL_TRUMP = 90            # a face-up card showing less (pixels) beside the stock may lie under it
GAIN = 1.2                  # ... where it comes out this much longer there
LONGEST = 1.25              # ... at most this much longer than the trick's cards


def place(L) -> tuple[float, float]:
    """Left of the trick: halfway to the left seats' hands (2 and 3 players: no seat there).
    Sets ``stock_h``, the height of the stock's cards, and ``trump_h``, the face-up
    briscola's: the same beside the stock; with 4 and 6 players, where that shows it
    small, under the stock and longer (``under_stock``)."""
    w, n = L.w, L.players
    cx, cy = L.center
    th, tw = L.table_h, L.card_w(L.table_h)
    trick_left = min(L.slot(s)[0] for s in range(n)) - tw / 2
    if n in (2, 3):                       # no seat on the left: from the cloth's edge
        edge, y = w * 0.05, cy + (L.h * 0.08 if n == 3 else 0)
    else:
        # level with the trick, or a little lower where a left seat's plate above its
        # hand then leaves the stock more room (4 players: only the hand's reach)
        left = [s for s in range(1, n) if L.anchor(s)[0] < w * 0.4]
        plate_bottoms = [L.anchor(s)[1] - L.opp_h / 2 - L.margin / 3 for s in left]
        ys = [cy] + [b + max(6, L.margin // 2) + th / 2 + 2 for b in plate_bottoms
                     if cy < b + max(6, L.margin // 2) + th / 2 + 2 < cy + th * 0.4]
        edge, y = min((max([seat_right(L, s, y - th / 2, y + th / 2) for s in left],
                           default=L.margin), y) for y in ys)
    # the stock and the whole face-up card beside it, centred in the room they have;
    # a little smaller where that room is short (6 players in a small window), and only
    # where even that is not enough (a tall narrow window) more of it tucked under
    gap = max(6, L.margin // 2)
    room = trick_left - edge - 2 * gap
    whole = tw + th * (1 - TRUMP_TUCK)           # the stock and the face-up card, at k = 1
    k = max(STOCK_LEAST, min(1.0, room / whole))
    least = min(1.0, L.stock_least / th)
    short = least * whole - room
    if k < least and short > 0 and n in (4, 6):
        # larger text (the seats' words wider): to keep the stock its usual size, the
        # trick's cards right of the middle, up to two margins (4 players at 640x480,
        # where the left seat's "40 cards" takes the room: 12 px)
        L.trick_dx = min(short, 2 * L.margin)
        trick_left += L.trick_dx
        room += L.trick_dx
    if k < least and least * whole <= room + L.margin + 0.01:
        # ... and the stock, its face-up card whole, up to a margin nearer the seat
        # beside it (where even that does not fit, ``stock_h`` comes out under
        # ``stock_least`` and search.fitted looks on)
        k, L.trump_tuck = least, TRUMP_TUCK
        edge -= max(0.0, least * whole - room)
    else:
        L.trump_tuck = min(0.5, max(TRUMP_TUCK, 1 - (room / k - tw) / th))
    L.stock_h = L.trump_h = th * k
    L.trump_below = False
    shown = L.stock_h * (1 - L.trump_tuck)
    if n in (4, 6) and (k < 1 or shown < SMALL_TRUMP) and L.trump_under:
        below = under_stock(L, edge, trick_left, y, shown)
        if below is not None:
            x, y, L.stock_h, L.trump_h = below
            L.trump_below, L.trump_tuck = True, 0.0
            return (x, y)
    mid = (edge + trick_left) / 2
    x = mid - k * th * (1 - L.trump_tuck) / 2
    if n in (2, 3):                       # where it always was, when the card fits there
        x = min(w * 0.23, trick_left - gap - k * (tw / 2 + th * (1 - L.trump_tuck)))
    if n == 3 and L.roomy:
        return _down_left(L, gap)
    return (x, y)


def seat_right(L, seat: int, top: float, bottom: float) -> float:
    """How far right a left seat's hand, cards taken and plate reach between the
    heights ``top`` and ``bottom`` (what does not reach that band leaves the stock room)."""
    x, y = L.anchor(seat)
    gap = max(6, L.margin // 2)
    hand = L.opp_h / 2 + gap
    plate_bottom = y - L.opp_h / 2 - L.margin / 3 + gap
    reach = [L.margin]
    if y - hand < bottom and y + hand > top:
        reach.append(x + L.hand_reach())
    px, py = L.pile_pos(seat)
    left, count_top, count_w, count_h = L.count_box(seat)
    if py - L.pile_h / 2 - gap < bottom and count_top + count_h + gap > top:    # and its count
        reach.append(max(px + L.card_w(L.pile_h) / 2, left + count_w))
    if plate_bottom - L.plate_h - 2 * gap < bottom and plate_bottom > top:
        reach.append(L.plate_left(seat) + L.plate_width(seat))
    return max(reach) + L.margin      # a clear gap: the stock is not read as its hand's


def _down_left(L, gap: int) -> tuple[float, float]:
    """3 players with larger cards (the trick risen to the corners' strip): the whole
    stock at the left edge, halfway between Marco's hand and cards taken and the
    player's own place, clear of both (beside the trick it touched Marco's hand at
    640x480 and came down on the turn prompt at 1280x800)."""
    L.stock_h = L.trump_h = L.table_h
    L.trump_tuck = TRUMP_TUCK
    f, m, e = L.font, L.margin, L.edge
    y2 = L.anchor(2)[1]
    seat_bottom = y2 + max(L.opp_h / 2, L.pile_h / 2 + f * 0.9)
    bh = L.button_h()
    own_plate_top = L.h - e - bh * 2 - m // 2 - (m // 2) * 2 - L.plate_h
    return (e + gap + L.card_w(L.stock_h) / 2, (seat_bottom + own_plate_top) / 2)


def under_stock(L, edge: float, trick_left: float, y: float, shown: float):
    """``(x, y, stock_h, trump_h)``: the stock's centre and its cards' height, and the face-up
    card's, for the stock over the face-up card lying across the room from ``edge`` to
    ``trick_left`` round the height ``y``; None where beside the stock the card (``shown``
    px of it) reads as well, or they do not fit."""
    gap = max(6, L.margin // 2)
    th, a = L.table_h, L.aspect
    left = [s for s in range(1, L.players) if L.anchor(s)[0] < L.w * 0.4]
    lo = L.edge + L.corner_h + L.margin                       # under the corner's strip
    hi = L.h - L.margin - L.hand_h * 1.1 - L.font * 2.3       # above the turn prompt
    for _ in range(3):
        room = trick_left - edge - 2 * gap
        trump_h = min(th * LONGEST, room)
        stock_h = min(th, trump_h)
        tall = stock_h + gap + a * trump_h
        top = max(lo, min(y - tall / 2, hi - tall))
        if trump_h < shown * GAIN or top + tall > hi:
            return None
        reach = max([seat_right(L, s, top, top + tall) for s in left], default=L.margin)
        if reach <= edge + 0.5:
            return ((edge + trick_left) / 2, top + stock_h / 2, stock_h, trump_h)
        edge = reach
    return None

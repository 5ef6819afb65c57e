"""Where everything sits on the table, for any window size and 2 to 6 seats.

Seat 0 (the player) is at the bottom; play goes counterclockwise, so seat 1 is on
the player's right, and the other seats follow round the table. All positions
are card centres in pixels."""
from __future__ import annotations

import math
from dataclasses import dataclass

from . import stock_place
from .cloth import geometry

TABLE_SCALE = {2: 0.24, 3: 0.21, 4: 0.2, 5: 0.17, 6: 0.155}
# narrow windows: trick cards follow the width too, so the stock fits between the seats and the trick
# the trick's cards round its centre: across in card widths, up and down in card heights
# the trick's cards round its centre, seat by seat, in card widths across and card heights
# down: each card lies towards the seat that played it, and no card covers another (corner
# indices included); a window without that room lays them closer (``trick_spread``)
SLOTS = {
    2: ((0.53, 0.3), (-0.53, -0.3)),                           # a diagonal, the player's nearer
    3: ((0.0, 0.35), (1.06, -0.35), (-1.06, -0.35)),           # the two others above, right and left
    4: ((0.0, 0.515), (1.04, 0.0), (0.0, -0.515), (-1.04, 0.0)),     # a cross
    5: ((0.0, 0.53), (1.59, 0.5), (1.06, -0.53), (-1.06, -0.53), (-1.59, 0.5)),     # two rows
    6: ((0.0, 0.53), (1.06, 0.53), (1.06, -0.53), (0.0, -0.53), (-1.06, -0.53), (-1.06, 0.53)),
}
FLATTER = {2: (0.1, 0.2)}     # with larger cards: this much wider, and flatter
FULL_FLAT = 1.12     # ... in full from this hand scale up (640x480's larger cards: the usual trick fits)
SPREADS = (1.0, 0.95, 0.9, 0.85, 0.8, 0.75)     # how close the trick's cards may come where room is short
MIN_SHOWN = 0.81     # chiamata's eight cards each show 80% of their width at least (and a pixel to spare)
WIDTH_SHARE = {2: 0.7, 3: 0.7, 4: 0.6, 5: 0.65, 6: 0.65}
ICON_LEAST = 28             # the icon buttons are never smaller (pixels): a comfortable click target


def _sign(x: float) -> int:
    return 0 if abs(x) < 1e-9 else 1 if x > 0 else -1


@dataclass
class TableLayout:
    size: tuple[int, int]
    players: int
    aspect: float = 0.58          # card width / height of the deck in use
    text_scale: float = 1.0       # "Larger text and cards" (ui/enlarge.py): the text ...
    card_scale: float = 1.0       # ... the player's hand ...
    trick_scale: float = 1.0      # ... and the trick's cards and the stock
    # "right" or "left": the top middle seat's plate stands beside its hand (its cards taken
    # on the other side), not above it: with larger cards the height it gives back lets
    # the trick grow
    plate_beside: str = ""
    backs_scale: float = 1.0      # the others' hands and the piles (only backs) give room
    signal_buttons: bool = False  # 4 players with signals: the player's buttons right of the hand
    pile_label_w: int = 0         # the widest count under a pile ("40 cards"), as drawn, when measured
    text_least: int = 0           # the least text size drawn (ui/text.py): larger text is no smaller
    left_words: int = 0           # the widest words of the bottom-left column (buttons, own tags)
    trick_spread: float = 1.0     # the trick's cards this much closer where the window is short of room
    banner_w: int = 0             # a one-line "Giulia takes 11" in its bubble, when measured
    plate_words: tuple[int, ...] = ()     # per seat: the widest line its plate may need, when measured
    stock_least: float = 0        # larger text: the stock's cards no smaller than without it
    code_w: int = 0               # the deal code's text under the Menu button, when measured
    corner_words: int = 0         # the widest line beside the small briscola top left, when measured
    trump_under: bool = True      # the face-up briscola may lie under the stock (``stock_place``)

    def __post_init__(self):
        w, h = self.size
        n = self.players
        self.w, self.h = w, h
        s = min(h, w * 0.8)          # sizes follow the shorter side: a tall window is not a big one
        self.hand_h = int(s * (0.25 if n != 5 else 0.215) * self.card_scale)
        self.opp_h = int(s * (0.13 if n <= 4 else 0.115) * self.backs_scale)
        self.table_h = int(min(s * TABLE_SCALE[n], w * TABLE_SCALE[n] * WIDTH_SHARE[n]) * self.trick_scale)
        self.pile_h = int(s * 0.1 * self.backs_scale)
        self.margin = max(8, int(s * 0.015))
        self.edge = max(self.margin, geometry((w, h)).edge)    # what a player reads stays off the rim
        self.font = int(max(14, int(s * 0.028)) * self.text_scale)
        if self.text_scale > 1:
            self.font = max(self.font, self.text_least)
        self.plate_h = int(self.font * 2.7 + self.margin * 0.6)     # a name and two lines of tags
        self.plate_w = int(self.font * 8)     # the least (plate_width: a seat's own)
        self.corner_h = int(s * 0.09)     # the small briscola top left, the Menu button top right
        if n == 5:      # eight cards fanned: each shows enough to read its rank and suit
            left, right = self.hand_span()
            self.hand_h = min(self.hand_h, int((right - left) / (1 + 7 * MIN_SHOWN) / self.aspect))
        self.hand_y = h - self.margin - self.hand_h * 0.5
        roomy, odd = bool(self.plate_beside), n % 2 == 1
        self.roomy = roomy
        if odd:                     # 3 and 5 players: nobody sits at the top middle
            self.plate_beside = ""
        # the trick sits halfway between the top hands and the "your turn" line
        e = self.edge + self.margin * 0.4
        top = e + self.top_plate_h() + self.opp_h
        if roomy and odd:           # larger cards: the trick may rise to the corners' strip
            top = e + self.margin + self.corner_h
        elif roomy:                 # the plate, the cards taken and their count beside the hand
            top = max(top, self.edge + self.plate_h, e + self.opp_h * 0.5
                      + self.pile_h * 0.5 + self.font * 0.9)
        bottom = h - self.margin - self.hand_h * 1.1 - self.font * 2.3
        self.center = (w * 0.5, (top + bottom) / 2)
        self.trick_dx = 0.0       # the trick's cards right of the middle (stock_place)
        self.stock_pos = stock_place.place(self)

    # -- seats around the table ------------------------------------------------------
    def angle(self, seat: int) -> float:
        return math.radians(-90 + seat * 360 / self.players)

    def anchor(self, seat: int) -> tuple[float, float]:
        """Centre of an opponent's hand (seat 0: of the player's hand)."""
        if seat == 0:
            left, right = self.hand_span()
            return ((left + right) / 2, self.hand_y)
        a = self.angle(seat)
        cx, cy = self.center
        rx, ry = self.w * 0.4, self.h * 0.36
        x = cx + rx * math.cos(a)
        y = cy - ry * math.sin(a)
        top = self.edge + self.margin * 0.4 + self.top_plate_h() + self.opp_h * 0.5
        room = self.pile_offset() + max(self.card_w(self.pile_h), self.count_room()) / 2 + self.edge
        x = max(room, min(x, self.w - room))
        if abs(x - self.w * 0.5) > self.w * 0.2:      # clear of the corners' briscola and Menu
            top += self.corner_h + self.margin + self.plate_h - self.top_plate_h()
            # the plate where it is drawn (plate_left: a wide one stands out over the cards
            # taken; measured from its centre, a right seat's plate 1 px under the code went
            # unseen with K1's narrower words, 5 players at 1024x640, and no layout was clear)
            reach = self._plate_left_at(x, seat) + self.plate_width(seat)
            plate_top = top - self.opp_h / 2 - self.margin // 3 - self.plate_h
            if reach > self.w - self.edge - self.code_width():     # and of the deal code
                top += max(0, self.code_bottom() - plate_top)
        y = max(top, min(y, self.h - self.hand_h - self.margin - self.opp_h * 0.3))
        return (x, y)

    def button_h(self) -> int:
        """The height of a button of the table (Hint, Last trick, Menu)."""
        return int(self.font * 1.9)

    def icon_h(self) -> int:
        """The height of the Menu button and the icons beside it."""
        return max(ICON_LEAST, self.button_h())

    def code_width(self) -> int:
        """The width of the deal code under the Menu button (as measured, when it was)."""
        return self.code_w or int(self.font * 7)

    def code_bottom(self) -> int:
        """How far down the deal code under the Menu button reaches: with larger text
        further than the corners' strip (1024x640: a right seat's plate lay on the code's
        last pixel, and no layout was clear)."""
        return self.edge + self.icon_h() + 4 + int(self.font * 0.75)

    def plate_width(self, seat: int) -> int:
        """``seat``'s plate: as wide as its longest name or tag line needs beside the
        portrait ("Medio · mazziere / compagno" dropped the portrait from a plate 8 fonts
        wide), at least ``plate_w``."""
        if seat >= len(self.plate_words):
            return self.plate_w
        words = self.plate_words[seat] + 2 * self.margin + self.plate_pad()
        return max(words + self.portrait_least(), min(self.plate_w, words + self.portrait_d()))

    def plate_left(self, seat: int) -> int:
        """Where the plate above a seat's hand begins: centred over the hand, but on a side
        seat a plate wider than the hand reaches no further in than the hand (it stands out
        over the cards taken, outside): a wide plate centred over a left hand narrowed the
        stock's room (6 players at 640x480 with larger text: the stock 51 px, 59 without).
        Always inside the window."""
        return self._plate_left_at(self.hand_positions(seat, 1)[0][0], seat)

    def _plate_left_at(self, x: float, seat: int) -> int:
        """``plate_left`` for the seat's hand centred at ``x``."""
        w, reach = self.plate_width(seat), self.hand_reach()
        left = x - w / 2
        if x < self.w * 0.4:
            left = min(left, x + reach - w)
        elif x > self.w * 0.6:
            left = max(left, x - reach)
        return int(max(self.edge, min(left, self.w - self.edge - w)))

    def portrait_d(self) -> int:
        """The diameter of a portrait in a name plate."""
        return min(self.plate_h - self.margin // 2, int(self.font * 2.3))

    def portrait_least(self) -> int:
        """A plate too narrow for a portrait this large beside its words shows none."""
        return max(20, int(self.font * 1.6))

    def plate_pad(self) -> int:
        """The room between a plate's portrait and its edge."""
        return max(3, self.margin // 2)

    def own_plate_h(self) -> int:
        """The player's plate: in chiamata the column beside the eight cards is too narrow
        for the star beside "mazziere / socio segreto", so the star stands beside the name
        with the tags under both (NamePlates._stacked): that much taller."""
        if self.players != 5:
            return self.plate_h
        line = int(max(self.font * 0.8, self.text_least) * 0.8) + 1       # a tag's line as drawn
        return max(self.plate_h, self.portrait_least() + 2 * line + self.margin // 2 + 2)

    def top_plate_h(self) -> float:
        """The height a plate takes above the top middle seat's hand (none when beside it)."""
        return 0 if self.plate_beside else self.plate_h

    def middle_seat(self, seat: int) -> bool:
        """Whether ``seat`` sits at the top middle, opposite the player (2, 4 and 6 players)."""
        return self.players % 2 == 0 and seat == self.players // 2

    def hand_reach(self) -> float:
        """Half the width of an opponent's hand at its fullest."""
        most = 8 if self.players == 5 else 3
        step = 0.32 if most > 3 else 0.45
        return self.card_w(self.opp_h) * (step * (most - 1) + 1) * 0.5

    def card_w(self, height: float) -> float:
        return height * self.aspect

    def hand_positions(self, seat: int, count: int) -> list[tuple[float, float]]:
        if count <= 0:
            return []
        x0, y = self.anchor(seat)
        if seat == 0:
            cw = self.card_w(self.hand_h)
            left, right = self.hand_span()
            avail = right - left
            step = min(cw * 1.08, (avail - cw) / max(1, count - 1)) if count > 1 else 0
        else:
            cw = self.card_w(self.opp_h)
            step = cw * (0.32 if count > 3 else 0.45)
        first = x0 - step * (count - 1) / 2
        return [(first + i * step, y) for i in range(count)]

    def hand_span(self) -> tuple[float, float]:
        """Where the player's hand may reach, left and right: in chiamata from the buttons'
        column (as wide as its words need) to the cards taken; else the middle 62% of the
        window, or what the signal buttons leave."""
        w, m = self.w, self.margin
        if self.players == 5 and self.left_words:
            pile = max(self.card_w(self.pile_h), self.pile_label_w, self.font * 3.5)   # and its count
            return (self.edge + 3 * m + self.left_words, self.pile_pos(0)[0] - pile / 2 - m)
        avail = w * 0.62
        if self.signal_buttons:       # up to the buttons' column on the right (at 640x480 the
            # three cards overlapped, centred, with free cloth beside them)
            right = min(w / 2 + avail / 2, w - (self.edge + m + self.font * 11))
            left = max(w / 2 - avail / 2, self.edge + 3 * m + self.left_words)
            return (min(left, w - right), right)
        return (w / 2 - avail / 2, w / 2 + avail / 2)

    def label_pos(self, seat: int) -> tuple[float, float]:
        """Midbottom of the seat's name label: just above its hand."""
        if seat == 0:
            return (self.w * 0.09, self.hand_y - self.hand_h * 0.2)
        x, y = self.anchor(seat)
        return (x, y - self.opp_h * 0.5 - self.margin * 0.3)

    def pile_pos(self, seat: int) -> tuple[float, float]:
        """The centre of ``seat``'s cards taken: the player's bottom right; another seat's
        beside its hand, level with it, or with its bottom where the count (``count_box``)
        reaches under the hand: under its cards, not on them (by the window's edge it hid
        the "1" of Giulia's "12 cards", review 12g N3)."""
        if seat == 0:
            return (self.w - self.edge - self.card_w(self.pile_h) * 0.5 - self.w * 0.03,
                    self.h - self.edge - self.pile_h * 0.5 - self.font * 1.3)
        x, y = self.anchor(seat)
        side = -1 if x < self.w * 0.45 else 1
        if self.plate_beside and self.middle_seat(seat):
            side = -1 if self.plate_beside == "right" else 1
        half = max(self.card_w(self.pile_h), self.count_room()) / 2      # the card or the count under it
        gap = self.pile_offset()
        px = x + side * gap
        if px - half < self.edge - 0.5 or px + half > self.w - self.edge + 0.5:
            px = x - side * gap        # no room outside: the inner side
        left, w = self._count_span(px)
        reach = self.hand_reach() + 2
        if left < x + reach and left + w > x - reach:
            y += (self.opp_h - self.pile_h) / 2
        return (px, y)

    def count_room(self) -> int:
        """The count's width the others' seats keep beside their hands: the widest's with
        larger text; none with the usual text (a count wider than the room goes under the
        hand, ``pile_pos``: the usual layouts keep their cards' sizes)."""
        return self.pile_label_w if self.text_scale > 1 else 0

    def pile_offset(self) -> float:
        """How far an opponent's cards taken lie from the centre of its hand: the card
        0.4 of its width clear of the hand; with larger text the count under it a margin
        clear (it kept that 0.4 too, and pushed the left seats towards the stock)."""
        card = self.card_w(self.pile_h)
        return self.hand_reach() + max(card * 0.9, self.count_room() / 2 + self.margin)

    def _count_span(self, px: float, width: float = 0) -> tuple[int, int]:
        """Left and width of a count (else the widest) centred under ``px``, in the window."""
        w = int(width or max(self.pile_label_w, self.card_w(self.pile_h)))
        return int(min(max(px - w / 2, self.edge), self.w - self.edge - w)), w

    def count_box(self, seat: int, width: float = 0) -> tuple[int, int, int, int]:
        """Left, top, width and height of the count under ``seat``'s cards taken ("12
        cards", ``width`` wide, else as wide as the widest)."""
        px, py = self.pile_pos(seat)
        left, w = self._count_span(px, width)
        return (left, int(py + self.pile_h * 0.5 + 2), w, int(self.font * 0.9) - 2)     # (letters ~0.8 font)

    def slot(self, seat: int) -> tuple[float, float]:
        """Where ``seat``'s card lies on the table during a trick: towards its seat."""
        cx, cy = self.center
        n = self.players
        ox, oy = SLOTS[n][seat]
        # with larger cards the 2 players' trick lies wider and flatter
        flat = min(1.0, (self.card_scale - 1) / (FULL_FLAT - 1))
        wider, flatter = FLATTER.get(n, (0.0, 0.0))
        ox += wider * flat * _sign(ox)
        oy -= flatter * flat * _sign(oy)
        k = self.trick_spread
        return (cx + self.trick_dx + ox * k * self.card_w(self.table_h), cy + oy * k * self.table_h)

    def deck_pos(self, dealer: int) -> tuple[float, float]:
        """Where the deck waits while ``dealer`` deals: between the dealer and the centre."""
        ax, ay = self.anchor(dealer) if dealer else (self.w * 0.5, self.hand_y)
        cx, cy = self.center
        return (ax + (cx - ax) * 0.45, ay + (cy - ay) * 0.45)

    def trump_pos(self) -> tuple[float, float]:
        """The face-up briscola lies sideways beside the stock with only its end (its blank
        margin) tucked under it, so its whole pip pattern and figure show on every deck:
        a half card hid half the pips of a 4 or 6 di bastoni on decks without indices."""
        sx, sy = self.stock_pos
        if self.trump_below:        # across under the stock (``stock_place``)
            return (sx, sy + self.stock_h / 2 + max(6, self.margin // 2) + self.card_w(self.trump_h) / 2)
        th, tw = self.stock_h, self.card_w(self.stock_h)
        return (sx + tw / 2 + th * (0.5 - self.trump_tuck), sy)

"""The part of the window each table panel owns, computed from the window size alone.

Cards fly between places, but every panel (a hand, the trick, the stock, a name plate,
the buttons, the banners...) has a fixed rectangle for a given window size and number of
players, and panels shown at the same time never overlap. Keeping all of them in one
dataclass lets the tests check that at any size, and lets the card tracker find a free
spot by looking at them instead of guessing."""
from __future__ import annotations

from dataclasses import dataclass, field, fields

import pygame

from .layout import TableLayout

LIFT = 0.1           # a selected card rises by this share of the hand's height


@dataclass
class Regions:
    """Rectangles in window pixels. Lists are per seat (seat 0 is the player)."""
    hands: list[pygame.Rect]
    plates: list[pygame.Rect]
    piles: list[pygame.Rect]               # the cards taken (their count under them: ``counts``)
    trick: pygame.Rect                     # round the cards of the trick in progress
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
    window: tuple[int, int] = (0, 0)
    # each card of the trick with a little room round it: what the others must clear (the
    # corners of ``trick`` between the cards are free: a top seat's plate may come near them)
    trick_cards: list[pygame.Rect] = field(default_factory=list)
    chips_fit: bool = True      # the partner's signals have room for a title and a chip's words
    # the plates as wide as they are while the centre shows (chiamata's auction and call:
    # nobody is caller or partner yet, a level and "dealer" at most)
    bidding_plates: list[pygame.Rect] = field(default_factory=list)
    bid_rows: int = 0           # chiamata: the centre's least height (a title and three rows of bids), half its width
    # chiamata's call panel may reach this far: between the plates, over the others' hands
    call: pygame.Rect | None = None
    # the count under each seat's cards taken ("12 cards"), as wide as the widest; under
    # another seat's cards it may reach under its hand's bottom (TableLayout.count_box)
    counts: list[pygame.Rect] = field(default_factory=list)

    def clashes(self, slack: float = 0.0) -> list[str]:
        """What is wrong: a region outside the window or empty, two regions on top of each
        other (the trick's own cards aside: their room round them may touch), or one shown
        during the auction over the centre; ``slack``: the share of the bids' room the
        centre may lack (their buttons a little narrower)."""
        named = self.named()
        centre = named.pop("centre")
        bidding = dict(named, **{f"plates[{i}]": r for i, r in enumerate(self.bidding_plates)})
        window = pygame.Rect(0, 0, self.window[0], self.window[1])
        out = [f"{k} outside" for k, r in named.items() if not window.contains(r) or r.w <= 0 or r.h <= 0]
        items = list(named.items())
        out += [f"{a} x {b}" for i, (a, ra) in enumerate(items) for b, rb in items[i + 1:]
                if ra.colliderect(rb) and not (a.startswith("trick") and b.startswith("trick"))]
        # (the signals are 4 players' only, the auction chiamata's only: never shown together)
        out += [f"centre x {k}" for k, r in bidding.items()
                if not k.startswith(("trick", "banners", "signal")) and r.colliderect(centre)]
        if not window.contains(centre):
            out.append("centre outside")
        wide = self.window[0] > self.window[1]          # (a tall window lays the bids in more rows)
        need = self.bid_rows * (1 - slack)
        if self.bid_rows and (centre.h < need or wide and centre.w < need * 2):
            out.append("centre too small for the bids")
        if not self.chips_fit:
            out.append("signal_chips too small")
        return out

    def plate_apart(self) -> bool:
        """Whether the top middle seat's plate stands apart from its hand: beside it, pushed
        under the corner's briscola, below and left of the cards (review 12g C13: whose
        plate it was took a moment)."""
        n = len(self.hands)
        return n % 2 == 0 and self.plates[n // 2].top > self.hands[n // 2].centery

    def obstacles(self) -> list[pygame.Rect]:
        """What a floating panel (the card tracker) must keep clear of: every region shown
        during play, the trick as a whole."""
        return [r for name, r in self.named().items() if name != "centre"] + [self.trick]

    def named(self) -> dict[str, pygame.Rect]:
        """Every rectangle with a name (``hands[2]``...), for checks and for the tracker; the
        trick as its cards (``trick_cards[0]``...)."""
        out: dict[str, pygame.Rect] = {}
        for f in fields(self):
            if f.name in ("trick", "bidding_plates", "call"):
                continue
            value = getattr(self, f.name)
            if isinstance(value, list):
                for i, r in enumerate(value):
                    out[f"{f.name}[{i}]"] = r
            elif isinstance(value, pygame.Rect):
                out[f.name] = value
        return out


def trick_apart(L: TableLayout) -> bool:
    """Whether no card of a full trick covers another (every corner index shows)."""
    cards = [card_rect(L, *L.slot(seat), L.table_h) for seat in range(L.players)]
    return all(a.collidelist(cards[i + 1:]) < 0 for i, a in enumerate(cards))


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
    n, m, f, e = L.players, L.margin, L.font, L.edge       # e: from the window's edge, off the rim
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
    left_w = max(f * 4, min(int(f * 9), hands[0].left - m - e))
    bh = L.button_h()
    last_button = pygame.Rect(e, L.h - e - bh, min(int(f * 8.5), left_w), bh)
    hint_button = last_button.move(0, -(bh + m // 2))
    plates = []
    ph = plate_height(L)
    for seat in range(n):
        if seat == 0:
            r = pygame.Rect(e, 0, left_w, L.own_plate_h())
            r.bottom = hint_button.top - m // 2
        elif L.plate_beside and L.middle_seat(seat):      # beside its hand
            r = pygame.Rect(0, 0, L.plate_width(seat), ph)
            if L.plate_beside == "right":
                r.midleft = (hands[seat].right + m, hands[seat].centery)
            else:
                r.midright = (hands[seat].left - m, hands[seat].centery)
            r.top = max(r.top, e)
        else:
            r = pygame.Rect(L.plate_left(seat), 0, L.plate_width(seat), ph)
            r.bottom = hands[seat].top - m // 3
        plates.append(r)

    piles = [card_rect(L, *L.pile_pos(seat), L.pile_h) for seat in range(n)]
    counts = [pygame.Rect(L.count_box(seat)) for seat in range(n)]

    trick_cards = [card_rect(L, *L.slot(s), L.table_h).inflate(8, 8) for s in range(n)]
    trick = _union(trick_cards)
    stock = None
    if n != 5:
        stock = card_rect(L, *L.stock_pos, L.stock_h).union(
            card_rect(L, *L.trump_pos(), L.trump_h, sideways=True)).inflate(4, 4)
    ch = L.corner_h
    # its text is fitted to what the top plates leave, where its widest line fits (measured:
    # "A 3 vittorie · smazzata 1" at 1280x800 with larger text ran under Marco's plate)
    words = L.corner_words + 2 * m if L.corner_words else f * 8
    trump_corner = pygame.Rect(e, e, int(L.card_w(ch) + m + max(f * 12, words)), ch)
    for seat, r in enumerate(plates[1:], 1):
        if r.colliderect(trump_corner) and r.left > trump_corner.left + L.card_w(ch) + words:
            trump_corner.width = r.left - m - trump_corner.left
        elif r.colliderect(trump_corner) and L.plate_beside and L.middle_seat(seat):
            r.top = trump_corner.bottom + m // 2       # a wide plate beside the hand: under it

    icon = L.icon_h()            # the speaker and the tracker's grid: easy to hit
    menu_button = pygame.Rect(L.w - e - int(f * 5), e, int(f * 5), icon)    # in line with them
    sound_button = pygame.Rect(menu_button.left - m // 2 - icon, e, icon, icon)
    tracker_button = sound_button.move(-(m // 2 + icon), 0)
    code = pygame.Rect(0, 0, code_width or L.code_width(), int(f * 0.75))
    code.bottomright = (menu_button.right, L.code_bottom())

    line = int(f * 1.15)
    right_column = L.w - e - int(f * 9)
    prompt = pygame.Rect(last_button.right + m, 0, right_column - m - last_button.right - m, line * 2)
    prompt.bottom = hands[0].top - m // 2
    seats = [r for seat in range(1, n) for r in (hands[seat], plates[seat], piles[seat], counts[seat])]
    _narrow(prompt, seats, m)                 # low side seats narrow it
    if stock and n == 3 and L.roomy:          # the stock down the left edge (stock_place._down_left)
        _narrow(prompt, [stock], m)

    signal_buttons = signal_chips = None
    chips_fit = True
    if signals and n == 4:
        bw = int(f * 11)           # "A non-trump Ace or Three" at the least text size
        # three buttons at most: each of the three cards makes one signal true
        signal_buttons = pygame.Rect(L.w - e - bw, 0, bw, int(f * 1.6 + 4) * 3 + int(f))
        signal_buttons.bottom = piles[0].top - m
        _narrow(prompt, [signal_buttons], m)
        left = max(hands[2].right, piles[2].right, counts[2].right, plates[2].right if L.plate_beside else 0) + m // 2
        signal_chips = pygame.Rect(left, e, min(code.left, tracker_button.left) - m // 2 - left, 0)
        # down to the trick's cards below it (the cross's top card is left of it: at 1280x800
        # the column stopped at its height and showed one chip)
        signal_chips.height = min([r.top for r in trick_cards + [hands[1], plates[1], piles[1], counts[1]]
                                   if r.right > signal_chips.left and r.left < signal_chips.right]
                                  + [L.center[1]]) - m - e
        if signal_chips.colliderect(plates[2]):        # a wide plate: the chips go under it
            signal_chips.height -= plates[2].bottom + m // 2 - signal_chips.top
            signal_chips.top = plates[2].bottom + m // 2
        if signal_chips.w < f * 7:     # too narrow for a chip's words (640x480): under the trump corner
            west = pygame.Rect(trump_corner.x, trump_corner.bottom + m, 0, 0)
            west.width = min(hands[2].left, piles[2].left, counts[2].left, plates[2].left) - m - west.x
            below = trick_cards + [r for seat in (1, 3) for r in (hands[seat], plates[seat], piles[seat], counts[seat])]
            west.height = min([L.h] + [r.top for r in below if r.left < west.right and r.right > west.left
                                       and r.bottom > west.top]) - m - west.top
            if west.w > signal_chips.w and west.h >= f * 2.5:     # the title and the newest chip
                signal_chips = west
        if signal_chips.w < f * 5:     # still too narrow: under the deal code, down the right
            east = pygame.Rect(left, code.bottom + m // 2, L.w - e - left, 0)
            below = trick_cards + [hands[1], plates[1], piles[1], counts[1]]
            east.height = min([L.h] + [r.top for r in below if r.left < east.right and r.right > east.left
                                       and r.bottom > east.top]) - m - east.top
            if east.h >= f * 2.5:
                signal_chips = east
        chips_fit = signal_chips.w >= f * 5 and signal_chips.h >= f * 2.5     # a chip in two lines

    east = L.center[0] + L.w * 0.1
    side = [r for seat in range(1, n) for r in (hands[seat], plates[seat], piles[seat]) if r.centerx > east]
    # (with its cards; or reaching past the trick's right, where the band lies: a count one
    # pixel left of ``east`` with its cards lay under the banners, 4p 800x600 larger text)
    side += [counts[seat] for seat in range(1, n) if piles[seat].centerx > east or counts[seat].right > trick.right + m]
    side += [code, menu_button, sound_button, tracker_button]
    side += [r for r in (signal_buttons, signal_chips) if r]
    banners = _banner_band(L, trick, side, prompt.top - m // 2)

    bidding_plates = [r.inflate(min(0, L.plate_w - r.w), 0) if seat else r for seat, r in enumerate(plates)]
    bidding = [r for seat in range(1, n) for r in (hands[seat], bidding_plates[seat], piles[seat], counts[seat])]
    centre = pygame.Rect(0, 0, int(L.w * 0.62), int(L.table_h + f * 4 + m * 4))
    centre.center = (int(L.center[0]), int(L.center[1]))
    top = max([r.bottom for r in bidding if r.bottom < L.center[1] and r.left < centre.right
               and r.right > centre.left and r.centery < centre.top + L.table_h * 0.3], default=0)
    if centre.top < top + m:
        centre.height -= top + m - centre.top
        centre.top = top + m
    _narrow(centre, bidding + [r for r in (stock, signal_buttons) if r], m)
    centre.height = min(centre.height, prompt.top - m // 2 - centre.top)
    return Regions(hands, plates, piles, trick, stock, trump_corner, menu_button, code,
                   last_button, hint_button, prompt, banners, signal_buttons, signal_chips, centre,
                   sound_button, tracker_button, (L.w, L.h), trick_cards, chips_fit, bidding_plates,
                   int(f * 7) if n == 5 else 0, _call_room(L, centre, bidding_plates, hands[0]), counts)


def _call_room(L: TableLayout, centre: pygame.Rect, plates: list[pygame.Rect], hand: pygame.Rect) -> pygame.Rect:
    """Chiamata: where the call panel may reach. The cards offered (up to eight) are read
    there and nothing else is, so beyond the centre it covers the others' hands and cards
    taken (backs), from under the top seats' plates down to the player's hand, between the
    side seats' plates (in the centre alone seven cards were 12x23 px at 640x480 with
    larger text). Their bid bubbles keep clear of it (NamePlates.bubble_place)."""
    m, e = L.margin, L.edge
    top = max([r.bottom for r in plates[1:] if r.bottom <= centre.top] + [e]) + m
    room = pygame.Rect(e, top, L.w - 2 * e, hand.top - m - top)
    sides = [r for r in plates[1:] if r.colliderect(room)]
    left = max([r.right for r in sides if r.centerx < L.w / 2] + [e - m]) + m
    right = min([r.left for r in sides if r.centerx >= L.w / 2] + [L.w - e + m]) - m
    return pygame.Rect(left, room.top, right - left, room.h).union(centre)



def _narrow(rect: pygame.Rect, obstacles: list[pygame.Rect], m: int) -> None:
    """Cut ``rect`` (in place) at its left or right until it clears every obstacle."""
    for r in obstacles:
        if r.colliderect(rect):
            if r.centerx > rect.centerx:
                rect.width = r.left - m - rect.left
            else:
                rect.width, rect.left = rect.right - r.right - m, r.right + m


BANNER_LINE = 8      # a one-line "Giulia prende 11" at the banners' smaller size, in font sizes


def _banner_band(L: TableLayout, trick: pygame.Rect, side: list[pygame.Rect], floor: int) -> pygame.Rect:
    """Right of the trick, from its top down to ``floor`` (the turn prompt): three rows of
    banners where they fit as wide as a one-line "Giulia takes 11", else two, else the
    widest band (a narrow band wraps the news into tall bubbles)."""
    m = L.margin
    row = int(L.font * 1.15 * 1.6)
    need = L.banner_w or L.font * BANNER_LINE
    best = None
    for rows in (3, 2):
        for top in range(trick.top, max(trick.top, floor - row * rows) + 1, max(2, m // 2)):
            band = pygame.Rect(trick.right + m, top, 0, row * rows)
            right = min([r.left for r in side if r.colliderect(band.inflate(L.w * 2, 0))]
                        + [L.w - L.edge + m]) - m
            band.width = right - band.left
            centred = -abs(band.centery - L.center[1])
            key = (band.width >= need, rows, centred if band.width >= need else band.width, band.width)
            if best is None or key > best[0]:
                best = (key, band)
    return best[1]

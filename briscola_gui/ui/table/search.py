"""The search for the table's layout in a window: the largest cards and trick (with
"Larger text and cards", ui/enlarge.py) for which every region of ``regions.compute``
stays clear of the others, with room for the card tracker and the banners where it can
be had; and ``free_spot``, a free place for a floating panel among the regions."""
from __future__ import annotations

import logging
import math
from dataclasses import replace

import pygame

from .layout import SPREADS, TableLayout
from .regions import BANNER_LINE, Regions, compute, trick_apart

log = logging.getLogger(__name__)
FIT_STEP = 0.04     # how much larger cards shrink at a time until the regions clear
BIDS_SLACK = 0.05   # the share of their room the bids may lack before the trick's cards come closer
KEEP = 0.95         # a top plate with its hand, not apart from it, where hand and trick keep this share


def fitted(size: tuple[int, int], players: int, aspect: float, text_scale: float = 1.0,
           card_scale: float = 1.0, signals: bool = False,
           code_width: int | None = None, text_least: int = 0,
           pile_width: int = 0, left_words: int = 0,
           room_for: list[tuple[int, int]] | None = None, banner_width: int = 0,
           plate_words: tuple[int, ...] = (), stock_least: float = 0,
           corner_words: int = 0) -> tuple[TableLayout, Regions]:
    """The layout and regions of a table whose text is ``text_scale`` times larger and whose
    player's cards and trick ``card_scale`` times ("Larger text and cards", ui/enlarge.py);
    with larger text the layout's font is at least ``text_least``, the least size drawn.
    The others' hands give the room first (smaller backs, the top plate beside its hand);
    then the trick, and last the hand, grow only as far as every region stays clear of
    the others (the hand matters most; the trick goes under its usual size, by up to 20%,
    only where nothing else fits). The trick's cards lie clear of each other first: they
    come closer (``TableLayout.trick_spread``) only where no trick size fits otherwise.
    ``room_for``: the sizes of a floating panel (the card tracker whole, then compact, at
    their smallest) one of which should find a free spot, the first before the next; where
    no layout leaves room for any, the best layout without it.
    ``banner_width``: a one-line "Giulia takes 11" in its bubble, as drawn; ``plate_words``:
    per seat, the widest line of its name plate (NamePlates.widest_words); ``stock_least``:
    the height of the stock's cards without the setting (larger text made the face-up
    briscola smaller: the seats beside it take more room), kept where any layout allows;
    ``corner_words``: the widest line beside the small briscola top left, as drawn.
    Nothing is scaled past the room the window has."""
    least = stock_least

    def layout(hand: float, trick: float, beside: bool, spread: float = 1.0,
               words: tuple[int, ...] = (), backs: float = 1.0, under: bool = True) -> tuple[TableLayout, Regions]:
        L = TableLayout(size, players, aspect=aspect, text_scale=text_scale, card_scale=hand, trump_under=under,
                        trick_scale=trick, plate_beside=beside, backs_scale=backs, trick_spread=spread,
                        text_least=text_least, pile_label_w=pile_width, left_words=left_words, banner_w=banner_width,
                        plate_words=words, stock_least=least, code_w=code_width or 0,
                        corner_words=corner_words,
                        signal_buttons=signals and players == 4 and text_scale > 1)
        return L, compute(L, signals=signals, code_width=code_width)

    tried: dict[tuple, tuple[TableLayout, Regions]] = {}
    slack, apart, together = [0.0], [False], [False]

    def clear(*key) -> tuple[TableLayout, Regions] | None:
        """``layout(*key)`` where its regions are clear, the stock no smaller than ``least``
        (and with ``apart`` the trick's cards clear of each other), else None; each laid out
        once (the search comes back to a layout for each room it looks for)."""
        def bad(L, regions) -> bool:
            return bool(regions.clashes(slack[0]) or L.stock_h < least - 0.5 or apart[0] and not trick_apart(L)
                        or together[0] and regions.plate_apart())
        if (key, least) not in tried:
            tried[key, least] = layout(*key)
        L, regions = tried[key, least]
        if L.trump_below and bad(L, regions):     # the face-up card under the stock clashes: beside it
            tried[key, least] = L, regions = layout(*key, under=False)
        return None if bad(L, regions) else (L, regions)

    cards = _steps(card_scale)
    larger = card_scale > 1
    under = [1.0 - FIT_STEP * i for i in range(1, 6)]
    # the plate beside the top hand where it finds room (the partner's signals stand right
    # of it with 4 players, the corner buttons and the briscola may leave no room at all)
    sides = ["left", ""] if signals and players == 4 else ["right", "left", ""]

    def search(passes: list, words: tuple[int, ...], backs: float = 1.0, roomy: bool = False):
        """The first clear layout, its regions and the tracker's room kept (None: none);
        ``roomy``: only one with room for the tracker."""
        # the trick's cards clear of each other (every corner index shows) before anything
        # else; they come closer only where even a smaller trick does not fit
        for spreads, slack[0], apart[0] in passes:
            for tricks in (cards, under):     # the trick under its usual size only where nothing else fits
                rooms = [*room_for, None] if room_for and spreads == SPREADS[:1] else [None]
                rooms = [room for room in rooms if room or not roomy]
                # the tracker's room before a larger trick (even one under its usual size),
                # never before a larger hand; with larger cards also before a larger hand
                # (6 players at 640x480: the compact tracker fell on the buttons)
                steps = [(hand, room) for hand in cards for room in rooms]
                if larger:
                    steps.sort(key=lambda step: step[1] is None)
                for beside in (sides if card_scale > 1 else [""]):
                    for hand, room in steps:
                        # (with larger cards, no trick under its usual size for the tracker)
                        for trick in (tricks if room is None or larger and tricks is cards else cards + under):
                            for spread in spreads:
                                if least and (spread < 1 or trick < 1):
                                    continue      # (the stock's usual size before a trick's)
                                found = clear(hand, trick, beside, spread, words, backs)
                                if found is None:
                                    continue
                                L, regions = found
                                band = _roomier_band(L, regions, room)
                                if band is not None:
                                    return L, replace(regions, banners=band), room
        return None

    def first() -> tuple[TableLayout, Regions, object] | None:
        # plates as wide as their words beside a portrait; where no layout has that room (a
        # tall narrow window), plates of the usual width whose longest lines go without it
        nonlocal least
        smaller = [card_scale ** -3] if larger else []      # the others' backs, as a last resort
        # passes: (spreads, the bids' slack, the trick's cards apart): the trick's cards apart
        # before the bids' full room (5 players at 640x480 in English: a pixel short of it
        # brought them on each other's indices, review 12f D5), before anything else
        for passes in ([(SPREADS[:1], 0.0, False), (SPREADS[1:], 0.0, True)],
                          [(SPREADS[:1], BIDS_SLACK, True), (SPREADS[1:], BIDS_SLACK, True),
                           (SPREADS[1:], 0.0, False)]):
            for words in dict.fromkeys((tuple(plate_words), ())):
                least = stock_least
                found = search(passes, words)
                if not found and least:       # no room for the stock at its usual size: smaller
                    least = 0
                    found = search(passes, words)
                if found and smaller and room_for and not any(free_spot(found[0], found[1].obstacles(), room)
                                                              for room in room_for):
                    # no room for the card tracker with the others' hands at their usual size (6
                    # players at 640x480: it fell on the buttons): their backs smaller then
                    found = search(passes, words, smaller[0], roomy=True) or found
                for backs in smaller:
                    found = found or search(passes, words, backs)      # (chiamata's bids at 640x480)
                if found:
                    return found
        return None

    found = first()
    if found and found[1].plate_apart():
        # the top plate pushed under the corner, apart from its hand: above the hand instead
        # where that costs the hand and the trick little (2 players at 640x480: nothing)
        together[0] = True
        other = first()
        if other and other[0].hand_h >= found[0].hand_h * KEEP and other[0].table_h >= found[0].table_h * KEEP:
            found = other
    if found:
        return found[0], found[1]
    log.warning("no clear table layout at %s for %d players", size, players)
    return layout(1.0, 1.0, "", SPREADS[-1])


def free_spot(L: TableLayout, obstacles: list[pygame.Rect], size: tuple[int, int]) -> pygame.Rect | None:
    """The first place for a panel of ``size`` clear of ``obstacles`` by a margin, from the
    top right: tried against the window's edges and beside every obstacle (a grid of steps
    missed a place by the pixel)."""
    return next(_free_spots(L, obstacles, size), None)


def _places(L: TableLayout, obstacles: list[pygame.Rect], size: tuple[int, int]) -> tuple[list[int], list[int]]:
    """Where ``free_spot`` tries a panel's left and top: the window's edges and beside
    every obstacle, within the window, from the right and from the top."""
    w, h = size
    e, gap = L.edge, _gap(L)
    xs = {L.w - e - w} | {r.left - gap - w for r in obstacles} | {r.right + gap for r in obstacles}
    ys = {e} | {r.bottom + gap for r in obstacles} | {r.top - gap - h for r in obstacles}
    return (sorted((x for x in xs if e <= x <= L.w - e - w), reverse=True),
            sorted(y for y in ys if e <= y <= L.h - e - h))


def _gap(L: TableLayout) -> int:
    """A floating panel's clear gap: 2 px from the deal code read as one block."""
    return max(4, L.margin // 2)


def _free_spots(L: TableLayout, obstacles: list[pygame.Rect], size: tuple[int, int]):
    """Every place ``free_spot`` tries that is clear, in its order."""
    xs, ys = _places(L, obstacles, size)
    pad = 2 * _gap(L) - 2
    for y in ys:
        for x in xs:
            r = pygame.Rect(x, y, *size)
            if r.inflate(pad, pad).collidelist(obstacles) < 0:
                yield r


def room_left(L: TableLayout, obstacles: list[pygame.Rect], size: tuple[int, int]):
    """A test of whether a panel of ``size`` still finds a free spot once a band is added
    to ``obstacles``: as ``free_spot(L, obstacles + [band], size) is not None``, without
    trying every place again for each band (6 players at 800x600 spent 5 of its 6 s there,
    review 12f D10): the spots clear without the band are found once; a band leaves room
    where it clears one of them, or else where a place beside the band itself is clear."""
    pad = 2 * _gap(L) - 2
    spots = [r.inflate(pad, pad) for r in _free_spots(L, obstacles, size)]
    xs, ys = _places(L, obstacles, size)

    def test(band: pygame.Rect) -> bool:
        if any(not s.colliderect(band) for s in spots):
            return True
        bxs, bys = _places(L, [band], size)     # (the window's edges again: already tried)
        rects = [pygame.Rect(x, y, *size) for x in bxs for y in ys + bys] + \
                [pygame.Rect(x, y, *size) for y in bys for x in xs]
        both = obstacles + [band]
        return any(r.inflate(pad, pad).collidelist(both) < 0 for r in rects)
    return test


def _steps(scale: float) -> list[float]:
    """From ``scale`` down to 1 by ``FIT_STEP``."""
    n = max(0, round((scale - 1) / FIT_STEP))
    return [scale - i * FIT_STEP for i in range(n)] + [1.0]


def _roomier_band(L: TableLayout, reg: Regions, room: tuple[int, int] | None) -> pygame.Rect | None:
    """The banners' band: the one right of the trick where it is wide enough for a one-line
    "Giulia takes 11", else (chiamata's wide trick, 640x480) the free place of that width
    nearest the trick's cards, of three rows where that is as near, else two, else one. With ``room``, only a band that leaves
    that much room for the card tracker, or None; without, the narrow band where no
    other place is free."""
    row = int(L.font * 1.15 * 1.6)
    need = L.banner_w or int(L.font * BANNER_LINE)
    obstacles = [r for k, r in reg.named().items() if k not in ("banners", "centre")] + [reg.trick]
    if reg.banners.w >= need:
        return reg.banners if room is None or free_spot(L, obstacles + [reg.banners], room) else None
    m, step = L.margin, max(6, L.margin)
    trick = reg.trick
    cx, cy = trick.center

    def near(band: pygame.Rect) -> tuple:
        """The nearest to the trick's cards first (by two margins), then the most rows: a
        band of three rows across the table (4 players at 640x480: bottom left) read as
        another player's news."""
        dx = max(trick.left - band.right, band.left - trick.right, 0)
        dy = max(trick.top - band.bottom, band.top - trick.bottom, 0)
        return (int(math.hypot(dx, dy)) // (2 * m), -band.h, (band.centerx - cx) ** 2 + (band.centery - cy) ** 2)
    bands = []
    for rows in (3, 2, 1):
        free = [pygame.Rect(x, y, need, rows * row) for y in range(L.edge, L.h - L.edge - rows * row, step)
                for x in range(L.edge, L.w - L.edge - need, step)]
        bands += [band for band in free if band.collidelist(obstacles) < 0]
    bands.sort(key=near)
    if room is None:
        return bands[0] if bands else reg.banners
    leaves_room = room_left(L, obstacles, room)
    return next((band for band in bands if leaves_room(band)), None)

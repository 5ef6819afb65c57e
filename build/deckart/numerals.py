"""Printed corner numerals: the card's value as a small black numeral at the top left
and, turned, at the bottom right, as the printed Trevisane carry it (1 to 7, and 8, 9,
10 on the courts). Unlike the corner index plates (`indices.py`) there is no plate and
no suit sign: the numeral stands on the paper, in a corner the pips and figures keep
clear of (`keep_out`).

At a crowded table's 80 px card height the numeral is 8.6 px tall, its bowls and bars
1.4 px, its straight stems 1.7 px, sharp enough to read at 1:1."""
from __future__ import annotations

from . import glyphs
from .svg import coord, num

HEIGHT = 0.107   # numeral height / card height (105 units on the 98 mm card)
WEIGHT = 2.6     # stroke, in glyph units (16 = the glyph's height)
STEM = 3.2       # and the straight stems' (the 1's, the 4's, the 7's), heavier: thick
# stems and lighter bowls (review 14: all at 3.2 the numerals looked heavy;
# the 4's stem at 2.6 fell between two pixel columns at 80 px and greyed out)
STEMS = {ch: () for ch in "0235689"} | {"1": ("M6 0 L6 16",), "4": ("M7.2 16 L7.2 0",),
                                         "7": ("M9.6 0 L4 16",)}
# a bar under the 6 and the 9 (glyph units: 16 = the numeral's height), a pixel of paper
# between it and the numeral at 80 px: turned, the bottom-right 9 read as a 6 (review 19)
MARK, MARK_Y, MARK_W = "M0.8 20.4 L9.2 20.4", 20.4, 2.8
MARKED = ("6", "9")
INSET = (26.0, 24.0)  # the numeral's top-left corner from the card's, in card units
GAP = 14.0       # paper kept between the numeral's ink and any pip or figure


def keep_out(st, rank: int, mark: bool = True) -> tuple[float, float, float, float]:
    """(x0, y0, x1, y1) of the top-left room the numeral takes, gap included, down to the
    ink of the bar under a 6 or 9 (unless `mark` is False); the bottom-right one is this
    box turned about the card's centre."""
    gh = st.h * HEIGHT
    x, y = INSET
    deep = gh
    if mark and str(rank) in MARKED:  # as glyphs.box_transform sets the glyph units
        k = gh / 16
        deep = STEM * k / 2 + (MARK_Y + MARK_W / 2) * k * (16 - STEM) / 16
    return (x - GAP, y - GAP, x + glyphs.text_width(str(rank), gh) + GAP, y + deep + GAP)


def numerals(st, rank: int) -> list[str]:
    """The two corner numerals, each in a group marked `<g id="numeral">` for the tests:
    the outline's path and, over it, its stems' heavier one; under a 6 or 9 its bar."""
    ink = st.pal["ink"]
    bar = (f'<path d="{MARK}" fill="none" stroke="{ink}" stroke-width="{num(MARK_W)}"/>'
           if str(rank) in MARKED else "")
    one = (f'{glyphs.box_transform(*INSET, st.h * HEIGHT, STEM)}"><path d="{glyphs.outline(str(rank))}" '
           f'fill="none" stroke="{ink}" stroke-width="{num(WEIGHT)}"/><path d="{glyphs.outline(str(rank), STEMS)}" '
           f'fill="none" stroke="{ink}" stroke-width="{num(STEM)}"/>{bar}</g>')
    return [f'<g id="numeral" transform="{one}',
            f'<g id="numeral" transform="rotate(180 {num(st.w / 2)} {num(st.h / 2)}) {one}']


def open_frame(st, rank: int, x0: float, y0: float, x1: float, y1: float, r: float) -> str:
    """Path data of a court's frame broken at its top-left and bottom-right corners,
    where the numerals stand: two open strokes, each round one of the other corners,
    stopping a numeral's gap short of them (a frame stepped in round each numeral boxed
    it in, a heavy mark in the corner)."""
    _, _, nx, ny = keep_out(st, rank)
    mx, my = st.w - nx, st.h - ny
    return (f"M{coord(nx)} {coord(y0)} L{coord(x1 - r)} {coord(y0)} Q{coord(x1)} {coord(y0)} "
            f"{coord(x1)} {coord(y0 + r)} L{coord(x1)} {coord(my)} "
            f"M{coord(mx)} {coord(y1)} L{coord(x0 + r)} {coord(y1)} Q{coord(x0)} {coord(y1)} "
            f"{coord(x0)} {coord(y1 - r)} L{coord(x0)} {coord(ny)}")

"""Whole cards: frames, number cards, court cards, aces, backs and index overlays,
assembled from the shared pieces according to a style description."""
from __future__ import annotations

import math
from dataclasses import dataclass, field

from . import aces, emblems, figures, glyphs, layouts, suits
from .palettes import SUIT_COLOURS, SUIT_INK, SUIT_TINT
from .svg import circle, document, ellipse, group, path, poly, rect, smooth, star, turn

RANKS = range(1, 11)
SUIT_ORDER = "DCBS"  # denari, coppe, bastoni, spade (rows of the contact sheet)
INDEX_LABEL = {1: "1", 2: "2", 3: "3", 4: "4", 5: "5", 6: "6", 7: "7", 8: "F", 9: "C", 10: "R"}


@dataclass
class Style:
    id: str
    name: str
    width_mm: float
    height_mm: float
    pal: dict
    variants: dict            # suit -> sign variant
    number_layout: dict       # suit -> "round" | "crossed" | "upright" | "lens"
    courts: str               # "single" (full figures on a base) | "double" | "panel"
    corner_indices: bool
    back: tuple               # (field colour, pattern colour, accent)
    border: str = "#8c8577"
    court_colours: dict = field(default_factory=dict)  # (rank, suit) -> (robe, trim)
    hats: tuple = ("beret", "crown")  # the Fante's headgear, the Re's crown

    @property
    def w(self) -> float:
        return self.width_mm * 10

    @property
    def h(self) -> float:
        return self.height_mm * 10

    def sign(self, suit: str, length: float = 100.0, thickness: float | None = None) -> str:
        return suits.sign(suit, self.variants, self.pal, length, thickness)


# ------------------------------------------------------------------ frame
def card_base(st: Style) -> list[str]:
    r = st.w * 0.055
    return [rect(4, 4, st.w - 8, st.h - 8, st.pal["paper"], st.border, 5, rx=r)]


def index_plate(st: Style, rank: int, suit: str, big: bool) -> str:
    """Top-left corner index: rank label and a small suit sign, on a white plate."""
    label = INDEX_LABEL[rank]
    ink = SUIT_INK[suit]
    if big:  # leggibili: bold, but narrow enough to leave the pips and figure clear
        gh = st.h * 0.115
        weight = 3.4
        sign_size = gh * 0.74
    else:
        gh = st.h * 0.088
        weight = 2.8
        sign_size = gh * 0.8
    tw = glyphs.text_width(label, gh)
    pw = max(tw, sign_size) + gh * 0.3
    ph = gh + sign_size + gh * 0.45
    x0, y0 = st.w * 0.035, st.w * 0.035
    out = []
    out.append(rect(x0, y0, pw, ph, "#ffffff", None if big else "#3a3a3a", 3, rx=gh * 0.16))
    out.append(glyphs.text(label, x0 + (pw - tw) / 2, y0 + gh * 0.12, gh, ink, weight))
    plain = {"D": "plain", "C": "plain", "B": "plain", "S": "plain"}
    if suit in "DC":
        drawn = group([suits.sign(suit, plain, st.pal)], scale=sign_size / 100)
    else:  # a short, stout club or sword reads better this small
        drawn = group([suits.sign(suit, plain, st.pal, 70)], scale=sign_size * 1.15 / 70)
    out.append(group([drawn], tx=x0 + pw / 2, ty=y0 + gh * 1.24 + sign_size / 2))
    return "".join(out)


def corner_indices(st: Style, rank: int, suit: str, big: bool = False) -> list[str]:
    plate = index_plate(st, rank, suit, big)
    return [plate, turn([plate], st.w / 2, st.h / 2)]


# ------------------------------------------------------------------ number cards
def pip_area(st: Style) -> tuple[float, float, float, float]:
    if st.corner_indices:  # between the index plates (top left, bottom right)
        return st.w / 2, st.h / 2, st.w * 0.54, st.h * 0.8
    return st.w / 2, st.h / 2, st.w * 0.7, st.h * 0.8


def number_card(st: Style, rank: int, suit: str) -> list[str]:
    ax, ay, aw, ah = pip_area(st)
    how = st.number_layout[suit]
    pal = st.pal
    if how == "round":
        if st.corner_indices:  # columns wider apart, signs a little smaller: clear of the plates
            return layouts.round_pips(rank, lambda: st.sign(suit), ax, ay, aw * 1.08, ah, 0.8)
        return layouts.round_pips(rank, lambda: st.sign(suit), ax, ay, aw, ah)
    if how == "lattice":
        return layouts.lattice_pips(rank, lambda L, t: st.sign(suit, L, t), ax, ay, aw * 1.05, ah)
    if how == "lens":
        return layouts.lens_swords(rank, pal, ax, ay, aw * 1.05, ah)
    handles_in = st.id == "piacentine" and suit == "B"
    if how == "upright":
        return layouts.upright_pips(rank, lambda L, t: st.sign(suit, L, t), ax, ay, aw, ah,
                                    handles_in)
    centre = None
    if suit == "B" and rank == 3 and st.id == "napoletane":
        centre = lambda x, y: group([emblems.mask(pal)], tx=x, ty=y, scale=2.1)
    if suit == "S" and rank in (2, 3) and st.id == "napoletane":
        centre = lambda x, y: group([emblems.ribbon(pal, aw * 0.62)], tx=x, ty=y)
    out = layouts.crossed_pips(rank, lambda L: st.sign(suit, L), ax, ay, aw, ah, centre,
                               handles_in)
    if suit == "S" and rank == 4 and st.id == "napoletane":
        out.append(group([emblems.flowers(pal, aw * 0.62)], tx=ax, ty=ay))
    return out


# ------------------------------------------------------------------ aces
# ------------------------------------------------------------------ court cards
DEFAULT_COURT = {
    # (rank): (robe, trim) by suit colour family
    8: {"D": ("#3f7fc4", "#f2c230"), "C": ("#e7c340", "#d2322d"), "B": ("#d2322d", "#3f9a4a"),
        "S": ("#3f9a4a", "#2f6db5")},
    9: {"D": ("#d2322d", "#2f6db5"), "C": ("#3f7fc4", "#e7c340"), "B": ("#e7c340", "#d2322d"),
        "S": ("#d2322d", "#3f9a4a")},
    10: {"D": ("#3f9a4a", "#d2322d"), "C": ("#2f6db5", "#d2322d"), "B": ("#d2322d", "#2f6db5"),
         "S": ("#e7c340", "#2f6db5")},
}


def court_figure(st: Style, rank: int, suit: str, half: bool, cut: float) -> str:
    pal = st.pal
    robe, trim = st.court_colours.get((rank, suit), DEFAULT_COURT[rank][suit])
    if rank == 9:
        return figures.rider(pal, suit, st.variants, robe, trim, SUIT_COLOURS[suit], half, cut)
    if rank == 10 and suit == "D" and st.id == "piacentine":
        # the Piacentine Re di denari holds an axe, his coin beside him
        ax = group([emblems.axe(pal)], tx=84, ty=76, scale=0.95)
        coin = group([st.sign("D")], tx=-38, ty=150, scale=0.5)
        return figures.person(pal, rank, suit, st.variants, robe, trim, half, cut,
                              extra_object=coin, raised_object=ax, other_arm="chest", hats=st.hats)
    return figures.person(pal, rank, suit, st.variants, robe, trim, half, cut, hats=st.hats)


def court(st: Style, rank: int, suit: str) -> list[str]:
    pal, w, h = st.pal, st.w, st.h
    if st.courts == "single":
        # full figure standing on a ground coloured by the suit
        base_top = h * 0.86
        out = [path(smooth([(w * 0.08, base_top), (w * 0.5, base_top - h * 0.025), (w * 0.92, base_top),
                            (w * 0.92, h * 0.94), (w * 0.08, h * 0.94)], tension=0.4),
                    SUIT_COLOURS[suit], pal["ink"], 2.5)]
        for i in range(5):
            x = w * (0.16 + 0.17 * i)
            out.append(path(poly([(x - 12, base_top + 14), (x - 4, base_top - 2), (x, base_top + 10),
                                  (x + 6, base_top - 4), (x + 12, base_top + 14)], closed=False),
                            None, pal["green_dk"] if suit != "B" else pal["gold_lt"], 3))
        fig_h = base_top - h * 0.06 + h * 0.012
        sc = fig_h / 400 * (0.97 if rank != 9 else 1.06)
        if rank == 9:
            sc = min(sc, w * 0.9 / 290)
        y0 = base_top + h * 0.012 - 395 * sc
        out.append(group([court_figure(st, rank, suit, False, 400)], tx=w / 2 - (0 if rank != 9 else -4 * sc),
                         ty=y0, scale=sc))
        return out
    if st.courts == "panel":
        # high legibility: a full figure, large, on a panel edged in the suit's colour
        px, py, pw, ph = w * 0.06, h * 0.05, w * 0.88, h * 0.9
        out = [rect(px, py, pw, ph, SUIT_TINT[suit], SUIT_COLOURS[suit], 10, rx=w * 0.04)]
        sc = h * 0.68 / 400
        if rank == 9:
            sc = min(sc * 1.05, w * 0.62 / 290 * 1.1)
        y0 = h / 2 - 200 * sc + h * 0.02
        out.append(group([court_figure(st, rank, suit, False, 400)],
                         tx=w / 2 + (12 * sc if rank == 9 else -10 * sc), ty=y0, scale=sc))
        return out
    # double-headed: upper half drawn, turned for the lower half, a frame round both
    x0, y0, x1, y1 = w * 0.07, h * 0.045, w * 0.93, h * 0.955
    mid = h / 2
    cut = 236 if rank == 9 else 204
    sc = min((mid - y0 - 6) / (cut + 50), (x1 - x0 - 6) / (318 if rank == 9 else 226))
    ox = w / 2 + (26 * sc if rank == 9 else -8 * sc)
    half = group([court_figure(st, rank, suit, True, cut)], tx=ox, ty=mid - cut * sc, scale=sc)
    frame_col = SUIT_COLOURS[suit]
    panel = SUIT_TINT[suit] if st.id == "trevisane" else pal["paper"]
    out = [rect(x0, y0, x1 - x0, y1 - y0, panel, pal["ink"], 3.5, rx=w * 0.025),
           half, turn([half], w / 2, h / 2),
           rect(x0, mid - 5, x1 - x0, 10, frame_col, pal["ink"], 2.5),
           rect(x0 - 8, y0 - 8, x1 - x0 + 16, y1 - y0 + 16, None, frame_col, 6, rx=w * 0.035)]
    return out


# ------------------------------------------------------------------ backs
def back(st: Style) -> str:
    w, h = st.w, st.h
    field_c, pattern_c, accent = st.back
    ink = st.pal["ink"]
    m = w * 0.06
    body = [rect(4, 4, w - 8, h - 8, st.pal["paper"], st.border, 5, rx=w * 0.055),
            rect(m, m, w - 2 * m, h - 2 * m, field_c, ink, 3, rx=w * 0.03)]
    # lattice of lozenges with dots, all inside the field
    step = (w - 2 * m) / 8
    rows = int((h - 2 * m) / step)
    oy = (h - 2 * m - rows * step) / 2
    for r in range(rows):
        for c in range(8):
            x = m + step * (c + 0.5)
            y = m + oy + step * (r + 0.5)
            body.append(path(poly([(x, y - step * 0.44), (x + step * 0.44, y), (x, y + step * 0.44),
                                   (x - step * 0.44, y)]), None, pattern_c, 3))
            body.append(circle(x, y, step * 0.12, accent, None))
    # central medallion
    rr = w * 0.22
    body += [ellipse(w / 2, h / 2, rr * 1.06, rr * 1.35, st.pal["paper"], ink, 3),
             ellipse(w / 2, h / 2, rr * 0.86, rr * 1.14, field_c, pattern_c, 4),
             path(star(w / 2, h / 2, rr * 0.62, rr * 0.28, 8), accent, ink, 2),
             circle(w / 2, h / 2, rr * 0.18, st.pal["paper"], ink, 2)]
    return document(w, h, body)


# ------------------------------------------------------------------ whole faces
def face(st: Style, rank: int, suit: str) -> str:
    body = card_base(st)
    if rank == 1:
        body += aces.ace(st, suit)
    elif rank <= 7:
        body += number_card(st, rank, suit)
    else:
        body += court(st, rank, suit)
    if st.corner_indices:
        body += corner_indices(st, rank, suit, big=True)
    return document(st.w, st.h, body)


def index_overlay(st: Style, rank: int, suit: str) -> str:
    """Transparent sheet with just the corner indices, laid over a face on demand."""
    return document(st.w, st.h, corner_indices(st, rank, suit, big=False))

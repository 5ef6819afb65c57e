"""The heraldic eagles of the asso di denari: the Neapolitan uncrowned double-headed
black eagle and the Piacentine crowned single-headed "Polla", both carrying the coin
on the breast.

A printed eagle reads from across the table because it is one strong black mass: wings
raised and spread like two great fans, each a single silhouette with scalloped feather
tips, thick necks rising from the shoulders, heads with a hooked beak and a red tongue,
a tail fan and taloned legs below the coin. So every part here is a closed shape with
its feathers marked by light lines inside it, never a spray of separate feathers.

Drawn in its own frame: about 460 wide and 420 tall, the coin's centre at (0, 0)
(radius about 80 in these units); the caller places and scales the whole."""
from __future__ import annotations

from .svg import circle, glow, group, path, poly, sheen, smooth

BLACK = "#1d1a17"
PLUMAGE = "#3b342d"   # the lit side of the black plumage, for the gradients


def scalloped(lead: list, tips: list, back: list, centre: tuple, depth: float) -> list:
    """Points of a silhouette: the leading edge, then feather tips with a notch pulled
    towards `centre` between each two, then the way back to the body."""
    pts = list(lead)
    for i, t in enumerate(tips):
        pts.append(t)
        if i + 1 < len(tips):
            n = tips[i + 1]
            mx, my = (t[0] + n[0]) / 2, (t[1] + n[1]) / 2
            pts.append((mx + (centre[0] - mx) * depth, my + (centre[1] - my) * depth))
    return pts + list(back)


def notches(tips: list, centre: tuple, depth: float) -> list:
    out = []
    for t, n in zip(tips, tips[1:]):
        mx, my = (t[0] + n[0]) / 2, (t[1] + n[1]) / 2
        out.append((mx + (centre[0] - mx) * depth, my + (centre[1] - my) * depth))
    return out


def wing(s: int, line: str, ink: str, rounded: bool = False) -> list[str]:
    """One wing displayed (s = 1 the eagle's left, on the viewer's right): the leading
    edge climbs from the shoulder to a high wrist, nine long feathers fan from the wrist
    outwards and down to the flank, a band of scalloped coverts along the leading edge.
    `rounded` (the Neapolitan eagle): the feathers end in round lobes, not spikes, their
    quills marked only near the tips, and a row of scalloped coverts lies across the
    middle of the fan, so the wing reads as rows of feathers."""
    lead = [(s * 36, -4), (s * 56, -80), (s * 88, -158), (s * 124, -222), (s * 164, -270)]
    tips = [(s * 190, -262), (s * 218, -228), (s * 234, -184), (s * 240, -136), (s * 236, -88),
            (s * 222, -42), (s * 198, -2), (s * 166, 30), (s * 128, 52), (s * 90, 62)]
    back = [(s * 56, 52)]
    centre = (s * 112, -96)
    depth = 0.11 if rounded else 0.2
    outline = scalloped(lead, tips, back, centre, depth)
    p = [path(smooth(outline, tension=0.85 if rounded else 0.55),
              sheen(PLUMAGE, s * 40, s * 230, -230, 40, 1.25, 0.5), ink, 4)]
    # the quills: from the root of the fan to each notch, a light line (varied weight)
    root = (s * 92, -96)
    start = 0.5 if rounded else 0.0
    for k, (nx, ny) in enumerate(notches(tips, centre, depth)):
        a = (root[0] + (nx - root[0]) * start, root[1] + (ny - root[1]) * start)
        f = start + (1 - start) * 0.45
        mid = (root[0] + (nx - root[0]) * f, root[1] + (ny - root[1]) * f - 6)
        p.append(path(smooth([a, mid, (nx, ny)], closed=False), None, line, 3.2 - 0.15 * k))
    if rounded:  # a row of coverts across the fan: round scallops between the quills
        ring = [(root[0] + (t[0] - root[0]) * 0.5, root[1] + (t[1] - root[1]) * 0.5) for t in tips]
        for a, b in zip(ring, ring[1:]):
            mx, my = (a[0] + b[0]) / 2, (a[1] + b[1]) / 2
            bulge = (mx + (mx - root[0]) * 0.22, my + (my - root[1]) * 0.22)
            p.append(path(smooth([a, bulge, b], closed=False), None, line, 2.4))
    for (tx, ty) in tips[1:-1]:  # a short shaft line in each feather's tip
        p.append(path(poly([(root[0] + (tx - root[0]) * 0.72, root[1] + (ty - root[1]) * 0.72),
                            (root[0] + (tx - root[0]) * 0.93, root[1] + (ty - root[1]) * 0.93)],
                           False), None, line, 1.6))
    # coverts: a band along the leading edge, its lower edge in scallops
    cov_lead = [(s * 32, 6), (s * 54, -78), (s * 86, -156), (s * 118, -212), (s * 146, -244)]
    cov_tips = [(s * 152, -222), (s * 150, -200), (s * 132, -170), (s * 114, -138),
                (s * 98, -104), (s * 82, -68), (s * 68, -32), (s * 58, 0)]
    cov = scalloped(cov_lead, cov_tips, [(s * 40, 20)], (s * 50, -150), -0.12)
    p.append(path(smooth(cov, tension=0.55), sheen(PLUMAGE, s * 30, s * 160, -250, -20, 1.15, 0.6),
                  ink, 3))
    for (x, y) in cov_tips[1:]:  # a scale in each scallop
        p.append(path(smooth([(x + s * 14, y - 14), (x - s * 2, y - 6), (x - s * 6, y + 8)],
                             closed=False), None, line, 2.2))
    return p


def head(s: int, pal: dict, crowned: bool, halo: str) -> list[str]:
    """A head in profile looking towards s (-1 left, 1 right), centred on (0, 0), about
    110 long: round crown of the head, a fierce brow, a big gold beak hooked down, the
    red tongue curling out of the open mouth."""
    ink, gold = pal["ink"], pal["gold"]
    skull = smooth([(-s * 30, 22), (-s * 34, -4), (-s * 18, -28), (s * 8, -32), (s * 28, -22),
                    (s * 36, -4), (s * 30, 16), (s * 8, 26)], tension=0.7)
    p = [path(skull, halo, halo, 16),
         path(smooth([(s * 20, -18), (s * 42, -22), (s * 58, -12), (s * 66, 4), (s * 62, 20),
                      (s * 40, 24)], tension=0.55), halo, halo, 14),
         path(skull, sheen(PLUMAGE, -s * 30, s * 30, -30, 20, 1.3, 0.55), ink, 3)]
    # the tongue, then the beak: the upper mandible hooked down over the lower one
    tongue = smooth([(s * 36, 14), (s * 52, 24), (s * 64, 22), (s * 70, 30)], closed=False)
    p += [path(tongue, None, ink, 9), path(tongue, None, pal["red"], 5.5)]
    p.append(path(smooth([(s * 28, 8), (s * 46, 12), (s * 54, 16), (s * 30, 20)], tension=0.6),
                  gold, ink, 2.4))                                             # lower mandible
    p.append(path(smooth([(s * 20, -18), (s * 42, -22), (s * 58, -12), (s * 66, 4), (s * 62, 20),
                          (s * 56, 8), (s * 44, 4), (s * 24, 6)], tension=0.55),
                  sheen(gold, s * 20, s * 66, -20, 10, 1.4, 0.75), ink, 2.6))  # upper, hooked
    p.append(path(smooth([(s * 28, -14), (s * 44, -14), (s * 56, -6)], closed=False), None,
                  pal["gold_dk"], 1.6))
    p.append(circle(s * 10, -8, 7.5, pal["gold_lt"], ink, 1.8))               # eye
    p.append(circle(s * 12, -8, 3.6, ink, None))
    p.append(path(smooth([(-s * 4, -15), (s * 10, -20), (s * 26, -13)], closed=False), None, ink, 5))
    for k in range(3):  # hackles on the back of the head
        x, y = -s * (6 + 8 * k), 4 + 6 * k
        p.append(path(poly([(x + s * 8, y - 6), (x, y), (x + s * 8, y + 6)], False), None,
                      pal["gold_lt"], 1.8))
    if crowned:  # an open crown of three fleurons
        band = [(-s * 22, -28), (s * 20, -28), (s * 26, -46), (-s * 26, -46)]
        p.append(path(poly([(-s * 24, -44), (-s * 34, -86), (-s * 12, -60), (0, -96), (s * 12, -60),
                            (s * 34, -86), (s * 24, -44)]), sheen(gold, -30, 30, -90, -40), ink, 2.6))
        p.append(path(poly(band), gold, ink, 2.4))
        for x, y in ((-34, -88), (0, -98), (34, -88)):
            p.append(circle(s * x, y, 6, pal["gold_lt"], ink, 1.6))
        for x in (-12, 0, 12):
            p.append(circle(s * x, -37, 3.4, pal["red"], ink, 1))
    return p


def crested_head(s: int, pal: dict, halo: str) -> tuple[list[str], list[str]]:
    """The Neapolitan eagle's head in profile looking towards s, centred on (0, 0): a
    long flat skull, three pointed feathers swept back from the nape, a fierce brow over
    a gold eye, the beak open, its upper mandible ending in a sharp hook over the lower
    one, the red tongue curling out between them. Returns (the paper halo that parts it
    from the wings, drawn before the necks so it does not cut the head from its neck;
    the head)."""
    ink, gold = pal["ink"], pal["gold"]
    skull = smooth([(-s * 24, 16), (-s * 28, -4), (-s * 16, -20), (s * 4, -24), (s * 20, -18),
                    (s * 27, -6), (s * 24, 10), (s * 8, 18)], tension=0.7)
    crest = poly([(-s * 14, -19), (-s * 40, -30), (-s * 26, -11), (-s * 46, -12), (-s * 26, 1),
                  (-s * 40, 8), (-s * 20, 14)])
    upper = smooth([(s * 19, -15), (s * 36, -15), (s * 50, -9), (s * 59, 2), (s * 56, 13),
                    (s * 51, 4), (s * 38, 1), (s * 21, 2)], tension=0.55)
    lower = smooth([(s * 23, 6), (s * 38, 10), (s * 47, 16), (s * 36, 18), (s * 21, 13)], tension=0.6)
    tongue = smooth([(s * 28, 9), (s * 46, 14), (s * 60, 22), (s * 70, 16)], closed=False)
    plume = sheen(PLUMAGE, -s * 30, s * 30, -30, 20, 1.3, 0.55)
    ring = [path(d, halo, halo, w) for d, w in ((skull, 16), (crest, 12), (upper, 12), (lower, 12))]
    ring.append(path(tongue, None, halo, 14))
    p = [path(crest, plume, ink, 2.6), path(skull, plume, ink, 3),
         path(tongue, None, ink, 8), path(tongue, None, pal["red"], 4.6),
         path(lower, gold, ink, 2.2),
         path(upper, sheen(gold, s * 19, s * 59, -15, 8, 1.4, 0.75), ink, 2.4),
         path(smooth([(s * 24, -10), (s * 40, -9), (s * 52, -2)], closed=False), None,
              pal["gold_dk"], 1.5),
         path(poly([(s * 19, -15), (s * 21, 2)], False), None, pal["gold_dk"], 3),  # the cere
         circle(s * 7, -7, 6.2, pal["gold_lt"], ink, 1.8), circle(s * 8.5, -7, 3.1, ink, None),
         path(poly([(-s * 6, -16), (s * 8, -17), (s * 21, -11), (s * 8, -12)]), ink, ink, 2)]
    for k in range(3):  # feathers marked down the back of the head
        x, y = -s * (6 + 8 * k), 4 + 4 * k
        p.append(path(poly([(x + s * 7, y - 6), (x, y), (x + s * 7, y + 6)], False), None,
                      pal["gold_lt"], 1.6))
    return ring, p


def _neck(a: tuple, b: tuple, c: tuple, width: float, line: str, ink: str,
          halo: str) -> list[str]:
    """A thick feathered neck along a-b-c: a paper halo that parts it from the wings,
    an ink edge, the plumage, hackle marks."""
    d = smooth([a, b, c], closed=False, tension=0.8)
    p = [path(d, None, halo, width + 22), path(d, None, ink, width + 7),
         path(d, None, BLACK, width)]
    for t in (0.3, 0.5, 0.7):
        # a chevron across the neck at fraction t of the way from a to c
        x = a[0] + (c[0] - a[0]) * t
        y = a[1] + (c[1] - a[1]) * t
        dx, dy = c[0] - a[0], c[1] - a[1]
        n = (dx * dx + dy * dy) ** 0.5
        ux, uy = dx / n, dy / n
        hw = width * 0.36
        p.append(path(poly([(x - uy * hw - ux * 8, y + ux * hw - uy * 8), (x, y),
                            (x + uy * hw - ux * 8, y - ux * hw - uy * 8)], False), None, line, 2.4))
    return p


def eagle(pal: dict, heads: int = 2, crowned: bool = False) -> str:
    """The whole eagle, the coin's place at (0, 0) left empty for the caller's coin."""
    ink, gold = pal["ink"], pal["gold"]
    line, halo = pal["gold_lt"], pal["paper"]
    p = []
    # the tail fan: one scalloped silhouette under the body
    tips = [(-74, 176), (-44, 198), (-14, 210), (14, 210), (44, 198), (74, 176)]
    rounded = heads == 2   # the Neapolitan eagle's feathers end in round lobes
    tail = scalloped([(-30, 70)], tips, [(30, 70)], (0, 150), 0.12 if rounded else 0.22)
    p.append(path(smooth(tail, tension=0.85 if rounded else 0.55),
                  sheen(PLUMAGE, -70, 70, 80, 200, 1.2, 0.5), ink, 3.6))
    for (x, y) in tips:
        p.append(path(poly([(x * (0.6 if rounded else 0.3), 100 + (y - 100) * (0.4 if rounded else 0)),
                            (x * 0.92, y - 10)], False), None, line, 2.4))
    # legs spread wide, feathered thighs, gold shanks and claws
    for s in (-1, 1):
        d = smooth([(s * 34, 60), (s * 74, 110), (s * 104, 150)], closed=False)
        p.append(path(d, None, ink, 26))
        p.append(path(d, None, sheen(gold, s * 60, s * 110, 100, 160), 18))
        p.append(path(smooth([(s * 20, 36), (s * 64, 58), (s * 84, 104), (s * 52, 112),
                              (s * 30, 84)], tension=0.6),
                      sheen(PLUMAGE, s * 20, s * 84, 40, 110, 1.2, 0.5), ink, 3))
        for a in (-50, -10, 30, 70):
            p.append(group([path(smooth([(-6, -4), (8, 4), (20, 22), (10, 34), (12, 18), (0, 8)],
                                        tension=0.6), gold, ink, 2.2),
                            path(smooth([(10, 34), (16, 30), (14, 40)], closed=False), None, ink, 3)],
                           tx=s * 106, ty=152, rotate=-s * a, flip_x=s < 0))
    for s in (-1, 1):
        p += wing(s, line, ink, rounded)
    # the body, a broad shield-shaped breast behind the coin
    p.append(path(smooth([(0, -96), (44, -80), (70, -30), (66, 40), (40, 92), (0, 110), (-40, 92),
                          (-66, 40), (-70, -30), (-44, -80)], tension=0.7),
                  glow(PLUMAGE, 110, 0, -20, 1.35, 0.6), ink, 3.6))
    if heads == 2:  # one thick neck rising from the breast, splitting into two short
        # necks with small heraldic heads (not two birds back to back)
        necks = [(smooth([(0, -80), (0, -112), (0, -146)], closed=False, tension=0.8), 54)] + \
            [(smooth([(s * 4, -132), (s * 28, -166), (s * 58, -182)], closed=False, tension=0.8), 32)
             for s in (-1, 1)]
        heads = [crested_head(s, pal, halo) for s in (-1, 1)]
        for s, (ring, _) in zip((-1, 1), heads):
            p.append(group(ring, tx=s * 70, ty=-200, scale=1.12))
        for colour, extra in ((halo, 22), (ink, 7), (BLACK, 0)):
            p += [path(d, None, colour, wd + extra) for d, wd in necks]
        for y in (-96, -116):  # hackle chevrons down the one neck
            p.append(path(poly([(-18, y - 8), (0, y), (18, y - 8)], False), None, line, 2.4))
        for s, (_, drawn) in zip((-1, 1), heads):
            p.append(group(drawn, tx=s * 70, ty=-200, scale=1.12))
    else:
        p += _neck((0, -86), (-8, -134), (-24, -176), 58, line, ink, halo)
        p.append(group(head(-1, pal, crowned, halo), tx=-30, ty=-204, scale=1.35))
    return "".join(p)

"""A face's features in the printed Neapolitan idiom (people.face with `printed`): narrow
almond eyes half hidden under heavy lids, the iris a dark dot under the lid's line, long
thin brows, the nose one straight line down from the brow with a small hook at the
tip, a small mouth; no rosy cheeks, no round staring irises with glints (review 19:
"children's-book faces"; the printed faces are stiff and woodcut)."""
from __future__ import annotations

from . import hair as hair_
from .looks import Mien
from .svg import ellipse, path, poly, smooth
from .svg import shade_hex as shade

IRIS = "#3a2818"   # a dark iris, read as one dot with its pupil


def features(pal: dict, kind: str, hair: str, look: float, mien: Mien) -> list[str]:
    """Eyes, brows, nose and mouth drawn as a few firm strokes (face frame: eyes at
    y = -3, x = +-9.5; the mouth near y = 17)."""
    ink, dk = pal["ink"], pal["skin_dk"]
    young = kind in hair_.YOUTHS
    old = kind in ("old", "king", "crone")
    brow_ink = shade(hair, 0.5) if not old else shade(hair, 0.62)
    p = []
    for s in (-1, 1):
        ex = s * 9.5 + look
        h = 2.2 * mien.eye   # the almond's half-height over its middle line
        eye = [(ex - s * 6.6, -2.6), (ex, -2.8 - h), (ex + s * 6.8, -3.4), (ex, -2.4 + h * 0.45)]
        p.append(path(smooth(eye, tension=0.72), pal["white"], None))
        ix = ex + look * 0.3 + mien.glance * 0.8
        p.append(ellipse(ix, -3.2, 2.2, 1.9, IRIS, None))   # under the lid, no glint
        # the heavy upper lid, drawn past the outer corner, a crease above it, a fine lower lid
        p.append(path(smooth([(ex - s * 7, -2.2), (ex - s * 2, -3.4 - h), (ex + s * 3, -3.2 - h),
                              (ex + s * 7.6, -3.8)], closed=False), None, ink, 2.3))
        p.append(path(smooth([(ex - s * 5, -4.6 - h), (ex, -6.0 - h), (ex + s * 5.6, -5.0 - h)],
                             closed=False), None, dk, 1.0))
        p.append(path(smooth([(ex - s * 4.6, -1.2), (ex, -2.6 + h * 0.45 + 0.6), (ex + s * 5.4, -2.2)],
                             closed=False), None, dk, 0.9))
        if old:   # age: a fold under the eye
            p.append(path(smooth([(ex - s * 3, 2.6), (ex + s * 1, 3.4), (ex + s * 4.6, 2.4)],
                                 closed=False), None, dk, 0.9))
        # the brow: a long thin arch, a little heavier towards the nose
        knit = mien.knit * 0.6
        p.append(path(smooth([(s * 3.4 + look, -9.4 + knit), (s * 9.5 + look, -12.4 - mien.arch * 0.6),
                              (s * 16 + look, -10.2)], closed=False), None, brow_ink,
                      1.9 if young else 2.4))
    # the nose: one straight line from the brow's inner end down to the tip, a small hook
    # under it to the nostril
    n, t = look, max(mien.nose, -1.0) * 0.6
    p.append(path(poly([(3.4 + n, -8.4), (4.6 + n, 8.6 + t)], False), None, ink, 1.4))
    p.append(path(smooth([(4.6 + n, 8.6 + t), (3.2 + n, 11 + t), (0.2 + n, 10.6 + t)], closed=False),
                  None, ink, 1.3))
    p.append(path(smooth([(-2.2 + n, 9.6 + t), (-3.4 + n, 10.6 + t), (-1.8 + n, 11.4 + t)],
                         closed=False), None, dk, 1.0))
    if young:   # a small mouth: a short red upper lip over a fuller lower one
        red = shade(pal["red"], 0.88)
        c = 17.2 - mien.smile * 0.4
        p.append(path(smooth([(-4, c), (-1.4, 16), (0, 16.4), (1.4, 16), (4, c), (2, 19.2), (0, 19.6),
                              (-2, 19.2)], tension=0.6), red, None))
        p.append(path(smooth([(-4, c), (0, 17.6), (4, c)], closed=False), None, pal["red_dk"], 1.1))
    elif kind == "crone":
        p.append(path(poly([(-3.5, 19), (3.5, 19)], False), None, pal["red_dk"], 1.8))
    else:   # under the moustache: the creases from the nose's wings
        for s in (-1, 1):
            p.append(path(smooth([(s * 6, 9), (s * 8.5, 12.5)], closed=False), None, dk, 0.9))
    return p

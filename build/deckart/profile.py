"""The head in profile (the Piacentine Re di bastoni and the Cavallo di denari's rider
seen from behind), drawn in the face frame of people.py: centred on (0, 0), looking left."""
from __future__ import annotations

from .svg import circle, ellipse, group, path, poly, rect, shadow, sheen, smooth
from .svg import shade_hex as shade


def profile_face(pal: dict, hair: str, beard: str, iris: str) -> list[str]:
    """A bearded head in profile looking left (the Piacentine Re di Bastoni, the rider
    of the Cavallo di denari seen from behind), `iris` the eyes' colour."""
    ink, skin = pal["ink"], pal["skin"]
    # a full head as broad as the frontal faces (review 13h: a small head under a large
    # crown), the hair to the nape, the beard along the jaw to a rounded chin (not a horn)
    p = [path(smooth([(2, -34), (24, -28), (34, -8), (32, 16), (24, 34), (10, 36), (8, 18)]), hair, ink, 1.8),
         rect(-4, 20, 18, 18, skin, ink, 1.8),
         path(smooth([(10, -34), (-12, -32), (-24, -16), (-25, -5), (-34, 7), (-26, 11), (-26, 16),
                      (-20, 26), (-4, 32), (16, 28), (24, 6), (22, -22)], tension=0.55),
              sheen(skin, -32, 24, light=1.15, dark=0.9), ink, 2.2),
         path(smooth([(8, 2), (14, 18), (10, 34), (-2, 44), (-16, 44), (-26, 34), (-26, 20), (-18, 20),
                      (-8, 22), (0, 14)], tension=0.55), beard, ink, 1.6),
         path(smooth([(-24, 14), (-16, 11), (-10, 13), (-2, 16)], closed=False), None, ink, 1.3),
         ellipse(6, 2, 5, 8, skin, ink, 1.5),
         path(smooth([(6, -1), (7.5, 3), (5.5, 6)], closed=False), None, pal["skin_dk"], 1.1),  # the ear
         # the eye seen from the side: a wedge of white, the iris at its front, a heavy lid
         path(poly([(-17, -6), (-8, -8.5), (-8, -3.2)]), pal["white"], ink, 0.9),
         circle(-14.2, -5.8, 2.3, iris, None),
         circle(-14.8, -5.8, 1.1, ink, None),
         path(smooth([(-18, -6.6), (-13, -9.2), (-7, -8.6)], closed=False), None, ink, 1.9),
         path(smooth([(-19, -13), (-12, -15.5), (-4, -13), (-5, -11.6), (-12, -13.2), (-18.6, -11.4)],
                     tension=0.5), shade(hair, 0.55), None),                        # the brow
         path(smooth([(-29, 7), (-26, 9.4), (-23.5, 8)], closed=False), None, ink, 1.1),  # nostril
         shadow(smooth([(-8, -2), (6, -6), (16, 4), (12, 20), (0, 24), (-6, 10)], tension=0.6), 0.1)]
    return [group(p, scale=PROFILE_GROW)]


PROFILE_GROW = 1.12   # the head in profile as broad under the crown as a face seen from the front

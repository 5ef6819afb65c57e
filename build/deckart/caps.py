"""Pages' headgear of their own (the Piacentine Fanti: each his own hat, as printed, in
cloth and feathers without a crown's gold): a soft cap with a long feather laid back
along it, and a broad-brimmed hat with a plume; people.hat sends these here."""
from __future__ import annotations

from .emblems import feather
from .svg import path, sheen, smooth

KINDS = ("feathered", "plumed")
TOP = {"feathered": 2, "plumed": -4}   # how high each reaches (standing.TOP)


def cap(pal: dict, kind: str, colour: str, trim: str) -> list[str]:
    """The headgear `kind` over a face centred on (0, 0), in `colour`, its feather or
    plume and band in `trim` (never white or gold: a white feather over the head read as
    a crown at 80 px)."""
    ink = pal["ink"]
    if kind == "feathered":  # a soft round cap, its feather sweeping back over it
        return [path(smooth([(-34, -14), (-33, -34), (-12, -48), (16, -47), (34, -32), (35, -14),
                             (0, -20)]), sheen(colour, -34, 35), ink, 1.8),
                feather((-24, -30), -160, 58, 13, trim, ink, 1.4),
                path(smooth([(-33, -13), (0, -20), (34, -13), (0, -16)]), trim, ink, 1.3)]
    # plumed: a broad brim, a low crown banded in the trim, a plume falling to one side
    return [feather((14, -40), -20, 46, 14, trim, ink, 1.4),
            path(smooth([(-50, -18), (-22, -30), (22, -30), (50, -18), (22, -13), (-22, -13)]),
                 sheen(colour, -50, 50), ink, 1.8),
            path(smooth([(-22, -22), (-20, -44), (0, -50), (20, -44), (22, -22)]),
                 sheen(colour, -22, 22), ink, 1.8),
            path(smooth([(-21, -27), (0, -30), (21, -27)], closed=False), None, trim, 4)]

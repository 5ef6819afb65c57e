"""`Look`: how one court figure is dressed and posed. court_looks.py holds a table of twelve
looks per tradition; standing.py (Fante, Re) and riders.py (Cavallo) draw them from the
shared parts in people.py, arms.py and costume.py, so each card is its own figure while
no piece is drawn twice."""
from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class Mien:
    """A face's own cast (people.features), so figures of one kind of face are not one
    drawing: `eye` the eyes' opening (times the usual), `glance` the irises turned
    aside (units), `knit` the brows drawn down towards the nose (negative: raised),
    `arch` the brows lifted at their middle, `nose` the nose longer (negative: a snub),
    `hook` a hump on its bridge, `smile` the corners of the mouth raised (negative:
    turned down; under a moustache, the creases from the nose deepened), `jaw` the jaw
    broader, `chin` the chin longer."""
    eye: float = 1.0
    glance: float = 0.0
    knit: float = 0.0
    arch: float = 0.0
    nose: float = 0.0
    hook: float = 0.0
    smile: float = 0.0
    jaw: float = 0.0
    chin: float = 0.0


MIENS = {
    "plain": Mien(),
    "gentle": Mien(eye=1.25, knit=-1.6, arch=2.2, nose=-1.6, smile=2.4, jaw=-1.5),  # soft, smiling
    "sly": Mien(eye=0.7, glance=-2.6, knit=1.2, arch=-1.2, nose=1.0, smile=1.8, chin=2.0),
    "bold": Mien(eye=1.1, glance=2.0, knit=2.4, nose=1.6, smile=-0.8, jaw=2.0),    # a firm gaze
    "dreamy": Mien(eye=0.8, glance=0.0, knit=-2.0, arch=3.0, nose=-1.0, smile=0.8, chin=-1.5),
    "stern": Mien(eye=0.75, knit=3.0, nose=2.6, hook=2.6, smile=-2.0, jaw=1.5),  # hawk nose, frown
    "jovial": Mien(eye=0.85, knit=-1.8, arch=2.4, nose=-1.8, smile=3.0, jaw=2.5),  # laughing eyes
    "fierce": Mien(eye=1.35, glance=1.6, knit=3.6, arch=-1.6, nose=1.0, smile=-2.4),  # staring
    "proud": Mien(eye=0.85, glance=2.4, knit=1.2, arch=1.8, nose=3.0, hook=2.0, chin=2.5),
    "weary": Mien(eye=0.65, knit=-1.2, arch=3.0, nose=2.0, smile=-2.6, chin=2.0),  # heavy lids
}


@dataclass(frozen=True)
class Look:
    """How one court figure is dressed and posed (colours are #rrggbb)."""
    robe: str
    trim: str
    face: str = "young"          # young | maiden | crone | bearded | moustache | king |
                                 # forked | old | profile (people.face)
    hat: str = "beret"           # see people.hat
    hat_colour: str = "#d2322d"
    hair: str = "#6b4420"
    garment: str = "tunic"       # tunic (to the knee) | coat (a king's, below the knee) | gown |
                                 # robe (to the feet)
    pattern: str = "plain"       # plain | flowers | dots | lozenge | stripes
    hold: str = "raised"         # how the sign is held: see arms.LONG_POSES / ROUND_POSES
    other: str = "hip"           # the other hand: see arms.OTHER
    mantle: str | None = None    # colour of a mantle falling from the shoulders ("ermine":
                                 # white fur set with black tails, standing.mantle)
    drape: str = "back"          # how the mantle is worn: back (falling behind) | front (thrown
                                 # across the body from the left shoulder, hanging down the
                                 # right side) | cape (a short round cape over the shoulders,
                                 # edged in ermine)
    tilt: float = 0.0            # the head tilted (degrees, positive: towards the viewer's right)
    collar: str = "plain"        # plain | ermine | ruff
    sleeve: str | None = None    # sleeve colour (default: the robe's)
    hose: tuple = ("#d2322d", "#2f6db5")
    sign: float = 1.0            # size of the held sign relative to the usual
    look: float = 0.0            # eyes turned (negative: to the viewer's left)
    turn: float = 0.0            # body turned three-quarters (-1 viewer's left .. 1 right)
    stance: str = "apart"        # legs of a tunic: apart | contra | stride | cross
    mirror: bool = False         # drawn mirrored: the sign in the other hand
    cloak: str | None = None     # colour of a short cloak thrown over one shoulder
    sash: str | None = None      # colour of a sash worn across the chest
    belt: str = "plain"          # plain | purse | dagger
    sleeves: str = "plain"       # plain | hanging (falling from the elbow) | slashed (puffs)
    armour: bool = False         # a steel breastplate over the coat
    plain: bool = False          # bold and plain: no buttons or studs, a heavier outline
    studs: bool = False          # gold buttons and studs all the same (on a plain look)
    hem: str = "band"            # band | dagged (a scalloped hem)
    parti: str | None = None     # parti-coloured: the figure's right half of the coat in
                                 # this colour (the Trevisane courts' mi-parti)
    coat: tuple = ("#efe6d2", "#b89d6a")   # the Cavallo's horse: coat and mane
    horse: str = "walk"          # walk | prance | halt | trot | rear | behind
    head: str = "usual"          # how the horse carries its head (horses.CARRIAGES; the
                                 # Piacentine half horses knight.HEADS)
    rider: float | None = None   # the rider's size against the horse (None: the usual)
    cloth: str = "#d2322d"       # the horse's saddle cloth
    caparison: str = "fringe"    # its border on a half horse: fringe | scallop (Piacentine)
    forehand: str = "shared"     # the half horse: shared (horses.horse_half) | own (the
                                 # Piacentine's, knight.py)
    dapple: bool = False         # the coat dappled with round lighter spots (knight.py)
    harness: str | None = None   # the half horse's bridle, breast collar and reins
                                 # (knight.py; None: dark red leather)
    long: float = 1.0            # the face drawn this much longer (Piacentine: long oval faces)
    lean: float = 0.0            # the rider leaning forward over the horse's neck (degrees;
                                 # negative: sitting back)
    reins: str = "low"           # the rider's other hand: low (the reins before the saddle) |
                                 # high (the reins gathered up before his chest) | hip (no
                                 # reins, the fist on his hip)
    mien: str = "plain"          # the face's own cast (MIENS)
    hands: str = "mitten"        # mitten (a closed hand seen from the back) | fingers |
                                 # grip (fingers on the hand holding the sign only)
    hatch: bool = False          # the folds of robe and mantle engraved with fine lines
    clasp: tuple | None = None   # the arms of Treviso worn as a clasp on the breast: its
                                 # centre and width (x, y, w) in the person frame
                                 # (heraldry.treviso_clasp)
    build: float = 1.0           # the body this much broader (a stocky figure)
    club: str = "sign"           # the club held: sign (the style's pip, suits.club) | gnarled
                                 # (the Neapolitan asso's knotty tapered cudgel, aces.great_club)
    cape: str = "square"         # a cape (drape "cape"): square | round | parted (open in
                                 # front; round and parted: the sign's arm over it)
    hat_band: str | None = None  # the hat's band (default: the trim colour; see band)
    printed: bool = False        # the face's features in the printed idiom (printed_face.py)
    crown_k: float | None = None  # a half Re's crown this large (default: his style's)

    @property
    def band(self) -> str:
        """The colour of the hat's band: hat_band, else the trim."""
        return self.hat_band or self.trim

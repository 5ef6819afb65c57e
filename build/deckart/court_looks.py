"""The court figures' looks, one table of twelve per tradition (the Fante, Cavallo and
Re of each suit): costume and its colours, face, hair and headgear, pose, the sign held
and how, the second attribute, the horse's coat; as on the printed decks. courts.py lays
the figures on the card; standing.py and riders.py draw them (`Look` is in looks.py)."""
from __future__ import annotations

from dataclasses import replace

from .looks import Look
from .palettes import SUIT_COLOURS

R, B, Y, G = "#d2322d", "#2f6db5", "#efc234", "#3f9a4a"
R2, B2, Y2 = "#c8262c", "#2a5ea8", "#e9bd3c"   # Trevisane: yellow, red, blue and black line
G2 = "#2f8a45"   # the Trevisane green (palettes.TREVISANE: the Asso di denari's leaves)
BLOND, BROWN, DARK, AUBURN, GREY, WHITE = "#d9a441", "#7a4a22", "#3a2a1e", "#a8562a", "#a39d92", "#e8e2d2"
CAP = "#2d2a30"   # the Piacentine Fanti's flat caps: black (a wine cap over a blue figure was
# read as a crown: 8S read 10S in blind reading r2 and in a self-check)
SKIN = "#f6d7b8"   # bare legs (the Napoletane Fante di denari's)
SALT = "#8e867b"   # salt and pepper: a king in his prime, neither dark nor white
SILVER = "#c9c3b6"   # light grey (the Napoletane Re grey and white-haired, with pointed
# beards, as printed: review 19)
WHITE_HORSE, BAY, CHESTNUT = ("#efe6d2", "#b89d6a"), ("#a86a3c", "#2e2018"), ("#8a5638", "#2a1d16")
# the Piacentine white horse's mane silver grey (its large head and neck showed the tan mane
# at 80 px as gold: the Cavallo di coppe in red and gold reads as denari, see its trim)
SILVER_MANE = (WHITE_HORSE[0], "#a29f98")
# the Piacentine Cavallo di coppe's horse cream, warm ivory shaded towards tan, its mane a
# golden tan: white shaded grey (SILVER_MANE), it was the Cavallo di spade's blue-grey horse
# at 80 px (session 20's final blind reading: 9C wrong 18 times in 26, 10 of them as 9S)
IVORY_HORSE = ("#f4e2b6", "#b98a3e")
LEATHER_BLACK = "#2a1d16"   # the Piacentine horses each their own harness: the white horse's
# dark red, the sorrel's black, the dapple grey's red (review 19)
PALOMINO, BLACK_HORSE = ("#dcaa62", "#f4ecd8"), ("#3d3532", "#16110f")
GOLDEN_HORSE, RED_HORSE = ("#d3962a", "#5a3408"), ("#b5472c", "#3a1510")  # Trevisane
# horses, deep enough to stand out of the paper at 80 px (a white horse vanished into it)
STEEL_GREY = ("#a9a9a6", "#2e2c2a")
# a sorrel, reddish brown with a darker mane: the Piacentine Cavallo di bastoni's (on a black
# horse, next to the Cavallo di spade's dapple grey, he was read 9S or 8S: 4 of 15 in an
# untold A/B, 0 of 15 on the sorrel; a brown horse is the cudgels' colour); a shade deeper
# since its half horse narrowed to the girth (less of its dark body beside the rider)
SORREL = ("#9a5427", "#4a2410")
# a dark blue-grey, dappled lighter: the Piacentine Cavallo di spade's (on a mid grey, #9a9ea3,
# the horse was a grey mass on the cream paper, "grey and muddy" to reviewer 17, and the card
# read as the Fante di spade: s17 3 of 7)
DARK_GREY = ("#5b6270", "#1a1b1f")

NAPOLETANE = {
    # Fanti: young pages, "la Donna" in her gown; each stands and holds its sign its own way
    # (the three bastoni courts grip the asso's knotty cudgel, club "gnarled": review 18, the
    # Fante's fat smooth club a cello at 80 px; untold A/B nfig19-r2: 9B and 10B each read
    # right 18 times in 18 both with it and with the smooth club)
    (8, "D"): Look(Y, R, "curly", "cap", R, BLOND, pattern="dots", hose=(SKIN, SKIN), hold="raised",
                   other="hip", stance="contra", turn=0.45, cloak=R, hem="dagged", sleeves="slashed",
                   tilt=5, mien="sly"),
    (8, "C"): Look(G, R, "maiden", "veil", R, AUBURN, garment="gown", pattern="flowers",
                   hold="waist", other="both_low", collar="ruff", sign=1.05, turn=-0.3,
                   sleeves="hanging", sleeve=R, tilt=-4, mien="gentle"),
    (8, "B"): Look(R, G, "young", "beret", G, DARK, pattern="stripes", hold="shoulder",
                   other="hip", stance="cross", hose=(G, Y), turn=0.35, sash=Y, mirror=True,
                   tilt=4, mien="bold", club="gnarled", build=1.15),
    # the Fante di spade's cap banded in its own blue, not the gold trim (a gold band round
    # the head read as a crown at 80 px: 8S read 10S by 6 of 6 cold readers, round A14)
    (8, "S"): Look(B, Y, "tresses", "cap", B, BROWN, pattern="lozenge", hold="point_down",
                   other="branch", hose=(Y, B), turn=-0.2, belt="purse", tilt=-4, mien="dreamy",
                   hat_band=B),
    # Cavalli: four horses of their own (white walking, palomino prancing, black at the
    # trot, chestnut rearing), the riders large on them, the sign raised, lifted high,
    # sloped and brandished
    (9, "D"): Look(R, Y, "bearded", "brim", B, DARK, coat=WHITE_HORSE, cloth=Y, hose=(B, B),
                   hold="high", rider=0.86, tilt=-4, head="proud", sign=1.3, mien="stern"),
    (9, "C"): Look(B, R, "moustache", "turban", Y, BROWN, pattern="dots", coat=PALOMINO, cloth=R,
                   hose=(Y, Y), hold="high", horse="caper", mirror=True, rider=0.86, head="bowed",
                   mien="jovial"),
    (9, "B"): Look(Y, R, "young", "cap", R, AUBURN, pattern="stripes", coat=BLACK_HORSE,
                   cloth=G, hold="aloft", horse="trot", hose=(R, R), sleeves="slashed",
                   rider=0.86, tilt=3, head="stretched", mien="fierce", club="gnarled"),
    (9, "S"): Look(G, B, "forked", "brim", R, DARK, pattern="lozenge", coat=CHESTNUT, cloth=B,
                   hold="raised", horse="rampant", hose=(R, R), mirror=True, armour=True,
                   rider=0.8, head="thrust", sign=0.9, mien="proud"),
    # Re: crowned, bearded, each dressed and standing his own way: the Re di Denari, his
    # forked beard grizzled (not the Re di Bastoni's white head) under a gold open crown as
    # his brothers' (under a closed crown on a red cap, the Fante di denari's red cap at
    # 80 px, he was read as the Fante 5 times in 12: napo18's A/B sheets, s15), with his
    # mantle thrown across the body, the coin raised; the Re di Coppe in a gown with
    # hanging sleeves and an ermine-edged cape, the cup lifted high; the Re di Bastoni in
    # a coat to below the knee and a cloak, striding, the club on his shoulder; the Re di
    # Spade in a breastplate, his mantle behind, his sword held upright at his side, the
    # blade in the pips' blue steel beside his head against the paper (resting point down
    # before him, hands on the hilt, its gold guard and grip at his waist read as a cup:
    # the Re di spade read as the Re di coppe twice in six, blind reading f13)
    (10, "D"): Look(G, Y, "forked", "crown", R, GREY, garment="robe", pattern="flowers",
                    hold="raised", other="mantle", mantle=R, drape="front", collar="ermine",
                    turn=0.25, tilt=-5, mien="stern"),
    (10, "C"): Look(B, Y, "pointed", "crown", R, SILVER, garment="gown", pattern="dots", hold="raised",
                    other="hip", mantle=R2, drape="cape", collar="ermine", turn=-0.3,
                    mirror=True, sleeve=Y, tilt=4, mien="gentle", cape="round"),
    (10, "B"): Look(R, B, "old", "crown", B, WHITE, garment="coat", pattern="lozenge",
                    hold="sloped", other="hip", cloak=B, collar="ermine", turn=0.3,
                    stance="stride", hose=(B, Y), belt="purse", tilt=-3, mien="weary", club="gnarled"),
    (10, "S"): Look(Y, R, "goatee", "crown", R, SALT, garment="robe", pattern="flowers",
                    hold="upright", other="hip", mantle=B, collar="ermine", armour=True, tilt=3,
                    sleeve=R, sleeves="slashed", sign=1.15, mien="proud"),
}
# fingered hands, engraved folds (review 13f: mittens, one heavy contour everywhere)
# and the faces in the printed idiom (review 19: round cartoon eyes, rosy cheeks)
NAPOLETANE = {key: replace(look, hands="fingers", hatch=True, printed=True) for key, look in NAPOLETANE.items()}

PIACENTINE = {  # (their faces drawn long: see LONG_FACE below)
    # half figures: each holds its sign its own way above the middle line; the Fanti
    # young pages, each in headgear of his own (review 19: one black beret on all four):
    # a broad hat with a red plume, bare short curls, a flat cap, a cap with a green
    # feather laid back (caps.py), dark, with no white feather or jewel (a beret's white
    # feather read as a crown at 80 px; bareheaded with hair to the jaw, as a Donna),
    # their hair dark or red (never gold, a crown's colour). Each court dressed in its
    # suit's colour (the coat or robe and its sleeves, a rider's coat and saddle cloth:
    # denari yellow, coppe red, bastoni green, spade blue; trims, hats, cloaks, mantles
    # and hose in the others): at 80 px the blind readers took the costume's colour for
    # the suit (a Cavallo di coppe in blue read as spade, a Re di bastoni in blue as
    # spade, a Re di spade in yellow as denari); mixed costumes as printed (review 19: a
    # doublet, its sleeves and the hose each in a colour, no suit's colour on the doublet)
    # were read worse in an untold A/B (pcos20-r1: 132/160 against main's 155/160; the
    # doublet in the suit's colour and the sleeves in another, 141/160)
    (8, "D"): Look(Y, R, "young", "plumed", CAP, BROWN, pattern="flowers", hold="palm",
                   other="lifted", sign=1.2, hose=(R, G), mien="gentle", sleeve=R),  # no sash: its red
    # band across him, continued by his mirror, read as a club (r2: 8D read as 8B)
    # the Fante di coppe holds his cup on his palm before his breast, at the side (lifted
    # beside his head as the Re di coppe's, its gold foot where the Re's crown is, he was
    # read as the Re: f12, 3 in 4; held before his chest in both hands, its foot stood on
    # its mirror's at the line, a stacked double cup: session 18, 8C 7 of 13 misread)
    (8, "C"): Look(R, B, "curly", "none", CAP, DARK, pattern="stripes", hold="palm", other="hip",
                   collar="ruff", mirror=True, sleeves="slashed", sign=1.0,
                   hose=(B, G), mien="jovial", sleeve=G),
    # the Fante di bastoni holds his club upright at his side, beside his cap (carried
    # across him, its ends stood over the frame line: review 19)
    (8, "B"): Look(G, R, "fringe", "flat", CAP, AUBURN, pattern="dots", hold="side",
                   other="hip", cloak=R, sign=1.0, sleeves="slashed", hose=(R, Y),
                   mien="bold", sleeve=Y),
    # the Fante di spade's sword 1.0x (1.35: the figure fitted under its point was half the
    # other Fanti's width, "a child next to its sword": review 13h; 1.2x: 0.78 of their size,
    # "a narrow box with a small head", review 18; 0.88 now, the sword on the card 5%
    # shorter; at 0.9x, as large as they are, read as the Re di spade); trimmed red, not gold
    # (a gold band under his black cap, where the Re's crown sits: 8S read 10S, s17 3 of 6)
    (8, "S"): Look(B, R, "young", "feathered", CAP, DARK, pattern="lozenge", hold="upright",
                   other="hip", collar="ruff", mirror=True, armour=True, sign=1.0,
                   cloak=Y, sleeves="slashed", hose=(R, Y), hat_band=G, mien="sly", sleeve=R),
    # Cavalli: the horse seen from behind (denari: a dark bay, a tan one merged with his
    # yellow coat into one standing figure at 80 px), the others on a half horse of their
    # own (knight.py), its large head high beside the rider's; the Cavallo di coppe lifts
    # his cup at arm's length beside his head (held before him its foot stood on his hat),
    # on a white horse, the Cavallo di spade on a dark grey (a bay's brown legs were the
    # cudgels' brown: the Cavallo di coppe read as the Cavallo di bastoni, f12); the Cavallo di
    # coppe trimmed blue as the Fante and Re di coppe (gold-trimmed, in red and gold, he was
    # read as the Cavallo di denari 4 times in 24 on main's sheets, session 18 A/B R6/R7)
    (9, "D"): Look(Y, R, "bearded", "brim", G, DARK, coat=("#7e4a2a", "#24160e"), cloth=Y,
                   horse="behind", hose=(R, R), rider=0.9, mirror=True, sign=1.3),
    (9, "C"): Look(R, B, "bearded", "turban", R2, BROWN, pattern="dots", coat=IVORY_HORSE, cloth=R,
                   sleeves="slashed", horse="piaffe", rider=0.86, hold="high", head="short",
                   caparison="scallop", forehand="own",
                   sign=1.35),
    # the Cavallo di bastoni brandishes his club upright at arm's length (swung aloft over
    # his head, its end lay over the horse's ears: a knot of club, head and horse at 80 px,
    # review 14), on a sorrel
    (9, "B"): Look(G, R, "moustache", "cap", G, BLOND, pattern="stripes", coat=SORREL, cloth=G,
                   hold="brandish", horse="canter", rider=0.92, sign=0.92, lean=8.0,
                   head="out", caparison="scallop", forehand="own", harness=LEATHER_BLACK),
    (9, "S"): Look(B, Y, "bearded", "brim", R, AUBURN, pattern="lozenge", coat=DARK_GREY, cloth=B,
                   hold="upright", mirror=True, armour=True, horse="rear", reins="high", sign=1.25,
                   head="back", caparison="scallop", forehand="own", dapple=True, harness=R),
    # Re: four heads and three crowns of their own (review 19: near-copies under one
    # crown): the Re di Denari, a grizzled forked beard, with his axe, under a crown of
    # fleurons; the Re di coppe, a red beard, under an arched crown; the Re di Bastoni in
    # profile, his club sloped out from the shoulder clear of his head (over the
    # shoulder it ran along the back of his head: review 19), under the fleurons; the Re
    # di spade, white-bearded, under three trefoils (crowns.fleury); crowns all of solid
    # gold (the radiate crown's thin rays and white pearls read as no crown: 10C read 8C
    # 3 times in 12, pcos20-r1)
    (10, "D"): Look(Y, R, "forked", "crown", R, SALT, garment="robe", pattern="flowers",
                    hold="high", other="axe", collar="ermine", sign=1.22, mien="stern", sleeve=R),
    # the Re di coppe holds his cup at his shoulder, beside his face (lifted above it, its
    # rim touched his crown: one band of gold at 80 px)
    (10, "C"): Look(R, B, "bearded", "arched", R2, AUBURN, garment="robe", pattern="dots", hold="shoulder",
                    other="mantle", mantle=G, collar="ermine", sleeves="hanging",
                    mirror=True, sign=1.2, mien="jovial"),
    (10, "B"): Look(G, R, "profile", "crown", R, GREY, garment="robe", pattern="lozenge",
                    hold="slant", other="hip", mantle=R, collar="ermine", sign=0.9),
    (10, "S"): Look(B, Y, "old", "fleury", B, WHITE, garment="robe", pattern="flowers",
                    hold="raised", other="chest", mantle=R, collar="ermine", sign=1.35,
                    mien="weary", sleeve=R),
}

LONG_FACE = 1.14   # the Piacentine faces long ovals, as printed (the other styles' round);
# the hand on the sign gripping it with fingers. No Piacentine court sets a turn: they stand
# square to us (turned three-quarters, each half met its turned copy with a step at the middle
# line: review 13h)
PIACENTINE = {key: replace(look, long=LONG_FACE, hands="grip", hatch=True) for key, look in PIACENTINE.items()}

TREVISANE = {
    # every sign held high on the half's right (mirrored where it was on the left): its
    # top-left corner, turned the bottom-right, is the numeral's (numerals.keep_out)
    # the Fanti and the riders in parti-coloured coats (mi-parti), slashed puffed sleeves;
    # each Fante in a hat of his own (a tall cap, a broad plumed hat, a flat beret), la
    # Vecia bareheaded, white-haired, in a gown and a shawl. Each figure dressed in its
    # sign's colours, so the colour tells the suits of one shape apart at 80 px (a mantle
    # behind each Fante, spread towards the frame: review 13f, thin figures): denari
    # and spade in blue (the coins' petals, the steel), coppe in red (the cups' bands;
    # the Re's mantle, the Fante's whole tunic red), bastoni in the batons' gold with
    # red (their caps: dressed in red and gold as the coppe, the bastoni courts were
    # read as the coppe's and back); in the yellow and blue of the coins the Fante and
    # Cavallo di coppe were read as denari, la Vecia in red and gold as bastoni; the
    # bastoni courts' mantle, sash and saddle cloth blue, their hats and trim red, in the
    # Trevisane palette (in green, as the three other decks dress their bastoni, they
    # were outside it: review 18; in gold and red alone, readers who had read another deck
    # first took them for the denari or coppe courts: m17, A/B ab3-ab4)
    # the Fante di denari holds his coin on his palm before his breast, as the Re di denari
    # (held out at his shoulder, its reach kept him small, the coin over his mantle's gold
    # edge: read as the Fante di coppe or di bastoni, 4 of 16 in an untold A/B, 1 of 16 so)
    (8, "D"): Look(B2, R2, "young", "tall", B2, BLOND, pattern="dots", hold="palm",
                   other="hip", turn=0.3, mantle=Y2, sleeves="slashed", parti=Y2, mirror=True, sign=1.6),
    (8, "C"): Look(R2, Y2, "young", "brim", B2, BROWN, pattern="stripes", hold="high",
                   other="moon", turn=-0.2, parti=R2, sleeves="slashed", sleeve=R2, sign=1.8, mantle=R2),
    # the Fante di bastoni keeps the green trim (in the palette's blue mantle and sash, red
    # hat and trim, the final blind reading of session 19 read him 8S 7 times, 8C twice and
    # 8D once in 12: his blue was the swords' colour)
    (8, "B"): Look(Y2, G2, "young", "beret", G2, DARK, pattern="lozenge", hold="raised",
                   other="hip", sash=G2, sign=1.2, parti=Y2, sleeves="slashed", turn=0.2, mantle=G2),
    (8, "S"): Look(B2, Y2, "crone", "none", R2, "#cdc6b8", garment="gown", pattern="flowers",
                   hold="side", other="head", turn=-0.2, sign=1.05, cloak=Y2, sleeve=R2),
    # her broad sabre upright at her side against the paper, gripped high, the head held
    # out at her shoulder: each in her own half (held point down, 1.3x, the sabre crossed
    # the middle line into the other half, over the head there; slender and short, on a
    # blue shawl, it was read as a baton; at 0.9x a pale crescent, as the half-moon of the
    # Fante di coppe)
    # the Fante and the Cavallo di bastoni hold their batons upright (sloped out to the
    # frame or brandished high, the baton bound the half figure's scale: the figures were
    # small in much paper, review 13h, and the thin batons read as denari, f13)
    # the horses: a golden, a red, a bay (the blue roan of the Cavallo di bastoni was
    # read as the Cavallo di spade's, blue as the sabres) and a steel grey, each in a
    # pose of its own (the Cavallo di spade's rearing, as printed, its rider sitting up
    # with his sabre held level over his head: leaning in, the sabre had room for 3.1% of
    # the card at 80 px; swung aloft, a diagonal to the corner, it bound the half to 0.95x
    # and a doll-sized rider, review 19: level, the half is 1.14x and the rider 1.0x); the
    # riders 0.9x (the Cavallo di bastoni's 0.8x: larger, he hid his blue saddle cloth);
    # every
    # sign held large, so the suit reads at 80 px (blind readers took 8C for 8B and 8S,
    # 9C for 9B, 10D for 10C, 9D for 9S): cups 1.8-1.9x, coins 1.5-1.6x, batons
    # 1.2-1.3x, the broad sabres 1.3-1.5x
    (9, "D"): Look(B2, Y2, "bearded", "brim", R2, DARK, coat=GOLDEN_HORSE, cloth=B2,
                   sleeves="slashed", parti=Y2, hold="forward", reins="high", mirror=True, sign=1.5, rider=0.9),
    (9, "C"): Look(R2, Y2, "young", "turban", B2, BROWN, pattern="dots", coat=RED_HORSE,
                   cloth=Y2, parti=Y2, horse="prance", sign=1.8, reins="hip", rider=0.9),
    (9, "B"): Look(Y2, R2, "bearded", "tall", R2, AUBURN, pattern="stripes", coat=BAY,
                   cloth=B2, hold="upright", parti=Y2, horse="trot", lean=-6.0, sign=1.2),
    (9, "S"): Look(B2, Y2, "bearded", "brim", R2, DARK, pattern="lozenge", coat=STEEL_GREY,
                   cloth=B2, hold="overhead", armour=True, horse="rear", mirror=True, sign=1.2, rider=1.0),
    # Re: crowns of three shapes (antique rays, fleurons, a crowned hat: the Re di coppe's
    # closed arched crown over a red cap read as a mitre, review 18), four
    # faces, four ways of wearing the mantle and holding the sign (the Re di bastoni grips
    # his baton before the waist, rising across his chest past the shoulder, his other
    # hand on his mantle: raised beside him the baton stood at the frame, a small hand on
    # it and no forearm; upright as a sceptre, its red cap over gold where the Re di coppe
    # lifts his lidded cup, he was read as the Re di coppe; the printed arms of Treviso
    # held up beside him, a red seal or a red shield, were taken for his suit sign: every
    # reader of m14 read him as the Re di denari or di coppe; he wears them as a small
    # clasp on his breast, above the baton); the Re di denari's coin 1.7x
    # (1.6x: read once as the Re di spade, f13)
    # the Re di coppe in an ermine mantle over his red robe, his trim red, his crown 1.45x
    # (review 19: the Re and Fante di coppe both red with a cup; his half is set by his
    # cup, so the crown costs no size; his gold to red at most 0.5: a 1.5x crown or gold
    # trim on the white made him gold and red, as the bastoni courts were; the Re di
    # spade's crowned hat 1.6x, its red brim broader, was read wrong 9 times in 24, 7 as
    # the Re di coppe, 2 as the Re di denari, A/B B10); the Re di denari's drape ends at
    # the hip
    (10, "D"): Look(B2, R2, "bearded", "radiate", R2, BROWN, garment="robe", pattern="flowers",
                    hold="palm", other="point", mantle=R2, drape="front", collar="ermine",
                    turn=0.25, sign=1.7),
    (10, "C"): Look(R2, R2, "king", "crown", R2, GREY, garment="robe", pattern="dots",
                    hold="high", other="chest", mantle="ermine", collar="ermine",
                    turn=-0.2, sign=1.9, crown_k=1.45),
    # the Re di bastoni in his gold robe and green mantle (in red under a blue mantle, as
    # the Re di denari's blue and red, the final blind reading of session 19 read him 10D
    # 8 times in 19, 10C once; green, session 18's readers 3 times in about 20)
    (10, "B"): Look(Y2, G2, "old", "crown", B2, WHITE, garment="robe", pattern="lozenge",
                    hold="diagonal", other="mantle", mantle=G2, collar="ermine", sign=1.2,
                    clasp=(-36, 114, 38)),
    (10, "S"): Look(B2, Y2, "bearded", "hatcrown", R2, AUBURN, garment="robe", pattern="flowers",
                    hold="raised", other="hip", mantle=Y2, collar="plain", turn=-0.25,
                    armour=True, sign=1.4),  # the sabre leaning out from his shoulder: upright
    # at his side it was steel blue on his blue armour, no sword at 80 px
}
# engraved folds, as the Napoletane and Piacentine (review 15: the flattest courts)
TREVISANE = {key: replace(look, hatch=True) for key, look in TREVISANE.items()}


# the high-legibility figures' cloth, each its own motif in a darker tone of the suit's
# colour (review 18: flat fills read as clip-art beside the Napoletane)
CLOTH = {(8, "D"): "lozenge", (8, "C"): "flowers", (8, "B"): "flowers", (8, "S"): "stripes",
         (9, "D"): "lozenge", (9, "C"): "lozenge", (9, "B"): "flowers", (9, "S"): "stripes",
         (10, "D"): "flowers", (10, "C"): "lozenge", (10, "B"): "lozenge", (10, "S"): "flowers"}


def in_suit_colour(looks: dict) -> dict:
    """The high-legibility deck's figures: the coat (or gown, or robe) and the saddle
    cloth in the suit's one strong colour, so the largest patch of colour names the
    suit; hats, trims, sleeves, hose and mantles in the costume colours of the table
    (browns, white, black and small touches of other colours) (the clubs are brown wood,
    so a Bastoni figure in green does not merge with its club); engraved as the
    Napoletane, the cloth printed with CLOTH's motifs (review 18: flat fills and uniform
    outlines looked like clip-art; at 80 px the cards change by at most 1.3 a channel)."""
    return {key: replace(look, robe=SUIT_COLOURS[key[1]], cloth=SUIT_COLOURS[key[1]],
                         pattern=CLOTH[key], plain=True, studs=True, hatch=True)
            for key, look in looks.items()}


# (the Re di spade's plum mantle lighter than it was, #5b2a6e: its light engraved strokes
# changed the card by 1.59 a channel at 80 px, the test's bound 1.5; now 1.28)
LEATHER, CREAM, NAVY, WINE, PLUM = "#7a4a22", "#fff6e0", "#22304f", "#8f1c1a", "#7b4a90"
# the high-legibility figures: their own poses, the suit's colour on the coat, costume
# colours elsewhere; raised signs stay on the right, clear of the upper index plate
LEGGIBILI = in_suit_colour({
    # Fanti: young pages, each with a face and hair of his own (straight hair, the head
    # tilted towards the coin he looks at; the maiden; a smiling, freckled youth in
    # curls; a bob, a long jaw and a sidelong look); signs held at a size that names the
    # suit without filling the panel (the Fante di bastoni's club held up at his side:
    # carried across him, it hid his chest and the arm that held it; the Fante di spade's
    # sword resting point down, as the Neapolitan one's, so the two do not stand alike)
    (8, "D"): Look(Y, R, "young", "beret", R, BROWN, hold="high", other="hip", stance="stride",
                   turn=0.3, hose=(R, CREAM), sleeve=LEATHER, sign=0.7, look=2.5, tilt=5),
    (8, "C"): Look(R, Y, "maiden", "veil", CREAM, BLOND, garment="gown", hold="raised",
                   other="chest", collar="ruff", turn=-0.2, sleeve=CREAM, sign=0.68),
    (8, "B"): Look(Y, R, "curly", "cap", WINE, AUBURN, hold="shoulder", other="hip", sash=R,
                   stance="contra", turn=0.25, hose=(NAVY, CREAM), sign=0.64, sleeve=CREAM),
    (8, "S"): Look(B, CREAM, "fringe", "tall", R, DARK, hold="point_down", other="hip",
                   stance="apart", belt="purse", turn=-0.2, sleeves="slashed", sleeve=R,
                   hose=(NAVY, CREAM), sign=0.9),
    # Cavalli: a black-bearded rider on a white horse prancing, a moustached one on a bay
    # rearing, a beardless youth on a black horse at the trot, a grizzled knight in armour
    # on a chestnut rearing, his sabre swung over his head
    (9, "D"): Look(Y, R, "bearded", "brim", LEATHER, DARK, coat=WHITE_HORSE, hold="high",
                   horse="prance", hose=(R, LEATHER), sleeve=R, sign=0.72, rider=0.84),
    (9, "C"): Look(R, Y, "moustache", "turban", CREAM, BROWN, coat=BAY, hose=(Y, NAVY), horse="walk",
                   sign=0.86, rider=0.84),
    (9, "B"): Look(WINE, Y, "young", "cap", R, BLOND, coat=BLACK_HORSE, horse="trot", cloth=Y,
                   hose=(NAVY, NAVY), sleeve=CREAM, sign=0.66, hold="brandish", rider=0.84),
    (9, "S"): Look(B, Y, "forked", "brim", WINE, GREY, coat=CHESTNUT, hold="aloft", armour=True,
                   hose=(WINE, NAVY), horse="rear", sign=0.8, rider=0.84),
    # Re: four ages and beards (a red round beard, a black forked one, a long white one, a
    # grey round one), four crowns and four builds: the Re di denari's mantle thrown
    # across his robe, the Re di coppe in a gown and an ermine cape, a hand on his belt,
    # the Re di bastoni striding in a knee-length coat and a cloak, the Re di spade in a
    # breastplate, an open crown of five points on his hair (on a broad hat it read as a
    # badge: review 13h), his sword upright at his side; the Re di coppe's cape rounded
    # over the shoulders and parted in front over his robe (closed, a stiff gold bell:
    # review 13h), his cup raised on an arm out of it at the shoulder (from under a
    # square cape it rose as a stick from behind it: review 13f); the Re di denari's closed
    # crown over a wine cap (over a yellow one it was one gold dome, a mitre), the Re di
    # bastoni's club in proportion to him (at 0.7 it read as a giant's bat)
    (10, "D"): Look(Y, CREAM, "bearded", "arched", WINE, AUBURN, garment="robe", hold="out",
                    other="mantle", mantle=WINE, drape="front", collar="ermine", turn=0.2,
                    sleeve=WINE, sign=0.72),
    (10, "C"): Look(R, Y, "forked", "crown", Y, DARK, garment="gown", hold="high",
                    other="hip", collar="ermine", mantle=Y, drape="cape", sleeve=R,
                    turn=-0.25, sign=0.8, cape="parted"),
    (10, "B"): Look(LEATHER, Y, "old", "radiate", Y, WHITE, garment="coat", hold="sloped",
                    other="hip", cloak=WINE, collar="ermine", turn=0.3, stance="stride",
                    hose=(NAVY, CREAM), belt="purse", sign=0.6, sleeve=Y),
    (10, "S"): Look(B, Y, "bearded", "circlet", NAVY, GREY, garment="robe", hold="upright",
                    other="hip", mantle=PLUM, collar="ermine", turn=0.25, armour=True, sign=0.9),
})

LOOKS = {"napoletane": NAPOLETANE, "piacentine": PIACENTINE, "trevisane": TREVISANE,
         "leggibili": LEGGIBILI}

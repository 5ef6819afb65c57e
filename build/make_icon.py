"""Draw the game's icon: two fanned Italian cards on a round green-felt tile.

A card back (red, gold frame) lies under the Asso di denari, whose coin is a
gold sunburst. The picture is one list of circles and polygons in a 512x512
space; the same list becomes the SVG and, rasterised, every PNG size. The two
smallest sizes use a simpler drawing so they stay readable.

    python build/make_icon.py [--out DIR]     (default: assets/icon)

Writes briscola.svg, briscola-<N>.png for N in SIZES, briscola.ico (Windows:
PNG-compressed entries up to 256 px) and briscola.icns (macOS: PNG entries up to
512 px). Deterministic: the PNGs, the ICO and the ICNS are written here with zlib,
not by an image library, so the same input gives the same bytes.
"""
from __future__ import annotations

import argparse
import math
import os
import struct
import sys
import zlib
from pathlib import Path

SIZES = (16, 32, 48, 64, 128, 256, 512)
ICO_SIZES = (16, 32, 48, 64, 128, 256)      # the ICO format stops at 256
# ICNS entry types holding a PNG of the given size (Apple's "icp4".."ic14"; the @2x
# types reuse the picture of twice the size); 48 px has no type of its own
ICNS_TYPES = ((b"icp4", 16), (b"icp5", 32), (b"icp6", 64), (b"ic07", 128), (b"ic08", 256),
              (b"ic09", 512), (b"ic11", 32), (b"ic12", 64), (b"ic13", 256), (b"ic14", 512))
SMALL = 32                                  # sizes up to this use the simple drawing
CANVAS = 512                                # design space
SUPER = 2048                                # least raster size before scaling down

# Colours (RGB).
RIM = (14, 58, 34)
RIM_GOLD = (201, 162, 58)
FELT = (31, 122, 67)
FELT_LIGHT = (38, 138, 77)
SHADOW = (18, 78, 43)
CREAM = (250, 244, 228)
INK = (58, 40, 24)
BACK_RED = (160, 30, 40)
GOLD = (226, 176, 52)
GOLD_LIGHT = (246, 206, 86)
GOLD_DARK = (138, 88, 20)
COIN_RED = (178, 36, 44)

Shape = tuple  # ("circle", cx, cy, r, rgb) or ("poly", [(x, y), ...], rgb)


# ---------------------------------------------------------------- geometry --
def rounded_rect(w: float, h: float, r: float, steps: int = 8) -> list[tuple[float, float]]:
    """A rounded rectangle centred on the origin, as a polygon."""
    pts = []
    corners = ((w / 2 - r, -h / 2 + r, -90), (w / 2 - r, h / 2 - r, 0),
               (-w / 2 + r, h / 2 - r, 90), (-w / 2 + r, -h / 2 + r, 180))
    for cx, cy, start in corners:
        for i in range(steps + 1):
            a = math.radians(start + 90 * i / steps)
            pts.append((cx + r * math.cos(a), cy + r * math.sin(a)))
    return pts


def star(n: int, r_out: float, r_in: float, phase: float = 0.0) -> list[tuple[float, float]]:
    """A sunburst: n points alternating between two radii."""
    pts = []
    for i in range(2 * n):
        a = math.radians(phase + 180 * i / n - 90)
        r = r_out if i % 2 == 0 else r_in
        pts.append((r * math.cos(a), r * math.sin(a)))
    return pts


def diamond(w: float, h: float) -> list[tuple[float, float]]:
    return [(0, -h / 2), (w / 2, 0), (0, h / 2), (-w / 2, 0)]


def placed(shapes: list[Shape], cx: float, cy: float, angle: float) -> list[Shape]:
    """Card-local shapes rotated by angle (degrees) and moved to (cx, cy)."""
    c, s = math.cos(math.radians(angle)), math.sin(math.radians(angle))

    def move(x: float, y: float) -> tuple[float, float]:
        return (cx + x * c - y * s, cy + x * s + y * c)

    out: list[Shape] = []
    for shape in shapes:
        if shape[0] == "circle":
            x, y = move(shape[1], shape[2])
            out.append(("circle", x, y, shape[3], shape[4]))
        else:
            out.append(("poly", [move(x, y) for x, y in shape[1]], shape[2]))
    return out


# ------------------------------------------------------------------ design --
CARD_W, CARD_H, CARD_R = 168, 268, 18


def card_back(simple: bool) -> list[Shape]:
    shapes: list[Shape] = [("poly", rounded_rect(CARD_W + 8, CARD_H + 8, CARD_R + 4), INK),
                           ("poly", rounded_rect(CARD_W, CARD_H, CARD_R), CREAM)]
    if simple:
        shapes.append(("poly", rounded_rect(CARD_W - 36, CARD_H - 36, 8), BACK_RED))
        return shapes
    shapes += [("poly", rounded_rect(CARD_W - 28, CARD_H - 28, 10), BACK_RED),
               ("poly", rounded_rect(CARD_W - 48, CARD_H - 48, 6), GOLD),
               ("poly", rounded_rect(CARD_W - 58, CARD_H - 58, 4), BACK_RED)]
    # a column of gold lozenges, the big one in the middle
    for dy, size in ((-88, 22), (88, 22)):
        shapes.append(("poly", [(x, y + dy) for x, y in diamond(size * 1.6, size * 2)], GOLD))
    shapes += [("poly", diamond(84, 130), GOLD),
               ("poly", diamond(62, 100), BACK_RED),
               ("poly", diamond(34, 56), GOLD_LIGHT)]
    return shapes


def asso_di_denari(simple: bool) -> list[Shape]:
    shapes: list[Shape] = [("poly", rounded_rect(CARD_W + 8, CARD_H + 8, CARD_R + 4), INK),
                           ("poly", rounded_rect(CARD_W, CARD_H, CARD_R), CREAM)]
    if simple:
        shapes += [("circle", 0, 0, 66, GOLD_DARK), ("circle", 0, 0, 58, GOLD),
                   ("circle", 0, 0, 28, COIN_RED)]
        return shapes
    shapes += [("poly", star(20, 84, 64), GOLD_DARK),
               ("poly", star(20, 78, 60), GOLD),
               ("circle", 0, 0, 58, GOLD_DARK),
               ("circle", 0, 0, 54, COIN_RED),
               ("circle", 0, 0, 44, GOLD_LIGHT),
               ("poly", star(8, 40, 16, phase=11.25), GOLD),
               ("circle", 0, 0, 15, COIN_RED),
               ("circle", 0, 0, 7, GOLD_LIGHT)]
    # small coins in the top and bottom corners, as on the printed ace
    for x, y in ((-58, -108), (58, 108)):
        shapes += [("circle", x, y, 13, GOLD_DARK), ("circle", x, y, 10, GOLD),
                   ("circle", x, y, 4, COIN_RED)]
    return shapes


def design(simple: bool) -> list[Shape]:
    """The whole icon in the 512x512 space, back to front."""
    shapes: list[Shape] = [("circle", 256, 256, 252, RIM)]
    if simple:
        shapes.append(("circle", 256, 256, 234, FELT))
    else:
        shapes += [("circle", 256, 256, 240, RIM_GOLD), ("circle", 256, 256, 234, RIM),
                   ("circle", 256, 256, 226, FELT), ("circle", 256, 236, 178, FELT_LIGHT)]
    back = (186, 268, -19)
    front = (318, 250, 14)
    grow = 1.1 if simple else 1.0      # bigger cards where pixels are few
    cards = []
    for (cx, cy, angle), card in ((back, card_back), (front, asso_di_denari)):
        local = card(simple)
        if grow != 1.0:
            local = [scaled(s, grow) for s in local]
        cards.append((cx, cy, angle, local))
    # both shadows first: they fall on the felt only
    for cx, cy, angle, local in cards:
        shapes += placed([("poly", local[0][1], SHADOW)], cx + 7, cy + 9, angle)
    for cx, cy, angle, local in cards:
        shapes += placed(local, cx, cy, angle)
    return shapes


def scaled(shape: Shape, k: float) -> Shape:
    if shape[0] == "circle":
        return ("circle", shape[1] * k, shape[2] * k, shape[3] * k, shape[4])
    return ("poly", [(x * k, y * k) for x, y in shape[1]], shape[2])


# --------------------------------------------------------------------- SVG --
def _hex(rgb: tuple[int, int, int]) -> str:
    return "#%02x%02x%02x" % rgb


def _num(v: float) -> str:
    text = f"{v:.2f}".rstrip("0").rstrip(".")
    return "0" if text in ("-0", "") else text


def svg(shapes: list[Shape]) -> str:
    lines = ['<?xml version="1.0" encoding="UTF-8"?>',
             f'<svg xmlns="http://www.w3.org/2000/svg" width="{CANVAS}" height="{CANVAS}" '
             f'viewBox="0 0 {CANVAS} {CANVAS}">',
             '<title>Briscola</title>']
    for shape in shapes:
        if shape[0] == "circle":
            _, cx, cy, r, rgb = shape
            lines.append(f'<circle cx="{_num(cx)}" cy="{_num(cy)}" r="{_num(r)}" fill="{_hex(rgb)}"/>')
        else:
            pts = " ".join(f"{_num(x)},{_num(y)}" for x, y in shape[1])
            lines.append(f'<polygon points="{pts}" fill="{_hex(shape[2])}"/>')
    lines.append("</svg>")
    return "\n".join(lines) + "\n"


# ------------------------------------------------------------------ raster --
def raster(shapes: list[Shape], sizes: tuple[int, ...]) -> dict[int, bytes]:
    """RGBA bytes for each size: drawn at size * 2**k px (at least SUPER), then
    area-averaged down. Power-of-two ratios keep pygame's filter exact: solid
    areas stay fully opaque and keep their colour."""
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
    import pygame

    # the plain C filter gives the same result on every CPU
    pygame.transform.set_smoothscale_backend("GENERIC")
    out = {}
    for size in sizes:
        big = size
        while big < SUPER:
            big *= 2
        k = big / CANVAS
        surf = pygame.Surface((big, big), pygame.SRCALPHA, 32)
        # transparent pixels carry the rim colour so scaling does not darken the edge
        surf.fill((*RIM, 0))
        for shape in shapes:
            if shape[0] == "circle":
                _, cx, cy, r, rgb = shape
                pygame.draw.circle(surf, (*rgb, 255), (round(cx * k), round(cy * k)), round(r * k))
            else:
                pts = [(round(x * k), round(y * k)) for x, y in shape[1]]
                pygame.draw.polygon(surf, (*shape[2], 255), pts)
        small = pygame.transform.smoothscale(surf, (size, size))
        out[size] = pygame.image.tobytes(small, "RGBA")
    return out


def png(rgba: bytes, size: int) -> bytes:
    """A minimal PNG: 8-bit RGBA, one IDAT, filter 'Sub' on every row."""
    stride = size * 4
    rows = bytearray()
    for y in range(size):
        row = rgba[y * stride:(y + 1) * stride]
        rows.append(1)
        rows += row[:4]
        rows += bytes((row[i] - row[i - 4]) & 0xFF for i in range(4, stride))

    def chunk(kind: bytes, data: bytes) -> bytes:
        return (struct.pack(">I", len(data)) + kind + data
                + struct.pack(">I", zlib.crc32(kind + data) & 0xFFFFFFFF))

    header = struct.pack(">IIBBBBB", size, size, 8, 6, 0, 0, 0)
    return (b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", header)
            + chunk(b"IDAT", zlib.compress(bytes(rows), 9)) + chunk(b"IEND", b""))


def ico(pngs: dict[int, bytes]) -> bytes:
    """An ICO container whose entries are whole PNG files (Windows Vista and later)."""
    sizes = sorted(pngs)
    header = struct.pack("<HHH", 0, 1, len(sizes))
    offset = len(header) + 16 * len(sizes)
    entries, blobs = b"", b""
    for size in sizes:
        data = pngs[size]
        dim = 0 if size >= 256 else size        # 0 stands for 256
        entries += struct.pack("<BBBBHHII", dim, dim, 0, 0, 1, 32, len(data), offset)
        blobs += data
        offset += len(data)
    return header + entries + blobs


def read_ico(data: bytes) -> list[tuple[int, int, bytes]]:
    """(width, height, image bytes) of each entry; raises ValueError on a bad file."""
    if len(data) < 6:
        raise ValueError("ICO too short")
    reserved, kind, count = struct.unpack_from("<HHH", data, 0)
    if reserved != 0 or kind != 1:
        raise ValueError("not an ICO file")
    out = []
    for i in range(count):
        w, h, _, _, _, _, length, offset = struct.unpack_from("<BBBBHHII", data, 6 + 16 * i)
        if offset + length > len(data):
            raise ValueError(f"ICO entry {i} runs past the end of the file")
        out.append((w or 256, h or 256, data[offset:offset + length]))
    return out


def icns(pngs: dict[int, bytes]) -> bytes:
    """An Apple ICNS container: big-endian type and length per entry, each a whole PNG."""
    body = b"".join(kind + struct.pack(">I", 8 + len(pngs[size])) + pngs[size]
                    for kind, size in ICNS_TYPES)
    return b"icns" + struct.pack(">I", 8 + len(body)) + body


def read_icns(data: bytes) -> list[tuple[bytes, bytes]]:
    """(type, data) of each entry; raises ValueError on a bad file."""
    if len(data) < 8 or data[:4] != b"icns":
        raise ValueError("not an ICNS file")
    total = struct.unpack_from(">I", data, 4)[0]
    if total != len(data):
        raise ValueError(f"ICNS says {total} bytes, the file has {len(data)}")
    out, pos = [], 8
    while pos < total:
        kind, length = data[pos:pos + 4], struct.unpack_from(">I", data, pos + 4)[0]
        if length < 8 or pos + length > total:
            raise ValueError(f"ICNS entry {kind!r} runs past the end of the file")
        out.append((kind, data[pos + 8:pos + length]))
        pos += length
    return out


# -------------------------------------------------------------------- main --
def build(out_dir: Path) -> list[Path]:
    out_dir.mkdir(parents=True, exist_ok=True)
    full, simple = design(simple=False), design(simple=True)
    pixels = raster(simple, tuple(s for s in SIZES if s <= SMALL))
    pixels.update(raster(full, tuple(s for s in SIZES if s > SMALL)))
    pngs = {size: png(pixels[size], size) for size in SIZES}
    written = []

    def write(name: str, data: bytes) -> None:
        path = out_dir / name
        path.write_bytes(data)
        written.append(path)

    write("briscola.svg", svg(full).encode("utf-8"))
    for size in SIZES:
        write(f"briscola-{size}.png", pngs[size])
    write("briscola.ico", ico({s: pngs[s] for s in ICO_SIZES}))
    write("briscola.icns", icns(pngs))
    return written


def main(argv: list[str] | None = None) -> int:
    here = Path(__file__).resolve().parent.parent
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--out", type=Path, default=here / "assets" / "icon",
                        help="output folder (default: assets/icon)")
    args = parser.parse_args(argv)
    for path in build(args.out):
        print(path)
    return 0


if __name__ == "__main__":
    sys.exit(main())

"""Card decks: generated assets, the deck_art loader and the `decks` command (headless)."""
from __future__ import annotations

import hashlib
import json
import os
import subprocess
import sys

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

import pygame  # noqa: E402
import pytest  # noqa: E402

from briscola_gui.commands import decks as decks_cmd  # noqa: E402
from briscola_gui.ui import deck_art  # noqa: E402

from deck_support import (CARDS, DECKS, EXPECTED_STYLES, ROOT,  # noqa: E402,F401
                          copy_style, display)

MANIFEST_KEYS = {"id", "name", "aspect", "width_mm", "height_mm", "suit_system", "credits",
                 "corner_indices"}


@pytest.fixture
def fake_assets(tmp_path, monkeypatch):
    return copy_style(tmp_path, monkeypatch)


def test_styles_installed_in_stable_order():
    styles = deck_art.deck_styles()
    ids = [s.id for s in styles]
    assert set(ids) >= EXPECTED_STYLES
    assert ids[0] == "napoletane"
    assert ids == [s.id for s in deck_art.deck_styles()]


@pytest.mark.parametrize("style_id", sorted(EXPECTED_STYLES))
def test_style_files_and_manifest(style_id):
    folder = DECKS / style_id
    data = json.loads((folder / "manifest.json").read_text(encoding="utf-8"))
    assert MANIFEST_KEYS <= set(data)
    assert data["id"] == style_id and data["suit_system"] == "italian"
    assert data["credits"] == "drawn by the Briscola project's deck generator"
    assert abs(data["aspect"] - data["width_mm"] / data["height_mm"]) < 1e-3
    style = deck_art.load_style(style_id)
    assert style.name and isinstance(style.corner_indices, bool)
    digests = set()
    for card in CARDS + ["back"]:
        text = (folder / f"{card}.svg").read_text(encoding="utf-8")
        # nanosvg rules: no text, filters, masks, clip paths or <use>
        for banned in ("<text", "<filter", "<mask", "clip-path", "<clipPath", "<use",
                       "objectBoundingBox"):
            assert banned not in text, (card, banned)
        digests.add(hashlib.sha256(text.encode()).hexdigest())
    assert len(digests) == 41, "40 distinct faces and a back"
    for card in CARDS:
        assert (folder / "indices" / f"{card}.svg").is_file()


@pytest.mark.parametrize("style_id", sorted(EXPECTED_STYLES))
def test_style_within_svg_budget_and_gradients_render(style_id):
    """Issue #13 budget: at most 1 MB of SVG per style. Every gradient is in user-space
    units (nanosvg ignores objectBoundingBox) and every url(#id) is defined in its file."""
    import re

    folder = DECKS / style_id
    total = sum(p.stat().st_size for p in folder.rglob("*.svg"))
    assert total <= 1_000_000, f"{style_id}: {total} bytes of SVG"
    shaded = 0
    for svg in sorted(folder.glob("*.svg")):
        text = svg.read_text(encoding="utf-8")
        defined = set(re.findall(r'<(?:linear|radial)Gradient id="([^"]+)"', text))
        used = set(re.findall(r'url\(#([^)]+)\)', text))
        assert used <= defined, (svg.name, sorted(used - defined))
        assert text.count("gradientUnits=\"userSpaceOnUse\"") == len(defined), svg.name
        shaded += bool(used)
    if style_id != "leggibili":  # the high-legibility deck is flat on purpose
        assert shaded >= 30, "the signs are shaded with gradients"


@pytest.mark.parametrize("style_id", sorted(EXPECTED_STYLES))
def test_twelve_court_drawings_not_recoloured(style_id):
    """Issue #13: each court card is its own drawing. With every colour, gradient and
    number rounded away the twelve court SVGs still differ pairwise, and the Fanti, the
    Cavalli and the Re differ from each other beyond the sign they hold."""
    import re

    def shape(card):
        text = (DECKS / style_id / f"{card}.svg").read_text(encoding="utf-8")
        text = re.sub(r"<defs>.*?</defs>", "", text)
        text = re.sub(r'(fill|stroke|stop-color)="[^"]*"', "", text)
        return re.sub(r"-?\d+(\.\d+)?", "0", text)

    courts_ = [f"{r}{s}" for r in (8, 9, 10) for s in "DCBS"]
    shapes = {c: shape(c) for c in courts_}
    assert len(set(shapes.values())) == 12
    for rank in (8, 9, 10):  # same rank, different suits: more than the sign differs
        sizes = [len(shapes[f"{rank}{s}"]) for s in "DCBS"]
        assert len(set(sizes)) == 4, (rank, sizes)


def test_napoletane_has_no_indices_and_leggibili_has():
    assert deck_art.load_style("napoletane").corner_indices is False
    assert deck_art.load_style("piacentine").corner_indices is False
    assert deck_art.load_style("leggibili").corner_indices is True
    assert deck_art.load_style("leggibili").name == "Alta leggibilità"


@pytest.mark.parametrize("style_id", sorted(EXPECTED_STYLES))
def test_every_card_loads_at_three_sizes(style_id):
    images = deck_art.CardImages(style_id)
    for height in (60, 137, 240):
        size = images.card_size(height)
        assert size[1] == height and abs(size[0] - height * images.style.aspect) <= 1
        seen = set()
        for card in CARDS:
            surf = images.face(card, height)
            assert surf.get_size() == size
            assert surf.get_alpha() is not None or surf.get_flags() & pygame.SRCALPHA
            seen.add(pygame.image.tobytes(surf, "RGBA"))
            # the card is opaque in the middle and see-through beyond its rounded corner
            assert surf.get_at((size[0] // 2, size[1] // 2)).a == 255, card
            assert surf.get_at((0, 0)).a < 200, card
        back = images.back(height)
        assert back.get_size() == size
        assert len(seen) == 40, "faces must differ at every size"


def test_cache_per_size_and_bounded():
    images = deck_art.CardImages("napoletane")
    a = images.face("1D", 100)
    assert images.face("1D", 100) is a
    images.face("1D", 110)
    images.face("1D", 120)
    assert len(images._cache) <= 2
    assert images.face("1D", 120) is images.face("1D", 120)
    images.clear_cache()
    assert images.face("1D", 100) is not a
    with pytest.raises(ValueError):
        images.face("11D", 100)


def test_corner_index_overlay_changes_the_face():
    plain = deck_art.CardImages("napoletane").face("7C", 200)
    marked = deck_art.CardImages("napoletane", corner_indices=True).face("7C", 200)
    assert plain.get_size() == marked.get_size()
    assert pygame.image.tobytes(plain, "RGBA") != pygame.image.tobytes(marked, "RGBA")
    # only near the corners
    w, h = plain.get_size()
    assert plain.get_at((w // 2, h // 2)) == marked.get_at((w // 2, h // 2))
    # a style with printed indices is left alone
    a = deck_art.CardImages("leggibili").face("7C", 200)
    b = deck_art.CardImages("leggibili", corner_indices=True).face("7C", 200)
    assert pygame.image.tobytes(a, "RGBA") == pygame.image.tobytes(b, "RGBA")


@pytest.mark.parametrize("card", CARDS)
def test_leggibili_index_numerals_12px_at_80px(card):
    """Issue #13: the leggibili rank in the corner is at least 12 px tall on a card 80 px
    high, in the suit's dark ink, above its small suit sign (measured on the drawn face:
    the numeral's pixels within the corner above the sign)."""
    ink = {"D": (0x8a, 0x5a, 0x00), "C": (0xb3, 0x10, 0x1d), "B": (0x0d, 0x6a, 0x26),
           "S": (0x10, 0x3f, 0x9e)}[card[-1]]
    surf = deck_art.CardImages("leggibili").face(card, 80)
    w, h = surf.get_size()
    corner = pygame.Rect(2, 2, round(w * 0.2), round(h * 0.2) - 2)  # inside the border
    for view in (surf, pygame.transform.rotate(surf, 180)):  # and the turned one
        area = view.subsurface(corner)
        drawn = pygame.mask.from_threshold(area, (255, 255, 255, 255), (70, 70, 70, 255))
        drawn.invert()  # everything that is not the white plate
        rects = drawn.get_bounding_rects()
        assert rects, card
        assert max(r.bottom for r in rects) - min(r.top for r in rects) >= 12, card
        # it is the numeral in the suit's dark ink, not something else in the corner
        assert pygame.mask.from_threshold(area, ink + (255,), (40, 40, 40, 255)).count() >= 10


@pytest.mark.parametrize("card", ["2D", "5D", "3C", "7C", "4B", "6B", "2S", "7S"])
def test_leggibili_index_suit_sign_readable_at_80px(card):
    """Issue #13 review: the suit sign under the leggibili numeral was about 4-5 px on a
    card 80 px high. Now a coin or cup is at least 6 px across and a club or sword at
    least 10 px tall (measured in the index column under the numeral, both corners)."""
    surf = deck_art.CardImages("leggibili").face(card, 80)
    w, h = surf.get_size()
    column = pygame.Rect(2, round(h * 0.21), round(w * 0.2), round(h * 0.16))
    for view in (surf, pygame.transform.rotate(surf, 180)):
        drawn = pygame.mask.from_threshold(view.subsurface(column), (255, 255, 255, 255),
                                           (70, 70, 70, 255))
        drawn.invert()
        rects = [r for r in drawn.get_bounding_rects() if r.w * r.h >= 6]
        assert len(rects) == 1, (card, rects)
        if card[-1] in "DC":
            assert min(rects[0].w, rects[0].h) >= 6, (card, rects)
        else:
            assert rects[0].h >= 10, (card, rects)


def test_missing_card_names_the_file(fake_assets):
    (fake_assets / "3S.svg").unlink()
    images = deck_art.CardImages("napoletane")
    images.face("2S", 100)
    with pytest.raises(deck_art.DeckError, match="3S.svg"):
        images.face("3S", 100)


@pytest.mark.parametrize("content", [b"", b"not an svg at all", b"<svg xmlns='x'><path d='M0"])
def test_damaged_card_names_the_file(fake_assets, content):
    (fake_assets / "back.svg").write_bytes(content)
    with pytest.raises(deck_art.DeckError, match="back.svg"):
        deck_art.CardImages("napoletane").back(100)


@pytest.mark.parametrize("content", [None, "{", "[]", '{"id": "napoletane"}'])
def test_missing_or_damaged_manifest_names_the_file(fake_assets, content):
    manifest = fake_assets / "manifest.json"
    if content is None:
        manifest.unlink()
    else:
        manifest.write_text(content, encoding="utf-8")
    with pytest.raises(deck_art.DeckError, match="manifest.json"):
        deck_art.load_style("napoletane")
    with pytest.raises(deck_art.DeckError):
        deck_art.CardImages("napoletane")


def test_unknown_style():
    with pytest.raises(deck_art.DeckError, match="nonesuch"):
        deck_art.load_style("nonesuch")
    with pytest.raises(deck_art.DeckError):
        deck_art.load_style("../napoletane")


def test_generator_is_deterministic_and_matches_committed_files(tmp_path):
    script = ROOT / "build" / "make_decks.py"
    for out in (tmp_path / "a", tmp_path / "b"):
        subprocess.run([sys.executable, str(script), "--out", str(out)], check=True,
                       capture_output=True)
    files_a = sorted(p.relative_to(tmp_path / "a") for p in (tmp_path / "a").rglob("*") if p.is_file())
    files_b = sorted(p.relative_to(tmp_path / "b") for p in (tmp_path / "b").rglob("*") if p.is_file())
    assert files_a == files_b and len(files_a) >= 4 * 82
    for rel in files_a:
        data = (tmp_path / "a" / rel).read_bytes()
        assert data == (tmp_path / "b" / rel).read_bytes(), rel
        assert data == (DECKS / rel).read_bytes(), f"committed {rel} is stale: run build/make_decks.py"


def test_generator_draws_only_on_random_random():
    """The generator must write the same SVGs on every Python: of the random module's
    draws only random() (and uniform(), built on it) is promised the same stream across
    versions, not choice(), randrange(), randint(), sample() or shuffle(), so no drawing
    module calls them (the leggibili clubs and swords each drawn their own way used
    choice())."""
    import re

    banned = re.compile(r"\b(?:rng|random)\.(?:choice|choices|randrange|randint|sample|shuffle|getrandbits)\(")
    calls = [f"{path.name}:{n}" for path in sorted((ROOT / "build" / "deckart").glob("*.py"))
             for n, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1)
             if banned.search(line)]
    assert not calls, calls


def test_decks_command_lists_styles(capsys):
    assert decks_cmd.main([]) == 0
    lines = capsys.readouterr().out.split()
    assert lines[0] == "napoletane" and set(lines) >= EXPECTED_STYLES


def test_decks_command_writes_a_sheet(tmp_path, capsys):
    out = tmp_path / "sheet.png"
    assert decks_cmd.main(["--sheet", "piacentine", "-o", str(out), "--height", "60",
                           "--indices"]) == 0
    sheet = pygame.image.load(str(out))
    w, h = deck_art.CardImages("piacentine").card_size(60)
    assert sheet.get_height() > 4 * h and sheet.get_width() > 11 * w
    assert not [p for p in tmp_path.iterdir() if p.name != "sheet.png"], "no temp files left"


@pytest.mark.parametrize("argv, words", [
    (["--sheet", "nonesuch", "-o", "x.png"], "nonesuch"),
    (["--sheet", "napoletane", "-o", "x.png", "--height", "abc"], "height"),
    (["--sheet", "napoletane", "-o", "x.png", "--height", "0"], "height"),
    (["--sheet", "napoletane", "-o", "/nonexistent-dir/x.png"], "cannot write"),
    (["--sheet", "napoletane"], "-o"),
    (["--bogus"], "bogus"),
])
def test_decks_command_bad_input(tmp_path, monkeypatch, capsys, argv, words):
    monkeypatch.chdir(tmp_path)
    assert decks_cmd.main(argv) == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and words in err and "Traceback" not in err


def test_decks_command_as_a_process(tmp_path):
    env = dict(os.environ)
    env.pop("SDL_VIDEODRIVER", None)
    env.pop("DISPLAY", None)
    env.pop("PYGAME_HIDE_SUPPORT_PROMPT", None)
    r = subprocess.run([sys.executable, "-m", "briscola_gui", "decks"], cwd=ROOT, env=env,
                       capture_output=True, text=True, timeout=120)
    assert r.returncode == 0 and r.stdout.split("\n")[0] == "napoletane", r.stdout
    out = tmp_path / "s.png"
    r = subprocess.run([sys.executable, "-m", "briscola_gui", "decks", "--sheet", "leggibili",
                        "-o", str(out), "--height", "40"], cwd=ROOT, env=env,
                       capture_output=True, text=True, timeout=120)
    assert r.returncode == 0, r.stderr
    assert out.stat().st_size > 1000
    r = subprocess.run([sys.executable, "-m", "briscola_gui", "decks", "--sheet", "x", "-o",
                        str(out)], cwd=ROOT, env=env, capture_output=True, text=True, timeout=120)
    assert r.returncode == 2 and "Traceback" not in r.stderr


def test_blind_reading_sheet_and_score(tmp_path):
    """build/blind_decks.py: the sheet holds `count` cards at the asked height, the key
    lists them in order, and the scorer names each misread card."""
    sys.path.insert(0, str(ROOT / "build"))
    try:
        import blind_decks
    finally:
        sys.path.pop(0)
    out = tmp_path / "blind.png"
    cards = blind_decks.sheet("napoletane", out, 12, 80, seed=7)
    key = json.loads((tmp_path / "blind.png.key.json").read_text(encoding="utf-8"))
    assert key == cards and len(cards) == 12 and set(cards) <= set(CARDS)
    w, h = deck_art.CardImages("napoletane").card_size(80)
    assert pygame.image.load(str(out)).get_size() == (10 * (w + 14) + 14, 2 * (h + 14) + 14)
    answers = list(cards)
    answers[3] = "7S" if cards[3] != "7S" else "6S"
    right, wrong = blind_decks.score(cards, answers)
    assert right == 11 and wrong == [(3, cards[3], answers[3])]
    chosen = ["7D", "6D", "7D", "4B"]  # an A/B sheet: exactly these cards, in this order
    assert blind_decks.sheet("napoletane", out, 40, 80, None, chosen) == chosen
    assert json.loads((tmp_path / "blind.png.key.json").read_text(encoding="utf-8")) == chosen
    assert pygame.image.load(str(out)).get_size() == (10 * (w + 14) + 14, h + 28)
    with pytest.raises(ValueError, match="11D"):
        blind_decks.sheet("napoletane", out, 40, 80, None, ["7D", "11D"])

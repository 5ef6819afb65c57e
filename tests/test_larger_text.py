"""The "Larger text and cards" setting (ui/enlarge.py): saved and applied at once, every
table of every variant laid out without overlaps at 640x480 to 1920x1080 in both languages,
and the text and the player's cards measurably larger than without it."""
from __future__ import annotations

import json

import pytest
import pygame
from screen_check import Drawn, drawn
from table_support import panels_apart
from test_ui_support import make_app
from tour import rendered, visit

TABLES = ["table_2", "table_3", "table_4", "auction_5", "table_5", "table_6"]
CASES = [((640, 480), "it"), ((640, 480), "en"), ((800, 600), "it"), ((1280, 800), "it"),
         ((1280, 800), "en"), ((1920, 1080), "it")]


def larger_app(tmp_path, size, language="it", on=True):
    return make_app(tmp_path, size=size, language=language, speed="instant", level="random",
                    deck="napoletane", large_text=on)


def test_the_setting_is_saved_and_applies_at_once(tmp_path):
    app = larger_app(tmp_path, (1280, 800), "en", on=False)
    visit(app, "table_2")
    table = app.top
    before = table.layout_obj
    settings = app.open("settings")
    row = next(w for w in settings.widgets if getattr(w, "label", None) and w.label() == app.t("large_text_setting"))
    row.step(1)
    assert app.settings.large_text is True
    assert json.loads((tmp_path / "settings.json").read_text())["large_text"] is True
    assert app.text.scale > 1.2
    after = table.layout_obj                        # the table under the settings follows
    assert after.font > before.font and after.hand_h > before.hand_h
    row.step(1)
    assert app.settings.large_text is False and table.layout_obj.font == before.font


@pytest.mark.parametrize("stop", TABLES)
@pytest.mark.parametrize("size,language", CASES, ids=lambda v: f"{v[0]}x{v[1]}" if isinstance(v, tuple) else v)
def test_every_table_with_larger_text_is_clear(tmp_path, stop, size, language):
    app = larger_app(tmp_path, size, language)
    visit(app, stop)
    table = app.top
    # the card tracker (on in these tables, with hints and, for 4 players, signals) always
    # finds room: at 640x480-1280x800 with 4-6 players (800x600 also 3) it covered what lay
    # under it, the deal code among them; it takes its compact form there now
    assert not table.panels.tracker.crowded, "the tracker found no room"
    wrong = panels_apart(table)
    texts = drawn(app)
    window = app.surface.get_rect()
    wrong += [f"outside: {d.text!r} {d.rect}" for d in texts if not window.contains(d.rect)]
    wrong += [f"texts overlap: {a.text!r} {a.rect} and {b.text!r} {b.rect}"
              for i, a in enumerate(texts) for b in texts[i + 1:]
              if a.rect.colliderect(b.rect) and a.rect != b.rect]
    plates = table.panels.plates
    wrong += [f"plate line {r} outside its plate" for r in plates.lines
              if not any(p.contains(r) for p in plates.drawn)]
    assert not wrong, "\n".join(wrong)


def _measure(tmp_path, size, players, on) -> tuple[float, int, int]:
    """The median em of the texts the table draws, the hand's card height, the trick's."""
    app = larger_app(tmp_path / ("on" if on else "off"), size, "en", on)
    visit(app, f"table_{players}")
    table = app.top
    ems = sorted(r.em for r in rendered(app))
    hand = [table.sprites[c].h for c in table.panels.hand.cards()]
    return ems[len(ems) // 2], max(hand), table.layout_obj.table_h


@pytest.mark.parametrize("size", [(1280, 800), (1920, 1080)])
@pytest.mark.parametrize("players", [2, 3, 4, 5, 6])
def test_larger_is_visibly_larger(tmp_path, size, players):
    """Measured on the drawn table: the texts' size, the hand's cards, the trick's cards.
    With 4 to 6 players the others' hands keep their size (test_no_card_is_smaller...):
    the player's hand grows less there, the trick at least keeps its size."""
    off = _measure(tmp_path, size, players, False)
    on = _measure(tmp_path, size, players, True)
    assert on[0] >= off[0] * 1.15, (off, on)
    # (chiamata: the eight backs of each of the others and the bids' room in the middle)
    assert on[1] >= off[1] * (1.15 if players <= 3 else 1.03 if players == 5 else 1.07), (off, on)
    assert on[2] >= off[2] * (1.1 if players <= 3 else 1.0), (off, on)


@pytest.mark.parametrize("stop", ["table_4", "table_5", "table_6"])
@pytest.mark.parametrize("language", ["it", "en"])
def test_the_tracker_never_covers_the_turn_prompt(tmp_path, stop, language):
    """Review 12: at 640x480 with four players and larger text the card tracker covered
    the start of "Your turn: click or drag a card"."""
    app = larger_app(tmp_path, (640, 480), language)
    visit(app, stop)
    table = app.top
    table.panels.tracker.place()
    assert table.panels.tracker.rect is not None
    prompt = [d.rect for d in drawn(app) if d.text.startswith(app.t("your_turn", n=3)[:8])]
    assert not table.panels.tracker.rect.colliderect(table.regions.prompt)
    assert all(not table.panels.tracker.rect.colliderect(r) for r in prompt)


@pytest.mark.parametrize("stop", ["table_3", "table_4", "table_5", "table_6"])
@pytest.mark.parametrize("size", [(640, 480), (800, 600), (1024, 640), (1280, 800), (1920, 1080)],
                         ids=lambda v: f"{v[0]}x{v[1]}")
@pytest.mark.parametrize("on", [True, False], ids=["larger", "usual"])
def test_the_tracker_leaves_the_deal_code_readable(tmp_path, stop, size, on):
    """Review 12b major 1: with larger text the card tracker was drawn over "Code C15SH-9P9GM"
    (640x480 4 players; also 800x600 with 3-6 players and 1280x800 with 4). The code's
    drawn words and the tracker's panel never meet; where the whole tracker has no room, its
    compact form (the suits' signs, no title) has, and shows every rank of every suit."""
    app = larger_app(tmp_path, size, "en", on)
    visit(app, stop)
    table = app.top
    code = app.t("code_short", code=table.panels.corner.code())
    tracker = table.panels.tracker
    tracker.place()
    own, texts = tracker._placed.text, []       # the usual size where the larger one has no room
    if own is not app.text:
        real = own.draw
        own.draw = lambda surface, words, size, *a, **kw: texts.append(
            Drawn(words, pygame.Rect(real(surface, words, size, *a, **kw))))
    texts += drawn(app)
    assert tracker.rect is not None and not tracker.crowded
    words = [d.rect for d in texts if d.text == code]
    assert len(words) == 1 and not words[0].colliderect(tracker.rect), (words, tracker.rect)
    letters = [d for d in texts if tracker.rect.contains(d.rect) and len(d.text) == 1]
    in_deck = 40 - (1 if table.n == 3 else 4 if table.n == 6 else 0)
    assert len(letters) == in_deck + (0 if tracker._placed.compact else 1)      # and the "T"


@pytest.mark.parametrize("stop", ["table_2", "table_4", "table_6"])
@pytest.mark.parametrize("language", ["it", "en"])
@pytest.mark.parametrize("on", [True, False], ids=["larger", "usual"])
def test_the_turn_prompt_keeps_to_its_room(tmp_path, stop, language, on):
    """At 640x480 with 6 players and larger text the Italian "Tocca a te: ... (tasti 1-3,
    Invio)" was drawn at the least size 20 px past both sides of its room (the compact
    card tracker stood beside it): now it wraps, the keys' words kept together."""
    app = larger_app(tmp_path, (640, 480), language, on)
    visit(app, stop)
    table = app.top
    table.panels.hint.hint = None                 # the prompt, not a hint's sentence
    assert table.human_turn()
    whole = app.t("your_turn", n=len(table.shown.hands[0]))
    lines = sorted((d for d in drawn(app) if len(d.text) > 3 and d.text in whole), key=lambda d: d.rect.y)
    assert " ".join(d.text for d in lines).replace("\u00a0", " ") == whole.replace("\u00a0", " ")
    room = table.regions.prompt
    assert all(room.left <= d.rect.left and d.rect.right <= room.right for d in lines), (room, lines)


@pytest.mark.parametrize("size", [(1280, 800), (1920, 1080)], ids=lambda v: f"{v[0]}x{v[1]}")
@pytest.mark.parametrize("stop", ["table_2", "table_3", "table_4", "table_5", "table_6"])
def test_the_tracker_is_never_smaller_with_larger_text(tmp_path, size, stop):
    """Review 12c item 12: with "Larger text and cards" the card tracker's rows were ~11 px
    at 1280x800 against ~16 px without (it fell back to the usual size, smallest scale,
    where it found no room); now the compact form at the larger size comes first."""
    ems = []
    for on in (False, True):
        app = larger_app(tmp_path / str(on), size, "en", on)
        visit(app, stop)
        tracker = app.top.panels.tracker
        tracker.place()
        ems.append(tracker._placed.text.em(tracker._placed.font))
    assert ems[1] >= ems[0], ems


def _cards(tmp_path, size, players, on) -> dict[str, int]:
    """The height of every kind of card the table draws: the player's hand, the others'
    hands (their backs as drawn), the cards taken, the trick's cards, the stock and the
    face-up briscola (the length of it that shows beside the stock)."""
    app = larger_app(tmp_path / ("on" if on else "off"), size, "en", on)
    visit(app, f"table_{players}")
    table = app.top
    app.settings.tracker = False         # (on, the layout keeps it room: the trick a little smaller where it must)
    table.layout(app.surface.get_size())
    L = table.layout_obj
    backs = [table.sprites[c].h for seat in range(1, players) for c in table.shown.hands[seat]]
    return {"hand": min(table.sprites[c].h for c in table.panels.hand.cards()),
            "others": min(backs), "piles": L.pile_h, "trick": L.table_h,
            **({"stock": round(L.stock_h), "face_up": round(L.trump_h * (1 - L.trump_tuck))}
               if players != 5 else {})}


@pytest.mark.parametrize("size", [(640, 480), (800, 600), (1280, 800), (1920, 1080)], ids=lambda v: f"{v[0]}x{v[1]}")
@pytest.mark.parametrize("players", [2, 3, 4, 5, 6])
def test_no_card_is_smaller_with_larger_cards(tmp_path, size, players):
    """Review 12d minor 12: "Larger text and cards" shrank the others' hands (2 players at
    1280x800: ~60x55 px against ~120x100 without) to make room for the larger ones. Now
    no card of the table comes out smaller with the setting than without, at the same
    window size. The stock and the face-up briscola too (review 12e: with 4 and 6 players
    at 640x480 they were 60 and 51 px against 61 and 59 without, the seats beside them
    wider with their larger words). Nor, with 5 players at 640x480, the others' backs: the
    last resort for the bids' room, which laid the trick's cards on each other's indices
    otherwise (review 12f D5)."""
    off = _cards(tmp_path, size, players, False)
    on = _cards(tmp_path, size, players, True)
    backs = ("others", "piles") if (size, players) == ((640, 480), 5) else ()
    smaller = {k: (off[k], on[k]) for k in off if on[k] < off[k] and k not in backs}
    assert not smaller, smaller


@pytest.mark.parametrize("size", [(640, 480), (800, 600)], ids=lambda v: f"{v[0]}x{v[1]}")
@pytest.mark.parametrize("players", [2, 6])
@pytest.mark.parametrize("language", ["it", "en"])
def test_the_top_seat_s_plate_stands_with_its_hand(tmp_path, size, players, language):
    """Review 12g/12h C13: with larger text at 640x480 (and 800x600) the top middle seat's
    plate stood beside its hand, pushed under the corner's briscola: below and left of the
    cards (6 players: Anna's), as if another seat's. It stands above the hand there (its
    hand 4% smaller with 6 players, the trick no smaller; with 2 players 5 px larger)."""
    from briscola_gui.ui.match_start import start_match
    for deck in ("napoletane", "piacentine"):
        app = make_app(tmp_path / deck, size=size, language=language, speed="instant", players=players,
                       deck=deck, large_text=True)
        table = start_match(app, seed=1)
        regions, top = table.regions, players // 2
        plate, hand = regions.plates[top], regions.hands[top]
        m = table.layout_obj.margin
        assert plate.bottom <= hand.top or plate.top <= hand.centery <= plate.bottom, (deck, plate, hand)
        assert plate.right >= hand.left - 2 * m and plate.left <= hand.right + 2 * m, (deck, plate, hand)
        assert not regions.plate_apart()

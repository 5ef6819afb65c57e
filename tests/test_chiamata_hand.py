"""Chiamata's eight cards in the player's hand: each shows at least 80% of its width, so
its rank and suit can be read on decks without corner indices (the default), at every
window size, with every deck style and with "Larger text and cards" (#12)."""
from __future__ import annotations

import pytest
from table_support import panels_apart
from test_ui_support import make_app
from tour import visit

DECKS = ["napoletane", "piacentine", "trevisane", "leggibili", "plain"]
MIN_SHOWN = 0.8


def shown_fractions(table) -> list[float]:
    """How much of each card but the last (which shows whole) the next one leaves in view."""
    app = table.app
    sprites = sorted((table.sprites[c] for c in table.panels.hand.cards()), key=lambda s: s.x)
    width = app.cards.card_size(sprites[0].h)[0]
    return [(b.x - a.x) / width for a, b in zip(sprites, sprites[1:])]


@pytest.mark.parametrize("deck", DECKS)
@pytest.mark.parametrize("size,larger", [((640, 480), False), ((640, 480), True), ((800, 600), False),
                                         ((800, 600), True), ((1280, 800), True)])
def test_each_card_of_eight_shows_enough(tmp_path, deck, size, larger):
    app = make_app(tmp_path, size=size, language="it", speed="instant", level="random", deck=deck,
                   large_text=larger)
    visit(app, "auction_5")                  # eight cards in hand while the auction runs
    table = app.top
    assert len(table.panels.hand.cards()) == 8
    shown = shown_fractions(table)
    assert min(shown) >= MIN_SHOWN, [round(f, 2) for f in shown]
    window = app.surface.get_rect()
    for c in table.panels.hand.cards():
        s = table.sprites[c]
        w, h = app.cards.card_size(s.h)
        assert window.contains((int(s.x - w / 2), int(s.y - h / 2), w, h))
    assert not panels_apart(table, tracker=False)

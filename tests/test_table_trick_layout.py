"""The trick's cards (review 12 item 14): at every window size, with and without larger
text and cards, no card of a trick covers another (so every corner index shows), and each
lies towards the seat that played it; a banner such as "Luca takes 0" reads on one line
(item 11: it wrapped into three lines in a narrow bubble at 640x480 in chiamata)."""
import pytest
from table_support import table_at_turn
from test_table_regions import pile_width

from briscola_gui.ui.enlarge import card_scale, text_scale
from briscola_gui.ui.table import regions, search
from briscola_gui.ui.text import least_em, nominal

# (a tall narrow 600x960 window with 4 players and larger text may bring the cards closer:
# the stock and its face-up card beside the cross leave no room even for a trick 20% smaller)
SIZES = [(640, 480), (800, 600), (1024, 640), (1280, 800), (1920, 1080)]


def fitted(size, players, larger, aspect=0.58):
    scale = text_scale(size, larger)
    return search.fitted(size, players, aspect, scale, card_scale(size, larger), signals=players == 4,
                          text_least=nominal(least_em(size, scale)),
                          pile_width=pile_width(size, scale) if larger else 0)


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("players", [2, 3, 4, 5, 6])
@pytest.mark.parametrize("larger", [False, True], ids=["usual", "larger"])
@pytest.mark.parametrize("aspect", [0.53, 0.64])
def test_trick_cards_lie_clear_and_towards_their_seats(size, players, larger, aspect):
    L, reg = fitted(size, players, larger, aspect)
    cards = [regions.card_rect(L, *L.slot(seat), L.table_h) for seat in range(players)]
    covered = [(a, b) for a in range(players) for b in range(a + 1, players) if cards[a].colliderect(cards[b])]
    assert not covered, covered
    for seat in range(players):
        ax, ay = L.anchor(seat)
        nearest = min(range(players), key=lambda s: (cards[s].centerx - ax) ** 2 + (cards[s].centery - ay) ** 2)
        assert nearest == seat, f"seat {seat}'s hand is nearest seat {nearest}'s card"
    assert not reg.clashes()


@pytest.mark.parametrize("size", [(640, 480), (1280, 800), (1920, 1080)])
@pytest.mark.parametrize("players", [4, 5, 6])
@pytest.mark.parametrize("language", ["it", "en"])
@pytest.mark.parametrize("larger", [False, True], ids=["usual", "larger"])
def test_who_takes_the_trick_reads_on_one_line(tmp_path, monkeypatch, size, players, language, larger):
    from briscola_gui.ui.table.panels import banners as banners_module
    app, table = table_at_turn(tmp_path, players=players, seed=7, size=size, language=language,
                               large_text=larger)
    boxes = []
    monkeypatch.setattr(banners_module, "draw_panel", lambda surface, rect, alpha=0: boxes.append(rect))
    table.banners.clear()
    news = [app.t("takes", name=name, p=p) for name, p in (("Giulia", 11), ("Luca", 0))]
    for line in news:
        table.banners.add(line, 60000)
    table.banners.draw(app.surface)
    line_h = app.text.size("Ag", int(table.layout_obj.font * 1.15))[1]
    assert len(boxes) == 2, boxes
    assert all(b.h < line_h * 1.9 for b in boxes), (boxes, line_h)     # one line each
    band = table.regions.banners
    assert all(band.contains(b) for b in boxes)
    assert not table.regions.clashes()

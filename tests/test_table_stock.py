"""The stock and the briscola (ui/table/panels/stock.py)."""
import pytest

from briscola_gui.engine import card_str
from table_support import table_at_turn, texts_drawn


def test_the_stock_shows_how_many_cards_are_left_and_the_briscola(tmp_path):
    app, table = table_at_turn(tmp_path, players=2, language="en")
    seen = texts_drawn(app)
    assert str(len(table.deal.stock)) in seen
    assert table.shown.stock_count() == len(table.deal.stock) == 34
    assert app.t("briscola_is", suit=app.t.suit(table.deal.trump)) in seen


def test_chiamata_shows_the_called_card_once_play_starts(tmp_path):
    app, table = table_at_turn(tmp_path, players=5, seed=3, language="en")
    deal = table.deal
    seen = texts_drawn(app)
    if deal.trump is None:
        assert app.t("no_briscola") in seen
    else:
        assert app.t("briscola_is", suit=app.t.suit(deal.trump)) in seen
    assert table.regions.stock is None               # no stock in chiamata


@pytest.mark.parametrize("deck", ["napoletane", "piacentine", "trevisane", "leggibili", "plain"])
@pytest.mark.parametrize("size", [(640, 480), (1280, 800)])
@pytest.mark.parametrize("players", [2, 6])
@pytest.mark.parametrize("seed", [5, 11])
def test_the_face_up_briscola_shows_whole_beside_the_stock(tmp_path, deck, size, players, seed):
    """The face-up card shows whole, its rank and suit readable on every deck (a half card
    hid half the pips of a 6 di bastoni on decks without indices): at least 90% of it lies
    clear of the stock (only its blank end is tucked under), no other panel's place touches
    it, and on the screen at least 90% of its pixels are the card's own picture."""
    app, table = table_at_turn(tmp_path, players=players, deck=deck, size=size, seed=seed)
    shown, cards = table.shown, app.cards
    assert shown.trump_in_stock and shown.stock
    trump = table.sprites[shown.trump_card]
    picture = cards.sideways(card_str(shown.trump_card), int(trump.target.h))
    face_up = trump.rect(picture.get_size())
    stock = [table.sprites[c] for c in shown.stock]
    pile = stock[0].rect(cards.back(int(stock[0].target.h)).get_size()).unionall(
        [s.rect(cards.back(int(s.target.h)).get_size()) for s in stock[1:]])
    hidden = face_up.clip(pile)
    assert hidden.w <= 0.1 * face_up.w and (face_up.centerx > pile.right or face_up.top > pile.bottom), \
        (deck, face_up, pile)
    regions = table.regions
    others = [regions.trick] + list(regions.plates) + list(regions.hands) + list(regions.piles)
    assert not any(face_up.colliderect(r) for r in others if r is not None)
    app.draw()
    assert _share_shown(app.surface, picture, face_up) >= 0.9, (deck, size, players)


def _share_shown(surface, picture, where) -> float:
    """The share of ``picture``'s opaque pixels seen on ``surface`` at ``where`` (within a
    pixel of it: the sprite's position is rounded when drawn)."""
    best = 0.0
    for dx in (-1, 0, 1):
        for dy in (-1, 0, 1):
            same = total = 0
            for x in range(2, picture.get_width() - 2, 2):
                for y in range(2, picture.get_height() - 2, 2):
                    want = picture.get_at((x, y))
                    if want.a < 250:
                        continue                  # the rounded corners show the cloth
                    total += 1
                    got = surface.get_at((where.x + x + dx, where.y + y + dy))
                    same += max(abs(got.r - want.r), abs(got.g - want.g), abs(got.b - want.b)) <= 8
            best = max(best, same / total)
    return best


@pytest.mark.parametrize("players", [4, 6])
@pytest.mark.parametrize("language", ["it", "en"])
@pytest.mark.parametrize("large", [False, True])
def test_the_face_up_briscola_reads_at_a_glance_in_a_small_window(tmp_path, players, language, large):
    """Review 12g C17: at 640x480 the face-up card beside the stock showed 58x35 px (4
    players; 6 players with larger text 57x33), a King hard to tell from a Knave. Where
    the room beside the stock makes it that small, it lies under the stock, across the
    same room, as long as the trick's cards or longer: at least 80 px long, whole, no
    other panel's place touching it, and the stock no smaller than before."""
    app, table = table_at_turn(tmp_path, players=players, language=language, size=(640, 480),
                               large_text=large, deck="napoletane")
    shown, cards, L = table.shown, app.cards, table.layout_obj
    trump = table.sprites[shown.trump_card]
    face_up = trump.rect(cards.sideways(card_str(shown.trump_card), int(trump.target.h)).get_size())
    stock = table.sprites[shown.stock[0]]
    pile = stock.rect(cards.back(int(stock.target.h)).get_size())
    assert face_up.w >= 80 and not face_up.colliderect(pile), (face_up, pile)
    assert L.stock_h >= L.table_h * 0.99
    regions = table.regions
    others = [regions.trick, regions.prompt, regions.trump_corner] + list(regions.plates) + \
        list(regions.hands) + list(regions.piles) + list(regions.counts)
    assert not any(face_up.colliderect(r) for r in others if r is not None)

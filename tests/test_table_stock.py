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
def test_the_face_up_briscola_shows_beside_the_stock(tmp_path, deck, size, players):
    """At least about half of the face-up card (the half a player reads it by) lies clear
    of the stock, whatever the deck's proportions: narrow Piacentine as well as Napoletane."""
    app, table = table_at_turn(tmp_path, players=players, deck=deck, size=size)
    shown, cards = table.shown, app.cards
    assert shown.trump_in_stock and shown.stock
    trump = table.sprites[shown.trump_card]
    face_up = trump.rect(cards.sideways(card_str(shown.trump_card), int(trump.target.h)).get_size())
    stock = [table.sprites[c] for c in shown.stock]
    pile = stock[0].rect(cards.back(int(stock[0].target.h)).get_size()).unionall(
        [s.rect(cards.back(int(s.target.h)).get_size()) for s in stock[1:]])
    hidden = face_up.clip(pile)
    clear = face_up.w * face_up.h - hidden.w * hidden.h
    assert clear >= 0.45 * face_up.w * face_up.h, (deck, face_up, pile)

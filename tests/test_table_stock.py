"""The stock and the briscola (ui/table/panels/stock.py)."""
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

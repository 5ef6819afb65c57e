"""The trick (ui/table/panels/trick.py) and the cards taken (panels/score.py)."""
from table_support import run_until, table_at_turn, texts_drawn

from briscola_gui.ui.table.sprites import Dress


def test_the_winning_card_is_framed_then_the_pile_counts_it(tmp_path):
    app, table = table_at_turn(tmp_path, players=4, language="en")
    app.settings.speed = "normal"
    table.play_card(table.deal.legal_moves()[0])
    run_until(app, lambda: table.shown.winner_shown is not None)
    winner = table.shown.winner_shown
    card = next(c for s, c in table.shown.table if s == winner)
    others = [c for s, c in table.shown.table if s != winner]
    framed = Dress()
    table.panels.trick.dress(table.sprites[card], framed)
    assert framed.outline is not None
    plain = Dress()
    table.panels.trick.dress(table.sprites[others[0]], plain)
    assert plain.outline is None
    run_until(app, lambda: not table.shown.table)
    assert len(table.shown.piles[winner]) == 4
    assert app.t("pile", n=4) in texts_drawn(app)
    for seat, region in enumerate(table.regions.piles):
        assert region.w > 0 and not table.regions.trick.colliderect(region)

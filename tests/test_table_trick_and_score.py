"""The trick (ui/table/panels/trick.py) and the cards taken (panels/score.py)."""
import itertools

import pytest
from table_support import run_until, table_at_turn, texts_drawn

from briscola_gui.ui.cards import styles
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


SIZES = [(640, 480), (800, 600), (1024, 640), (1280, 800), (1920, 1080)]


@pytest.mark.parametrize("players", [2, 3, 4, 5, 6])
def test_no_count_of_cards_taken_reaches_under_a_hand(tmp_path, players):
    """Every seat's "12 cards", as drawn, clear of every hand, at five sizes, in both
    languages, with each deck (their cards are narrower or wider) and larger text on and
    off: with the usual text the layout did not measure the count, so under a narrow card
    (piacentine, trevisane) it reached under the seat's own hand (review 12g N3: 4
    players at 1280x800 in English read "2 cards" beside Giulia's hand; 95 cases)."""
    app, table = table_at_turn(tmp_path, players=players, language="en")
    card = table.deal.hands[0][0]
    for seat in range(players):
        table.shown.piles[seat] = [card] * 12
    wrong = []
    for language, (deck, _), large in itertools.product(("it", "en"), styles(), (False, True)):
        app.settings.language, app.settings.deck, app.settings.large_text = language, deck, large
        app.apply_settings()
        for size in SIZES:
            app.resized(size)
            table.panels.score.draw(app.surface)
            wrong += [f"{language} {deck} {size} large={large}: seat {seat}'s count {label} "
                      f"under hands[{other}] {hand}"
                      for seat, label in enumerate(table.panels.score.labels)
                      for other, hand in enumerate(table.regions.hands) if label.colliderect(hand)]
    assert not wrong, "\n".join(wrong)

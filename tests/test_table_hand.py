"""The player's hand (ui/table/panels/hand.py): keys, clicks and drags."""
from table_support import run_until, table_at_turn
from test_ui_support import key

from briscola_gui.engine import Rules
from briscola_gui.ui.events import Input


def test_keys_choose_and_enter_plays(tmp_path):
    app, table = table_at_turn(tmp_path)
    hand = table.panels.hand
    cards = list(table.shown.hands[0])
    key(app, "2")
    assert hand.selected == cards[1]
    key(app, "right")
    assert hand.selected == cards[2]
    key(app, "right")
    assert hand.selected == cards[0]              # round the hand
    key(app, "left")
    assert hand.selected == cards[2]
    key(app, "return")
    assert cards[2] not in table.deal.hands[0] and hand.selected is None


def test_a_card_dropped_back_on_the_hand_is_not_played(tmp_path):
    app, table = table_at_turn(tmp_path)
    card = table.shown.hands[0][0]
    s = table.sprites[card]
    x, y = int(s.x), int(s.y)
    for ev in (Input("down", pos=(x, y)), Input("move", pos=(x + 30, y)), Input("up", pos=(x + 30, y))):
        app.dispatch(ev)
    assert card in table.deal.hands[0]
    run_until(app, lambda: table.sprites[card].tween is None)
    back = table.sprites[card]
    assert abs(back.x - x) <= 1 and abs(back.y - y) <= 1   # back in its place


def _must_follow(tmp_path, **settings):
    """A 2-player table with follow suit at the player's turn when a suit must be followed."""
    app, table = table_at_turn(tmp_path, players=2, seed=11, follow_suit=True, **settings)
    deal = table.deal
    for _ in range(40):
        if deal.table and set(deal.legal_moves()) != set(deal.hands[0]):
            break
        table.play_card(deal.legal_moves()[0])
        run_until(app, lambda: table.human_turn() or table.finished_deal)
        assert not table.finished_deal
    return app, table, deal


def test_a_card_that_may_not_be_played_is_shaded_and_refused(tmp_path):
    app, table, deal = _must_follow(tmp_path)
    illegal = next(c for c in deal.hands[0] if c not in deal.legal_moves())
    from briscola_gui.ui.table.sprites import Dress
    dress = Dress()
    table.panels.hand.dress(table.sprites[illegal], dress)
    assert dress.shaded
    s = table.sprites[illegal]
    for ev in (Input("down", pos=(int(s.x), int(s.y))), Input("up", pos=(int(s.x), int(s.y)))):
        app.dispatch(ev)
    assert illegal in deal.hands[0] and app.t("must_follow") in table.banners.texts()


def test_enter_on_a_card_that_may_not_be_played_says_why(tmp_path):
    """Review 12e item 16: by keyboard the number of a card that may not be played raised
    it, and Enter then did nothing at all (the mouse got "You must follow suit")."""
    app, table, deal = _must_follow(tmp_path)
    illegal = next(c for c in deal.hands[0] if c not in deal.legal_moves())
    assert app.t("must_follow") not in table.banners.texts()
    key(app, str(table.panels.hand.cards().index(illegal) + 1))
    key(app, "return")
    assert illegal in deal.hands[0] and app.t("must_follow") in table.banners.texts()


def test_a_greyed_card_is_never_chosen_by_keyboard(tmp_path):
    """Review 12h F4: with follow suit the number of a greyed card raised it; after H the
    hinted card was ringed but Enter answered "You must follow suit" again and again (the
    greyed card stayed chosen). Now its number says why at once and chooses nothing, the
    arrows pass over it, and Enter plays the hinted card even if a greyed one was chosen
    before it was greyed."""
    app, table, deal = _must_follow(tmp_path, hints=True)
    hand = table.panels.hand
    legal = set(deal.legal_moves())
    illegal = next(c for c in deal.hands[0] if c not in legal)
    key(app, str(hand.cards().index(illegal) + 1))
    assert hand.selected != illegal and app.t("must_follow") in table.banners.texts()
    for arrow in ("right",) * 4 + ("left",) * 4:
        key(app, arrow)
        assert hand.selected in legal, arrow
    hand.selected = illegal
    key(app, "h")
    run_until(app, lambda: table.panels.hint.card() is not None)
    hinted = table.panels.hint.card()
    assert hinted in legal
    key(app, "return")
    assert hinted not in deal.hands[0] and illegal in deal.hands[0]

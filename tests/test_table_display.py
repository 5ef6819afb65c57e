"""The display turns each event of the table session into animation on the scene's
scheduler: stepped here frame by frame with ``table.tick`` (ui/table/display.py)."""
from test_ui_support import make_app

from briscola_gui.engine import events as ev
from briscola_gui.engine.actions import PlayCard
from briscola_gui.session import events as sev
from briscola_gui.ui.match_start import start_match


def table_at_normal_speed(tmp_path, players=2, seed=3):
    app = make_app(tmp_path, players=players, speed="normal", length="single")
    return app, start_match(app, seed=seed)


def test_every_engine_event_type_has_its_own_handler(tmp_path):
    app, table = table_at_normal_speed(tmp_path)
    handlers = table.display.handlers
    for kind in ev.EVENT_TYPES + (sev.DealStarted, sev.ComputerFault, sev.HintReady,
                                  sev.DealFinished, sev.MatchOver, sev.StorageFailed):
        assert kind in handlers, kind.__name__
    assert len({h.__name__ for h in handlers.values()}) == len(handlers)   # one each


def test_the_dealing_shows_one_card_every_90_ms(tmp_path):
    app, table = table_at_normal_speed(tmp_path, players=4)
    display, shown = table.display, table.shown
    assert sum(len(h) for h in shown.hands) == 0 and len(shown.deck) == 40
    table.tick(0)                                      # the first card leaves at once
    shown = table.shown
    assert sum(len(h) for h in shown.hands) == 1 and len(shown.deck) == 39
    dealt = table.deal.dealing_events()[0]
    assert shown.hands[dealt.seat] == [dealt.card]      # in the deal's own dealing order
    first = dealt.card
    sprite = table.sprites[first]
    start = (sprite.x, sprite.y)
    target = sprite.target
    table.tick(89)
    assert sum(len(h) for h in shown.hands) == 1
    assert (sprite.x, sprite.y) != start and (sprite.x, sprite.y) != (target.x, target.y)  # on its way
    table.tick(1)
    assert sum(len(h) for h in shown.hands) == 2
    table.tick(170)                     # 260 ms after it left, the first card has arrived
    assert (sprite.x, sprite.y, sprite.h) == (target.x, target.y, target.h) and sprite.tween is None
    for _ in range(200):
        table.tick(16)
    assert [len(h) for h in shown.hands] == [3, 3, 3, 3]
    assert shown.trump_card == table.deal.trump_card and shown.trump_in_stock
    assert len(shown.stock) == 27 and display.idle


def next_move(table):
    """The next move through the session (the scene is not updated, so it does not drive)."""
    session, deal = table.session, table.session.deal
    if session.human_to_act():
        return session.submit(PlayCard(deal.to_act, deal.legal_moves()[0]))
    return session.play_computer_turn()


def test_a_played_card_flies_to_its_place_then_the_trick_is_collected(tmp_path):
    app, table = table_at_normal_speed(tmp_path, seed=8)
    display, deal, L = table.display, table.deal, table.layout_obj
    while not display.idle:
        table.tick(16)
    seat = deal.to_act
    events = next_move(table)
    card = events[0].card
    display.show(events)
    table.tick(0)
    sprite = table.sprites[card]
    assert (seat, card) in table.shown.table and sprite.tween is not None
    assert (sprite.target.x, sprite.target.y) == L.slot(seat) and sprite.target.face
    for _ in range(20):                     # 320 ms of flight
        table.tick(16)
    assert (sprite.x, sprite.y) == L.slot(seat) and sprite.tween is None
    table.tick(20)                          # 340 ms: the next event may be shown
    assert display.idle
    events = next_move(table)
    trick = next(e.trick for e in events if isinstance(e, ev.TrickTaken))
    display.show(events)
    table.tick(0)
    table.tick(340)                         # the answer lands; the trick is taken
    assert table.shown.winner_shown == trick.winner
    assert table.banners.texts()[-1] == table.takes_text(trick)
    assert len(table.shown.table) == 2      # still shown, the winner outlined
    table.tick(850)                         # then collected to the winner's pile
    assert table.shown.table == [] and table.shown.last_trick == trick
    assert set(trick.cards) <= set(table.shown.piles[trick.winner])
    for _ in range(60):
        table.tick(16)
    assert display.idle and [len(h) for h in table.shown.hands] == [3, 3]   # both drew


def test_instant_speed_shows_everything_in_one_frame(tmp_path):
    app = make_app(tmp_path, players=4, speed="instant")
    table = start_match(app, seed=2)
    table.tick(16)
    assert table.display.idle and [len(h) for h in table.shown.hands] == [3, 3, 3, 3]

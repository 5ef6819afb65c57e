from briscola_gui.engine import Smazzata, parse_card
from briscola_gui.hints import explain
from enginehelpers import stack_deck


def _four_players(hands: list[str], plays: str) -> Smazzata:
    """A 4-player smazzata (dealer 3, briscola the 7 di Spade) after ``plays`` from seat 0 on."""
    d = Smazzata(4, 3, stack_deck(4, 3, hands, face_up="7S"))
    for seat, card in enumerate(plays.split()):
        d.play(seat, parse_card(card))
    return d


def test_partner_winning_load():
    v = _four_players(["1C 5C 6C", "4C 5D 6D", "1D 5B 6B", "2C 5S 6S"], "1C 4C").view(2)
    assert explain(v, parse_card("1D")) == "Your partner is winning the trick: load the Ace of Coins."
    assert explain(v, parse_card("1D"), "it") == "Il tuo compagno sta prendendo: carica l'Asso di Denari."
    assert "keep your good cards" in explain(v, parse_card("5B"))


def test_take_with_trump_and_give_away():
    deck = stack_deck(2, 1, ["1C 5D 6C", "2S 5C 3D"], face_up="7S")
    d = Smazzata(2, 1, deck)
    d.play(0, parse_card("1C"))
    v = d.view(1)
    assert explain(v, parse_card("2S")) == \
        "Take the trick with the Two of Swords: there are 11 points on the table."
    # (the Two of trumps takes it: not "You cannot win it cheaply", review 12i N3)
    assert explain(v, parse_card("3D")) == "Not worth taking: give the Three of Coins, worth 10 points."
    d = Smazzata(2, 1, stack_deck(2, 1, ["1C 5D 6C", "3C 5C 3D"], face_up="7S"))
    d.play(0, parse_card("1C"))                    # nothing of seat 1's takes the Ace
    assert "worth only 10 points" in explain(d.view(1), parse_card("3D"))
    assert "worth nothing" in explain(v, parse_card("5C"))


def test_leads():
    deck = stack_deck(2, 1, ["1C 5D 7S", "2S 5C 3D"], face_up="4S")
    v = Smazzata(2, 1, deck).view(0)
    assert "low card" in explain(v, parse_card("5D"))
    assert "draw out" in explain(v, parse_card("7S"))
    assert explain(v, parse_card("7S"), "it").startswith("Apri con il Sette di Spade, che è briscola")
    assert "must spend a briscola" in explain(v, parse_card("1C"))


def test_overtaking_the_partner_is_not_taking_from_the_opponents():
    # review 12g N2: a card that takes the trick over from the partner fell through to
    # "Take it with ...: the trick is yours", as if the opponents held it
    d = _four_players(["4C 5D 6D", "2D 5B 6B", "1C 7B 7D", "2S 3D 4S"], "4C 2D")
    v = d.view(2)                      # seat 0, the partner, holds the trick; seat 3 still plays
    assert explain(v, parse_card("1C")) == ("Your partner is winning, but an opponent still "
                                            "plays: the Ace of Cups makes the trick safer for "
                                            "your side.")
    assert explain(v, parse_card("1C"), "it").startswith("Il tuo compagno sta prendendo, ma deve")
    d.play(2, parse_card("7B"))
    v = d.view(3)                      # seat 3 plays last; its partner (seat 1) does not hold it
    assert "Take" in explain(v, parse_card("2S"))


def test_overtaking_the_partner_as_the_last_to_play():
    v = _four_players(["4C 5D 6D", "1C 5B 6B", "2D 7B 7D", "2S 3D 4S"], "4C 1C 2D").view(3)                     # seat 1, the partner, holds the trick; seat 3 is last
    assert explain(v, parse_card("2S")) == ("Your partner already has the trick: take it over "
                                            "with the Two of Swords to lead the next one.")
    assert "Il tuo compagno" not in explain(v, parse_card("2S"), "it")
    assert explain(v, parse_card("3D")).startswith("Your partner is winning the trick")


def test_a_load_for_the_partner_still_to_play_says_so():
    """Review 12i N3: 6 players, deal 82Z8Y-SHHJ6-3, trick 2: the 4 of Coins led (an
    opponent's) holds the trick, the Ace of Cups and the 5 of Swords thrown on it; the
    player holds the 5 and 3 of Cups and the Jack of trumps (Clubs), Giulia and then the
    partner Marco still to play. The hint (the Three: a load for Marco, who plays last) said
    "You cannot win it cheaply: give the Three of Cups, worth only 10 points", while the Jack
    takes it for 2. The reason says why the load; where no partner is still to play and a
    card would take the trick, not "cannot win it" (test_take_with_trump_and_give_away)."""
    from briscola_gui.ai import make_player
    from briscola_gui.engine import new_match
    from briscola_gui.engine.shuffle import parse_deal_code
    spec = parse_deal_code("82Z8Y-SHHJ6-3")
    deal = new_match(6, spec.rules, "single", first_deal=spec).deal
    for card in "4S 7S 1B 7D 1S 4C 4D 1C 5S".split():       # trick 1 from seat 1, trick 2 from seat 3
        deal.play(deal.to_act, parse_card(card))
    view = deal.view(0)
    assert sorted(view.legal) == sorted(parse_card(c) for c in ("5C", "8B", "3C"))
    assert make_player("expert", seed=7).play(view) == parse_card("3C")      # the hint's card
    assert explain(view, parse_card("3C")) == ("Your partner still plays after you and may take "
                                               "the trick: load the Three of Cups.")
    assert explain(view, parse_card("3C"), "it").startswith("Il tuo compagno gioca ancora dopo di te")


def test_only_an_ace_or_a_three_is_a_load():
    """Walk 12j N8: "carica il Fante" for a 2-point card; the game calls a carico an Ace or
    a Three. A figure for the partner is given, with its points."""
    v = _four_players(["1C 5C 6C", "4C 5D 6D", "8D 5B 6B", "2C 5S 6S"], "1C 4C").view(2)
    assert explain(v, parse_card("8D")) == \
        "Your partner is winning the trick: give the Jack of Coins, worth 2 points."
    assert explain(v, parse_card("8D"), "it") == \
        "Il tuo compagno sta prendendo: dai il Fante di Denari, che vale 2 punti."


def test_nothing_that_takes_is_not_not_worth_taking():
    """Walk 12j N9: "Not worth taking" where no card in the hand could take the trick."""
    d = Smazzata(2, 1, stack_deck(2, 1, ["1C 5D 6C", "4C 5B 6B"], face_up="7S"))
    d.play(0, parse_card("1C"))
    v = d.view(1)
    assert explain(v, parse_card("5B")) == "You cannot take it: let it go with the Five of Clubs, worth nothing."
    assert explain(v, parse_card("5B"), "it") == "Non puoi prendere: lascia il Cinque di Bastoni, che non vale niente."

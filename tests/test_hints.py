from briscola_gui.engine import Smazzata, parse_card
from briscola_gui.hints import explain
from enginehelpers import stack_deck


def test_partner_winning_load():
    deck = stack_deck(4, 3, ["1C 5C 6C", "4C 5D 6D", "1D 5B 6B", "2C 5S 6S"], face_up="7S")
    d = Smazzata(4, 3, deck)
    d.play(0, parse_card("1C"))
    d.play(1, parse_card("4C"))
    v = d.view(2)
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
    assert "worth only 10 points" in explain(v, parse_card("3D"))
    assert "worth nothing" in explain(v, parse_card("5C"))


def test_leads():
    deck = stack_deck(2, 1, ["1C 5D 7S", "2S 5C 3D"], face_up="4S")
    v = Smazzata(2, 1, deck).view(0)
    assert "low card" in explain(v, parse_card("5D"))
    assert "draw out" in explain(v, parse_card("7S"))
    assert explain(v, parse_card("7S"), "it").startswith("Apri con il Sette di Spade, che è briscola")
    assert "must spend a briscola" in explain(v, parse_card("1C"))

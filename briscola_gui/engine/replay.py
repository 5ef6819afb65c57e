"""A deal as JSON, both ways: build a deal from the ``replay`` input form and
report a deal in the ``replay`` output form (shared CONTRACT.md). Save files
store the deal in progress in the same input form.
"""
from __future__ import annotations

from .cards import SUITS, card_str, parse_card
from .chiamata import Chiamata
from .errors import BadInput, brief
from .rules import Rules
from .smazzata import Smazzata
from .view import accuso_json, swap_json, trick_json


def _card_list(value: object, field: str) -> list[int]:
    if not isinstance(value, list):
        raise BadInput(f"{field} must be a list of cards like [\"1D\", \"7C\"]")
    out = []
    for i, text in enumerate(value):
        try:
            out.append(parse_card(text))
        except BadInput as exc:
            raise BadInput(f"{field}[{i}]: {exc}") from None
    return out


def deal_from_json(obj: object):
    """Build and play out a deal from the replay input form. BadInput (with ``at`` set to
    the index of the offending play, if any) when anything is wrong."""
    if not isinstance(obj, dict):
        raise BadInput("each game must be a JSON object")
    # Unknown top-level fields are ignored (callers may tag games); unknown rules are refused.
    players = obj.get("players")
    if type(players) is not int or players not in (2, 3, 4, 5, 6):
        raise BadInput(f"players must be 2, 3, 4, 5 or 6, not {brief(players)}")
    if "dealer" not in obj:
        raise BadInput("dealer is missing")
    if "deck" not in obj:
        raise BadInput("deck is missing")
    rules = Rules.from_dict(obj.get("rules"))
    deck = _card_list(obj["deck"], "deck")
    dealer = _seat(obj["dealer"], "dealer", players)
    if players == 5:
        deal = Chiamata(dealer, deck, rules)
        _run_auction(deal, obj.get("auction"), obj.get("call"))
    else:
        for field in ("auction", "call"):
            if obj.get(field):
                raise BadInput(f"{field} belongs to 5-player chiamata only")
        deal = Smazzata(players, dealer, deck, rules)
    plays = obj.get("plays", [])
    if plays is None:
        plays = []
    if not isinstance(plays, list):
        raise BadInput("plays must be a list of cards")
    # a signal's "at" counts the cards played before it (exchanges are not cards played)
    signals = _signals_by_index(obj.get("signals"), len(plays), players)
    for k, text in enumerate(plays):
        _give_signals(deal, signals.pop(deal.cards_played(), ()))
        if deal.phase != "play":
            why = "the smazzata is over" if deal.phase == "done" else f"the {deal.phase} is not finished"
            raise BadInput(f"plays[{k}]: no more plays allowed, {why}", at=k)
        seat = deal.to_act
        try:
            exchange = isinstance(text, str) and text.strip()[:1] in ("x", "X")
            if exchange:                       # scambio: "x7D" gives the 7D for the face-up card
                deal.exchange(seat, parse_card(text.strip()[1:]))
            else:
                deal.play(seat, parse_card(text))
        except BadInput as exc:
            raise BadInput(f"plays[{k}]: {exc}", at=k) from None
    _give_signals(deal, signals.pop(deal.cards_played(), ()))
    if signals:
        i = min(i for group in signals.values() for i, _, _ in group)
        raise BadInput(f"signals[{i}]: its \"at\" is past the cards played")
    return deal


def _seat(value: object, field: str, players: int) -> int:
    """A seat number: a whole number (not 2.0, not "0", not true) from 0 to players - 1."""
    if type(value) is not int or not 0 <= value < players:
        raise BadInput(f"{field} must be a seat from 0 to {players - 1}, not {brief(value)}")
    return value


def _signals_by_index(value: object, n_plays: int, players: int) -> dict[int, list]:
    """``signals`` input (``[{"at": K, "seat": S, "signal": X}]``) grouped by play index."""
    if not value:
        return {}
    if not isinstance(value, list):
        raise BadInput("signals must be a list of {\"at\": K, \"seat\": S, \"signal\": X}")
    out: dict[int, list] = {}
    for i, item in enumerate(value):
        if not isinstance(item, dict) or set(item) != {"at", "seat", "signal"} \
                or type(item["at"]) is not int or not 0 <= item["at"] <= n_plays:
            raise BadInput(f"signals[{i}] must be {{\"at\": K, \"seat\": S, \"signal\": X}} "
                           f"with K from 0 to {n_plays}")
        seat = _seat(item["seat"], f"signals[{i}].seat", players)
        if not isinstance(item["signal"], str):
            raise BadInput(f"signals[{i}].signal must be a string, not {brief(item['signal'])}")
        out.setdefault(item["at"], []).append((i, seat, item["signal"]))
    return out


def _give_signals(deal, signals) -> None:
    for i, seat, sig in signals:
        try:
            deal.signal(seat, sig)
        except BadInput as exc:
            raise BadInput(f"signals[{i}]: {exc}") from None


def _run_auction(deal: Chiamata, auction: object, call: object) -> None:
    if auction is None:
        auction = []
    if not isinstance(auction, list):
        raise BadInput("auction must be a list of {\"seat\": S, \"bid\": B}")
    for i, item in enumerate(auction):
        if not isinstance(item, dict) or set(item) != {"seat", "bid"}:
            raise BadInput(f"auction[{i}] must be {{\"seat\": S, \"bid\": B}}")
        if deal.phase != "auction":
            raise BadInput(f"auction[{i}]: the auction is already over")
        seat, bid = _seat(item["seat"], f"auction[{i}].seat", 5), item["bid"]
        if seat != deal.to_act:
            raise BadInput(f"auction[{i}]: seat {seat} cannot bid, it is seat {deal.to_act}'s turn")
        try:
            deal.bid(seat, bid)
        except BadInput as exc:
            raise BadInput(f"auction[{i}]: {exc}") from None
    if call is None:
        return
    if deal.phase != "call":
        why = "after carichi nobody calls a card" if deal.carichi else (
            "all five passed" if deal.redeal else "the auction is not finished")
        raise BadInput(f"call: no call allowed, {why}")
    try:
        deal.call(deal.caller, parse_card(call))
    except BadInput as exc:
        raise BadInput(f"call: {exc}") from None


def deal_to_json(deal) -> dict:
    """The replay input form that rebuilds ``deal`` exactly as it stands."""
    out = {"players": deal.players, "dealer": deal.dealer, "rules": deal.rules.to_dict(),
           "deck": [card_str(c) for c in deal.deck], "plays": _plays_json(deal)}
    if deal.signals:
        out["signals"] = [{"at": k, "seat": s, "signal": sig} for k, s, sig in deal.signals]
    if deal.players == 5:
        out["auction"] = [{"seat": s, "bid": b} for s, b in deal.auction]
        out["call"] = None if deal.called_card is None else card_str(deal.called_card)
    return out


def _plays_json(deal) -> list[str]:
    """The cards played, with each exchange (``"x7D"``) before the card it came before."""
    plays: list[str] = []
    swaps = list(deal.swaps)
    for k, card in enumerate(deal.played_cards()):
        while swaps and swaps[0].before == k:
            plays.append("x" + card_str(swaps.pop(0).gave))
        plays.append(card_str(card))
    plays.extend("x" + card_str(sw.gave) for sw in swaps)
    return plays


def report(deal) -> dict:
    """The replay output form for a deal."""
    result = deal.result()
    out = {
        "players": deal.players, "dealer": deal.dealer,
        "trump": None if deal.trump is None else SUITS[deal.trump],
        "trump_card": None if deal.turned_card is None else card_str(deal.turned_card),
        "hands": [[card_str(c) for c in h] for h in deal.dealt],
        "tricks": [trick_json(t) for t in deal.tricks],
        "table": [card_str(c) for c in deal.table],
        "points": list(result.points), "teams": [list(t) for t in result.teams],
        "team_points": list(result.team_points),
        "complete": result.complete, "winner": result.winner,
        "to_play": None if result.complete else deal.to_act,
    }
    if deal.rules.scambio:
        out["swaps"] = [swap_json(sw) for sw in deal.swaps]
    if deal.rules.pari == "replay" and deal.players != 5:
        out["void"] = result.void          # a tie is dealt again
    if deal.rules.accusi and deal.players != 5:
        out["accusi"] = [accuso_json(a) for a in deal.accusi]
    if deal.players == 5:
        out.update(
            phase=deal.phase, auction=[{"seat": s, "bid": b} for s, b in deal.auction],
            caller=deal.caller, partner=deal.partner, target=deal.target,
            called_card=None if deal.called_card is None else card_str(deal.called_card),
            carichi=deal.carichi, redeal=deal.redeal,
            game_points=None if result.game_points is None else list(result.game_points))
    return out


def replay_one(obj: object) -> dict:
    """Input object -> output object; BadInput when the input is wrong."""
    out = report(deal_from_json(obj))
    if isinstance(obj, dict) and "id" in obj:
        out["id"] = obj["id"]
    return out

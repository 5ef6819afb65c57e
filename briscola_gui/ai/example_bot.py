"""A tiny example bot for the bot protocol: ``python -m briscola_gui.ai.example_bot``.

It reads one JSON request a line on standard input and answers one JSON line.
It keeps no state and uses nothing but the standard library and the request:
  - play: with scambio, make the exchange when offered (an "x7D" entry in legal);
    then take the trick with the cheapest card that wins it, if the table holds
    points; otherwise throw the card worth least.
  - bid: pass.  - call: the first card allowed.
Copy it as a starting point for your own bot, in any language.
"""
import json
import sys

POINTS = {1: 11, 3: 10, 10: 4, 9: 3, 8: 2}
ORDER = (2, 4, 5, 6, 7, 8, 9, 10, 3, 1)      # weakest first
ORDER_PIEMONTE = (2, 4, 5, 6, 3, 8, 9, 10, 7, 1)


def split(card):
    return int(card[:-1]), card[-1]


def choose_card(req):
    piemonte = req["rules"].get("piemonte", False)
    order = ORDER_PIEMONTE if piemonte else ORDER
    points = dict(POINTS)
    if piemonte:
        points[7], points[3] = 10, 0

    def value(card):
        return points.get(split(card)[0], 0)

    def strength(card):
        return order.index(split(card)[0])

    trump = req["trump"]
    table = req["table"]

    def beats(card, best):
        r1, s1 = split(card)
        r2, s2 = split(best)
        if s1 == s2:
            return strength(card) > strength(best)
        return s1 == trump

    exchanges = [c for c in req["legal"] if c.startswith("x")]
    if exchanges:                  # scambio: the face-up card is better than ours
        return exchanges[0]
    legal = req["legal"]
    cheapest = min(legal, key=lambda c: (value(c), split(c)[1] == trump, strength(c)))
    if table and sum(value(c) for c in table) >= 2:
        best = table[0]
        for c in table[1:]:
            if beats(c, best):
                best = c
        winners = [c for c in legal if beats(c, best)]
        if winners:
            return min(winners, key=lambda c: (split(c)[1] == trump, value(c), strength(c)))
    return cheapest


def answer(req):
    kind = req.get("type")
    if kind == "play":
        return {"card": choose_card(req)}
    if kind == "bid":
        return {"bid": "pass"}
    if kind == "call":
        return {"call": req["allowed"][0]}
    return {"error": f"unknown request type {kind!r}"}


def main():
    for line in sys.stdin:
        if not line.strip():
            continue
        req = json.loads(line)
        sys.stdout.write(json.dumps(answer(req)) + "\n")
        sys.stdout.flush()


if __name__ == "__main__":
    main()

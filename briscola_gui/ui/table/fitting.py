"""The table's layout for a window: the words it must make room for, measured as they
are drawn (the deal code, a pile's count, the bottom-left buttons, a "Giulia takes 11"
banner, each seat's plate, the card tracker), then ``search.fitted``.

With "Larger text and cards" the usual layout is fitted first, with the usual text, and
the larger one keeps at least its stock: the seats' larger words beside the stock left it
less room (4 and 6 players at 640x480: the face-up briscola 51 px, 59 without)."""
from __future__ import annotations

from ..enlarge import card_scale
from . import regions, search
from .layout import TableLayout


def fit(table, size: tuple[int, int]) -> tuple[TableLayout, regions.Regions]:
    """The layout and regions of ``table`` (the table scene) in a window of ``size``."""
    app = table.app
    larger = app.settings.large_text
    stock = 0.0
    if app.text.scale > 1 and table.n != 5:         # (chiamata has no stock)
        usual = table.panels.hand.texts(size)[-1]       # the usual size's text
        stock = _fitted(table, size, usual, 1.0, 1.0).stock_h
    return _fitted(table, size, app.text, app.text.scale, card_scale(size, larger), stock, regions_too=True)


def _fitted(table, size, text, text_scale: float, cards: float, stock: float = 0.0,
            regions_too: bool = False):
    """``search.fitted`` for words measured with ``text`` (the layout alone, else with its
    regions)."""
    app, n = table.app, table.n
    w, h = app.cards.card_size(400)
    least = text.least
    font = TableLayout(size, n, text_scale=text_scale, text_least=least).font
    code = table.panels.corner.code_text()
    code_w = text.font(int(font * 0.75)).size(code)[0] if code else None
    pile_w = text.font(int(font * 0.8)).size(app.t("pile", n=40))[0]
    words = max(text.size(app.t(k), 1)[0]       # at the least size drawn
                for k in ("hint", "hint_thinking", "last_trick", "secret_partner"))
    found = search.fitted(size, n, w / h, text_scale, cards,
                          signals=table.signals_on, code_width=code_w, text_least=least,
                          pile_width=pile_w, left_words=words,
                          room_for=table.panels.tracker.rooms(size, font) if app.settings.tracker else None,
                          banner_width=table.banners.one_line_width(font, text),
                          plate_words=tuple(table.panels.plates.widest_words(font, [seat], text)
                                            for seat in range(n)),
                          stock_least=stock, corner_words=_corner_words(table, text, font))
    return found if regions_too else found[0]


def _corner_words(table, text, font: int) -> int:
    """The widest line beside the small briscola top left, as drawn: the briscola's suit
    (the longest name) and where the match stands (StockPanel.corner_lines); in chiamata
    also who called the longest card's name, alone (in Italian it ran 8 px past the corner
    at 640x480 without "alone")."""
    t = table.app.t
    lines = [(t("briscola_is", suit=t.suit(s)), font) for s in range(4)]
    lines.append((table.panels.stock.match_line(), int(font * 0.85)))
    if table.n == 5:
        card = max((t.card_the(c) for c in range(40)), key=lambda name: text.size(name, int(font * 0.85))[0])
        lines += [(table.say("calls_alone", seat, card=card), int(font * 0.85)) for seat in range(5)]
    return max(text.size(line, size)[0] for line, size in lines)

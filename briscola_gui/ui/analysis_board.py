"""One judged move drawn for the Analysis scene: the board of that moment as the player
saw it (its hand, the trick on the table, the briscola, the stock), every legal card's
expected points and chance of winning under it, the verdict, its cost and its reason."""
from __future__ import annotations

from dataclasses import dataclass

import pygame

from ..analysis.reasons import say
from ..analysis.verdict import FLAGGED
from ..engine.cards import card_str
from .enlarge import card_scale
from .text import DIM, GOLD, WHITE
from .widgets import draw_panel

BG = (14, 66, 44)
BEST = (110, 210, 120)
CARD_SHARE = 0.16     # the hand's card height, at most, over the window's shorter side
SEVERITY_COLOR = {"best": BEST, "good": (170, 200, 175), "inaccuracy": (240, 210, 90),
                  "mistake": (245, 150, 60), "blunder": (235, 75, 60)}


def _card(surface, app, card: int, x: float, y: float, h: int, frame=None) -> pygame.Rect:
    surf = app.cards.face(card_str(card), h)
    r = surf.get_rect(topleft=(int(x), int(y)))
    surface.blit(surf, r)
    if frame is not None:
        pygame.draw.rect(surface, frame, r.inflate(6, 6), width=3, border_radius=6)
    return r


def draw_moment(surface, app, rect: pygame.Rect, move, f: int, name_of) -> None:
    """Draw ``move`` (a MoveAnalysis) inside ``rect``; ``name_of(seat)`` names a seat."""
    text, t = app.text, app.t
    draw_panel(surface, rect)
    f = text.actual(f)                      # the size text is really drawn at in this window
    m = max(6, f // 2)
    x, y, right = rect.x + m, rect.y + m, rect.right - m
    j = move.judgement
    sev = text.draw(surface, t("analysis_sev_" + j.severity), f, SEVERITY_COLOR[j.severity],
                    topright=(right, y))
    head = t("analysis_move", trick=move.trick, card=t.card_the(move.played))
    text.draw(surface, _fit(text, head, f, sev.left - x - m), f, WHITE, topleft=(x, y))
    y += int(f * 1.25)
    small = text.actual(int(f * 0.8))
    said = text.actual(int(f * 0.9))        # the cost and the reason: what the player reads
    if j.severity in FLAGGED:
        cost = t("analysis_cost", points=t.number(max(0.0, j.points_lost)),
                 win=round(max(0.0, j.win_lost) * 100))
        text.draw(surface, cost, said, SEVERITY_COLOR[j.severity], topleft=(x, y))
    elif j.severity == "good":          # the worlds do not clearly prefer the expert's card
        text.draw(surface, _fit(text, t("analysis_close"), said, rect.w - 2 * m), said, DIM,
                  topleft=(x, y))
    y += int(f * 1.2)
    reason = say(move.reason, t) if move.reason is not None else ""
    reason_lines = text.wrap(reason, said, rect.w - 2 * m) if reason else []
    reason_h = len(reason_lines) * int(said * 1.15)
    area = pygame.Rect(x, y, rect.w - 2 * m, rect.bottom - m - reason_h - m - y)
    y = _draw_cards(surface, app, move, area, f, name_of) + m      # the reason just under the board
    for i, line in enumerate(reason_lines):
        text.draw(surface, line, said, WHITE, topleft=(x, y + i * int(said * 1.15)))


def _fit(text, s: str, size: int, width: int) -> str:
    """``s`` cut with an ellipsis to fit ``width`` pixels."""
    font = text.font(size)
    if width <= 0 or font.size(s)[0] <= width:
        return s
    while s and font.size(s + "...")[0] > width:
        s = s[:-1]
    return s + "..."


@dataclass(frozen=True)
class Board:
    """How one moment's cards are laid out in the board's area."""
    hand_h: int          # the height of the hand's cards
    low_h: int           # the height of the table's cards and the face-up briscola
    side: bool           # the table and the briscola beside the hand (else under it)
    legend_inline: bool  # "the expert's choice" on the "Your hand" line (else its own line)


@dataclass(frozen=True)
class _Sizes:
    small: int
    tiny: int
    line: int
    label_w: int
    widest: int          # the widest value under a card
    name_w: int          # the widest player's name under a table card
    stock_w: int         # "Stock: 26"
    trump_w: int         # "Trump: Clubs"
    ratio: float         # a card's width over its height


def _sizes(app, move, f: int, name_of) -> _Sizes:
    text, t = app.text, app.t
    view = move.view
    small, tiny = text.actual(int(f * 0.8)), text.actual(int(f * 0.7))
    font = text.font(small)
    label_w = max(font.size(s)[0] for s in (t("analysis_col_points"), t("analysis_col_win"))) + f // 2
    widest = max([font.size(t.number(v.points))[0] for v in move.values] + [0])
    names = [name_of(s) for s in range(view.players)]
    name_w = max(text.font(tiny).size(n)[0] + 6 for n in names)
    stock_w = font.size(t("review_stock", n=view.stock))[0]
    trump = t("briscola_is", suit=t.suit(view.trump)) if view.trump is not None else t("no_briscola")
    w100, h100 = app.cards.card_size(100)
    return _Sizes(small, tiny, int(small * 1.2), label_w, widest, name_w, stock_w,
                  font.size(trump)[0], w100 / h100)


def plan_board(app, move, area: pygame.Rect, f: int, name_of) -> Board:
    """The largest cards that fit ``area``: the table and the briscola under the hand or,
    where that gives larger cards (text drawn larger eats the height: "Larger text and
    cards" made the cards smaller), beside it."""
    text, t = app.text, app.t
    z = _sizes(app, move, f, name_of)
    n = max(1, len(move.view.hand))
    slots = max(1, move.view.players - 1)     # the most cards on the table at the player's turn
    gap = 1.15
    legend_w = z.small + 6 + text.font(z.small).size(t("analysis_expert_choice"))[0]
    head_w = text.font(z.small).size(t("analysis_your_hand"))[0]
    inline = head_w + f + legend_w <= area.w
    hand_lines = 3 if inline else 4           # its label, two value lines, the legend

    def hand_w(ch: int) -> float:
        cw = ch * z.ratio
        return z.label_w + n * max(cw * gap, z.widest + z.small // 2)

    table_w = text.font(z.small).size(t("review_table"))[0]

    def low_w(low: int) -> float:             # the table's row and, beside it, the briscola
        row = max(slots * max(low * z.ratio * gap, z.name_w), table_w)
        return row + f + max(low * z.ratio + f // 2 + z.stock_w, z.trump_w)

    def column_w(low: int) -> float:          # the table's row over the briscola's
        return max(slots * max(low * z.ratio * gap, z.name_w), z.trump_w, table_w,
                   low * z.ratio + f // 2 + z.stock_w)

    def fits(ch: int, side: bool) -> bool:
        low = int(ch * 0.7)
        if side:
            left_h = hand_lines * z.line + ch + 14
            right_h = 2 * z.line + 2 * low + z.tiny + 6
            return (max(left_h, right_h) <= area.h
                    and hand_w(ch) + f + column_w(low) <= area.w)
        height = hand_lines * z.line + ch + 14 + 2 + z.line + low + z.tiny + 4
        return height <= area.h and hand_w(ch) <= area.w and low_w(low) <= area.w

    # no larger than a share of the window, grown as the table's hand with "Larger text and
    # cards": with the setting on the cards are never smaller than without it where the
    # room allows (the text it enlarges takes height, so without a cap the cards shrank)
    window = app.surface.get_size()
    cap = int(CARD_SHARE * min(window[1], window[0] * 3 / 4)
              * card_scale(window, app.settings.large_text))
    best = Board(24, 20, False, inline)
    for side in (False, True):
        ch = max(24, cap)
        while ch > best.hand_h and not fits(ch, side):
            ch -= 1
        if ch > best.hand_h:
            best = Board(ch, max(20, int(ch * 0.7)), side, inline)
    return best


def _draw_cards(surface, app, move, area: pygame.Rect, f: int, name_of) -> int:
    """The hand with each legal card's values under it, then (under it or beside it) the
    table and the briscola; returns the bottom of what it drew."""
    text, t = app.text, app.t
    view = move.view
    z = _sizes(app, move, f, name_of)
    plan = plan_board(app, move, area, f, name_of)
    small, tiny, line = z.small, z.tiny, z.line
    values = {v.card: v for v in move.values}
    best = move.judgement.best.card
    hand = list(view.hand)
    ch = plan.hand_h
    cw = app.cards.card_size(ch)[0]
    gap = 1.15
    # each card's column at least as wide as its values with a space between them (narrow
    # cards at 640x480 with larger text ran "35.731.2" together), the cards centred in it
    step = max(cw * gap, z.widest + small // 2)
    head = text.draw(surface, t("analysis_your_hand"), small, DIM, topleft=(area.x, area.y))
    y = area.y + line + 6                  # room for the frames round the cards
    x0 = area.x + z.label_w
    for i, c in enumerate(hand):
        cx = x0 + i * step + (step - cw * gap) / 2
        frame = GOLD if c == move.played else BEST if c == best else None
        r = _card(surface, app, c, cx, y, ch, frame)
        if c == best and c == move.played:        # played the expert's choice: both frames
            pygame.draw.rect(surface, BEST, r.inflate(12, 12), width=2, border_radius=8)
        v = values.get(c)
        if v is None:                      # not playable then (risposta al seme): dimmed
            shade = pygame.Surface(r.size, pygame.SRCALPHA)
            shade.fill((0, 0, 0, 120))
            surface.blit(shade, r)
            continue
        color = BEST if c == best else WHITE
        text.draw(surface, t.number(v.points), small, color, midtop=(r.centerx, r.bottom + 8))
        text.draw(surface, f"{round(v.win * 100)}%", small, color,
                  midtop=(r.centerx, r.bottom + 8 + line))
    vy = y + ch + 8
    text.draw(surface, t("analysis_col_points"), small, DIM, topleft=(area.x, vy))
    text.draw(surface, t("analysis_col_win"), small, DIM, topleft=(area.x, vy + line))
    # legend: the expert's choice, on the hand's label line where it fits
    ly = area.y if plan.legend_inline else vy + line * 2 + 2
    lx = head.right + f if plan.legend_inline else area.x
    box = pygame.Rect(lx, ly + 2, small - 4, small - 4)
    pygame.draw.rect(surface, BEST, box, width=2)
    text.draw(surface, t("analysis_expert_choice"), small, DIM, topleft=(box.right + 6, ly))
    hand_bottom = vy + line * 2 + (0 if plan.legend_inline else line + 2)
    low = plan.low_h
    lcw = app.cards.card_size(low)[0]
    names = [name_of((view.leader + i) % view.players) for i in range(len(view.table))]
    slots = max(1, view.players - 1)
    step2 = max(lcw * 1.15, z.name_w)
    if plan.side:                      # the table, and under it the briscola, right of the hand
        x = int(x0 + len(hand) * step + f)
        y2 = area.y
    else:
        x, y2 = area.x, hand_bottom + 2
    table_label = text.draw(surface, t("review_table"), small, DIM, topleft=(x, y2))
    for i, c in enumerate(view.table):
        r = _card(surface, app, c, x + i * step2 + (step2 - lcw * 1.15) / 2, y2 + line, low)
        who = _fit(text, names[i], tiny, int(step2 - 4))
        text.draw(surface, who, tiny, DIM, midtop=(r.centerx, r.bottom + 2))
    if not view.table:
        text.draw(surface, "-", f, DIM, topleft=(x, y2 + line))
    bottom = y2 + line + low + tiny + 4
    if plan.side:
        tx, ty = x, bottom + 2
    else:
        tx, ty = int(x + max(slots * step2, table_label.w) + f), y2
    if view.trump is not None:
        text.draw(surface, t("briscola_is", suit=t.suit(view.trump)), small, DIM, topleft=(tx, ty))
        if view.trump_card is not None and view.stock > 0:     # the face-up card, still there
            r = _card(surface, app, view.trump_card, tx, ty + line, low)
            text.draw(surface, t("review_stock", n=view.stock), small, WHITE,
                      midleft=(r.right + f // 2, r.centery))
            bottom = max(bottom, r.bottom)
    else:
        text.draw(surface, t("no_briscola"), small, DIM, topleft=(tx, ty))
    return max(bottom, hand_bottom)

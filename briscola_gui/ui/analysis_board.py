"""One judged move drawn for the Analysis scene: the board of that moment as the player
saw it (its hand, the trick on the table, the briscola, the stock), every legal card's
expected points and chance of winning under it, the verdict, its cost and its reason."""
from __future__ import annotations

import pygame

from ..analysis.reasons import say
from ..analysis.verdict import FLAGGED
from ..engine.cards import card_str
from .text import DIM, GOLD, WHITE
from .widgets import draw_panel

BG = (14, 66, 44)
BEST = (110, 210, 120)
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
        cost = t("analysis_cost", points=_num(max(0.0, j.points_lost)),
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


def _num(x: float) -> str:
    return f"{x:.1f}".rstrip("0").rstrip(".")


def _fit(text, s: str, size: int, width: int) -> str:
    """``s`` cut with an ellipsis to fit ``width`` pixels."""
    font = text.font(size)
    if width <= 0 or font.size(s)[0] <= width:
        return s
    while s and font.size(s + "...")[0] > width:
        s = s[:-1]
    return s + "..."


def _draw_cards(surface, app, move, area: pygame.Rect, f: int, name_of) -> int:
    """The hand with each legal card's values under it, then the table and the briscola;
    returns the bottom of what it drew."""
    text, t = app.text, app.t
    view = move.view
    small = text.actual(int(f * 0.8))
    values = {v.card: v for v in move.values}
    best = move.judgement.best.card
    hand = list(view.hand)
    label_w = max(text.font(small).size(s)[0] for s in
                  (t("analysis_col_points"), t("analysis_col_win"))) + f // 2
    line = int(small * 1.2)
    w100, h100 = app.cards.card_size(100)
    gap = 1.15
    # the hand's row takes the card height plus two value lines; the lower row 70% of it
    by_width = (area.w - label_w) / (len(hand) * gap) * h100 / w100
    by_height = (area.h - line * 7) / 1.7        # labels, values, legend, names: 7 lines
    ch = int(max(24, min(by_width, by_height, f * 11)))
    cw = app.cards.card_size(ch)[0]
    # each card's column at least as wide as its values with a space between them (narrow
    # cards at 640x480 with larger text ran "35.731.2" together), the cards centred in it
    font = text.font(small)
    widest = max([font.size(_num(round(v.points, 1)))[0] for v in move.values] + [0])
    step = min(max(cw * gap, widest + small // 2), (area.w - label_w) / max(1, len(hand)))
    y = area.y + line
    text.draw(surface, t("analysis_your_hand"), small, DIM, topleft=(area.x, area.y))
    x0 = area.x + label_w
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
        text.draw(surface, _num(round(v.points, 1)), small, color, midtop=(r.centerx, r.bottom + 4))
        text.draw(surface, f"{round(v.win * 100)}%", small, color,
                  midtop=(r.centerx, r.bottom + 4 + line))
    vy = y + ch + 4
    text.draw(surface, t("analysis_col_points"), small, DIM, topleft=(area.x, vy))
    text.draw(surface, t("analysis_col_win"), small, DIM, topleft=(area.x, vy + line))
    # legend: the expert's choice
    ly = vy + line * 2 + 2
    box = pygame.Rect(area.x, ly + 2, small - 4, small - 4)
    pygame.draw.rect(surface, BEST, box, width=2)
    text.draw(surface, t("analysis_expert_choice"), small, DIM, topleft=(box.right + 6, ly))
    # the lower row: the table, the briscola, the stock
    y2 = ly + line + 2
    low = int(max(20, min(ch * 0.7, area.bottom - y2 - line * 2)))
    text.draw(surface, t("review_table"), small, DIM, topleft=(area.x, y2))
    lcw = app.cards.card_size(low)[0]
    tiny = text.actual(int(f * 0.7))
    # each card on the table as wide a column as its player's name needs (names were cut
    # to "..." under narrow cards), up to 60% of the board for the table
    names = [name_of((view.leader + i) % view.players) for i in range(len(view.table))]
    room = area.w * 0.6 / max(3, len(view.table))
    step2 = max(lcw * 1.15, min(room, max([text.font(tiny).size(n)[0] + 6 for n in names] + [0])))
    for i, c in enumerate(view.table):
        r = _card(surface, app, c, area.x + i * step2 + (step2 - lcw * 1.15) / 2, y2 + line, low)
        who = _fit(text, names[i], tiny, int(step2 - 4))
        text.draw(surface, who, tiny, DIM, midtop=(r.centerx, r.bottom + 2))
    bottom = y2 + line + low + (tiny + 4 if view.table else 0)
    if not view.table:
        text.draw(surface, "-", f, DIM, topleft=(area.x, y2 + line))
    tx = area.x + max(3, len(view.table)) * step2 + f
    if view.trump is not None:
        text.draw(surface, t("briscola_is", suit=t.suit(view.trump)), small, DIM, topleft=(tx, y2))
        if view.trump_card is not None and view.stock > 0:     # the face-up card, still there
            r = _card(surface, app, view.trump_card, tx, y2 + line, low)
            text.draw(surface, t("review_stock", n=view.stock), small, WHITE,
                      midleft=(r.right + f // 2, r.centery))
    else:
        text.draw(surface, t("no_briscola"), small, DIM, topleft=(tx, y2))
    return bottom

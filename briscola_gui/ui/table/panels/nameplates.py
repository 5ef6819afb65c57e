"""Name plates: each seat's name and level, lit in gold when it must play, edged in its
team's colour, with what the player should know about it (dealer, partner, in chiamata
the caller's card and target, the secret partner); during the chiamata auction each
seat's last bid shows in a bubble beside its plate."""
from __future__ import annotations

import pygame

from ...text import DIM, GOLD, WHITE
from .base import Panel, fit_size

TEAM_EDGES = ((200, 170, 90), (110, 160, 220))
NO_TEAM_EDGE = (60, 110, 80)
BUBBLE = (240, 235, 215)


class NamePlates(Panel):
    def __init__(self, table):
        super().__init__(table)
        self.plates: list[pygame.Rect] = []
        self.drawn: list[pygame.Rect] = []        # the boxes as last drawn (content-sized)

    def layout(self, L, regions) -> None:
        super().layout(L, regions)
        self.plates = list(regions.plates)
        self.drawn = list(self.plates)

    def rects(self) -> list[pygame.Rect]:
        return list(self.plates)

    def label(self, seat: int) -> str:
        s, table = self.table.seats[seat], self.table
        name = table.seat_name(seat)
        if s.level and not table.demo:
            return f"{name} · {self.t('level_' + s.level)}"
        return f"{name} · {s.level}" if s.level else name

    def tags(self, seat: int) -> list[str]:
        table, deal, t = self.table, self.table.deal, self.t
        n, human = table.n, table.human_seat()
        out = []
        if seat == deal.dealer:
            out.append(t("dealer"))
        if n in (4, 6) and human is not None and seat != human \
                and deal.team_of(seat) == deal.team_of(human):
            out.append(t("teammate"))
        if n != 5:
            return out
        playing = deal.phase in ("play", "done")
        if deal.caller == seat and playing:
            if deal.called_card is not None:
                out.append(table.say("calls_card", seat, card=t.card(deal.called_card)))
            else:
                out.append(t("caller"))
            if deal.target and deal.target > 61:
                out.append(t("target", n=deal.target))
        if table.seats[seat].human and deal.phase == "play" and seat != deal.caller \
                and deal.called_card in deal.hands[seat]:
            out.append(t("secret_partner"))
        if playing and deal.partner == seat and deal.partner_revealed:
            out.append(t("partner"))
        return out

    def draw(self, surface) -> None:
        L, text, deal = self.L, self.app.text, self.table.deal
        to_act = self.table.seat_to_act()
        self.drawn = []
        for seat, region in enumerate(self.plates):
            lit = seat == to_act
            name = self.label(seat)
            size = fit_size(text, name, L.font, region.w - L.margin)
            surf = text.render(name, size, GOLD if lit else WHITE)
            lines = self._tag_lines(self.tags(seat), region.w - L.margin)
            subs = [text.render(line, fit_size(text, line, int(L.font * 0.8), region.w - L.margin), DIM)
                    for line in lines]
            w = min(region.w, max([surf.get_width()] + [s.get_width() for s in subs]) + L.margin * 2)
            h = min(region.h, surf.get_height() + sum(s.get_height() for s in subs) + L.margin)
            rect = pygame.Rect(0, 0, w, h)
            if seat == 0:
                rect.bottomleft = region.bottomleft
            else:
                rect.midbottom = region.midbottom
            team = deal.team_of(seat) if self.table.n in (4, 6) else None
            pygame.draw.rect(surface, (60, 50, 20) if lit else (10, 40, 28), rect, border_radius=8)
            edge = GOLD if lit else TEAM_EDGES[team] if team in (0, 1) else NO_TEAM_EDGE
            pygame.draw.rect(surface, edge, rect, width=2, border_radius=8)
            y = rect.y + L.margin // 2
            surface.blit(surf, surf.get_rect(midtop=(rect.centerx, y)))
            y += surf.get_height()
            for sub in subs:
                surface.blit(sub, sub.get_rect(midtop=(rect.centerx, y)))
                y += sub.get_height()
            self.drawn.append(rect)
        if self.table.n == 5 and deal.phase in ("auction", "call"):
            self._draw_bids(surface)

    def _tag_lines(self, tags: list[str], width: int) -> list[str]:
        """Tags joined on at most two lines."""
        if len(tags) <= 2:
            return tags
        font = self.app.text.font(int(self.L.font * 0.8))
        first = " · ".join(tags[:2])
        if font.size(first)[0] <= width:
            return [first, " · ".join(tags[2:])]
        return [tags[0], " · ".join(tags[1:])]

    # -- chiamata: the bids beside the plates ------------------------------------------
    def _draw_bids(self, surface) -> None:
        L, text, bids = self.L, self.app.text, self.table.shown.bids
        for seat, box in enumerate(self.drawn):
            if seat not in bids:
                continue
            bubble = text.render(self.t.bid(bids[seat]), L.font, (30, 30, 30))
            br = self.bubble_place(bubble.get_rect().inflate(L.margin, 6), box)
            pygame.draw.rect(surface, BUBBLE, br, border_radius=10)
            surface.blit(bubble, bubble.get_rect(center=br.center))

    def bubble_place(self, bubble: pygame.Rect, box: pygame.Rect) -> pygame.Rect:
        """Where a seat's bid bubble goes: beside its name box, right or left, else above it;
        never off the window nor under the player's bid panel (small windows)."""
        L = self.L
        panel = self.table.panels.auction.panel_rect()
        screen = pygame.Rect(L.margin, 0, L.w - 2 * L.margin, L.h)
        br = bubble.copy()
        for anchor, point in (("midleft", (box.right + L.margin, box.centery)),
                              ("midright", (box.left - L.margin, box.centery)),
                              ("midbottom", (box.centerx, box.top - 2)),
                              ("midtop", (box.centerx, box.bottom + 2))):
            setattr(br, anchor, point)
            if screen.contains(br) and not (panel and br.colliderect(panel)):
                return br
        br.midleft = (box.right + L.margin, box.centery)
        return br

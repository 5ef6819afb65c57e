"""Name plates, the players' places: each seat's portrait (the player's crest), name and
level, lit in gold with a halo when it must play, edged in its side's colour,
with its side's match score on a badge and what the player should know about it (dealer,
partner, in chiamata the caller's card and target, the secret partner). In chiamata the
sides get their colours as they become known: the caller's at the call, everyone's when
the called card falls, which lights the partner's place for a moment. During the auction
each seat's last bid shows in a bubble beside its plate."""
from __future__ import annotations

from dataclasses import dataclass

import pygame

from ...text import DIM, GOLD, WHITE
from ..portraits import RING, Portraits
from ..shadow import Shadows
from .base import Panel, fit_size
from .halo import GLOW_PERIOD_MS, GLOW_STEPS, GLOW_STILL_MS, Halos, glow_level  # noqa: F401  (tests read them here)

TEAM_EDGES = ((232, 150, 70), (110, 160, 220))     # the two sides: amber and sky blue
NO_TEAM_EDGE = (60, 110, 80)
BUBBLE = (240, 235, 215)
REVEAL_SHORTEST_MS = 900


@dataclass(eq=False)
class Reveal:
    """The partner's place lighting up, from ``start`` (scene time) for ``ms``."""
    seat: int
    start: int
    ms: int


class NamePlates(Panel):
    def __init__(self, table):
        super().__init__(table)
        self.plates: list[pygame.Rect] = []
        self.drawn: list[pygame.Rect] = []        # the boxes as last drawn (content-sized)
        self.faces: list[pygame.Rect | None] = []  # the portraits as last drawn
        self.lines: list[pygame.Rect] = []          # every name and tag line as last drawn
        self.reveals: list[Reveal] = []
        self.portraits = Portraits()
        self.shadows = Shadows()
        self._glows = Halos()
        self._lit_seat: int | None = None          # whose halo shows, since when (scene ms)
        self._lit_since = 0

    def layout(self, L, regions) -> None:
        super().layout(L, regions)
        self.plates = list(regions.plates)
        self.bidding = list(regions.bidding_plates)       # while the auction panel shows
        self.drawn = list(self.plates)

    def rects(self) -> list[pygame.Rect]:
        return list(self.plates)

    glow_level = staticmethod(glow_level)

    def label(self, seat: int) -> str:
        return self.table.seat_name(seat)

    def level(self, seat: int) -> str | None:
        level = self.table.seats[seat].level
        if not level:
            return None
        return self.t("level_" + level) if self.t.has("level_" + level) else level   # the demo's too

    def tags(self, seat: int) -> list[str]:
        table, deal, t = self.table, self.table.deal, self.t
        n, human = table.n, table.human_seat()
        level = self.level(seat)
        out = [level] if level else []
        if seat == deal.dealer:
            out.append(t("dealer"))
        if n in (4, 6) and human is not None and seat != human \
                and deal.team_of(seat) == deal.team_of(human):
            out.append(t("teammate"))
        if n != 5:
            return out
        playing = deal.phase in ("play", "done")
        if deal.caller == seat and playing:
            out.append(t("caller_you") if table.seats[seat].human else t("caller"))   # "Tu / chiami"
        if table.seats[seat].human and deal.phase == "play" and seat != deal.caller \
                and deal.called_card in deal.hands[seat]:
            out.append(t("secret_partner"))
        if playing and deal.partner == seat and deal.partner_revealed:
            out.append(t("partner"))
        return out

    # -- teams and the match ------------------------------------------------------------
    def side_colour(self, seat: int) -> tuple | None:
        """The colour of ``seat``'s side as the player knows it: the two teams with 4 and 6
        players; in chiamata the caller's side from the call on, and everyone's once the
        partner has been seen (None: no side to show)."""
        table, deal = self.table, self.table.deal
        if table.n in (4, 6):
            return TEAM_EDGES[deal.team_of(seat)]
        if table.n != 5 or deal.phase not in ("play", "done") or deal.caller is None:
            return None
        if seat == deal.caller or (table.shown.partner_shown and seat == deal.partner):
            return TEAM_EDGES[0]
        return TEAM_EDGES[1] if table.shown.partner_shown else None

    def badge(self, seat: int) -> str | None:
        """The match score of ``seat``'s side as shown on its place (none in a one-smazzata
        match): smazzate won, or in chiamata the seat's game points so far."""
        table = self.table
        score = table.display.match_score
        if table.n == 5:
            return f"{score[seat]:+d}" if score[seat] else "0"
        if table.match.length == "single":
            return None
        team = table.deal.team_of(seat)
        return None if team is None else str(score[team])

    def reveal(self, seat: int, ms: int) -> None:
        """The partner is seen: a burst round its portrait and a label on its place."""
        effect = Reveal(seat, self.table.schedule.now, max(ms, REVEAL_SHORTEST_MS))
        self.reveals.append(effect)
        self.table.schedule.after(effect.ms, lambda: self._end_reveal(effect))

    def _end_reveal(self, effect: Reveal) -> None:
        if effect in self.reveals:
            self.reveals.remove(effect)

    # -- drawing ------------------------------------------------------------------------------
    def portrait_size(self, region: pygame.Rect) -> int:
        """The portrait's diameter in a plate, before its words take their room (a plate
        too narrow for both drops it then: a short "You" beside the chiamata hand kept
        none for the room a long name would need)."""
        d = min(region.h - self.L.margin // 2, int(self.L.font * 2.3))
        return d if d >= 20 else 0

    def draw(self, surface) -> None:
        to_act = self.table.seat_to_act()
        if to_act != self._lit_seat:                  # the turn moved: its halo starts full
            self._lit_seat, self._lit_since = to_act, self.table.schedule.now
        self.drawn, self.faces, self.lines = [], [], []
        self.bubbles: list[pygame.Rect] = []         # the bid bubbles as last drawn
        bidding = self.table.deal.phase in ("auction", "call") and self.bidding
        for seat, region in enumerate(self.bidding if bidding else self.plates):
            rect, face = self._draw_plate(surface, seat, region, seat == to_act)
            self.drawn.append(rect)
            self.faces.append(face)
        if self.table.finished_deal is None:          # not frozen under the end-of-smazzata box
            for effect in self.reveals:
                self._draw_reveal(surface, effect)
        if self.table.n == 5 and self.table.deal.phase in ("auction", "call"):
            self._draw_bids(surface)

    def _draw_plate(self, surface, seat: int, region: pygame.Rect, lit: bool):
        L, text = self.L, self.app.text
        pad = max(3, L.margin // 2)
        name, tags = self.label(seat), self.tags(seat)
        d = self.portrait_size(region)
        # a narrow plate gives the words the room they need first, when that lets them be
        # read at their size: the portrait shrinks, or goes when it would be too small (the
        # layout makes the others' plates as wide as their longest lines need: widest_words)
        beside = region.w - L.margin * 2 - pad - d
        words = max([text.font(L.font).size(name)[0]] +
                    [text.font(int(L.font * 0.8)).size(line)[0] for line in self._tag_lines(tags, beside)])
        d = min(d, region.w - L.margin * 2 - pad - words)     # no room beside the words: none
        d = d if d >= L.portrait_least() else 0
        if not d and tags:
            stacked = self._stacked(surface, seat, region, lit, name, tags)
            if stacked:
                return stacked
        badge = self.badge(seat)      # without a portrait the badge stands right of the words
        aside = 0 if d or badge is None else self._badge_w(badge) + pad
        if words + aside > region.w - L.margin * 2:
            aside = 0                  # no room beside every line: beside the name only
        room = region.w - L.margin - (d + pad if d else aside)
        surf = text.render(name, fit_size(text, name, L.font, room), GOLD if lit else WHITE)
        subs = [text.render(line, fit_size(text, line, int(L.font * 0.8), room), DIM)
                for line in self._tag_lines(tags, room)]
        content_h = surf.get_height() + sum(s.get_height() for s in subs)
        w = min(region.w, max([surf.get_width()] + [s.get_width() for s in subs]) + L.margin * 2
                + (d + pad if d else aside))
        rect = self._box(seat, region, w, min(region.h, max(content_h + L.margin, d + pad)))
        face = pygame.Rect(rect.x + pad, rect.centery - d // 2, d, d) if d else None
        side = self._draw_box(surface, seat, rect, face, lit)
        x = (face.right + rect.right) // 2 if face else (rect.left + rect.right - aside) // 2
        y = rect.centery - content_h // 2
        drawn = []
        for line in [surf] + subs:
            drawn.append(surface.blit(line, line.get_rect(midtop=(x, y))))
            y += line.get_height()
        self.lines += drawn
        self._draw_badge(surface, seat, face, rect, side, drawn)
        return rect, face

    def _stacked(self, surface, seat: int, region: pygame.Rect, lit: bool, name: str, tags: list[str]):
        """A plate too narrow for the portrait beside its tags (the player's own beside the
        eight cards of chiamata: "Tu" over "mazziere / socio segreto" lost its star): the
        portrait beside the name, the tags under both, where the region is tall enough
        (the layout makes the player's own so in chiamata: ``TableLayout.own_plate_h``).
        Returns (box, portrait) as drawn, or None where even that does not fit."""
        L, text = self.L, self.app.text
        pad, room = max(3, L.margin // 2), region.w - L.margin * 2
        subs = [text.render(line, fit_size(text, line, int(L.font * 0.8), room), DIM)
                for line in self._tag_lines(tags, room)]
        tags_h = sum(sub.get_height() for sub in subs)
        name_w = text.font(L.font).size(name)[0]
        d = min(self.portrait_size(region), region.h - L.margin // 2 - tags_h, room - pad - name_w)
        if d < L.portrait_least():
            return None
        surf = text.render(name, L.font, GOLD if lit else WHITE)
        row = d + pad + surf.get_width()
        content_h = d + tags_h
        w = max([row] + [sub.get_width() for sub in subs]) + L.margin * 2
        rect = self._box(seat, region, min(region.w, w), min(region.h, content_h + L.margin // 2))
        top = rect.centery - content_h // 2
        face = pygame.Rect(rect.centerx - row // 2, top, d, d)
        # (less round than the others: the last tag line runs nearly to the box's foot)
        side = self._draw_box(surface, seat, rect, face, lit, radius=min(rect.h // 3, L.margin + 2))
        drawn = [surface.blit(surf, surf.get_rect(midleft=(face.right + pad, face.centery)))]
        y = face.bottom
        for sub in subs:
            drawn.append(surface.blit(sub, sub.get_rect(midtop=(rect.centerx, y))))
            y += sub.get_height()
        self.lines += drawn
        self._draw_badge(surface, seat, face, rect, side, drawn)
        return rect, face

    @staticmethod
    def _box(seat: int, region: pygame.Rect, w: int, h: int) -> pygame.Rect:
        """A plate ``w`` x ``h`` in its region: the player's at its bottom left, the others'
        at its bottom middle."""
        rect = pygame.Rect(0, 0, w, h)
        if seat == 0:
            rect.bottomleft = region.bottomleft
        else:
            rect.midbottom = region.midbottom
        return rect

    def _draw_box(self, surface, seat: int, rect: pygame.Rect, face: pygame.Rect | None, lit: bool,
                  radius: int | None = None):
        """The plate's box (corners rounded by ``radius``, a third of its height by
        default), its edge in the side's colour (gold when lit) and the portrait in
        ``face`` with its ring and the turn's halo. Returns the side's colour."""
        side = self.side_colour(seat)
        radius = rect.h // 3 if radius is None else radius
        self.shadows.get(rect.size, False).cast(surface, rect)
        pygame.draw.rect(surface, (62, 50, 18) if lit else (12, 38, 28), rect, border_radius=radius)
        edge = GOLD if lit else side or NO_TEAM_EDGE
        pygame.draw.rect(surface, edge, rect, width=2, border_radius=radius)
        if face is not None:
            d = face.w
            seat_info = self.table.seats[seat]
            surface.blit(self.portraits.get(seat_info.name, seat_info.human, d), face)
            ring = side or (RING if not lit else GOLD)
            pygame.draw.circle(surface, ring, face.center, d // 2, width=max(2, d // 14))
            if lit:
                self._draw_turn_glow(surface, face)
        return side

    def _draw_turn_glow(self, surface, face: pygame.Rect) -> None:
        """A gold halo round the portrait of the seat that must play: full when the turn
        comes, then, while the seat keeps the table waiting, breathing gently on the scene's
        clock (so a restored game, taken up at the same moment of a turn, draws the same)."""
        glow = self._glows.get(face.w, glow_level(self.table.schedule.now - self._lit_since))
        surface.blit(glow, glow.get_rect(center=face.center))

    def _badge_w(self, label: str) -> int:
        """The width of the badge pill showing ``label``."""
        L = self.L
        w, h = self.app.text.size(label, max(12, int(L.font * 0.8)))
        return max(w + max(6, L.font // 2), h + 2)

    def _draw_badge(self, surface, seat: int, face, rect: pygame.Rect, side, lines: list[pygame.Rect]) -> None:
        label = self.badge(seat)
        if label is None:
            return
        L, text = self.L, self.app.text
        surf = text.render(label, max(12, int(L.font * 0.8)), (25, 20, 10))
        pill = surf.get_rect().inflate(max(6, L.font // 2), 2)
        pill.w = max(pill.w, pill.h)
        if face is not None:
            pill.center = (face.right - pill.w // 4, face.bottom - pill.h // 3)
        else:                          # right of the words, or of the name when they are wide
            pill.midright = (rect.right - max(3, L.margin // 2), rect.centery)
            if any(r.right > pill.left for r in lines):
                pill.midleft = (lines[0].right + max(3, L.margin // 2), lines[0].centery)
        pill.clamp_ip(rect)
        pygame.draw.rect(surface, side or GOLD, pill, border_radius=pill.h // 2)
        pygame.draw.rect(surface, (25, 20, 10), pill, width=1, border_radius=pill.h // 2)
        surface.blit(surf, surf.get_rect(center=pill.center))

    def _draw_reveal(self, surface, effect: "Reveal") -> None:
        """A ring widening from the partner's portrait and a gold label on its place."""
        if effect.seat >= len(self.drawn):
            return
        rect, face = self.drawn[effect.seat], self.faces[effect.seat]
        k = min(1.0, (self.table.schedule.now - effect.start) / effect.ms)
        centre = face.center if face is not None else rect.center
        base = face.w // 2 if face is not None else rect.h // 2
        burst = pygame.Surface((base * 8, base * 8), pygame.SRCALPHA)
        for i in range(3):
            ki = k * 1.6 - i * 0.25
            if 0 < ki < 1:
                radius = int(base * (1 + 2.6 * ki))
                pygame.draw.circle(burst, (*GOLD, int(230 * (1 - ki))), (base * 4, base * 4), radius,
                                   width=max(2, base // 4))
        surface.blit(burst, burst.get_rect(center=centre))
        if k < 0.85:
            L, text = self.L, self.app.text
            label = self.t("table_partner_label")
            size = fit_size(text, label, int(L.font * (1.0 + 0.2 * min(1.0, k * 6))), rect.w - 8)
            surf = text.render(label, size, (30, 20, 5))
            pill = surf.get_rect().inflate(L.font, 4)
            # above the place (under it where the window ends): on it, it hid the level
            pill.midbottom = (rect.centerx, rect.top - 3)
            if pill.top < 0:
                pill.midtop = (rect.centerx, rect.bottom + 3)
            pill.clamp_ip(pygame.Rect(0, 0, L.w, L.h))
            self.reveal_label = pill
            pygame.draw.rect(surface, GOLD, pill, border_radius=pill.h // 2)
            surface.blit(surf, surf.get_rect(center=pill.center))

    def _tag_lines(self, tags: list[str], width: int, size: int | None = None, text=None) -> list[str]:
        """Tags joined on at most two lines ``width`` wide at ``size`` (the plates' tag
        size): the first two together where they fit, else the last two, else the way
        whose longer line is the shorter."""
        if len(tags) <= 2:
            return tags
        font = (text or self.app.text).font(size or int(self.L.font * 0.8))
        ways = [[" · ".join(tags[:2]), " · ".join(tags[2:])], [tags[0], " · ".join(tags[1:])]]
        widths = [max(font.size(line)[0] for line in way) for way in ways]
        fitting = [way for way, w in zip(ways, widths) if w <= width]
        return fitting[0] if fitting else ways[widths.index(min(widths))]

    def widest_words(self, font: int, seats: list[int] | None = None, text=None) -> int:
        """The widest line the plates of ``seats`` (the others by default) may need at text
        size ``font``: a name, or a tag line with the most tags the seat may wear in this
        game (its level, dealer, and partner or, in chiamata, caller or partner) on two
        lines at their narrowest (measured with ``text``, the window's by default). The
        layout makes the plates that wide beside their portraits."""
        table, t, text = self.table, self.t, text or self.app.text
        human = table.human_seat()
        widest = 0
        for seat in (seats if seats is not None else [s for s in range(table.n) if s != human]):
            mine = seat == human
            roles: list[str | None] = [None]
            if table.n == 5:
                roles = [t("caller_you"), t("secret_partner")] if mine else [t("caller"), t("partner")]
            elif table.n in (4, 6) and human is not None and not mine \
                    and table.deal.team_of(seat) == table.deal.team_of(human):
                roles = [t("teammate")]
            for role in roles:
                tags = [tag for tag in (self.level(seat), t("dealer"), role) if tag]
                lines = self._tag_lines(tags, 0, int(font * 0.8), text)
                widest = max([widest, text.font(font).size(self.label(seat))[0]]
                             + [text.font(int(font * 0.8)).size(line)[0] for line in lines])
        return widest

    # -- chiamata: the bids beside the plates ------------------------------------------
    def _draw_bids(self, surface) -> None:
        L, text, bids = self.L, self.app.text, self.table.shown.bids
        for seat, box in enumerate(self.drawn):
            if seat not in bids:
                continue
            bubble = text.render(self.t.bid(bids[seat]), L.font, (30, 30, 30))
            br = self.bubble_place(bubble.get_rect().inflate(L.margin, 6), box)
            pygame.draw.rect(surface, BUBBLE, br, border_radius=10)
            self.bubbles.append(br)
            surface.blit(bubble, bubble.get_rect(center=br.center))

    def bubble_place(self, bubble: pygame.Rect, box: pygame.Rect) -> pygame.Rect:
        """Where a seat's bid bubble goes: beside its name box, right or left, else above it;
        never off the cloth (on the rim), nor under the player's bid or call panel or hand, nor on
        another name box (a bubble there was drawn over and could not be read)."""
        L, panels = self.L, self.table.panels
        covers = [r for r in (panels.auction.panel_rect(),
                              panels.call.area if panels.call.shown_now() else None) if r]
        covers += panels.hand.rects() + [r for r in self.drawn if r != box]
        screen = pygame.Rect(L.edge, L.edge, L.w - 2 * L.edge, L.h - 2 * L.edge)     # on the cloth
        br = bubble.copy()
        for anchor, point in (("midleft", (box.right + L.margin, box.centery)),
                              ("midright", (box.left - L.margin, box.centery)),
                              ("midbottom", (box.centerx, box.top - 2)),
                              ("midtop", (box.centerx, box.bottom + 2))):
            setattr(br, anchor, point)
            if screen.contains(br) and br.collidelist(covers) < 0:
                return br
        br.midleft = (box.right + L.margin, box.centery)
        return br

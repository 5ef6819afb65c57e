"""The match's score sheet, deal by deal, for the end-of-match screen.

One row per smazzata from the match's history: with 2, 3, 4 and 6 players each side's
card points (the side that won the deal in gold; with accusi the declared points apart,
"107 + 20 accusi") and the match score after it; in
chiamata who called, the caller's side's points against the target, and every seat's
game points of that smazzata (gold where the seat gained). A last row gives the totals.
The rows are plain data (``sheet``), so tests read them without drawing."""
from __future__ import annotations

from dataclasses import dataclass
from typing import Callable

import pygame

from .text import DIM, GOLD, WHITE

LINE = (200, 170, 90)
WIDEST_FIRST = 0.4        # the first column's largest share of the sheet's width


@dataclass
class Cell:
    text: str
    lit: bool = False           # drawn in gold: the deal's winner, a gain, a match winner


@dataclass
class Sheet:
    heads: list[str]
    rows: list[list[Cell]]      # one per smazzata, in order
    total: list[Cell]
    weights: list[float]        # relative column widths


def _dash(values) -> str:
    return " – ".join(str(v) for v in values)


def declared(record: dict, team: int) -> int:
    """The points ``team``'s seats declared (option accusi) in the smazzata of ``record``;
    they are inside its ``team_points``. 0 for a record from before they were kept."""
    per_seat = record.get("accusi") or []
    return sum(per_seat[s] for s in record["teams"][team] if s < len(per_seat))


def counted(record: dict, team: int, share: float = 1.0) -> tuple[int, int]:
    """``team``'s card points and declared points in ``record``, counted up to ``share``
    (0..1), each rounded on its own: the total shown is their sum, so every frame of the
    count says a true sum ("20 + 12 accusi = 31" was the three rounded apart)."""
    extra = declared(record, team)
    cards = record["team_points"][team] - extra
    return int(round(cards * share)), int(round(extra * share))


def side_points(t, record: dict, team: int, share: float = 1.0) -> str:
    """``team``'s points in ``record`` with the declared ones apart ("107 + 20 accusi"),
    or the bare number where it declared none; ``share`` (0..1) counts them up. The end of
    the smazzata and the match's sheet both say them so."""
    cards, extra = counted(record, team, share)
    if not declared(record, team):
        return str(cards)
    return t("accusi_apart", cards=cards, declared=extra)


def side_name(table, team: tuple) -> str:
    """A side as the table names it: "Giulia", or "You and Marco", "Giulia, Anna and Sofia"."""
    return names_together(table.t, [table.seat_name(s) for s in team])


def names_together(t, names: list[str]) -> str:
    """"Giulia", "You and Marco", "Giulia, Anna and Sofia"."""
    if len(names) == 1:
        return names[0]
    return t("team_of", a=", ".join(names[:-1]), b=names[-1])


def sheet(match, t, side_name: Callable[[tuple], str], seat_name: Callable[[int], str]) -> Sheet:
    """The sheet of ``match`` (its ``history``); ``t`` the texts, the names as the table
    says them."""
    if match.players == 5:
        return _chiamata(match, t, seat_name)
    teams = [tuple(team) for team in match.history[0]["teams"]] if match.history else []
    heads = ["#"] + [side_name(team) for team in teams] + [t("bd_match")]
    rows, score = [], [0] * len(teams)
    for i, rec in enumerate(match.history):
        if not rec.get("void") and rec["winner"] is not None:
            score[rec["winner"]] += 1
        cells = [Cell(str(i + 1))]
        cells += [Cell(side_points(t, rec, k), lit=rec["winner"] == k) for k in range(len(rec["team_points"]))]
        note = t("bd_void") if rec.get("void") else t("bd_draw") if rec["winner"] is None else _dash(score)
        rows.append(cells + [Cell(note)])
    # the rows hold card points, the last the smazzate won: said so, not a bare "Total"
    total = [Cell(t("bd_deals_won"))] + [Cell(str(s), lit=k in match.winners) for k, s in enumerate(match.score)]
    total.append(Cell(_dash(match.score)))
    return Sheet(heads, rows, total, [0.6] + [2.0] * len(teams) + [1.4])    # "Deals won": _widened


def _chiamata(match, t, seat_name: Callable[[int], str]) -> Sheet:
    heads = ["#", t("bd_call"), t("bd_points")] + [seat_name(s) for s in range(5)]
    rows, number = [], 0
    for rec in match.history:
        if rec.get("redeal"):
            rows.append([Cell(""), Cell(t("bd_redeal"))] + [Cell("") for _ in range(6)])
            continue
        number += 1
        caller, partner = rec["caller"], rec.get("partner")
        who = seat_name(caller) if partner is None else f"{seat_name(caller)} + {seat_name(partner)}"
        gp = rec["game_points"]          # this smazzata's, not the running total (the Total row's)
        reached = rec["winner"] == 0
        cells = [Cell(str(number)), Cell(who), Cell(f"{rec['team_points'][0]}/{rec['target']}", lit=reached)]
        cells += [Cell(f"{gp[s]:+d}" if gp[s] else "0", lit=gp[s] > 0) for s in range(5)]
        rows.append(cells)
    total = [Cell(t("total")), Cell(""), Cell("")]
    total += [Cell(f"{v:+d}" if v else "0", lit=s in match.winners) for s, v in enumerate(match.score)]
    return Sheet(heads, rows, total, [0.5, 2.4, 1.2] + [1.0] * 5)


def natural_height(data: Sheet, font: int) -> int:
    """The height the whole sheet takes at ``font`` (heads, every row, totals)."""
    return (len(data.rows) + 2) * int(font * 1.35) + 2


def _spans(cells: list[Cell], widths: list[int]) -> list[int]:
    """Each cell's width: its column's and the empty cells' after it (a totals label
    like "Total" in chiamata runs over the empty columns beside it)."""
    out = []
    for i, width in enumerate(widths):
        j = i + 1
        while j < len(cells) and not cells[j].text:
            width += widths[j]
            j += 1
        out.append(width)
    return out


def _widened(data: Sheet, text, width: int, size: int) -> list[float]:
    """The columns' weights, the first widened as far as the totals' label ("Smazzate
    vinte", "Deals won") needs at ``size``, the size the rows are drawn at (it ran across
    the panel's border), but never past ``WIDEST_FIRST`` of the width: beyond that the
    label is drawn smaller, as every cell that does not fit its column."""
    weights = list(data.weights)
    total_w = sum(weights)
    label = data.total[0].text if data.total else ""
    if not label:
        return weights
    margin = 8 + text.em(size) // 2             # a quarter em or more either side of it
    need = min(text.font(size).size(label)[0] + margin, width * WIDEST_FIRST)
    span = _spans(data.total, [width * w / total_w for w in weights])[0]
    if need <= span:
        return weights
    grow = (need - span) * total_w / width          # in weights, taken from the others alike
    rest = total_w - weights[0]
    return [weights[0] + grow] + [w * (rest - grow) / rest for w in weights[1:]]


def draw(surface: pygame.Surface, text, data: Sheet, rect: pygame.Rect, font: int,
         least: int = 12) -> pygame.Rect:
    """The sheet inside ``rect``: the heads, as many of the last rows as fit, a line, the
    totals. Returns the area actually used."""
    rows = data.rows
    room = rect.h - 2
    line = max(least + 4, min(int(font * 1.35), room // (len(rows) + 2 or 1)))
    fit = max(2, room // line - 2)
    shown = rows if len(rows) <= fit else rows[-(fit - 1):]
    size = max(least, min(font, int(line * 0.74)))
    weights = _widened(data, text, rect.w, size)
    total_w = sum(weights)
    xs, x = [], rect.x
    for wt in weights:
        width = rect.w * wt / total_w
        xs.append((int(x), int(width)))
        x += width

    def row(cells, y, colour, bold=False):
        for (cx, _), cell, cw in zip(xs, cells, _spans(cells, [w for _, w in xs])):
            if not cell.text:
                continue
            s = size
            while s > least and text.font(s).size(cell.text)[0] > cw - 4:
                s -= 1
            text.draw(surface, cell.text, s, GOLD if cell.lit or bold else colour,
                      center=(cx + cw // 2, y + line // 2))

    y = rect.y
    row([Cell(h) for h in data.heads], y, DIM)
    y += line
    pygame.draw.line(surface, LINE, (rect.x, y), (rect.right, y), 1)
    skipped = len(rows) - len(shown)
    if skipped:                           # the earliest deals make room for the latest
        text.draw(surface, f"… ({skipped})", size, DIM, center=(rect.centerx, y + line // 2))
        y += line
    for cells in shown:
        row(cells, y, WHITE)
        y += line
    pygame.draw.line(surface, LINE, (rect.x, y), (rect.right, y), 1)
    row(data.total, y, WHITE)
    return pygame.Rect(rect.x, rect.y, rect.w, y + line - rect.y)

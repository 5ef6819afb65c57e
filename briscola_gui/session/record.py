"""What the human seat's statistics record of a finished deal and match
(briscola_gui/stats.py keeps them): won, lost or drawn, and the points.
"""
from __future__ import annotations

DEFAULT_LEVEL = "medium"


def stats_records(record: dict, match, human: int, level: str | None,
                  daily: str | None = None) -> list[dict]:
    """``Stats.add`` keyword arguments for the human's finished smazzata (``record``, from
    the match history) and, when the match is over, the match. None for a redeal. A void
    smazzata (pari "replay") is marked (stats.py counts it in no win rate). ``daily``: the
    date of the deal of the day being played, kept with both records."""
    if record.get("redeal"):
        return []
    n = match.players
    level = level or DEFAULT_LEVEL
    team = next((i for i, t in enumerate(record["teams"]) if human in t), None)
    side = record["teams"][team] if team is not None else [human]
    points = sum(record["points"][s] for s in side)
    if n == 5:
        gp = record["game_points"][human]
        result = "won" if gp > 0 else "lost" if gp < 0 else "drawn"
    else:
        winner = record["winner"]
        result = "drawn" if winner is None else "won" if winner == team else "lost"
    out = [dict(kind="smazzata", players=n, level=level, result=result, points=int(points),
                void=bool(record.get("void")))]
    if match.over:
        if n == 5:
            match_points = match.score[human]
        else:
            match_points = match.score[team] if team is not None else 0
        out.append(dict(kind="match", players=n, level=level, result=match_result(match, human, team),
                        points=int(match_points)))
    if daily is not None:
        for entry in out:
            entry["daily"] = daily
    return out


def match_result(match, seat: int, team: int | None) -> str:
    """"won", "lost" or "drawn": how the finished ``match`` went for ``seat`` (in chiamata)
    or its ``team`` (the index of its side in the match's teams, 2-4 and 6 players). With no
    winner (a drawn single smazzata; in chiamata all five level) every seat has drawn."""
    side = seat if match.players == 5 else team
    if side in match.winners:
        return "won"
    return "lost" if match.winners else "drawn"

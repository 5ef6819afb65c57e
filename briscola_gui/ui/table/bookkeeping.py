"""What the table writes down: the player's finished smazzate and matches into the
statistics, and the match in progress into the save (Continue restores it exactly).
Demo games write nothing."""
from __future__ import annotations

import logging

log = logging.getLogger(__name__)


def record_stats(app, match, human: int | None, level: str, record: dict) -> None:
    """The player's finished smazzata (and match, when it is over) into stats.json."""
    if human is None or record.get("redeal"):
        return
    n = match.players
    team = next((i for i, t in enumerate(record["teams"]) if human in t), None)
    side = record["teams"][team] if team is not None else [human]
    points = sum(record["points"][s] for s in side)
    if n == 5:
        gp = record["game_points"][human]
        result = "won" if gp > 0 else "lost" if gp < 0 else "drawn"
    else:
        winner = record["winner"]
        result = "drawn" if winner is None else "won" if winner == team else "lost"
    stats = app.user_stats()
    try:
        stats.add("smazzata", n, level, result, int(points), void=bool(record.get("void")))
        if match.over:
            if n == 5:
                won, mpoints = human in match.winners, match.score[human]
            else:
                won = team in match.winners
                mpoints = match.score[team] if team is not None else 0
            mresult = "won" if won else "drawn" if not match.winners else "lost"
            stats.add("match", n, level, mresult, int(mpoints))
        app.store.save_stats(stats)
    except (OSError, ValueError):
        log.exception("the statistics could not be saved")


def autosave(app, match, level: str | None) -> None:
    try:
        app.store.save_match(match, level=level)
    except OSError:
        log.exception("the match could not be saved")

"""session/record.py: what the human's statistics record of a deal and a match."""
from briscola_gui.engine import chiamata_winners
from briscola_gui.session.record import stats_records


class FakeMatch:
    def __init__(self, players, over=False, winners=(), score=()):
        self.players, self.over, self.winners, self.score = players, over, list(winners), list(score)


def record(winner, teams, points, **extra):
    return {"winner": winner, "teams": teams, "points": points, **extra}


def test_a_won_smazzata_in_four_counts_the_sides_points():
    rec = record(0, [[0, 2], [1, 3]], [30, 10, 40, 40])
    assert stats_records(rec, FakeMatch(4), 0, "hard") == [
        dict(kind="smazzata", players=4, level="hard", result="won", points=70, void=False)]
    assert stats_records(rec, FakeMatch(4), 1, "hard")[0]["result"] == "lost"
    assert stats_records(record(None, [[0], [1]], [60, 60]), FakeMatch(2), 0, None)[0]["result"] \
        == "drawn"


def test_a_void_smazzata_is_marked():
    rec = record(None, [[0], [1]], [60, 60], void=True)
    assert stats_records(rec, FakeMatch(2), 0, "easy")[0]["void"] is True


def test_the_match_is_recorded_when_it_is_over():
    rec = record(1, [[0], [1]], [50, 70])
    out = stats_records(rec, FakeMatch(2, over=True, winners=[1], score=[1, 2]), 0, None)
    assert out[1] == dict(kind="match", players=2, level="medium", result="lost", points=1)


def test_chiamata_uses_game_points_and_a_redeal_records_nothing():
    rec = record(0, [[0, 3], [1, 2, 4]], [40, 20, 20, 30, 10], game_points=[2, -1, -1, 1, -1])
    out = stats_records(rec, FakeMatch(5, over=True, winners=[0, 3], score=[5, -2, -2, 3, -4]), 3, "easy")
    assert [(o["kind"], o["result"], o["points"]) for o in out] == [("smazzata", "won", 70),
                                                                   ("match", "won", 3)]
    assert stats_records({"redeal": True}, FakeMatch(5), 0, "easy") == []


def test_a_lone_caller_beaten_by_four_loses_and_they_win():
    """Review 12e item 17: alone at -4 under four at +1 the statistics said "drawn" and drew
    a blue bar down to -4; review 12f D3: the four tied on top who beat him win the match
    (they were "Winners: nobody")."""
    rec = record(1, [[0], [1, 2, 3, 4]], [30, 20, 20, 30, 20], game_points=[-4, 1, 1, 1, 1])
    score = [-4, 1, 1, 1, 1]
    match = FakeMatch(5, over=True, winners=chiamata_winners(score), score=score)
    assert stats_records(rec, match, 0, "easy")[1]["result"] == "lost"
    assert stats_records(rec, match, 2, "easy")[1]["result"] == "won"        # tied on top
    level = FakeMatch(5, over=True, winners=chiamata_winners([0] * 5), score=[0] * 5)
    assert stats_records(rec, level, 2, "easy")[1]["result"] == "drawn"       # all five level
    assert stats_records(record(None, [[0], [1]], [60, 60]), FakeMatch(2, over=True, score=[0, 0]),
                         0, None)[1]["result"] == "drawn"

import json

from briscola_gui.stats import Stats


def test_records_summary_streak_and_round_trip(tmp_path):
    path = tmp_path / "stats.json"
    s = Stats.load(path)
    assert s.records == [] and s.warning is None
    for result, pts in [("won", 70), ("lost", 50), ("won", 80)]:
        s.add("smazzata", 2, "expert", result, pts, when="2026-01-01T00:00:00Z")
    for result in ["won", "won", "lost", "won", "won", "won", "drawn"]:
        s.add("match", 2, "expert", result, 2, when="2026-01-01T00:00:00Z")
    s.add("match", 5, "easy", "won", 4, when="2026-01-02T00:00:00Z")
    s.save()
    back = Stats.load(path)
    assert back.records == s.records
    summ = back.summary()
    two = summ[("2p", "expert")]
    assert two["smazzate"] == 3 and two["smazzate_won"] == 2 and two["mean_points"] == 66.7
    assert two["matches"] == 7 and two["matches_won"] == 5 and two["longest_streak"] == 3
    assert summ[("chiamata", "easy")]["match_win_rate"] == 1.0
    assert len(back.recent_matches(3)) == 3 and back.recent_matches(3)[-1]["players"] == 5


def test_damaged_file_is_set_aside_not_lost(tmp_path):
    path = tmp_path / "stats.json"
    path.write_text('{"format": "briscola-stats", "version": 1, "records": [{"kind"')
    s = Stats.load(path)
    assert s.records == [] and "damaged" in s.warning
    aside = tmp_path / "stats.json.damaged-1"
    assert aside.read_text().startswith('{"format"')
    s.add("smazzata", 4, "hard", "won", 65)
    s.save()
    assert Stats.load(path).records[0]["players"] == 4
    path.write_text(json.dumps({"format": "briscola-stats", "version": 7, "records": []}))
    s2 = Stats.load(path)
    assert "version" in s2.warning and (tmp_path / "stats.json.damaged-2").exists()

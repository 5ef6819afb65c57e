"""The accuracy of analysed smazzate in the statistics file: kept beside the records,
read from and written to files old versions read too, with its trend."""
import json

from briscola_gui.stats import MAX_ANALYSES, Stats


def test_old_file_reads_and_writes_as_before(tmp_path):
    path = tmp_path / "stats.json"
    old = {"format": "briscola-stats", "version": 1, "records": [
        {"kind": "smazzata", "players": 2, "level": "expert", "result": "won", "points": 70,
         "when": "2026-01-01T10:00:00Z"}]}
    path.write_text(json.dumps(old))
    s = Stats.load(path)
    assert s.warning is None and s.analyses == [] and s.accuracy_trend() == []
    assert json.loads(s.to_json()) == old          # no analyses: not even the key


def test_accuracy_kept_with_its_trend_and_round_trip(tmp_path):
    path = tmp_path / "stats.json"
    s = Stats(path)
    s.add("smazzata", 2, "expert", "won", 66)
    s.add_analysis("a1", 2, "expert", 81.26, when="2026-01-01T10:00:00Z")
    s.add_analysis("b2", 5, "hard", 64.0, when="2026-01-02T10:00:00Z")
    s.add_analysis("a1", 2, "expert", 81.26, when="2026-01-03T10:00:00Z")   # same deal again
    assert s.accuracy_trend() == [64.0, 81.3]
    s.save()
    again = Stats.load(path)
    assert again.warning is None
    assert again.analyses == s.analyses and again.records == s.records
    assert again.accuracy_trend(1) == [81.3]
    # an older version reads the records and ignores the extra list
    data = json.loads(path.read_text())
    assert data["version"] == 1 and len(data["analyses"]) == 2


def test_only_the_newest_analyses_are_kept(tmp_path):
    s = Stats(tmp_path / "stats.json")
    for i in range(MAX_ANALYSES + 5):
        s.add_analysis(f"d{i}", 2, "expert", i % 100)
    assert len(s.analyses) == MAX_ANALYSES and s.analyses[0]["deal"] == "d5"


def test_bad_analyses_set_the_file_aside(tmp_path):
    path = tmp_path / "stats.json"
    path.write_text(json.dumps({"format": "briscola-stats", "version": 1, "records": [],
                                "analyses": [{"deal": "x", "accuracy": 140}]}))
    s = Stats.load(path)
    assert s.warning and s.analyses == [] and s.aside is not None and s.aside.exists()

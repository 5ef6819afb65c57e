import json

import pytest

from briscola_gui.engine import Rules, new_match
from briscola_gui.engine.savegame import SaveError, load, match_to_json, save

from enginehelpers import finish


def advance(match, plays):
    """Through the auction and call, then ``plays`` cards (each the last legal one)."""
    d = match.deal
    target = len(d.played_cards()) + plays
    finish(d, pick=lambda legal: legal[-1], stop=lambda deal: len(deal.played_cards()) >= target)


@pytest.mark.parametrize("players", [2, 3, 4, 5, 6])
def test_save_and_restore_mid_match(tmp_path, players):
    m = new_match(players, rules=Rules(accusi=players != 5, follow_suit=True), seed=42)
    advance(m, 200)
    m.next_deal()
    advance(m, 7)
    path = tmp_path / "save.json"
    save(path, m)
    back = load(path)
    assert match_to_json(back) == match_to_json(m)
    # both continue identically
    advance(m, 500)
    advance(back, 500)
    assert match_to_json(back) == match_to_json(m)
    m.next_deal()
    back.next_deal()
    assert back.deal_code == m.deal_code and back.score == m.score


def test_damaged_and_foreign_files_are_refused_clearly(tmp_path):
    m = new_match(2, seed=1)
    advance(m, 5)
    path = tmp_path / "save.json"
    save(path, m)
    good = json.loads(path.read_text())

    def bad(data, needle):
        path.write_text(data if isinstance(data, str) else json.dumps(data))
        with pytest.raises(SaveError, match=needle):
            load(path)

    bad('{"format": "briscola-save", "vers', "damaged")
    bad({**good, "version": 99}, "version 99")
    bad({"hello": 1}, "not a Briscola save")
    bad({**good, "deal": {**good["deal"], "plays": good["deal"]["plays"] + ["1D", "1D"]}},
        "damaged")
    bad({**good, "deal_seed": good["deal_seed"] + 1}, "does not match")
    bad({**good, "score": "x"}, "damaged")
    del good["players"]
    bad(good, "damaged")
    with pytest.raises(SaveError, match="no save file"):
        load(tmp_path / "none.json")


def test_save_is_atomic_no_temp_files_left(tmp_path):
    m = new_match(4, seed=3)
    save(tmp_path / "s.json", m)
    save(tmp_path / "s.json", m)
    assert [p.name for p in tmp_path.iterdir()] == ["s.json"]

"""Save files written by the game before typed actions and events (main at 08b54a0,
tests/fixtures/saves_v1/make_fixtures.py) still load, describe the same position,
report the same ``replay`` output and save back to the same JSON."""
import json
import random
from pathlib import Path

import pytest

from briscola_gui.engine import Rules, savegame
from briscola_gui.engine.replay import report

FIXTURES = Path(__file__).parent / "fixtures" / "saves_v1"
NAMES = sorted(p.stem for p in FIXTURES.glob("*.json") if not p.stem.endswith(".replay"))


def test_every_variant_has_a_fixture():
    assert NAMES == ["2p_plain", "3p_accusi", "4p_signals", "5p_chiamata", "6p_piemonte"]


def same_rules(saved: dict, now: dict) -> bool:
    """Rule options added since (house rules) are off in old saves."""
    return all(now[k] == v for k, v in saved.items()) and \
        all(v == getattr(Rules(), k) for k, v in now.items() if k not in saved)


@pytest.mark.parametrize("name", NAMES)
def test_old_save_loads_reports_and_saves_back_unchanged(name, tmp_path):
    data = json.loads((FIXTURES / f"{name}.json").read_text())
    match = savegame.load(FIXTURES / f"{name}.json")
    assert report(match.deal) == json.loads((FIXTURES / f"{name}.replay.json").read_text())
    again = savegame.match_to_json(match)
    for old, new in ((data, again), (data["deal"], again["deal"])):
        assert same_rules(old.pop("rules"), new.pop("rules"))
    assert again == data
    savegame.save(tmp_path / "again.json", match)
    assert savegame.load(tmp_path / "again.json").deal.played_cards() == match.deal.played_cards()


@pytest.mark.parametrize("name", NAMES)
def test_old_save_plays_on_to_the_end_of_its_deal(name):
    match = savegame.load(FIXTURES / f"{name}.json")
    rng = random.Random(name)
    deal = match.deal
    while deal.phase != "done":
        deal.apply(rng.choice(deal.legal_actions(deal.to_act)))
    record = match.next_deal()
    assert record["code"] and len(match.history) == len(json.loads(
        (FIXTURES / f"{name}.json").read_text())["history"]) + 1

"""``python -m briscola_gui replay`` as shared CONTRACT.md fixes it."""
import io
import json
import subprocess
import sys

import pytest

from briscola_gui.commands import replay as replay_cmd
from briscola_gui.engine import Smazzata, card_str, shuffled_deck


def game(players=2, seed=1, dealer=1, plays=None, **extra):
    deck = shuffled_deck(players, seed)
    obj = {"players": players, "dealer": dealer, "deck": [card_str(c) for c in deck]}
    if plays is None:
        d = Smazzata(players, dealer, deck)
        plays = []
        while not d.is_over:
            c = d.legal_moves()[0]
            plays.append(card_str(c))
            d.play(d.to_act, c)
    obj["plays"] = plays
    obj.update(extra)
    return obj


def run(text, monkeypatch, capsys, args=()):
    monkeypatch.setattr(sys, "stdin", io.TextIOWrapper(io.BytesIO(text.encode())))
    status = replay_cmd.main(list(args))
    out, err = capsys.readouterr()
    return status, out, err


def test_one_object_in_one_object_out(monkeypatch, capsys):
    status, out, err = run(json.dumps(game(), indent=2), monkeypatch, capsys)
    assert status == 0 and err == ""
    res = json.loads(out)
    assert res["complete"] and len(res["tricks"]) == 20 and sum(res["points"]) == 120
    assert res["teams"] == [[0], [1]] and res["to_play"] is None
    assert set(res) >= {"trump", "trump_card", "hands", "tricks", "points", "teams",
                        "team_points", "complete", "winner", "to_play"}
    assert res["tricks"][0]["leader"] == 0      # dealer 1: seat 0 leads


def test_partial_game_reports_the_position(monkeypatch, capsys):
    full = game()
    status, out, _ = run(json.dumps(game(plays=full["plays"][:3])), monkeypatch, capsys)
    res = json.loads(out)
    assert status == 0 and not res["complete"] and res["winner"] is None
    assert len(res["tricks"]) == 1 and res["table"] == full["plays"][2:3]
    assert res["to_play"] == 1 - res["tricks"][0]["winner"]


def test_json_lines_bad_lines_answered_in_place(monkeypatch, capsys):
    good = game()
    lines = [json.dumps(good), "{not json", json.dumps(game(plays=["1D", "1D"])),
             json.dumps(game(plays=good["plays"] + ["1D"])), json.dumps(game(seed=2))]
    status, out, err = run("\n".join(lines) + "\n", monkeypatch, capsys)
    answers = [json.loads(x) for x in out.splitlines()]
    assert status == 2 and len(answers) == 5
    assert answers[0]["complete"] and answers[4]["complete"]
    assert answers[1]["at"] is None and "JSON" in answers[1]["error"]
    assert answers[2]["at"] in (0, 1)
    assert answers[3]["at"] == 40 and "over" in answers[3]["error"]
    assert len(err.strip().splitlines()) == 3 and "Traceback" not in err


def test_json_lines_blank_lines_skipped_and_messages_name_the_file_line(monkeypatch, capsys):
    text = json.dumps(game()) + "\n\n" + "{not json" + "\n"
    status, out, err = run(text, monkeypatch, capsys)
    answers = [json.loads(x) for x in out.splitlines()]
    assert status == 2 and len(answers) == 2 and answers[0]["complete"]
    assert err.startswith("replay: line 3: ")


@pytest.mark.parametrize("mutate,needle", [
    (lambda g: g.update(deck=g["deck"][:-1]), "40 cards"),
    (lambda g: g["deck"].__setitem__(3, g["deck"][2]), "twice"),
    (lambda g: g["deck"].__setitem__(3, "11X"), "unknown card"),
    (lambda g: g.update(dealer=2), "dealer"),
    (lambda g: g.update(dealer="0"), "dealer"),
    (lambda g: g.update(rules={"bogus": True}), "unknown rule"),
    (lambda g: g.update(rules={"follow_suit": "yes"}), "true or false"),
    (lambda g: g.update(players=7), "players"),
    (lambda g: g.update(plays="1D"), "plays"),
])
def test_malformed_input_exit_2_one_line(mutate, needle, monkeypatch, capsys):
    g = game()
    mutate(g)
    status, out, err = run(json.dumps(g), monkeypatch, capsys)
    assert status == 2
    assert needle in json.loads(out)["error"]
    assert len(err.strip().splitlines()) == 1 and needle in err


def test_unknown_top_level_fields_are_ignored(monkeypatch, capsys):
    status, out, _ = run(json.dumps(game(seed=3, colour="red", tag=[1])), monkeypatch, capsys)
    assert status == 0 and json.loads(out)["complete"]


def test_card_not_in_hand_names_seat_card_and_index(monkeypatch, capsys):
    g = game()
    not_held = next(c for c in g["deck"][6:] if c not in g["plays"][:1])
    g["plays"] = [not_held]
    status, out, err = run(json.dumps(g), monkeypatch, capsys)
    res = json.loads(out)
    assert status == 2 and res["at"] == 0
    assert "seat 0" in res["error"] and not_held in res["error"]


def test_chiamata_replay_fields(monkeypatch, capsys):
    deck = shuffled_deck(5, 4)
    obj = {"players": 5, "dealer": 0, "deck": [card_str(c) for c in deck],
           "auction": [{"seat": 1, "bid": "1"}, {"seat": 2, "bid": "pass"},
                       {"seat": 3, "bid": "2"}, {"seat": 4, "bid": "2:65"},
                       {"seat": 0, "bid": "pass"}, {"seat": 1, "bid": "pass"},
                       {"seat": 3, "bid": "pass"}],
           "call": "2D", "plays": []}
    status, out, _ = run(json.dumps(obj), monkeypatch, capsys)
    res = json.loads(out)
    assert status == 0, res
    assert res["caller"] == 4 and res["target"] == 65 and res["trump"] == "D"
    assert res["trump_card"] is None and len(res["hands"][0]) == 8
    assert res["to_play"] == 1 and res["complete"] is False
    holder = next(s for s in range(5) if "2D" in res["hands"][s])
    assert res["partner"] == (None if holder == 4 else holder)


def test_chiamata_bad_auction(monkeypatch, capsys):
    deck = [card_str(c) for c in shuffled_deck(5, 4)]
    obj = {"players": 5, "dealer": 0, "deck": deck,
           "auction": [{"seat": 1, "bid": "3"}, {"seat": 2, "bid": "1"}]}
    status, out, err = run(json.dumps(obj), monkeypatch, capsys)
    assert status == 2 and "auction[1]" in json.loads(out)["error"]


def test_real_process_file_argument_and_no_traceback(tmp_path):
    path = tmp_path / "games.jsonl"
    path.write_text(json.dumps(game()) + "\n" + "[1, 2]\n")
    proc = subprocess.run([sys.executable, "-m", "briscola_gui", "replay", str(path)],
                          capture_output=True, text=True, timeout=60)
    assert proc.returncode == 2
    lines = proc.stdout.splitlines()
    assert json.loads(lines[0])["complete"] and "error" in json.loads(lines[1])
    assert "Traceback" not in proc.stderr and proc.stderr.count("\n") == 1
    missing = subprocess.run([sys.executable, "-m", "briscola_gui", "replay", str(tmp_path / "no")],
                             capture_output=True, text=True, timeout=60)
    assert missing.returncode == 2 and "cannot read" in missing.stderr

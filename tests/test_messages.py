"""The message catalogues (assets/locale/*.json, read by briscola_gui.messages)."""
from __future__ import annotations

import ast
import json
import logging
import re
from pathlib import Path

import pytest

from briscola_gui import messages
from briscola_gui.messages import LANGUAGES, Messages, catalogue, placeholders

PACKAGE = Path(messages.__file__).resolve().parent
LOCALE = PACKAGE.parent / "assets" / "locale"


def test_every_language_has_every_message_with_the_same_placeholders():
    keys = {lang: set(catalogue(lang)) for lang in LANGUAGES}
    every = set().union(*keys.values())
    for lang in LANGUAGES:
        assert not every - keys[lang], f"missing in {lang}: {sorted(every - keys[lang])}"
    for key in every:
        shapes = {lang: (type(catalogue(lang)[key]), placeholders(catalogue(lang)[key])) for lang in LANGUAGES}
        assert len(set(shapes.values())) == 1, f"{key}: {shapes}"


def test_catalogue_files_are_plain_json_objects_of_texts():
    for lang in LANGUAGES:
        data = json.loads((LOCALE / f"{lang}.json").read_text(encoding="utf-8"))
        assert isinstance(data, dict) and len(data) > 200
        for key, value in data.items():
            assert isinstance(value, str) or (isinstance(value, list) and all(isinstance(v, str) for v in value)), key
            assert value, f"{lang}: {key} is empty"


def _literal_keys() -> set[str]:
    """Every message key the code names literally: t("key"...), say("key"...), lines("key")."""
    found = set()
    for path in PACKAGE.rglob("*.py"):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if not isinstance(node, ast.Call) or not node.args:
                continue
            func = node.func
            name = func.attr if isinstance(func, ast.Attribute) else getattr(func, "id", "")
            arg = node.args[0]
            if name in ("t", "lines", "say") and isinstance(arg, ast.Constant) and isinstance(arg.value, str):
                found.add(arg.value)
    return found


def test_every_key_the_code_names_is_in_the_catalogue():
    keys = _literal_keys()
    assert {"new_game", "rules_page", "your_turn"} <= keys       # the scan finds them
    hint_keys = {"hint." + k for k in keys if not k.startswith("hint.")} & set(catalogue("en"))
    missing = sorted(k for k in keys if k not in catalogue("en") and "hint." + k not in hint_keys)
    assert not missing


def test_families_of_keys_built_at_runtime_exist():
    cat = catalogue("it")
    from briscola_gui.ui.storage import BACK_CHOICES, LEVEL_CHOICES, SPEED_CHOICES
    for prefix, values in (("level_", LEVEL_CHOICES), ("speed_", SPEED_CHOICES), ("back_", BACK_CHOICES),
                           ("suit.", "CDBS"), ("rank.", range(1, 11)), ("rank_the.", range(1, 11)),
                           ("bot.", range(1, 7))):
        for v in values:
            assert f"{prefix}{v}" in cat
    from briscola_gui.engine.signals import SIGNALS
    for sig in SIGNALS:
        assert f"signal_{sig}" in cat


def test_cards_bids_and_names_in_both_languages():
    it, en = Messages("it"), Messages("en")
    assert it.card(0) == "Asso di Coppe" and en.card(0) == "Ace of Cups"
    assert it.card_the(0) == "l'Asso di Coppe" and en.card_the(19) == "the King of Coins"
    assert it.bid("2:65") == "2 a 65" and en.bid("3") == "Three" and en.bid("pass") == "Pass"
    assert it.bot_name(0) == "Giulia" and it.bot_name(6) == "Giulia"
    assert Messages("xx").language == "it"


def test_a_missing_message_falls_back_and_is_logged(monkeypatch, caplog):
    it = dict(catalogue("it"))
    del it["new_game"]
    it["takes"] = "{nome} prende {p}"                     # a broken placeholder
    monkeypatch.setattr(messages, "catalogue", lambda lang: it if lang == "it" else catalogue.__wrapped__(lang))
    monkeypatch.setattr(messages, "_reported", set())
    with caplog.at_level(logging.WARNING, logger="briscola_gui.messages"):
        assert Messages("it")("new_game") == "New game"
        assert Messages("it")("takes", name="Anna", p=7) == "Anna takes 7"
        assert Messages("it")("no_such_message") == ""        # never the key itself
    text = caplog.text
    assert "new_game" in text and "takes" in text and "no_such_message" in text


def test_hints_do_not_import_the_window():
    tree = ast.parse((PACKAGE / "hints.py").read_text(encoding="utf-8"))
    modules = [n.module or "" for n in ast.walk(tree) if isinstance(n, ast.ImportFrom)]
    modules += [a.name for n in ast.walk(tree) if isinstance(n, ast.Import) for a in n.names]
    assert modules and not [m for m in modules if re.match(r"(\.|briscola_gui\.)?ui\b", m) or "pygame" in m]


@pytest.mark.parametrize("lang", LANGUAGES)
def test_rules_page_has_headings_and_text(lang):
    page = Messages(lang).lines("rules_page")
    assert sum(p.startswith("# ") for p in page) >= 6 and len(page) >= 20

"""Review 12f D2, D3: what the table and the end of a chiamata match say about a caller
who plays alone."""
from types import SimpleNamespace

import pytest
from table_support import table_at_turn

from briscola_gui.engine import chiamata_winners
from briscola_gui.engine.events import PartnerRevealed
from briscola_gui.ui.scenes.match_over import MatchOverScene


@pytest.mark.parametrize("language", ["it", "en"])
def test_a_lone_callers_own_card_reveals_no_partner(tmp_path, language):
    """D2: the caller who played the card he called had the reveal "The partner is you!" /
    "The partner is Luca!". A computer caller: "Luca plays alone"; the player was told at
    his call, so nothing more."""
    app, table = table_at_turn(tmp_path, players=5, seed=7, language=language)
    shown = []
    for caller in (2, 0):
        table.deal.caller = caller
        table.banners.clear()
        table.display.on_partner_revealed(PartnerRevealed(None))
        shown.append(table.banners.texts())
    name = table.seat_name(2)
    assert shown == [[app.t("alone", name=name)], []], shown
    partner = [app.t("partner_is", name=name), app.t("partner_is_you")]
    assert not any(line in partner for lines in shown for line in lines)


def test_the_four_who_beat_a_lone_caller_are_named_winners():
    """D3: alone at -4 under four at +1 the end said "Winners: nobody" over a sheet with
    the four +1 in gold; all five level still make no winner."""
    score = [1, 1, -4, 1, 1]
    winners = chiamata_winners(score)
    assert winners == [0, 1, 3, 4]
    scene = SimpleNamespace(match=SimpleNamespace(players=5, score=score, winners=winners))
    assert MatchOverScene._winners_key(scene) == "winners"        # no "(the two best totals win)"
    assert chiamata_winners([0] * 5) == []


@pytest.mark.parametrize("language", ["it", "en"])
def test_you_take_reads_as_the_others_take(tmp_path, language):
    """C5: "Prendi tu: 3" (a colon) beside "Marco prende 14"."""
    from briscola_gui.messages import Messages
    t = Messages(language)
    mine, theirs = t("takes_you", p=3), t("takes", name="Marco", p=14)
    assert ":" not in mine and mine.endswith(" 3") and theirs.endswith(" 14")


@pytest.mark.parametrize("language", ["it", "en"])
def test_the_rules_give_the_first_raise_the_game_offers(language):
    """Review 12h F5: the Rules said the 2 is raised "61, then 62, 63...", the game's first
    raise is "2 for 62" (a plain 2 needs 60): the ladder read there is the one offered."""
    import re

    from briscola_gui.engine.chiamata import Chiamata
    from briscola_gui.engine.rules import Rules
    from briscola_gui.engine.shuffle import DealSpec
    from briscola_gui.messages import Messages
    spec = DealSpec(5, 4, 1, Rules())
    deal = Chiamata(spec.dealer, spec.deck(), Rules())
    first = min(int(b[2:]) for b in deal.allowed_bids() if b.startswith("2:"))
    page = Messages(language).lines("rules_page")
    auction = page[next(i for i, line in enumerate(page) if line.startswith("# ") and "5" in line) + 1]
    sentence = next(part for part in auction.split(". ") if "120" in part)
    ladder = [int(n) for n in re.findall(r"\b(\d{2,3})\b", sentence.rsplit(":", 1)[1])]
    assert ladder[:3] == [first, first + 1, first + 2] and ladder[-1] == 120, (ladder, first)
    assert "61" in sentence and "60" in sentence        # what the 2 itself stands for, and needs

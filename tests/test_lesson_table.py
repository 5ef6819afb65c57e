"""The lesson's table: the teacher's Next button stays where it was from one step to the
next (a quick second click does not miss), the expert's hint is not offered there (the
teacher says what to play), and the opponent's plate says who she is."""
import pytest

from test_lesson import follow
from test_ui_support import key, make_app, run_until

from briscola_gui.engine import parse_card
from briscola_gui.lesson.model import PLAY, SAY
from briscola_gui.ui.lesson.scene import LessonScene
from briscola_gui.ui.match_start import start_match
from briscola_gui.ui.table.sprites import Dress
from briscola_gui.ui.table.scene import TableScene


@pytest.mark.parametrize("size", [(640, 480), (1920, 1080)])
def test_the_next_button_stays_in_place_while_the_bubble_changes_height(tmp_path, size):
    app = make_app(tmp_path, size=size, speed="instant")
    app.reset_to("lesson")
    where, heights = {}, set()

    def note(table):
        coach = table.panels.coach
        if table.course.step.kind == SAY and coach.prompt is not None and len(coach.buttons) == 1:
            where.setdefault(tuple(coach.buttons[0].rect), []).append(table.course.step.text)
            heights.add(coach.bubble.h)
        return False

    follow(app, wrong_first=False, stop=note)
    assert len(heights) > 2                  # the texts do differ in height...
    assert len(where) == 1, where            # ...and Next is at one place all along
    (rect,) = where
    assert app.surface.get_rect().contains(rect)


def test_the_expert_hint_is_not_offered_in_the_lesson(tmp_path):
    app = make_app(tmp_path, speed="instant", hints=True)
    app.reset_to("lesson")
    follow(app, wrong_first=False, stop=lambda t: t.course.step.kind == PLAY and t.human_turn())
    table = app.top
    assert isinstance(table, LessonScene) and table.human_turn()
    assert not table.panels.hint.offered()
    key(app, "h")
    app.step(16)
    assert table.hint_job is None and table.panels.hint.hint is None
    game = start_match(app, seed=3)           # a real game, same setting: offered there
    assert type(game) is TableScene
    run_until(app, game.human_turn)
    assert game.panels.hint.offered()


@pytest.mark.parametrize("lang,word", [("en", "Teacher"), ("it", "Insegnante")])
def test_the_opponents_plate_says_teacher(tmp_path, lang, word):
    app = make_app(tmp_path, language=lang, speed="instant")
    table = app.reset_to("lesson")
    assert table.panels.plates.tags(1)[0] == word
    assert word not in table.panels.plates.tags(0)


def test_after_a_wrong_card_the_right_one_is_lit(tmp_path):
    app = make_app(tmp_path, speed="instant")
    app.reset_to("lesson", chapter=3)
    follow(app, wrong_first=False, stop=lambda t: t.course.step.kind == PLAY and t.human_turn())
    table = app.top
    assert table.course.step.text == "lesson_c4_let"
    right = parse_card("2D")
    assert right not in table.panels.coach.prompt.cards          # the pupil chooses first...
    assert not table.play_card(parse_card("7B"))
    app.step(16)
    assert right in table.panels.coach.prompt.cards              # ...then is shown
    dress = Dress()
    table.panels.coach.dress(table.sprites[right], dress)
    assert dress.outline is not None

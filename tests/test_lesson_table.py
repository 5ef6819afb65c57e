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


def _apart(table, where) -> list[str]:
    """What overlaps on the lesson's table now, the card tracker (on) included, and whether
    the tracker keeps a margin from the stock and the teacher's bubble."""
    from table_support import panels_apart
    table.app.draw()
    tracker, m = table.panels.tracker, table.layout_obj.margin
    wrong = [f"{where}: {w}" for w in panels_apart(table)]
    near = [r for r in (table.regions.stock, table.panels.coach.bubble) if r is not None]
    wrong += [f"{where}: tracker {tracker.rect} within {m} px of {r}" for r in near
              if tracker.rect is not None and tracker.rect.inflate(m, m).colliderect(r)]
    return wrong + [f"{where}: the tracker covers"] * tracker.crowded


@pytest.mark.parametrize("size", [(640, 480), (1280, 800)], ids=lambda v: f"{v[0]}x{v[1]}")
@pytest.mark.parametrize("language", ["it", "en"])
def test_nothing_overlaps_on_the_lesson_table(tmp_path, size, language):
    """Review 12d minor 8: in the lesson (640x480, en, larger text) the card tracker's frame
    lay on the stock's top edge, and on page 3 met the stock's gold "lit" frame. On every
    page of the first chapter no two panels meet (the tracker on), the tracker keeps a
    margin from the stock and the teacher's bubble; with larger text on the first page."""
    wrong, pages = [], set()
    big = make_app(tmp_path / "larger", size=size, language=language, speed="instant",
                   large_text=True, tracker=True)
    big.reset_to("lesson")
    for _ in range(30):
        big.step(16)
    wrong += _apart(big.top, "larger, page 0")
    app = make_app(tmp_path, size=size, language=language, speed="instant", tracker=True)
    app.reset_to("lesson")

    def check(table):
        if table.course.index > 0:
            return True
        where = table.course.step_index
        if where not in pages and table.panels.coach.prompt is not None:
            pages.add(where)
            wrong.extend(_apart(table, f"page {where}"))
        return False

    follow(app, wrong_first=False, stop=check)
    assert len(pages) > 3
    assert not wrong, "\n".join(wrong)

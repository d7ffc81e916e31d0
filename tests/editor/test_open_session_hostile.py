"""Game > Open Session… on hostile or campaign-chapter files (issue 30, items 1 and 2): a refusal in a
dialog with the file and the reason, never a traceback; a chapter reopens as the game it was."""

from __future__ import annotations

import dataclasses
import json

import pytest

from editor.app.prompter import ScriptedPrompter
from editor.playtest.window import PlaytestWindow
from engine.sim.campaign import CampaignSpec, Course, load_campaign, play_course
from engine.sim.session import PlaytestSession, SessionSetup

pytestmark = pytest.mark.qt_log_ignore("propagateSizeHints", "raise")
FACTIONS = ("red-coats", "yoruba", "conquistadores")


@pytest.fixture(scope="module")
def chapter():
    """The second chapter's game of run 6 of isles-of-ash (seat 2 brings gold and rations, each seat an advantage)."""
    ash = load_campaign("isles-of-ash")
    reference = play_course(ash, CampaignSpec(factions=FACTIONS), 6)
    course = Course(ash, reference.seed, factions=FACTIONS)
    course.game()
    course.finish(reference.states[0], reference.results[0].game)
    return course


def _session(course, carry) -> PlaytestSession:
    game = course.game()
    session = PlaytestSession(game.adventure, SessionSetup(tuple(game.seat_names()), ("random",) * 3, course.chapter_seed(),
                                                           game.mode, carry))
    while session.length < 20 and session.advance() is not None:
        pass
    return session


@pytest.fixture
def window(qtbot, chapter, tmp_path):
    made = PlaytestWindow(_session(chapter, None), prompter=ScriptedPrompter(), folder=tmp_path, running=False)
    qtbot.addWidget(made)
    return made


def _refused(window, path) -> str:
    before = window.session
    assert not window.open_session(path)
    title, text = window.prompter.questions("error")[-1]
    assert title == "The session could not be opened" and str(path) in text and "Traceback" not in text
    assert window.session is before
    return text


@pytest.mark.parametrize("change, words", [
    (lambda text, data: "[" * 100_000 + "]" * 100_000, "nested deeper than"),
    (lambda text, data: text.replace(f'"seed": {data["seed"]}', '"seed": ' + "9" * 5000), "too long"),
    (lambda text, data: text.replace('"format": 1', '"format": true'), "unknown playtest session format True"),
])
def test_a_hostile_session_file_is_refused_in_a_dialog(window, tmp_path, change, words):
    data = window.session.to_json()
    path = tmp_path / "hostile.playtest.json"
    path.write_text(change(json.dumps(data), data), encoding="utf-8")
    assert words in _refused(window, path)


def test_a_chapter_session_reopens_with_its_carry_in(window, chapter, tmp_path):
    carry = chapter.carry
    carry = dataclasses.replace(carry, seats=tuple(dataclasses.replace(s, advantages=()) for s in carry.seats))
    saved = _session(chapter, carry)
    path = tmp_path / "chapter.playtest.json"
    saved.save(path)
    assert window.open_session(path)
    opened = window.session
    assert opened.setup.carry_in.seats == carry.seats and opened.decisions == saved.decisions
    assert [(p.gold, p.rations) for p in opened.tip.players] == [(p.gold, p.rations) for p in saved.tip.players]


def test_a_chapter_session_holding_advantages_is_refused_with_the_reason(window, chapter, tmp_path):
    path = tmp_path / "chapter.playtest.json"
    _session(chapter, chapter.carry).save(path)
    text = _refused(window, path)
    assert "campaign chapter" in text and "advantage" in text

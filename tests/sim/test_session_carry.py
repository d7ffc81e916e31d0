"""A saved campaign-chapter playtest session reopens as the same game, or is refused with the reason
(issue 30, item 1): the chapter's carry-in is in the file, under a digest of its own."""

from __future__ import annotations

import dataclasses
import json

import pytest

from engine.sim.campaign import CampaignSpec, Course, load_campaign, play_course
from engine.sim.session import CARRY_FORMAT, FORMAT, PlaytestSession, SessionError, SessionSetup, campaign_advantages

FACTIONS = ("red-coats", "yoruba", "conquistadores")


@pytest.fixture(scope="module")
def ash():
    return load_campaign("isles-of-ash")


@pytest.fixture(scope="module")
def second_chapter(ash):
    """The course of run 6 of isles-of-ash after its first chapter: the second chapter's game has a carry-in
    (seat 2 brings 1 gold and 2 rations, every seat an advantage)."""
    reference = play_course(ash, CampaignSpec(factions=FACTIONS), 6)
    course = Course(ash, reference.seed, factions=FACTIONS)
    course.game()
    course.finish(reference.states[0], reference.results[0].game)
    assert course.carry is not None and any(n for s in course.carry.seats for _, n in s.resources)
    return course


def _played(course, carry, decisions: int = 40) -> PlaytestSession:
    game = course.game()
    session = PlaytestSession(game.adventure, SessionSetup(tuple(game.seat_names()), ("random",) * 3, course.chapter_seed(),
                                                           game.mode, carry))
    while session.length < decisions and session.advance() is not None:
        pass
    session.go_to(decisions // 2)
    return session


def _same_game(a: PlaytestSession, b: PlaytestSession) -> None:
    assert a.decisions == b.decisions and a.cursor == b.cursor
    assert a.tip.snapshot() == b.tip.snapshot() and a.tip.log == b.tip.log
    assert a.state.snapshot() == b.state.snapshot()
    assert [(p.gold, p.rations) for p in a.tip.players] == [(p.gold, p.rations) for p in b.tip.players]


def test_a_chapter_without_advantages_reopens_exactly(second_chapter, tmp_path):
    carry = second_chapter.carry
    carry = dataclasses.replace(carry, seats=tuple(dataclasses.replace(s, advantages=()) for s in carry.seats))
    session = _played(second_chapter, carry)
    path = tmp_path / "chapter.playtest.json"
    session.save(path)
    data = json.loads(path.read_text(encoding="utf-8"))
    assert data["format"] == CARRY_FORMAT and data["carry_in"]["source"] == carry.source
    assert [s["resources"] for s in data["carry_in"]["seats"]] == [[], [], [["gold", 1], ["rations", 2]]]
    again = PlaytestSession.load(path, session.adventure)
    _same_game(again, session)
    assert again.setup.carry_in.seats == carry.seats and again.setup.carry_in.flags == carry.flags


def test_a_chapter_holding_advantages_reopens_with_the_campaigns_advantages(ash, second_chapter, tmp_path):
    session = _played(second_chapter, second_chapter.carry)
    held = sorted({a.id for s in second_chapter.carry.seats for a in s.advantages})
    assert held  # the first chapter awarded some
    path = tmp_path / "chapter.playtest.json"
    session.save(path)
    again = PlaytestSession.load(path, session.adventure, advantages=campaign_advantages(ash.campaign))
    _same_game(again, session)
    error = pytest.raises(SessionError, PlaytestSession.load, path, session.adventure).value
    assert error.code == "session/carry-in" and str(path) in error.message
    assert all(a in error.message for a in held) and "campaign" in error.message


def test_the_carry_in_gold_and_rations_are_those_saved_not_dropped(second_chapter, tmp_path):
    carry = second_chapter.carry
    carry = dataclasses.replace(carry, seats=tuple(dataclasses.replace(s, advantages=()) for s in carry.seats))
    session = _played(second_chapter, carry, decisions=0)
    bare = PlaytestSession(session.adventure, dataclasses.replace(session.setup, carry_in=None))
    assert [(p.gold, p.rations) for p in session.state.players] != [(p.gold, p.rations) for p in bare.state.players]
    again = PlaytestSession.from_json(session.adventure, json.loads(json.dumps(session.to_json())))
    assert [(p.gold, p.rations) for p in again.state.players] == [(p.gold, p.rations) for p in session.state.players]


def test_a_changed_or_dropped_carry_in_is_refused(second_chapter):
    carry = second_chapter.carry
    carry = dataclasses.replace(carry, seats=tuple(dataclasses.replace(s, advantages=()) for s in carry.seats))
    session = _played(second_chapter, carry, decisions=10)
    data = json.loads(json.dumps(session.to_json()))
    richer = json.loads(json.dumps(data))
    richer["carry_in"]["seats"][0]["resources"] = [["gold", 99]]
    error = pytest.raises(SessionError, PlaytestSession.from_json, session.adventure, richer).value
    assert error.code == "session/carry-in" and "digest" in error.message
    dropped = {k: v for k, v in data.items() if k != "carry_in"}
    error = pytest.raises(SessionError, PlaytestSession.from_json, session.adventure, dropped).value
    assert error.code == "session/format" and "carry_in" in error.message
    as_format_1 = dict(data, format=FORMAT)
    error = pytest.raises(SessionError, PlaytestSession.from_json, session.adventure, as_format_1).value
    assert error.code == "session/format" and "carry_in" in error.message


def test_a_session_outside_campaigns_keeps_format_1_and_its_bytes(second_chapter, tmp_path):
    session = _played(second_chapter, None, decisions=6)
    data = session.to_json()
    assert data["format"] == FORMAT == 1 and "carry_in" not in data
    assert sorted(data) == ["adventure", "cursor", "decisions", "digest", "factions", "format", "kind", "mode",
                            "seats", "seed"]
    _same_game(PlaytestSession.from_json(session.adventure, data), session)

"""Campaign runs (engine/sim/campaign.py, campaign_batch.py): branches, seats, seeds, saved runs."""

from __future__ import annotations

import itertools
import json

import pytest

from engine.content import campaign as m
from engine.core.errors import EngineError
from engine.sim.campaign import (CampaignSpec, Course, choose_branch, course_from_json, course_to_json, load_campaign,
                                 play_course, play_run)
from engine.sim.campaign_batch import run_campaigns
from engine.sim.runner import derive_seed

SPEC = CampaignSpec(players=3, bots="random", seed=11)


@pytest.fixture(scope="module")
def ash():
    return load_campaign("isles-of-ash")


def _chapter(chapter_id, *branches):
    return m.Chapter(chapter_id, "first-landing", chapter_id.title(), "", tuple(branches), ())


def _campaign(*chapters):
    return m.Campaign("test", "Test", "", tuple(chapters), m.CarryOver(), "victory_points", 0)


A = _chapter("a", m.Branch("lose", None, "c"), m.Branch("any", "omen", "d"))
B, C, D = _chapter("b"), _chapter("c"), _chapter("d")
CAMPAIGN = _campaign(A, B, C, D)


@pytest.mark.parametrize("outcome, flags, expected", [
    ("lose", set(), (0, "c")),  # on the outcome
    ("lose", {"omen"}, (0, "c")),  # the first matching branch wins
    ("win", {"omen"}, (1, "d")),  # on a flag
    ("win", set(), (None, "b")),  # nothing matches: on in file order
])
def test_the_branch_taken_depends_on_outcome_and_flags(outcome, flags, expected):
    assert choose_branch(CAMPAIGN, A, outcome, flags) == expected


def test_the_last_chapter_without_branches_ends_the_campaign():
    assert choose_branch(CAMPAIGN, D, "win", set()) == (None, None)


def test_ash_runs_keep_their_factions_and_follow_their_branches(ash):
    run = play_run(ash, SPEC, 0)
    assert [c.chapter for c in run.chapters][0] == "landfall"
    assert run.ending == run.chapters[-1].chapter == "pyrecrest"
    assert all(c.game.factions == run.factions for c in run.chapters)
    for before, after in itertools.pairwise(run.chapters):
        assert before.next == after.chapter
        chapter = ash.chapter(before.chapter)
        assert choose_branch(ash.campaign, chapter, before.outcome, set(before.flags)) == (before.branch, before.next)
    assert [c.game.seed for c in run.chapters] == [derive_seed(run.seed, "chapter", s) for s in range(len(run.chapters))]
    assert run.seed == derive_seed(SPEC.seed, 0)
    assert len(run.scores) == 3 and run.winners


def test_the_outcome_is_the_lead_seats(ash):
    run = play_run(ash, SPEC, 1)
    assert all(c.outcome == ("win" if 0 in c.game.winners else "lose") for c in run.chapters)


def test_runs_are_identical_whatever_jobs(ash):
    one = run_campaigns(ash, SPEC, 4, jobs=1)
    two = run_campaigns(ash, SPEC, 4, jobs=2)
    assert repr(one.results) == repr(two.results)
    assert [r.index for r in two.results] == [0, 1, 2, 3]
    assert repr(one.results[2]) == repr(play_run(ash, SPEC, 2))  # a run does not depend on the others


def test_a_saved_run_replays_to_the_same_games(ash):
    course = play_course(ash, SPEC, 3)
    saved = json.loads(json.dumps(course_to_json(course)))
    assert saved["campaign"] == "isles-of-ash" and saved["digest"] == ash.digest and saved["seed"] == course.seed
    assert [c["chapter"] for c in saved["chapters"]] == [r.chapter for r in course.results]
    again = course_from_json(ash, saved)
    assert [r.game.log_digest for r in again.results] == [r.game.log_digest for r in course.results]
    assert [(r.chapter, r.branch, r.next, r.carried) for r in again.results] == \
           [(r.chapter, r.branch, r.next, r.carried) for r in course.results]
    assert again.ended


def test_a_saved_run_of_changed_content_is_refused(ash):
    saved = course_to_json(play_course(ash, SPEC, 0))
    with pytest.raises(EngineError) as error:
        course_from_json(ash, {**saved, "digest": "0" * 64})
    assert error.value.code == "save/digest"
    broken = {**saved, "chapters": [{**saved["chapters"][0], "chapter": "pyrecrest"}]}
    with pytest.raises(EngineError) as error:
        course_from_json(ash, broken)
    assert error.value.code == "save/replay"


def test_a_course_played_by_hand_hands_the_carry_in_to_the_next_chapter(ash):
    factions = ("red-coats", "yoruba", "conquistadores")
    reference = play_course(ash, CampaignSpec(factions=factions), 0)
    course = Course(ash, reference.seed, factions=factions)
    game = course.game()
    assert game.carry_in is None and course.chapter_seed() == derive_seed(reference.seed, "chapter", 0)
    result = course.finish(reference.states[0], reference.results[0].game)
    assert result.next == "bellwater" and course.chapter.id == "bellwater"
    assert course.game().carry_in.source == "Chapter I: Landfall"

"""The team greedy's outlook and plan on hand-built positions (ci_facade.py): the weather's odds, the
night's expected wounds, and which pawn goes where, pawn by pawn, with exact values."""

from __future__ import annotations

import pytest
from ci_facade import assigns, position, scenario

from engine.core.vocabulary import Term
from engine.rulesets.cursed_island import appraise, goal, planner


def test_the_rain_die_brings_its_clouds_with_their_chances():
    odds = dict((o[:2], p) for p, o in appraise.weather_odds((("", "rain", "rain", "rain2", "rain2", "winter"),)))
    assert odds == {(0, 0): pytest.approx(1 / 6), (1, 0): pytest.approx(2 / 6), (2, 0): pytest.approx(2 / 6),
                    (0, 1): pytest.approx(1 / 6)}


def test_a_night_without_food_or_shelter_costs_two_wounds_a_hungry_castaway_and_one_for_the_open_air():
    state = position(players=2)
    assert appraise.night_cost(state, food_in_hand=0, wood=0) == 6.0
    assert appraise.night_cost(state, food_in_hand=2, wood=0, sheltered=True) == 0.0


def test_the_likely_clouds_of_a_rainy_round_ask_for_a_roof_of_two():
    state = position(players=2, model=scenario(weather=((), ("rain",), ("rain",))))
    assert appraise.clouds_likely(state, 1) == 0 and appraise.clouds_likely(state, 2) == 2
    assert appraise.roof_wanted(state) == 2  # round 1: the roof is wanted ahead of rounds 2 and 3


def test_a_castaway_two_wounds_from_death_rests_with_its_own_pawn_first():
    state = position(players=2, available={"food": 2, "preserved": 0, "wood": 0, "fur": 0}, shelter=True)
    state.people[0].wounds = 8
    state.legal = assigns(state, ("gather", "n1:food"), ("rest", ""), ("explore", "n2"))
    state.tiles["n1"] = "creek"
    assert planner.choose(state, state.legal) == ("assign", "cook-1", "rest", "")


def test_food_for_the_night_sends_two_pawns_to_the_nearest_food_source():
    state = position(players=2, shelter=True, tiles={"camp": "start", "n1": "creek", "far": "woods"})
    state.legal = assigns(state, ("gather", "n1:food"), ("gather", "n1:wood"), ("explore", "n2"))
    assert planner.choose(state, state.legal) == ("assign", "cook-1", "gather", "n1:food")
    state.plan = [("cook-1", "gather", "n1:food")]
    state.legal = assigns(state, ("gather", "n1:food"), ("gather", "n1:wood"), ("explore", "n2"))
    assert planner.choose(state, state.legal) == ("assign", "cook-2", "gather", "n1:food")  # a sure success


def test_the_threat_about_to_fall_is_met_when_its_threat_costs_more_than_a_pawn():
    state = position(players=2, shelter=True, available={"food": 4, "preserved": 0, "wood": 0, "fur": 0},
                     threat=["storm-warning", "gnats"])
    state.legal = assigns(state, ("threat", "storm-warning"), ("threat", "gnats"), ("explore", "n2"))
    tasks = planner.threat_tasks(state)
    assert [(t.action, t.targets) for t in tasks] == [("threat", ("storm-warning",))]
    assert planner.choose(state, state.legal) == ("assign", "cook-1", "threat", "storm-warning")


def test_shelter_is_built_with_two_pawns_once_its_wood_is_in_hand():
    state = position(players=2, available={"food": 4, "preserved": 0, "wood": 2, "fur": 0})
    state.legal = assigns(state, ("build", "shelter"), ("build", "weapon"), ("explore", "n2"))
    assert planner.choose(state, state.legal) == ("assign", "cook-1", "build", "shelter")
    state.plan = [("cook-1", "build", "shelter")]
    assert planner.earmarked(state, "wood") == 2 and planner.left(state, "wood") == 0
    state.legal = assigns(state, ("build", "shelter"), ("explore", "n2"))
    assert planner.choose(state, state.legal) == ("assign", "cook-2", "build", "shelter")


def test_a_wood_pile_goal_asks_for_its_invention_and_the_items_and_terrain_before_it():
    pile = Term("scenario_track_at_least", {"track": "pile", "min": 3})
    state = position(players=2, model=scenario(goal=(pile,)), board_inventions=["knife", "pot"])
    assert goal.goal_items(state) == ["pyre", "knife"]
    assert goal.terrains_wanted(state) == ["hills"]
    assert appraise.goal_progress(state) == 0.0
    state.tracks["pile"] = 2
    assert appraise.goal_progress(state) == pytest.approx(2 / 3)
    assert goal.buildable(state) == ("pot",)  # the beach is explored from the start; the knife needs hills


def test_a_threat_of_a_wound_to_everyone_costs_the_team_one_wound_a_castaway():
    state = position(players=3)
    assert appraise.threat_harm(state, "storm-warning") == 3.0
    assert appraise.harm(state, (Term("discard", {"wood": 2}),)) == 2.0  # none in hand: a wound each


def test_the_next_first_player_arranges_the_camp_when_its_morale_phase_would_wound_it():
    state = position(players=2, morale=-2, shelter=True, first=1, available={"food": 4, "preserved": 0, "wood": 0, "fur": 0})
    assert appraise.morale_cost(state, 0) == 3  # tonight's wounds take morale to -3: 3 tokens short
    state.people[0].determination = 3
    assert appraise.morale_cost(state, 0) == 0
    state.people[0].determination = 1
    state.legal = assigns(state, ("camp", ""), ("rest", ""), ("explore", "n2"))
    assert planner.choose(state, state.legal) == ("assign", "cook-1", "camp", "")


def test_more_food_sources_than_food_short_get_a_single_pawn_each():
    state = position(players=2, shelter=True, available={"food": 1, "preserved": 0, "wood": 0, "fur": 0},
                     tiles={"camp": "start", "n1": "creek", "n2": "creek", "n3": "creek"})
    tasks = planner.food_tasks(state, 1, ("n1:food", "n2:food", "n3:food"))
    assert [(t.targets[0], t.sure) for t in tasks] == [("n1:food", False), ("n1:food", False)]  # 1 / (4/6) -> 2
    assert len(planner.food_tasks(state, 3, ("n1:food",))) == 1  # a source gives once a round


def test_the_goal_comes_before_threats_once_its_work_no_longer_fits_the_rounds_left():
    pile = Term("scenario_track_at_least", {"track": "pile", "min": 3})
    state = position(players=2, model=scenario(goal=(pile,), rounds=12), board_inventions=["knife", "pyre"])
    assert goal.work_left(state) == 3 * (1 + 2) + 1 + 2  # three tiers of 2 wood, the knife and its hills
    assert goal.pressure(state) == pytest.approx(12 / 12)
    state.round = 10
    assert goal.pressure(state) == pytest.approx(12 / 3)

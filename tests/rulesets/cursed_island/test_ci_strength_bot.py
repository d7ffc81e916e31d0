"""The team greedy's strength (ci-strength): a power is weighed against the same stage without it
(audit finding 10); the round's plan is chosen among whole plans made with different foci
(plansearch.py) by their foreseen worth (planworth.py), with exact values on real positions."""

from __future__ import annotations

import random

import pytest

from engine.content.resolve import load_adventure
from engine.rulesets.cursed_island import appraise, greedy, plansearch, planworth
from engine.rulesets.cursed_island.game import Game


def game():
    return Game(load_adventure("wreck-and-beacon"), players=3)


def play_until(state, done):
    bots = [greedy.factory(random.Random(i)) for i in range(3)]
    while not done(state):
        state.apply_action(bots[state.current_player()].step(state))
    return state


def test_the_greedy_bot_passes_rather_than_use_a_power_that_does_nothing():
    state = play_until(game().new_initial_state(0), lambda s: s.stage == "weather")
    state.starting_items.clear()
    state.discoveries.clear()
    state.hunt_deck.clear()  # a look at the hunting deck sees nothing
    for person in state.people:
        person.determination = 0
    state.people[2].determination = 2  # only the marine's look at the hunting deck is affordable
    state._legal = None
    assert state.legal_actions() == [("use", "skill:2:spoor-reading", ""), ("pass",)]
    assert greedy.factory(random.Random(0)).step(state) == ("pass",)


def first_planning(seed: int):
    state = game().new_initial_state(seed)
    while not any(a[0] == "assign" for a in state.legal_actions()):
        state.apply_action(state.legal_actions()[0])
    return state


def test_the_threat_focus_meets_the_card_about_to_fall_with_its_pawns():
    state = first_planning(0)
    state.threat = ["sour-water", "provision-crates"]
    state._legal = None
    assert plansearch.focus_tasks(state, "threat")[0].targets == ("sour-water",)
    plan = plansearch.plan_with(state, ("threat",))
    assert plan[0] == ("assign", "shipwright:1", "threat", "sour-water") and plan[-1] == ("commit",)


def test_the_food_focus_sends_one_pawn_to_each_food_source_within_reach():
    state = play_until(first_planning(0), lambda s: s.round == 2 and s.stage == "plan")
    sources = plansearch.gather_targets(state, "food")
    tasks = plansearch.focus_tasks(state, "food")
    assert len(tasks) == len(sources) and all(not t.sure and t.action == "gather" for t in tasks)


def test_the_searched_plan_is_legal_whole_and_the_same_for_the_same_position():
    state = first_planning(4)
    plan = plansearch.best_plan(state)
    assert plan == plansearch.best_plan(state.clone())
    copy = state.clone()
    for action in plan:
        assert action in copy.legal_actions()
        copy.apply_action(action)
    assert plan[-1] == ("commit",) and copy.stage != "plan"


def test_an_invention_is_worth_its_lasting_effects_over_the_rounds_to_come():
    state = first_planning(4)  # round 1 of 12: six rounds of horizon
    assert planworth.item_value(state, "noose-line") == pytest.approx(0.2 + 0.8 * 6)  # a food each production
    assert planworth.item_value(state, "vine-cord") == pytest.approx(0.2 + 0.8 * 3)  # opens three inventions
    assert planworth.item_value(state, "flint-blade") == pytest.approx(0.2 + 1.2)  # a weapon level
    assert planworth.beasts_mean(state) == pytest.approx((2.6, 0.9, 2.9, 0.6))


def test_a_wound_weighs_at_least_one_unit_and_more_as_death_nears():
    assert planworth.slope(12) == pytest.approx(1 + 12 / 11.5 - 12 / 12.5)
    assert planworth.slope(2) == pytest.approx(1 + 12 / 1.5 - 12 / 2.5)
    assert appraise.danger(0) == -60.0


def test_the_planners_own_plan_stays_unless_another_is_foreseen_three_wounds_better():
    state = first_planning(4)
    own, invent = plansearch.plan_with(state, ()), plansearch.plan_with(state, ("invent",))
    assert planworth.worth(state, own) == pytest.approx(1.507, abs=1e-3)  # its exploration: a chance of the goal's terrains
    assert planworth.worth(state, invent) == pytest.approx(2.207, abs=1e-3)  # better, by less than MARGIN
    assert invent[0] == ("assign", "shipwright:1", "build", "digging-stick")
    assert plansearch.best_plan(state) == own

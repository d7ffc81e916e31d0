"""The team greedy's strength (ci-strength): a power is weighed against the same stage without it
(audit finding 10), and the round's plan is chosen among whole plans played on by the real engine
(plansearch.py), deterministic from the bot's own generator."""

from __future__ import annotations

import random

from engine.content.resolve import load_adventure
from engine.rulesets.cursed_island import greedy, plansearch
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


def test_the_searched_plan_is_legal_whole_and_the_same_from_the_same_generator():
    state = first_planning(4)
    plan = plansearch.best_plan(state, random.Random(7))
    assert plan == plansearch.best_plan(state, random.Random(7))
    # the plain list sends two pawns to the wreckage first; the search explores three spaces instead
    assert plansearch.plan_with(state, ())[:2] == [("assign", "shipwright:1", "threat", "provision-crates"),
                                                   ("assign", "shipwright:2", "threat", "provision-crates")]
    assert plan == [("assign", "shipwright:1", "explore", "dunes"), ("assign", "shipwright:2", "explore", "ridge-foot"),
                    ("assign", "galley-hand:1", "camp", ""), ("assign", "galley-hand:2", "threat", "provision-crates"),
                    ("assign", "surveyor:1", "threat", "provision-crates"),
                    ("assign", "surveyor:2", "explore", "north-shore"), ("commit",)]
    copy = state.clone()
    for action in plan:
        assert action in copy.legal_actions()
        copy.apply_action(action)
    assert plan[-1] == ("commit",) and copy.stage != "plan"

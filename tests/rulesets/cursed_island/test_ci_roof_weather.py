"""The team greedy builds against the weather to come (ci-roof): a plan's worth (planworth.py) counts
the clouds a roof keeps off and the palisade and beast faces the palisade and weapon meet over the
rounds the scenario's weather schedule still holds, so a roof is built when it pays. Exact values on a
hand-built position (ci_facade.py) and on a real one."""

from __future__ import annotations

import random

import pytest
from ci_facade import position, scenario

from engine.content.resolve import load_adventure
from engine.rulesets.cursed_island import greedy, plansearch, planworth
from engine.rulesets.cursed_island.game import Game

RAIN = 5 / 6  # the rain die's faces: one blank, two rain, two double rain, one winter


def test_a_roof_keeps_off_the_clouds_of_the_rounds_to_come():
    state = position(players=2, model=scenario(weather=((), ("rain",), ("rain",)), rounds=3))
    ahead = 2  # rounds 2 and 3
    assert planworth.cover(state, 0) == 0.0
    assert planworth.cover(state, 1) == pytest.approx(RAIN * ahead)  # a cloud or more
    assert planworth.cover(state, 2) == pytest.approx((2 * 1 + 2 * 2 + 1) / 6 * ahead)  # E[min(clouds, 2)]
    assert planworth.cover(state, 0.5) == pytest.approx(0.5 * RAIN * ahead)  # a gamble: its odds of a level
    state.round = 3
    assert planworth.cover(state, 2) == 0.0  # the last round: nothing left to come


def test_a_palisade_level_meets_one_palisade_face_and_a_weapon_level_every_beast_face():
    state = position(players=2, model=scenario(weather=((), ("animals",), ("animals",)), rounds=3))
    levels = {"roof": 0, "palisade": 1, "weapon": 0}
    assert planworth.guard(state, levels) == pytest.approx(1 - (5 / 6) ** 2)  # one palisade face or more
    levels["palisade"] = 2
    assert planworth.guard(state, levels) == pytest.approx(1 - (5 / 6) ** 2 + (1 / 6) ** 2)
    assert planworth.guard(state, {"palisade": 0, "weapon": 1}) == pytest.approx(2 * 2 / 6)  # two beast faces a die
    assert planworth.guard(state, {"palisade": 0, "weapon": 5}) == pytest.approx(3 * 2 * 2 / 6)  # up to strength 3


def seventh_round_of_seed_0():
    """Wreck and Beacon for three, seed 0, played by the team greedy to round 7's first pawn: shelter
    built, roof 0, three wood in hand (a roof's cost for three), the rain, winter and animals dice every
    round from now to round 12."""
    state = Game(load_adventure("wreck-and-beacon"), players=3).new_initial_state(0)
    bots = [greedy.factory(random.Random(s)) for s in range(3)]
    while not (state.round == 7 and any(a[0] == "assign" for a in state.legal_actions())):
        state.apply_action(bots[state.current_player()].step(state))
    return state


def test_the_roof_is_built_with_the_wood_in_hand_before_the_rounds_of_rain_and_winter():
    state = seventh_round_of_seed_0()
    assert (state.shelter, state.levels["roof"], state.available["wood"]) == (True, 0, 3)
    roof = [a for a in plansearch.plan_with(state, ("shelter",))]
    assert roof[:2] == [("assign", "shipwright:1", "build", "roof"), ("assign", "shipwright:2", "build", "roof")]
    pen = plansearch.plan_with(state, ("invent",))
    assert pen[:2] == [("assign", "shipwright:1", "build", "goat-pen"), ("assign", "shipwright:2", "build", "goat-pen")]
    assert planworth.worth(state, roof) == pytest.approx(4.500, abs=1e-3)  # the clouds of rounds 7-12 kept off
    assert planworth.worth(state, pen) == pytest.approx(3.085, abs=1e-3)  # (a fixed 2.2 a roof level: the roof -0.581, the pen played)
    assert plansearch.best_plan(state)[:2] == roof[:2]

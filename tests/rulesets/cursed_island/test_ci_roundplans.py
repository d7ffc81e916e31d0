"""Cursed Island's round plans for the plan-level root search (roundplans.py, engine/bots/planroot.py):
the greedy's candidate plans as the root's moves, the greedy's power first, each plan played on the same
dice up to the next round's planning, and `--bots mcts` placing the chosen plan whole."""

from __future__ import annotations

import functools
import random

import pytest
from ci_search_kit import greedy_position, wreck_game

from engine.bots.mcts import MCTSBot
from engine.bots.planroot import choose, score_plans
from engine.core import ruleset as rulesets
from engine.rulesets.cursed_island import plansearch, roundplans, search
from engine.rulesets.cursed_island.greedy import CursedGreedy
from engine.sim.runner import bot_class


@pytest.fixture(scope="module")
def ruleset():
    return rulesets.get("cursed-island")


@pytest.fixture(scope="module")
def game(ruleset):
    return wreck_game(ruleset)


def test_before_the_first_pawn_the_greedys_power_is_the_only_candidate(game):
    state = greedy_position(game, 4, 0)  # round 1, the Biscuit Tin's food at hand
    assert roundplans.RoundPlans(random.Random(1)).candidates(state) == [[("use", "item:biscuit-tin", "")]]


def test_the_candidates_are_the_greedys_plan_first_then_the_best_foreseen_others(game):
    state = greedy_position(game, 0, 18)  # round 3's first pawn
    plans = roundplans.RoundPlans(random.Random(1)).candidates(state)
    assert plans[0] == plansearch.best_plan(state)
    assert len(plans) == roundplans.TOP == 6 and len({tuple(p) for p in plans}) == 6
    worth = dict((tuple(p), v) for p, v in plansearch.candidates(state))
    assert [round(worth[tuple(p)], 3) for p in plans[1:]] == sorted((round(worth[tuple(p)], 3) for p in plans[1:]),
                                                                     reverse=True)
    assert all(p[-1] == ("commit",) and len(p) == 6 for p in plans)  # five pawns, then the commit


def test_once_a_pawn_is_placed_or_outside_planning_the_plan_search_leaves_the_decision(game):
    tree = roundplans.RoundPlans(random.Random(1), greedy_rest=False)  # the rest left to the tree search
    assert tree.candidates(greedy_position(game, 4, 30)) is None  # round 4, one pawn placed
    assert tree.candidates(greedy_position(game, 4, 10)) is None  # round 1's night: where the camp goes
    rest = roundplans.RoundPlans(random.Random(1))  # by default the greedy plays the rest: its move, one plan
    assert roundplans.GREEDY_REST is True
    state = greedy_position(game, 4, 10)
    assert rest.candidates(state) == [[CursedGreedy(random.Random(1)).step(state)]]


def test_every_plan_plays_on_the_same_dice_to_the_planning_two_rounds_on(game):
    state = greedy_position(game, 0, 18)
    rules = roundplans.RoundPlans(random.Random(1))
    plans = rules.candidates(state)
    scored = score_plans(rules, state, plans, 8, random.Random(3))
    assert [round(s.mean, 2) for s in scored] == [35.77, 38.2, 38.2, 38.64, 39.86, 37.15]
    assert choose(scored, roundplans.MARGIN).index == 4
    # plans 1 and 2 place the same builds with the pawns swapped: on the same dice they score alike
    assert scored[1].scores == scored[2].scores
    world = state.clone()
    applied = 0
    while (action := rules.follow(world, plans[0])) is not None:
        world.apply_action(action)
        applied += 1
    assert applied == 6 and world.stage != "plan" and not rules.done(state, world)
    assert roundplans.ROUNDS == 2


def test_bots_mcts_places_the_chosen_plan_whole(ruleset, game):
    state = greedy_position(game, 0, 18)
    bot = bot_class("mcts", ruleset)(random.Random(5))
    assert search.SEARCH_OPTIONS["root"] is roundplans.factory
    first = bot.step(state)
    assert [round(s.mean, 3) for s in bot.root.last] == [33.536, 35.452, 35.452, 38.743, 38.269, 36.227]
    assert bot.root.rollouts == 6 * roundplans.SAMPLES == 48
    chosen = bot.root.plan
    assert chosen[0] == first == ("assign", "galley-hand:1", "build", "shelter")  # the greedy: the charted hide
    played = [first]
    state.apply_action(first)
    while state.phase == "action" and state.stage == "plan":
        played.append(bot.step(state))
        state.apply_action(played[-1])
    assert tuple(played) == chosen and played[-1] == ("commit",)
    assert (bot.decisions, bot.total_iterations) == (6, 0)  # six decisions, no tree search


def test_where_the_root_leaves_a_decision_the_tree_searches_it(ruleset, game):
    state = greedy_position(game, 4, 10)  # round 1's night: where the camp goes
    options = {**search.SEARCH_OPTIONS, "root": functools.partial(roundplans.factory, greedy_rest=False)}
    bot = MCTSBot(random.Random(5), **options)
    bot.step(state)
    assert (bot.decisions, bot.total_iterations, bot.root.rollouts) == (1, 11, 0)  # 12, settled one early
    greedy = bot_class("mcts", ruleset)(random.Random(5))  # the default: the greedy's move, no search
    assert greedy.step(state) == CursedGreedy(random.Random(5)).step(state)
    assert (greedy.decisions, greedy.total_iterations) == (1, 0)

"""Cursed Island's search hooks (search.py): the team's cut-off value read once for every seat, rollouts
that start from the greedy's searched plan, and `--bots mcts`'s own budget and shape, which a budget in
the kind still overrides."""

from __future__ import annotations

import random

import pytest
from ci_search_kit import greedy_position, wreck_game

from engine.bots import mcts
from engine.bots.mcts import MCTSBot
from engine.core import ruleset as rulesets
from engine.core.ruleset import win_chance
from engine.rulesets.cursed_island import appraise, plansearch, planworth, search
from engine.rulesets.cursed_island.greedy import CursedGreedy
from engine.rulesets.cursed_island.rollout import CursedRollout
from engine.sim.runner import bot_class


@pytest.fixture(scope="module")
def ruleset():
    return rulesets.get("cursed-island")


@pytest.fixture(scope="module")
def game(ruleset):
    return wreck_game(ruleset)


@pytest.mark.parametrize(("seed", "decisions", "value"), [
    (4, 0, 0.651536),  # round 1's first pawn: the planner's plan (the pyre's tier, the camp, the dunes)
    (4, 30, 0.799938),  # round 4, one pawn on the roof: the roof, then wood from the landing and the ridge
    (7, 55, 0.474838),  # round 7, every pawn placed: the plan as it stands (the commit is next)
])
def test_a_plan_being_placed_is_worth_the_whole_plan_it_becomes(ruleset, game, seed, decisions, value):
    state = greedy_position(game, seed, decisions)
    assert state.stage == "plan"
    values = ruleset.evaluate_seats(state)
    assert [round(v, 6) for v in values] == [value, value]  # one value for the team, every seat's
    placed = [("assign", *entry) for entry in state.plan]  # none of these plans opens a separate attempt
    whole = planworth.worth(state, placed + plansearch.plan_with(state, ()))
    assert values[0] == win_chance(whole, search.PLAN_SCALE)


def test_outside_planning_the_team_value_is_the_greedys_survival_worth(ruleset, game):
    state = greedy_position(game, 4, 10)  # round 1's night: where the camp goes
    assert state.stage == "camp"
    values = ruleset.evaluate_seats(state)
    assert [round(v, 6) for v in values] == [0.855377, 0.855377]
    assert values == [ruleset.evaluate(state, seat) for seat in range(2)] == [appraise.evaluate(state, 1)] * 2


def test_the_first_decision_is_the_greedys_and_the_rollout_then_follows_its_searched_plan(game):
    state = greedy_position(game, 4, 0)  # round 1's first pawn, the Biscuit Tin's food at hand
    rollout = search.PlanFirstRollout(random.Random(0))
    first = rollout.step(state)
    assert first == CursedGreedy(random.Random(0)).step(state) == ("use", "item:biscuit-tin", "")
    state.apply_action(first)
    plan = plansearch.best_plan(state)  # searched at the first pawn the rollout meets, after the use
    played = []
    while state.round == 1 and state.phase == "action" and len(played) < len(plan):
        action = rollout.step(state)
        played.append(action)
        state.apply_action(action)
    assert played == plan and plan[-1] == ("commit",) and len(plan) == 6
    assert rollout.round == 1


def test_a_later_pawn_follows_the_plan_the_greedy_searched_at_the_rounds_first_pawn(game):
    state = greedy_position(game, 0, 12)  # round 2, two pawns placed on the threat card
    played = greedy_position(game, 0, 13).plan  # the greedy playing the game placed its third pawn so
    greedy_move = ("assign", *played[-1])
    assert len(state.plan) == 2 and greedy_move == ("assign", "surveyor:1", "build", "pyre-tier")
    # a plan searched again from here would differ: the greedy keeps the round's plan, and so does the search
    assert plansearch.best_plan(state)[0] == ("assign", "surveyor:1", "gather", "dunes:wood")
    assert search.PlanFirstRollout(random.Random(0)).step(state) == greedy_move


def test_the_first_decision_outside_planning_is_the_greedys_one_step_choice(game):
    state = greedy_position(game, 4, 0)
    bots = [CursedGreedy(random.Random(40 + s)) for s in range(2)]
    while state.phase == "action" and all(a[0] in ("assign", "lead", "commit", "use") for a in state.legal_actions()):
        state.apply_action(bots[state.current_player()].step(state))
    while len(state.legal_actions()) == 1:
        state.apply_action(state.legal_actions()[0])
    legal = state.legal_actions()
    assert not any(a[0] == "assign" for a in legal) and len(legal) > 1
    assert search.PlanFirstRollout(random.Random(9)).step(state) == CursedGreedy(random.Random(9)).step(state)


def test_a_later_round_plans_with_the_bare_list(game):
    state = greedy_position(game, 4, 0)
    rollout = search.PlanFirstRollout(random.Random(0))
    state.apply_action(rollout.step(state))  # the greedy's power
    rollout.step(state)  # round 1's plan is searched
    assert rollout.round == 1
    later = greedy_position(game, 4, 30)  # round 4
    legal = later.legal_actions()
    assert rollout.planned(later, legal) is None
    assert rollout.step(later) == CursedRollout(random.Random(0)).step(later)


def test_the_search_starts_from_the_greedy_move_and_widens_once(ruleset, game):
    state = greedy_position(game, 4, 30)  # round 4's second pawn: the greedy's plan puts it on the roof
    greedy_move = plansearch.best_plan(state)[0]
    result = MCTSBot(random.Random(4), **ruleset.search_options).search(state)
    first = next(iter(result.root.children))  # the root's first child: the rollout policy's move
    assert first == greedy_move == ("assign", "surveyor:2", "build", "roof")
    # five visits before the root widens (1 child while 0.5 * sqrt(visits) <= 1), then one alternative
    assert [(m.action, m.visits) for m in result.moves if m.visits] == [
        (("assign", "surveyor:2", "build", "roof"), 8), (("assign", "surveyor:2", "gather", "landing:wood"), 4)]
    again = MCTSBot(random.Random(4), **ruleset.search_options).search(state)
    assert [(m.action, m.visits, m.value) for m in again.moves] == [(m.action, m.visits, m.value) for m in result.moves]


def test_bots_mcts_takes_the_rulesets_options_and_a_budget_in_the_kind_overrides_the_iterations(ruleset):
    assert ruleset.search_options == search.SEARCH_OPTIONS
    iterations, depth = search.SEARCH_OPTIONS["iterations"], search.SEARCH_OPTIONS["depth"]
    widen, widen_c = search.SEARCH_OPTIONS["widen"], search.SEARCH_OPTIONS["widen_c"]
    bot = bot_class("mcts", ruleset)(random.Random(0))
    assert (bot.iterations, bot.depth, bot.widen, bot.widen_c) == (iterations, depth, widen, widen_c)
    bot = bot_class("mcts:40", ruleset)(random.Random(0))
    assert (bot.iterations, bot.ms, bot.depth, bot.widen) == (40, None, depth, widen)
    bot = bot_class("mcts:30ms", ruleset)(random.Random(0))
    assert (bot.iterations, bot.ms, bot.depth) == (None, 30.0, depth)
    other = bot_class("mcts", rulesets.get("isles-of-terror"))(random.Random(0))  # no options: the bot's own
    assert (other.iterations, other.depth, other.widen) == (mcts.DEFAULT_ITERATIONS, mcts.DEFAULT_DEPTH,
                                                            mcts.DEFAULT_WIDEN)

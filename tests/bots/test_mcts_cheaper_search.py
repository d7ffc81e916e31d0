"""The search's cost controls: progressive widening over large action sets, greedy rollouts only over small ones."""

from __future__ import annotations

import random

import pytest

from engine.bots import RandomBot
from engine.bots.mcts import MCTSBot
from engine.core import ruleset as rulesets
from engine.sim.content import load_playable


@pytest.fixture(scope="module")
def crowded(lagoon):
    """An Island Clash decision of seat 0 with at least ten legal actions."""
    ruleset = rulesets.of(lagoon)
    state = ruleset.new_game(lagoon, players=2).new_initial_state(4)
    bot = RandomBot(random.Random(4))
    while state.current_player() != 0 or len(state.legal_actions()) < 10:
        state.apply_action(bot.step(state))
    return state


def test_a_widening_node_adds_a_child_only_while_it_has_fewer_than_the_square_root_of_its_visits(crowded):
    result = MCTSBot(random.Random(1), iterations=16, widen=2, widen_c=1.0, depth=2).search(crowded)
    # visits 0 and 1 add the first two children, then visit 5 (sqrt 2.2 > 2) a third and visit 10 a fourth
    assert len(crowded.legal_actions()) >= 10
    assert sum(1 for move in result.moves if move.visits) == 4 and sum(m.visits for m in result.moves) == 16


def test_without_widening_every_legal_action_is_tried_first(crowded):
    result = MCTSBot(random.Random(1), iterations=16, widen=None, depth=2).search(crowded)
    assert sum(1 for move in result.moves if move.visits) == min(16, len(crowded.legal_actions()))


def test_rollouts_over_more_actions_than_greedy_most_move_at_random(crowded):
    """With no action set small enough for the greedy bot, the search is exactly the random-rollout search."""
    never = MCTSBot(random.Random(3), iterations=12, greedy_most=0, depth=3).search(crowded)
    at_random = MCTSBot(random.Random(3), iterations=12, rollout="random", depth=3).search(crowded)
    always = MCTSBot(random.Random(3), iterations=12, greedy_most=None, depth=3).search(crowded)
    assert never == at_random
    assert always != at_random


def test_the_default_budget_searches_a_drowned_temple_decision_with_its_default_settings():
    temple = load_playable("drowned-temple")
    ruleset = rulesets.of(temple)
    state = ruleset.new_game(temple, players=2).new_initial_state(0)
    bot = RandomBot(random.Random(0))
    while len(state.legal_actions()) < 3:
        state.apply_action(bot.step(state))
    searcher = MCTSBot(random.Random(0))
    result = searcher.search(state)
    assert result.iterations == searcher.iterations and sum(m.visits for m in result.moves) == searcher.iterations

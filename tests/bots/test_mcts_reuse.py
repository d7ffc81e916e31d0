"""A played decision's search: it starts from the subtree the last one grew, and stops once the move is settled."""

from __future__ import annotations

import math
import random

import pytest

from engine.bots import RandomBot
from engine.bots.mcts import MCTSBot
from engine.core import deck
from engine.core import ruleset as rulesets
from engine.sim.content import load_playable

BUDGET = 24


@pytest.fixture(scope="module")
def temple():
    return load_playable("drowned-temple")


def _game(temple, seed: int):
    ruleset = rulesets.of(temple)
    return ruleset.new_game(temple, players=2).new_initial_state(seed)


def _choice(state, bot) -> None:
    """Random moves up to a decision with at least two legal actions."""
    while len(state.legal_actions()) < 2:
        state.apply_action(bot.step(state))


@pytest.fixture(scope="module")
def twice(temple):
    """A game at a decision after which the same seat decides again among several actions: (state, its
    searcher's seed). The searcher's own move leads there, so its tree holds the next decision's node."""
    for seed in range(40):
        state = _game(temple, seed)
        mover = RandomBot(random.Random(seed))
        for _ in range(30):
            _choice(state, mover)
            after = state.clone()
            after.apply_action(MCTSBot(random.Random(seed), iterations=BUDGET, depth=4, settle=False).step(state.clone()))
            if after.current_player() == state.current_player() and len(after.legal_actions()) > 1:
                return state, seed
            state.apply_action(mover.step(state))
    raise AssertionError("no decision followed by another of the same seat")


def test_the_next_decision_of_the_same_game_reuses_the_tree_and_searches_at_least_half_the_budget_anew(twice):
    state, seed = twice
    bot = MCTSBot(random.Random(seed), iterations=BUDGET, depth=4, settle=False)
    state = state.clone()
    state.apply_action(bot.step(state))
    assert bot.total_iterations == BUDGET
    kept = bot._kept[-1]
    reused = kept.visits
    assert reused > 0
    result = bot.search(state, root=bot._reused(state, state.current_player()))
    assert result.root is kept  # the subtree under the move played is the new root
    assert result.iterations == max(math.ceil(BUDGET / 2), BUDGET - reused)
    assert sum(move.visits for move in result.moves) == reused - 1 + result.iterations  # (-1: the visit that expanded it)


def test_another_game_or_seat_starts_a_new_tree(twice, temple):
    state, seed = twice
    bot = MCTSBot(random.Random(seed), iterations=BUDGET, depth=4, settle=False)
    bot.step(state.clone())
    other = _game(temple, seed + 100)
    _choice(other, RandomBot(random.Random(1)))
    assert bot._reused(other, other.current_player()) is None
    assert bot._reused(state, 1 - state.current_player()) is None
    bot.step(other)
    assert bot.total_iterations == 2 * BUDGET


def test_without_reuse_every_decision_searches_the_whole_budget(twice):
    state, seed = twice
    bot = MCTSBot(random.Random(seed), iterations=BUDGET, depth=4, settle=False, reuse=False)
    state = state.clone()
    state.apply_action(bot.step(state))
    bot.step(state)
    assert bot.total_iterations == 2 * BUDGET and bot._kept is None


def test_a_settled_search_stops_early_and_picks_the_move_the_whole_budget_picks(temple):
    done = []
    for seed in range(6):
        state = _game(temple, seed)
        mover = RandomBot(random.Random(seed))
        for _ in range(seed * 7):
            state.apply_action(mover.step(state))
        _choice(state, mover)
        whole = MCTSBot(random.Random(seed), iterations=40, depth=4).search(state)
        settled = MCTSBot(random.Random(seed), iterations=40, depth=4).search(state, settle=True)
        assert settled.best == whole.best
        visits = sorted((move.visits for move in settled.moves), reverse=True) + [0]
        assert settled.iterations == 40 or visits[0] - visits[1] > 40 - settled.iterations
        done.append(settled.iterations)
    assert done == [40, 22, 35, 33, 22, 23]  # a decision between two moves settles after about half the budget


def test_the_quick_shuffle_depends_only_on_which_cards_and_the_generator():
    cards = list("abcdefghij")
    one = deck.quick_shuffled(cards, random.Random(3))
    two = deck.quick_shuffled(cards[::-1], random.Random(3))
    assert one == two and sorted(one) == cards and one != cards
    assert deck.quick_shuffled([], random.Random(3)) == []

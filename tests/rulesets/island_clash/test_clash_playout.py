"""Random playouts of every bundled Island Clash adventure, player count and mode, invariants after every action."""

from __future__ import annotations

import random

import pytest

from engine.bots import RandomBot
from engine.rulesets.island_clash.game import Game
from engine.rulesets.island_clash.greedy import GreedyBot
from engine.rulesets.island_clash.state import COPIED, State
from engine.rulesets.island_clash.summary import invariants

CASES = [("lagoon", 2), ("lagoon", 4), ("reefs", 3)]


@pytest.mark.parametrize("fixture,players", CASES)
@pytest.mark.parametrize("mode", ["standard", "randomized-tiles"])
def test_random_games_keep_every_invariant_and_end(request, fixture, players, mode):
    adventure = request.getfixturevalue(fixture)
    for seed in range(12):
        state = Game(adventure, players=players, mode=mode, seed=seed).new_initial_state()
        bot = RandomBot(random.Random(seed))
        steps = 0
        while not state.is_terminal():
            state.apply_action(bot.step(state))
            steps += 1
            assert not invariants(state), (seed, steps, invariants(state))
            assert steps < 5000
        assert state.result in ("cards-out", "last-standing") and state.winners
        assert abs(sum(state.returns()) - 1.0) < 1e-9


def test_greedy_games_end_and_the_same_seed_gives_the_same_game(lagoon):
    def play(seed):
        state = Game(lagoon, players=4, seed=seed).new_initial_state()
        bots = [GreedyBot(random.Random(seed * 10 + s)) for s in range(4)]
        while not state.is_terminal():
            state.apply_action(bots[state.current_player()].step(state))
        assert not invariants(state)
        return state.decisions, state.scores()
    assert play(5) == play(5)


def test_a_clone_copies_every_attribute_and_plays_on_alone(lagoon):
    state = Game(lagoon, players=4, seed=1).new_initial_state()
    bot = RandomBot(random.Random(1))
    for _ in range(40):
        state.apply_action(bot.step(state))
    per_game = {"game", "seed", "_rng", "_rng_state", "blocked", "land_neighbours", "coast", "coast_list", "_legal"}
    assert set(vars(state)) - per_game == set(COPIED)
    copy = state.clone()
    assert copy.to_json() == state.to_json() and isinstance(copy, State)
    before = state.to_json()
    while not copy.is_terminal():
        copy.apply_action(bot.step(copy))
    assert state.to_json() == before

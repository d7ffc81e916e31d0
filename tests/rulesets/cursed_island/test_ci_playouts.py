"""Random playouts of the bundled first scenario at every player count: every invariant at every
decision, a clone equal to its original, every game ending in a win or a loss (fast by default; the
long run plays many more seeds)."""

from __future__ import annotations

import random

import pytest

from engine.content.resolve import load_adventure
from engine.rulesets.cursed_island.game import Game
from engine.rulesets.cursed_island.invariants import invariants


def playouts(players: int, seeds) -> list:
    game = Game(load_adventure("wreck-and-beacon"), players=players)
    ends = []
    for seed in seeds:
        state = game.new_initial_state(seed)
        rng = random.Random(seed)
        while not state.is_terminal():
            assert invariants(state) == [], (players, seed, state.round, state.stage)
            state.apply_action(rng.choice(state.legal_actions()))
        assert invariants(state) == [] and bool(state.winners) != (state.loss is not None)
        ends.append(state.loss or ("won", state.round))
    return ends


@pytest.mark.parametrize("players", [1, 2, 3, 4])
def test_bundled_playouts(players):
    assert len(playouts(players, range(3))) == 3


@pytest.mark.long
@pytest.mark.parametrize("players", [1, 2, 3, 4])
def test_bundled_playouts_long(players):
    assert len(playouts(players, range(3, 103))) == 100

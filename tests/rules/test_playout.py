"""Random playouts over every bundled adventure and player count, invariants after every action.

`ISLEFORGE_PLAYOUTS` sets the games per adventure and player count (default 30; the suite was
also run with 1000).
"""

from __future__ import annotations

import os
import random

import pytest

from engine.bots import RandomBot
from engine.rulesets.isles_of_terror import Game
from rules_helpers import ADVENTURES, adventure, check_invariants

GAMES = int(os.environ.get("ISLEFORGE_PLAYOUTS", "30"))
MAX_ACTIONS = 5000  # no random game comes near this; a runaway game fails the test

CASES = [(a, n) for a in ADVENTURES for n in range(adventure(a).players[0], adventure(a).players[1] + 1)]


@pytest.mark.parametrize("adventure_id,players", CASES)
def test_random_games_end_and_keep_the_invariants(adventure_id, players):
    adv = adventure(adventure_id)
    for seed in range(GAMES):
        game = Game(adv, players=players, seed=seed)
        state = game.new_initial_state()
        bot = RandomBot(random.Random(1000 + seed))
        check_invariants(state)
        actions = 0
        while not state.is_terminal():
            state.apply_action(bot.step(state))
            actions += 1
            check_invariants(state)
            assert actions < MAX_ACTIONS, f"seed {seed} does not end"
        assert state.year == adv.years and state.season == 3 or state.result not in ("", "most-victory-points")
        assert len(state.returns()) == players
        assert sum(state.returns()) in (0.0, pytest.approx(1.0))
        assert state.log[-1].kind == "game_end"

"""Random cooperative and solo playouts (fixed seeds), invariants after every action.

`ISLEFORGE_PLAYOUTS` sets the games per case (default 30, as in test_playout.py).
"""

from __future__ import annotations

import os
import random

import pytest

from engine.bots import RandomBot
from engine.rulesets.isles_of_terror import Game
from rules_helpers import adventure, check_invariants

GAMES = int(os.environ.get("ISLEFORGE_PLAYOUTS", "30"))
MAX_ACTIONS = 5000

CASES = [("drowned-temple", "cooperative", 2, None), ("drowned-temple", "cooperative", 4, None),
         ("ember-crown", "cooperative", 3, None), ("ember-crown", "cooperative", 4, None),
         ("drowned-temple", "solo", 1, None), ("drowned-temple", "solo", 1, ("red-coats", "yoruba")),
         ("first-landing", "solo", 1, None)]


@pytest.mark.parametrize("adventure_id,mode,players,factions", CASES)
def test_cooperative_random_games_end_together_and_keep_the_invariants(adventure_id, mode, players, factions):
    adv = adventure(adventure_id)
    outcomes = {adv_vc.id for adv_vc in adv.victory[mode]} | {""}
    for seed in range(GAMES):
        game = Game(adv, players=players, factions=list(factions) if factions else None, mode=mode, seed=seed)
        state = game.new_initial_state()
        bot = RandomBot(random.Random(2000 + seed))
        check_invariants(state)
        actions = 0
        while not state.is_terminal():
            state.apply_action(bot.step(state))
            actions += 1
            check_invariants(state)
            assert actions < MAX_ACTIONS, f"seed {seed} does not end"
        returns = state.returns()
        assert len(returns) == game.num_players and len(set(returns)) == 1 and returns[0] in (1.0, -1.0)
        assert state.result in outcomes
        assert state.log[-1].kind == "game_end"

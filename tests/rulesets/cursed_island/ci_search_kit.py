"""Positions for the tests of Cursed Island's searches (test_ci_search.py, test_ci_roundplans.py): a game
of the bundled wreck-and-beacon and the position some team greedy decisions into one of its seeds (the
greedy is deterministic, so a position is named by its seed and its number of decisions)."""

from __future__ import annotations

import random

from engine.content.resolve import load_adventure
from engine.rulesets.cursed_island.greedy import CursedGreedy


def wreck_game(ruleset, players: int = 2):
    """wreck-and-beacon for `players` castaways' players."""
    return ruleset.new_game(load_adventure("wreck-and-beacon"), players=players)


def greedy_position(game, seed: int, decisions: int):
    """The position `decisions` team greedy decisions into game `seed`."""
    state = game.new_initial_state(seed)
    bots = [CursedGreedy(random.Random(seed * 10 + s)) for s in range(game.num_players)]
    for _ in range(decisions):
        state.apply_action(bots[state.current_player()].step(state))
    return state

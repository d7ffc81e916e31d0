"""Audit (ci-audit.md): the results diary counts the start tile as explored.

scoring.COUNTED["tiles-explored"] (and "explored") count every tile on the board, the camp's start tile
too, which nobody explored (set-up 9 lays it). The report's own "tiles explored" counts explorations:
20 greedy games print "per game: 3.25 tiles explored" beside "tiles-explored 4.25" points (1 each).
"""

from __future__ import annotations

from engine.content.resolve import load_adventure
from engine.rulesets.cursed_island.game import Game
from engine.rulesets.cursed_island.scoring import breakdown


def test_a_fresh_game_has_explored_nothing():
    state = Game(load_adventure("wreck-and-beacon"), players=3).new_initial_state(0)
    assert len(state.tiles) == 1  # the start tile only
    assert breakdown(state)["tiles-explored"] == 0  # now 1

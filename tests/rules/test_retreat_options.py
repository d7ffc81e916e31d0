"""`combat.retreat_options` asks `State.controls` only of the adjacent areas holding a figure or the ship of the
retreating player (issue 12: the others cannot be its own, and `controls` is a method call per area). The
function as it was stays here only to prove the equality: every seat, from every area with its characters, at
every position of fixed-seed random games of every bundled adventure, competitive and cooperative."""

from __future__ import annotations

import random

import pytest

from engine.bots import RandomBot
from engine.rulesets.isles_of_terror import Game, allies
from engine.rulesets.isles_of_terror.board import CHARACTERS_PER_AREA
from engine.rulesets.isles_of_terror.combat import retreat_options
from rules_helpers import ADVENTURES, adventure


def _reference_retreat_options(state, seat: int, area: int) -> list[int]:
    if state.combat is not None and state.combat.monster == "terror":
        return []  # (issue 26: first, for the team too, which the terrors fight)
    if allies.team_play(state):
        if not allies.team_characters(state, area):
            return []
        return [a for a in state.adjacency()[area] if allies.retreat_room(state, seat, area, a)]
    moving = state.players[seat].characters(area)
    if not moving:
        return []
    p = state.players[seat]
    return [a for a in state.adjacency()[area]
            if state.controls(seat, a) and p.characters(a) + moving <= CHARACTERS_PER_AREA]


@pytest.mark.parametrize("adventure_id", ADVENTURES)
@pytest.mark.parametrize("mode", ["competitive", "cooperative"])
def test_retreat_options_equal_the_scan_of_every_adjacent_area(adventure_id, mode):
    if mode not in adventure(adventure_id).modes:
        pytest.skip(f"{adventure_id} has no {mode} mode")
    compared = found = 0
    for seed in range(10):
        state = Game(adventure(adventure_id), players=3, mode=mode, seed=seed).new_initial_state()
        bot = RandomBot(random.Random(seed))
        while not state.is_terminal():
            for p in state.players:
                for area in range(state.board.size):
                    if p.characters(area):
                        options = retreat_options(state, p.seat, area)
                        assert options == _reference_retreat_options(state, p.seat, area), (seed, p.seat, area)
                        compared += 1
                        found += bool(options)
            state.apply_action(bot.step(state))
    assert compared > 1000 and found > 100  # (both answers were compared, many times)

"""The engine's incremental indexes equal a full recomputation, after every action of fixed-seed random games.

An index is kept by the one mutation helper that changes what it indexes (issue 12): `State.laid` (where
each location card's and terrain tile's tile lies: `triggers.locate`, `ways.swamp_areas`) and `State.tiles_seen`
(the tiles as `move.position` compares them) by `State.lay`.
These playouts cover the competitive, cooperative and solo modes of every bundled adventure, clones and
determinized copies.
"""

from __future__ import annotations

import random

import pytest

from engine.bots import RandomBot
from engine.rulesets.isles_of_terror import Game
from engine.rulesets.isles_of_terror.move import tiles_seen
from engine.rulesets.isles_of_terror.ways import is_swamp, swamp_areas
from engine.rulesets.isles_of_terror.state import card_areas
from engine.rulesets.isles_of_terror.triggers import locate
from rules_helpers import ADVENTURES, adventure, at, lay, new_state

MODES = [(a, mode, players) for a in ADVENTURES for mode, players in (("competitive", 3), ("cooperative", 3), ("solo", 1))
         if mode in adventure(a).modes]


def _swamps_by_scan(state) -> set[int]:
    return {a for a in range(state.board.size) if is_swamp(state, a)}


def _check(state) -> None:
    assert state.laid == card_areas(state.tile)
    assert swamp_areas(state) == _swamps_by_scan(state)
    seen = state.tiles_seen
    state.tiles_seen = None
    assert seen is None or seen == tiles_seen(state)


@pytest.mark.parametrize("adventure_id,mode,players", MODES)
def test_the_indexes_equal_a_recomputation_after_every_action(adventure_id, mode, players):
    adv = adventure(adventure_id)
    for seed in range(6):
        state = Game(adv, players=players, mode=mode, seed=seed).new_initial_state()
        bot = RandomBot(random.Random(seed))
        laid = 0
        while not state.is_terminal():
            _check(state)
            laid += bool(state.laid)
            if len(state.decisions) % 40 == 0:  # a clone and a determinized copy keep their own index
                rng = random.Random(seed)
                for copy in (state.clone(rng), state.determinize(state.current_player(), rng)):
                    _check(copy)
                    copy.apply_action(RandomBot(rng).step(copy))
                    _check(copy)
                _check(state)
            state.apply_action(bot.step(state))
        _check(state)
    if adventure_id == "drowned-temple":
        assert laid  # the index was not empty all along (these games lay location cards and terrain tiles)


def test_locate_finds_the_first_area_of_a_card_and_forgets_a_tile_taken_away():
    state = new_state()
    card = adventure().setup.location_bag[0]
    first, second = at(state, (3, 2)), at(state, (2, 2))
    lay(state, (2, 2), "location", card=card)
    lay(state, (3, 2), "location", card=card)
    assert locate(state, "location", card.id) == min(first, second)
    assert locate(state, "terrain", card.id) == -1
    lay(state, (3, 2))
    lay(state, (2, 2))
    assert locate(state, "location", card.id) == -1 and state.laid == card_areas(state.tile)

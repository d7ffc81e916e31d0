"""Exact positions for the trade, port, pirate, combat and scoring tests, on the real game.

`dealt(players, seed, opening, **rules)` deals a game of ft-board's test sea (`ft_sea_fixture`: the
rulebook's box, with the opening's tiles laid) and plays its setup (home ports on the first free coastal cells, every start coin loaded), so
that it waits for the first tile of day 1. `lay` lays a tile there as the game does (its token with
it; the copy leaves the stack, so the tile invariants hold); `stop` puts a ship on a cell as if its
move had just ended there (a new move of a new turn of that seat); `dice` fixes the next rolls.

The start island covers (-1..1, -1..1); with 2 players seat 0 or 1 has the home port (1, 0).
"""

from __future__ import annotations

import random
from dataclasses import replace

from ft_sea_fixture import sea

from engine.rulesets.finis_terrae import sea as ft_sea
from engine.rulesets.finis_terrae.game import Game
from engine.rulesets.finis_terrae.model import Rules


def dealt(players: int = 2, seed: int = 1, opening=(), **rules):
    game = Game(sea(opening=opening, rules=replace(Rules(), **rules)), players=players)
    state = game.new_initial_state(seed)
    while state.stage in ("port", "load"):
        legal = state.legal_actions()
        state.apply_action(legal[0] if state.stage == "port" else legal[-1])
    assert state.stage == "tile"
    state.market = 3
    return state


def lay(state, cell, tile: str, rotation: int = 0) -> None:
    state.stack.remove(tile)
    ft_sea.lay(state, -1, cell, tile, rotation)


def stop(state, seat: int, cell, *, new_turn: bool = True) -> None:
    """`seat`'s ship ends a move on `cell` (its turn; a new turn unless `new_turn` is False)."""
    state.ships[seat] = cell
    state.turn_of = seat
    if new_turn:
        state.turns += 1
    state.moves += 1


def dice(state, seed: int) -> None:
    """The following rolls come from `random.Random(seed)` (a trade die: int(random() * 6) + 1)."""
    state.rng = random.Random(seed)


def coins(state, seat: int) -> int:
    return sum(q for c, q in (x for x in state.holds[seat] if x is not None) if c == "coins")

"""Setting up a game of Island Clash: lay the tiles, place the units, shuffle and deal, pick who starts.

Every chance outcome comes from the state's seeded generator and is logged, so a game is its
setup (adventure, players, mode, seed) plus its decisions.
"""

from __future__ import annotations

from dataclasses import replace
from functools import lru_cache

from engine.core.events import Event

from . import board
from .decks import deal

RANDOMIZED = "randomized-tiles"


@lru_cache(maxsize=16)
def full_grid(adventure):
    """The adventure as the page's alternative setup lays it: the whole grid of its map (6x6 for 2 and 4
    players, 5x6 for 3: the `board-size` check holds maps to it) is tiles, so every open water field ('.',
    or a field a short row leaves out) becomes a random tile ('?'); start and capture areas stay where
    the map has them. The same object for the same adventure, so the game's board facts are made once."""
    codes = dict(adventure.codes)
    grid = tuple(((col, row), board.RANDOM if codes.get((col, row), board.WATER) == board.WATER else codes[(col, row)])
                 for row in range(adventure.height) for col in range(adventure.width))
    return adventure if grid == adventure.codes else replace(adventure, codes=grid)


def lay_tiles(state) -> None:
    """Fix the icon of every land field: the map's tiles, '?' fields drawn from the random pool.

    In the mode `randomized-tiles` (the wiki's alternative setup: the game's board is `full_grid`) the
    adventure's tiles, the map's and the pool's, are shuffled and laid face up on every field that is not
    a start or capture area. A grid with more such fields than the adventure has tiles takes the rest
    from a second set of the same tiles, shuffled apart (docs/rules-island-clash.md).
    """
    adventure = state.game.adventure
    tiles: dict[tuple[int, int], str] = {}
    fixed = [(f, board.ICON_CODES[c]) for f, c in adventure.codes if c in board.ICON_CODES]
    randoms = [f for f, c in adventure.codes if c == board.RANDOM]
    if state.game.mode == RANDOMIZED:
        slots = sorted([f for f, _ in fixed] + randoms, key=lambda f: (f[1], f[0]))
        tile_set = [icon for _, icon in fixed] + list(adventure.random_tiles)
        pile = list(tile_set)
        state.rng.shuffle(pile)
        while tile_set and len(pile) < len(slots):
            more = list(tile_set)
            state.rng.shuffle(more)
            pile += more
    else:
        tiles.update(fixed)
        slots = randoms
        pile = list(adventure.random_tiles)
        state.rng.shuffle(pile)
    drawn = {}
    for field, icon in zip(slots, pile, strict=False):  # a pool may hold more tiles than there are slots
        tiles[field] = icon
        drawn[field] = icon
    state.tiles = tiles
    if slots:
        state.log.append(Event("tiles", -1, None, {"laid": [f"{c},{r}:{drawn[(c, r)]}" for c, r in slots]}))


def place_units(state) -> None:
    adventure = state.game.adventure
    for seat in range(state.game.num_players):
        start = adventure.starts[seat]
        state.units[start] = (seat, adventure.values.units)
        state.log.append(Event("place", seat, start, {"units": adventure.values.units}))


def shuffle_and_deal(state) -> None:
    values = state.game.adventure.values
    for stack in ("resource", "combat"):
        state.draw[stack] = list(state.game.adventure.stack(stack))
        state.rng.shuffle(state.draw[stack])
        state.log.append(Event("shuffle", -1, None, {"stack": stack, "cards": len(state.draw[stack])}))
    for seat in range(state.game.num_players):
        for stack, count in (("resource", values.deal_resource), ("combat", values.deal_combat)):
            for _ in range(count):
                deal(state, seat, stack, reason="setup")


def choose_first_player(state) -> int:
    first = int(state.rng.random() * state.game.num_players)
    state.log.append(Event("first-player", first, None, {}))
    return first

"""Setting up a game of Island Clash: lay the tiles, place the units, shuffle and deal, pick who starts.

Every chance outcome comes from the state's seeded generator and is logged, so a game is its
setup (adventure, players, mode, seed) plus its decisions.
"""

from __future__ import annotations

from engine.core.events import Event

from . import board
from .decks import deal


def lay_tiles(state) -> None:
    """Fix the icon of every land field: the map's tiles, '?' fields drawn from the random pool.

    In the mode `randomized-tiles` (the wiki's alternative setup) every tile that is not a start or
    capture area is shuffled together with the pool's and laid again, face up.
    """
    adventure = state.game.adventure
    tiles: dict[tuple[int, int], str] = {}
    fixed = [(f, board.ICON_CODES[c]) for f, c in adventure.codes if c in board.ICON_CODES]
    randoms = [f for f, c in adventure.codes if c == board.RANDOM]
    if state.game.mode == "randomized-tiles":
        slots = sorted([f for f, _ in fixed] + randoms, key=lambda f: (f[1], f[0]))
        pile = [icon for _, icon in fixed] + list(adventure.random_tiles)
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

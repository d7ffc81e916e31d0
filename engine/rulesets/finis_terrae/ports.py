"""Ports: founding one where a move ended, and which ports a ship may trade in.

A port stands on a beach tile (a tile whose kind has a beach: coast portions, castaway and treasure
islands), one per tile, and belongs to the island (or the portion of one: portions are separate
islands until a tile joins them) that tile is part of. Founding costs `port_cost` coins per land tile
of that island as it is NOW (it never costs more later as the island grows), paid from the hold. A
seat may not found on an island where another seat has a port (its own ports there do not stop it),
never on the start island (only the home ports of setup stand there) nor on a pirate den, and has
`ports_per_player` markers in all, the home port included. A pirate founds nothing.

A port founded on a move trades from the next move action of the game (`founded_at` holds the move
number it was founded on; home ports are operational from the start). On a tile with a token, a
seat does not both found a port and take the token in one turn (`holds.done_this_turn`).
"""

from __future__ import annotations

from .holds import GALLEON, amount, count, done_this_turn, mark, note, pay, rules
from .sea import START


def tile_at(state, cell):
    """The catalogue tile laid at `cell` (None on the start island or an empty cell)."""
    placed = state.board.at(cell)
    if placed is None or placed.card == START:
        return None
    return state.game.adventure.tile(placed.card)


def on_start(state, cell) -> bool:
    placed = state.board.at(cell)
    return placed is not None and placed.card == START


def island_at(state, cell):
    """The island (kit region: `cells`, `complete`) the land tile at `cell` belongs to, or None."""
    return state.sea.region(cell)


def lands(state, cell) -> int:
    """Land tiles of the island at `cell` (0 where there is none)."""
    island = island_at(state, cell)
    return len(island.cells) if island is not None else 0


def trade_lands(state, cell) -> int:
    """How many spices one stop may buy or sell in the port at `cell`: the land tiles of its island,
    and on the start island `start.trade_lands` (the rulebook's 2)."""
    if on_start(state, cell):
        return state.game.adventure.start.trade_lands
    return lands(state, cell)


def ports_of(state, seat: int) -> list:
    return [cell for cell, owner in state.ports.items() if owner == seat]


def operational(state, cell) -> bool:
    """A port trades from the move action after the one it was founded on."""
    founded = state.founded_at.get(cell)
    return founded is None or state.moves > founded


def port_here(state, who):
    """(cell, owner) of the operational port where `who` stands, else None (the galleon never docks)."""
    if who == GALLEON:
        return None
    cell = state.ships[who]
    owner = state.ports.get(cell)
    if owner is None or not operational(state, cell):
        return None
    return cell, owner


def in_own_port(state, seat: int) -> bool:
    """Docked in one of the seat's ports, operational or not (rearranging the hold is no trade)."""
    return state.ports.get(state.ships[seat]) == seat


def cost(state, cell) -> int:
    return rules(state).port_cost * lands(state, cell)


def can_found(state, seat) -> bool:
    """Whether `seat` may found a port where it stands now (see the module's docstring)."""
    if seat == GALLEON or state.pirate[seat]:
        return False
    cell = state.ships[seat]
    tile = tile_at(state, cell)
    if tile is None or not tile.beach or tile.kind == "den" or cell in state.ports:
        return False
    if len(ports_of(state, seat)) >= rules(state).ports_per_player:
        return False
    island = island_at(state, cell)
    if island is None:
        return False
    if any(state.ports.get(c, seat) != seat for c in island.cells):
        return False
    if done_this_turn(state, "collect", cell):
        return False
    return amount(state.holds[seat], "coins") >= rules(state).port_cost * len(island.cells)


def found(state, seat: int) -> None:
    """Found a port where the seat stands: pay, place the marker, count it."""
    cell = state.ships[seat]
    price = cost(state, cell)
    pay(state, seat, price)
    state.ports[cell] = seat
    state.founded_at[cell] = state.moves
    count(state, "ports_founded", seat=seat)
    mark(state, "found", cell)
    note(state, "found", seat, cell, cost=price, lands=lands(state, cell))

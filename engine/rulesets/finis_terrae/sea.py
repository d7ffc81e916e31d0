"""The sea as this game reads the kit's `engine.core.tiles.Sea`: laying a tile (with its token and,
for a pirate den, the galleon and the red flag), where a seat may lay one, and where a ship may pass.

Readings (docs/rules-finis-terrae.md): edges match as `model.MATCHES` says (land to land, sea or rock
to sea or rock); a tile whose `land` is set is one land tile of an island (a one-tile island with
only sea edges is one too), islands are the kit's regions joined across land edges; a tile goes
within `rules.placement_distance` squares (Manhattan) of an opponent's ship or port (the galleon is
nobody's); a ship crosses from a cell to its neighbour only where both facing edges are `sea`.
"""

from __future__ import annotations

from engine.core.events import Event
from engine.core.placed import DELTA, SIDES
from engine.core.tiles import Sea, diamond

from .holds import free
from .model import MATCHES

START = "@start"  # the card id on every start-island cell of `State.board`
STEPS = tuple(DELTA[side] for side in SIDES)  # (dx, dy) per board side, north first


def new_sea(game) -> Sea:
    """An empty sea whose fit answers go in the game's cache (`Game.fits`: shared by its deals)."""
    return Sea(MATCHES, link="land", fits=game.fits, passage="sea")


def event(state, kind: str, seat: int, cell, /, **data) -> None:
    state.events.append(Event(kind, seat, cell, data))


def lay_start(state) -> None:
    """The start island's cells, land between them and sea outside (one region, complete)."""
    game = state.game
    for cell in game.start_cells:
        state.sea.lay(cell, START, game.start_edges[cell], 0, member=True)


def lay(state, seat: int, cell, tile: str, rotation: int) -> None:
    """Lay `tile` on `cell` (checked by the caller), with its token from the supply; a den puts the
    galleon on it the first time and gives its layer the red flag (seat -1: an opening tile)."""
    game = state.game
    state.sea.lay(cell, tile, game.edges[tile], rotation, member=game.land[tile])
    state.stats["tiles_laid"] += 1
    token = game.token[tile]
    if token and state.token_supply.get(token, 0) > 0:
        state.token_supply[token] -= 1
        state.tokens[cell] = token
    event(state, "lay", seat, cell, tile=tile, rotation=rotation, token=state.tokens.get(cell, ""))
    if tile in game.dens:
        if state.galleon is None:
            state.galleon = cell
            refill_galleon(state, paid=False)
            event(state, "galleon", seat, cell)
        if seat >= 0 and state.jolly != seat:
            state.jolly = seat
            event(state, "red-flag", seat, cell, reason="den")


def refill_galleon(state, paid: bool = True) -> None:
    """`rules.galleon_coins` into `rules.galleon_loaded` equal empty compartments of the galleon's hold:
    as it enters the sea (its own coins: the game's money grows by them) and, `paid` from the coffer,
    after a wreck."""
    rules = state.game.rules
    hold = state.galleon_hold
    loaded = max(1, min(rules.galleon_loaded, len(hold)))
    share, extra = divmod(rules.galleon_coins, loaded)
    for i in range(loaded):
        coins = share + (1 if i < extra else 0)
        slot = free(hold)
        if coins and slot is not None:
            hold[slot] = ("coins", coins)
            if paid:
                state.coffer -= coins


def placement_filter(state, seat: int):
    """The game's own condition on a cell for `seat`'s tiles: within the placement distance of an
    opponent's ship or port (None when there is no opponent to measure from: any open cell). The
    cells are a set built once per seat's placing (`ctx["near"]`: ships and ports stay put while
    tiles are laid)."""
    known = state.ctx.get("near")
    if known is not None and known[0] == seat:
        return known[1].__contains__
    near = near_cells(state, seat)
    return None if near is None else near.__contains__


def near_cells(state, seat: int) -> frozenset | None:
    points = [ship for s, ship in enumerate(state.ships) if s != seat and ship is not None]
    points += [cell for cell, owner in state.ports.items() if owner != seat]
    if not points:
        return None
    return diamond(points, state.game.rules.placement_distance)


def on_lighthouse_island(state, cell) -> bool:
    """Whether `cell` is a land tile of an island that has a lighthouse (it shields ships pushed into it)."""
    region = state.sea.region(cell)
    if region is None:
        return False
    board = state.sea.board
    lighthouses = state.game.lighthouses
    return any(board.at(c).card in lighthouses for c in region.cells)


def islands(state) -> list[dict]:
    """Every island but the start island: its cells, whether it is complete, the seats owning it (most
    ports on it; ties all), for scoring, reports and the board view."""
    out = []
    board = state.sea.board
    ports_on: dict = {}
    for cell, seat in state.ports.items():
        root = state.sea.region_id(cell)
        if root is not None:
            ports_on.setdefault(root, []).append(seat)
    for region in state.sea.regions():
        first = region.first
        if board.at(first).card == START:
            continue
        counts: dict = {}
        for seat in ports_on.get(state.sea.region_id(first), ()):
            counts[seat] = counts.get(seat, 0) + 1
        best = max(counts.values(), default=0)
        owners = tuple(sorted(s for s, n in counts.items() if n == best)) if best else ()
        out.append({"cells": sorted(region.cells), "complete": region.complete, "owners": owners})
    return out

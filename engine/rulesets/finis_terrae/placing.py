"""Laying the day's tiles: each seat in turn order draws `rules.tiles_per_turn` tiles (while the stack
lasts) and lays them all, one decision at a time so a search stays tractable:

    ("tile", i)      which drawn tile next (the first index of each distinct tile with a legal place)
    ("cell", x, y)   where (an open cell where it fits in some rotation, within the placement distance
                     of an opponent's ship or port)
    ("turn", r)      how it is turned (0..3 quarter turns clockwise; only rotations that match)

Reading: when none of the seat's remaining drawn tiles has a legal place, they are discarded face up
(`State.discarded`), logged ("unplaceable") and counted (`stats["unplaceable"]`); a tile that has no
place now but gets one after another is laid is not discarded while another can be laid first.
Legal places come from the kit's incremental open cells (`engine.core.tiles.Sea`), never a scan.
"""

from __future__ import annotations

from .queue import ask, push
from .sea import event, lay, near_cells, placement_filter


def draw(state, step) -> None:
    """("place", seat): the seat draws its tiles, then lays them."""
    seat = step[1]
    stack = state.stack
    if not stack:
        return
    count = min(state.game.rules.tiles_per_turn, len(stack))
    state.drawn = [stack.pop() for _ in range(count)]
    state.turn_of = seat
    state.ctx["near"] = (seat, near_cells(state, seat))
    event(state, "draw", seat, None, tiles=count, left=len(stack))
    push(state, ("lay", seat))


def tile_choices(state, seat: int) -> list[int]:
    """The index in `drawn` of the first copy of each distinct tile that fits somewhere."""
    edges = state.game.edges
    allow = placement_filter(state, seat)
    seen = set()
    out = []
    for i, tile in enumerate(state.drawn):
        if tile in seen:
            continue
        seen.add(tile)
        if state.sea.can_place(edges[tile], allow):
            out.append(i)
    return out


def next_tile(state, step) -> None:
    """("lay", seat): ask for the next tile, or discard those that fit nowhere."""
    seat = step[1]
    if not state.drawn:
        state.ctx.pop("near", None)
        return
    choices = tile_choices(state, seat)
    if not choices:
        for tile in state.drawn:
            state.discarded.append(tile)
            state.stats["unplaceable"] += 1
            event(state, "unplaceable", seat, None, tile=tile)
        state.drawn = []
        state.ctx.pop("near", None)
        return
    state.ctx["tiles"] = tuple(choices)
    ask(state, "tile", seat)


def tile_options(state) -> list:
    return [("tile", i) for i in state.ctx["tiles"]]


def cell_options(state) -> list:
    return [("cell", x, y) for (x, y) in state.ctx["cells"]]


def turn_options(state) -> list:
    tile = state.ctx["tile"]
    return [("turn", r) for r in state.sea.rotations(state.ctx["cell"], state.game.edges[tile])]


def chose_tile(state, seat: int, index: int) -> None:
    tile = state.drawn[index]
    state.ctx["tile"] = tile
    state.ctx["cells"] = tuple(state.sea.cells_for(state.game.edges[tile], placement_filter(state, seat)))
    ask(state, "cell", seat)


def chose_cell(state, seat: int, cell) -> None:
    state.ctx["cell"] = cell
    ask(state, "turn", seat)


def chose_turn(state, seat: int, rotation: int) -> None:
    ctx = state.ctx
    tile = ctx.pop("tile")
    cell = ctx.pop("cell")
    ctx.pop("cells", None)
    ctx.pop("tiles", None)
    state.drawn.remove(tile)
    lay(state, seat, cell, tile, rotation)
    push(state, ("lay", seat))

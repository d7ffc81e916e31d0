"""Finis Terrae's checks of an adventure's start island and opening: the sea as it lies at setup.

The start island is land cells joined edge to edge; its outer edges are sea, and each cell with one
is a coastal cell where one home port stands, so there must be a coastal cell per explorer, and the
first player's port goes on one of them. Opening tiles are laid from the stack before day 1, so each
is a tile of the tile set the stack still holds for every player count, off the start island, one to
a cell, and matching the edges it touches as a laid tile would (`model.MATCHES`).
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterator

from engine.content.diagnostics import Diagnostic
from engine.core.placed import DELTA, OPPOSITE, SIDES, local_of, neighbour

from . import build, model
from .checks_adventure import Adventure


def _shown(cell: model.Cell) -> str:
    return f"[{cell[0]}, {cell[1]}]"


def _some(cells: list[model.Cell]) -> str:
    return ", ".join(map(_shown, cells[:4])) + (", ..." if len(cells) > 4 else "")


def coastal(cells: tuple[model.Cell, ...]) -> list[model.Cell]:
    """The start cells with a sea edge (a neighbour that is not a start cell), in the island's order."""
    land = set(cells)
    return [c for c in dict.fromkeys(cells) if any((c[0] + dx, c[1] + dy) not in land for dx, dy in DELTA.values())]


def start_island(item: Adventure) -> Iterator[Diagnostic]:
    written = item.data.get("start")
    if written is None:
        return
    start = build.start(written)
    at_cells = "/start/cells" if "cells" in written else "/start"
    seen: dict[model.Cell, int] = {}
    for index, cell in enumerate(start.cells):
        if cell in seen:
            yield item.file.diagnostic("finis/start-cell-twice", f"the start island lists {_shown(cell)} twice",
                                       f"/start/cells/{index}", "List each cell of the start island once.")
        seen.setdefault(cell, index)
    reached = _joined(start.cells)
    for cell, index in seen.items():
        if cell not in reached:
            yield item.file.diagnostic("finis/start-disconnected", f"the start island's cell {_shown(cell)} is not "
                                       f"joined edge to edge to {_shown(start.cells[0])}", f"/start/cells/{index}",
                                       "The start island is one island: add the cells between, or move this one "
                                       "next to the others.")
            break
    shore = coastal(start.cells)
    most = item.most_players()
    if len(shore) < most:
        yield item.file.diagnostic("finis/start-coastal-short", f"the start island has {len(shore)} coastal "
                                   f"cell{'s' if len(shore) != 1 else ''} for up to {most} home ports", at_cells,
                                   f"Give the island at least {most} cells with a sea edge, or play with fewer.")
    port_at = "/start/first_port" if "first_port" in written else "/start"
    if start.first_port not in shore:  # a finite island always has a coastal cell
        where = "inland: no sea edge for a ship to moor at" if start.first_port in seen else \
            "not a cell of the start island"
        yield item.file.diagnostic("finis/first-port-not-coastal", f"the first port {_shown(start.first_port)} is "
                                   f"{where}", port_at, f"Set 'first_port' to a coastal cell ({_some(shore)}).")


def _joined(cells: tuple[model.Cell, ...]) -> set[model.Cell]:
    """The cells joined edge to edge to the first one."""
    if not cells:
        return set()
    land, todo, reached = set(cells), [cells[0]], {cells[0]}
    while todo:
        cell = todo.pop()
        for side in SIDES:
            other = neighbour(cell, side)
            if other in land and other not in reached:
                reached.add(other)
                todo.append(other)
    return reached


def opening(item: Adventure) -> Iterator[Diagnostic]:
    written = item.data.get("opening", [])
    if not written or item.tile_set is None:
        return
    by_id = {t.id: t for t in item.tiles()}
    start = set(build.start(item.data.get("start")).cells)
    laid: dict[model.Cell, tuple[int, model.Tile, int]] = {}  # cell -> (index, tile, rotation)
    for index, entry in enumerate(written):
        place = build.opening(entry)
        tile = by_id.get(place.tile)
        at = f"/opening/{index}"
        if tile is None:
            yield item.context.dangling(item.file, f"{at}/tile", "tile", place.tile, list(by_id),
                                        code="finis/unknown-tile")
            continue
        if place.cell in start:
            yield item.file.diagnostic("finis/opening-on-start", f"the opening tile '{tile.id}' is laid at "
                                       f"{_shown(place.cell)}, on the start island", f"{at}/cell",
                                       "Lay it on a cell off the start island.")
            continue
        if place.cell in laid:
            yield item.file.diagnostic("finis/opening-overlap", f"{_shown(place.cell)} already holds the opening "
                                       f"tile '{laid[place.cell][1].id}' (opening {laid[place.cell][0] + 1})",
                                       f"{at}/cell", "Lay each opening tile on its own cell.")
            continue
        problem = _mismatch(tile, place, start, laid)
        if problem:
            yield item.file.diagnostic("finis/opening-mismatch", f"the opening tile '{tile.id}' at "
                                       f"{_shown(place.cell)} {problem}", f"{at}/rotation" if "rotation" in entry
                                       else f"{at}/cell", "Turn it (rotation 0 to 3) or move it so land meets land "
                                       "and sea or rock meets sea or rock.")
            continue
        laid[place.cell] = (index, tile, place.rotation)
    yield from _copies(item, written, by_id)


def _mismatch(tile: model.Tile, place: model.Opening, start: set, laid: dict) -> str:
    """What the tile turns against a neighbour that does not match it ("" when everything matches)."""
    for side in SIDES:
        mine = tile.edge(local_of(side, place.rotation))
        other = neighbour(place.cell, side)
        if other in start:
            if (mine, "sea") not in model.MATCHES:
                return f"turns a {mine} edge to the start island's sea on its {side}"
        elif other in laid:
            _, theirs, rotation = laid[other]
            facing = theirs.edge(local_of(OPPOSITE[side], rotation))
            if (mine, facing) not in model.MATCHES:
                return f"turns a {mine} edge to the {facing} edge of '{theirs.id}' on its {side}"
    return ""


def _copies(item: Adventure, written: list, by_id: dict) -> Iterator[Diagnostic]:
    used = Counter()
    for index, entry in enumerate(written):
        tile = by_id.get(entry["tile"])
        if tile is None:
            continue
        used[tile.id] += 1
        short = [n for n in sorted(item.data["players"]) if used[tile.id] > tile.count_for(n)]
        if short and used[tile.id] == max(0, tile.count_for(short[0])) + 1:
            n = short[0]
            yield item.file.diagnostic("finis/opening-copies", f"the opening lays {used[tile.id]} '{tile.id}' and "
                                       f"the stack holds {max(0, tile.count_for(n))} for {n} players",
                                       f"/opening/{index}/tile", f"Lay fewer '{tile.id}', or keep more copies of it "
                                       f"for {n} players.")


CHECKS = (start_island, opening)

"""Lay a sample sea: the tiles of a stack laid one by one where they legally fit (no Qt).

A designer wants to see what seas a tile set grows before playing it. The sample follows the laying
rule (rulebook "Laying tiles"; model docstring): the start island lies first (its cells land between
one another, sea outside), then a designer's opening, then the stack for the player count, shuffled by
`random.Random(seed)`, is drawn a tile at a time, and each tile goes to one of its legal placements
(open cell and rotation whose edges match every laid neighbour: land to land, sea or rock to sea or
rock), picked by the same generator; a tile with none is discarded and counted, as play does. The
placements come from the kit's sea (`engine.core.tiles.Sea`, which keeps the open cells and the
islands as tiles are laid). There are no ships in a sample, so the rule that a tile goes near a
rival's ship or port is not applied: the sample shows what the tiles make, not where a game puts them.
A seed always lays the same sea.
"""

from __future__ import annotations

import random
from dataclasses import dataclass, field

from engine.core.tiles import Sea
from engine.rulesets.finis_terrae import model

START = "@start"  # the start island's cells on the sample's board (as the game's board holds them)


@dataclass
class Laid:
    tile: str
    cell: tuple[int, int]
    rotation: int


@dataclass
class SampleSea:
    sea: Sea
    start: tuple[tuple[int, int], ...]
    laid: list[Laid] = field(default_factory=list)
    discarded: list[str] = field(default_factory=list)  # drawn tiles that fitted nowhere
    stack: int = 0  # tiles in the stack for the player count
    stopped: str = ""

    @property
    def board(self):
        return self.sea.board

    def islands(self) -> list:
        """The islands the sample grew (the start island left out: it is not scored)."""
        return [r for r in self.sea.regions() if not r.cells & set(self.start)]


def start_edges(cell: tuple[int, int], cells: set) -> tuple[str, str, str, str]:
    """A start island cell's edges (top, right, bottom, left): land toward its own cells, sea outside."""
    x, y = cell
    return tuple("land" if n in cells else "sea" for n in ((x, y - 1), (x + 1, y), (x, y + 1), (x - 1, y)))


def new_sea(start: model.Start, opening=(), tiles: dict | None = None) -> Sea:
    sea = Sea(model.MATCHES, link="land")
    cells = set(start.cells)
    for cell in start.cells:
        sea.lay(cell, START, start_edges(cell, cells), 0, member=True)
    for laid in opening:
        tile = (tiles or {}).get(laid.tile)
        if tile is not None and laid.cell not in sea:
            sea.lay(laid.cell, tile.id, tile.edges, laid.rotation, member=tile.land)
    return sea


def lay(tiles: list[model.Tile], players: int, seed: int, count: int | None = None,
        start: model.Start | None = None, opening=()) -> SampleSea:
    """Lay up to `count` tiles (None: the whole stack) of `tiles`' stack for `players`."""
    start = start or model.Start()
    by_id = {t.id: t for t in tiles}
    stack = [t.id for t in tiles for _ in range(max(0, t.count_for(players)))]
    for laid in opening:
        if laid.tile in stack:
            stack.remove(laid.tile)
    rng = random.Random(seed)
    rng.shuffle(stack)
    sample = SampleSea(new_sea(start, opening, by_id), tuple(start.cells), stack=len(stack))
    for tile_id in stack:
        if count is not None and len(sample.laid) >= count:
            sample.stopped = f"{count} tiles are laid"
            break
        tile = by_id[tile_id]
        options = sample.sea.placements(tile.edges)
        if not options:
            sample.discarded.append(tile_id)
            continue
        cell, rotation = options[rng.randrange(len(options))]
        sample.sea.lay(cell, tile_id, tile.edges, rotation, member=tile.land)
        sample.laid.append(Laid(tile_id, cell, rotation))
    else:
        sample.stopped = "every tile of the stack is drawn"
    return sample


def of_adventure(adventure: model.FinisAdventure, players: int, seed: int = 1, count: int | None = None) -> SampleSea:
    """The sample sea of a resolved adventure: its tile set, start island and opening."""
    return lay(list(adventure.tiles), players, seed, count, adventure.start, adventure.opening)

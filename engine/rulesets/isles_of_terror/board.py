"""The static board of a game: areas by index, adjacency, and the tiles that can lie on them.

Everything here is computed once per adventure (its games share it) and never changes. A `State` keeps only what
moves (figures, tiles, explored flags); it refers to areas by their index in `Board.coords`.
Adjacency is the grid's neighbours plus the map's links; river adjacency ("all areas adjacent
to a river area also count as adjacent to each other") depends on which rivers are revealed,
so `Board.adjacent(area, rivers)` takes the state's set of river areas and memoises.
"""

from __future__ import annotations

from typing import NamedTuple

from . import model as m
from engine.content.geometry import directions, neighbour

POOL_COLOURS = ("green", "yellow", "red")
CHARACTERS_PER_AREA = 3  # never more of one player's characters in an area (p. 14)


class Tile(NamedTuple):
    """What lies on an area: a pool tile, a location or terrain tile, or an adventure area's print.

    `kind` is a tile kind of the vocabulary (`minion-1`..`minion-3`, `boss`, `location`,
    `terrain`, `plain`, `sea`) or `adventure`. `card` is the location card or terrain tile
    drawn from its bag (None otherwise); `origin` is the pool tile a plain stand-in replaces
    (a location or terrain tile revealed while its bag was empty), which goes to the discard pile.
    """

    kind: str
    colour: str | None
    value: int
    value_colour: str
    resources: tuple[str, ...]
    card: object = None
    origin: object = None

    @property
    def monster(self) -> bool:
        return self.kind in ("minion-1", "minion-2", "minion-3", "boss")

    @property
    def terrain(self) -> str | None:
        return self.card.terrain if self.kind == "terrain" and self.card is not None else None


def pool_tile(tile: m.AreaTile) -> Tile:
    return Tile(tile.kind, tile.colour, tile.value, tile.value_colour, tuple(tile.resources))


def card_tile(kind: str, colour: str | None, card, origin=None) -> Tile:
    """A location or terrain tile drawn from its bag (it shows the card's own front)."""
    front = card.tile
    return Tile(kind, colour, front.value, front.value_colour, tuple(front.resources), card, origin)


class Board:
    """Areas of an adventure's map by index, with static adjacency and facts rules ask about."""

    def __init__(self, game_map: m.Map) -> None:
        self.map = game_map
        self.grid = game_map.grid
        self.areas: tuple[m.Area, ...] = tuple(game_map.areas)
        self.coords: tuple[tuple[int, int], ...] = tuple(tuple(a.at) for a in self.areas)
        self.index: dict[tuple[int, int], int] = {c: i for i, c in enumerate(self.coords)}
        self.size = len(self.areas)
        self.kind = tuple(a.kind for a in self.areas)
        self.is_sea = tuple(k == "sea" for k in self.kind)
        self.is_adventure = tuple(k == "adventure" for k in self.kind)
        self.landing = tuple(a.kind == "sea" and a.landing for a in self.areas)
        self.landing_areas = tuple(i for i, landing in enumerate(self.landing) if landing)
        self.ids = {a.id: i for i, a in enumerate(self.areas) if a.id}
        self.tags = tuple(frozenset(a.tags) for a in self.areas)
        self.names = tuple(a.name or (a.id or "") for a in self.areas)
        # the pool colour a replacement tile comes from (None: sea and adventure areas)
        self.colour = tuple(self._pool_colour(a) for a in self.areas)
        # neighbours by compass direction (the grid only: random movement follows the compass rose)
        self.by_direction: tuple[dict[int, int], ...] = tuple(
            {d: self.index[n] for d in directions(self.grid)
             if (n := neighbour(self.grid, c, d)) in self.index} for c in self.coords)
        adjacent = [set(nb.values()) for nb in self.by_direction]
        for link in game_map.links:
            a, b = self.index.get(tuple(link.a)), self.index.get(tuple(link.b))
            if a is not None and b is not None and a != b:
                adjacent[a].add(b)
                adjacent[b].add(a)
        self.static_adjacent: tuple[tuple[int, ...], ...] = tuple(tuple(sorted(s)) for s in adjacent)
        # adjacency lists by set of revealed river areas, filled by `adjacency` (`State.adjacency` reads it first)
        self.adjacency_tables: dict[frozenset, tuple[tuple[int, ...], ...]] = {frozenset(): self.static_adjacent}

    @staticmethod
    def _pool_colour(area: m.Area) -> str | None:
        if area.kind in POOL_COLOURS:
            return area.kind
        if area.kind == "fixed" and area.fixed is not None:
            return area.fixed.colour
        if area.kind == "sea":
            return "sea"
        return None

    def adjacency(self, rivers: frozenset) -> tuple[tuple[int, ...], ...]:
        """Adjacency lists given the areas that are revealed rivers (memoised per river set)."""
        table = self.adjacency_tables.get(rivers)
        if table is None:
            adjacent = [set(a) for a in self.static_adjacent]
            for river in rivers:
                around = self.static_adjacent[river]
                for x in around:
                    for y in around:
                        if x != y:
                            adjacent[x].add(y)
            table = tuple(tuple(sorted(s)) for s in adjacent)
            self.adjacency_tables[rivers] = table
        return table

    def name(self, area: int) -> str:
        if area < 0:
            return "-"
        label = self.names[area]
        column, row = self.coords[area]
        return f"{label} [{column},{row}]" if label else f"[{column},{row}]"

    def matches(self, area: int, flt: m.AreaFilter | None, tile: Tile | None) -> bool:
        """Does an area (with the tile that lies on it) match an area filter of the vocabulary?"""
        if flt is None:
            return True
        if area < 0:
            return False
        if flt.area is not None and self.ids.get(flt.area) != area:
            return False
        if flt.tag is not None and flt.tag not in self.tags[area]:
            return False
        if flt.colour is not None and self.colour[area] != flt.colour:
            return False
        if flt.adventure_area is not None and self.is_adventure[area] != flt.adventure_area:
            return False
        if flt.tile is not None and (tile is None or tile.kind != flt.tile):
            return False
        if flt.terrain is not None and (tile is None or tile.terrain != flt.terrain):
            return False
        return flt.location is None or not (tile is None or tile.kind != "location" or tile.card is None
                                            or tile.card.id != flt.location)

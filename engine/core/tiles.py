"""A sea of laid tiles (the kit): square tiles with four typed edges laid on `placed.Board`, the
empty cells where the next tile may go and the regions the tiles make, all kept as the board grows.

Games that build their map from square tiles with matching edges (sea to sea, land to land) ask the
same three questions again and again, every time a tile is drawn:

- where may this tile go? every empty cell next to the laid ones ("open cells"), every rotation whose
  edges match the neighbours' under the game's match rule, and maybe an extra condition of the game
  on the cell (within some distance of a rival);
- what does each laid cell show on each of its four board sides (a ship crosses where both facing
  edges are sea)?
- which cells make one region (an island: land tiles joined across land edges), how big is it, and
  is it complete (no edge of the region's kind faces an empty cell)?

A scan of the whole board per question costs O(board) each time and a game asks hundreds of times a
turn (a bot asks per legal action), so `Sea` keeps every answer up to date *as tiles are laid*:

- `edges(cell)`: the laid tile's four edges by board side (north, east, south, west), computed once;
- the open cells, each with its constraints: per board side, the edge kind the laid neighbour shows
  across that side (None where the neighbour is empty); laying a tile touches only its four
  neighbours;
- `rotations(cell, edges)`: the rotations of a tile that fit a cell, answered from a cache keyed by
  the tile's edges, then the cell's constraints: a sea has few distinct constraint patterns and few
  distinct tiles, so after the first turns nearly every answer is a dictionary hit. The cache is a
  pure function of the match rule, so copies share it, and a game may hand every deal the same one;
- `ways(cell)`: the laid neighbours a piece may cross to (both facing edges of the `passage` kind:
  a ship sails sea to sea), kept as tiles are laid, so a path search never re-reads edges;
- regions with union-find: a tile joins its neighbours' regions across edges of the linking kind
  (both facing edges of that kind); each region keeps its cells and its open edges (a linking edge
  facing an empty cell), so completeness is `not region.open`. Laying a tile merges regions and
  closes edges in O(size of the merged regions), never by a scan.

Orientation is `placed`'s: a tile's local edges are (top, right, bottom, left); rotation r turns
local edge i to face board side `SIDES[(i + r) % 4]`. Every order is fixed (open cells and
placements by (x, y), rotations 0..3, regions by their first cell), so games stay deterministic.
`copy()` copies six flat dictionaries (their values are immutable tuples and frozensets): cheap
enough for a state's clone.
"""

from __future__ import annotations

import functools
from collections.abc import Callable, Iterable
from typing import NamedTuple

from .placed import DELTA, SIDES, Board, Cell

Edges = tuple  # four edge kinds (any hashable, None: nothing there) by local edge or board side
Constraints = tuple  # per board side of an open cell: the kind the laid neighbour faces it with, or None
_SIDE_INDEX = {side: i for i, side in enumerate(SIDES)}
_STEPS = tuple(DELTA[side] for side in SIDES)  # (dx, dy) per side index


def rotated(edges: Edges, rotation: int) -> Edges:
    """A tile's local edges (top, right, bottom, left) as board sides (north, east, south, west) once
    it is turned by `rotation` quarter turns clockwise."""
    r = rotation % 4
    return edges if r == 0 else tuple(edges[(j - r) % 4] for j in range(4))


def diamond(points: Iterable[Cell], distance: int) -> frozenset:
    """Every cell at most `distance` squares (Manhattan) from one of `points`: a cell filter as a set
    (`cells_for(edges, allow=diamond(...).__contains__)`), built once while the points stay put."""
    offsets = _offsets(distance)
    return frozenset([(px + dx, py + dy) for px, py in set(points) for dx, dy in offsets])


@functools.lru_cache(maxsize=8)
def _offsets(distance: int) -> tuple:
    """The (dx, dy) within `distance` squares (Manhattan) of a cell, itself included."""
    return tuple((dx, dy) for dx in range(-distance, distance + 1)
                 for dy in range(abs(dx) - distance, distance - abs(dx) + 1))


def manhattan(a: Cell, b: Cell) -> int:
    return abs(a[0] - b[0]) + abs(a[1] - b[1])


def within(points: Iterable[Cell], distance: int) -> Callable[[Cell], bool]:
    """A cell filter: True for cells at most `distance` squares (Manhattan) from one of `points`."""
    pts = tuple(points)

    def near(cell: Cell) -> bool:
        x, y = cell
        return any(abs(x - px) + abs(y - py) <= distance for px, py in pts)
    return near


class Region(NamedTuple):
    """Cells joined across linking edges, and those of their linking edges that face an empty cell
    (as (cell, board side)); complete when none does."""

    cells: frozenset
    open: frozenset

    @property
    def complete(self) -> bool:
        return not self.open

    @property
    def first(self) -> Cell:
        return min(self.cells)


class Sea:
    """Tiles laid on a `placed.Board` (`board`, read it freely; lay tiles only through `lay`).

    `matches`: the pairs (this tile's edge kind, the neighbour's facing kind) allowed when laying;
    `link`: the edge kind that joins two member tiles into one region (None: no regions)."""

    __slots__ = ("board", "matches", "link", "passage", "_edges", "_open", "_fits", "_parent", "_cells", "_loose",
                 "_ways")

    def __init__(self, matches: Iterable[tuple], link: object = None, fits: dict | None = None,
                 passage: object = None) -> None:
        """`fits`: a dictionary to keep the answers of `rotations` in, shared with other seas of the
        same match rule (a game's every deal: the answers are the same, so a run warms it once).
        `passage`: the edge kind a piece crosses (both facing edges of that kind), whose crossings
        `ways` keeps (None: none kept)."""
        self.board = Board()
        self.matches = frozenset(matches)
        self.link = link
        self.passage = passage
        self._ways: dict[Cell, tuple] = {}  # laid cell -> the laid neighbours across a passage, north first
        self._edges: dict[Cell, Edges] = {}  # laid cell -> its edges by board side
        self._open: dict[Cell, Constraints] = {}  # empty cell next to a laid one -> its constraints
        self._fits: dict[tuple, dict] = {} if fits is None else fits  # local edges -> {constraints: rotations}
        self._parent: dict[Cell, Cell] = {}  # member cell -> its union-find parent
        self._cells: dict[Cell, frozenset] = {}  # region root -> its cells
        self._loose: dict[Cell, frozenset] = {}  # region root -> its open linking edges (cell, side)

    def copy(self) -> Sea:
        other = Sea.__new__(Sea)
        other.board = self.board.copy()
        other.matches = self.matches
        other.link = self.link
        other.passage = self.passage
        other._ways = self._ways.copy()
        other._edges = self._edges.copy()
        other._open = self._open.copy()
        other._fits = self._fits  # a pure function of `matches`: shared by every copy
        other._parent = self._parent.copy()
        other._cells = self._cells.copy()
        other._loose = self._loose.copy()
        return other

    def __len__(self) -> int:
        return len(self._edges)

    def __contains__(self, cell: object) -> bool:
        return cell in self._edges

    # -- laying ---------------------------------------------------------------------------------
    def lay(self, cell: Cell, card: object, edges: Edges, rotation: int = 0, member: bool | None = None) -> Edges:
        """Lay `card` whose local edges are `edges` on the empty `cell`, turned by `rotation`. The
        caller has checked that it may go there (`rotations`); setups lay what they like. `member`:
        whether the tile belongs to a region (default: it has an edge of the linking kind; a
        one-tile island with no such edge is a member when the caller says so). Returns its edges
        by board side."""
        sides = rotated(tuple(edges), rotation)
        self.board.place(cell, card, rotation)
        self._edges[cell] = sides
        self._open.pop(cell, None)
        x, y = cell
        link = self.link
        if member is None:
            member = link is not None and link in sides
        if member and link is not None:
            self._parent[cell] = cell
            self._cells[cell] = frozenset((cell,))
            self._loose[cell] = frozenset()
        loose_here = []
        passage = self.passage
        ways = []
        for j, (dx, dy) in enumerate(_STEPS):
            nxt = (x + dx, y + dy)
            theirs = self._edges.get(nxt)
            if theirs is not None and passage is not None and sides[j] == passage and theirs[(j + 2) % 4] == passage:
                ways.append(nxt)
                back = self._ways.get(nxt, ()) + (cell,)
                self._ways[nxt] = tuple(sorted(back, key=self._side_order(nxt)))
            if theirs is None:
                constraints = self._open.get(nxt)
                if constraints is None:
                    constraints = (None, None, None, None)
                k = (j + 2) % 4
                self._open[nxt] = constraints[:k] + (sides[j],) + constraints[k + 1:]
                if member and sides[j] == link:
                    loose_here.append((cell, SIDES[j]))
                continue
            facing = theirs[(j + 2) % 4]
            if link is None or facing != link or nxt not in self._parent:
                continue
            # the neighbour's linking edge faced an empty cell: no longer
            root = self._find(nxt)
            self._loose[root] = self._loose[root] - {(nxt, SIDES[(j + 2) % 4])}
            if member and sides[j] == link:
                self._union(cell, nxt)
        if member and loose_here:
            root = self._find(cell)
            self._loose[root] = self._loose[root] | frozenset(loose_here)
        if passage is not None:
            self._ways[cell] = tuple(ways)
        return sides

    @staticmethod
    def _side_order(cell: Cell):
        """A sort key putting a cell's neighbours in `SIDES` order (north, east, south, west)."""
        x, y = cell
        order = {(x + dx, y + dy): j for j, (dx, dy) in enumerate(_STEPS)}
        return order.__getitem__

    def ways(self, cell: Cell) -> tuple:
        """The laid neighbours of `cell` a piece may cross to (both facing edges of the `passage`
        kind), in `SIDES` order; () for an empty cell. Kept as tiles are laid."""
        return self._ways.get(cell, ())

    # -- edges and open cells --------------------------------------------------------------------
    def edges(self, cell: Cell) -> Edges | None:
        """The laid tile's edges by board side (north, east, south, west); None for an empty cell."""
        return self._edges.get(cell)

    def edge(self, cell: Cell, side: str) -> object:
        """The kind of the laid tile's edge on board `side` (None for an empty cell)."""
        sides = self._edges.get(cell)
        return None if sides is None else sides[_SIDE_INDEX[side]]

    def facing(self, cell: Cell, side: str) -> tuple[object, object]:
        """(this cell's edge on `side`, the neighbour's edge facing it), None where nothing is laid."""
        j = _SIDE_INDEX[side]
        dx, dy = _STEPS[j]
        mine = self._edges.get(cell)
        theirs = self._edges.get((cell[0] + dx, cell[1] + dy))
        return (None if mine is None else mine[j]), (None if theirs is None else theirs[(j + 2) % 4])

    def open_cells(self) -> list[Cell]:
        """The empty cells next to a laid tile, by (x, y)."""
        return sorted(self._open)

    def constraints(self, cell: Cell) -> Constraints | None:
        """Per board side of the open `cell`, the edge kind its laid neighbour faces it with (None
        where that neighbour is empty); None when `cell` is not open."""
        return self._open.get(cell)

    # -- where a tile may go ---------------------------------------------------------------------
    def rotations(self, cell: Cell, edges: Edges) -> tuple[int, ...]:
        """The rotations (0..3) of a tile with local `edges` that match every laid neighbour of the
        open `cell` (() when the cell is not open)."""
        constraints = self._open.get(cell)
        if constraints is None:
            return ()
        return self._rotations(constraints, edges)

    def _rotations(self, constraints: Constraints, edges: Edges) -> tuple[int, ...]:
        table = self._fits.get(edges)
        if table is None:
            table = self._fits[edges] = {}
        fits = table.get(constraints)
        if fits is None:
            fits = table[constraints] = self._fit(constraints, edges)
        return fits

    def _fit(self, constraints: Constraints, edges: Edges) -> tuple[int, ...]:
        matches = self.matches
        return tuple(r for r in range(4)
                     if all(c is None or (s, c) in matches for s, c in zip(rotated(edges, r), constraints, strict=True)))

    def _table(self, edges: Edges) -> dict:
        """The cached answers for one tile's edges: constraints -> rotations."""
        table = self._fits.get(edges)
        if table is None:
            table = self._fits[edges] = {}
        return table

    def cells_for(self, edges: Edges, allow: Callable[[Cell], bool] | None = None) -> list[Cell]:
        """The open cells, by (x, y), where a tile with local `edges` fits in at least one rotation
        and `allow(cell)` (the game's own condition) holds."""
        table = self._table(edges)
        out = []
        for cell, constraints in self._open.items():
            if allow is not None and not allow(cell):
                continue
            fits = table.get(constraints)
            if fits is None:
                fits = table[constraints] = self._fit(constraints, edges)
            if fits:
                out.append(cell)
        out.sort()
        return out

    def placements(self, edges: Edges, allow: Callable[[Cell], bool] | None = None) -> list[tuple[Cell, int]]:
        """Every (cell, rotation) where a tile with local `edges` may go: open cells by (x, y) where
        `allow` holds, rotations 0..3."""
        return [(cell, r) for cell in self.cells_for(edges, allow) for r in self._rotations(self._open[cell], edges)]

    def can_place(self, edges: Edges, allow: Callable[[Cell], bool] | None = None) -> bool:
        """Whether a tile with local `edges` fits anywhere (stops at the first cell found)."""
        table = self._table(edges)
        for cell, constraints in self._open.items():
            if allow is not None and not allow(cell):
                continue
            fits = table.get(constraints)
            if fits is None:
                fits = table[constraints] = self._fit(constraints, edges)
            if fits:
                return True
        return False

    # -- regions ----------------------------------------------------------------------------------
    def region(self, cell: Cell) -> Region | None:
        """The region of a member cell (None for an empty or non-member cell)."""
        if cell not in self._parent:
            return None
        root = self._find(cell)
        return Region(self._cells[root], self._loose[root])

    def region_id(self, cell: Cell) -> Cell | None:
        """A key of the cell's region that stays the same until the region merges (its root)."""
        return self._find(cell) if cell in self._parent else None

    def regions(self) -> list[Region]:
        """Every region, by its first cell."""
        out = [Region(cells, self._loose[root]) for root, cells in self._cells.items()]
        out.sort(key=lambda region: region.first)
        return out

    def _find(self, cell: Cell) -> Cell:
        parent = self._parent
        root = cell
        while parent[root] != root:
            root = parent[root]
        while parent[cell] != root:  # path compression (this copy's own dictionary)
            parent[cell], cell = root, parent[cell]
        return root

    def _union(self, a: Cell, b: Cell) -> None:
        ra, rb = self._find(a), self._find(b)
        if ra == rb:
            return
        if len(self._cells[ra]) < len(self._cells[rb]) or (len(self._cells[ra]) == len(self._cells[rb]) and rb < ra):
            ra, rb = rb, ra
        self._parent[rb] = ra
        self._cells[ra] = self._cells[ra] | self._cells.pop(rb)
        self._loose[ra] = self._loose[ra] | self._loose.pop(rb)


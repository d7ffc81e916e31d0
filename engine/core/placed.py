"""A board of placed cards (the kit): square cells of an unbounded grid, each holding a card turned
by a quarter, with the sides, neighbours and weighted paths games that grow a map from cards need.

Games whose board is built as they play (cards laid as the players explore, tiles laid with
matching edges) place cards on square cells `(x, y)`, x to the east and y to the south, with no
bound: a new card may go next to any placed one. The board holds only *which* card lies where and how it is turned; what the
card's edges mean (diamonds, colours, coasts) stays in the game, which asks through callbacks:

- `shortest(start, cost)`: Dijkstra from a cell, `cost(cell, side, next)` the price of crossing from
  `cell` through its `side` into the placed cell `next` (None: no passage);
- `placements(cards, fits)`: every empty cell next to the board and every rotation where `fits`
  says a card may go (edge matching, a triangle to scout from);
- `components(linked)`: the groups of cells joined by `linked(cell, side, next)` (union-find).

Orientation. A card has four local edges clockwise, `top`, `right`, `bottom`, `left`; rotation `r`
(0..3, quarter turns clockwise) makes local edge `i` face board side `SIDES[(i + r) % 4]`, so the
card's bottom faces `SIDES[(2 + r) % 4]` (r = 0: upright, bottom to the south).

Every order is fixed: `cells()` in placing order, neighbours in `SIDES` order, Dijkstra's ties by
(distance, x, y) so equal paths are always resolved the same way; nothing here draws at random.
`copy()` is one dict copy (a `Placed` is an immutable tuple), cheap enough for a state's clone.
"""

from __future__ import annotations

import heapq
from collections.abc import Callable, Iterable, Iterator, Sequence
from typing import NamedTuple

Cell = tuple[int, int]
SIDES = ("north", "east", "south", "west")  # board sides, clockwise
LOCAL = ("top", "right", "bottom", "left")  # a card's own edges, clockwise
DELTA = {"north": (0, -1), "east": (1, 0), "south": (0, 1), "west": (-1, 0)}
OPPOSITE = {"north": "south", "east": "west", "south": "north", "west": "east"}
_SIDE_INDEX = {side: i for i, side in enumerate(SIDES)}
_LOCAL_INDEX = {edge: i for i, edge in enumerate(LOCAL)}


class Placed(NamedTuple):
    """What lies on a cell: the card (any hashable id the game uses) and its rotation (0..3)."""

    card: object
    rotation: int = 0


def side_of(local: str, rotation: int) -> str:
    """The board side a card's `local` edge faces when the card is turned by `rotation`."""
    return SIDES[(_LOCAL_INDEX[local] + rotation) % 4]


def local_of(side: str, rotation: int) -> str:
    """The card's local edge that faces board `side` when the card is turned by `rotation`."""
    return LOCAL[(_SIDE_INDEX[side] - rotation) % 4]


def rotation_facing(local: str, side: str) -> int:
    """The rotation that turns the card's `local` edge to face board `side`."""
    return (_SIDE_INDEX[side] - _LOCAL_INDEX[local]) % 4


def neighbour(cell: Cell, side: str) -> Cell:
    """The cell across `side` of `cell` (placed or not)."""
    dx, dy = DELTA[side]
    return cell[0] + dx, cell[1] + dy


class Paths(NamedTuple):
    """Dijkstra's answer: `dist[cell]` the cheapest cost from the start, `prev[cell]` the cell it is
    reached from on that path (absent for the start)."""

    start: Cell
    dist: dict
    prev: dict

    def path(self, to: Cell) -> list[Cell] | None:
        """The cells from the start to `to`, both included (None when `to` is unreachable)."""
        if to not in self.dist:
            return None
        cells = [to]
        while cells[-1] != self.start:
            cells.append(self.prev[cells[-1]])
        cells.reverse()
        return cells


Cost = Callable[[Cell, str, Cell], "int | None"]


class Board:
    """The placed cards, keyed by cell. Mutate with `place`, `remove`, `turn`; read with `at`,
    `cells`, `neighbours`; clone with `copy`."""

    __slots__ = ("_cells",)

    def __init__(self, placed: Iterable[tuple[Cell, Placed]] = ()) -> None:
        self._cells: dict[Cell, Placed] = {}
        for cell, item in placed:
            self.place(cell, item.card, item.rotation)

    def copy(self) -> Board:
        other = Board.__new__(Board)
        other._cells = self._cells.copy()
        return other

    def __len__(self) -> int:
        return len(self._cells)

    def __contains__(self, cell: object) -> bool:
        return cell in self._cells

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Board) and self._cells == other._cells

    def __repr__(self) -> str:
        return f"Board({list(self._cells.items())!r})"

    # -- changing the board ------------------------------------------------------------------
    def place(self, cell: Cell, card: object, rotation: int = 0) -> Placed:
        """Lay `card` on the empty `cell`, turned by `rotation` (taken modulo 4)."""
        if cell in self._cells:
            raise ValueError(f"cell {cell} already holds {self._cells[cell].card!r}")
        item = Placed(card, rotation % 4)
        self._cells[cell] = item
        return item

    def remove(self, cell: Cell) -> Placed:
        """Take the card off `cell` (an error if it is empty)."""
        return self._cells.pop(cell)

    def turn(self, cell: Cell, quarters: int) -> Placed:
        """Turn the card on `cell` by `quarters` clockwise quarter turns (negative: anticlockwise)."""
        item = self._cells[cell]
        item = self._cells[cell] = Placed(item.card, (item.rotation + quarters) % 4)
        return item

    # -- reading it --------------------------------------------------------------------------
    def at(self, cell: Cell) -> Placed | None:
        return self._cells.get(cell)

    def cells(self) -> list[Cell]:
        """The placed cells, in the order they were placed."""
        return list(self._cells)

    def items(self) -> list[tuple[Cell, Placed]]:
        return list(self._cells.items())

    def find(self, card: object) -> Cell | None:
        """The cell holding `card` (None when it is not on the board)."""
        for cell, item in self._cells.items():
            if item.card == card:
                return cell
        return None

    def neighbour(self, cell: Cell, side: str) -> Cell:
        return neighbour(cell, side)

    def neighbours(self, cell: Cell) -> Iterator[tuple[str, Cell]]:
        """The placed cells next to `cell`, as (side of `cell`, that cell), in `SIDES` order."""
        for side in SIDES:
            other = neighbour(cell, side)
            if other in self._cells:
                yield side, other

    def edge_side(self, cell: Cell, local: str) -> str:
        """The board side the local edge `local` of the card on `cell` faces."""
        return side_of(local, self._cells[cell].rotation)

    def local_edge(self, cell: Cell, side: str) -> str:
        """The local edge of the card on `cell` that faces board `side`."""
        return local_of(side, self._cells[cell].rotation)

    def frontier(self) -> list[Cell]:
        """The empty cells next to a placed one, sorted by (x, y) (an empty board: [(0, 0)])."""
        if not self._cells:
            return [(0, 0)]
        empty = {neighbour(cell, side) for cell in self._cells for side in SIDES}
        return sorted(empty - self._cells.keys())

    def bounds(self) -> tuple[int, int, int, int]:
        """(min x, min y, max x, max y) of the placed cells ((0, 0, 0, 0) when empty)."""
        if not self._cells:
            return 0, 0, 0, 0
        xs = [x for x, _ in self._cells]
        ys = [y for _, y in self._cells]
        return min(xs), min(ys), max(xs), max(ys)

    # -- what games ask of it ----------------------------------------------------------------
    def placements(self, cards: Sequence[object], fits: Callable[[Cell, object, int], bool],
                   cells: Iterable[Cell] | None = None) -> list[tuple[Cell, object, int]]:
        """Every (cell, card, rotation) where `fits(cell, card, rotation)` allows a card of `cards`:
        the cells of `cells` (default: the frontier) in the given order, then the cards in order,
        then rotations 0..3."""
        out: list[tuple[Cell, object, int]] = []
        for cell in self.frontier() if cells is None else cells:
            if cell in self._cells:
                continue
            for card in cards:
                out.extend((cell, card, r) for r in range(4) if fits(cell, card, r))
        return out

    def shortest(self, start: Cell, cost: Cost, targets: Iterable[Cell] = (),
                 limit: int | None = None) -> Paths:
        """Cheapest paths from `start` over placed cells (Dijkstra). `cost(cell, side, next)` is
        the price of one crossing (an int >= 0, None: no passage); cells dearer than `limit` are not
        reached; the search stops once every cell of `targets` (when given) is settled. Ties are
        settled in (distance, x, y) order and a cell keeps the first predecessor that reached it
        at its final distance, so equal paths always resolve the same way."""
        dist = {start: 0}
        prev: dict[Cell, Cell] = {}
        done: set[Cell] = set()
        wanted = set(targets)
        heap = [(0, start)]
        cells = self._cells
        while heap:
            d, cell = heapq.heappop(heap)
            if cell in done:
                continue
            done.add(cell)
            if wanted:
                wanted.discard(cell)
                if not wanted:
                    break
            for side in SIDES:
                dx, dy = DELTA[side]
                nxt = (cell[0] + dx, cell[1] + dy)
                if nxt not in cells or nxt in done:
                    continue
                step = cost(cell, side, nxt)
                if step is None:
                    continue
                nd = d + step
                if limit is not None and nd > limit:
                    continue
                old = dist.get(nxt)
                if old is None or nd < old:
                    dist[nxt] = nd
                    prev[nxt] = cell
                    heapq.heappush(heap, (nd, nxt))
        return Paths(start, {c: dist[c] for c in done}, prev)

    def components(self, linked: Callable[[Cell, str, Cell], bool]) -> list[list[Cell]]:
        """The groups of placed cells joined by `linked(cell, side, next)` (asked once per pair of
        neighbours, from the west or north one; union-find), each sorted, the groups by first cell."""
        parent = {cell: cell for cell in self._cells}

        def root(cell: Cell) -> Cell:
            while parent[cell] != cell:
                parent[cell] = parent[parent[cell]]
                cell = parent[cell]
            return cell

        for cell in self._cells:
            for side in ("east", "south"):
                nxt = neighbour(cell, side)
                if nxt in parent and linked(cell, side, nxt):
                    a, b = root(cell), root(nxt)
                    if a != b:
                        parent[max(a, b)] = min(a, b)
        groups: dict[Cell, list[Cell]] = {}
        for cell in self._cells:
            groups.setdefault(root(cell), []).append(cell)
        return sorted(sorted(group) for group in groups.values())

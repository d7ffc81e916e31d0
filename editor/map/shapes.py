"""Sets of fields the tools work on: lines, flood fills, rectangles, translations, mirror images.

Hex boards are flat-topped with odd columns shifted half a field down
("odd-q", `engine/content/geometry.py`). Lines and translations go through
cube coordinates so a shape keeps its form wherever it is moved or pasted
(moving an odd number of columns in plain [column, row] terms would bend it).

Symmetric painting (`mirror_images`) maps a field to its images on a board of
``width`` x ``height`` fields; every mapping is an exact symmetry of the grid,
so neighbours stay neighbours and starting positions are really equal:

- square grids: horizontal ``(W-1-c, r)``, vertical ``(c, H-1-r)``, point ``(W-1-c, H-1-r)``.
- hex, horizontal (left-right): ``(W-1-c, r)`` when the width is odd (the mirror axis runs through
  the centre column). With an even width no mirror line of the hex grid runs through the board's
  centre, so the image is the mirror across the column left of the centre moved one column
  north-east: ``(W-1-c, r-1)`` for even ``c``, ``(W-1-c, r)`` for odd ``c`` - every image sits half
  a field higher than an exact mirror would, the same for all fields.
- hex, vertical (top-bottom): the mirror line is the centre row of the even columns:
  ``(c, H-1-r)`` for even ``c``, ``(c, H-2-r)`` for odd ``c`` (odd columns are shifted down).
- point: the vertical image of the horizontal image (a half turn around the board's centre).
- both: the field, its horizontal, vertical and point images.

Images that fall outside the board are dropped.
"""

from __future__ import annotations

from collections import deque
from collections.abc import Iterable

from editor.board.hexes import from_cube, round_cube, to_cube
from engine.content.geometry import neighbours

from .board import Board, Coord

SYMMETRIES = ("none", "horizontal", "vertical", "both", "point")


def distance(grid: str, a: Coord, b: Coord) -> int:
    if grid == "square":
        return abs(a[0] - b[0]) + abs(a[1] - b[1])
    ca, cb = to_cube(a), to_cube(b)
    return max(abs(ca[i] - cb[i]) for i in range(3))


def line(grid: str, a: Coord, b: Coord) -> list[Coord]:
    """The fields from ``a`` to ``b`` without gaps (a fast mouse move still paints a closed stroke)."""
    if a == b:
        return [a]
    if grid == "square":
        steps = max(abs(a[0] - b[0]), abs(a[1] - b[1]))
        points = [(round(a[0] + (b[0] - a[0]) * i / steps), round(a[1] + (b[1] - a[1]) * i / steps)) for i in range(steps + 1)]
        walk = [points[0]]
        for point in points[1:]:  # square fields touch on four sides only: turn a diagonal step into two
            if point[0] != walk[-1][0] and point[1] != walk[-1][1]:
                walk.append((point[0], walk[-1][1]))
            walk.append(point)
        return _dedupe(walk)
    ca, cb = to_cube(a), to_cube(b)
    steps = distance(grid, a, b)
    eps = (1e-6, 2e-6, -3e-6)  # nudge off ties so the line does not wobble between two fields
    return _dedupe([from_cube(round_cube(*(ca[k] + eps[k] + (cb[k] - ca[k]) * i / steps for k in range(3))))
                    for i in range(steps + 1)])


def translate(grid: str, coord: Coord, origin: Coord, target: Coord) -> Coord:
    """``coord`` moved the way ``origin`` moves to ``target``, keeping hex shapes intact."""
    if grid == "square":
        return (coord[0] + target[0] - origin[0], coord[1] + target[1] - origin[1])
    c, o, t = to_cube(coord), to_cube(origin), to_cube(target)
    return from_cube((c[0] + t[0] - o[0], c[1] + t[1] - o[1], c[2] + t[2] - o[2]))


# -- tool shapes ---------------------------------------------------------------------
def flood(board: Board, start: Coord) -> set[Coord]:
    """The fields of the same code connected to ``start`` (through the grid's neighbours)."""
    if not board.inside(start):
        return set()
    code = board.code(start)
    region = {start}
    queue = deque([start])
    while queue:
        current = queue.popleft()
        for _, other in neighbours(board.grid, current):
            if other not in region and board.inside(other) and board.code(other) == code:
                region.add(other)
                queue.append(other)
    return region


def rectangle(board: Board, a: Coord, b: Coord) -> set[Coord]:
    """The fields whose [column, row] lie between the two corners (clipped to the board)."""
    columns = range(max(min(a[0], b[0]), 0), min(max(a[0], b[0]), board.width - 1) + 1)
    rows = range(max(min(a[1], b[1]), 0), min(max(a[1], b[1]), board.height - 1) + 1)
    return {(c, r) for r in rows for c in columns}


# -- symmetry ----------------------------------------------------------------------
def _horizontal(grid: str, coord: Coord, width: int) -> Coord:
    column, row = coord
    if grid == "square" or width % 2:
        return (width - 1 - column, row)
    return (width - 1 - column, row - (0 if column % 2 else 1))


def _vertical(grid: str, coord: Coord, height: int) -> Coord:
    column, row = coord
    if grid == "square" or column % 2 == 0:
        return (column, height - 1 - row)
    return (column, height - 2 - row)


def mirror_images(grid: str, coord: Coord, mode: str, width: int, height: int) -> list[Coord]:
    """The field and its images under the symmetric mode, inside the board, without repeats."""
    images = [coord]
    if mode in ("horizontal", "both"):
        images.append(_horizontal(grid, coord, width))
    if mode in ("vertical", "both"):
        images.append(_vertical(grid, coord, height))
    if mode in ("point", "both"):
        images.append(_vertical(grid, _horizontal(grid, coord, width), height))
    return _dedupe([c for c in images if 0 <= c[0] < width and 0 <= c[1] < height])


def mirrored(grid: str, fields: Iterable[Coord], mode: str, width: int, height: int) -> list[Coord]:
    result: list[Coord] = []
    for coord in fields:
        result.extend(mirror_images(grid, coord, mode, width, height))
    return _dedupe(result)


def _dedupe(coords: Iterable[Coord]) -> list[Coord]:
    return list(dict.fromkeys(coords))

"""Map geometry: grids, neighbours and map rows read with a ruleset's field codes.

Hex maps use flat-topped fields in columns, odd columns shifted half a field
down ("odd-q"). Directions are numbered 1 to 6 clockwise from north (a ruleset
may use the same numbering as a compass rose for its own rules). Square maps
have four directions, 1 to 4 clockwise from north.

Which one-letter codes a map row may hold, and what each means, is the ruleset's
(`Ruleset.field_codes`): `parse_rows` is handed them and names no game's codes.
"""

from __future__ import annotations

from dataclasses import dataclass
from collections.abc import Iterator, Mapping

Coord = tuple[int, int]  # (column, row)

EMPTY = "empty"  # the kind of a field off the board: a map row's padding, never in `Grid.fields`

_HEX_EVEN = {1: (0, -1), 2: (1, -1), 3: (1, 0), 4: (0, 1), 5: (-1, 0), 6: (-1, -1)}
_HEX_ODD = {1: (0, -1), 2: (1, 0), 3: (1, 1), 4: (0, 1), 5: (-1, 1), 6: (-1, 0)}
_SQUARE = {1: (0, -1), 2: (1, 0), 3: (0, 1), 4: (-1, 0)}

DIRECTION_NAMES = {
    "hex": {1: "north", 2: "north-east", 3: "south-east", 4: "south", 5: "south-west", 6: "north-west"},
    "square": {1: "north", 2: "east", 3: "south", 4: "west"},
}


def directions(grid: str) -> tuple[int, ...]:
    return tuple(_SQUARE) if grid == "square" else tuple(_HEX_EVEN)


def neighbour(grid: str, coord: Coord, direction: int) -> Coord:
    column, row = coord
    if grid == "square":
        dc, dr = _SQUARE[direction]
    else:
        dc, dr = (_HEX_ODD if column % 2 else _HEX_EVEN)[direction]
    return (column + dc, row + dr)


def neighbours(grid: str, coord: Coord) -> Iterator[tuple[int, Coord]]:
    for direction in directions(grid):
        yield direction, neighbour(grid, coord, direction)


@dataclass(frozen=True, slots=True)
class RowProblem:
    row: int
    token: int  # index of the field in the row, or -1 for the whole row
    message: str
    hint: str
    code: str


@dataclass(frozen=True, slots=True)
class Grid:
    """The fields of a map as parsed from its text rows."""

    grid: str
    width: int
    height: int
    fields: dict[Coord, str]  # every non-empty field -> kind name

    def kind(self, coord: Coord) -> str:
        return self.fields.get(coord, EMPTY)

    def inside(self, coord: Coord) -> bool:
        return 0 <= coord[0] < self.width and 0 <= coord[1] < self.height

    def adjacent(self, coord: Coord) -> Iterator[tuple[int, Coord]]:
        for direction, other in neighbours(self.grid, coord):
            if other in self.fields:
                yield direction, other


def parse_rows(rows: list[str], codes: Mapping[str, str], grid: str = "hex") -> tuple[Grid, list[RowProblem]]:
    """Parse map rows written with a ruleset's field `codes` (code -> kind; the kind "empty" is off the
    board); every problem names its row and the field within it."""
    padding = next((code for code, kind in codes.items() if kind == EMPTY), "")
    problems: list[RowProblem] = []
    fields: dict[Coord, str] = {}
    widths: list[int] = []
    for row_index, row in enumerate(rows):
        tokens = row.split(" ")
        if any(token == "" for token in tokens):
            problems.append(RowProblem(row_index, -1, "fields in a row are separated by exactly one space",
                                       "Write the row as single characters with one space between them, e.g. \". s g g .\".",
                                       "map/row-format"))
            tokens = [t for t in tokens if t]
        widths.append(len(tokens))
        for column, token in enumerate(tokens):
            kind = codes.get(token)
            if kind is None:
                problems.append(RowProblem(row_index, column, f"'{token}' is not a field code",
                                           "Field codes: " + ", ".join(f"'{c}' {k}" for c, k in codes.items()) + ".",
                                           "map/unknown-field-code"))
                continue
            if kind != EMPTY:
                fields[(column, row_index)] = kind
    width = max(widths, default=0)
    if widths:
        expected = max(set(widths), key=widths.count)  # the most common width is the intended one
        for row_index, count in enumerate(widths):
            if count != expected:
                problems.append(RowProblem(row_index, -1, f"this row has {count} fields; the other rows have {expected}",
                                           "Every row of the map has the same number of fields"
                                           + (f"; pad with '{padding}' for water." if padding else "."),
                                           "map/ragged-row"))
    return Grid(grid, width, len(rows), fields), problems

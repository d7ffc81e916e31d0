"""The square board of Island Clash: fields, their four neighbours, the coast, and who can reach what.

A field is `(column, row)` from 0 at the north-west. Moves go north, east, south or west, never
diagonally. Water is every field off the board and every '.' field on it; a field next to water is
on the coast, and a water card moves units from one coastal field to another.
"""

from __future__ import annotations

from collections import deque

from engine.core.maps import FieldKind, MapRows, Marker

WATER = "."
START = "S"
CAPTURE = "C"
RANDOM = "?"
#: map code -> tile icon (the fields a resource card of that icon recruits on)
ICON_CODES = {"a": "arrow", "r": "road", "w": "water"}
CODE_OF_ICON = {icon: code for code, icon in ICON_CODES.items()}
#: the one-letter field codes of the map, for the schema, the map designer and the docs
FIELD_CODES = {".": "water", "S": "start area", "C": "capture area", "a": "arrow tile", "r": "road tile",
               "w": "water tile", "?": "random tile"}
#: the field codes as the map designer paints them (the colours of the board painter it replaced)
FIELD_KINDS = (
    FieldKind(".", "water", "Water", "#3f7fc0", "", "water", "Water: no unit stands here; the coast is beside it"),
    FieldKind("S", "start", "Start area", "#f2dc74", "S", "land", "A seat's start area: its units begin here"),
    FieldKind("C", "capture", "Capture area", "#b978c9", "C", "land",
              "A capture area: units here at the end win the game"),
    FieldKind("a", "arrow", "Arrow tile", "#c9a25b", "A", "land", "An arrow tile: arrow resource cards recruit here"),
    FieldKind("r", "road", "Road tile", "#a7a39a", "R", "land", "A road tile: road resource cards recruit here"),
    FieldKind("w", "water-tile", "Water tile", "#7fb6d8", "W", "land", "A water tile: water resource cards recruit here"),
    FieldKind("?", "random", "Random tile", "#9b9b9b", "?", "land", "A random tile: drawn from the adventure's random tiles"),
)
#: where an adventure keeps its map: `board/map`, one string a row, one letter a field; the seats'
#: start areas stand on fields of code S; a larger board grows with random tiles
MAP_ROWS = MapRows("/board/map", "", blank=WATER, grow=RANDOM,
                   markers=(Marker("/seats", "start", "colour", START, "Start"),))
STEPS = ((0, -1), (1, 0), (0, 1), (-1, 0))  # north, east, south, west


def parse_map(rows) -> tuple[int, int, dict[tuple[int, int], str]]:
    """(width, height, field -> code) of a map's rows; the width is the longest row's."""
    width = max((len(r) for r in rows), default=0)
    codes = {(col, row): code for row, text in enumerate(rows) for col, code in enumerate(text)}
    return width, len(rows), codes


def neighbours(field, width: int, height: int) -> list[tuple[int, int]]:
    """The fields north, east, south and west of `field` that lie on a `width` x `height` grid."""
    col, row = field
    return [(col + dc, row + dr) for dc, dr in STEPS if 0 <= col + dc < width and 0 <= row + dr < height]


def is_land(code: str | None) -> bool:
    return code is not None and code != WATER


def coastal(codes: dict, width: int, height: int) -> frozenset:
    """The land fields next to water: on the edge of the grid or beside a '.' field."""
    out = set()
    for field, code in codes.items():
        if not is_land(code):
            continue
        around = neighbours(field, width, height)
        if len(around) < 4 or any(not is_land(codes.get(n)) for n in around):
            out.add(field)
    return frozenset(out)


def reachable(codes: dict, width: int, height: int, start, *, blocked=frozenset(), by_water: bool = True) -> set:
    """The land fields units from `start` can reach by moves (and by water cards between coastal fields).

    `blocked` fields (the other seats' start areas) are never entered.
    """
    coast = coastal(codes, width, height) - set(blocked) if by_water else frozenset()
    seen = {start}
    queue = deque([start])
    while queue:
        field = queue.popleft()
        nexts = [n for n in neighbours(field, width, height) if is_land(codes.get(n))]
        if field in coast:
            nexts += list(coast)
        for n in nexts:
            if n not in seen and n not in blocked:
                seen.add(n)
                queue.append(n)
    return seen

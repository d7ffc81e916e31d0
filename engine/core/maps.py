"""What the map designer needs to know of a ruleset's board, as data: its field kinds and where its map is written.

A ruleset describes each one-letter field code of its map as a `FieldKind` (its name, colour, icon
and whether it is land, water or nothing at all), and where an adventure keeps its map rows with a
`MapRows` (the pointer of the list of rows, how the codes of a row are separated, which entries
elsewhere in the adventure stand on a field). The generic map designer (`editor/map`), the
playtest board's shared drawing (`editor/board`) and the map image of exports read these through
`engine.core.ruleset.Ruleset.field_kinds` and `Ruleset.map_rows`; no generic code names a
ruleset's codes or pointers.

Plain data and pure functions over a document's plain values (dicts, lists, strings), no Qt.
A one-field change is one changed row: `MapRows.write` returns `{row pointer: new row text}` for
only the rows that change, which the editor writes as one undo command (one line of the YAML).
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from typing import Any

Coord = tuple[int, int]  # (column, row), from 0 at the north-west

TERRAINS = ("land", "water", "empty")  # what a field kind is on the board (see `FieldKind.terrain`)
NAMED_ICONS = ("anchor",)  # icons the board draws as shapes; any other `icon` is a glyph written on the field


@dataclass(frozen=True, slots=True)
class FieldKind:
    """One field code of a ruleset's map, as the map designer paints it and its legend explains it.

    code: the code in the map's rows ("g", "S", "?"); kind: a short identifier for tools and
    actions ("green", "start"); name: what people read ("Green", "Start area"); colour: the
    field's fill as #rrggbb ("" : not filled, only a dotted outline: water off the board);
    icon: a named icon (`NAMED_ICONS`) or a short glyph written on the field ("" : none);
    terrain: "land" (figures stand on it), "water" (a sea or water field of the board) or
    "empty" (nothing: off the board); meaning: one sentence for the legend and tooltips.
    """

    code: str
    kind: str
    name: str
    colour: str
    icon: str = ""
    terrain: str = "land"
    meaning: str = ""

    @property
    def land(self) -> bool:
        return self.terrain == "land"


# The fills of field kinds a ruleset does not colour itself (`kinds_from_codes`), in code order.
DEFAULT_COLOURS = ("#6aae55", "#e6c64f", "#c9553e", "#8653b5", "#8b7560", "#a7a39a", "#c9a25b", "#7fb6d8")
UNKNOWN_COLOUR = "#ff3dcb"  # a code that is no field code of the ruleset


def kinds_from_codes(codes: Mapping[str, str]) -> tuple[FieldKind, ...]:
    """Field kinds for a ruleset that gives only `field_codes` (code -> name): "." is empty water,
    the others land in the default colours, each code its own glyph."""
    kinds, colours = [], iter(DEFAULT_COLOURS * (1 + len(codes) // len(DEFAULT_COLOURS)))
    for code, name in codes.items():
        if code == ".":
            kinds.append(FieldKind(code, "empty", str(name).capitalize(), "", terrain="empty"))
        else:
            kinds.append(FieldKind(code, str(name).replace(" ", "-"), str(name).capitalize(), next(colours), code))
    return tuple(kinds)


@dataclass(frozen=True, slots=True)
class Marker:
    """Entries of an adventure that each stand on one field, one per item of a list: a seat's start
    area (`/seats`, key `start`, named by `colour`, on fields of code `S`).

    `code`: the field code the field under a marker has (placing the marker paints it; "" : none).
    """

    list_pointer: str
    key: str
    label_key: str
    code: str = ""
    title: str = "Place"  # the tool's verb ("Start" -> "Start: red")


@dataclass(frozen=True, slots=True)
class MapRows:
    """Where an adventure keeps its map and how one row is written.

    pointer: the list of rows (`/map/rows`); separator: between the codes of a row (" " : "s g g",
    "" : "Sra?wS"); grid_pointer: where an adventure may choose its grid ("" : always the ruleset's);
    blank: the code of nothing (what the eraser paints and what lies past a short row);
    grow: the code of the fields a larger board adds; markers: entries standing on fields.
    """

    pointer: str = "/map/rows"
    separator: str = " "
    grid_pointer: str = ""
    blank: str = "."
    grow: str = "."
    markers: tuple[Marker, ...] = ()

    # -- reading ---------------------------------------------------------------------------
    def grid(self, value_of, default: str) -> str:
        """The grid of a document ("hex" or "square"): its `grid_pointer`'s value, else the ruleset's."""
        named = value_of(self.grid_pointer, None) if self.grid_pointer else None
        return named if named in ("hex", "square") else default

    def texts(self, value_of) -> list[str]:
        """The rows as written ("" for a row that is no text)."""
        rows = value_of(self.pointer, [])
        return [r if isinstance(r, str) else "" for r in rows] if isinstance(rows, list) else []

    def split(self, text: Any) -> list[str]:
        """The codes of one row as written."""
        if not isinstance(text, str):
            return []
        if not self.separator:
            return list(text)
        return text.split() if self.separator.isspace() else text.split(self.separator)

    def join(self, codes: Iterable[str]) -> str:
        return self.separator.join(codes)

    def row_pointer(self, row: int) -> str:
        return f"{self.pointer}/{row}"

    def row_of(self, pointer: str) -> int | None:
        """The row a pointer names (`/map/rows/3` -> 3), None for any other pointer."""
        head = self.pointer + "/"
        if pointer.startswith(head) and pointer[len(head):].isdigit():
            return int(pointer[len(head):])
        return None

    # -- writing ---------------------------------------------------------------------------
    def write(self, rows: list[list[str]], texts: list[str], codes: Mapping[Coord, str]) -> dict[str, str]:
        """The rows that change when fields get new codes: `{row pointer: text}`; a field past the end
        of its row pads the row with `blank`; rows outside the map are ignored. One field, one row."""
        by_row: dict[int, dict[int, str]] = {}
        for (column, row), code in codes.items():
            if 0 <= row < len(rows) and column >= 0:
                by_row.setdefault(row, {})[column] = code
        changes: dict[str, str] = {}
        for row, columns in sorted(by_row.items()):
            tokens = list(rows[row])
            if all((tokens[c] if c < len(tokens) else self.blank) == code for c, code in columns.items()):
                continue
            tokens += [self.blank] * (max(columns) + 1 - len(tokens))
            for column, code in columns.items():
                tokens[column] = code
            text = self.join(tokens)
            if text != texts[row]:
                changes[self.row_pointer(row)] = text
        return changes

    # -- markers ---------------------------------------------------------------------------
    def marker_places(self, value_of) -> list[tuple[Marker, int, str, Coord | None]]:
        """Every marker entry: (marker, index in its list, its label, its field or None when unreadable)."""
        out = []
        for marker in self.markers:
            items = value_of(marker.list_pointer, [])
            for index, item in enumerate(items if isinstance(items, list) else []):
                entry = item if isinstance(item, dict) else {}
                label = str(entry.get(marker.label_key, index + 1))
                out.append((marker, index, label, coord_of(entry.get(marker.key))))
        return out


def coord_of(value: Any) -> Coord | None:
    """`[column, row]` as written in a document, or None when it is not two whole numbers (a YAML
    round trip may hand ints as int subclasses that keep their formatting; a bool is no number)."""
    if isinstance(value, (list, tuple)) and len(value) == 2 and \
            all(isinstance(v, int) and not isinstance(v, bool) for v in value):
        return (int(value[0]), int(value[1]))
    return None

"""The map as the designer sees it: field codes, areas, links, tokens and markers read from a document.

Plain Python, no Qt. A `Board` is a cache of the document, never the truth:
the view refreshes it from the pointers of the document's `changed` signal
(one row, the areas, the links...) and repaints only the fields that changed.

What the codes mean and where the rows are written is the document's ruleset's
(`Ruleset.map_kinds()`, `Ruleset.map_rows`, `engine.core.maps`): the board reads any ruleset's
map, hex or square, and `row_changes` writes a field back as one changed row.
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass, field
from typing import Any
from collections.abc import Iterable

from editor.board.hexes import Coord
from engine.core import ruleset as rulesets
from engine.core.errors import EngineError
from engine.core.maps import FieldKind, MapRows, Marker
from engine.core.maps import coord_of as coord_of

def ruleset_of(document) -> rulesets.Ruleset:
    """The ruleset a document names (`ruleset:`), the default one when it names none or one not installed
    (the document's diagnostics say so; the designer still shows the map)."""
    named = document.value("/ruleset", None) if document is not None else None
    try:
        return rulesets.get(named if isinstance(named, str) and named else None)
    except EngineError:
        return rulesets.get(None)


@dataclass(frozen=True, slots=True)
class Link:
    index: int
    a: Coord
    b: Coord
    name: str


@dataclass(frozen=True, slots=True)
class Token:
    index: int
    at: Coord
    task: str


@dataclass(frozen=True, slots=True)
class Placed:
    """A marker entry on the board (a seat's start area): its marker, index in its list, label and field."""

    marker: Marker
    index: int
    label: str
    at: Coord | None

    @property
    def pointer(self) -> str:
        return f"{self.marker.list_pointer}/{self.index}/{self.marker.key}"


def _default_rows() -> MapRows:
    return rulesets.get(None).map_rows


def _default_kinds() -> dict[str, FieldKind]:
    return {k.code: k for k in rulesets.get(None).map_kinds()}


@dataclass
class Board:
    grid: str = "hex"
    format: MapRows = field(default_factory=_default_rows)  # where the rows are and how one is written
    field_kinds: dict[str, FieldKind] = field(default_factory=_default_kinds)  # code -> kind, palette order
    ruleset_grid: str = "hex"  # the grid when the document names none
    texts: list[str] = field(default_factory=list)  # the rows as written
    codes: list[list[str]] = field(default_factory=list)  # codes[row][column]
    width: int = 0
    areas: dict[Coord, int] = field(default_factory=dict)  # field -> index of its (first) areas entry
    faces: dict[Coord, tuple] = field(default_factory=dict)  # field -> what the board shows of its entry
    entries: list[dict] = field(default_factory=list)  # the areas entries (document nodes, read only)
    links: list[Link] = field(default_factory=list)
    tokens: list[Token] = field(default_factory=list)
    markers: list[Placed] = field(default_factory=list)
    counts: Counter = field(default_factory=Counter)  # fields per code, kept up to date row by row

    # -- reading ------------------------------------------------------------------------
    @classmethod
    def from_document(cls, document) -> Board:
        """The board of a document (or any object with `value(pointer, default)`), read the way its ruleset writes maps."""
        ruleset = ruleset_of(document)
        board = cls(format=ruleset.map_rows, field_kinds={k.code: k for k in ruleset.map_kinds()},
                     ruleset_grid=ruleset.grid)
        board.read_all(document)
        return board

    @property
    def blank(self) -> str:
        """The code of nothing: what the eraser paints and what lies past a short row."""
        return self.format.blank

    @property
    def rows_pointer(self) -> str:
        return self.format.pointer

    def read_all(self, document) -> None:
        self.grid = self.format.grid(document.value, self.ruleset_grid)
        self.texts = self.format.texts(document.value)
        self.codes = [self.format.split(t) for t in self.texts]
        self.counts = Counter(code for row in self.codes for code in row)
        self.width = max((len(c) for c in self.codes), default=0)
        self.read_areas(document)
        self.read_links(document)
        self.read_tokens(document)
        self.read_markers(document)

    def read_row(self, row: int, text: Any) -> set[Coord]:
        """Take a new text for one row; returns the fields whose code changed."""
        text = text if isinstance(text, str) else ""
        old = self.codes[row]
        new = self.format.split(text)
        self.texts[row], self.codes[row] = text, new
        self.counts.subtract(old)
        self.counts.update(new)
        width = max((len(c) for c in self.codes), default=0)
        if width != self.width:
            self.width = width
        blank = self.blank
        return {(c, row) for c in range(max(len(old), len(new)))
                if (old[c] if c < len(old) else blank) != (new[c] if c < len(new) else blank)}

    def read_areas(self, document) -> set[Coord]:
        """Read the areas entries; returns the fields whose description changed."""
        entries = document.value("/map/areas", [])
        entries = entries if isinstance(entries, list) else []
        before = self.faces
        self.entries = [e if isinstance(e, dict) else {} for e in entries]
        self.areas = {}
        for index, entry in enumerate(self.entries):
            at = coord_of(entry.get("at"))
            if at is not None:
                self.areas.setdefault(at, index)
        after = self.faces = {c: _area_face(self.entries[i]) for c, i in self.areas.items()}
        return {c for c in set(before) | set(after) if before.get(c) != after.get(c)}

    def read_links(self, document) -> None:
        self.links = []
        for index, link in enumerate(_list(document.value("/map/links", []))):
            ends = link.get("between") if isinstance(link, dict) else None
            if isinstance(ends, list) and len(ends) == 2:
                a, b = coord_of(ends[0]), coord_of(ends[1])
                if a is not None and b is not None:
                    self.links.append(Link(index, a, b, str(link.get("name") or "")))

    def read_tokens(self, document) -> None:
        self.tokens = []
        for index, token in enumerate(_list(document.value("/setup/progress_tokens", []))):
            at = coord_of(token.get("at")) if isinstance(token, dict) else None
            if at is not None:
                self.tokens.append(Token(index, at, str(token.get("task") or "")))

    def read_markers(self, document) -> set[Coord]:
        """Read the marker entries (seats' start areas); returns the fields whose markers changed."""
        before = {p.at for p in self.markers}
        self.markers = [Placed(m, i, label, at) for m, i, label, at in self.format.marker_places(document.value)]
        return (before | {p.at for p in self.markers}) - {None}

    def marker_at(self, coord: Coord) -> Placed | None:
        return next((p for p in self.markers if p.at == coord), None)

    # -- looking things up -----------------------------------------------------------------
    @property
    def height(self) -> int:
        return len(self.codes)

    def inside(self, coord: Coord) -> bool:
        return 0 <= coord[0] < self.width and 0 <= coord[1] < self.height

    def code(self, coord: Coord) -> str:
        column, row = coord
        if 0 <= row < len(self.codes) and 0 <= column < len(self.codes[row]):
            return self.codes[row][column]
        return self.blank

    def kind(self, coord: Coord) -> str:
        """The field's kind (`FieldKind.kind`); 'unknown' for a code that is not a field code."""
        found = self.field_kinds.get(self.code(coord))
        return found.kind if found is not None else "unknown"

    def field_kind(self, coord: Coord) -> FieldKind | None:
        return self.field_kinds.get(self.code(coord))

    def kind_named(self, kind: str) -> FieldKind | None:
        """The field kind with this identifier (None: the ruleset has no such kind)."""
        return next((k for k in self.field_kinds.values() if k.kind == kind), None)

    def terrain(self, coord: Coord) -> str:
        """"land", "water" or "empty" ("unknown" for a code that is no field code)."""
        found = self.field_kind(coord)
        return found.terrain if found is not None else "unknown"

    def entry(self, coord: Coord) -> dict | None:
        index = self.areas.get(coord)
        return self.entries[index] if index is not None else None

    def name(self, coord: Coord) -> str:
        entry = self.entry(coord)
        name = entry.get("name") if entry else None
        return name if isinstance(name, str) else ""

    def landing(self, coord: Coord) -> bool:
        entry = self.entry(coord)
        return not (entry and entry.get("landing") is False)

    def fields(self) -> Iterable[Coord]:
        for row, codes in enumerate(self.codes):
            for column in range(len(codes)):
                yield (column, row)

    def describe(self, coord: Coord) -> str:
        """The status-bar text of a field: "[4, 3] yellow · Sunken Stair"."""
        found = self.field_kind(coord)
        # a kind's own word where its name starts with it ("adventure" for "Adventure area"), else its name
        what = "unknown" if found is None else found.kind if found.name.lower().startswith(found.kind) else found.name.lower()
        text = f"[{coord[0]}, {coord[1]}] {what if self.inside(coord) else 'outside the board'}"
        if self.kind(coord) == "unknown":
            text += f" ('{self.code(coord)}')"
        name = self.name(coord)
        if name:
            text += f" · {name}"
        elif self.entry(coord) and self.entry(coord).get("id"):
            text += f" · {self.entry(coord)['id']}"
        if self.kind(coord) == "sea" and not self.landing(coord):
            text += " · no landing"
        placed = self.marker_at(coord)
        if placed is not None:
            text += f" · {placed.marker.title.lower()} of {placed.label}"
        return text

    # -- writing ---------------------------------------------------------------------
    def row_changes(self, codes: dict[Coord, str]) -> dict[str, str]:
        """The row texts that change when the fields get the given codes (rows outside are ignored).

        Only rows that really change are returned: one painted field is one changed line of YAML.
        """
        inside = {c: code for c, code in codes.items() if 0 <= c[1] < self.height and 0 <= c[0] < self.width}
        return self.format.write(self.codes, self.texts, inside)

    def code_of(self, kind: str) -> str:
        """The code of a field kind (`FieldKind.kind`) of this board's ruleset."""
        found = self.kind_named(kind)
        if found is None:
            raise KeyError(kind)
        return found.code


def _list(value: Any) -> list:
    return value if isinstance(value, list) else []


def _area_face(entry: dict) -> tuple:
    """What of an entry the board shows; a change here repaints its field."""
    tile = entry.get("tile") if isinstance(entry.get("tile"), dict) else {}
    return (str(entry.get("name") or ""), str(entry.get("id") or ""), entry.get("landing") is False,
            bool(entry.get("rules")), str(tile.get("value", "")), str(tile.get("value_colour", "")))

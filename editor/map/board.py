"""The map as the designer sees it: field codes, areas, links and tokens read from a document.

Plain Python, no Qt. A `Board` is a cache of the document, never the truth:
the view refreshes it from the pointers of the document's `changed` signal
(one row, the areas, the links...) and repaints only the fields that changed.
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass, field
from typing import Any
from collections.abc import Iterable

from editor.board.hexes import Coord
from engine.content.geometry import CODE_OF_KIND, FIELD_CODES

KINDS = ("sea", "green", "yellow", "red", "adventure", "fixed", "empty")  # the order of the 1..7 shortcuts


def coord_of(value: Any) -> Coord | None:
    """``[column, row]`` from the document, or None when it is not two whole numbers."""
    if isinstance(value, (list, tuple)) and len(value) == 2 and all(type(v) is int for v in value):
        return (value[0], value[1])
    return None


def split_row(text: Any) -> list[str]:
    return text.split() if isinstance(text, str) else []


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


@dataclass
class Board:
    grid: str = "hex"
    texts: list[str] = field(default_factory=list)  # the rows as written
    codes: list[list[str]] = field(default_factory=list)  # codes[row][column]
    width: int = 0
    areas: dict[Coord, int] = field(default_factory=dict)  # field -> index of its (first) areas entry
    faces: dict[Coord, tuple] = field(default_factory=dict)  # field -> what the board shows of its entry
    entries: list[dict] = field(default_factory=list)  # the areas entries (document nodes, read only)
    links: list[Link] = field(default_factory=list)
    tokens: list[Token] = field(default_factory=list)
    counts: Counter = field(default_factory=Counter)  # fields per code, kept up to date row by row

    # -- reading ------------------------------------------------------------------------
    @classmethod
    def from_document(cls, document) -> Board:
        board = cls()
        board.read_all(document)
        return board

    def read_all(self, document) -> None:
        grid = document.value("/map/grid", "hex")
        self.grid = "square" if grid == "square" else "hex"
        rows = document.value("/map/rows", [])
        self.texts = [r if isinstance(r, str) else "" for r in rows] if isinstance(rows, list) else []
        self.codes = [split_row(t) for t in self.texts]
        self.counts = Counter(code for row in self.codes for code in row)
        self.width = max((len(c) for c in self.codes), default=0)
        self.read_areas(document)
        self.read_links(document)
        self.read_tokens(document)

    def read_row(self, row: int, text: Any) -> set[Coord]:
        """Take a new text for one row; returns the fields whose code changed."""
        text = text if isinstance(text, str) else ""
        old = self.codes[row]
        new = split_row(text)
        self.texts[row], self.codes[row] = text, new
        self.counts.subtract(old)
        self.counts.update(new)
        width = max((len(c) for c in self.codes), default=0)
        if width != self.width:
            self.width = width
        return {(c, row) for c in range(max(len(old), len(new)))
                if (old[c] if c < len(old) else ".") != (new[c] if c < len(new) else ".")}

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
        return "."

    def kind(self, coord: Coord) -> str:
        """The field's kind name; 'unknown' for a code that is not a field code."""
        return FIELD_CODES.get(self.code(coord), "unknown")

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
        text = f"[{coord[0]}, {coord[1]}] {self.kind(coord) if self.inside(coord) else 'outside the board'}"
        if self.kind(coord) == "unknown":
            text += f" ('{self.code(coord)}')"
        name = self.name(coord)
        if name:
            text += f" · {name}"
        elif self.entry(coord) and self.entry(coord).get("id"):
            text += f" · {self.entry(coord)['id']}"
        if self.kind(coord) == "sea" and not self.landing(coord):
            text += " · no landing"
        return text

    # -- writing ---------------------------------------------------------------------
    def row_changes(self, codes: dict[Coord, str]) -> dict[str, str]:
        """The row texts that change when the fields get the given codes (rows outside are ignored).

        Only rows that really change are returned: one painted field is one changed line of YAML.
        """
        by_row: dict[int, dict[int, str]] = {}
        for (column, row), code in codes.items():
            if 0 <= row < self.height and 0 <= column < self.width:
                by_row.setdefault(row, {})[column] = code
        changes: dict[str, str] = {}
        for row, columns in sorted(by_row.items()):
            tokens = list(self.codes[row])
            if all((tokens[c] if c < len(tokens) else ".") == code for c, code in columns.items()):
                continue
            tokens += ["."] * (max(columns) + 1 - len(tokens))
            for column, code in columns.items():
                tokens[column] = code
            text = " ".join(tokens)
            if text != self.texts[row]:
                changes[f"/map/rows/{row}"] = text
        return changes


def code_of(kind: str) -> str:
    return CODE_OF_KIND[kind]


def _list(value: Any) -> list:
    return value if isinstance(value, list) else []


def _area_face(entry: dict) -> tuple:
    """What of an entry the board shows; a change here repaints its field."""
    tile = entry.get("tile") if isinstance(entry.get("tile"), dict) else {}
    return (str(entry.get("name") or ""), str(entry.get("id") or ""), entry.get("landing") is False,
            bool(entry.get("rules")), str(tile.get("value", "")), str(tile.get("value_colour", "")))

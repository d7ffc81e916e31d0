"""Map edits as document commands: painting fields and describing areas.

Every public method is one undo step. Painting only rewrites the rows that
change (one field, one line of YAML). The facts in `areas` stay with their
field when it is painted over, so painting a field back restores it; deleting
a selection removes them (`restructure.py`).
"""

from __future__ import annotations

import contextlib
from typing import Any
from collections.abc import Iterable, Iterator

from ruamel.yaml.comments import CommentedMap, CommentedSeq

from editor.documents import tree
from editor.documents.commands import SetValueCommand

from .board import Board, Coord, coord_of

AREAS = "/map/areas"
_ABSENT = object()  # "no value here" for document.value (tree.MISSING there means "raise")


def set_new_or_existing(document, pointer: str, value: Any, text: str = "") -> None:
    """`document.set_value`, also for a key that does not exist yet.

    Document.set_value and set_values look the old value up with tree.get(..., tree.MISSING),
    which raises for a missing key; SetValueCommand itself creates the key and undoes by removing it.
    """
    if document.value(pointer, _ABSENT) is _ABSENT:
        document.undo_stack.push(SetValueCommand(document, pointer, value, text or f"Set {pointer.rsplit('/', 1)[-1]}"))
    else:
        document.set_value(pointer, value, text)


@contextlib.contextmanager
def step(document, text: str) -> Iterator[None]:
    """Several commands as one undo step; a step that changed nothing leaves no trace on the stack."""
    stack = document.undo_stack
    with document.macro(text):
        yield
    macro = stack.command(stack.index() - 1) if stack.index() > 0 else None
    if macro is not None and macro.text() == text and macro.childCount() == 0:
        macro.setObsolete(True)
        stack.undo()  # an obsolete command is dropped from the stack, its clean state kept


class MapEditing:
    def __init__(self, document, board: Board) -> None:
        self.document = document
        self.board = board  # kept fresh by the view from the document's `changed` signal
        self._strokes = 0

    # -- painting -------------------------------------------------------------------------
    def new_stroke(self) -> tuple:
        """A merge key for one press-to-release stroke: all its changes are one undo step."""
        self._strokes += 1
        return ("map-stroke", id(self), self._strokes)

    def paint(self, codes: dict[Coord, str], text: str, merge_key: Any = None) -> bool:
        """Give fields new codes; returns whether anything changed."""
        changes = self.board.row_changes(codes)
        if changes:
            self.document.set_values(changes, text, merge_key)
        return bool(changes)

    # -- area entries -------------------------------------------------------------------
    def area_index(self, coord: Coord) -> int | None:
        """The index of the (first) areas entry of a field, read from the document itself."""
        entries = self.document.value(AREAS, [])
        for index, entry in enumerate(entries if isinstance(entries, list) else []):
            if isinstance(entry, dict) and coord_of(entry.get("at")) == coord:
                return index
        return None

    def area_pointer(self, coord: Coord) -> str | None:
        index = self.area_index(coord)
        return f"{AREAS}/{index}" if index is not None else None

    def set_area_values(self, coords: Iterable[Coord], values: dict[str, Any], text: str) -> None:
        """Set keys of the areas entries of fields (``None`` removes a key), creating entries as needed.

        Keys may be paths inside the entry ("tile/value"). An entry left with nothing but
        its ``at`` is removed. All fields together are one undo step.
        """
        coords = list(coords)
        with step(self.document, text):
            for coord in coords:
                index = self.area_index(coord)
                if index is None:
                    entry = {"at": [coord[0], coord[1]]}
                    for key, value in values.items():
                        if value is not None and value != []:
                            _put(entry, key.split("/"), value)
                    if len(entry) > 1:
                        self._insert_entry(_block(entry), coord)
                    continue
                base = f"{AREAS}/{index}"
                for key, value in values.items():
                    self._set_key(base, key, value)
                entry = self.document.value(base, {})
                if isinstance(entry, dict) and list(entry) == ["at"]:
                    self.document.remove(base, text)

    def _set_key(self, base: str, key: str, value: Any) -> None:
        pointer = f"{base}/{key}"
        current = self.document.value(pointer, _ABSENT)
        if value is None or value == []:
            if current is not _ABSENT:
                self.document.remove(pointer)
                parent = pointer.rsplit("/", 1)[0]
                if parent != base and self.document.value(parent, None) == {}:
                    self.document.remove(parent)
            return
        if current is not _ABSENT and current == value:
            return
        # create missing parents ("tile" before "tile/value")
        tokens = key.split("/")
        for depth in range(1, len(tokens)):
            parent = f"{base}/{'/'.join(tokens[:depth])}"
            if self.document.value(parent, _ABSENT) is _ABSENT:
                nested: dict = {}
                _put(nested, tokens[depth:], value)
                set_new_or_existing(self.document, parent, nested)
                return
        set_new_or_existing(self.document, pointer, value)

    def _insert_entry(self, entry: CommentedMap, coord: Coord) -> int:
        """Insert an areas entry keeping the list sorted by row, then column; returns its index."""
        entries = self.document.value(AREAS, _ABSENT)
        if not isinstance(entries, list):
            set_new_or_existing(self.document, AREAS, CommentedSeq([entry]), "Add area")
            return 0
        index = insert_index(entries, coord)
        self.document.insert(AREAS, index, entry, "Add area")
        return index


def insert_index(entries: list, coord: Coord) -> int:
    """Where an entry for ``coord`` goes: after the last entry above it or to its left (by row, then column).

    In a sorted list that keeps it sorted; a list the designer ordered by hand is left as it is.
    """
    key = (coord[1], coord[0])
    index = 0
    for position, entry in enumerate(entries):
        at = coord_of(entry.get("at")) if isinstance(entry, dict) else None
        if at is not None and (at[1], at[0]) < key:
            index = position + 1
    return index


def _put(target: dict, tokens: list[str], value: Any) -> None:
    for token in tokens[:-1]:
        target = target.setdefault(token, {})
    target[tokens[-1]] = value


def _block(entry: dict) -> CommentedMap:
    """An entry as a block mapping whose values are flow style (``at: [2, 1]`` on its own line)."""
    return tree.to_tree(entry, flow=False)

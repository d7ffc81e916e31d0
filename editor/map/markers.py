"""Entries that stand on a field (a seat's start area), and fields that trade places: edits for any ruleset.

A ruleset's `MapRows.markers` (engine/core/maps.py) names lists of entries that each stand on one
field, with the field code the field under one has (Island Clash: `/seats`, key `start`, code `S`).
The designer places them with a marker tool ("Start: red") and keeps them with their fields when
two fields swap (the Swap tool). Each function is one undo step and writes a marker's field as its
two numbers, so a change is one line of the YAML.

Placing a marker on a field: the field takes the marker's code; the field it left takes the code the
new field had (the two swap), and a marker of the same list already on the field moves to the old
one (two seats swap homes).
"""

from __future__ import annotations

from .board import Coord, Placed
from .editing import MapEditing, step


def _write_at(changes: dict, placed: Placed, field: Coord) -> None:
    """Record a marker's new field: its two numbers, or the whole pair where it had none readable."""
    if placed.at is None:
        changes[placed.pointer] = [field[0], field[1]]
    else:
        changes[f"{placed.pointer}/0"], changes[f"{placed.pointer}/1"] = field


def place_changes(board, placed: Placed, field: Coord) -> tuple[dict, dict[Coord, str]]:
    """(marker pointers -> values, fields -> codes) of placing `placed` on `field`; both empty when nothing changes."""
    if not board.inside(field) or placed.at == field:
        return {}, {}
    code = placed.marker.code
    changes: dict = {}
    codes: dict[Coord, str] = {}
    _write_at(changes, placed, field)
    old = placed.at
    if old is not None and board.inside(old):
        other = next((p for p in board.markers if p.marker == placed.marker and p.at == field), None)
        if other is not None:  # the marker standing there takes this one's old field
            _write_at(changes, other, old)
        elif code and board.code(old) == code:
            codes[old] = board.code(field)
    if code:
        codes[field] = code
    return changes, codes


def place(editing: MapEditing, placed: Placed, field: Coord) -> bool:
    """Put a marker on `field` (one undo step, "Place the start area of red"); False when nothing changes."""
    changes, codes = place_changes(editing.board, placed, field)
    if not changes:
        return False
    text = f"Place the {placed.marker.title.lower()} area of {placed.label}" if placed.marker.code else \
        f"Place {placed.label}"
    with step(editing.document, text):
        editing.document.set_values(changes, text)
        editing.paint(codes, text)
    return True


def swap_changes(board, source: Coord, target: Coord) -> tuple[dict, dict[Coord, str]]:
    """(marker pointers -> values, fields -> codes) of `source` and `target` trading places."""
    if source == target or not board.inside(source) or not board.inside(target):
        return {}, {}
    codes = {source: board.code(target), target: board.code(source)}
    changes: dict = {}
    for placed in board.markers:
        if placed.at == source:
            _write_at(changes, placed, target)
        elif placed.at == target:
            _write_at(changes, placed, source)
    return changes, codes


def swap(editing: MapEditing, source: Coord, target: Coord) -> bool:
    """`source` and `target` trade codes and markers (one undo step, "Swap fields"); False when nothing changes."""
    changes, codes = swap_changes(editing.board, source, target)
    if not changes and not editing.board.row_changes(codes):
        return False
    found = editing.board.field_kind(source)
    text = f"Move the {found.name.lower() if found is not None else 'field'}"
    with step(editing.document, text):
        if changes:
            editing.document.set_values(changes, text)
        editing.paint(codes, text)
    return True

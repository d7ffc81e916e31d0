"""Edits that move fields around: move, copy and paste, delete, and resizing the board.

Each function is one undo step (a document macro). Coordinates elsewhere in
the adventure follow the fields they name: areas entries, links and progress
tokens move with a moved field and shift when rows or columns are added at the
top or left.

Paste semantics: a copied field carries its code and its areas entry. Water
fields are transparent (they never overwrite), fields that fall outside the
board are dropped, and a pasted field replaces the target field entirely - an
entry the target had is removed. A pasted entry whose id (or whose rules' ids)
already exist in the adventure gets a fresh id with a number ("salt-chapel-2"),
and its rules' references to its own old id follow. Moving works the same way,
except that the moved fields are emptied and nothing is renamed.
"""

from __future__ import annotations

import copy
import re
from dataclasses import dataclass, field
from typing import Any
from collections.abc import Callable, Iterable

from ruamel.yaml.comments import CommentedSeq

from editor.documents import tree

from .board import Board, Coord, coord_of
from .editing import MapEditing, set_new_or_existing, step
from .shapes import translate


@dataclass
class Clip:
    """Copied fields: their codes and areas entries, anchored at ``origin``."""

    grid: str
    origin: Coord
    fields: list[tuple[Coord, str, Any]] = field(default_factory=list)  # (field, code, entry node or None)

    def codes(self) -> dict[Coord, str]:
        return {coord: code for coord, code, _ in self.fields}


def copy_fields(board: Board, coords: Iterable[Coord]) -> Clip | None:
    chosen = sorted((c for c in coords if board.inside(c) and board.code(c) != board.blank), key=lambda c: (c[1], c[0]))
    if not chosen:
        return None
    origin = (min(c[0] for c in chosen), min(c[1] for c in chosen))
    fields = [(c, board.code(c), copy.deepcopy(board.entry(c)) if board.entry(c) is not None else None) for c in chosen]
    return Clip(board.grid, origin, fields)


def placed(board: Board, clip: Clip, anchor: Coord) -> dict[Coord, Coord]:
    """Where each clip field lands when the clip's origin is put on ``anchor`` (inside the board only)."""
    grid = board.grid if board.grid == clip.grid else "square"  # across grids, keep plain offsets
    result = {}
    for coord, _, _ in clip.fields:
        target = translate(grid, coord, clip.origin, anchor)
        if board.inside(target):
            result[coord] = target
    return result


# -- move, paste, delete ----------------------------------------------------------------
def move_fields(editing: MapEditing, coords: Iterable[Coord], origin: Coord, target: Coord) -> dict[Coord, Coord]:
    """Move fields (and their entries, tokens and link ends) the way ``origin`` moves to ``target``.

    Returns where each field went; nothing moves (and {} is returned) if any would leave the board.
    """
    board, document = editing.board, editing.document
    moving = [c for c in coords if board.inside(c) and (board.code(c) != board.blank or c in board.areas)]
    if not moving or origin == target:
        return {}
    destination = {c: translate(board.grid, c, origin, target) for c in moving}
    if not all(board.inside(d) for d in destination.values()):
        return {}
    codes = {c: board.blank for c in moving}
    codes.update({d: board.code(c) for c, d in destination.items()})
    overwritten = set(destination.values()) - set(moving)
    with step(document, "Move fields"):
        _remove_on(document, overwritten, tokens=False, links=False)
        editing.paint(codes, "Move fields")
        _retarget(document, lambda c: destination.get(c, c), "Move fields", board)
    return destination


def paste_fields(editing: MapEditing, clip: Clip, anchor: Coord) -> list[Coord]:
    """Paste a clip with its origin on ``anchor``; returns the fields pasted."""
    board, document = editing.board, editing.document
    targets = placed(board, clip, anchor)
    if not targets:
        return []
    with step(document, "Paste fields"):
        _remove_on(document, set(targets.values()), tokens=False, links=False)
        editing.paint({targets[c]: code for c, code, _ in clip.fields if c in targets}, "Paste fields")
        taken = _ids(document.tree)
        for coord, _, entry in clip.fields:
            if entry is None or coord not in targets:
                continue
            node = copy.deepcopy(entry)
            node["at"] = tree.styled_like(entry.get("at"), list(targets[coord]))
            _fresh_ids(node, taken)
            editing._insert_entry(node, targets[coord])
    return sorted(targets.values(), key=lambda c: (c[1], c[0]))


def delete_fields(editing: MapEditing, coords: Iterable[Coord]) -> bool:
    """Make fields empty water, removing their entries, progress tokens and links."""
    board, document = editing.board, editing.document
    coords = {c for c in coords if board.inside(c)}
    if not board.row_changes({c: board.blank for c in coords}) and not _things_on(document, coords, True, True):
        return False
    with step(document, "Delete fields"):
        _remove_on(document, coords)
        editing.paint({c: board.blank for c in coords}, "Delete fields")
    return True


# -- resizing --------------------------------------------------------------------------
EDGES = ("top", "bottom", "left", "right")


def resize_step(board: Board, edge: str) -> int:
    """Columns added at the left of a hex board come in pairs so odd columns stay odd (the isle keeps its shape)."""
    return 2 if edge == "left" and board.grid == "hex" else 1


def resize_board(editing: MapEditing, edge: str, grow: bool) -> bool:
    """Add or remove a row or column at one edge of the board (one undo step)."""
    board, document = editing.board, editing.document
    n = resize_step(board, edge)
    width, height = board.width, board.height
    rows_pointer, join, grow_code = board.rows_pointer, board.format.join, board.format.grow
    rows = list(document.value(rows_pointer, []) or [])
    if not grow and ((edge in ("top", "bottom") and height <= 1) or (edge in ("left", "right") and width <= n)):
        return False
    verb = "Add" if grow else "Remove"
    what = ("row" if edge in ("top", "bottom") else ("2 columns" if n == 2 else "column"))
    text = f"{verb} {what} at {edge}"
    with step(document, text):
        if not rows:
            _create_rows(document, text, board)
            return True
        sample = rows[0]
        if edge in ("top", "bottom"):
            index = 0 if edge == "top" else len(rows) - 1
            if grow:
                document.insert(rows_pointer, 0 if edge == "top" else len(rows),
                                tree.styled_like(sample, join([grow_code] * max(width, 1))), text)
            else:
                _remove_on(document, {(c, index) for c in range(width)})
                document.remove(f"{rows_pointer}/{index}", text)
            if edge == "top":
                shift = 1 if grow else -1
                _retarget(document, lambda c: (c[0], c[1] + shift), text, board)
        else:
            codes = [board.codes[r] + [board.blank] * (width - len(board.codes[r])) for r in range(height)]
            if grow:
                new = [[grow_code] * n + c if edge == "left" else c + [grow_code] for c in codes]
            else:
                gone = range(n) if edge == "left" else range(width - 1, width)
                _remove_on(document, {(c, r) for r in range(height) for c in gone})
                new = [c[n:] if edge == "left" else c[:-1] for c in codes]
            changes = {f"{rows_pointer}/{r}": join(tokens) for r, tokens in enumerate(new)}
            document.set_values(changes, text)
            if edge == "left":
                shift = n if grow else -n
                _retarget(document, lambda c: (c[0] + shift, c[1]), text, board)
    return True


def resize_to(editing: MapEditing, columns: int, height: int) -> bool:
    """Cut or grow the board to `columns` x `height` (one undo step): new fields hold the ruleset's
    `MapRows.grow` code, what falls off the board goes with its entries."""
    board, document = editing.board, editing.document
    rows_pointer, join, fmt = board.rows_pointer, board.format.join, board.format
    if columns < 1 or height < 1 or (columns, height) == (board.width, board.height) and \
            all(len(c) == columns for c in board.codes):
        return False
    text = f"Resize the board to {columns} × {height}"
    old = [list(c) for c in board.codes]
    new = [(c + [fmt.grow] * columns)[:columns] for c in old[:height]] + [[fmt.grow] * columns] * (height - len(old))
    with step(document, text):
        gone = {(c, r) for r in range(len(old)) for c in range(max(len(old[r]), board.width)) if c >= columns or r >= height}
        _remove_on(document, gone)
        document.set_values({f"{rows_pointer}/{r}": join(new[r]) for r in range(min(len(old), height))}, text)
        for r in range(len(old), height):
            document.append(rows_pointer, join(new[r]), text)
        for r in range(len(old) - 1, height - 1, -1):
            document.remove(f"{rows_pointer}/{r}", text)
    return True


def _create_rows(document, text: str, board: Board) -> None:
    if board.rows_pointer != "/map/rows":
        set_new_or_existing(document, board.rows_pointer, CommentedSeq([board.format.grow]), text)
    elif not isinstance(document.value("/map", None), dict):
        set_new_or_existing(document, "/map", tree.to_tree({"grid": "hex", "rows": CommentedSeq(["."])}, flow=False), text)
    else:
        set_new_or_existing(document, "/map/rows", CommentedSeq(["."]), text)


# -- coordinates elsewhere in the adventure -------------------------------------------
def _coordinate_refs(document, board: Board | None = None) -> list[tuple[str, Coord]]:
    """Every place that names a field: areas entries, link ends, progress tokens, the board's markers."""
    refs: list[tuple[str, Coord]] = []
    for placed in board.markers if board is not None else ():
        if placed.at is not None:
            refs.append((placed.pointer, placed.at))
    for index, entry in enumerate(_list(document.value("/map/areas", []))):
        at = coord_of(entry.get("at")) if isinstance(entry, dict) else None
        if at is not None:
            refs.append((f"/map/areas/{index}/at", at))
    for index, link in enumerate(_list(document.value("/map/links", []))):
        ends = link.get("between") if isinstance(link, dict) else None
        for end in range(2):
            at = coord_of(ends[end]) if isinstance(ends, list) and len(ends) == 2 else None
            if at is not None:
                refs.append((f"/map/links/{index}/between/{end}", at))
    for index, token in enumerate(_list(document.value("/setup/progress_tokens", []))):
        at = coord_of(token.get("at")) if isinstance(token, dict) else None
        if at is not None:
            refs.append((f"/setup/progress_tokens/{index}/at", at))
    return refs


def _retarget(document, move: Callable[[Coord], Coord], text: str, board: Board | None = None) -> None:
    changes = {}
    markers = {p.pointer for p in board.markers} if board is not None else set()
    for pointer, at in _coordinate_refs(document, board):
        new = move(at)
        if new != at and pointer in markers:  # a marker's two numbers: one line of the YAML
            changes[f"{pointer}/0"], changes[f"{pointer}/1"] = new
        elif new != at:
            changes[pointer] = [new[0], new[1]]
    if changes:
        document.set_values(changes, text)


def _things_on(document, coords: set[Coord], tokens: bool, links: bool) -> list[str]:
    """Pointers of the entries (and tokens, links) lying on the fields, last first within each list."""
    found = []
    for list_pointer, wanted in (("/map/areas", True), ("/map/links", links), ("/setup/progress_tokens", tokens)):
        if not wanted:
            continue
        items = _list(document.value(list_pointer, []))
        for index in reversed(range(len(items))):
            item = items[index]
            if not isinstance(item, dict):
                continue
            if list_pointer == "/map/links":
                ends = item.get("between")
                on = isinstance(ends, list) and any(coord_of(e) in coords for e in ends)
            else:
                on = coord_of(item.get("at")) in coords
            if on:
                found.append(f"{list_pointer}/{index}")
    return found


def _remove_on(document, coords: set[Coord], tokens: bool = True, links: bool = True) -> None:
    for pointer in _things_on(document, set(coords), tokens, links):
        document.remove(pointer)


# -- ids of pasted entries --------------------------------------------------------------
def _ids(node: Any, found: set[str] | None = None) -> set[str]:
    found = set() if found is None else found
    if isinstance(node, dict):
        for key, value in node.items():
            if key == "id" and isinstance(value, str):
                found.add(value)
            _ids(value, found)
    elif isinstance(node, list):
        for value in node:
            _ids(value, found)
    return found


def fresh_id(base: str, taken: set[str]) -> str:
    if base not in taken:
        taken.add(base)
        return base
    stem = re.sub(r"-\d+$", "", base) or base
    number = 2
    while f"{stem}-{number}" in taken:
        number += 1
    taken.add(f"{stem}-{number}")
    return f"{stem}-{number}"


def _fresh_ids(entry: dict, taken: set[str]) -> None:
    old = entry.get("id")
    if isinstance(old, str):
        new = fresh_id(old, taken)
        if new != old:
            entry["id"] = new
            _rename_area(entry.get("rules"), old, new)
    for rule in _list(entry.get("rules")):
        if isinstance(rule, dict) and isinstance(rule.get("id"), str):
            rule["id"] = fresh_id(rule["id"], taken)


def _rename_area(node: Any, old: str, new: str) -> None:
    """References to the area's own id inside its rules follow its new id."""
    if isinstance(node, dict):
        for key, value in node.items():
            if key in ("area", "areas") and value == old:
                node[key] = new
            elif key in ("area", "areas") and isinstance(value, list):
                node[key][:] = [new if v == old else v for v in value]
            else:
                _rename_area(value, old, new)
    elif isinstance(node, list):
        for value in node:
            _rename_area(value, old, new)


def _list(value: Any) -> list:
    return value if isinstance(value, list) else []

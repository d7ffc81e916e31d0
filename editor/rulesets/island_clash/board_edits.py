"""What each edit of the board painter writes: plain functions from an adventure's data to changes.

The painter (Qt) turns mouse gestures into these edits and writes each as one undo step. Each
function reads the document's plain values and returns `{pointer: value}` for `Document.set_values`
(rows of `board/map` as whole strings, a seat's start as its two numbers), so one changed field
changes one line of the YAML. Fields are `(column, row)` from 0 at the north-west, as in the engine.
"""

from __future__ import annotations

from engine.rulesets.island_clash.board import RANDOM, START

#: the board sizes of the wiki: (columns, rows) and who they are for
SIZES = {(6, 6): "6 × 6 (2 or 4 players)", (5, 6): "5 × 6 (3 players)"}
FILL = RANDOM  # what a field added by growing the board holds: a random tile


def painted(row: str, column: int, code: str) -> str:
    """A map row with one field painted (a row too short is padded with water)."""
    row = row.ljust(column + 1, ".")
    return row[:column] + code + row[column + 1:]


def code_at(rows: list[str], field) -> str:
    column, row = field
    return rows[row][column] if 0 <= row < len(rows) and 0 <= column < len(rows[row]) else "."


def on_board(rows: list[str], field) -> bool:
    column, row = field
    return 0 <= row < len(rows) and 0 <= column < max((len(r) for r in rows), default=0)


def seat_starts(seats) -> list[tuple[int, int] | None]:
    """Each seat's start field, in seat order (None where a seat gives none readable)."""
    out: list[tuple[int, int] | None] = []
    for seat in seats if isinstance(seats, list) else []:
        start = seat.get("start") if isinstance(seat, dict) else None
        ok = isinstance(start, list) and len(start) == 2 and all(isinstance(v, int) and not isinstance(v, bool) for v in start)
        out.append((start[0], start[1]) if ok else None)
    return out


def _paint(rows: list[str], changes: dict, field, code: str) -> None:
    """Record in `changes` the row of `field` painted with `code` (on top of earlier changes of that row)."""
    column, row = field
    pointer = f"/board/map/{row}"
    changes[pointer] = painted(changes.get(pointer, rows[row]), column, code)


def _start(changes: dict, starts: list, seat: int, field) -> None:
    """Record a seat's new start: its two numbers, or the whole [column, row] where it had none readable."""
    if starts[seat] is None:
        changes[f"/seats/{seat}/start"] = list(field)
    else:
        changes[f"/seats/{seat}/start/0"], changes[f"/seats/{seat}/start/1"] = field


def place_start(rows: list[str], seats, seat: int, field) -> dict:
    """Seat `seat`'s start area moved to `field`: the field becomes 'S', the old start area takes the
    code `field` had (the two fields swap), and a seat already starting on `field` takes the old one."""
    starts = seat_starts(seats)
    if not (0 <= seat < len(starts)) or not isinstance(seats[seat], dict) or not on_board(rows, field) \
            or starts[seat] == field:
        return {}
    old = starts[seat]
    changes: dict = {}
    _start(changes, starts, seat, field)
    if old is not None and on_board(rows, old):
        if field in starts:  # the seat starting there swaps with this one
            _start(changes, starts, starts.index(field), old)
        else:
            _paint(rows, changes, old, code_at(rows, field) if code_at(rows, old) == START else code_at(rows, old))
    _paint(rows, changes, field, START)
    return changes


def move_field(rows: list[str], seats, source, target) -> dict:
    """The fields `source` and `target` swap their codes, and a start area on either goes with its field."""
    if source == target or not on_board(rows, source) or not on_board(rows, target):
        return {}
    changes: dict = {}
    _paint(rows, changes, source, code_at(rows, target))
    _paint(rows, changes, target, code_at(rows, source))
    starts = seat_starts(seats)
    for seat, start in enumerate(starts):
        if start == source:
            _start(changes, starts, seat, target)
        elif start == target:
            _start(changes, starts, seat, source)
    return changes  # `Document.set_values` leaves out what does not change (two fields of one code)


def resized(rows: list[str], columns: int, height: int) -> list[str]:
    """The map cut or grown to `columns` x `height`; new fields are random tiles."""
    out = [row[:columns].ljust(columns, FILL) for row in rows[:height]]
    return out + [FILL * columns for _ in range(height - len(out))]

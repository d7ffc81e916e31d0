"""Which fields the diagnostics of an adventure point at (plain Python).

A diagnostic on a row of the map (``/map/rows/R``, or wherever the ruleset's `MapRows` keeps them)
lies on the field at its column in that line
of YAML (or on the whole row when it names no field); one under
``/map/areas/I`` lies on that entry's field, one under ``/map/links/I`` on both
ends, and one under ``/setup/progress_tokens/I`` on the token's field.
"""

from __future__ import annotations

import re
from collections.abc import Iterable

from engine.content.diagnostics import Diagnostic, Severity

from .board import Board, Coord, coord_of

_ITEM = re.compile(r"^(/map/areas|/map/links|/setup/progress_tokens)/(\d+)(/.*)?$")


def fields_of(diagnostic: Diagnostic, board: Board, lines: list[str]) -> list[Coord]:
    """The fields a diagnostic points at (none for problems of the whole map or of other sections)."""
    pointer = diagnostic.pointer
    row = board.format.row_of(pointer)
    if row is not None:
        if not 0 <= row < board.height:
            return []
        column = _field_in_line(board.texts[row], lines, diagnostic, board.format.separator)
        if column is None:
            return [(c, row) for c in range(len(board.codes[row]))]
        return [(column, row)]
    placed = next((p for p in board.markers if pointer == p.pointer or pointer.startswith(p.pointer + "/")), None)
    if placed is not None:
        return [placed.at] if placed.at is not None and board.inside(placed.at) else []
    match = _ITEM.match(pointer)
    if not match:
        return []
    section, index = match.group(1), int(match.group(2))
    if section == "/map/areas":
        entry = board.entries[index] if index < len(board.entries) else None
        at = coord_of(entry.get("at")) if entry else None
        return [at] if at is not None else []
    if section == "/map/links":
        link = next((l for l in board.links if l.index == index), None)
        if link is None:
            return []
        rest = match.group(3) or ""
        end = re.match(r"^/between/([01])", rest)
        return [(link.a, link.b)[int(end.group(1))]] if end else [link.a, link.b]
    token = next((t for t in board.tokens if t.index == index), None)
    return [token.at] if token else []


def _field_in_line(row_text: str, lines: list[str], diagnostic: Diagnostic, separator: str = " ") -> int | None:
    """The field under a diagnostic's 1-based column, if its line shows the row's text."""
    if not diagnostic.line or not diagnostic.column or diagnostic.line > len(lines):
        return None
    line = lines[diagnostic.line - 1]
    start = line.find(row_text) if row_text else -1
    offset = diagnostic.column - 1 - start
    if start < 0 or offset < 0 or offset >= len(row_text) or (separator and row_text[offset] == separator):
        return None
    return offset if not separator else len(row_text[:offset + 1].split(separator.strip() or None)) - 1


def field_problems(diagnostics: Iterable[Diagnostic], board: Board, text: str) -> dict[Coord, tuple[str, list[str]]]:
    """field -> (worst severity, messages) for the errors and warnings that lie on fields."""
    lines = text.splitlines()
    marks: dict[Coord, tuple[str, list[str]]] = {}
    for diagnostic in diagnostics:
        if diagnostic.severity is Severity.INFO:
            continue
        for coord in fields_of(diagnostic, board, lines):
            severity, messages = marks.get(coord, ("warning", []))
            if diagnostic.severity is Severity.ERROR:
                severity = "error"
            message = f"{diagnostic.severity.value}: {diagnostic.message} [{diagnostic.code}]"
            if message not in messages:
                messages.append(message)
            marks[coord] = (severity, messages)
    return marks

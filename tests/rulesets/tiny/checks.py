"""The coin race's semantic checks (run by `isleforge validate` after its schema, like any ruleset's)."""

from __future__ import annotations

from engine.content.diagnostics import Diagnostic, Severity

from .model import KIND


def starts_on_the_map(context):
    """Every pawn starts on the map, and no two pawns share a start."""
    for content in context.of_kind(KIND):
        rows = content.data["map"]
        width, height = len(rows[0]) if rows else 0, len(rows)
        seen: set[tuple[int, int]] = set()
        for index, start in enumerate(content.data["starts"]):
            pointer = f"/starts/{index}"
            column, row = start
            if not (0 <= column < width and 0 <= row < height):
                yield Diagnostic(Severity.ERROR, "coin-race/start-off-map",
                                 f"the start {list(start)} is off the {width}x{height} map", content.display, pointer,
                                 *content.at(pointer), hint=f"use a column below {width} and a row below {height}")
            elif tuple(start) in seen:
                yield Diagnostic(Severity.ERROR, "coin-race/shared-start", f"two pawns start at {list(start)}",
                                 content.display, pointer, *content.at(pointer), hint="give each pawn its own start")
            seen.add(tuple(start))

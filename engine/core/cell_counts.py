"""Per-game counts of where things happened on a board that grows, as the report's heat-map fields.

A board grown from cards or tiles (`engine.core.placed`) has no fixed coordinates a run's games share:
each game lays its own cells. What they share is where the board began (a first location, a start
island's centre), so a game records the cells where each thing happened *relative to that origin*
(`relative(cell, origin)`), and a run adds them up per cell (`fields(games, metrics)`): the mean count
per game of each metric at each cell, in the shape of `Ruleset.report_map`'s fields. Any game with a
grown board and a playtest report uses the same two steps; nothing here names a game.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable, Mapping, Sequence

Cell = tuple[int, int]


def relative(cell: Sequence[int], origin: Sequence[int]) -> list[int]:
    """`cell` counted from `origin` (plain ints, for JSON): x to the east, y to the south."""
    return [int(cell[0]) - int(origin[0]), int(cell[1]) - int(origin[1])]


def fields(games: Iterable[Mapping[str, Iterable[Sequence[int]]]], metrics: Sequence[str], kind: str = "location",
           kinds: Mapping[Cell, str] | None = None) -> list[dict]:
    """The heat-map rows of a run: one per cell any game counted, `{"field": [x, y], "area": "", "kind",
    metric: mean count per game, ...}` for every metric (0.0 where a game counted none), sorted by row then
    column. `games`: per game, metric -> the relative cells where it happened (a cell may repeat);
    `kinds`: a cell's kind where it differs from `kind` (a start island's cells, say)."""
    counts: dict[Cell, Counter] = {}
    played = 0
    for game in games:
        played += 1
        for metric in metrics:
            for cell in game.get(metric, ()):
                counts.setdefault((int(cell[0]), int(cell[1])), Counter())[metric] += 1
    played = played or 1
    kinds = kinds or {}
    return [{"field": [x, y], "area": "", "kind": kinds.get((x, y), kind),
             **{metric: round(n[metric] / played, 6) for metric in metrics}}
            for (x, y), n in sorted(counts.items(), key=lambda item: (item[0][1], item[0][0]))]

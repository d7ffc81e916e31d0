"""What Finis Terrae's report reads from one finished game, beyond the counters of `State.stats`.

`fill(state, result)` (called at the end of `summary.summarise`) adds to a `GameResult`:

- `result.scores`: each seat's points by category of the scoring table (model.SCORE_CATEGORIES:
  colonisation, trade, exploration, bonuses and penalties), summed from `State.breakdown(seat)` (the end
  scoring's items), for the generic score breakdown (`engine.sim.report_scores`);
- `result.details["report"]`: plain values only: the game's length in days, the counters the report
  averages (storms, wrecks, ports founded, tiles that could not be laid, spices bought and sold, the day's
  market and every sale price), each scoring item's points per seat, and the cells counted from the
  start island's centre (`engine.core.cell_counts.relative`) where a tile lay at the end, where each
  ship ended and where each port was founded (home ports left out), for the heat maps.

Everything is read from the final state's facade (state.py); no rule is re-implemented here.
"""

from __future__ import annotations

from engine.core.cell_counts import relative

from .model import SCORE_CATEGORIES

COUNTERS = ("storms", "galleon_wrecks", "sinkings", "unplaceable", "tiles_laid", "spices_bought", "spices_sold",
            "fights", "pirate_turns", "tolls")
PER_SEAT = ("wrecks", "ports_founded")


def items(state) -> dict[str, list[int]]:
    """Scoring item -> points per seat (`State.breakdown`), every item of SCORE_CATEGORIES present."""
    n = state.game.num_players
    out = {item: [0] * n for names in SCORE_CATEGORIES.values() for item in names}
    for seat in range(n):
        for item, points in state.breakdown(seat).items():
            out.setdefault(item, [0] * n)[seat] = int(points)
    return out


def scores(per_item: dict[str, list[int]]) -> dict[str, list[int]]:
    """Category -> points per seat: the items of each category of SCORE_CATEGORIES added up."""
    n = len(next(iter(per_item.values()), ()))
    return {category: [sum(per_item.get(item, [0] * n)[seat] for item in names) for seat in range(n)]
            for category, names in SCORE_CATEGORIES.items()}


def _count(value) -> int:
    return sum(value) if isinstance(value, (list, tuple)) else int(value or 0)


def details(state, per_item: dict[str, list[int]]) -> dict:
    """The report's own facts of one game (plain values; see the module docstring)."""
    game = state.game
    n = game.num_players
    stats = state.stats
    centre = game.adventure.start.centre
    homes = {tuple(cell) for cell in state.home}
    out = {key: _count(stats.get(key, 0)) for key in COUNTERS}
    for key in PER_SEAT:
        value = stats.get(key, [0] * n)
        out[key] = list(value) if isinstance(value, (list, tuple)) else [int(value)] + [0] * (n - 1)
    out["days"] = int(state.day)
    out["market_by_day"] = [int(v) for v in stats.get("market_by_day", ())]
    out["sale_prices"] = [int(v) for v in stats.get("sale_prices", ())]
    out["items"] = per_item
    out["pirates_at_end"] = [bool(p) for p in state.pirate]
    out["sea_at"] = [relative(cell, centre) for cell in state.board.cells()]
    out["ended_at"] = [relative(cell, centre) for cell in state.ships if cell is not None]
    out["founded_at"] = [relative(cell, centre) for cell in sorted(state.ports) if tuple(cell) not in homes]
    return out


def fill(state, result) -> None:
    """Add the report's facts of a finished (or stopped) game to `result`."""
    per_item = items(state)
    result.scores = scores(per_item)
    result.details["report"] = details(state, per_item)

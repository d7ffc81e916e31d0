"""Heat-map data of the last balance run of each adventure, shared by the dashboard and the map designer.

The balance dashboard publishes the `map` section of every report it shows (live and final) with
`heat_store().set(path, report["map"], label)`; a map designer showing the same file listens to
`changed(path)` and overlays the measure the designer picks. The data is plain: `HeatMap` holds
the report's per-field shares by field coordinate, so a field edited since the run simply shows
whatever the run recorded for its coordinate. Coordinates may be anything a ruleset reports (negative,
a map not starting at (0, 0), hex or square): `HeatMap.bounds` is the box of all of them, and the
overlay's canvas covers it (`editor.board.layout.Layout.bounds_rect`).

Measures (`MEASURES`) and the report keys they read: explored (`explored`: explorations started
per game), conquered (`conquered`: conquests per game), contested (`fought`: combats per game),
held (`held`: share of games in which a player held the field at the end).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path

from PySide6.QtCore import QObject, Signal

MEASURES = ("explored", "conquered", "contested", "held")
MEASURE_LABELS = {"explored": "Explored", "conquered": "Conquered", "contested": "Contested", "held": "Held"}
REPORT_KEYS = {"explored": "explored", "conquered": "conquered", "contested": "fought", "held": "held"}
MEASURE_TIPS = {
    "explored": "Explorations started on the field per game",
    "conquered": "Conquests of the field per game",
    "contested": "Combats on the field per game",
    "held": "Share of games in which a player held the field at the end",
}

Coord = tuple[int, int]


def format_share(value: float) -> str:
    """A share as the overlay writes it: whole percents from 10%, one decimal below (``0.05`` -> ``'5.0%'``)."""
    percent = 100 * float(value)
    return f"{percent:.0f}%" if percent >= 9.95 or percent == 0 else f"{percent:.1f}%"


@dataclass(frozen=True)
class HeatMap:
    """One run's map section: ``values[coord][measure]`` plus the run's label."""

    label: str
    report_map: dict  # the report's "map" section, as received
    values: dict[Coord, dict[str, float]] = field(default_factory=dict)

    @classmethod
    def from_report_map(cls, report_map: dict, label: str) -> HeatMap:
        values = {}
        for row in report_map.get("fields", ()):
            coord = (int(row["field"][0]), int(row["field"][1]))
            values[coord] = {measure: float(row.get(key, 0.0)) for measure, key in REPORT_KEYS.items()}
        return cls(label, report_map, values)

    def value(self, coord: Coord, measure: str) -> float | None:
        row = self.values.get(tuple(coord))
        return None if row is None else row[measure]

    def maximum(self, measure: str) -> float:
        return max((row[measure] for row in self.values.values()), default=0.0)

    def bounds(self) -> tuple[int, int, int, int] | None:
        """(least column, least row, greatest column, greatest row) over every field of the run, whatever
        its coordinates (negative, or a map not starting at (0, 0)); None for a run without fields."""
        if not self.values:
            return None
        columns = [c for c, _ in self.values]
        rows = [r for _, r in self.values]
        return (min(columns), min(rows), max(columns), max(rows))


def _key(path) -> Path:
    return Path(path).resolve()


class HeatStore(QObject):
    """Heat maps by adventure file; `changed(path)` after every `set` and `clear` of that file."""

    changed = Signal(object)  # the resolved path whose heat map changed (or went away)

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._maps: dict[Path, HeatMap] = {}

    def set(self, path, report_map: dict, label: str) -> HeatMap:
        key = _key(path)
        heat = self._maps[key] = HeatMap.from_report_map(report_map, label)
        self.changed.emit(key)
        return heat

    def get(self, path) -> HeatMap | None:
        return self._maps.get(_key(path))

    def clear(self, path) -> None:
        if self._maps.pop(_key(path), None) is not None:
            self.changed.emit(_key(path))


_STORE: HeatStore | None = None


def heat_store() -> HeatStore:
    """The process-wide store (created on first use, on the GUI thread)."""
    global _STORE
    if _STORE is None:
        _STORE = HeatStore()
    return _STORE


def run_label(report: dict, live: bool = False) -> str:
    """How the legend names a run: ``'200 random games, seed 0'`` (live: ``'48 of 200 random games so far, ...'``)."""
    run = report["run"]
    played, requested = run["games_played"], run["games_requested"]
    games = f"{played} of {requested} {run['bots']} games so far" if live else f"{played} {run['bots']} games"
    if not live and run.get("interrupted"):
        games += " (cancelled)"
    factions = run.get("factions")
    seats = f", factions {', '.join(factions)}" if factions else ""
    return f"{games}{seats}, seed {run['seed']}"

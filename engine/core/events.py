"""The structured event log: what happened, to whom, where, with which dice.

Events are immutable tuples `(kind, player, area, data)`; `player` is a seat (or -1) and `area`
a map field `(column, row)` (or None). `data` holds plain JSON values. The editor and reports
read the log; `describe` turns one event into a line of prose for transcripts.
"""

from __future__ import annotations

from typing import Any, NamedTuple


class Event(NamedTuple):
    kind: str
    player: int
    area: tuple[int, int] | None
    data: dict[str, Any]

    def to_json(self) -> dict[str, Any]:
        return {"kind": self.kind, "player": self.player,
                "area": list(self.area) if self.area is not None else None, "data": self.data}


def describe(event: Event, names: list[str] | None = None) -> str:
    """One line of text for an event: `kind player@area key=value ...` (stable, for transcripts)."""
    who = (names[event.player] if names and 0 <= event.player < len(names) else str(event.player)) \
        if event.player >= 0 else "-"
    where = f"@{event.area[0]},{event.area[1]}" if event.area is not None else ""
    parts = []
    for key in sorted(event.data):
        value = event.data[key]
        if isinstance(value, (list, tuple)):
            value = ",".join(str(v) for v in value)
        elif isinstance(value, dict):
            value = ",".join(f"{k}:{value[k]}" for k in sorted(value))
        parts.append(f"{key}={value}")
    return " ".join([event.kind, who + where] + parts)

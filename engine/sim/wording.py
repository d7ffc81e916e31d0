"""How people read a run's numbers: seats counted from 1, and a speed that never reads "0 games/s".

The JSON reports keep the engine's seat index (0 is the first seat, as `Game.current_player` and
the saved games count); everything a person reads — the terminal summaries, the HTML reports, the
dashboards, F5's playtest window — names the first seat "seat 1", as the rulebook's turn order
does. One function numbers them so no view can drift from another.

A run of a search bot can take seconds a game; its speed is then written as seconds a game, so a
slow run never prints "0 games/s".
"""

from __future__ import annotations

import re

_SEAT_METRIC = re.compile(r"^seat (\d+) ")


def seat_number(seat: int) -> int:
    """The number a person reads for the engine's seat index (index 0 is seat 1)."""
    return seat + 1


def seat_label(seat, noun: str = "seat") -> str:
    """'seat 1' for the engine's seat 0; a label that is not an index (a faction, a team) as it is."""
    return f"{noun} {seat_number(seat)}" if isinstance(seat, int) and not isinstance(seat, bool) else str(seat)


def metric_label(metric: str) -> str:
    """A conclusion's key as people read it: 'seat 0 win rate' (the JSON's key) is 'seat 1 win rate'."""
    return _SEAT_METRIC.sub(lambda m: f"seat {seat_number(int(m.group(1)))} ", metric)


def rate_text(count: int, seconds: float, unit: str = "game", units: str | None = None) -> str:
    """The speed of `count` games (or runs) in `seconds`: '125 games/s', '4.2 games/s', '0.40 games/s',
    or '2.5 s a game' once a game takes longer than two seconds."""
    units = units or f"{unit}s"
    if count <= 0 or seconds <= 0:
        return f"- {units}/s"
    rate = count / seconds
    if rate >= 10:
        return f"{rate:.0f} {units}/s"
    if rate >= 1:
        return f"{rate:.1f} {units}/s"
    if rate >= 0.5:
        return f"{rate:.2f} {units}/s"
    return f"{seconds / count:.1f} s a {unit}"

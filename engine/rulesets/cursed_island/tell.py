"""The event log of a game (`State.events`): one function writes every entry, so the log's shape is
one place (kinds and their data: docs/rules-cursed-island.md "The log")."""

from __future__ import annotations

from engine.core.events import Event


def event(state, kind: str, player: int = -1, /, **data) -> None:
    """Log `kind` for seat `player` (-1: the team or nobody) with plain JSON `data`."""
    state.events.append(Event(kind, player, None, data))

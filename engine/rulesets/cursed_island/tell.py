"""The event log of a game (`State.events`): one function writes every entry, so the log's shape is
one place (kinds and their data: docs/rules-cursed-island.md "The log")."""

from __future__ import annotations

from engine.core.events import Event


def event(state, kind: str, player: int = -1, /, **data) -> None:
    """Log `kind` for seat `player` (-1: the team or nobody) with plain JSON `data`.

    An event about one person (`person`: its index in `state.people`) also logs that person's
    `character`: the castaways are drawn per game, so a log read without the state (prose.py, a replay)
    names them by what was dealt, not by a numbered seat."""
    person = data.get("person")
    if isinstance(person, int) and "character" not in data and 0 <= person < len(state.people):
        data["character"] = state.people[person].character
    state.events.append(Event(kind, player, None, data))

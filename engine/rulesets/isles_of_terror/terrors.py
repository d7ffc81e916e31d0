"""The terror board of cooperative and solo play (rulebook pp. 25 ff.): the terror tokens and their levels.

`state.terrors` holds one `TerrorToken` per terror of the adventure, in the terror board's
order (left to right), each at level 1 and off the isle (`area` None) when the game starts; a
competitive game has none. `in_play(state)` lists the tokens standing on the isle in board
order; `pacify(state, index)` sets one of them back to level 1 (the pacify action).
"""

from __future__ import annotations

LEVELS = (1, 2, 3)


class TerrorToken:
    """One terror of the terror board: its id (the terror card's), its level (1..3) and the area
    its token stands on (None while it is on the terror board)."""

    __slots__ = ("id", "level", "area")

    def __init__(self, terror_id: str, level: int = 1, area: int | None = None) -> None:
        self.id = terror_id
        self.level = level
        self.area = area

    def copy(self) -> TerrorToken:
        return TerrorToken(self.id, self.level, self.area)

    def snapshot(self) -> list:
        return [self.id, self.level, self.area]

    def __repr__(self) -> str:
        return f"TerrorToken({self.id!r}, level={self.level}, area={self.area})"


def terror_board(game) -> list[TerrorToken]:
    """The tokens a new game starts with: the adventure's terrors in cooperative and solo play."""
    if game.mode == "competitive":
        return []
    return [TerrorToken(card.id) for card in game.adventure.setup.terrors]


def token(state, terror_id: str) -> TerrorToken | None:
    return next((t for t in state.terrors if t.id == terror_id), None)


def in_play(state) -> list[TerrorToken]:
    """The terror tokens standing on the isle, in the terror board's order (left to right)."""
    return [t for t in state.terrors if t.area is not None]


def pacify(state, index: int) -> None:
    """Set the terror `in_play(state)[index]` back to level 1 (the pacify action)."""
    terror = in_play(state)[index]
    terror.level = 1
    state.emit("terror_level", state.active, terror.area, terror=terror.id, level=1)

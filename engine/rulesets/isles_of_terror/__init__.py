"""The rules engine of the Isles of Terror game (competitive, cooperative and solo), driven by content.

`Game` (immutable: adventure, players, mode; game.py puts the rules together) → `new_initial_state(seed)` → `State`
(`current_player`, `legal_actions`, `apply_action`, `is_terminal`, `returns`, `scores`, `clone`,
`action_to_string`, `to_json`/`State.from_json`). See docs/rules.md.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.core.errors import EngineError
from engine.core.events import Event, describe

if TYPE_CHECKING:
    from .game import Game
    from .state import CHANCE, TERMINAL, State

__all__ = ["Game", "State", "EngineError", "Event", "describe", "TERMINAL", "CHANCE"]


def __getattr__(name: str):
    """The rules engine loads on first use of its names: checking content (`isleforge validate`, the
    editor's problems) imports this package for its ruleset object and checks, not for the game."""
    if name == "Game":
        from .game import Game
        return Game
    if name in ("State", "CHANCE", "TERMINAL"):
        from .state import CHANCE, TERMINAL, State
        return {"State": State, "CHANCE": CHANCE, "TERMINAL": TERMINAL}[name]
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")

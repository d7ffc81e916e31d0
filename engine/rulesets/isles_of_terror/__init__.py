"""The rules engine of the Isles of Terror game (competitive, cooperative and solo), driven by content.

`Game` (immutable: adventure, players, mode; game.py puts the rules together) → `new_initial_state(seed)` → `State`
(`current_player`, `legal_actions`, `apply_action`, `is_terminal`, `returns`, `scores`, `clone`,
`action_to_string`, `to_json`/`State.from_json`). See docs/rules.md.
"""

from __future__ import annotations

from engine.core.errors import EngineError
from engine.core.events import Event, describe
from .game import Game
from .state import CHANCE, TERMINAL, State

__all__ = ["Game", "State", "EngineError", "Event", "describe", "TERMINAL", "CHANCE"]

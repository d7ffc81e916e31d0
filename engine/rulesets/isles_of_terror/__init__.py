"""The rules engine of the Isles of Terror game (competitive, cooperative and solo), driven by content.

`Game` (immutable: adventure, players, mode, seed) → `new_initial_state()` → `State`
(`current_player`, `legal_actions`, `apply_action`, `is_terminal`, `returns`, `scores`, `clone`,
`action_to_string`, `to_json`/`State.from_json`). See docs/rules.md.
"""

from __future__ import annotations

# every module that registers with `rules.RULES` is imported here, so the registries are complete
# whichever submodule is imported first (importing a submodule runs this file before it)
from . import (actions, camps, cards, choices, combat, conditions, cooperative, effects, explore, freeacts,  # noqa: F401
               move, resources, scoring, season, team_actions, terror_effects, terror_moves, terrors, text, threat,
               triggers, turn, victory)
from engine.core.errors import EngineError
from engine.core.events import Event, describe
from .game import Game
from .state import CHANCE, TERMINAL, State

__all__ = ["Game", "State", "EngineError", "Event", "describe", "TERMINAL", "CHANCE"]

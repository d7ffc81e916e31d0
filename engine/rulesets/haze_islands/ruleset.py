"""The `Ruleset` of Haze Islands: what the rest of Isleforge may know of this game.

Registered under the `isleforge.rulesets` entry point `haze-islands` (pyproject.toml).
"""

from __future__ import annotations

from engine.core.ruleset import Ruleset

from .model import MODES, RULESET_ID, TEAM_MODES


class HazeIslands(Ruleset):
    id = RULESET_ID
    title = "Haze Islands"
    grid = "square"
    modes = MODES
    team_modes = TEAM_MODES

    # -- content hooks --

    # -- play hooks --

    # -- reports hooks --

    # -- editor paths hooks --


RULESET = HazeIslands()

"""The `Ruleset` of Cursed Island: what the rest of Isleforge may know of this game.

Registered under the `isleforge.rulesets` entry point `cursed-island` (pyproject.toml).
"""

from __future__ import annotations

from engine.core.ruleset import Ruleset

from .model import MODES, RULESET_ID, TEAM_MODES


class CursedIsland(Ruleset):
    id = RULESET_ID
    title = "Cursed Island"
    grid = "hex"
    modes = MODES
    team_modes = TEAM_MODES

    # -- content hooks --

    # -- play hooks --

    # -- reports hooks --

    # -- bots hooks --

    # -- editor paths hooks --


RULESET = CursedIsland()

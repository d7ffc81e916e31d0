"""The `Ruleset` of Finis Terrae: what the rest of Isleforge may know of this game.

Registered under the `isleforge.rulesets` entry point `finis-terrae` (pyproject.toml).
"""

from __future__ import annotations

from engine.core.ruleset import Ruleset

from .model import MODES, RULESET_ID, TEAM_MODES


class FinisTerrae(Ruleset):
    id = RULESET_ID
    title = "Finis Terrae"
    grid = "square"
    modes = MODES
    team_modes = TEAM_MODES

    # -- content hooks --

    # -- play hooks --

    # -- reports hooks --

    # -- bots hooks --

    # -- editor paths hooks --


RULESET = FinisTerrae()

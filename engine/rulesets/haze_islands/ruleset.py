"""The `Ruleset` of Haze Islands: what the rest of Isleforge may know of this game.

Registered under the `isleforge.rulesets` entry point `haze-islands` (pyproject.toml).
"""

from __future__ import annotations

from pathlib import Path

from engine.content import paths
from engine.core.ruleset import Ruleset

from . import content
from .id_targets import TARGETS as ID_TARGETS
from .model import MODES, RULESET_ID, TEAM_MODES


class HazeIslands(Ruleset):
    id = RULESET_ID
    title = "Haze Islands"
    grid = "square"
    modes = MODES
    team_modes = TEAM_MODES

    # -- content hooks --
    kinds = content.KINDS
    checks = (content.check_library,)
    card_kinds = content.CARD_KINDS
    id_targets = ID_TARGETS
    template = "new-haze"
    template_file = Path(__file__).resolve().parent / "templates" / "new-haze.yaml"  # outside the library

    @property
    def schema_dir(self):
        return paths.schemas_dir() / self.id

    def resolve(self, library, adventure_id: str):
        return content.resolve(library, adventure_id)

    def diagnostics(self, library) -> list:
        """Schema and semantic problems of the library's Haze Islands files, located."""
        return content.diagnostics(library)

    # -- play hooks --

    # -- reports hooks --

    # -- editor paths hooks --


RULESET = HazeIslands()

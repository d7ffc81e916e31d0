"""The `Ruleset` of Cursed Island: what the rest of Isleforge may know of this game.

Registered under the `isleforge.rulesets` entry point `cursed-island` (pyproject.toml).
"""

from __future__ import annotations

from pathlib import Path

from engine.content import paths
from engine.content.checks.ids import duplicate_file_ids
from engine.core.ruleset import Ruleset

from . import content
from .id_targets import TARGETS as ID_TARGETS
from .model import MODES, RULESET_ID, TEAM_MODES


class CursedIsland(Ruleset):
    id = RULESET_ID
    title = "Cursed Island"
    grid = "hex"
    modes = MODES
    team_modes = TEAM_MODES

    # -- content hooks --
    kinds = content.KINDS
    checks = (duplicate_file_ids, content.check_library)
    card_kinds = content.CARD_KINDS
    card_lists = content.CARD_LISTS
    id_targets = ID_TARGETS
    template = "new-cursed"
    template_file = Path(__file__).resolve().parent / "templates" / "new-cursed.yaml"  # outside the library
    checks_read_only_content = True  # content.py reads the Cursed Island files of the library and nothing else

    @property
    def schema_dir(self):
        return paths.schemas_dir() / self.id

    def resolve(self, library, adventure_id: str):
        """The playable Scenario (model.Scenario) of the scenario file `adventure_id`."""
        return content.resolve(library, adventure_id)

    def diagnostics(self, library) -> list:
        """Schema and semantic problems of the library's Cursed Island files, located."""
        return content.diagnostics(library)

    def player_counts(self, model, mode: str | None = None) -> tuple[int, ...]:
        """The counts the scenario plays (1 to 4): solo is the one-player mode, cooperative 2 to 4."""
        counts = tuple(sorted(getattr(model, "player_counts", ()) or (1, 2, 3, 4)))
        if mode == "solo":
            return tuple(c for c in counts if c == 1)
        if mode == "cooperative":
            return tuple(c for c in counts if c > 1)
        return counts if mode is None else ()

    # -- play hooks --

    # -- reports hooks --

    # -- bots hooks --

    # -- editor paths hooks --


RULESET = CursedIsland()

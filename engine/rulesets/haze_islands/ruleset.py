"""The `Ruleset` of Haze Islands: what the rest of Isleforge may know of this game.

Registered under the `isleforge.rulesets` entry point `haze-islands` (pyproject.toml).
"""

from __future__ import annotations

from pathlib import Path

from engine.content import paths
from engine.core.ruleset import Ruleset

from . import content, report
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
    def ending_titles(self, model, mode):
        return dict(report.ENDINGS)

    def report_sections(self, model, results, mode):
        return report.report_sections(model, results, mode)

    def summary_lines(self, report_):
        return report.summary_lines(report_)

    def html_sections(self, report_, charts):
        return report.html_sections(report_, charts)

    def conclusions(self, report_):
        return report.conclusions(report_)

    def report_schema(self, kind):
        return self.schema_dir / "report-sections.schema.json" if kind == "playtest" else None

    def report_map(self, report_):
        return report.field_map(report_)

    def report_coverage(self, report_):
        return report.coverage_lists(report_)

    def report_conditions(self, report_):
        return report.conditions(report_)

    def score_breakdown_spec(self, model, mode):
        return report.score_spec(model, mode)

    def nemesis_title(self, model):
        return "The Doom"

    def team_outcome(self, result):
        return report.team_outcome(result)

    # -- editor paths hooks --


RULESET = HazeIslands()

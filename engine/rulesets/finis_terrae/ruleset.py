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
    def ending_titles(self, model, mode):
        from . import report
        return dict(report.ENDINGS)

    def report_sections(self, model, results, mode):
        from . import report
        return report.report_sections(model, results, mode)

    def summary_lines(self, report_):
        from . import report
        return report.summary_lines(report_)

    def html_sections(self, report_, charts):
        from . import report
        return report.html_sections(report_, charts)

    def conclusions(self, report_):
        from . import report
        return report.conclusions(report_)

    def report_schema(self, kind):
        from engine.content import paths
        return paths.schemas_dir() / self.id / "report-sections.schema.json" if kind == "playtest" else None

    def report_map(self, report_):
        from . import report
        return report.field_map(report_)

    def report_coverage(self, report_):
        from . import report
        return report.coverage_lists(report_)

    def report_conditions(self, report_):
        from . import report
        return report.conditions(report_)

    def score_breakdown_spec(self, model, mode):
        from . import report
        return report.score_spec(model, mode)

    def core_mechanics(self, report_):
        from . import report
        return report.core_mechanics(report_)

    # -- bots hooks --
    @property
    def bots(self):
        """Weakest first; greedy: its own heuristic (greedy.py); the search bot `mcts` is every ruleset's."""
        from engine.bots import RandomBot

        from . import greedy
        return {"random": RandomBot, "greedy": greedy.factory}

    def evaluate(self, state, player: int) -> float:
        """The lead in points of the scoring now plus the hold's trade, open owned islands, tokens near,
        less the storm's threat and the pirates' (greedy.py), as a win chance."""
        from . import greedy
        return greedy.evaluate(state, player)

    def rollout_bot(self):
        """The greedy's priorities without its look-ahead, for the search bot's rollouts (rollout.py)."""
        from . import rollout
        return rollout.factory

    # -- editor paths hooks --


RULESET = FinisTerrae()

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
    length_measures = ("seasons", "decisions")  # seasons: the rounds played (GameResult's rounds)
    length_words = {"seasons": "rounds"}

    def summarise(self, state, result) -> None:
        from . import summary
        summary.summarise(state, result)

    def team_outcome(self, result):
        from . import report
        return report.team_outcome(result)

    def ending_titles(self, model, mode):
        from . import report
        return report.ending_titles(model)

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

    def score_breakdown_spec(self, model, mode):
        from . import report
        return report.score_spec(model, mode)

    # -- bots hooks --
    @property
    def bots(self):
        """Weakest first; greedy: the team greedy written for survival (greedy.py); the search bot `mcts`
        is every ruleset's, over the team's shared returns."""
        from engine.bots import RandomBot

        from . import greedy
        return {"random": RandomBot, "greedy": greedy.factory}

    def evaluate(self, state, player: int) -> float:
        """The team's position in wounds (appraise.worth) as a win chance, the same for every seat."""
        from . import appraise
        return appraise.evaluate(state, player)

    def rollout_bot(self):
        """The greedy's plan without its clones, for the search bot's rollouts (rollout.py)."""
        from . import rollout
        return rollout.factory

    # -- editor paths hooks --


RULESET = CursedIsland()

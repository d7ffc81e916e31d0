"""The `Ruleset` of Haze Islands: what the rest of Isleforge may know of this game.

Registered under the `isleforge.rulesets` entry point `haze-islands` (pyproject.toml).
"""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

from engine.bots import RandomBot
from engine.content import paths
from engine.content.checks.ids import duplicate_file_ids
from engine.core.events import describe
from engine.core.ruleset import Ruleset
from engine.core.teams import Teams

from . import content
from .id_targets import TARGETS as ID_TARGETS
from .model import MODES, RULESET_ID, TEAM_MODES

if TYPE_CHECKING:
    from .game import Game

# The game, its bots, reports and prose are imported where they are used: `isleforge validate` and the
# editor's problems need this object's kinds, schemas and checks, not the rules engine (issue 32).


class HazeIslands(Ruleset):
    id = RULESET_ID
    title = "Haze Islands"
    grid = "square"
    modes = MODES
    team_modes = TEAM_MODES

    # -- content hooks --
    kinds = content.KINDS
    checks = (duplicate_file_ids, content.check_library)
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
    @property
    def bots(self):
        """Weakest first; greedy: its own heuristic (greedy.py)."""
        from . import greedy
        return {"random": RandomBot, "greedy": greedy.factory}

    def evaluate(self, state, player: int) -> float:
        """Survive the Doom, use the icons the table needs, keep pirates and orders (greedy.py)."""
        from . import greedy
        return greedy.evaluate(state, player)
    length_measures = ("seasons", "turns", "decisions")
    one_player_modes = ("solo",)

    def new_game(self, model, *, players=None, factions=None, mode=None, carry_in=None) -> Game:
        """A game of `model` in `mode` (default: the adventure's first) for `players` seats (solo: 1;
        otherwise the most the adventure allows). Haze Islands has no factions: `factions`, when given,
        only says how many seats play."""
        mode = mode or self.default_mode(model)
        if players is None and factions:
            players = len(factions)
        from .game import Game
        return Game(model, players=players, mode=mode)

    def default_mode(self, model) -> str:
        modes = tuple(getattr(model, "modes", ()) or MODES)
        return "competitive" if "competitive" in modes else modes[0]

    def normalise_action(self, action):
        from .state import normalise
        return normalise(action)

    def summarise(self, state, result) -> None:
        from . import summary
        summary.summarise(state, result)

    def invariants(self, state) -> list[str]:
        from . import summary
        return summary.invariants(state)

    def describe_event(self, event, names=None) -> str:
        return describe(event, names)

    def narrate_event(self, event, game) -> str:
        from . import prose
        return prose.narrate(event, game)

    def teams(self, game) -> Teams:
        """Solo and cooperative: every seat on one team; friendly and competitive: each seat alone."""
        return Teams.together(game.num_players) if game.mode in TEAM_MODES else Teams.alone(game.num_players)

    def team_outcome(self, result) -> dict | None:
        team = result.details.get("team")
        if team is None:
            return None
        return {"won": team["won"], "vp": team["vp"], "loss": team["loss"], "year": team["loss_year"]}

    def player_counts(self, model, mode: str | None = None) -> tuple[int, ...]:
        """Solo: 1; friendly, competitive and cooperative: 2 or 3 (as far as the adventure names them)."""
        named = tuple(sorted(getattr(model, "player_counts", ()) or (1, 2, 3)))
        if mode is None:
            return named
        if mode not in self.modes:
            return ()
        return tuple(n for n in named if (n == 1) == (mode == "solo"))

    def mode_titles(self, model) -> dict[str, str]:
        titles = {"friendly": "Friendly (no ship attacks)", "competitive": "Competitive",
                  "solo": "Solo (defeat The Doom, score the solo icons)",
                  "cooperative": "Cooperative (survive and defeat The Doom together)"}
        return {mode: titles.get(mode, mode) for mode in (getattr(model, "modes", ()) or MODES)}

    def seats(self, model) -> list[tuple[str, str]]:
        from .game import SEAT_NAMES
        return [(name.lower(), name) for name in SEAT_NAMES]

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
        return self.schema_dir / "report-sections.schema.json" if kind == "playtest" else None

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

    def nemesis_title(self, model):
        return "The Doom"

    # -- bots hooks --
    def rollout_bot(self):
        """The greedy's priorities without its look-ahead, for the search bot's rollouts (rollout.py)."""
        from . import rollout
        return rollout.factory

    # -- editor paths hooks --

    # -- first hour hooks --
    # a greedy game takes about 5.1 s (misty-reach: 0.20 games/s, one job, on the two shared cores at load
    # 16, session 12): 1,000 games were an hour and a half, 100 are a few minutes and the first live
    # report comes after 5 of them
    default_games = 100
    cli_examples = {"playtest": "misty-reach --mode cooperative --players 2", "sweep": "misty-reach --vary rules/rounds=5..7"}


RULESET = HazeIslands()

"""The `Ruleset` of Finis Terrae: what the rest of Isleforge may know of this game.

Registered under the `isleforge.rulesets` entry point `finis-terrae` (pyproject.toml).
"""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

from engine.content import paths
from engine.content.checks.ids import duplicate_file_ids
from engine.core.events import describe
from engine.core.ruleset import Ruleset

from . import content
from .id_targets import TARGETS as ID_TARGETS
from .model import DEFAULT_SEATS, MODES, RULESET_ID, TEAM_MODES

if TYPE_CHECKING:
    from .game import Game

# The game, its summary and prose are imported where they are used: validating content needs this
# object's kinds and checks, not the rules engine.


class FinisTerrae(Ruleset):
    id = RULESET_ID
    title = "Finis Terrae"
    grid = "square"
    modes = MODES
    team_modes = TEAM_MODES

    # -- content hooks --
    kinds = content.KINDS
    checks = (duplicate_file_ids, content.check_library)
    card_kinds = content.CARD_KINDS
    card_lists = content.CARD_LISTS
    id_targets = ID_TARGETS
    template = "new-finis"
    template_file = Path(__file__).resolve().parent / "templates" / "new-finis.yaml"  # outside the library
    checks_read_only_content = True  # content.py reads the Finis Terrae files of the library and nothing else

    @property
    def schema_dir(self):
        return paths.schemas_dir() / self.id

    def resolve(self, library, adventure_id: str):
        return content.resolve(library, adventure_id)

    def diagnostics(self, library) -> list:
        """Schema and semantic problems of the library's Finis Terrae files, located."""
        return content.diagnostics(library)

    def player_counts(self, model, mode: str | None = None) -> tuple[int, ...]:
        """The counts the sea names (2 to 4), for its one mode; () for a mode it does not play."""
        if mode is not None and mode not in (getattr(model, "modes", ()) or MODES):
            return ()
        return tuple(sorted(getattr(model, "player_counts", ()) or (2, 3, 4)))

    # -- play hooks --
    length_measures = ("seasons", "turns", "decisions")  # seasons: the days played (GameResult's rounds)
    seat_noun = "Colour"

    def new_game(self, model, *, players=None, factions=None, mode=None, carry_in=None) -> Game:
        """A game of `model` for `players` seats (default: the most the sea allows; `factions`, when
        given, only says how many seats play: the colours go in the sea's order)."""
        mode = mode or self.default_mode(model)
        if players is None and factions:
            players = len(factions)
        from .game import Game
        return Game(model, players=players, mode=mode)

    def default_mode(self, model) -> str:
        return "competitive"

    def normalise_action(self, action):
        from .state import normalise
        return normalise(action)

    def summarise(self, state, result) -> None:
        from . import summary
        summary.summarise(state, result)

    def invariants(self, state) -> list[str]:
        """The sea's invariants (invariants.py) and those of holds, ports and trade (summary.py)."""
        from . import invariants, summary
        return invariants.invariants(state) + summary.invariants(state)

    def describe_event(self, event, names=None) -> str:
        return describe(event, names)

    def narrate_event(self, event, game) -> str:
        from . import prose
        return prose.narrate(event, game)

    def mode_titles(self, model) -> dict[str, str]:
        return {"competitive": "Competitive (2-4 explorers and the pirate galleon)"}

    def seats(self, model) -> list[tuple[str, str]]:
        seats = getattr(model, "seats", None) or DEFAULT_SEATS
        return [(seat.id, seat.title) for seat in seats]

    # -- reports hooks --
    length_words = {"seasons": "days"}  # a game of Finis Terrae counts days (GameResult's rounds)
    score_word = "points"  # the rulebook counts points, never victory points (Ruleset.score_word)
    score_title = "Points"

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

    # -- first hour hooks --
    # a greedy game takes about 5.6 s (elbow-reach: 0.18 games/s, one job, on the two shared cores at load
    # 16, session 12): 1,000 games were an hour and a half, 100 are a few minutes and the first live
    # report comes after 5 of them
    default_games = 100
    cli_examples = {"playtest": "elbow-reach --players 4", "sweep": "elbow-reach --vary rules/start_coins=15..20:5"}


RULESET = FinisTerrae()

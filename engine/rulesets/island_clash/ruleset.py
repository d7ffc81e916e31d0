"""The `Ruleset` of Island Clash: what the rest of Isleforge may know of this game.

Registered under the `isleforge.rulesets` entry point `island-clash` (pyproject.toml).
"""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

from engine.bots import RandomBot
from engine.content import paths
from engine.core.events import describe
from engine.core.ruleset import Ruleset, win_chance

from . import board, content
from .model import MODES, RULESET_ID

if TYPE_CHECKING:
    from .game import Game

# The game, its bot, reports and prose are imported where they are used: `isleforge validate` and the
# editor's problems need this object's kinds, schemas and checks, not the rules engine (issue 32).


EVALUATION_SCALE = 4.0  # the greedy weight of one unit in a capture area


class IslandClash(Ruleset):
    id = RULESET_ID
    title = "Island Clash"
    kinds = content.KINDS
    checks = (content.check_library,)
    checks_read_only_content = True  # checks.py reads the Island Clash files of the library and nothing else
    grid = "square"
    field_codes = board.FIELD_CODES
    field_kinds = board.FIELD_KINDS
    map_rows = board.MAP_ROWS
    template = "new-island"
    template_file = Path(__file__).resolve().parent / "templates" / "new-island.yaml"  # outside the library
    modes = MODES

    @property
    def bots(self):
        from .greedy import GreedyBot
        return {"random": RandomBot, "greedy": GreedyBot}

    length_measures = ("turns", "decisions")

    @property
    def schema_dir(self):
        return paths.schemas_dir() / self.id

    # -- content ------------------------------------------------------------------------------
    def resolve(self, library, adventure_id: str):
        return content.resolve(library, adventure_id)

    def diagnostics(self, library) -> list:
        """Schema and semantic problems of the library's Island Clash files, located."""
        return content.diagnostics(library)

    # -- play ---------------------------------------------------------------------------------
    def new_game(self, model, *, players=None, factions=None, mode=None) -> Game:
        from .game import Game
        return Game(model, players=players, factions=factions, mode=mode or self.default_mode(model))

    def evaluate(self, state, player: int) -> float:
        """The greedy bot's `worth` of `player` against the best other seat, as a logistic win
        chance: a lead of one unit in a capture area (4) is 73%."""
        if state.is_terminal():
            return state.returns()[player]
        from .greedy import worth
        mine = worth(state, player)
        others = [worth(state, s) for s in range(state.game.num_players) if s != player and not state.eliminated[s]]
        lead = mine - max(others, default=mine)
        return win_chance(lead, EVALUATION_SCALE)

    def normalise_action(self, action):
        return tuple(tuple(p) if isinstance(p, list) else p for p in action)

    # -- reading a game -----------------------------------------------------------------------
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

    # -- playtest reports ---------------------------------------------------------------------
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

    # -- reports hooks --
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

    def core_mechanics(self, report_):
        from . import report
        return report.core_mechanics(report_)

    def degenerate_signs(self, report_):
        from . import report
        return report.degenerate_signs(report_)

    # -- editor paths hooks --
    seat_noun = "Colour"

    def seats(self, model) -> list[tuple[str, str]]:
        """The board's seat colours in seat order: each colour starts in its own corner (`seats` of the file)."""
        return [(colour, colour.capitalize()) for colour in model.colours]

    def player_counts(self, model, mode: str | None = None) -> tuple[int, ...]:
        """The player counts the board is for (2 or 4, say), as far as it has seats for them."""
        if mode is None:  # the command line's check: the counts the adventure names
            return super().player_counts(model)
        if mode not in self.modes:
            return ()
        return tuple(n for n in model.player_counts if n <= len(model.colours))

    # -- first hour hooks --
    cli_examples = {"playtest": "three-reefs --mode randomized-tiles", "sweep": "three-reefs --vary setup/units=1..3"}


RULESET = IslandClash()

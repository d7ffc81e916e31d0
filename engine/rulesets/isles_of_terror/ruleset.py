"""The `Ruleset` of Isles of Terror: what the rest of Isleforge may know of this game.

Registered under the `isleforge.rulesets` entry point `isles-of-terror` (pyproject.toml).
"""

from __future__ import annotations

import functools
import math
import random
from typing import TYPE_CHECKING

from engine.content import geometry, paths
from engine.core.events import describe
from engine.core.maps import FieldKind, MapRows
from engine.core.ruleset import Ruleset, win_chance
from engine.bots import RandomBot

from . import content_kinds
from .checks import CHECKS
from .fields import FIELD_CODES
from .id_targets import TARGETS as ID_TARGETS
from .checks import budget as budget_checks
from .checks import victory as victory_checks
from .checks.references import adventure_factions

if TYPE_CHECKING:
    from .game import Game

# The game, its bots, reports and prose are imported where they are used: `isleforge validate` and the
# editor's problems need this object's kinds, schemas and checks, not the rules engine (issue 32).

# the south-east neighbour of (0, 0) is (1, 0) when odd columns sit half a field lower (odd-q)
ODD_COLUMNS_LOWER = geometry.neighbour("hex", (0, 0), 3) == (1, 0)


EVALUATION_SCALE = 8.0  # the greedy weight of one victory point
# A team's value grows through any game (every player's figures, VP and progress summed), so it is read
# as its gain since the start, per player, in units of TEAM_GAIN_PER_PLAYER victory points' worth:
# measured with team greedy bots on drowned-temple (3 players), a whole game gains 50-75 per player.
TEAM_GAIN_PER_PLAYER = 4.0

# The map's field kinds as the map designer paints them (the colours of `editor.board.style.FILL`,
# the names of the designer's palette), in the order of its 1..7 keys.
FIELD_KINDS = (
    FieldKind("s", "sea", "Sea", "#3f7fc0", "anchor", "water",
              "A sea area: ships sail here; an anchor marks where they may land"),
    FieldKind("g", "green", "Green", "#6aae55", "", "land",
              "A green area: a face-down tile drawn from the pool's green tiles"),
    FieldKind("y", "yellow", "Yellow", "#e6c64f", "", "land",
              "A yellow area: a face-down tile drawn from the pool's yellow tiles"),
    FieldKind("r", "red", "Red", "#c9553e", "", "land",
              "A red area: a face-down tile drawn from the pool's red tiles"),
    FieldKind("a", "adventure", "Adventure area", "#8653b5", "", "land",
              "An adventure area of this adventure: a name, a value and rules of its own"),
    FieldKind("f", "fixed", "Fixed tile", "#8b7560", "", "land",
              "A fixed tile: a location, terrain, boss or minion tile laid face up at setup"),
    FieldKind(".", "empty", "Empty water", "", "", "empty", "Empty water off the board (erases a field)"),
)


class IslesOfTerror(Ruleset):
    id = "isles-of-terror"
    title = "Isles of Terror"
    template = "first-landing"  # where `isleforge new adventure` and File > New start
    kinds = content_kinds.KINDS
    checks = CHECKS
    grid = "hex"
    field_codes = FIELD_CODES
    modes = content_kinds.MODES_IMPLEMENTED

    @property
    def bots(self):
        """random and greedy (greedy_coop.py: GreedyBot, or TeamGreedyBot in team play)."""
        from .greedy_coop import Greedy
        return {"random": RandomBot, "greedy": Greedy}
    length_measures = ("seasons", "turns", "decisions")
    field_kinds = FIELD_KINDS
    map_rows = MapRows("/map/rows", " ", grid_pointer="/map/grid")

    @property
    def schema_dir(self):
        return paths.schemas_dir() / self.id

    def resolve(self, validation, adventure_id: str):
        from .resolve import resolve_adventure
        return resolve_adventure(validation, adventure_id)

    def new_game(self, model, *, players=None, factions=None, mode=None, carry_in=None) -> Game:
        """Without `factions`, the seats drawn for seed 0 (`draw_factions`): a run asks `seating` for
        each game's and builds one `Game` per seating."""
        from .game import Game
        return Game(model, players=players, factions=factions, mode=mode or "competitive", carry_in=carry_in)

    def seating(self, model, *, players=None, mode=None, seed: int = 0):
        """The factions drawn for the game dealt from `seed` when none are chosen (`draw_factions`)."""
        players = 1 if (mode or "competitive") == "solo" and players is None else 3 if players is None else players
        from .game import draw_factions
        return draw_factions(model, players, seed)

    def chapter_end(self, state):
        from . import carry
        return carry.chapter_end(state)

    def normalise_action(self, action):
        from .state import normalise
        return normalise(action)

    def evaluate(self, state, player: int) -> float:
        """The greedy bot's position value (`GreedyBot.evaluate`) of `player` against the best other
        seat, as a logistic win chance: a lead of one victory point's worth (8) is 73%."""
        if state.game.mode != "competitive":  # the players win or lose together: the team's position
            if state.is_terminal():
                return 1.0 if state.returns()[player] > 0 else 0.0
            gain = _evaluators()[1].evaluate(state, player) - _team_start(state.game, state.seed)
            return _logistic(gain / (TEAM_GAIN_PER_PLAYER * state.n))
        if state.is_terminal():
            return state.returns()[player]
        worth = _evaluators()[0].evaluate
        mine = worth(state, player)
        lead = mine - max((worth(state, s) for s in range(state.n) if s != player), default=mine)
        return _logistic(lead)

    def evaluate_seats(self, state) -> list[float]:
        """`evaluate` of every seat with each seat's worth worked out once, not once per seat it is
        weighed against (a search scores every cut-off rollout so: 4 worths instead of 2 at 2 players)."""
        if state.game.mode != "competitive" or state.is_terminal():
            return super().evaluate_seats(state)
        worth = _evaluators()[0].evaluate
        worths = [worth(state, seat) for seat in range(state.n)]
        return [_logistic(mine - max((w for other, w in enumerate(worths) if other != seat), default=mine))
                for seat, mine in enumerate(worths)]

    def summarise(self, state, result) -> None:
        from . import summary
        summary.summarise(state, result)

    def invariants(self, state) -> list[str]:
        from . import summary
        return summary.invariants(state)

    def describe_event(self, event, names=None) -> str:
        return describe(event, names)

    def narrate_event(self, event, game) -> str:
        from .prose import narrate
        return narrate(event, game)

    # -- playtest reports: report.py --------------------------------------------------------
    def ending_titles(self, model, mode):
        from . import report
        return report.ending_titles(model, mode)

    def report_sections(self, model, results, mode):
        from . import report
        return report.report_sections(model, results, mode)

    def summary_lines(self, report_):
        from . import report
        return report.summary_lines(report_)

    def html_sections(self, report_, charts):
        from . import report
        return report.html_sections(report_, charts, self.field_outline)

    def conclusions(self, report_):
        from . import report
        return report.conclusions(report_)

    def field_outline(self, grid, coord, size):
        """Squares, or flat-topped hexes in odd-q columns (geometry.py: odd columns half a field lower)."""
        if grid == "square":
            return super().field_outline(grid, coord, size)
        col, row = coord
        cx = size + col * 1.5 * size
        shift = 0.5 * ((col & 1) if ODD_COLUMNS_LOWER else 1 - (col & 1))
        cy = size * math.sqrt(3) * (row + shift) + size * math.sqrt(3) / 2
        points = [(cx + size * math.cos(math.radians(60 * k)), cy + size * math.sin(math.radians(60 * k)))
                  for k in range(6)]
        return points, (cx, cy)

    # -- content hooks --
    tile_budget = budget_checks  # the map designer's live tile budget uses the policy of the budget checks

    def resolve_campaign(self, validation, campaign_id: str):
        from .resolve import resolve_campaign
        return resolve_campaign(validation, campaign_id)

    def faction_ids(self, context, content) -> list[str]:
        return sorted({f.id for f in adventure_factions(context, content) if f.id})

    def is_catch_all(self, condition) -> bool:
        return victory_checks.always_met(condition)

    # -- reports hooks --
    team_modes = ("cooperative", "solo")

    def report_schema(self, kind):
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

    def team_outcome(self, result):
        from . import report
        return report.team_outcome(result)

    # -- editor paths hooks --
    seat_noun = "Faction"
    one_player_modes = ("solo",)  # one player controls one faction or more (p. 30)

    def seats(self, model) -> list[tuple[str, str]]:
        """The adventure's factions (each plays once), by id and title."""
        return [(faction.id, faction.title) for faction in model.factions]

    def player_counts(self, model, mode: str | None = None) -> tuple[int, ...]:
        """The player counts the adventure has player materials for, up to its factions; in solo the
        factions the one player controls, from one."""
        if mode is None:  # the command line's check: the counts the adventure names
            return super().player_counts(model)
        if mode not in self.modes:
            return ()
        low, high = model.players
        low = 1 if mode in self.one_player_modes else low
        return tuple(n for n in range(low, high + 1)
                     if n in model.setup.player_materials and n <= len(model.factions))

    # -- generic content hooks --
    card_kinds = content_kinds.CARD_KINDS
    id_targets = ID_TARGETS
    rule_example = content_kinds.RULE_EXAMPLE
    rule_places = content_kinds.RULE_PLACES

    # -- print hooks --
    numbered_directions = 6  # the six hex directions random movement rolls for, 1 is north

    # -- first hour hooks --
    cli_examples = {"playtest": "drowned-temple --mode cooperative --players 3", "sweep": "drowned-temple --vary setup/player_materials/3/gold=2..5"}


RULESET = IslesOfTerror()


@functools.lru_cache(maxsize=8)  # by game (immutable, hashed by identity) and seed: a search reads one game
def _team_start(game, seed: int) -> float:
    """The team's value at the game's first decision, where every gain is counted from."""
    return _evaluators()[1].evaluate(game.new_initial_state(seed), 0)


@functools.cache
def _evaluators():
    """The greedy bots whose `evaluate` reads a position (the state only, never their generator): one for
    a seat, one for the team's shared position. Made on first use, so validating content loads no bot."""
    from .greedy import GreedyBot
    from .greedy_coop import TeamGreedyBot
    return GreedyBot(random.Random(0)), TeamGreedyBot(random.Random(0))


def _logistic(value: float) -> float:
    """A greedy value as a win chance: one victory point's worth (`EVALUATION_SCALE`) ahead is 73%."""
    return win_chance(value, EVALUATION_SCALE)

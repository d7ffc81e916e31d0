"""The `Ruleset` of Isles of Terror: what the rest of Isleforge may know of this game.

Registered under the `isleforge.rulesets` entry point `isles-of-terror` (pyproject.toml).
"""

from __future__ import annotations

import functools
import math
import random

from engine.content import geometry, paths, schemas
from engine.content.resolve import resolve_adventure
from engine.content.checks import CHECKS
from engine.core.events import describe
from engine.core.ruleset import Ruleset, win_chance
from engine.bots import RandomBot

from . import carry, report, summary
from .game import MODES_IMPLEMENTED, Game
from .greedy import GreedyBot
from .greedy_coop import Greedy, TeamGreedyBot
from .prose import narrate
from .state import normalise


# the south-east neighbour of (0, 0) is (1, 0) when odd columns sit half a field lower (odd-q)
ODD_COLUMNS_LOWER = geometry.neighbour("hex", (0, 0), 3) == (1, 0)


EVALUATION_SCALE = 8.0  # the greedy weight of one victory point
_EVALUATOR = GreedyBot(random.Random(0))  # its `evaluate` reads the state only, never its generator
_TEAM_EVALUATOR = TeamGreedyBot(random.Random(0))  # the same for the team's shared position
# A team's value grows through any game (every player's figures, VP and progress summed), so it is read
# as its gain since the start, per player, in units of TEAM_GAIN_PER_PLAYER victory points' worth:
# measured with team greedy bots on drowned-temple (3 players), a whole game gains 50-75 per player.
TEAM_GAIN_PER_PLAYER = 4.0


class IslesOfTerror(Ruleset):
    id = "isles-of-terror"
    title = "Isles of Terror"
    kinds = schemas.KINDS
    checks = CHECKS
    grid = "hex"
    field_codes = geometry.FIELD_CODES
    modes = MODES_IMPLEMENTED
    bots = {"random": RandomBot, "greedy": Greedy}  # greedy_coop.py: GreedyBot, or TeamGreedyBot in team play
    length_measures = ("seasons", "turns", "decisions")

    @property
    def schema_dir(self):
        return paths.schemas_dir() / self.id

    def resolve(self, validation, adventure_id: str):
        return resolve_adventure(validation, adventure_id)

    def new_game(self, model, *, players=None, factions=None, mode=None, seed=0, carry_in=None) -> Game:
        return Game(model, players=players, factions=factions, mode=mode or "competitive", seed=seed,
                    carry_in=carry_in)

    def chapter_end(self, state):
        return carry.chapter_end(state)

    def normalise_action(self, action):
        return normalise(action)

    def evaluate(self, state, player: int) -> float:
        """The greedy bot's position value (`GreedyBot.evaluate`) of `player` against the best other
        seat, as a logistic win chance: a lead of one victory point's worth (8) is 73%."""
        if state.game.mode != "competitive":  # the players win or lose together: the team's position
            if state.is_terminal():
                return 1.0 if state.returns()[player] > 0 else 0.0
            gain = _TEAM_EVALUATOR.evaluate(state, player) - _team_start(state.game)
            return _logistic(gain / (TEAM_GAIN_PER_PLAYER * state.n))
        if state.is_terminal():
            return state.returns()[player]
        worth = _EVALUATOR.evaluate
        mine = worth(state, player)
        lead = mine - max((worth(state, s) for s in range(state.n) if s != player), default=mine)
        return _logistic(lead)

    def summarise(self, state, result) -> None:
        summary.summarise(state, result)

    def invariants(self, state) -> list[str]:
        return summary.invariants(state)

    def describe_event(self, event, names=None) -> str:
        return describe(event, names)

    def narrate_event(self, event, game) -> str:
        return narrate(event, game)

    # -- playtest reports: report.py --------------------------------------------------------
    def ending_titles(self, model, mode):
        return report.ending_titles(model, mode)

    def report_sections(self, model, results, mode):
        return report.report_sections(model, results, mode)

    def summary_lines(self, report_):
        return report.summary_lines(report_)

    def html_sections(self, report_, charts):
        return report.html_sections(report_, charts, self.field_outline)

    def conclusions(self, report_):
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

    # -- editor paths hooks --
    seat_noun = "Faction"
    one_player_modes = ("solo",)  # one player controls one faction or more (p. 30)
    carries_over = True  # campaigns: carry.py

    def seats(self, model) -> list[tuple[str, str]]:
        """The adventure's factions (each plays once), by id and title."""
        return [(faction.id, faction.title) for faction in model.factions]

    def player_counts(self, model, mode: str) -> tuple[int, ...]:
        """The player counts the adventure has player materials for, up to its factions; in solo the
        factions the one player controls, from one."""
        if mode not in self.modes:
            return ()
        low, high = model.players
        low = 1 if mode in self.one_player_modes else low
        return tuple(n for n in range(low, high + 1)
                     if n in model.setup.player_materials and n <= len(model.factions))


RULESET = IslesOfTerror()


@functools.lru_cache(maxsize=8)  # by game (immutable, hashed by identity): a search reads one game
def _team_start(game) -> float:
    """The team's value at the game's first decision, where every gain is counted from."""
    return _TEAM_EVALUATOR.evaluate(game.new_initial_state(), 0)


def _logistic(value: float) -> float:
    """A greedy value as a win chance: one victory point's worth (`EVALUATION_SCALE`) ahead is 73%."""
    return win_chance(value, EVALUATION_SCALE)

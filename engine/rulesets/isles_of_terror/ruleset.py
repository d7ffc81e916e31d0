"""The `Ruleset` of Isles of Terror: what the rest of Isleforge may know of this game.

Registered under the `isleforge.rulesets` entry point `isles-of-terror` (pyproject.toml).
"""

from __future__ import annotations

from engine.content import geometry, paths, schemas
from engine.content.checks import CHECKS
from engine.core.events import describe
from engine.core.ruleset import Ruleset
from engine.bots import RandomBot

from . import coverage, summary
from .game import MODES_IMPLEMENTED, Game
from .greedy import GreedyBot
from .state import normalise


class IslesOfTerror(Ruleset):
    id = "isles-of-terror"
    title = "Isles of Terror"
    kinds = schemas.KINDS
    checks = CHECKS
    grid = "hex"
    field_codes = geometry.FIELD_CODES
    modes = MODES_IMPLEMENTED
    bots = {"random": RandomBot, "greedy": GreedyBot}

    @property
    def schema_dir(self):
        return paths.schemas_dir() / self.id

    def resolve(self, validation, adventure_id: str):
        from engine.content.resolve import resolve_adventure
        return resolve_adventure(validation, adventure_id)

    def new_game(self, model, *, players=None, factions=None, mode=None, seed=0) -> Game:
        return Game(model, players=players, factions=factions, mode=mode or "competitive", seed=seed)

    def normalise_action(self, action):
        return normalise(action)

    def summarise(self, state, result) -> None:
        summary.summarise(state, result)

    def invariants(self, state) -> list[str]:
        return summary.invariants(state)

    def content_universe(self, model, faction_sets) -> dict:
        return coverage.content_universe(model, faction_sets)

    def describe_event(self, event, names=None) -> str:
        return describe(event, names)


RULESET = IslesOfTerror()

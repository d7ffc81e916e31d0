"""`IslesRules`: the registries of Isles of Terror's procedures, decisions, effects and conditions,
the lowest module of the package.

Nothing registers itself on import: game.py, where the game is put together, lists every procedure,
decision, effect and condition in literal tables (`game.PROCEDURES`, `DECISIONS`, `EFFECTS`,
`CONDITIONS`) and builds the one `RULES` from them; a `Game` holds it as `game.rules` and the engine
looks everything up through it, never through a module global.

The package is layered (pyproject.toml, import-linter): state and these registries at the
bottom, then board, player and dice facts, mutations (choices, scoring, camps, cards),
procedures (season, turn, actions, move, explore, combat, threat), triggers and effects, and
the game, bots, prose and reports on top. A lower layer that must start work of a higher one
(fire a trigger, start an exploration, check victory) calls it through the game's `Hooks`
(`state.game.hooks.check_victory(state, timing)`): a frozen object of named functions that
game.py assembles from the higher modules, so nothing imports upwards, a hook missing or
misspelt fails where the game is put together, and mypy sees each hook's signature.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass
from typing import Any

from engine.core.frames import Decision, Frame, Rules
from engine.core.registry import Registry
from engine.core.vocabulary import Vocabulary


class IslesRules(Rules):
    """Procedures and decisions (the frame machine's), effects and conditions (the rules
    vocabulary's), filled from the tables game.py gives, in their order (a name twice raises
    `registry/duplicate`). The effects and conditions are the kit's `Vocabulary`
    (engine/core/vocabulary.py: `holds`, `run_terms`; its combinators come after the game's own
    names, and Isles of Terror's schema offers none of them)."""

    def __init__(self, procedures: Mapping[str, Callable[[Any, Frame], None]] | None = None,
                 decisions: Mapping[str, tuple[type[Decision], str | None, bool]] | None = None,
                 effects: Mapping[str, Callable] | None = None, conditions: Mapping[str, Callable] | None = None) -> None:
        super().__init__("Isles of Terror")
        self.vocabulary = Vocabulary(effects or {}, conditions or {})
        self.effects: Registry = self.vocabulary.effects
        self.conditions: Registry = self.vocabulary.conditions
        self.effect_of = self.vocabulary.effect_of
        self.condition_of = self.vocabulary.condition_of
        for kind, procedure in (procedures or {}).items():
            self.procedures.add(kind, procedure)
        for kind, (cls, window, auto) in (decisions or {}).items():
            self.decision(kind, window=window, auto=auto)(cls)

    def effect(self, name: str):
        """Register a function `(state, ctx, args)` as the effect `name` of the vocabulary."""
        return self.effects.register(name)

    def condition(self, name: str):
        """Register a function `(state, ctx, args) -> bool` as the condition `name`."""
        return self.conditions.register(name)




@dataclass(frozen=True, slots=True)
class Hooks:
    """The work of higher layers that lower ones start, one named function each (`state` is the
    game's `State`). game.py assembles the one `HOOKS` of Isles of Terror and each `Game` holds it
    as `game.hooks`; a test may give a game other functions (`dataclasses.replace`)."""

    fire: Callable[[Any, str, int, int, str | None, str | None, str | None, int, Any], None]
    """`triggers.fire(state, event, actor, area, task, scope, only, owner, card)`: push the work of
    the rules, progress tasks and missions answering the event (reached through `fire` below)."""
    start_exploration: Callable[[Any, int, int, tuple], None]
    """`explore.start_exploration(state, seat, area, path)`: a movement arrives in an unexplored area."""
    check_victory: Callable[[Any, str], bool]
    """`victory.check(state, timing)`: end the game if a condition of the timing is met (True then)."""
    check_team_victory: Callable[[Any, str], bool]
    """`cooperative.check_team(state, timing)`: the same for the team (cooperative and solo)."""
    free_actions: Callable[[Any, Frame, str | None], list]
    """`freeacts.offers(state, frame, window)`: the free actions beside the decision's own (window None: a
    passive player's decision without a window of its own)."""
    apply_free_action: Callable[[Any, Frame, tuple], None]
    """`freeacts.apply(state, frame, action)`: play one of them."""
    reaction_due: Callable[[Any, Frame], int]
    """`freeacts.reaction_due(state, frame)`: the passive seat to offer a reaction window (-1: none)."""
    action_text: Callable[[Any, tuple, int], str]
    """`text.action_text(state, action, player)`: the action in words (`State.action_to_string`)."""


def fire(state, event: str, actor: int = -1, area: int = -1, task: str | None = None, scope: str | None = None,
         only: str | None = None, owner: int = -1, card=None) -> None:
    """Fire a trigger of the vocabulary: `triggers.fire`, reached through the game's hooks (not called for
    an event nothing listens to: most events of most adventures)."""
    game = state.game
    if event in game.heard:
        game.hooks.fire(state, event, actor, area, task, scope, only, owner, card)

"""`RULES`: the one registry object of Isles of Terror, the lowest module of the package.

Every procedure, decision, effect and condition registers itself here with a decorator
(`@RULES.procedure("season")`, `@RULES.decision("field", window="turn")`,
`@RULES.effect("gain")`, `@RULES.condition("season")`); a `Game` holds the object as
`game.rules` and the engine looks everything up through it, never through a module global.

The package is layered (pyproject.toml, import-linter): state and these registries at the
bottom, then board, player and dice facts, mutations (choices, scoring, camps, cards),
procedures (season, turn, actions, move, explore, combat, threat), triggers and effects, and
the game, bots, prose and reports on top. A lower layer that must start work of a higher one
(fire a trigger, start a combat, check victory) calls it by name through `RULES.calls`,
which the higher module fills with `@RULES.provides`; nothing imports upwards.
"""

from __future__ import annotations

from engine.core.frames import Rules
from engine.core.registry import Registry


class IslesRules(Rules):
    """Procedures and decisions (the frame machine's), effects and conditions (the rules
    vocabulary's) and `calls`: the functions a lower layer reaches upwards by name."""

    def __init__(self) -> None:
        super().__init__("Isles of Terror")
        self.effects: Registry = Registry("effect")
        self.conditions: Registry = Registry("condition")
        self.calls: Registry = Registry("call")
        self.effect_of = self.effects.view()
        self.condition_of = self.conditions.view()
        self.call = self.calls.view()

    def effect(self, name: str):
        """Register a function `(state, ctx, args)` as the effect `name` of the vocabulary."""
        return self.effects.register(name)

    def condition(self, name: str):
        """Register a function `(state, ctx, args) -> bool` as the condition `name`."""
        return self.conditions.register(name)

    def provides(self, name: str):
        """Register a function as `name` for the lower layers to call (`rules.call[name]`)."""
        return self.calls.register(name)


RULES = IslesRules()


def fire(state, event: str, actor: int = -1, area: int = -1, task: str | None = None, scope: str | None = None,
         only: str | None = None, owner: int = -1, card=None) -> None:
    """Fire a trigger of the vocabulary: `triggers.fire`, reached through the game's rules (not called for
    an event nothing listens to: most events of most adventures)."""
    game = state.game
    if event in game.heard:
        game.rules.call["fire"](state, event, actor, area, task, scope, only, owner, card)

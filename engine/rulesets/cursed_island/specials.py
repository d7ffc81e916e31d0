"""The scenario's special rules (`Scenario.rules`): on a trigger (`model.TRIGGERS`), each rule whose
conditions hold puts its effects on the queue. flow.py plays "round_start", "event", "night" and
"round_end"; the action phase plays "explore" and "build" after those actions (this module imports
nothing of the flow, so every phase may call it)."""

from __future__ import annotations

from .queue import push


def scenario_rules(state, trigger: str, ctx) -> None:
    """Put the effects of the rules of `trigger` whose conditions hold in front of the queue."""
    vocabulary = state.game.vocabulary
    steps = [("terms", rule.effects, 0, ctx) for rule in state.game.scenario.rules
             if rule.trigger == trigger and vocabulary.holds(state, ctx, rule.conditions)]
    push(state, *steps)

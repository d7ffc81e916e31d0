"""Helpers of the Cursed Island engine tests: a fresh game of the tiny scenario, and running chosen
steps of the queue on it up to a halt, so each rule is tested on its own with exact values."""

from __future__ import annotations

from ci_tiny_scenario import scenario

from engine.rulesets.cursed_island import flow
from engine.rulesets.cursed_island.game import Game


def fresh(players: int = 3, seed: int = 1, **changes):
    """A new game of the tiny scenario, stopped at the first planning decision of round 1."""
    return Game(scenario(**changes), players=players).new_initial_state(seed)


def steps(state, *todo):
    """Run exactly `todo` (then halt at the stage "halt") from a state between decisions."""
    state.stage = None
    state._legal = None
    state.todo[:] = [*todo, ("reask", "halt", 0)]
    flow.run(state)
    return state


def answer(state, action):
    """Settle the decision the state waits for (without the legality list of a halted queue)."""
    state._legal = None
    state.apply_action(action)
    return state


def kinds(state, since: int = 0) -> list[str]:
    return [e.kind for e in state.events[since:]]

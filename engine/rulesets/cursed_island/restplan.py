"""The action phase until ci-actions' planning and resolution land: every pawn rests.

It deals the round's pawns (two per castaway, Friday's), asks ("assign", pawn, "rest", "") for the
first unassigned pawn and ("commit",) once all are assigned, through the same actions and stage names
as the real planning, then resolves each rest (1 wound healed) and moves the future resources and
discoveries to the available ones. planning.py and resolve.py replace this module in flow.py.
"""

from __future__ import annotations

from . import wounds
from .people import Pawn
from .queue import ask
from .tell import event


def step_plan(state, step) -> None:
    pawns = []
    for i, p in enumerate(state.people):
        if not p.alive:
            continue
        kind = "player" if p.seat >= 0 else state.game.characters[p.character].helper
        if kind == "dog":
            continue
        count = 2 if p.seat >= 0 else 1
        pawns += [Pawn(f"{p.character}-{k}", i, kind, ("rest",)) for k in range(count)]
    state.pawns = pawns
    state.plan = []
    ask(state, "plan")


def legal_plan(state) -> list:
    if len(state.plan) < len(state.pawns):
        return [("assign", state.pawns[len(state.plan)].id, "rest", "")]
    return [("commit",)]


def apply_plan(state, action) -> None:
    if action[0] == "assign":
        state.plan.append((action[1], action[2], action[3]))
        ask(state, "plan")
    else:
        event(state, "plan", -1, plan=[list(p) for p in state.plan])


def step_resolve(state, step) -> None:
    by_id = {p.id: p for p in state.pawns}
    for pawn_id, action, _ in state.plan:
        if action == "rest":
            wounds.heal(state, by_id[pawn_id].person, 1, "rest")
    for resource, amount in state.future.items():
        state.available[resource] += amount
        state.future[resource] = 0
    state.discoveries += state.future_discoveries
    state.future_discoveries = []
    state.pawns = []
    state.plan = []


STEPS = {"plan": step_plan, "resolve": step_resolve}
STAGES = {"plan": (legal_plan, apply_plan)}

"""The action phase assembled: the steps and stages flow.py merges into its literal tables.

flow's ("action",) step queues ("plan",) and ("resolve",). ("plan",) deals this round's pawns
(pawns.py) and an empty plan; the stage "plan" asks the first player for one pawn at a time
(planning.py) until ("commit",). ("resolve",) queues one ("act", i) per planned group in the fixed
order (resolve.py), and ("action-end",) closes the phase:
the future resources, discovery tokens and items become available (items built play their effects
then), the one-round pawns are gone; flow's queue goes on with the weather.

Stages: "plan" (planning), "reroll" (the window after a roll: actiondice.py), "hunt" (the window
before a fight, while a power would raise the weapon: resolve.py), "arrange" (4 players: what
arranging the camp gives).
"""

from __future__ import annotations

from . import actiondice, adventure, items, pawns, planning, resolve
from .effects import Ctx
from .groups import groups
from .model import ACTIONS, RESOURCES
from .queue import ask, push
from .tell import event


def plan(state, step) -> None:
    state.phase = "action"
    state.plan = []
    state.apart = set()
    state.pawns = pawns.round_pawns(state)
    state.ctx.pop("gather_bonus", None)
    event(state, "planning", state.first, pawns=[p.id for p in state.pawns])
    ask(state, "plan")


def plan_apply(state, action: tuple) -> None:
    if action[0] == "commit":
        event(state, "commit", state.first, plan=[list(entry) for entry in state.plan])
        return
    planning.assign(state, action)
    ask(state, "plan")


def start(state, step) -> None:
    """("resolve",): the committed plan's groups in the fixed order, one ("act", i) each."""
    planned = groups(state)
    rank = {a: i for i, a in enumerate(ACTIONS)}
    order = sorted(range(len(planned)), key=lambda i: (rank[planned[i].action], i))
    state.ctx["groups"] = tuple(planned[i] for i in order)
    push(state, *[("act", i) for i in range(len(order))], ("action-end",))


def end(state, step) -> None:
    """("action-end",): the inventions built become items (their levels raised), their effects are
    queued, and ("action-close",) after them moves the future resources: what an item gives when it
    is built (a dam's food) is available with the rest."""
    built = items.settle(state)
    state.pawns = []
    state.ctx.pop("groups", None)
    state.ctx.pop("gather_bonus", None)
    for key in ("extra_pawns", "rerolls", "weapon_bonus"):
        state.mods.pop(key, None)
    steps = []
    for iid in built:
        inv = items.invention(state, iid)
        if inv is not None and inv.effects:
            steps.append(("terms", tuple(inv.effects), 0, Ctx(state.first, "build", "", iid)))
    push(state, *steps, ("action-close", tuple(built)))


def close(state, step) -> None:
    for res in RESOURCES:
        if state.future.get(res):
            state.available[res] = state.available.get(res, 0) + state.future[res]
            state.future[res] = 0
    state.discoveries += state.future_discoveries
    state.future_discoveries.clear()
    event(state, "action-end", -1, available=dict(state.available), items=list(step[1]))


STEPS = {
    "plan": plan,
    "resolve": start,
    "act": resolve.act,
    "success": resolve.success,
    "fight": resolve.fight,
    "outcome": actiondice.outcome,
    "adventure": resolve.adventure,
    "adventure-end": adventure.end,
    "action-end": end,
    "action-close": close,
}

STAGES = {
    "plan": (planning.legal, plan_apply),
    "reroll": (actiondice.legal, actiondice.apply),
    "arrange": (resolve.arrange_legal, resolve.arrange_apply),
    "hunt": (resolve.hunt_legal, resolve.hunt_apply),
}

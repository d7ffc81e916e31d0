"""The team greedy's plan-level search: a few whole plans for the round, the best by its foreseen worth
(greedy.py asks for it at the first pawn of a round).

The planner's priority list (planner.py) is one reading of what a round needs; on its own it stalls
where needs compete (shelter or food, a hunt or two gathers, an invention or the roof). So the round
is planned several times, each with one or two *foci* put before the list (`FOCI`: the threat card
about to fall, food gathered one pawn a source, a hunt, the shelter and roof, wood, the goal, the
weapon, the camp's morale, the island, the invention worth most), each plan made pawn by pawn through
the engine's own legal actions in a copy, and scored by planworth.py (expected gains and wounds, the
night with what the plan leaves, what lasts). The planner's own plan is kept unless another is
foreseen `MARGIN` wounds better (the foresight is rough: a small edge is noise). Played-out rounds were
tried first and dropped: one round's luck swings a play-out more than the plans differ. No chance is
drawn here, so the plan is the same for the same position.
"""

from __future__ import annotations

from . import goal, planner, planworth
from .needs import Task, explore_targets, gather_targets
from .planner import fallback

MARGIN = 3.0  # wounds another plan must be foreseen to save over the planner's own list to replace it
FOCI = (  # the plain list first, each focus alone, then four pairs (food or an invention beside another need)
    (), ("threat",), ("food",), ("hunt",), ("shelter",), ("wood",), ("goal",), ("arms",), ("camp",),
    ("invent",), ("explore",), ("threat", "food"), ("invent", "food"), ("shelter", "food"), ("shelter", "invent"),
)
SHIFTING = ("shelter",)  # foci whose tasks read the plan so far (the wood and fur it earmarks, the builds placed)


def focus_tasks(state, focus: str, fixed: planner.Outlook | None = None) -> list[Task]:
    """The tasks one focus puts before the planner's own list (`fixed`: `planner.outlook(state)`, when
    the caller has it)."""
    if focus == "food":
        sources = gather_targets(state, "food")
        return [Task("gather", sources, False, why="focus: food")] * len(sources)
    if focus == "wood":
        sources = gather_targets(state, "wood")
        return [Task("gather", sources, False, why="focus: wood")] * len(sources)
    if focus == "hunt":
        return [Task("hunt", ("",), why="focus: hunt")]
    if focus == "arms":
        return [Task("build", ("weapon",), False, why="focus: weapon")]
    if focus == "shelter":
        if fixed is None:
            builds, gathers, _ = planner.shelter_tasks(state, gather_targets(state, "wood"))
        else:
            builds, gathers, _ = planner.shelter_tasks(state, fixed.wood_sources, roof_wanted=fixed.roof_wanted)
        return builds + [Task(t.action, t.targets, True, why="focus: shelter") for t in gathers]
    if focus == "goal":
        return goal.tasks(state)
    if focus == "camp":
        return [Task("camp", ("",), False, why="focus: morale")]
    if focus == "invent":
        ready = sorted(goal.buildable(state), key=lambda item: -planworth.item_value(state, item))
        return [Task("build", (item,), True, why="focus: an invention") for item in ready[:1]]
    if focus == "threat":
        return [Task("threat", (card,), True, why="focus: the threat") for card in state.threat[:1] if card]
    if focus == "explore":
        return [Task("explore", explore_targets(state), False, why="focus: the island")] * 2
    return []


def plan_with(state, foci: tuple[str, ...], fixed: planner.Outlook | None = None) -> list[tuple]:
    """The round's whole plan (its assign actions, then the commit) made pawn by pawn in a copy of
    `state` with `foci` first; `fixed`: `planner.outlook(state)` when the caller has it. Placing pawns
    changes only the plan, so what the tasks read besides it (`planner.Outlook`) and the tasks of a
    focus not in `SHIFTING` are read once, not again for every pawn."""
    fixed = planner.outlook(state) if fixed is None else fixed
    steady = {f: focus_tasks(state, f) for f in foci if f not in SHIFTING}
    copy = state.clone()
    out: list[tuple] = []
    while not copy.is_terminal():
        legal = copy.legal_actions()
        assigns = [a for a in legal if a[0] == "assign"]
        if not assigns:
            commit = next((a for a in legal if a[0] == "commit"), None)
            if commit is not None:
                out.append(commit)
            return out
        front = [t for f in foci for t in (steady[f] if f in steady else focus_tasks(copy, f, fixed))]
        action = planner.choose(copy, legal, front + planner.tasks(copy, fixed)) or fallback(copy, assigns)
        out.append(action)
        copy.apply_action(action)
    return out


def candidates(state) -> list[tuple[list[tuple], float]]:
    """The candidate plans (one per focus, duplicates dropped, in `FOCI` order) with what each is worth
    to the plan search (planworth.py, the planner's own plan with its `MARGIN`)."""
    out: list[tuple[list[tuple], float]] = []
    seen: list[list[tuple]] = []
    fronts: set[tuple] = set()
    fixed = planner.outlook(state)
    for foci in FOCI:
        front = tuple(t for f in foci for t in focus_tasks(state, f))
        if front in fronts:  # the same tasks first make the same plan (nothing to focus on: the plain list)
            continue
        fronts.add(front)
        plan = plan_with(state, foci, fixed)
        if not plan or plan in seen:
            continue
        seen.append(plan)
        out.append((plan, planworth.worth(state, plan) + (MARGIN if not seen[1:] else 0.0)))
    return out


def best_plan(state) -> list[tuple]:
    """The candidate plan (`candidates`) worth most (planworth.py); ties: the earliest focus."""
    best, best_value = [], None
    for plan, value in candidates(state):
        if best_value is None or value > best_value + 1e-9:
            best, best_value = plan, value
    return best

"""The team greedy's plan-level search: a few whole plans for the round, each played to the round's end
by the real engine, the best kept (greedy.py asks for it at the first pawn of a round).

The planner's priority list (planner.py) is one reading of what a round needs; on its own it
stalls where two needs compete (shelter or food, a hunt or two gathers, the pyre or the roof). So the
round is planned several times, each with one *focus* moved to the front of the list (`FOCI`:
food gathered one pawn a source, wood, a hunt, the weapon, the shelter and roof, the goal, the
camp's morale, the island, the threat card about to fall), and each plan is played on from its commit to the next round's start in
`WORLDS` determinizations of the bot's own, through the next round's event phase (a threat card left
on the leftmost slot falls there) (the hidden decks dealt again: it never reads the game's
future), with the quick rollout policy for the round's other decisions (rollout.py). The plan whose
positions are worth most on average (`appraise.worth`: wounds, food and wood for the weather, shelter
and roof, morale, the goal's progress) is played; ties go to the earliest focus (the plain list
first). Deterministic from the bot's own generator, so a game stays deterministic from its seed.
"""

from __future__ import annotations

import random

from . import goal, planner, planworth
from .needs import Task, explore_targets, gather_targets
from .planner import fallback
from .rollout import CursedRollout

MARGIN = 3.0  # wounds another plan must be foreseen to save over the planner's own list to replace it
STEPS = 400  # decisions a round's play-on may take at most (a safety bound; a round takes ~40)
FOCI = (
    (), ("threat",), ("threat", "food"), ("food",), ("hunt",), ("shelter",), ("wood",), ("goal",), ("arms",), ("camp",),
    ("shelter", "food"), ("hunt", "food"), ("arms", "food"), ("goal", "food"), ("explore",),
    ("invent",), ("invent", "food"), ("invent", "threat"), ("shelter", "invent"),
)


def focus_tasks(state, focus: str) -> list[Task]:
    """The tasks one focus puts before the planner's own list."""
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
        builds, gathers, _ = planner.shelter_tasks(state, gather_targets(state, "wood"))
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


def plan_with(state, foci: tuple[str, ...]) -> list[tuple]:
    """The round's whole plan (its assign actions, then the commit) made pawn by pawn in a copy of
    `state` with `foci` first."""
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
        front = [t for f in foci for t in focus_tasks(copy, f)]
        action = planner.choose(copy, legal, front + planner.tasks(copy)) or fallback(copy, assigns)
        out.append(action)
        copy.apply_action(action)
    return out


def played(world, plan: list[tuple], rng) -> float:
    """The worth of `world` after `plan` and the round played on to the next round's start."""
    copy = world.clone()
    start = copy.round
    for action in plan:
        if copy.is_terminal() or action not in copy.legal_actions():
            break
        copy.apply_action(action)
    policy = CursedRollout(rng)
    for _ in range(STEPS):
        if copy.is_terminal() or (copy.round != start and copy.phase != "event"):
            break  # the next round's event phase played: a threat card left to fall has fallen
        copy.apply_action(policy.step(copy))
    return appraise.worth(copy)


def best_plan(state, rng=None) -> list[tuple]:
    """The candidate plan (one per focus, duplicates dropped) worth most (planworth.py); ties: the
    earliest focus."""
    best, best_value = [], None
    seen: list[list[tuple]] = []
    for foci in FOCI:
        plan = plan_with(state, foci)
        if not plan or plan in seen:
            continue
        seen.append(plan)
        value = planworth.worth(state, plan) + (MARGIN if not seen[1:] else 0.0)
        if best_value is None or value > best_value + 1e-9:
            best, best_value = plan, value
    return best

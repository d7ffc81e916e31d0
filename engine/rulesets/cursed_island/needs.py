"""One need of a round's plan (`Task`), and where the team's pawns can go from the camp (planner.py, goal.py).

Gathering and exploring reach the spaces adjacent to the camp's tile, and those one explored,
accessible tile away (rulebook: one pawn more there). `reach(state)` gives each such space its
distance (1 or 2) on the island's hex cells (model.HEX_STEPS, axial coordinates);
`gather_targets` the explored sources within reach that are not covered, `explore_targets` the
unexplored spaces, the nearest first. Only preferences: the engine's legal actions judge.
"""

from __future__ import annotations

from dataclasses import dataclass

from . import appraise


@dataclass(frozen=True)
class Task:
    action: str
    targets: tuple[str, ...]  # acceptable targets, preferred first ("" for hunt, camp, rest)
    sure: bool = True  # enough pawns for a sure success, else the fewest (a roll)
    person: int | None = None  # a rest: only a pawn of this castaway
    why: str = ""


def cells(state) -> dict[str, tuple[int, int]]:
    return {space.id: space.cell for space in state.game.scenario.island.spaces}


def hex_distance(a: tuple[int, int], b: tuple[int, int]) -> int:
    dq, dr = a[0] - b[0], a[1] - b[1]
    return (abs(dq) + abs(dr) + abs(dq + dr)) // 2


def reach(state) -> dict[str, int]:
    """Space id -> 1 (adjacent to the camp) or 2 (one explored, accessible tile between), for every space
    within reach of gathering and exploring."""
    where = cells(state)
    camp = where.get(state.camp)
    if camp is None:
        return {}
    near = {s: 1 for s, c in where.items() if s != state.camp and hex_distance(c, camp) == 1}
    between = [s for s in near if s in state.tiles and s not in state.inaccessible]
    far = {}
    for s, c in where.items():
        if s == state.camp or s in near:
            continue
        if any(hex_distance(c, where[b]) == 1 for b in between):
            far[s] = 2
    return {**near, **far}


def gather_targets(state, resource: str) -> tuple[str, ...]:
    """"space:resource" of the explored sources within reach, the nearest first."""
    found = []
    for space, distance in reach(state).items():
        tile = appraise.tile_of(state, space)
        if tile is None or space in state.inaccessible or resource not in tile.sources:
            continue
        if (space, resource) in state.exhausted:
            continue
        found.append((distance, space))
    return tuple(f"{space}:{resource}" for _, space in sorted(found))


def explore_targets(state) -> tuple[str, ...]:
    """Unexplored spaces within reach, the nearest first."""
    return tuple(space for space, distance in sorted(reach(state).items(), key=lambda kv: (kv[1], kv[0]))
                 if space not in state.tiles and space not in state.inaccessible)

"""One need of a round's plan (`Task`), and the targets the team's pawns can reach, nearest first
(planner.py, goal.py).

Where pawns may gather and explore is the engine's (reach.py: the camp's neighbours and the spaces
one explored tile away); here they are only put in the order the greedy prefers: the nearest first
(a space one tile away needs a pawn more), then the island's order. The engine's legal actions judge.
"""

from __future__ import annotations

from dataclasses import dataclass

from . import reach


@dataclass(frozen=True)
class Task:
    action: str
    targets: tuple[str, ...]  # acceptable targets, preferred first ("" for hunt, camp, rest)
    sure: bool = True  # enough pawns for a sure success, else the fewest (a roll)
    person: int | None = None  # a rest: only a pawn of this castaway
    why: str = ""


def gather_targets(state, resource: str) -> tuple[str, ...]:
    """"space:resource" of the sources within reach that still give this round, the nearest first."""
    found = [(distance, target) for target, distance in reach.gather_targets(state).items()
             if target.rsplit(":", 1)[1] == resource]
    return tuple(target for _, target in sorted(found, key=lambda f: f[0]))


def explore_targets(state) -> tuple[str, ...]:
    """Unexplored spaces within reach, the nearest first."""
    found = reach.explore_targets(state)
    return tuple(sorted(found, key=lambda space: found[space]))

"""Cursed Island's checks of an island on its own: what its schema cannot see.

The island is a board of hex spaces and a stack of tiles. Each space and tile id is written once and
no two spaces share a cell; the camp's start space is one of the spaces; the spaces are one island
(every space reachable from the start through neighbouring cells, or exploring could never reach it);
the build-cost table gives each player count once; a die cannot show a symbol on more faces than it has.
Which player counts the table must cover, and which tile starts, are a scenario's: `checks_scenario`.
"""

from __future__ import annotations

from collections.abc import Iterator

from engine.content.checks.context import Context
from engine.content.checks.ids import unique_ids
from engine.content.diagnostics import Diagnostic
from engine.content.library import ContentFile

from . import model


def check_island(context: Context, content: ContentFile) -> Iterator[Diagnostic]:
    data = content.data
    yield from unique_ids(context, content, "/spaces", data["spaces"], "space")
    yield from unique_ids(context, content, "/tiles", data["tiles"], "tile")
    yield from _cells(content)
    yield from _start(context, content)
    yield from _costs(content)
    yield from _dice(content)


def _cells(content: ContentFile) -> Iterator[Diagnostic]:
    seen: dict[tuple[int, int], str] = {}
    for index, space in enumerate(content.data["spaces"]):
        cell = (space["cell"][0], space["cell"][1])
        if cell in seen:
            yield content.diagnostic("cursed/shared-cell", f"the spaces '{seen[cell]}' and '{space['id']}' are both "
                                     f"at {list(cell)}", f"/spaces/{index}/cell", "Give each space its own hex cell.")
        else:
            seen[cell] = space["id"]
    start = next((s for s in content.data["spaces"] if s["id"] == content.data["start_space"]), None)
    if start is None:
        return
    reached, todo = set(), [(start["cell"][0], start["cell"][1])]
    while todo:
        q, r = todo.pop()
        if (q, r) in reached or (q, r) not in seen:
            continue
        reached.add((q, r))
        todo.extend((q + dq, r + dr) for dq, dr in model.HEX_STEPS)
    for index, space in enumerate(content.data["spaces"]):
        cell = (space["cell"][0], space["cell"][1])
        if cell not in reached and seen.get(cell) == space["id"]:
            yield content.diagnostic("cursed/unreachable-space", f"the space '{space['id']}' at {list(cell)} touches "
                                     "no space joined to the start space, so no tile could ever be laid there",
                                     f"/spaces/{index}/cell", "Move it next to another space of the island.")


def _start(context: Context, content: ContentFile) -> Iterator[Diagnostic]:
    ids = [s["id"] for s in content.data["spaces"]]
    wanted = content.data["start_space"]
    if wanted not in ids:
        yield context.dangling(content, "/start_space", "space", wanted, ids, code="cursed/unknown-space")


def _costs(content: ContentFile) -> Iterator[Diagnostic]:
    seen: set[int] = set()
    for index, cost in enumerate(content.data.get("build_cost", [])):
        if cost["players"] in seen:
            yield content.diagnostic("cursed/duplicate-cost", f"the build costs of {cost['players']} players are "
                                     "written twice", f"/build_cost/{index}/players", "Keep one row per player count.")
        seen.add(cost["players"])


def _dice(content: ContentFile) -> Iterator[Diagnostic]:
    for action, dice in (content.data.get("action_dice") or {}).items():
        faces = dice.get("faces", 6)
        for role in model.DIE_ROLES:
            if dice[role] > faces:
                yield content.diagnostic("cursed/die-faces", f"the {action} {role} die shows its symbol on "
                                         f"{dice[role]} faces but has {faces}", f"/action_dice/{action}/{role}",
                                         f"Write at most {faces}, or raise 'faces'.")

"""What the scenario goal asks of a round's plan, and which inventions the team can build.

The goal is a list of condition terms (model.CONDITIONS); for each one not yet met, `tasks(state)` names
the assignments that move it (planner.py places them after survival and shelter, sure: the plan depends
on them):

- an item (`has_item`, `built_count`): build its invention when its requirements are met, else what it
  lacks: the items it needs first (their own requirements in turn), exploration toward its terrains,
  wood and food it costs;
- a scenario track (`scenario_track_at_least`, a signal fire's wood pile): the inventions whose effects
  raise that track, as items;
- tiles (`explored_at_least`) and terrains: exploration; levels: their build; shelter; morale: the
  camp; resources: gathering; `all` and `any` through their parts (`any`: the part closest to met).

`buildable(state)` lists the inventions whose terrains, items and resources the team has now (what
spare pawns build), those the goal needs first; `terrains_wanted(state)` the terrains the board's
and the goal's inventions still need.
"""

from __future__ import annotations

from . import appraise, items
from .needs import Task, explore_targets, gather_targets


def inventions(state) -> dict:
    """Invention id -> the model's Invention, of the deck, the characters and the scenario."""
    return state.game.inventions


def invention(state, item_id: str):
    return inventions(state).get(item_id)


def on_offer(state) -> list[str]:
    """The inventions the team may build at all (set-up lays the deck's, the scenario's and the
    castaways' own on the board: `state.board_inventions`)."""
    return list(dict.fromkeys(state.board_inventions))


def missing(state, item_id: str) -> tuple[list[str], list[str], dict[str, int]]:
    """What invention `item_id` lacks now: (terrains, items, resources short)."""
    inv = invention(state, item_id)
    if inv is None:
        return [], [], {}
    terrains = [t for t in inv.terrains if t not in appraise.explored_terrains(state)]
    lacking = [i for i in inv.items if not state.items.get(i, 0)]
    short = {r: n - state.available.get(r, 0) for r, n in inv.cost if state.available.get(r, 0) < n}
    return terrains, lacking, short


def can_build(state, item_id: str) -> bool:
    inv = invention(state, item_id)
    if inv is None or item_id not in state.board_inventions:
        return False
    if not inv.multiple and (items.has(state, item_id) or item_id in state.future_items):
        return False
    terrains, needed, short = missing(state, item_id)
    return not (terrains or needed or short)


def buildable(state) -> tuple[str, ...]:
    """The inventions the team can build now, those the goal needs first."""
    wanted = set(goal_items(state))
    ready = [item for item in on_offer(state) if can_build(state, item)]
    return tuple(sorted(ready, key=lambda item: (item not in wanted, ready.index(item))))


def goal_items(state) -> list[str]:
    """The items the goal's unmet conditions name (with those raising its tracks), prerequisites included."""
    out: list[str] = []
    for term in unmet(state):
        for item in items_for(state, term):
            _with_prerequisites(state, item, out, depth=3)
    return out


def _with_prerequisites(state, item: str, out: list[str], depth: int) -> None:
    if item in out or depth < 0:
        return
    out.append(item)
    inv = invention(state, item)
    for need in (inv.items if inv else ()):
        if not state.items.get(need, 0):
            _with_prerequisites(state, need, out, depth - 1)


def unmet(state) -> list:
    return [term for term in state.game.scenario.goal.conditions if appraise.condition_progress(state, term) < 1.0]


def items_for(state, term) -> list[str]:
    """The inventions a goal condition asks to build (or that raise its track)."""
    name = term.name
    if name == "has_item":
        return [term.args if isinstance(term.args, str) else term.arg("item", "")]
    if name == "built_count":
        return [term.arg("item", "")]
    if name == "scenario_track_at_least":
        track = term.arg("track", "")
        return [inv.id for inv in inventions(state).values()
                if any(e.name == "scenario_track" and e.arg("track") == track for e in inv.effects)]
    if name in ("all", "any"):
        parts = term.args if isinstance(term.args, (list, tuple)) else ()
        if name == "any":
            parts = sorted(parts, key=lambda c: -appraise.condition_progress(state, c))[:1]
        return [item for part in parts if appraise.condition_progress(state, part) < 1.0
                for item in items_for(state, part)]
    return []


def terrains_wanted(state, goal_only: bool = False) -> list[str]:
    """Terrains not explored yet that the goal's items (and, unless `goal_only`, the board's inventions)
    need."""
    explored = appraise.explored_terrains(state)
    wanted: list[str] = []
    for item in [*goal_items(state), *(() if goal_only else on_offer(state))]:
        inv = invention(state, item)
        for terrain in (inv.terrains if inv else ()):
            if terrain not in explored and terrain not in wanted:
                wanted.append(terrain)
    return wanted


def tasks(state) -> list[Task]:
    """The assignments that move the goal's unmet conditions (see the module docstring)."""

    out: list[Task] = []
    for item in goal_items(state):
        inv = invention(state, item)
        if inv is None or (state.items.get(item, 0) and not inv.multiple):
            continue
        if can_build(state, item):
            out.append(Task("build", (item,), why="the goal"))
            continue
        terrains, _needed, short = missing(state, item)
        if terrains:
            out.append(Task("explore", explore_targets(state), why="a terrain the goal needs"))
        for resource, amount in short.items():
            sources = gather_targets(state, resource) if resource in ("food", "wood") else ()
            for _ in range(min(amount, len(sources), 2)):
                out.append(Task("gather", sources, why="resources the goal needs"))
    for term in unmet(state):
        out.extend(_plain_tasks(state, term))
    return out


def _plain_tasks(state, term) -> list[Task]:
    name = term.name
    if name == "explored_at_least":  # one sure exploration, a second as a gamble while two or more are short
        targets = explore_targets(state)
        short = tiles_short(state, term)
        return [Task("explore", targets, why="the goal's island"),
                *[Task("explore", targets, False, why="the goal's island")] * (short >= 2)][:short]
    if name == "terrain":
        return [Task("explore", explore_targets(state), why="the goal's island")]
    if name == "level_at_least":
        return [Task("build", (term.arg("track", ""),), why="the goal's level")]
    if name == "shelter":
        return [Task("build", ("shelter",), why="the goal's shelter")]
    if name == "morale_at_least":
        return [Task("camp", ("",), False, why="the goal's morale")]
    if name in ("all", "any"):
        parts = term.args if isinstance(term.args, (list, tuple)) else ()
        return [t for part in parts if appraise.condition_progress(state, part) < 1.0
                for t in _plain_tasks(state, part)]
    return []


def work_left(state) -> float:
    """Pawn-rounds of work the unmet goal still asks, roughly: a build per item and per track step, a
    pawn per resource unit it costs, two per terrain still to find."""
    work = 0.0
    for term in unmet(state):
        if term.name == "scenario_track_at_least":
            steps = (term.arg("min", 1) or 1) - state.tracks.get(term.arg("track", ""), 0)
            makers = [invention(state, i) for i in items_for(state, term)]
            costs = [sum(n for _, n in inv.cost) for inv in makers if inv is not None and inv.multiple]
            work += max(0, steps) * (1 + min(costs, default=2))
        elif term.name == "explored_at_least":  # a sure exploration is two pawns a tile
            work += 2 * tiles_short(state, term)
        elif term.name in ("level_at_least", "morale_at_least"):
            work += 2 * (1.0 - appraise.condition_progress(state, term))
    for item in goal_items(state):
        inv = invention(state, item)
        if inv is None or items.has(state, item) or inv.multiple:
            continue
        terrains, _needed, short = missing(state, item)
        work += 1 + sum(short.values()) + 2 * len(terrains)
    return work


def tiles_short(state, term) -> int:
    """Tiles an `explored_at_least` condition still asks for."""
    args = term.args
    need = int(args if not hasattr(args, "get") else args.get("count", 0))
    return max(0, need - sum(1 for s in state.tiles if s not in state.inaccessible))


def unseen_terrains(state) -> dict[str, int]:
    """Terrain -> tiles of it not on the island yet (the island's tiles are public; only their order is
    hidden): what one more exploration may turn up."""
    laid = set(state.tiles.values())
    out: dict[str, int] = {}
    for tile in state.game.scenario.island.tiles:
        if tile.id not in laid:
            out[tile.terrain] = out.get(tile.terrain, 0) + 1
    return out


def tile_progress(state) -> float:
    """The goal's share one more explored tile is expected to add: a step of an `explored_at_least` it
    still lacks, and the chance the tile is of a terrain an item the goal needs still lacks (that item's
    share of the goal, as `planworth.invention_progress` counts a build: half of it, the item is still
    to be built)."""
    conditions = state.game.scenario.goal.conditions
    if not conditions:
        return 0.0
    share = 0.0
    for term in unmet(state):
        if term.name == "explored_at_least":
            need = max(1, term.arg("count", 1) if hasattr(term.args, "get") else int(term.args))
            share += (tiles_short(state, term) > 0) / need
    unseen = unseen_terrains(state)
    total = sum(unseen.values())
    if total:
        for terrain in terrains_wanted(state, goal_only=True):
            share += 0.5 * unseen.get(terrain, 0) / total
    return share / len(conditions)


def pressure(state) -> float:
    """The goal's work left per round left (1: a pawn-round of goal work every round from now on)."""
    left = state.game.scenario.rounds - state.round + 1
    return work_left(state) / max(1, left)

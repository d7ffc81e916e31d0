"""The plan as groups: the pawns that take one action together, how many it needs and what it costs.

`state.plan` is the list of `(pawn, action, target)` in the order assigned. A pawn placed on an
(action, target) joins the latest group of that key still below its most pawns; otherwise it opens
a new group (a second hunt, a second roof level). A pawn of `state.apart` opened a separate attempt
(("separate", ...): planning.py): its entry always opens a new group, so two one-pawn roof attempts
each roll their own dice. Arranging the camp and resting are each one pawn's own action (rulebook
4.1: every pawn there resolves on its own).

A group's pawns: `need` (fewest) and `most`:
- a threat card: its card's pawns exactly; the wreckage card 1 (the small reward) or 2 (the large);
- hunting: 2 exactly; camp and rest: 1;
- building, gathering, exploring: 1, then 2 for a sure success (one more each when one tile away);
- an `extra_pawn` token on the action's field adds one to the first group of that action, one on the
  space (gathering, exploring) to every group there.

Costs are earmarked when the group opens (rulebook 4.1: what an action needs is held
at planning; a held `wood_discount` spares its wood): shelter, roof and palisade cost `Island.cost` wood, or its fur (target "<what>:fur"),
never mixed; a weapon `Island.weapon_wood` wood; an invention its cost; a threat action its card's.
An `extra_wood` token on the building field adds 1 wood to the first build that pays wood; one on a
cost field ("shelter", "roof", "palisade", "weapon") to every such build paid with wood.
"""

from __future__ import annotations

from typing import NamedTuple

from . import items, pawns, reach
from .model import BUILD_TARGETS, EventCard

FUR = ":fur"
SOLO = ("camp", "rest")
DICE_ACTIONS = ("build", "gather", "explore")


class Group(NamedTuple):
    action: str
    target: str
    pawns: tuple[str, ...]
    need: int
    most: int
    cost: tuple[tuple[str, int], ...]  # resources earmarked (discarded when it resolves)


def threat_card(state, cid: str) -> EventCard | None:
    """The event card `cid` of the scenario (None: the wreckage card or unknown)."""
    return state.game.events.get(cid)


def is_wreckage(state, cid: str) -> bool:
    return cid == state.game.scenario.wreckage.id


def build_what(target: str) -> tuple[str, bool]:
    """(what is built, paid with fur)."""
    if target.endswith(FUR):
        return target[: -len(FUR)], True
    return target, False


def space_of(action: str, target: str) -> str:
    """The island space an action is taken on ("" for none)."""
    if action == "gather":
        return target.rsplit(":", 1)[0]
    if action == "explore":
        return target
    return ""


def base_cost(state, action: str, target: str) -> dict[str, int]:
    """What the action discards, before the building field's extra-wood token."""
    if action == "threat":
        card = threat_card(state, target)
        return dict(card.action.cost) if card is not None else {}
    if action != "build":
        return {}
    what, fur = build_what(target)
    island = state.game.scenario.island
    if what in ("shelter", "roof", "palisade"):
        wood, furs = island.cost(state.game.num_players)
        if fur:
            return {"fur": furs}
        return {"wood": wood + (1 if ("extra_wood", what) in state.tokens else 0)}
    if what == "weapon":
        return {"wood": island.weapon_wood + (1 if ("extra_wood", "weapon") in state.tokens else 0)}
    inv = items.invention(state, what)
    return dict(inv.cost) if inv is not None else {}


def pawns_needed(state, action: str, target: str, first_of_action: bool,
                 dist: dict[str, int] | None = None) -> tuple[int, int]:
    """(need, most) of a new group (see the module docstring); `dist`: `reach.distances` if known."""
    if action in SOLO:
        return 1, 1
    if action == "threat":
        if is_wreckage(state, target):
            need, most = 1, 2
        else:
            card = threat_card(state, target)
            need = most = card.action.pawns if card is not None else 1
    elif action == "hunt":
        need = most = 2
    else:
        need, most = 1, 2
        space = space_of(action, target)
        if space:
            far = (reach.distances(state) if dist is None else dist).get(space, 1) == 2
            extra = int(far) + int(("extra_pawn", space) in state.tokens)
            need, most = need + extra, most + extra
    if first_of_action and ("extra_pawn", action) in state.tokens:
        need, most = need + 1, most + 1
    return need, most


def place_on(state, gs: list[Group], pawn: str, action: str, target: str,
             dist: dict[str, int] | None = None, apart: bool = False) -> list[Group]:
    """The groups once `pawn` is placed on (action, target): it joins the latest group of that key
    short of its most pawns, else (or `apart`: a separate attempt) it opens a new group (a new list;
    `gs` is kept)."""
    out = list(gs)
    if not action:  # a supporting pawn left out
        return out
    index = None if apart else joined(out, action, target)
    if index is not None:
        out[index] = out[index]._replace(pawns=out[index].pawns + (pawn,))
        return out
    out.append(opened(state, gs, pawn, action, target, dist))
    return out


def opened(state, gs: list[Group], pawn: str, action: str, target: str, dist: dict[str, int] | None = None) -> Group:
    """The new group `pawn` opens on (action, target) beside the groups `gs`."""
    first = all(g.action != action for g in gs)
    need, most = pawns_needed(state, action, target, first, dist)
    cost = base_cost(state, action, target)
    if (action == "build" and cost.get("wood") and ("extra_wood", "build") in state.tokens
            and not any(g.action == "build" and dict(g.cost).get("wood") for g in gs)):
        cost["wood"] += 1
    return Group(action, target, (pawn,), need, most, tuple(sorted(cost.items())))


def joined(gs: list[Group], action: str, target: str) -> int | None:
    """The index of the group of `gs` a pawn placed on (action, target) joins: the latest of that key
    short of its most pawns (None: it opens one). Without separate attempts only the latest group of a
    key can be short, as a new one opens only when the one before is full."""
    if not action or action in SOLO:
        return None
    for index in range(len(gs) - 1, -1, -1):
        g = gs[index]
        if g.action == action and g.target == target and len(g.pawns) < g.most:
            return index
    return None


def groups(state, plan=None, apart=None, dist=None) -> list[Group]:
    """The groups of `plan` (default `state.plan`; `apart`: the pawns that opened separate attempts,
    default `state.apart`), in the order each opened (`dist`: `reach.distances`, when the caller has it)."""
    out: list[Group] = []
    dist = reach.distances(state) if dist is None else dist
    apart = state.apart if apart is None else apart
    for pawn, action, target in (state.plan if plan is None else plan):  # place_on, in place
        if not action:
            continue
        index = None if pawn in apart else joined(out, action, target)
        if index is None:
            out.append(opened(state, out, pawn, action, target, dist))
        else:
            out[index] = out[index]._replace(pawns=out[index].pawns + (pawn,))
    return out


def owner_missing(state, g: Group, persons: dict[str, int] | None = None) -> int:
    """The owner of the personal invention a group builds when none of the group's pawns is the
    owner's (-1: not a personal invention, or the owner is there). The owner takes that action.
    (`persons`: pawn id -> person of `pawns.current`, when the caller has it.)"""
    if g.action != "build":
        return -1
    owner = items.personal_owner(state, build_what(g.target)[0])
    if owner < 0:
        return -1
    if persons is None:
        persons = {p.id: p.person for p in pawns.current(state)}
    return -1 if any(persons.get(pid) == owner for pid in g.pawns) else owner


def earmarked(groups_: list[Group]) -> dict[str, int]:
    """The resources the planned groups will discard."""
    out: dict[str, int] = {}
    for g in groups_:
        for res, n in g.cost:
            out[res] = out.get(res, 0) + n
    return out


def held(state, resource: str) -> int:
    """What the team holds of `resource` to pay with (food: food that rots and food that keeps)."""
    if resource == "food":
        return state.available.get("food", 0) + state.available.get("preserved", 0)
    return state.available.get(resource, 0)


def affordable(state, earmarks: dict[str, int]) -> bool:
    """Every earmarked resource is held (planning's snapshot: gains of this phase are future ones); a
    held `wood_discount` (a skill used before or while planning) spares that much of the wood."""
    spare = state.mods.get("wood_discount", 0)
    return all(held(state, res) >= n - (spare if res == "wood" else 0) for res, n in earmarks.items())


def repeatable(state, action: str, target: str) -> bool:
    """May a second group take this (action, target) in the same round?"""
    if action == "hunt":
        return True
    if action != "build":
        return False
    what, _ = build_what(target)
    if what in BUILD_TARGETS:
        return what != "shelter"
    inv = items.invention(state, what)
    return bool(inv is not None and inv.multiple)

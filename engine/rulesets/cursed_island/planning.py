"""Planning the action phase pawn by pawn: the decisions ("assign", pawn, action, target) and ("commit",).

The rulebook plans as a group with no turns (4.1); the engine decomposes the plan so that humans and
bots give it through one interface: the first unplaced pawn of `state.pawns` (castaways, Friday, then
the pawns that only support: pawns.py) is placed next, by the first player's seat (reading 2.5.4).
Once every pawn is placed, ("commit",) ends planning. Any-time powers (powers.py) are offered beside
(window "planning"). A supporting pawn may also stay out
(("assign", pawn, "", "")) unless a planned group still needs it.

Who takes a shared action (rulebook 4.1: the players whose pawns share an action decide who takes it
and who supports): the group's first pawn acts (resolve.leader). When a castaway's pawn joins a group
another castaway leads, it joins as a supporter (("assign", ...)) or as the new leader
(("lead", pawn, action, target)): its entry goes into the plan where the group opened, so it is the
group's first pawn and every group keeps its pawns, costs and tokens. Offered only where the two
castaways differ (a second pawn of the leader's own castaway, Friday, the dog and the supporting pawns
never lead: a castaway always takes an action Friday shares) and never on a personal invention (its
owner takes it).

A separate attempt (("separate", pawn, action, target), reading 12 of docs/rules-cursed-island.md):
where a pawn placed on an (action, target) would join a group short of its most pawns, it may open
its own group of that key instead, as long as the rulebook lets that action be taken again the same
round (`groups.repeatable`: a hunt while the hunting deck holds a beast for each, a roof, palisade or
weapon level, an invention built more than once; never a threat card, a source gathered, a space
explored, the shelter or a personal invention). Offered to every pawn that may take an action alone
(a castaway's, Friday), never to a pawn that only supports.

Legality reads the planning snapshot: resources available now less those earmarked by the groups
already planned (groups.py), items built before this phase (`state.items`), the weapon level now.
Only choices with a legal completion are listed: after the placement every planned group short of
pawns must still be filled by the pawns left to place (a matching of the pawns left to the missing
places, each pawn where its actions allow), and the earmarked resources must be held.

Targets (docs/rules-cursed-island.md "Actions"): a threat card's id; "" for hunting, arranging the
camp and resting; "shelter", "roof", "palisade" (":fur" to pay fur), "weapon" or an invention id
for building; "<space>:<source>" for gathering; a space id for exploring.
"""

from __future__ import annotations

from typing import NamedTuple

from . import groups as grouping
from . import items, pawns, reach
from .effects import Ctx
from .groups import SOLO, affordable, build_what, earmarked, repeatable
from .model import ACTIONS
from .powers import offers
from .tell import event

COMMIT = ("commit",)


def next_pawn(state):
    """The first pawn of `state.pawns` not yet placed (None: all are)."""
    placed = {entry[0] for entry in state.plan}
    for pawn in pawns.current(state):
        if pawn.id not in placed:
            return pawn
    return None


def _targeted(gs, action: str, target: str) -> bool:
    if action == "build":
        what = build_what(target)[0]
        return any(g.action == "build" and build_what(g.target)[0] == what for g in gs)
    return any(g.action == action and g.target == target for g in gs)


def _threat_open(state, cid: str, person: int) -> bool:
    """May `person` lead the threat action of the card `cid`: its needs hold now (planning's snapshot)?"""
    if grouping.is_wreckage(state, cid):
        return True
    card = grouping.threat_card(state, cid)
    if card is None:
        return False
    return state.game.vocabulary.holds(state, Ctx(person, "threat", "", cid), card.action.needs)


def _inventions(state, pawn, later: set[int]) -> list[str]:
    """The inventions `pawn` may start building (requirements held at planning): a personal one when
    the pawn is its owner's, or when the owner still has a pawn to place (`later`: the persons of the
    pawns left), who will then take the action."""
    terrains = reach.explored_terrains(state)
    out = []
    for iid in dict.fromkeys(state.board_inventions):
        inv = items.invention(state, iid)
        if inv is None:
            continue
        owner = items.personal_owner(state, iid)
        if owner >= 0 and owner != pawn.person and owner not in later:
            continue
        if not inv.multiple and (items.has(state, iid) or iid in state.future_items):
            continue
        if not set(inv.terrains) <= terrains or not all(items.has(state, need) for need in inv.items):
            continue
        out.append(iid)
    return out


def new_targets(state, pawn, gs, later: set[int] = frozenset()) -> list[tuple[str, str]]:
    """(action, target) of every group `pawn` may open now (before the completion test)."""
    out: list[tuple[str, str]] = []
    if "threat" in pawn.actions:
        out += [("threat", cid) for cid in state.threat if cid and _threat_open(state, cid, pawn.person)]
    if "hunt" in pawn.actions and sum(g.action == "hunt" for g in gs) < len(state.hunt_deck):
        out.append(("hunt", ""))
    if "build" in pawn.actions:
        levels = ["shelter"] if not state.shelter else []
        if reach.has_shelter(state):
            levels += ["roof", "palisade"]
        for what in levels:
            out += [("build", what), ("build", what + grouping.FUR)]
        out.append(("build", "weapon"))
        out += [("build", iid) for iid in _inventions(state, pawn, later)]
    if "gather" in pawn.actions:
        out += [("gather", t) for t in reach.gather_targets(state)]
    if "explore" in pawn.actions and sum(g.action == "explore" for g in gs) < len(state.tile_stack):
        out += [("explore", space) for space in reach.explore_targets(state)]
    out += [(a, "") for a in SOLO if a in pawn.actions]
    return out


def candidates(state, pawn, gs=None, left=(), fresh=None) -> list[tuple[str, str]]:
    """(action, target) of every placement of `pawn` to test: the groups it may join, then (not for a
    supporting pawn) the groups it may open, in the order of `model.ACTIONS` (`fresh`: `new_targets`,
    when the caller has it)."""
    if gs is None:
        gs = grouping.groups(state)
    latest = {}
    for g in gs:
        if g.action not in SOLO:
            latest[(g.action, g.target)] = g
    # a key is joined while any of its groups has room (an earlier one may, beside a separate attempt)
    joins = list(dict.fromkeys((g.action, g.target) for g in gs if g.action not in SOLO
                               and len(g.pawns) < g.most and g.action in pawn.actions))
    out = list(joins)
    if not pawn.supports_only:
        for key in (new_targets(state, pawn, gs, {p.person for p in left}) if fresh is None else fresh):
            if key in out:
                continue
            if key[0] not in SOLO and (key in latest or _targeted(gs, *key)) and not repeatable(state, *key):
                continue
            out.append(key)
    rank = {a: i for i, a in enumerate(ACTIONS)}
    return sorted(dict.fromkeys(out), key=lambda k: rank[k[0]])


def _match(slots: list[tuple[str, int]], left) -> bool:
    """Can every slot (a missing place: its action, and the person whose pawn it must be, -1 any) get
    its own pawn of `left`?"""
    owner: dict[int, int] = {}

    def place(s: int, seen: set[int]) -> bool:
        action, person = slots[s]
        for p, pawn in enumerate(left):
            if p in seen or action not in pawn.actions or (person >= 0 and pawn.person != person):
                continue
            seen.add(p)
            if p not in owner or place(owner[p], seen):
                owner[p] = s
                return True
        return False

    return all(place(s, set()) for s in range(len(slots)))


class Outline(NamedTuple):
    """The plan so far as `completes` reads it, worked out once for every placement it tests (a
    placement changes one group or opens one: the others' missing places stay)."""
    persons: dict[str, int]  # pawn id -> person, of `pawns.current`
    earmarks: dict[str, int]
    affordable: bool
    missing: list[list[tuple[str, int]] | None]  # each group's missing places (None: it can no longer be completed)
    left: list | None  # the pawns still to place after the one placed now (None: not known)
    fits: bool  # with `left` known: its pawns can fill every group's missing places


def outline(state, gs, persons: dict[str, int] | None = None, left: list | None = None) -> Outline:
    """The `Outline` of the groups `gs` (`persons`: pawn id -> person of `pawns.current`, `left`: the
    pawns to place after the one placed now, when the caller has them). A placement that opens a group
    it fills alone (one pawn, no cost) completes exactly when the plan so far does: `fits`."""
    persons = {p.id: p.person for p in pawns.current(state)} if persons is None else persons
    earmarks = earmarked(gs)
    missing = [_missing(state, g, persons) for g in gs]
    fits = False
    if left is not None and all(m is not None for m in missing):
        slots = [slot for m in missing for slot in m]
        fits = not slots or (len(slots) <= len(left) and _match(slots, left))
    return Outline(persons, earmarks, affordable(state, earmarks), missing, left, fits)


def _missing(state, g, persons) -> list[tuple[str, int]] | None:
    """The places group `g` still needs: (its action, the person whose pawn it must be, -1 any); None
    when the owner of a personal invention must still join a group already full."""
    missing = g.need - len(g.pawns)
    if g.action != "build":  # only a build can be a personal invention's
        return [(g.action, -1)] * missing
    owner = grouping.owner_missing(state, g, persons)
    slots: list[tuple[str, int]] = []
    if owner >= 0:
        if len(g.pawns) >= g.most:  # no place left for the owner, who must take the action
            return None
        slots.append((g.action, owner))
        missing -= 1
    return slots + [(g.action, -1)] * missing


def completes(state, pawn, action: str, target: str, gs=None, left=None, dist=None, apart: bool = False,
              base: Outline | None = None) -> bool:
    """Would the plan with `pawn` on (action, target) (`apart`: as a separate attempt) still have a
    legal completion? (`gs`: the groups of the plan so far, `left`: the pawns after `pawn` still to
    place, `dist`: the reach, `base`: `outline(state, gs)`, when the caller has them.)"""
    if gs is None:
        gs = grouping.groups(state)
    if base is None:
        base = outline(state, gs)
    missing = list(base.missing)
    paid = base.affordable
    index = None if apart or not action else grouping.joined(gs, action, target)
    if index is not None:  # it joins a group: the same costs
        missing[index] = _missing(state, gs[index]._replace(pawns=gs[index].pawns + (pawn.id,)), base.persons)
    else:
        more: list[tuple[str, int]] | None = []
        if action:  # it opens one: its cost too
            g = grouping.opened(state, gs, pawn.id, action, target, dist)
            more = _missing(state, g, base.persons)
            missing.append(more)
            if g.cost:
                earmarks = dict(base.earmarks)
                for res, n in g.cost:
                    earmarks[res] = earmarks.get(res, 0) + n
                paid = affordable(state, earmarks)
        if more == [] and left is not None and left is base.left:  # nothing new to fill: as the plan so far
            return paid and base.fits
    if not paid or any(m is None for m in missing):
        return False
    slots = [slot for m in missing for slot in m]
    if not slots:
        return True
    if left is None:
        placed = {entry[0] for entry in state.plan} | {pawn.id}
        left = [p for p in pawns.current(state) if p.id not in placed]
    if len(slots) > len(left):
        return False
    return _match(slots, left)


def legal(state) -> list[tuple]:
    """The decisions of the stage "plan"."""
    current = pawns.current(state)
    placed = {entry[0] for entry in state.plan}
    pawn = next((p for p in current if p.id not in placed), None)  # next_pawn
    if pawn is None:
        return [COMMIT] + offers(state, "planning")
    dist = reach.distances(state)
    gs = grouping.groups(state, dist=dist)
    left = [p for p in current if p.id not in placed and p.id != pawn.id]
    base = outline(state, gs, {p.id: p.person for p in current}, left)
    fresh = None if pawn.supports_only else new_targets(state, pawn, gs, {p.person for p in left})
    out = []
    apart = separable(state, pawn, gs, left, fresh)
    for a, t in candidates(state, pawn, gs, left, fresh):
        if completes(state, pawn, a, t, gs, left, dist, base=base):
            out.append(("assign", pawn.id, a, t))
            if may_lead(state, pawn, gs, a, t):
                out.append(("lead", pawn.id, a, t))
        if (a, t) in apart and completes(state, pawn, a, t, gs, left, dist, apart=True, base=base):
            out.append(("separate", pawn.id, a, t))
    if (pawn.supports_only and completes(state, pawn, "", "", gs, left, dist, base=base)) or not out:
        out.append(("assign", pawn.id, "", ""))
    return out + offers(state, "planning")


def separable(state, pawn, gs, left=(), fresh=None) -> set[tuple[str, str]]:
    """The (action, target) keys `pawn` may take as a separate attempt (see the module docstring):
    those it would join a group of, that may be taken again this round and that it may open itself
    (`fresh`: `new_targets`, when the caller has it)."""
    if pawn.supports_only:
        return set()
    keys = {(g.action, g.target) for g in gs if g.action not in SOLO and len(g.pawns) < g.most
            and g.action in pawn.actions and repeatable(state, g.action, g.target)
            and not (g.action == "build" and items.personal_owner(state, build_what(g.target)[0]) >= 0)}
    if not keys:
        return set()
    return keys & set(new_targets(state, pawn, gs, {p.person for p in left}) if fresh is None else fresh)


def acting(state, g) -> int:
    """The person whose pawn leads group `g` now (its first pawn's)."""
    return next((p.person for p in pawns.current(state) if p.id == g.pawns[0]), -1)


def may_lead(state, pawn, gs, action: str, target: str) -> bool:
    """May `pawn`, placed on (action, target), take over the group it joins (see the module docstring)?"""
    index = grouping.joined(gs, action, target)
    if index is None or pawn.kind != pawns.PLAYER or pawn.supports_only:
        return False
    if action == "build" and items.personal_owner(state, build_what(target)[0]) >= 0:
        return False
    return acting(state, gs[index]) != pawn.person


def assign(state, action: tuple) -> None:
    """Place a pawn (a listed ("assign", ...), ("lead", ...) or ("separate", ...)); the stage stays
    "plan" until ("commit",). A leading pawn's entry goes where its group opened (see the module
    docstring), and when that group was a separate attempt the leader now opens it."""
    verb, pid, act, target = action
    pawns.sync(state)
    if verb == "lead":
        gs = grouping.groups(state)
        first = gs[grouping.joined(gs, act, target)].pawns[0]
        at = next(i for i, entry in enumerate(state.plan) if entry[0] == first)
        state.plan.insert(at, (pid, act, target))
        if first in state.apart:
            state.apart = (state.apart - {first}) | {pid}
        event(state, "assign", state.actor, pawn=pid, action=act, target=target, lead=True)
        return
    state.plan.append((pid, act, target))
    if verb == "separate":
        state.apart = state.apart | {pid}
        event(state, "assign", state.actor, pawn=pid, action=act, target=target, apart=True)
        return
    event(state, "assign", state.actor, pawn=pid, action=act, target=target)

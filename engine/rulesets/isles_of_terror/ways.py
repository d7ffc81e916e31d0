"""Where a seat's characters can go (rulebook pp. 13-14, 17, 25): which areas they may cross, the
searches for move targets and the ways to one target, and what a step costs.

Characters cross only areas their player controls (sea areas with their ship included) that hold
fewer than 3 of their characters, never enemy sea areas, and never leave a terror's area while it
lives; each step costs one ration (plus `move_cost` modifiers), and leaving a swamp one extra
ration once per movement. `crossable` is the rule for one area; `passage` answers it for every
area in one pass, and the searches (`search_from`, `steps_from_another_source`, `targets_of`) run
over those per-area lists (C loops in the compiled engine: `ways.pxd`). `move.py` plays the move
action with them.
"""

from __future__ import annotations

from . import mods, terrors
from .board import CHARACTERS_PER_AREA


def is_river(state, area: int) -> bool:
    return area in state.rivers


def is_swamp(state, area: int) -> bool:
    tile = state.tile[area]
    return state.explored[area] and tile is not None and tile.kind == "terrain" and tile.card.terrain == "swamp"


def swamp_areas(state) -> set[int]:
    """The areas showing a swamp terrain tile face up (`is_swamp`): among the terrain tiles on the map
    (`state.laid`), not a pass over the map."""
    explored, tiles = state.explored, state.tile
    return {a for (kind, _), areas in state.laid.items() if kind == "terrain"
            for a in areas if explored[a] and tiles[a].card.terrain == "swamp"}


def target_kind(state, seat: int, area: int) -> str | None:
    """What moving `seat`'s characters into `area` means: `own` (arrive), `explore`, `combat`;
    None if they may not go there."""
    if state.board.is_sea[area]:
        return "own" if state.players[seat].ship == area else None
    other = state.occupant(area, but=seat)
    if not state.explored[area]:
        return None if other >= 0 else "explore"
    return "combat" if other >= 0 and state.game.mode == "competitive" else "own"  # allies never fight


def can_enter_all(state, seat: int, area: int, moving: int) -> bool:
    kind = target_kind(state, seat, area)
    if kind is None:
        return False
    return state.crowd(seat, area) + moving <= CHARACTERS_PER_AREA


def crossable(state, seat: int, area: int, left: tuple = (), held=()) -> bool:
    """May `seat`'s characters pass through `area` on their way to another area?

    Areas they control with room (fewer than 3 characters; sea areas only with their ship), and
    `left`, the areas the characters of the current movement have just left empty: they stay
    passable until the movement is over (the characters of one movement move together). In
    cooperative and solo play also allies' land areas, and only with room for all factions
    together. Never a terror's area (`held`, `terrors.blocked`): entering it means a combat.
    The searches ask `passage`, the same answer for every area at once."""
    if area in held:
        return False
    p = state.players[seat]
    chars = p.soldiers[area] + p.captains[area]
    own = area in left or (chars < CHARACTERS_PER_AREA
                           and ((state.explored[area] and (chars or p.camps[area] > 0)) or p.ship == area))
    if state.game.mode == "competitive":
        return own
    return ((own or (not state.board.is_sea[area] and state.allied(area, seat)))  # allies' land areas are crossed freely,
            and state.crowd(seat, area) < CHARACTERS_PER_AREA)  # 3 characters of all factions at most


def passage(state, seat: int, left, held) -> tuple[list, list]:
    """What the searches of a movement start from, in one pass over the map: `crossable` of every
    area (a list by area: the searches ask it of most areas, and a call per area cost more than the
    search itself), and the areas holding `seat`'s characters, in area order (compiled: ways.pxd)."""
    p = state.players[seat]
    soldiers, captains, camps, ship = p.soldiers, p.captains, p.camps, p.ship
    explored = state.explored
    size = len(explored)
    limit = CHARACTERS_PER_AREA
    out = [False] * size
    sources = []
    for a in range(size):
        chars = soldiers[a] + captains[a]
        if chars:
            sources.append(a)
            if chars < limit and (explored[a] or ship == a):
                out[a] = True
        elif (explored[a] and camps[a] > 0) or ship == a:
            out[a] = True
    for a in left:
        out[a] = True
    if state.game.mode != "competitive":
        is_sea = state.board.is_sea
        crowd = crowds(state)
        allied = [False] * size  # land areas where another player has figures (an ally controls them)
        for q in state.players:
            if q.seat != seat:
                qs, qc, qk = q.soldiers, q.captains, q.camps
                for a in range(size):
                    if (qs[a] > 0 or qc[a] > 0 or qk[a] > 0) and explored[a] and not is_sea[a]:
                        allied[a] = True  # a terror's area is nobody's, but `held` closes it anyway
        for a in range(size):
            out[a] = (out[a] or allied[a]) and crowd[a] < limit
    for a in held:
        out[a] = False
    return out, sources


def crowds(state) -> list:
    """`State.crowd` in cooperative and solo play, a list by area: every faction's characters together."""
    out = [0] * state.board.size
    for q in state.players:
        qs, qc = q.soldiers, q.captains
        for a in range(len(out)):
            out[a] += qs[a] + qc[a]
    return out


def swamp_list(state, size: int) -> list:
    """`swamp_areas` as a list by area (True: a swamp)."""
    out = [False] * size
    explored, tiles = state.explored, state.tile
    for (kind, _), areas in state.laid.items():
        if kind == "terrain":
            for a in areas:
                if explored[a] and tiles[a].card.terrain == "swamp":
                    out[a] = True
    return out


def search_from(adjacency, passable: list, swamp: list, source: int, target: int) -> tuple:
    """One breadth-first search from `source` through the `passable` areas (the source itself is
    always left): the steps to every area (-1: not reached) and whether every shortest way there
    leaves a swamp, lists by area. With a `target` (>= 0) it stops after the level that reaches it."""
    size = len(passable)
    dist = [-1] * size
    swampy = [False] * size
    dist[source] = 0
    frontier = [source]
    d = 0
    while frontier:  # breadth first: every area of the frontier is d steps away
        d += 1
        nxt = []
        for y in frontier:
            if y != source and not passable[y]:
                continue
            leaves = swampy[y] or swamp[y]
            for z in adjacency[y]:
                known = dist[z]
                if known < 0:
                    dist[z] = d
                    swampy[z] = leaves
                    nxt.append(z)
                elif known == d and not leaves and swampy[z]:
                    swampy[z] = False
        if target >= 0 and dist[target] >= 0:
            break
        frontier = nxt
    return dist, swampy


def reach(state, seat: int, left: tuple = (), sources=None, target: int | None = None) -> dict[int, tuple[dict, dict]]:
    """For every area holding `seat`'s characters: steps to each area, and whether the path leaves a swamp.

    A search expands its own source and the areas the characters may cross (`crossable`, with
    `left`). `sources`: only these areas (each holding characters), when the others are not
    wanted. `target`: only the way to this area is wanted (`ways_to`): the dicts say only it
    (empty when it is out of reach). Characters with a terror cannot leave (no search from its area)."""
    free, adjacency, passable, swamp = _searches(state, seat, left, sources)
    out = {}
    for source in free:
        if target is None:
            dist, swampy = search_from(adjacency, passable, swamp, source, -1)
            out[source] = ({a: d for a, d in enumerate(dist) if d >= 0},
                           {a: s for a, s, d in zip(range(len(dist)), swampy, dist) if d >= 0})  # noqa: B905
        else:
            dist, swampy = search_from(adjacency, passable, swamp, source, target)
            out[source] = ({target: dist[target]}, {target: swampy[target]}) if dist[target] >= 0 else ({}, {})
    return out


def ways_to(state, seat: int, target: int, left: tuple = (), sources=None) -> dict[int, tuple[int, bool]]:
    """`reach` to one area, as the callers read it: for every source that reaches `target`, the
    fewest steps and whether every such way leaves a swamp. Each search stops at the level that
    reaches the target."""
    free, adjacency, passable, swamp = _searches(state, seat, left, sources)
    out = {}
    for source in free:
        dist, swampy = search_from(adjacency, passable, swamp, source, target)
        if dist[target] >= 0:
            out[source] = (dist[target], swampy[target])
    return out


def _searches(state, seat: int, left: tuple, sources) -> tuple:
    """What the searches of `reach` share: the sources that may move (not held by a terror), the
    adjacency, `passage` and the swamps."""
    held = terrors.blocked(state) if state.terrors else ()
    passable, here = passage(state, seat, left, held)
    if sources is None:
        sources = here
    if held:
        sources = [s for s in sources if s not in held]
    return sources, state.adjacency(), passable, swamp_list(state, state.board.size)


def step_cost(state, seat: int) -> int:
    """Rations per character and area crossed (1 unless a `move` modifier changes it)."""
    return max(0, 1 + mods.move_delta(state, seat)) if state.mods else 1


def steps_from_another_source(adjacency, passable: list, sources: list, most: int) -> list:
    """For every area within `most` steps (-1: any number) of an area in `sources`, the steps from
    the nearest source other than the area itself (-1: none), a list by area: what `reach` says, in
    one breadth-first search from all sources together.

    The search carries each area's two nearest sources: a way from a farther source through an area
    is never shorter than the way from one of the two nearer ones other than its end, so two are
    enough for every area, a source's own area included (its own source is the nearest, at 0 steps).
    A way expands from its source and through the `passable` areas (`passage`)."""
    size = len(passable)
    nearest = [-1] * size  # area -> the first source that reached it
    full = [False] * size  # the areas reached from two sources
    best = [-1] * size
    areas = []  # the frontier: areas, and the source of the way to each
    froms = []
    for s in sources:
        nearest[s] = s
        areas.append(s)
        froms.append(s)
    d = 0
    while areas and (most < 0 or d < most):  # breadth first: every area of the frontier is d steps away
        d += 1
        next_areas = []
        next_froms = []
        for i in range(len(areas)):
            y = areas[i]
            source = froms[i]
            if y != source and not passable[y]:
                continue
            for z in adjacency[y]:
                first = nearest[z]
                if first < 0:
                    nearest[z] = source
                    best[z] = d
                elif first == source or full[z]:
                    continue
                else:
                    full[z] = True
                    if first == z:  # a source's own area: the steps from the nearest other source
                        best[z] = d
                next_areas.append(z)
                next_froms.append(source)
        areas = next_areas
        froms = next_froms
    return best


def feasible_targets(state, seat: int) -> list[int]:
    """The areas `seat` may pick as the target of a move: those some of their characters can reach
    and pay for (`steps_from_another_source`; areas farther than the rations pay for are not
    searched), those their characters stand on unexplored (explored without moving), and the
    areas of terrors holding their characters (attacked without moving), in area order."""
    p = state.players[seat]
    size = len(p.soldiers)
    if p.soldiers.count(0) == size and p.captains.count(0) == size:  # no characters: in C, 8x faster than a scan
        return []
    cost = step_cost(state, seat)
    held = terrors.blocked(state) if state.terrors else ()
    passable, sources = passage(state, seat, (), held)
    free = [s for s in sources if s not in held] if held else sources  # characters with a terror do not move
    best = steps_from_another_source(state.adjacency(), passable, free, p.rations // cost if cost else -1)
    return targets_of(state, seat, best, held)


def targets_of(state, seat: int, best: list, held) -> list[int]:
    """`feasible_targets` given the steps to each area (`best`): `target_kind`, for the areas that
    can be a target (reached, or holding the seat's characters), in area order."""
    p = state.players[seat]
    explored = state.explored
    is_sea = state.board.is_sea
    soldiers, captains, ship = p.soldiers, p.captains, p.ship
    crowd = crowds(state) if state.game.mode != "competitive" else None
    others = None  # the other players' figures, read when an unexplored area asks for them
    limit = CHARACTERS_PER_AREA
    out = []
    for area in range(len(best)):
        chars = soldiers[area] + captains[area]
        if best[area] < 0 and chars == 0:
            continue
        if is_sea[area]:
            if ship != area:
                continue
        elif not explored[area]:
            if others is None:
                others = [(q.soldiers, q.captains, q.camps, q.ship) for q in state.players if q.seat != seat]
            taken = False
            for qs, qc, qk, qship in others:  # `State.occupant`
                if qs[area] or qc[area] or qk[area] or qship == area:
                    taken = True
                    break
            if taken:
                continue
            if chars:
                out.append(area)  # characters already in an unexplored area explore it without moving
                continue
        if held and chars and area in held:
            out.append(area)  # characters held by a terror attack it without moving
            continue
        here = chars if crowd is None else crowd[area]
        if here < limit and best[area] >= 0:
            out.append(area)
    return out

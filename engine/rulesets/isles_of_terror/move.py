"""Moving characters (rulebook pp. 13-14, 17, 23-24): targets, paths, costs, rivers, random movement.

- A move action picks a target area, then characters one at a time from any area, each paying
  one ration per area crossed (plus `move_cost` modifiers); characters cross only areas their
  player controls (sea areas with their ship included) that hold fewer than 3 of their
  characters, and never enter enemy sea areas. At most 3 characters move per target, and no
  area ever holds more than 3 of a player's characters. Leaving a swamp costs 1 extra ration
  once per movement. Then the target is resolved (exploration, combat, or arrival) and the
  player may pick another target, as long as they choose to and can pay. The engine's guard
  against an endless action (free movement, e.g. Double-Time March, lets a player walk back
  and forth): the action ends when the position before a target repeats one seen before in
  this action (`position`): from a position already seen nothing new can be reached.
- `arrive` resolves characters that reached an area: explore it, fight for it, or, on a river,
  move on at once to an adjacent area of the player's choice (free; resolved as a new
  movement, onto another river too). `path` holds the areas this movement has passed through
  (the target, then every river or random movement from it); a river or random movement never
  goes back into one of them, so a river loop ends where it would close (the characters stay).
  Random movement rolls a D6 and follows the compass rose.
"""

from __future__ import annotations

from . import mods, terrors
from .combat import start_combat, start_terror_combat
from engine.core.frames import Decision
from .rules import RULES, fire
from enum import IntEnum
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
    search itself), and the areas holding `seat`'s characters, in area order (compiled: move.pxd)."""
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


# -- the move action -------------------------------------------------------------------------
def position(state) -> tuple:
    """Everything a further target of a move action can depend on: figures, resources, tiles,
    active effects and modifiers (a new position is guaranteed whenever a ration is spent)."""
    figures = tuple([(tuple(p.soldiers), tuple(p.captains), tuple(p.camps), p.gold, p.rations, p.vp,
                      p.active.id if p.active else "", len(p.hand)) for p in state.players])  # a list: no generator compiled
    return figures, tuple(state.explored), tiles_seen(state), tuple(state.token), len(state.mods)


def tiles_seen(state) -> tuple:
    """The tiles as `position` compares them (kind, value, card), kept until a tile changes (`State.lay`)."""
    seen = state.tiles_seen
    if seen is None:
        seen = state.tiles_seen = tuple([None if t is None else (t.kind, t.value, None if t.card is None else t.card.id)
                                         for t in state.tile])  # a tile's card is a `Card`: it has an id
    return seen


@RULES.procedure("move")
def run_move(state, frame) -> None:
    if frame.d["targets"] and state.game.mode != "competitive":  # one target per move action (p. 25)
        state.stack.pop()
        state.emit("move_end", frame.player, -1, targets=frame.d["targets"], reason="one target")
        return
    here = position(state)
    if here in frame.d["seen"]:
        state.stack.pop()
        state.emit("move_end", frame.player, -1, targets=frame.d["targets"], reason="position repeated")
        return
    frame.d["seen"] = frame.d["seen"] + (here,)
    state.push("move_target", frame.player)


@RULES.decision("move_target", window="main", auto=True)
class MoveTarget(Decision):
    def legal(self, state, frame):
        coords = state.board.coords
        return [("target", coords[a]) for a in feasible_targets(state, frame.player)] + [("done",)]

    def apply(self, state, frame, action):
        state.stack.pop()
        move_frame = state.stack[-1]
        if action[0] == "done":
            state.stack.pop()
            state.emit("move_end", frame.player, -1, targets=move_frame.d["targets"])
            return
        move_frame.d["targets"] += 1
        start_movement(state, frame.player, state.board.index[action[1]], "move", -1)


def start_movement(state, seat: int, area: int, mode: str, source: int) -> None:
    state.emit("target", seat, area, mode=mode)
    state.push("movement", seat, area=area, mode=mode, src=source, moved=0, swamp=False, left=())


class MovementStep(IntEnum):
    """The steps of moving into one target area."""

    MOVE_INTO = 0
    MOVE_FIGURES = 1
    ARRIVE = 2


# the steps as module names (a read through the class is slow on Python 3.11: docs/architecture.md)
_MOVE_INTO, _MOVE_FIGURES, _ARRIVE = MovementStep


@RULES.procedure("movement")
def run_movement(state, frame) -> None:
    seat, d = frame.player, frame.d
    area = d["area"]
    step = frame.step
    if step == _MOVE_INTO:
        frame.step = _MOVE_FIGURES
        fire(state, "move_into", seat, area)
    elif step == _MOVE_FIGURES:
        frame.step = _ARRIVE
        state.push("move_figure", seat)
    else:
        state.stack.pop()
        mods.end_scope(state, "target")
        for source in d["left"]:
            state.vacated(source)
        if d["moved"] == 0 and not ((not state.explored[area] or (state.terrors and terrors.at(state, area) >= 0))
                                          and state.players[seat].characters(area)):
            state.emit("move_cancelled", seat, area)
            return
        state.push("arrive", seat, area=area, path=())


@RULES.decision("move_figure", window="target")
class MoveFigure(Decision):
    """Pick the characters for the current target one at a time, then `done`."""

    def legal(self, state, frame):
        move = state.stack[-2].d if state.stack[-2].kind == "movement" else None
        seat = frame.player
        p = state.players[seat]
        target = move["area"]
        out = []
        if move["moved"] < CHARACTERS_PER_AREA and state.crowd(seat, target) < CHARACTERS_PER_AREA:
            soldiers, captains = p.soldiers, p.captains
            if move["mode"] == "land":
                src = move["src"]
                if soldiers[src]:
                    out.append(("place", "soldier"))
                if captains[src]:
                    out.append(("place", "captain"))
            else:
                coords = state.board.coords
                cost = step_cost(state, seat)
                extra = 0 if move["swamp"] else 1  # leaving a swamp costs 1 more, once per movement
                rations = p.rations
                for source, (d, swampy) in ways_to(state, seat, target, move["left"]).items():
                    if source != target and d * cost + (extra if swampy else 0) <= rations:
                        if soldiers[source]:
                            out.append(("move_from", coords[source], "soldier"))
                        if captains[source]:
                            out.append(("move_from", coords[source], "captain"))
        out.append(("done",))
        return out

    def apply(self, state, frame, action):
        move = state.stack[-2].d
        seat = frame.player
        p = state.players[seat]
        target = move["area"]
        if action[0] == "done":
            state.stack.pop()
            return
        if action[0] == "place":
            source, price = move["src"], 0
        else:
            source = state.board.index[action[1]]
            d, swampy = ways_to(state, seat, target, move["left"], (source,))[source]
            price = d * step_cost(state, seat)
            if swampy and not move["swamp"]:
                price += 1
                move["swamp"] = True
        kind = action[-1]
        if kind == "soldier":
            p.soldiers[source] -= 1
            p.soldiers[target] += 1
        else:
            p.captains[source] -= 1
            p.captains[target] += 1
        p.rations -= price
        move["moved"] += 1
        state.emit("moved", seat, target, figure=kind, source=list(state.board.coords[source]), rations=price)
        if state.explored[source] and not state.board.is_sea[source] and state.empty(source):
            move["left"] = move["left"] + (source,)  # turned face down when the movement is over


# -- arriving, rivers, random movement ------------------------------------------------------
@RULES.procedure("arrive")
def run_arrive(state, frame) -> None:
    seat, area = frame.player, frame.d["area"]
    path = frame.d["path"] + (area,)
    state.stack.pop()
    if state.board.is_sea[area] or not state.players[seat].characters(area):
        return
    if state.terrors and terrors.at(state, area) >= 0:
        start_terror_combat(state, seat, area)  # entering a terror's area always means a combat against it
        return
    if not state.explored[area]:
        state.game.rules.call["start_exploration"](state, seat, area, path)
        return
    other = state.occupant(area, but=seat)
    if other >= 0 and state.game.mode == "competitive":  # allies' areas never start a combat
        start_combat(state, seat, area, other)
        return
    if is_river(state, area):
        forced_river_move(state, seat, area, path)


def relocate(state, seat: int, source: int, target: int, path: tuple, reason: str) -> None:
    """Move all of a player's characters from one area to another for free, and resolve it."""
    p = state.players[seat]
    moved = p.soldiers[source] + p.captains[source]
    p.soldiers[target] += p.soldiers[source]
    p.captains[target] += p.captains[source]
    p.soldiers[source] = 0
    p.captains[source] = 0
    state.emit("relocated", seat, target, source=list(state.board.coords[source]), characters=moved, reason=reason)
    state.vacated(source)
    state.push("arrive", seat, area=target, path=path)
    fire(state, "move_into", seat, target)


def random_target(state, seat: int, area: int, path: tuple) -> int:
    """Roll for a random movement: the neighbour in that compass direction, or -1 to stay (also
    when it lies on the `path` this movement came along)."""
    die = state.roll(6)
    target = state.board.by_direction[area].get(die, -1)
    moving = state.players[seat].characters(area)
    if target >= 0 and (target in path or not can_enter_all(state, seat, target, moving)):
        target = -1
    state.emit("random_movement", seat, area, die=die, to=list(state.board.coords[target]) if target >= 0 else None)
    return target


def random_movement(state, seat: int, area: int, path: tuple = ()) -> None:
    path = path or (area,)
    target = random_target(state, seat, area, path)
    if target >= 0:
        relocate(state, seat, area, target, path, "random movement")


def forced_river_move(state, seat: int, area: int, path: tuple) -> None:
    state.push("river", seat, area=area, path=path)


def river_exits(state, seat: int, area: int, path: tuple) -> list[int]:
    """The areas next to the river the characters may all enter, rivers included, except those
    this movement has already passed through."""
    moving = state.players[seat].characters(area)
    return [a for a in state.adjacency()[area] if a not in path and can_enter_all(state, seat, a, moving)]


@RULES.decision("river", auto=True)
class RiverMove(Decision):
    """Characters on a river move on at once to an adjacent area, for free (a new movement)."""

    def legal(self, state, frame):
        coords = state.board.coords
        exits = river_exits(state, frame.player, frame.d["area"], frame.d["path"])
        return [("river_to", coords[a]) for a in exits] or [("stay",)]

    def apply(self, state, frame, action):
        state.stack.pop()
        if action[0] == "stay":
            state.emit("river_stay", frame.player, frame.d["area"])
            return
        relocate(state, frame.player, frame.d["area"], state.board.index[action[1]], frame.d["path"], "river")

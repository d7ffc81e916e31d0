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
    together. Never a terror's area (`held`, `terrors.blocked`): entering it means a combat."""
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


def character_areas(p) -> list[int]:
    """The areas holding the player's characters, in area order (none at once when no area holds one)."""
    soldiers, captains = p.soldiers, p.captains
    size = len(soldiers)
    if soldiers.count(0) == size and captains.count(0) == size:  # in C: 8x faster than a scan
        return []
    return [a for a in range(size) if soldiers[a] or captains[a]]


def reach(state, seat: int, left: tuple = (), sources=None, target: int | None = None) -> dict[int, tuple[dict, dict]]:
    """For every area holding `seat`'s characters: steps to each area, and whether the path leaves a swamp.

    A search expands its own source and the areas the characters may cross (`crossable`, with
    `left`). `sources`: only these areas (each holding characters), when the others are not
    wanted. `target`: only the way to this area is wanted (each search stops once it is known;
    farther areas are left out). Characters with a terror cannot leave (no search from its area)."""
    adjacency = state.adjacency()
    swamps = swamp_areas(state)
    held = terrors.blocked(state) if state.terrors else ()
    passable: dict[int, bool] = {}  # crossable, asked once per area and call
    out = {}
    if sources is None:
        sources = character_areas(state.players[seat])
    for source in sources:
        if source in held:
            continue
        dist = {source: 0}
        swampy = {source: False}
        frontier = [source]
        d = 0
        while frontier:  # breadth first: every area of the frontier is d steps away
            d += 1
            nxt = []
            for y in frontier:
                if y != source:
                    ok = passable.get(y)
                    if ok is None:
                        ok = passable[y] = crossable(state, seat, y, left, held)
                    if not ok:
                        continue
                leaves = swampy[y] or y in swamps
                for z in adjacency[y]:
                    known = dist.get(z)
                    if known is None:
                        dist[z] = d
                        swampy[z] = leaves
                        nxt.append(z)
                    elif known == d and not leaves and swampy[z]:
                        swampy[z] = False
            if target in dist:
                break
            frontier = nxt
        out[source] = (dist, swampy)
    return out


def step_cost(state, seat: int) -> int:
    return max(0, 1 + mods.move_delta(state, seat))


def steps_from_another_source(state, seat: int, sources: list[int], held, most: int | None) -> dict[int, int]:
    """For every area within `most` steps (None: any number) of an area in `sources`, the steps from
    the nearest source other than the area itself: what `reach` says, in one breadth-first search
    from all sources together.

    The search carries each area's two nearest sources: a way from a farther source through an area
    is never shorter than the way from one of the two nearer ones other than its end, so two are
    enough for every area, a source's own area included (its own source is the nearest, at 0 steps).
    A way expands from its source and through areas `seat`'s characters may cross (`crossable`);
    characters with a terror do not move (`held` is no source)."""
    adjacency = state.adjacency()
    nearest = {s: s for s in sources if s not in held}  # area -> the first source that reached it
    full = set()  # the areas reached from two sources
    best: dict[int, int] = {}
    passable: dict[int, bool] = {}
    frontier = [(s, s) for s in nearest]  # (area, source)
    d = 0
    while frontier and (most is None or d < most):  # breadth first: every area of the frontier is d steps away
        d += 1
        nxt = []
        for y, source in frontier:
            if y != source:
                ok = passable.get(y)
                if ok is None:
                    ok = passable[y] = crossable(state, seat, y, (), held)
                if not ok:
                    continue
            for z in adjacency[y]:
                first = nearest.get(z)
                if first is None:
                    nearest[z] = source
                    best[z] = d
                elif first == source or z in full:
                    continue
                else:
                    full.add(z)
                    if first == z:  # a source's own area: the steps from the nearest other source
                        best[z] = d
                nxt.append((z, source))
        frontier = nxt
    return best


def feasible_targets(state, seat: int) -> list[int]:
    """The areas `seat` may pick as the target of a move: those some of their characters can reach
    and pay for (`steps_from_another_source`; areas farther than the rations pay for are not
    searched), those their characters stand on unexplored (explored without moving), and the
    areas of terrors holding their characters (attacked without moving), in area order."""
    p = state.players[seat]
    sources = character_areas(p)
    if not sources:
        return []
    cost = step_cost(state, seat)
    held = terrors.blocked(state) if state.terrors else ()
    best = steps_from_another_source(state, seat, sources, held, p.rations // cost if cost else None)
    out = []
    explored = state.explored
    is_sea = state.board.is_sea
    soldiers, captains, ship = p.soldiers, p.captains, p.ship
    team = state.game.mode != "competitive"
    for area in sorted(best.keys() | set(sources)):  # target_kind, for the areas that can be a target
        if is_sea[area]:
            if ship != area:
                continue
        elif not explored[area]:
            if state.occupant(area, but=seat) >= 0:
                continue
            if soldiers[area] + captains[area]:
                out.append(area)  # characters already in an unexplored area explore it without moving
                continue
        if held and soldiers[area] + captains[area] and area in held:
            out.append(area)  # characters held by a terror attack it without moving
            continue
        here = state.crowd(seat, area) if team else soldiers[area] + captains[area]
        if here < CHARACTERS_PER_AREA and area in best:
            out.append(area)
    return out


# -- the move action -------------------------------------------------------------------------
def position(state) -> tuple:
    """Everything a further target of a move action can depend on: figures, resources, tiles,
    active effects and modifiers (a new position is guaranteed whenever a ration is spent)."""
    figures = tuple((tuple(p.soldiers), tuple(p.captains), tuple(p.camps), p.gold, p.rations, p.vp,
                     p.active.id if p.active else "", len(p.hand)) for p in state.players)
    return figures, tuple(state.explored), tiles_seen(state), tuple(state.token), len(state.mods)


def tiles_seen(state) -> tuple:
    """The tiles as `position` compares them (kind, value, card), kept until a tile changes (`State.lay`)."""
    seen = state.tiles_seen
    if seen is None:
        seen = state.tiles_seen = tuple(None if t is None else (t.kind, t.value, getattr(t.card, 'id', None))
                                        for t in state.tile)
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


@RULES.procedure("movement")
def run_movement(state, frame) -> None:
    seat, area = frame.player, frame.d["area"]
    if frame.step == MovementStep.MOVE_INTO:
        frame.step = MovementStep.MOVE_FIGURES
        fire(state, "move_into", seat, area)
    elif frame.step == MovementStep.MOVE_FIGURES:
        frame.step = MovementStep.ARRIVE
        state.push("move_figure", seat)
    else:
        state.stack.pop()
        mods.end_scope(state, "target")
        for source in frame.d["left"]:
            state.vacated(source)
        if frame.d["moved"] == 0 and not ((not state.explored[area] or (state.terrors and terrors.at(state, area) >= 0))
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
        if state.crowd(seat, target) < CHARACTERS_PER_AREA and move["moved"] < CHARACTERS_PER_AREA:
            coords = state.board.coords
            if move["mode"] == "land":
                src = move["src"]
                if p.soldiers[src]:
                    out.append(("place", "soldier"))
                if p.captains[src]:
                    out.append(("place", "captain"))
            else:
                cost = step_cost(state, seat)
                for source, (dist, swampy) in reach(state, seat, move["left"], target=target).items():
                    d = dist.get(target)
                    if source == target or d is None:
                        continue
                    price = d * cost + (1 if swampy[target] and not move["swamp"] else 0)
                    if price <= p.rations:
                        if p.soldiers[source]:
                            out.append(("move_from", coords[source], "soldier"))
                        if p.captains[source]:
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
            dist, swampy = reach(state, seat, move["left"], (source,), target)[source]
            price = dist[target] * step_cost(state, seat)
            if swampy[target] and not move["swamp"]:
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

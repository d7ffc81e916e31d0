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
from .rules import fire
from .ways import can_enter_all, feasible_targets, is_river, step_cost, ways_to
from enum import IntEnum
from .board import CHARACTERS_PER_AREA



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
        state.game.hooks.start_exploration(state, seat, area, path)
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

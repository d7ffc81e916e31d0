"""Activating terrors (rulebook "Activating a Terror", "Additional Activations"): move, then effect.

After the last turn of every season, before the end of the season and the year, every terror in
play activates once, left to right on the terror board (`terror_phase`); a card of a level-3
terror's colour activates it once more at once (`terrors.raise_by_card`). An activation:

1. the terror moves one area as its movement says (`move_options`): `random` rolls a die on the
   compass rose; `directions` offers the valid neighbours in those directions; `toward` offers
   the valid neighbours one step closer (over land) to the nearest area of its target (for
   `most_figures`, the areas with the most figures); `stay` does not move. A valid area is a
   land area without another terror. Several options are a decision of the players
   (`terror_move`, asked of the active player, or of the starting player between turns); no
   option, no move;
2. its effects apply to every player with figures in its effect range (`terror_effects.py`),
   once per player, in the first area of the range (centre first) where they have figures;
3. `terror_activated` records where it stands and its level (the report's heat map reads it).
"""

from __future__ import annotations

from enum import IntEnum

from engine.content.geometry import directions
from engine.core.frames import Decision

from . import terrors

TARGETS = ("most_figures", "nearest_figures", "nearest_camp", "nearest_captain", "area")


def start_terror_phase(state) -> bool:
    """After the season's last turn: activate the terrors in play (False when none is in play)."""
    if not state.terrors or not terrors.in_play(state):
        return False
    state.push("terror_phase", state.start, next=0)
    return True


def run_terror_phase(state, frame) -> None:
    i = frame.d["next"]
    while i < len(state.terrors) and state.terrors[i].area is None:
        i += 1
    if i >= len(state.terrors):
        state.stack.pop()
        return
    frame.d["next"] = i + 1
    state.push("terror_activation", frame.player, index=i, extra=False)


# -- where a terror may go ---------------------------------------------------------------------
def _valid(state, index: int, area: int) -> bool:
    return not state.board.is_sea[area] and terrors.at(state, area) in (-1, index)


def _figures(state, area: int, what: str) -> int:
    count = 0
    for p in state.players:
        if what in ("figures", "captain"):
            count += p.captains[area]
        if what in ("figures", "camp"):
            count += p.camps[area]
        if what == "figures":
            count += p.soldiers[area]
    return count


def target_areas(state, movement) -> list[int]:
    """The areas a `toward` movement heads for (land areas only)."""
    land = [a for a in range(state.board.size) if not state.board.is_sea[a]]
    target = movement.target
    if target == "area":
        return [a for a in land if state.board.matches(a, movement.where, state.face(a))]
    what = {"most_figures": "figures", "nearest_figures": "figures", "nearest_camp": "camp",
            "nearest_captain": "captain"}[target]
    counts = {a: _figures(state, a, what) for a in land}
    best = max(counts.values(), default=0)
    if best == 0:
        return []
    if target == "most_figures":
        return [a for a in land if counts[a] == best]
    return [a for a in land if counts[a] > 0]


def land_distances(state, sources: list[int]) -> dict[int, int]:
    """Steps over land areas from the nearest of `sources` (breadth first over the map's adjacency)."""
    adjacency = state.adjacency()
    is_sea = state.board.is_sea
    dist = {a: 0 for a in sources}
    frontier = list(sources)
    while frontier:
        nxt = []
        for a in frontier:
            for b in adjacency[a]:
                if b not in dist and not is_sea[b]:
                    dist[b] = dist[a] + 1
                    nxt.append(b)
        frontier = nxt
    return dist


def move_options(state, index: int) -> list[int]:
    """The areas a terror may move to at its activation, best first (empty: it stays). A `random`
    movement has no options: its die decides (`roll_direction`)."""
    movement = terrors.card(state, index).movement
    here = state.terrors[index].area
    around = state.board.by_direction[here]
    if movement.kind == "directions":
        return [around[d] for d in movement.directions if d in around and _valid(state, index, around[d])]
    if movement.kind != "toward":
        return []
    goals = target_areas(state, movement)
    if not goals or here in goals:
        return []
    dist = land_distances(state, goals)
    closer = [a for a in state.adjacency()[here]
              if _valid(state, index, a) and dist.get(a, 1 << 30) < dist.get(here, 1 << 30)]
    if not closer:
        return []
    best = min(dist[a] for a in closer)
    return [a for a in closer if dist[a] == best]


def roll_direction(state, index: int) -> int:
    """A random movement: a die on the compass rose; the area that way, or -1 if it is not valid."""
    here = state.terrors[index].area
    die = state.roll(len(directions(state.board.grid)))
    target = state.board.by_direction[here].get(die, -1)
    if target >= 0 and not _valid(state, index, target):
        target = -1
    state.emit("terror_roll", -1, here, terror=state.terrors[index].id, die=die)
    return target


def move_terror(state, index: int, area: int, seat: int) -> None:
    t = state.terrors[index]
    source = t.area
    t.area = area
    state.emit("terror_moved", seat, area, terror=t.id, source=list(state.board.coords[source]))


def chooser(state) -> int:
    """Who speaks for the players in a terror's decision: the active player, else the starting player."""
    return state.active if state.active >= 0 else state.start


class ActivationStep(IntEnum):
    """The steps of one terror's activation."""

    MOVE = 0
    EFFECT = 1
    DONE = 2


# the steps as module names (a read through the class is slow on Python 3.11: docs/architecture.md)
_MOVE, _EFFECT, _DONE = ActivationStep


def run_terror_activation(state, frame) -> None:
    index = frame.d["index"]
    t = state.terrors[index]
    if t.area is None:  # destroyed before its activation could finish
        state.stack.pop()
        return
    if frame.step == _MOVE:
        frame.step = _EFFECT
        state.emit("terror_activation", -1, t.area, terror=t.id, level=t.level, extra=frame.d["extra"])
        if terrors.card(state, index).movement.kind == "random":
            target = roll_direction(state, index)
            options = [target] if target >= 0 else []
        else:
            options = move_options(state, index)
        if not options:
            state.emit("terror_stays", -1, t.area, terror=t.id)
        elif len(options) == 1:
            move_terror(state, index, options[0], -1)
        else:
            state.push("terror_move", chooser(state), index=index, options=tuple(options))
    elif frame.step == _EFFECT:
        frame.step = _DONE
        hit = affected(state, index)
        if hit:
            state.push("terror_effects", hit[0][0], index=index, hit=tuple(hit), i=0, j=0)
    else:
        state.stack.pop()
        state.emit("terror_activated", -1, t.area, terror=t.id, level=t.level, extra=frame.d["extra"])


def affected(state, index: int) -> list[tuple[int, int]]:
    """(seat, area) for every player with figures in the terror's effect range, in seat order; the
    area is the first of the range where they have figures."""
    reach = terrors.effect_range(state, index)
    out = []
    for p in state.players:
        for area in reach:
            if p.characters(area) or p.camps[area]:
                out.append((p.seat, area))
                break
    return out


class TerrorMove(Decision):
    """A terror has several equally good areas to move to: the players choose one."""

    def legal(self, state, frame):
        coords = state.board.coords
        return [("terror_to", coords[a]) for a in frame.d["options"]]

    def apply(self, state, frame, action):
        state.stack.pop()
        move_terror(state, frame.d["index"], state.board.index[tuple(action[1])], frame.player)

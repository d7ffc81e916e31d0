"""Moving units: move actions over the board and a water card's move across water.

A move action takes 1 to `max_units` units of one field one step north, east, south or west (a
move of an army over two fields is two move actions; units dropped off on the way are those not
moved on). Units may not enter another seat's start area, and no field holds more than
`max_units` friendly units. Entering a field with enemy units stops those units there: the field
is *contested* and a battle follows once the move step ends ("resolve all battles after moving").
Units on a contested field move no further this step.
"""

from __future__ import annotations

from engine.core.events import Event

from . import board
from .phases import Phase


def _targets(state, seat: int, source, destinations) -> list[tuple]:
    count = state.units[source][1]
    limit = state.game.adventure.values.max_units
    actions = state.game.move_actions
    units, attacks, blocked = state.units, state.attacks, state.blocked[seat]
    out = []
    for to in destinations:
        if to == source or to in blocked:
            continue
        held = units.get(to)
        if held is None:
            friendly = 0
        elif held[0] != seat:
            pending = attacks.get(to)
            friendly = pending[1] if pending else 0
        else:
            friendly = held[1]
        most = limit - friendly
        out += actions[source, to][:count if count < most else most]
    return out


def can_sail(state) -> bool:
    """Whether a water card could move anything now (without listing every move across water)."""
    seat = state.seat
    coast = state.coast
    sources = [f for f in _movable(state, seat) if f in coast]
    if not sources:
        return False
    limit = state.game.adventure.values.max_units
    for to in state.coast_list:
        if to in state.blocked[seat]:
            continue
        held = state.units.get(to)
        full = held is not None and held[0] == seat and held[1] >= limit
        if not full and any(s != to for s in sources):
            return True
    return False


def _movable(state, seat: int) -> list:
    return [f for f, (owner, _) in state.units.items() if owner == seat and f not in state.attacks]


def legal_moves(state) -> list[tuple]:
    seat = state.seat
    out = []
    for source in sorted(_movable(state, seat)):
        out += _targets(state, seat, source, state.land_neighbours[source])
    out.append(("stop",))
    return out


def legal_sails(state) -> list[tuple]:
    """Moves across water: from a coastal field with own units to any other coastal field."""
    seat = state.seat
    coast = state.coast
    out = []
    for source in sorted(_movable(state, seat)):
        if source in coast:
            out += _targets(state, seat, source, state.coast_list)
    return out


def apply_move(state, action) -> None:
    _, source, to, n = action
    seat = state.seat
    owner, count = state.units[source]
    if count == n:
        del state.units[source]
    else:
        state.units[source] = (owner, count - n)
    held = state.units.get(to)
    if held is not None and held[0] != seat:
        pending = state.attacks.get(to)
        state.attacks[to] = (seat, (pending[1] if pending else 0) + n)
    else:
        state.units[to] = (seat, (held[1] if held else 0) + n)
    kind = "sail" if state.phase is Phase.SAIL else "move"
    state.log.append(Event(kind, seat, to, {"from": list(source), "units": n}))
    if state.phase is Phase.SAIL:
        state.moves_left = 0
    else:
        state.moves_left -= 1


def coast_of(adventure) -> frozenset:
    codes = dict(adventure.codes)
    return board.coastal(codes, adventure.width, adventure.height)

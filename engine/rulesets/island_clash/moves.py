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
from .phases import SAIL

STOP = ("stop",)


def _moves(state, seat: int, sources, routes) -> list[tuple]:
    """The moves from each of `sources` along its `routes` ((to, actions moving 1, 2, ... units) pairs),
    each cut to the units there and to the room left where they go."""
    limit = state.game.adventure.values.max_units
    units, attacks = state.units, state.attacks
    out: list[tuple] = []
    for source in sources:
        count = units[source][1]
        for to, actions in routes[source]:
            held = units.get(to)
            if held is None:
                most = limit
            elif held[0] != seat:
                pending = attacks.get(to)
                most = limit - pending[1] if pending else limit
            else:
                most = limit - held[1]
            out += actions[:count if count < most else most]
    return out


def can_sail(state) -> bool:
    """Whether a water card could move anything now (without listing every move across water)."""
    seat = state.seat
    coast = state.coast
    sources = [f for f in _movable(state, seat) if f in coast]
    if not sources:
        return False
    limit = state.game.adventure.values.max_units
    for to in state.game.landings[seat]:
        held = state.units.get(to)
        full = held is not None and held[0] == seat and held[1] >= limit
        if not full and (len(sources) > 1 or sources[0] != to):
            return True
    return False


def _movable(state, seat: int) -> list:
    """The fields with the seat's units that may move, in order (not those on a contested field)."""
    attacks = state.attacks
    return sorted([f for f, held in state.units.items() if held[0] == seat and f not in attacks])


def legal_moves(state) -> list[tuple]:
    seat = state.seat
    out = _moves(state, seat, _movable(state, seat), state.game.steps[seat])
    out.append(STOP)
    return out


def legal_sails(state) -> list[tuple]:
    """Moves across water: from a coastal field with own units to any other coastal field."""
    seat = state.seat
    routes = state.game.sails[seat]
    return _moves(state, seat, [f for f in _movable(state, seat) if f in routes], routes)


def routes(destinations, blocked, actions) -> dict:
    """field -> ((to, its move actions), ...) for every field of `destinations` but itself and the
    `blocked` ones, in the order `destinations` gives them (made once per game, see `Game`)."""
    return {source: tuple((to, actions[source, to]) for to in around if to != source and to not in blocked)
            for source, around in destinations.items()}


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
    kind = "sail" if state.phase is SAIL else "move"
    state.log.append(Event(kind, seat, to, {"from": list(source), "units": n}))
    if state.phase is SAIL:
        state.moves_left = 0
    else:
        state.moves_left -= 1


def coast_of(adventure) -> frozenset:
    codes = dict(adventure.codes)
    return board.coastal(codes, adventure.width, adventure.height)

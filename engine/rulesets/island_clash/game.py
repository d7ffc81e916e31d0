"""The immutable `Game` of Island Clash: an adventure, its seats and mode (OpenSpiel's shape): every
game is dealt from it with its own seed (`new_initial_state(seed)`), so a run builds one.

Facts of the board every state shares are computed once here: each field's land neighbours, the
coast, and the start areas each seat may not enter.
"""

from __future__ import annotations

from dataclasses import replace

from engine.core.errors import EngineError

from . import board, moves
from .model import MODES
from .moves import coast_of
from .setup import RANDOMIZED, full_grid
from .state import State


class Game:
    def __init__(self, adventure, *, players: int | None = None, factions=None, mode: str = "standard",
                 seed: int = 0) -> None:
        """`seed`: the one `new_initial_state()` deals with when given none (a run gives one per game)."""
        if mode not in MODES or mode not in adventure.modes:
            raise EngineError("game/mode", f"the adventure '{adventure.id}' has no mode '{mode}' "
                                           f"(modes: {', '.join(adventure.modes)})")
        if factions:
            unknown = [c for c in factions if c not in adventure.colours]
            if unknown or len(set(factions)) != len(factions):
                raise EngineError("game/seats", f"seats are colours of {', '.join(adventure.colours)}, "
                                                f"each once; not {', '.join(factions)}")
            seats = [adventure.colours.index(c) for c in factions]
        else:
            players = players or adventure.player_counts[-1]
            seats = list(range(min(players, len(adventure.colours))))
        if len(seats) not in adventure.player_counts:
            raise EngineError("game/players", f"'{adventure.id}' is for "
                                              f"{' or '.join(map(str, adventure.player_counts))} players, not {len(seats)}")
        if mode == RANDOMIZED:  # the page's alternative setup: the whole grid is tiles
            adventure = full_grid(adventure)
        self.adventure = _seated(adventure, seats)
        self.num_players = len(seats)
        self.mode = mode
        self.default_seed = seed
        (self.land_neighbours, self.coast, self.coast_list, self.move_actions,
         self.blocked, self.steps, self.sails, self.landings) = board_facts(adventure, self.adventure.starts)

    def seat_names(self) -> list[str]:
        return list(self.adventure.colours)

    def new_initial_state(self, seed: int | None = None) -> State:
        """A fresh game dealt from `seed` (the game's own when None)."""
        return State(self, self.default_seed if seed is None else seed)

    def __repr__(self) -> str:
        return f"<Island Clash {self.adventure.id} {self.num_players}p {self.mode}>"


def board_facts(adventure, starts: tuple) -> tuple:
    """What every state of a board with these start areas shares, made once per `Game` (board and seats).

    (land neighbours, coast, coast in order, move actions, blocked, steps, sails, landings): the move
    actions are the tuples `legal_actions` hands out, (from, to) -> the actions moving 1, 2, ...
    `max_units` units, for neighbours and for pairs of coastal fields (water cards). Per seat: the
    start areas it may not enter (`blocked`), the moves from each field over land (`steps`) and
    across water (`sails`), and the coastal fields a water move may end on (`landings`).
    """
    codes = dict(adventure.codes)
    width, height = adventure.width, adventure.height
    neighbours = {f: tuple(n for n in board.neighbours(f, width, height) if board.is_land(codes.get(n)))
                  for f, code in codes.items() if board.is_land(code)}
    coast = coast_of(adventure)
    coast_list = tuple(sorted(coast))
    limit = adventure.values.max_units
    pairs = {(f, t) for f, around in neighbours.items() for t in around}
    pairs |= {(f, t) for f in coast_list for t in coast_list if f != t}
    actions = {(f, t): [("move", f, t, n) for n in range(1, limit + 1)] for f, t in pairs}
    blocked = [frozenset(s for i, s in enumerate(starts) if i != seat) for seat in range(len(starts))]
    sea = {f: coast_list for f in coast_list}
    steps = [moves.routes(neighbours, b, actions) for b in blocked]
    sails = [moves.routes(sea, b, actions) for b in blocked]
    landings = [tuple(f for f in coast_list if f not in b) for b in blocked]
    return neighbours, coast, coast_list, actions, blocked, steps, sails, landings


def _seated(adventure, seats: list[int]):
    """The adventure with only the seats that play, in seat order (colours and start areas)."""
    if seats == list(range(len(adventure.colours))):
        return adventure
    return replace(adventure, colours=tuple(adventure.colours[s] for s in seats),
                   starts=tuple(adventure.starts[s] for s in seats))

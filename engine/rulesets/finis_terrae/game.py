"""The immutable `Game` of Finis Terrae: a sea (`model.FinisAdventure`), its player count and mode
(OpenSpiel's shape): every game is dealt from it with its own seed (`new_initial_state(seed)`).

What every state asks of the tiles again and again is read from the model once here, as plain
tuples, dicts and sets: each tile's local edges, kind, whether it is land, has a beach, carries a
token; the start island's cells with their edges (land between two start cells, sea outside); the
dice built from their faces.
"""

from __future__ import annotations

from engine.core.dice import Die
from engine.core.errors import EngineError
from engine.core.placed import DELTA, SIDES

from .model import DEFAULT_SEATS, MODES
from .sea import START
from .state import State

#: the default seats' names (a sea may name its own: `Game.seat_names`)
SEAT_NAMES = tuple(seat.title for seat in DEFAULT_SEATS)
__all__ = ["Game", "SEAT_NAMES", "START"]


class Game:
    def __init__(self, adventure, *, players: int | None = None, mode: str = "competitive", seed: int = 0) -> None:
        modes = adventure.modes or MODES
        if mode not in MODES or mode not in modes:
            raise EngineError("game/mode", f"the sea '{adventure.id}' has no mode '{mode}' "
                                           f"(modes: {', '.join(modes)})")
        if players is None:
            players = max(adventure.player_counts)
        if not 2 <= players <= min(4, len(adventure.seats)):
            raise EngineError("game/players", f"Finis Terrae is played by 2 to 4 players, not {players}")
        if players not in adventure.player_counts:
            raise EngineError("game/players", f"'{adventure.id}' is for "
                                              f"{' or '.join(map(str, adventure.player_counts))} players, not {players}")
        self.adventure = adventure
        self.num_players = players
        self.mode = mode
        self.team = False
        self.default_seed = seed
        self.rules = adventure.rules
        self.scoring = adventure.scoring
        tiles = adventure.tiles
        self.edges = {t.id: t.edges for t in tiles}  # local (top, right, bottom, left)
        self.kind = {t.id: t.kind for t in tiles}
        self.land = {t.id: t.land for t in tiles}
        self.beach = {t.id: t.beach for t in tiles}
        self.token = {t.id: t.token for t in tiles}
        self.tile_order = {t.id: i for i, t in enumerate(tiles)}
        # (constraints, edges) -> the rotations that fit: a pure function of the match rule, filled as
        # the deals of this game ask (engine.core.tiles.Sea's cache, shared by every state and copy)
        self.fits: dict = {}
        self.dens = frozenset(t.id for t in tiles if t.kind == "den")
        self.lighthouses = frozenset(t.id for t in tiles if t.kind == "lighthouse")
        self.kind[START] = "start"
        self.land[START] = True
        self.beach[START] = True
        self.token[START] = ""
        start = adventure.start
        cells = frozenset(start.cells)
        self.start_cells = tuple(start.cells)
        # a start cell's edges by board side: land towards another start cell, sea outside
        self.start_edges = {cell: tuple("land" if (cell[0] + DELTA[s][0], cell[1] + DELTA[s][1]) in cells else "sea"
                                        for s in SIDES) for cell in start.cells}
        self.coastal = tuple(sorted(c for c in start.cells if "sea" in self.start_edges[c]))  # where home ports go
        self.centre = start.centre
        self.weather_kind = {w.id: w.kind for w in adventure.weather}
        self.weather_moves = {w.id: (0 if w.kind == "storm" else w.moves) for w in adventure.weather}
        self.weather_order = {w.id: i for i, w in enumerate(adventure.weather)}
        finale = adventure.finale()
        self.finale = finale.id if finale else ""
        first = adventure.first_weather()
        self.first_weather = first.id if first else ""
        dice = adventure.dice
        self.move_die = Die("move", dice.move)
        self.trade_die = Die("trade", dice.trade)
        self.wind_die = Die("wind", dice.wind)

    def seat_names(self) -> list[str]:
        return [seat.title for seat in self.adventure.seats[:self.num_players]]

    def seat_ids(self) -> list[str]:
        return [seat.id for seat in self.adventure.seats[:self.num_players]]

    def new_initial_state(self, seed: int | None = None) -> State:
        """A fresh game dealt from `seed` (the game's own when None)."""
        return State(self, self.default_seed if seed is None else seed)

    def __repr__(self) -> str:
        return f"<Finis Terrae {self.adventure.id} {self.num_players}p {self.mode}>"

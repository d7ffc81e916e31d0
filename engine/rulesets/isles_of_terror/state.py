"""The mutable state of one game, and the interface humans, bots and the editor drive it through.

`State` follows OpenSpiel's shape: `current_player`, `legal_actions`, `apply_action`,
`is_terminal`, `returns`/`scores`, `clone`, `action_to_string`. Chance is resolved inside
the state by its seeded `random.Random`; every roll, draw and shuffle is written to the event
log. `to_json` saves (content digest, players, mode, seed, decisions); `State.from_json`
replays the decisions to an identical state.

The board lives in per-area lists (`tile`, `explored`, `token`) and per-player lists of
figures (see `player.py`); the continuation lives in `stack` (see `frames.py`).
"""

from __future__ import annotations

import random
from typing import Any

from .board import Tile
from engine.core import saved
from engine.core.errors import EngineError
from engine.core.events import Event
from engine.core.frames import Frame

from .clones import clone_state as _clone_state  # written from STATE_FIELDS (clone_source.py)
from .prompts import decision_prompt
from .hidden import Determinizer, determinize
from .player import PLAYER_FIELDS, Player
from .copytable import (Copy, Field, id_or_none, ids, listed, snapshot_function, snapshot_or_none,
                        snapshots)

_new_tuple = tuple.__new__
_new_frame = Frame.__new__  # (`object.__new__` in pure Python; the compiled `Frame` is an extension type)
FIRST_STEP = 0  # a frame starts at its first step (`Frame.step`)
TERMINAL = -4
CHANCE = -1  # not used: chance is resolved inside the state, never by a chance node
MAIN_WINDOWS = frozenset({"turn", "main", "target", "exploration"})  # the windows of the active player's turn
FREE_KINDS = frozenset({"trade", "play", "use", "abandon"})  # free actions (freeacts.py) beside a decision


def _tile(t: Tile | None) -> list | None:
    return None if t is None else [t.kind, t.colour, t.value, t.value_colour, list(t.resources),
                                   getattr(t.card, "id", None)]


def _tiles(tiles) -> list:
    return [_tile(t) for t in tiles]


def _piles(piles: dict) -> dict:
    return {k: _tiles(v) for k, v in sorted(piles.items())}


def _sorted_sets(value: dict) -> dict:
    return {k: sorted(v) for k, v in value.items()}


def _lists(items) -> list:
    return [list(x) for x in items]


def _rng_hash(rng: random.Random) -> int:
    return hash(rng.getstate())


# how the clone copies each frame of the stack (as `Frame.copy` does: `d` holds immutable values)
FRAME_FIELDS: tuple[Field, ...] = (
    Field("kind", Copy.SHARED),
    Field("player", Copy.SHARED),
    Field("step", Copy.SHARED),
    Field("d", Copy.DICT),
)

# -- the copy table: how each attribute is cloned and shown in the snapshot (see `copytable.py`)
STATE_FIELDS: tuple[Field, ...] = (
    Field("game", Copy.SHARED),
    Field("seed", Copy.SHARED),  # the seed the game was dealt from (`Game.new_initial_state(seed)`)
    Field("board", Copy.SHARED),
    Field("n", Copy.SHARED),
    Field("year", Copy.SHARED, "year"),
    Field("season", Copy.SHARED, "season"),
    Field("start", Copy.SHARED, "start"),
    Field("active", Copy.SHARED, "active"),
    Field("players", Copy.EACH_COPIED, "players", snapshots, (Player, PLAYER_FIELDS)),
    Field("tile", Copy.LIST, "tiles", _tiles),
    Field("explored", Copy.LIST, "explored", listed),
    Field("token", Copy.LIST, "token", listed),
    Field("laid", Copy.SHARED),  # replaced, never changed in place (`State.lay`)
    Field("tiles_seen", Copy.SHARED),  # (a tuple)
    Field("pools", Copy.DICT_OF_LISTS, "pools", _piles),
    Field("pool_discard", Copy.DICT_OF_LISTS, "pool_discard", _piles),
    Field("location_bag", Copy.LIST, "bags", ids),
    Field("terrain_bag", Copy.LIST, "bags", ids),
    Field("event_deck", Copy.LIST, "decks", ids),
    Field("event_discard", Copy.LIST, "decks", ids),
    Field("event_shown", Copy.LIST, "decks", ids),
    Field("explore_deck", Copy.LIST, "decks", ids),
    Field("explore_discard", Copy.LIST, "decks", ids),
    Field("mission_deck", Copy.LIST, "decks", ids),
    Field("mission_discard", Copy.LIST, "decks", ids),
    Field("event", Copy.SHARED, "event", id_or_none),
    Field("flags", Copy.SET, "flags", sorted),
    Field("terrors", Copy.EACH_COPIED, "terrors", snapshots),
    Field("rivers", Copy.SHARED, "rivers", sorted),
    Field("mods", Copy.LIST, "mods", _lists),
    Field("used", Copy.DICT_OF_SETS, "used", _sorted_sets),
    Field("stack", Copy.EACH_COPIED, "stack", snapshots, (Frame, FRAME_FIELDS)),
    Field("combat", Copy.COPIED, "combat", snapshot_or_none),
    Field("explo", Copy.COPIED, "explo", snapshot_or_none),
    Field("_events", Copy.HISTORY, "log", len),  # the event log as `emit` writes it (area indices): see `State.log`
    Field("_log", Copy.HISTORY),  # the first events of `_events` as `Event`s, made when the log is read
    Field("decisions", Copy.APPEND_ONLY),  # (a look-ahead borrows it: `clones.clone_state` lent)
    Field("_rng", Copy.RNG, "rng", _rng_hash),
    Field("_rng_shared", Copy.RNG_SHARED),
    Field("terminal", Copy.SHARED, "terminal"),
    Field("winners", Copy.SHARED, "winners", listed),
    Field("result", Copy.SHARED, "result"),
    Field("reaction_mark", Copy.SHARED, "reaction_mark", listed),
    Field("plays", Copy.LIST, "plays", listed),
    Field("turns", Copy.SHARED, "turns"),
    Field("_legal", Copy.SHARED, "legal", _lists),  # replaced, never changed in place (`legal_actions` copies)
    Field("_dice", Copy.LIST),
)


_STATE_SLOTS = tuple(f.name for f in STATE_FIELDS)  # (here: Cython compiles no expression of a class body)


class State:
    # the attributes are the rows of `STATE_FIELDS`; slots instead of a `__dict__`: the compiled engine
    # declares them in state.pxd, as the C fields of the extension type `State`
    __slots__ = _STATE_SLOTS

    def __init__(self, game, seed: int = 0) -> None:
        self.game = game
        self.seed = seed
        self.board = game.board
        self.n = game.num_players
        self.players: list = []
        self.year = 1
        self.season = 0  # 0 spring .. 3 winter
        self.start = 0  # starting player
        self.active = -1  # the player whose turn it is (-1 between turns)
        self.tile: list[Tile | None] = []
        self.explored: list[bool] = []
        self.token: list[str | None] = []  # progress tokens lying on the map, by area
        self.laid: dict[tuple[str, str], tuple[int, ...]] = {}  # (tile kind, card id) -> the areas of its tile: `lay`
        self.tiles_seen: tuple | None = None  # what `move.position` sees of the tiles (None: not since the last `lay`)
        self.pools: dict[str, list] = {}
        self.pool_discard: dict[str, list] = {}
        self.location_bag: list = []
        self.terrain_bag: list = []
        self.event_deck: list = []
        self.event_discard: list = []
        self.event_shown: list = []
        self.event = None
        self.explore_deck: list = []
        self.explore_discard: list = []
        self.mission_deck: list = []
        self.mission_discard: list = []
        self.flags: set[str] = set()
        self.terrors: list = []  # the terror board (terrors.py): one TerrorToken per terror, cooperative only
        self.rivers: frozenset = frozenset()
        self.mods: list[tuple] = []
        self.used: dict[str, set] = {"combat": set(), "turn": set(), "season": set(), "game": set()}
        self.stack: list[Frame] = []
        self.combat = None
        self.explo = None
        self._events: list[tuple] = []
        self._log: list[Event] = []
        self.decisions: list[tuple] = []
        self._rng = random.Random(seed)
        self._rng_shared = False  # a clone shares the generator until one of them draws from it
        self.terminal = False
        self.winners: tuple[int, ...] = ()
        self.result = ""
        self.plays: list[int] = []  # strategy cards played this turn, per player (see `cards.playable`)
        self.reaction_mark: tuple = (-1, ())  # (decisions made, seats that passed since): `freeacts.reaction_due`
        self.turns = 0  # turns taken in this action phase
        self._legal: list = []
        self._dice: list[int] = []  # test hook: forced dice results (see `script_dice`)

    # -- the interface --------------------------------------------------------------------
    def current_player(self) -> int:
        if self.terminal:
            return TERMINAL
        return self.stack[-1].player

    def legal_actions(self) -> list:
        if self.terminal:
            return []
        if self._legal is None:  # (after `look`)
            self._legal = self._listed()
        return list(self._legal)

    def is_terminal(self) -> bool:
        return self.terminal

    def apply_action(self, action) -> None:
        self._play(action)
        self._advance(True)

    def look(self, action) -> None:
        """`apply_action` for a look-ahead that scores the position it reaches and plays no further:
        the game runs on to its next decision exactly as after `apply_action`, but that decision's
        legal actions are listed only if asked for (`legal_actions`)."""
        self._play(action)
        self._advance(False)

    def _play(self, action) -> None:
        legal = self._legal
        if legal is None:
            legal = self._legal = self._listed()
        if self.terminal:
            raise EngineError("game/over", "the game is over")
        if type(action) is not tuple or action not in legal:  # a legal tuple is already normal
            action = normalise(action)
            if action not in legal:
                raise EngineError("action/not-legal", f"{action!r} is not a legal action now")
        self.decisions.append(action)
        frame = self.stack[-1]
        game = self.game
        if action[0] in FREE_KINDS:
            game.hooks.apply_free_action(self, frame, action)
        else:
            game.rules.decision_of[frame.kind].apply(self, frame, action)

    def scores(self) -> list[int]:
        return [p.vp for p in self.players]

    def returns(self) -> list[float]:
        """1 shared among the winners at the end (0 for everyone before the end or without a winner);
        cooperative and solo: +1 for every player when the team won, -1 when it lost."""
        if self.terminal and self.game.mode != "competitive":
            return [1.0 if self.winners else -1.0] * self.n
        if not self.terminal or not self.winners:
            return [0.0] * self.n
        share = 1.0 / len(self.winners)
        return [share if seat in self.winners else 0.0 for seat in range(self.n)]

    def action_to_string(self, action, player: int | None = None) -> str:
        return self.game.hooks.action_text(self, normalise(action), self.current_player() if player is None else player)

    def decision_prompt(self) -> str:
        """What the current decision is about, in words ("" once the game is over)."""
        return decision_prompt(self)

    def to_json(self) -> dict:
        return saved.game_to_json(self)

    @classmethod
    def from_json(cls, game_or_adventure, data: dict) -> State:
        return saved.game_from_json(game_or_adventure, data)

    def clone(self, rng: random.Random | None = None, history: bool = True) -> State:
        """An independent copy. With `rng`, the copy draws its chance from that generator instead of
        the game's (a bot's look-ahead must not see the game's future dice or draws), and the
        original keeps its generator unshared. `history=False`: the copy's event log starts empty
        (a look-ahead scores the position and never reads the log). Every attribute is copied as
        `STATE_FIELDS` says."""
        return _clone_state(self, rng, history)

    def determinize(self, player: int, rng: random.Random) -> State:
        """A clone with everything `player` cannot see dealt again from `rng` (see `hidden.py`)."""
        return determinize(self, player, rng)

    def determinizer(self, player: int) -> Determinizer:
        """`determinize(player, rng)` as a function of `rng` alone, for a search that deals many from this
        state while it does not change: what every deal sorts is sorted once (`hidden.Determinizer`)."""
        return Determinizer(self, player)

    @property
    def rng(self) -> random.Random:
        """The state's random generator (copied on first use after a clone: clones stay independent)."""
        if self._rng_shared:
            rng = random.Random()
            rng.setstate(self._rng.getstate())
            self._rng = rng
            self._rng_shared = False
        return self._rng

    # -- running the continuation ---------------------------------------------------------
    def _listed(self) -> list:
        """The legal actions of the decision on top of the stack (as `_advance` lists them)."""
        frame = self.stack[-1]
        game = self.game
        return _legal_of(self, frame, game.rules.decision_of[frame.kind], game.hooks.free_actions)

    def _advance(self, listing: bool = True) -> None:
        stack = self.stack
        game = self.game
        rules = game.rules
        hooks = game.hooks
        procedure_of = rules.procedure_of
        while stack and not self.terminal:
            frame = stack[-1]
            kind = frame.kind
            if kind in procedure_of:  # (`in` and `[]` on the read-only views: no method call per frame)
                procedure_of[kind](self, frame)
                continue
            # a decision: nearly always the last frame of the loop, so what only decisions need is read here
            handler = rules.decision_of[kind]
            window = handler.window
            auto = handler.auto
            if listing or auto:
                # `_legal_of`, written out: a call less at every decision
                actions = handler.legal(self, frame)
                if window is not None or (frame.player != self.active and game.reacting):
                    extra = hooks.free_actions(self, frame, window)
                    if extra:
                        actions = actions + extra
                if not actions:
                    raise EngineError("engine/no-legal-action", f"no legal action in {frame!r}")
                if auto and len(actions) == 1:
                    handler.apply(self, frame, actions[0])
                    continue
            else:
                actions = None  # listed when asked for (`look`)
            # `immediate` victory conditions: checked whenever a main decision of a turn is due (unless
            # the game's pre-test says no condition can be met now: victory.possible_test)
            if (window == "turn" or window == "main") and game.immediate:
                possible = game.immediate_possible
                if (possible is None or possible(self)) and hooks.check_victory(self, "immediate"):
                    return
            if window in MAIN_WINDOWS and game.reacting:  # another player may react first (a reaction card playable now)
                seat = hooks.reaction_due(self, frame)
                if seat >= 0:
                    self.push("reaction_window", seat, since=len(self.decisions))
                    continue
            self._legal = actions
            return
        self._legal = []
        if not stack:
            self.terminal = True

    def push(self, kind: str, player: int = -1, **d) -> Frame:
        frame = _new_frame(Frame)  # Frame(kind, player, d) without the Python-level __init__ frame
        frame.kind = kind
        frame.player = player
        frame.step = FIRST_STEP
        frame.d = d
        self.stack.append(frame)
        return frame

    # -- log and chance -------------------------------------------------------------------
    @property
    def log(self) -> list[Event]:
        """The event log: every `Event` so far, in order. `emit` writes plain tuples of the same fields (an
        `Event` costs a second tuple and a type call, and play never reads the log); they become `Event`s
        here, each once, when the log is read."""
        log, events = self._log, self._events
        if len(log) < len(events):
            coords = self.board.coords
            log.extend([_new_tuple(Event, (kind, player, coords[area] if area >= 0 else None, data))
                        for kind, player, area, data in events[len(log):]])
        return log

    def emit(self, kind: str, player: int = -1, area: int = -1, **data) -> None:
        """Write an event to the log: its area as the index (-1: none), made its coordinates when the log is
        read (`log`), so that play, which never reads the log, does not look them up ~560 times a game."""
        self._events.append((kind, player, area, data))

    def roll(self, sides: int) -> int:
        if self._dice:
            value = self._dice.pop(0)
            if not 1 <= value <= sides:
                raise ValueError(f"scripted die {value} does not fit a D{sides}")
            return value
        return int(self.rng.random() * sides) + 1

    def script_dice(self, values) -> None:
        """Test hook: the next dice rolled take these values, in order (never used in play)."""
        self._dice.extend(int(v) for v in values)

    # -- areas ----------------------------------------------------------------------------
    def face(self, area: int) -> Tile | None:
        """The tile an area shows face up (None while it is face down)."""
        if self.explored[area]:
            return self.tile[area]
        explo = self.explo
        return self.tile[area] if explo is not None and explo.area == area and explo.revealed else None

    def controls(self, seat: int, area: int) -> bool:
        p = self.players[seat]
        if self.board.is_sea[area]:
            return p.ship == area
        if self.terrors and any(t.area == area for t in self.terrors):
            return False  # nobody controls a terror's area
        return self.explored[area] and (p.soldiers[area] or p.captains[area] or p.camps[area]) > 0

    def controlled_land(self, seat: int) -> list[int]:
        """The land areas `seat` controls (`controls`), in area order, in one pass over the map."""
        p = self.players[seat]
        explored = self.explored
        held = _held(len(explored), p.soldiers, p.captains, p.camps, explored, self.board.is_sea)
        if self.terrors:  # nobody controls a terror's area
            haunted = {t.area for t in self.terrors}
            held = [a for a in held if a not in haunted]
        return held

    def controller(self, area: int) -> int:
        for p in self.players:
            if self.controls(p.seat, area):
                return p.seat
        return -1

    def occupant(self, area: int, but: int = -1) -> int:
        """A player other than `but` with figures in the area (-1 if none)."""
        return _occupant(self.players, area, but)

    def allied(self, area: int, player: int) -> bool:
        """Cooperative and solo: is the area controlled by another player, an ally (p. 25, "Allies")?"""
        if self.game.mode == "competitive":
            return False
        return any(p.seat != player and self.controls(p.seat, area) for p in self.players)

    def crowd(self, seat: int, area: int) -> int:
        """The characters that count against the limit of 3 in an area: the player's own, and in
        cooperative and solo play every faction's together."""
        if self.game.mode == "competitive":
            return self.players[seat].characters(area)
        return sum(p.soldiers[area] + p.captains[area] for p in self.players)

    def empty(self, area: int) -> bool:
        return self.occupant(area) < 0

    def lay(self, area: int, tile: Tile | None) -> None:
        """Put `tile` on the area: every change of `tile` goes through here, which keeps `laid` (where each
        location card's and terrain tile's tile lies: `triggers.locate`) equal to `card_areas(self.tile)`."""
        old = self.tile[area]
        self.tile[area] = tile
        self.tiles_seen = None
        if (old is not None and old.card is not None) or (tile is not None and tile.card is not None):
            self.laid = card_areas(self.tile)  # a new dict (clones share the old one): rare, a card tile moved

    def adjacency(self):
        """The board's adjacency lists with the rivers revealed so far (`Board.adjacency`)."""
        tables, rivers = self.board.adjacency_tables, self.rivers
        if rivers in tables:  # (nearly always: a dict lookup instead of a method call)
            return tables[rivers]
        return self.board.adjacency(rivers)

    def vacated(self, area: int) -> None:
        """An explored area left without figures turns face down again (rulebook p. 24)."""
        if not self.explored[area] or self.board.is_sea[area] or not self.empty(area):
            return
        tile = self.tile[area]
        if tile is not None and tile.kind in ("terrain", "location"):
            return  # terrain and explored locations stay face up for the rest of the adventure
        if self.board.is_adventure[area]:
            self.explored[area] = False
            self.emit("area_reset", -1, area)
            return
        self.swap_tile(area, reason="uncontrolled")

    def swap_tile(self, area: int, reason: str) -> None:
        """Discard the area's tile face up and lay a new face-down tile of its colour."""
        colour = self.board.colour[area]
        if colour is None or colour == "sea":
            return
        old = self.tile[area]
        keep = None  # the pool tile that goes to the discard pile
        if old is not None:
            if old.kind in ("location", "terrain") and old.card is not None:
                if old.kind == "location":
                    self.location_bag.append(old.card)  # a location tile goes back into its bag
            else:
                keep = old.origin or old
        new = self.draw_tile(colour)
        if new is None:  # pool and discard pile both empty: the same tile is turned face down again
            new = keep if keep is not None else Tile("plain", colour, 0, "white", ())
        elif keep is not None:
            self.pool_discard[colour].append(keep)
        self.lay(area, new)
        self.explored[area] = False
        self.emit("tile_swapped", -1, area, reason=reason, old=old.kind if old else "")

    def draw_tile(self, colour: str) -> Tile | None:
        pile = self.pools[colour]
        if not pile:
            discard = self.pool_discard[colour]
            if not discard:
                return None
            pile.extend(discard)
            discard.clear()
            self.rng.shuffle(pile)
            self.emit("reshuffle", -1, -1, pile=f"{colour} area tiles", size=len(pile))
        return pile.pop()

    # -- snapshots for tests --------------------------------------------------------------
    def snapshot(self) -> dict[str, Any]:
        """Everything about the game as plain data (tests compare snapshots; see `STATE_FIELDS`)."""
        if self._legal is None:  # (after `look`: listed now, as `legal_actions` would)
            self._legal = self._listed()
        return _snapshot_state(self)


def _legal_of(state: State, frame: Frame, handler, free_actions) -> list:
    """The legal actions of decision `frame`: its handler's, and the free actions its window offers (a
    passive player's decision in another's turn offers reaction cards whatever its window: freeacts.py)."""
    actions = handler.legal(state, frame)
    window = handler.window
    if window is not None or (frame.player != state.active and state.game.reacting):
        extra = free_actions(state, frame, window)
        if extra:
            actions = actions + extra
    if not actions:
        raise EngineError("engine/no-legal-action", f"no legal action in {frame!r}")
    return actions


# (module functions, not methods: state.pxd gives their locals C types for the compiled engine)
def _held(size: int, soldiers, captains, camps, explored, is_sea) -> list[int]:
    """The explored land areas with figures of a player (its `soldiers`, `captains`, `camps` by area)."""
    held = []
    for a in range(size):
        if explored[a] and not is_sea[a] and (soldiers[a] or captains[a] or camps[a]) > 0:
            held.append(a)
    return held


def _occupant(players: list, area: int, but: int) -> int:
    """The first seat other than `but` with figures in the area, or -1 (`State.occupant`; a player's
    seat is its index in `players`)."""
    for seat in range(len(players)):
        p = players[seat]
        if seat != but and (p.soldiers[area] or p.captains[area] or p.camps[area] or p.ship == area):
            return seat
    return -1


def card_areas(tiles) -> dict[tuple[str, str], tuple[int, ...]]:
    """(tile kind, card id) -> the areas whose tile carries that card (location cards, terrain tiles), in order."""
    out: dict[tuple[str, str], tuple[int, ...]] = {}
    for area, tile in enumerate(tiles):
        if tile is not None and tile.card is not None:
            key = (tile.kind, tile.card.id)
            out[key] = out.get(key, ()) + (area,)
    return out


_snapshot_state = snapshot_function(STATE_FIELDS)


def normalise(action) -> tuple:
    """JSON gives lists where actions have tuples: turn them back (recursively)."""
    if isinstance(action, list):
        action = tuple(action)
    if not isinstance(action, tuple):
        raise EngineError("action/malformed", f"an action is a tuple, not {action!r}")
    if any(isinstance(x, list) for x in action):
        action = tuple(tuple(x) if isinstance(x, list) else x for x in action)
    return action

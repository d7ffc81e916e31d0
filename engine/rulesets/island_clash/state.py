"""A game of Island Clash in progress: the mutable `State` behind `engine.core.protocols`.

The state holds the board (`units`: field -> (seat, units)), the contested fields of the move step
(`attacks`: field -> (attacking seat, units)), the hands, the stacks, the step of the turn and the
seeded generator. `legal_actions` is the one source of what may be done; each phase has one
function listing its actions and one applying them (`_LEGAL`, `_APPLY`).
"""

from __future__ import annotations

import random

from engine.core.copytable import Copy, Field, listed
from engine.core.errors import EngineError
from engine.core.protocols import TERMINAL
from engine.core.state_base import TableState

from . import battle, cards, moves, turn
from .hidden import determinize
from .phases import ATTACKER_CARD, CARDS, DEFENDER_CARD, DISCARD, DRAW, MOVE, OVER, SAIL
from .prompts import action_text, prompt
from .setup import choose_first_player, lay_tiles, place_units, shuffle_and_deal


def _units_json(units: dict) -> list:
    return [[list(f), owner, n] for f, (owner, n) in sorted(units.items())]


def _attacks_json(attacks: dict) -> list:
    return [[list(f), owner, n] for f, (owner, n) in attacks.items()]


def _tiles_json(tiles: dict) -> list:
    return [[list(f), icon] for f, icon in sorted(tiles.items())]


def _hands_json(hands: list) -> list:
    return [list(h) for h in hands]


def _sizes(stacks: dict) -> dict:
    return {k: len(v) for k, v in stacks.items()}


def _phase_json(phase) -> str:
    return phase.name.lower()


#: the facts of the game every state shares (set from the game in `__init__`)
FACTS: tuple[Field, ...] = tuple(Field(name, Copy.SHARED) for name in (
    "game", "seed", "blocked", "land_neighbours", "coast", "coast_list"))
#: every attribute of the play, how a clone copies it and how `to_json` shows it (one table for both)
PLAY: tuple[Field, ...] = (
    Field("units", Copy.DICT, "units", _units_json), Field("attacks", Copy.DICT, "attacks", _attacks_json),
    Field("tiles", Copy.SHARED, "tiles", _tiles_json), Field("hands", Copy.LIST_OF_LISTS, "hands", _hands_json),
    Field("draw", Copy.DICT_OF_LISTS, "draw", _sizes), Field("discard", Copy.DICT_OF_LISTS, "discard", _sizes),
    Field("eliminated", Copy.LIST, "eliminated", listed), Field("recruited", Copy.SET), Field("log", Copy.LIST),
    Field("decisions", Copy.LIST), Field("seat", Copy.SHARED, "seat"), Field("phase", Copy.SHARED, "phase", _phase_json),
    Field("turn", Copy.SHARED, "turn"), Field("moves_left", Copy.SHARED, "moves_left"), Field("played", Copy.SHARED),
    Field("open_icon", Copy.SHARED), Field("battle", Copy.SHARED), Field("attacker_card", Copy.SHARED),
    Field("depletions", Copy.SHARED, "depletions"), Field("last_phase", Copy.SHARED, "last_phase"),
    Field("result", Copy.SHARED, "result"), Field("winners", Copy.SHARED, "winners", listed),
    Field("_legal", Copy.NONE),  # the legal actions listed once per decision: a clone lists its own
)
COPIED = {f.name: f for f in PLAY if f.copy is not Copy.NONE}  # the play's attributes by name


class State(TableState):
    FIELDS = FACTS + PLAY

    def __init__(self, game, seed: int = 0, _copy: bool = False) -> None:
        self.game = game
        self.seed = seed  # the seed the game was dealt from (`Game.new_initial_state(seed)`)
        self.blocked = game.blocked
        self.land_neighbours = game.land_neighbours
        self.coast, self.coast_list = game.coast, game.coast_list
        self._legal: list | None = None
        self._rng_state: tuple | None = None  # a clone's generator, made from this state when first drawn from
        if _copy:
            return
        self._rng: random.Random | None = random.Random(seed)
        self.units: dict = {}
        self.attacks: dict = {}
        self.tiles: dict = {}
        self.hands: list[list[str]] = [[] for _ in range(game.num_players)]
        self.draw: dict[str, list[str]] = {"resource": [], "combat": []}
        self.discard: dict[str, list[str]] = {"resource": [], "combat": []}
        self.eliminated = [False] * game.num_players
        self.recruited: set = set()
        self.log: list = []
        self.decisions: list[tuple] = []
        self.seat = self.turn = self.moves_left = self.played = self.depletions = 0
        self.phase = MOVE
        self.open_icon = ""
        self.battle = None
        self.attacker_card = None
        self.last_phase = False
        self.result = ""
        self.winners: tuple[int, ...] = ()
        lay_tiles(self)
        place_units(self)
        shuffle_and_deal(self)
        turn.start_turn(self, choose_first_player(self))

    # -- the rules, by phase ------------------------------------------------------------------
    def living(self) -> list[int]:
        return [s for s in range(self.game.num_players) if not self.eliminated[s]]

    def units_on_board(self) -> list[int]:
        totals = [0] * self.game.num_players
        for owner, n in self.units.values():
            totals[owner] += n
        return totals

    def legal_actions(self) -> list:
        if self._legal is None:
            self._legal = _LEGAL[self.phase](self)
        return list(self._legal)

    def apply_action(self, action) -> None:
        if action.__class__ is not tuple:
            action = _normalise(action)
        legal = self._legal
        if legal is None:
            if self.phase is OVER:
                raise EngineError("game/over", "the game is over")
            legal = self._legal = _LEGAL[self.phase](self)
        if action not in legal:
            raise EngineError("action/not-legal", f"{action!r} is not a legal action of seat "
                                                  f"{self.current_player()} now")
        self.decisions.append(action)
        self._legal = None
        _APPLY[self.phase](self, action)

    # -- the facade ---------------------------------------------------------------------------
    def current_player(self) -> int:
        phase = self.phase
        if phase is ATTACKER_CARD:
            return self.attacks[self.battle][0]
        if phase is DEFENDER_CARD:
            return self.units[self.battle][0]
        return TERMINAL if phase is OVER else self.seat

    def is_terminal(self) -> bool:
        return self.phase is OVER

    def returns(self) -> list[float]:
        if not self.is_terminal():
            return [0.0] * self.game.num_players
        return [1 / len(self.winners) if s in self.winners else 0.0 for s in range(self.game.num_players)]

    def scores(self) -> list[int]:
        """Units in the capture areas per seat (what decides the game)."""
        return turn.capture_units(self)

    def determinize(self, player: int, rng: random.Random) -> State:
        """A clone with everything `player` cannot see dealt again from `rng` (see `hidden.py`)."""
        return determinize(self, player, rng)

    def action_to_string(self, action, player: int | None = None) -> str:
        return action_text(self, _normalise(action), self.current_player() if player is None else player)

    def decision_prompt(self) -> str:
        return prompt(self)

    def to_json(self) -> dict:
        return self.snapshot()


def _normalise(action) -> tuple:
    """An action as `legal_actions` lists it (JSON and the editor give lists for tuples)."""
    return tuple(tuple(p) if isinstance(p, list) else p for p in action)


# -- one function per phase: what may be done, and doing it -------------------------------------
def _legal_travel(state) -> list:
    if state.phase is SAIL:
        return moves.legal_sails(state) + [("stop",)]
    return moves.legal_moves(state)


def _apply_travel(state, action) -> None:
    if action[0] == "stop":
        turn.end_travel(state)
        return
    moves.apply_move(state, action)
    if state.moves_left == 0:
        turn.end_travel(state)


def _legal_battle_card(state) -> list:
    return [("battle-card", c) for c in battle.combat_cards(state, state.current_player())]


def _apply_attacker_card(state, action) -> None:
    state.attacker_card = action[1]
    state.phase = DEFENDER_CARD
    if not battle.combat_cards(state, state.units[state.battle][0]):
        _apply_defender_card(state, None)


def _apply_defender_card(state, action) -> None:
    turn.fight(state, action[1] if action else None)
    if state.phase is not OVER:
        turn.next_battle(state)


def _legal_cards(state) -> list:
    return cards.legal_plays(state, lambda: moves.can_sail(state))


def _apply_cards(state, action) -> None:
    after = cards.apply_play(state, action)
    if after == "move":
        state.phase = MOVE
        state.moves_left = state.game.adventure.values.moves
    elif after == "sail":
        state.phase = SAIL
    elif after == "draw":
        _enter_draw(state)
    elif action[0] == "arrow":
        turn.check_eliminations(state)


def _enter_draw(state) -> None:
    state.phase = DRAW
    draws = cards.legal_draws(state)
    if draws:
        state._legal = draws  # what `legal_actions` would list next: kept, not listed twice
    else:
        _after_draw(state)


def _apply_draw(state, action) -> None:
    cards.apply_draw(state, action)
    _after_draw(state, drew=action[0] == "draw")


def _after_draw(state, drew: bool = False) -> None:
    if drew or (not state.last_phase and state.hands[state.seat]):
        state.phase = DISCARD
        return
    turn.end_turn(state)


def _apply_discard(state, action) -> None:
    if action[0] == "discard":
        cards.discard(state, action[1])
    turn.end_turn(state)


_LEGAL = {MOVE: _legal_travel, SAIL: _legal_travel, ATTACKER_CARD: _legal_battle_card,
          DEFENDER_CARD: _legal_battle_card, CARDS: _legal_cards, DRAW: cards.legal_draws,
          DISCARD: cards.legal_discards}
_APPLY = {MOVE: _apply_travel, SAIL: _apply_travel, ATTACKER_CARD: _apply_attacker_card,
          DEFENDER_CARD: _apply_defender_card, CARDS: _apply_cards, DRAW: _apply_draw,
          DISCARD: _apply_discard}

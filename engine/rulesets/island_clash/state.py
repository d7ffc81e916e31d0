"""A game of Island Clash in progress: the mutable `State` behind `engine.core.protocols`.

The state holds the board (`units`: field -> (seat, units)), the contested fields of the move step
(`attacks`: field -> (attacking seat, units)), the hands, the stacks, the step of the turn and the
seeded generator. `legal_actions` is the one source of what may be done; each phase has one
function listing its actions and one applying them (`_LEGAL`, `_APPLY`).
"""

from __future__ import annotations

import random

from engine.core.errors import EngineError
from engine.core.protocols import TERMINAL

from . import battle, cards, moves, turn
from .hidden import determinize
from .phases import ATTACKER_CARD, CARDS, DEFENDER_CARD, DISCARD, DRAW, MOVE, OVER, SAIL
from .prompts import action_text, prompt
from .setup import choose_first_player, lay_tiles, place_units, shuffle_and_deal

#: every attribute a clone copies, and how (one table for clone and to_json; tests check it is complete)
COPIED = {
    "units": dict, "attacks": dict, "tiles": None, "hands": lambda h: [list(x) for x in h],
    "draw": lambda d: {k: list(v) for k, v in d.items()}, "discard": lambda d: {k: list(v) for k, v in d.items()},
    "eliminated": list, "recruited": set, "log": list, "decisions": list,
    "seat": None, "phase": None, "turn": None, "moves_left": None, "played": None, "open_icon": None,
    "battle": None, "attacker_card": None, "depletions": None, "last_phase": None, "result": None, "winners": None,
}

_DEEP = tuple((name, how) for name, how in COPIED.items() if how is not None)  # what a clone copies, not shares


class State:
    def __init__(self, game, _copy: bool = False) -> None:
        self.game = game
        self.blocked = game.blocked
        self.land_neighbours = game.land_neighbours
        self.coast, self.coast_list = game.coast, game.coast_list
        self._legal: list | None = None
        self._rng_state: tuple | None = None  # a clone's generator, made from this state when first drawn from
        if _copy:
            return
        self._rng: random.Random | None = random.Random(game.seed)
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

    @property
    def rng(self) -> random.Random:
        """The seeded generator of every chance outcome (a clone's is built when it first draws)."""
        rng = self._rng
        if rng is None:
            rng = self._rng = random.Random.__new__(random.Random)  # no seeding from the OS: the state is set
            rng.setstate(self._rng_state)
        return rng

    @rng.setter
    def rng(self, rng: random.Random) -> None:
        self._rng = rng

    def clone(self, rng: random.Random | None = None, *, rng_state: tuple | None = None) -> State:
        """An independent copy; its generator continues `rng`'s (default: this state's), or starts from
        `rng_state` (`Random.getstate()`: a bot trying many actions on copies reads its state once)."""
        state = rng_state if rng_state is not None else (rng or self.rng).getstate()
        copy = State.__new__(State)
        attributes = copy.__dict__
        attributes.update(self.__dict__)  # the game's facts, and the values COPIED shares
        for name, how in _DEEP:
            attributes[name] = how(attributes[name])
        attributes["_legal"], attributes["_rng"], attributes["_rng_state"] = None, None, state
        return copy

    def determinize(self, player: int, rng: random.Random) -> State:
        """A clone with everything `player` cannot see dealt again from `rng` (see `hidden.py`)."""
        return determinize(self, player, rng)

    def action_to_string(self, action, player: int | None = None) -> str:
        return action_text(self, _normalise(action), self.current_player() if player is None else player)

    def decision_prompt(self) -> str:
        return prompt(self)

    def to_json(self) -> dict:
        return {
            "units": [[list(f), owner, n] for f, (owner, n) in sorted(self.units.items())],
            "attacks": [[list(f), owner, n] for f, (owner, n) in self.attacks.items()],
            "tiles": [[list(f), icon] for f, icon in sorted(self.tiles.items())],
            "hands": [list(h) for h in self.hands], "draw": {k: len(v) for k, v in self.draw.items()},
            "discard": {k: len(v) for k, v in self.discard.items()}, "eliminated": list(self.eliminated),
            "seat": self.seat, "phase": self.phase.name.lower(), "turn": self.turn, "moves_left": self.moves_left,
            "depletions": self.depletions, "last_phase": self.last_phase, "result": self.result,
            "winners": list(self.winners)}


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

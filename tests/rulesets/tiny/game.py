"""The coin race's engine: an immutable `Game` and a mutable `State` (OpenSpiel's shapes, engine.core.protocols).

Each turn the player to move rolls the die (a chance outcome, drawn from the state's seeded
generator and logged), then chooses a direction; the pawn walks that many fields, stopping at the
edge, and takes the coin of the field it stops on. After `turns` rounds, or when no coin is left,
the game ends: most coins wins (a tie is a shared win).
"""

from __future__ import annotations

import random

from engine.core import saved
from engine.core.errors import EngineError
from engine.core.events import Event
from engine.core.protocols import TERMINAL

DIRECTIONS = {1: ("north", (0, -1)), 2: ("east", (1, 0)), 3: ("south", (0, 1)), 4: ("west", (-1, 0))}


class Game:
    def __init__(self, adventure, *, players=None, factions=None, mode="race", seed=0) -> None:
        if mode not in adventure.modes:
            raise EngineError("game/mode", f"the coin race has no mode '{mode}' (modes: {', '.join(adventure.modes)})")
        pawns = list(factions) if factions else list(adventure.pawns[:players or len(adventure.pawns)])
        unknown = [p for p in pawns if p not in adventure.pawns]
        if unknown or len(pawns) < 2:
            raise EngineError("game/seats", f"a coin race needs 2 to {len(adventure.pawns)} of the pawns "
                                            f"{', '.join(adventure.pawns)}, not {', '.join(pawns) or 'none'}")
        self.adventure = adventure
        self.pawns = pawns
        self.num_players = len(pawns)
        self.mode = mode
        self.default_seed = seed  # what `new_initial_state()` deals with when given none (a run gives one per game)

    def seat_names(self) -> list[str]:
        return list(self.pawns)

    def new_initial_state(self, seed: int | None = None) -> State:
        return State(self, self.default_seed if seed is None else seed)

    def __repr__(self) -> str:
        return f"<coin race {self.adventure.id} {self.num_players} pawns>"


class State:
    def __init__(self, game: Game, seed: int = 0, _copy: bool = False) -> None:
        self.game = game
        self.seed = seed
        if _copy:
            return
        adventure = game.adventure
        self.rng = random.Random(seed)
        self.positions = [adventure.starts[adventure.pawns.index(p)] for p in game.pawns]
        self.coins = set(adventure.coins)
        self.taken = [0] * game.num_players
        self.round = 1
        self.seat = 0
        self.roll = 0
        self.result = ""
        self.winners: tuple[int, ...] = ()
        self.log: list[Event] = []
        self.decisions: list[tuple] = []
        self._start_turn()

    # -- the rules ----------------------------------------------------------------------------
    def _start_turn(self) -> None:
        self.roll = 1 + int(self.rng.random() * self.game.adventure.die)
        self.log.append(Event("roll", self.seat, self.positions[self.seat], {"die": self.roll}))

    def _walk(self, direction: int) -> tuple[int, int]:
        col, row = self.positions[self.seat]
        dc, dr = DIRECTIONS[direction][1]
        for _ in range(self.roll):
            if not self.game.adventure.on_board((col + dc, row + dr)):
                break
            col, row = col + dc, row + dr
        return col, row

    def legal_actions(self) -> list[tuple]:
        if self.is_terminal():
            return []
        here = self.positions[self.seat]
        return [("move", d) for d in DIRECTIONS if self._walk(d) != here]

    def apply_action(self, action) -> None:
        if tuple(action) not in self.legal_actions():
            raise EngineError("action/not-legal", f"{action!r} is not a legal action of seat {self.seat}")
        to = self._walk(action[1])
        self.decisions.append(tuple(action))
        self.positions[self.seat] = to
        self.log.append(Event("move", self.seat, to, {"direction": DIRECTIONS[action[1]][0]}))
        if to in self.coins:
            self.coins.discard(to)
            self.taken[self.seat] += 1
            self.log.append(Event("coin", self.seat, to, {"coins": self.taken[self.seat]}))
        self.seat = (self.seat + 1) % self.game.num_players
        if self.seat == 0:
            self.round += 1
        if not self.coins or self.round > self.game.adventure.turns:
            self._end("coins-gone" if not self.coins else "time-up")
        else:
            self._start_turn()

    def _end(self, how: str) -> None:
        best = max(self.taken)
        self.result = how
        self.winners = tuple(s for s, n in enumerate(self.taken) if n == best)
        self.log.append(Event("end", -1, None, {"condition": how, "winners": list(self.winners)}))

    # -- the facade ---------------------------------------------------------------------------
    def current_player(self) -> int:
        return TERMINAL if self.is_terminal() else self.seat

    def is_terminal(self) -> bool:
        return bool(self.result)

    def returns(self) -> list[float]:
        if not self.is_terminal():
            return [0.0] * self.game.num_players
        return [1 / len(self.winners) if s in self.winners else 0.0 for s in range(self.game.num_players)]

    def scores(self) -> list[int]:
        return list(self.taken)

    def clone(self, rng: random.Random | None = None) -> State:
        copy = State(self.game, self.seed, _copy=True)
        copy.rng = random.Random()
        copy.rng.setstate((rng or self.rng).getstate())
        copy.positions, copy.coins, copy.taken = list(self.positions), set(self.coins), list(self.taken)
        copy.round, copy.seat, copy.roll = self.round, self.seat, self.roll
        copy.result, copy.winners = self.result, self.winners
        copy.log, copy.decisions = list(self.log), list(self.decisions)
        return copy

    def determinize(self, player: int, rng: random.Random) -> State:
        """Nothing is hidden in the coin race: a clone with a new generator for the dice."""
        return self.clone(rng=random.Random(rng.getrandbits(64)))

    def action_to_string(self, action, player: int | None = None) -> str:
        seat = self.seat if player is None else player
        return f"{self.game.pawns[seat]} moves {DIRECTIONS[action[1]][0]}"

    def decision_prompt(self) -> str:
        if self.is_terminal():
            return "The race is over."
        return f"{self.game.pawns[self.seat]} rolled {self.roll}: choose a direction."

    def to_json(self) -> dict:
        """The saved game every ruleset shares: setup, decisions and the content digest."""
        return saved.game_to_json(self)

    def snapshot(self) -> dict:
        return {"positions": [list(p) for p in self.positions], "coins": sorted(list(c) for c in self.coins),
                "taken": list(self.taken), "round": self.round, "seat": self.seat, "roll": self.roll,
                "result": self.result, "winners": list(self.winners)}

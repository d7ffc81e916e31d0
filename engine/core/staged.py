"""A state played as a queue of steps that stop at stages (the kit): the protocol's glue, written once.

Games whose turn is a queue of steps (`todo`) run the queue until a step needs a decision, set
`stage` (and `actor`, the seat to decide) and wait; `apply_action` settles the decision and runs the
queue again. Everything between the `engine.core.protocols` State and such a queue is the same in
every game built that way, so it lives here:

- `legal_actions()` lists the stage's decisions once per decision (cached in `_legal` until an action
  is applied), the one source of what may be done;
- `apply_action(action)` refuses a finished game and an action not listed (an `EngineError` with the
  seat), records it in `decisions` and hands it to the game;
- `current_player()`, `is_terminal()` (the stage "over"), `returns()` (shared among `winners`),
  `scores()` (`score(seat)` per seat) and `to_json()` (the copy table's snapshot).

A subclass keeps `stage`, `actor`, `_legal`, `decisions`, `winners` and `game` in its copy table and
gives the two calls into its own flow: `stage_legal()` (the decisions of the stage now) and
`stage_apply(action)` (settle a listed decision and run the queue on). `normalise` turns an action as
JSON or the editor hands it (lists) into the tuple `legal_actions` lists.
"""

from __future__ import annotations

from typing import Any

from .errors import EngineError
from .protocols import TERMINAL
from .state_base import TableState


def normalise(action) -> tuple:
    """An action as `legal_actions` lists it (JSON and the editor give lists for tuples, at any depth)."""
    return tuple(normalise(p) if isinstance(p, (list, tuple)) else p for p in action)


class StagedState(TableState):
    """See the module docstring: subclasses give `stage_legal()` and `stage_apply(action)`."""

    stage: str
    actor: int
    _legal: list | None
    decisions: list
    winners: Any
    game: Any

    def stage_legal(self) -> list:
        raise NotImplementedError

    def stage_apply(self, action: tuple) -> None:
        raise NotImplementedError

    def score(self, seat: int) -> int:
        raise NotImplementedError

    # -- the protocol ---------------------------------------------------------------------------
    def current_player(self) -> int:
        return TERMINAL if self.stage == "over" else self.actor

    def is_terminal(self) -> bool:
        return self.stage == "over"

    def legal_actions(self) -> list:
        if self._legal is None:
            self._legal = self.stage_legal()
        return list(self._legal)

    def apply_action(self, action) -> None:
        if action.__class__ is not tuple:
            action = normalise(action)
        if self.stage == "over":
            raise EngineError("game/over", "the game is over")
        legal = self._legal
        if legal is None:
            legal = self._legal = self.stage_legal()
        if action not in legal:
            raise EngineError("action/not-legal", f"{action!r} is not a legal action of seat {self.actor} now")
        self.decisions.append(action)
        self._legal = None
        self.stage_apply(action)

    def returns(self) -> list[float]:
        n = self.game.num_players
        if not self.is_terminal() or not self.winners:
            return [0.0] * n
        return [1 / len(self.winners) if s in self.winners else 0.0 for s in range(n)]

    def scores(self) -> list[int]:
        return [self.score(s) for s in range(self.game.num_players)]

    def to_json(self) -> dict:
        return self.snapshot()

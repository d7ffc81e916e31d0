"""The continuation of a game: a stack of small frames, some waiting for a decision.

A rule that needs a player's choice cannot be a plain function call (the state must be
clonable and serialisable at every decision), so the engine is a stack machine:

- a *procedure* frame runs by itself (`PROCEDURES[kind](state, frame)`); it advances its
  `step`, pushes child frames, or pops itself;
- a *decision* frame waits for a player: `DECISIONS[kind].legal(state, frame)` lists the
  actions, `DECISIONS[kind].apply(state, frame, action)` takes one.

`State._advance` runs procedures until the top frame is a decision (or the stack is empty:
the game is over). Frames hold only immutable values in `d`, so `copy()` is a dict copy.
"""

from __future__ import annotations

from typing import Any, Callable

PROCEDURES: dict[str, Callable[[Any, "Frame"], None]] = {}
DECISIONS: dict[str, "Decision"] = {}


class Frame:
    __slots__ = ("kind", "player", "step", "d")

    def __init__(self, kind: str, player: int = -1, d: dict | None = None, step: int = 0) -> None:
        self.kind = kind
        self.player = player
        self.step = step
        self.d = d if d is not None else {}

    def copy(self) -> "Frame":
        f = Frame.__new__(Frame)
        f.kind = self.kind
        f.player = self.player
        f.step = self.step
        f.d = dict(self.d)
        return f

    def snapshot(self) -> list:
        return [self.kind, self.player, self.step, {k: _plain(v) for k, v in sorted(self.d.items())}]

    def __repr__(self) -> str:
        return f"Frame({self.kind!r}, player={self.player}, step={self.step}, d={self.d!r})"


def _plain(value: Any) -> Any:
    if hasattr(value, "id") and hasattr(value, "kind"):
        return f"{value.kind}:{value.id}"
    if isinstance(value, (tuple, list)):
        return [_plain(v) for v in value]
    return value


class Decision:
    """A kind of decision. `window` names the free actions offered alongside (see `freeacts`):
    None (none), "turn" (start of a turn: trade, play, abandon a camp), "main" (trade, play),
    "target" / "exploration" (trade, play; effects of played cards last for that scope),
    "combat" (strategy and kept cards of the combat's players). `auto`: when exactly one
    action is legal, the engine takes it without asking (forced choices such as the only
    casualty type)."""

    kind = ""
    window: str | None = None
    auto = False

    def legal(self, state, frame: Frame) -> list:
        raise NotImplementedError

    def apply(self, state, frame: Frame, action: tuple) -> None:
        raise NotImplementedError


def procedure(kind: str):
    def register(function):
        PROCEDURES[kind] = function
        return function
    return register


def decision(kind: str, window: str | None = None, auto: bool = False):
    def register(cls):
        cls.kind = kind
        cls.window = window
        cls.auto = auto
        DECISIONS[kind] = cls()
        return cls
    return register

"""The continuation of a game: a stack of small frames, some waiting for a decision.

A rule that needs a player's choice cannot be a plain function call (the state must be
clonable and serialisable at every decision), so the engine is a stack machine:

- a *procedure* frame runs by itself (`rules.procedures[kind](state, frame)`); it advances
  its `step`, pushes child frames, or pops itself;
- a *decision* frame waits for a player: `rules.decisions[kind].legal(state, frame)` lists
  the actions, `rules.decisions[kind].apply(state, frame, action)` takes one.

The registries belong to a ruleset's `Rules` object (one per ruleset, reached through
`state.game.rules`), never to this module: two rulesets may both have a "turn" procedure.
`State._advance` runs procedures until the top frame is a decision (or the stack is empty:
the game is over). Frames hold only immutable values in `d`, so `copy()` is a dict copy.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any

from .registry import Registry


class Frame:
    __slots__ = ("kind", "player", "step", "d")

    def __init__(self, kind: str, player: int = -1, d: dict | None = None, step: int = 0) -> None:
        self.kind = kind
        self.player = player
        self.step = step
        self.d = d if d is not None else {}

    def copy(self) -> Frame:
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
    casualty type).

    `kind`, `window` and `auto` are the one handler's (`Rules.decision` sets them on the instance it
    registers), not the class's: a compiled ruleset may declare its decisions as extension types (a `.pxd`
    beside the module), whose class attributes cannot be set, so that `legal` and `apply` read a typed state."""

    __slots__ = ("kind", "window", "auto")

    def __init__(self) -> None:
        self.kind = ""
        self.window = None
        self.auto = False

    def legal(self, state, frame: Frame) -> list:
        raise NotImplementedError

    def apply(self, state, frame: Frame, action: tuple) -> None:
        raise NotImplementedError


class Rules:
    """The rule registries of one ruleset, filled by its decorators:

    ```python
    RULES = Rules("Isles of Terror")

    @RULES.procedure("season")
    def run_season(state, frame): ...

    @RULES.decision("field", window="turn")
    class ChooseField(Decision): ...
    ```

    `procedure_of` and `decision_of` are read-only live views of the registries for the hot
    loop (a plain mapping lookup, no method call per frame)."""

    def __init__(self, name: str) -> None:
        self.name = name
        self.procedures: Registry[Callable[[Any, Frame], None]] = Registry("procedure")
        self.decisions: Registry[Decision] = Registry("decision")
        self.procedure_of: Mapping[str, Callable[[Any, Frame], None]] = self.procedures.view()
        self.decision_of: Mapping[str, Decision] = self.decisions.view()

    def procedure(self, kind: str):
        """Register a function `(state, frame)` as the procedure `kind`."""
        return self.procedures.register(kind)

    def decision(self, kind: str, window: str | None = None, auto: bool = False):
        """Register a `Decision` subclass (one instance of it, which holds the kind, window and auto) as the
        decision `kind`."""
        def register(cls):
            handler = cls()
            self.decisions.add(kind, handler)  # a name registered twice raises before the handler is set
            handler.kind = kind
            handler.window = window
            handler.auto = auto
            return cls
        return register

    def __repr__(self) -> str:
        return f"Rules({self.name!r}: {len(self.procedures)} procedures, {len(self.decisions)} decisions)"

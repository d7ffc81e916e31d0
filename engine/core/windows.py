"""Any-time powers (the kit): what a seat may use beside the decision in front of it, and how often.

Skills, items, kept cards and tokens that the rules let a player use "at any time" (or at named
moments: before a roll, before the weather) are *powers*. A game describes each with a `Power`: its
id (the game's own, e.g. `"skill:0:scout"`), its cost (the game's own value: the kit never reads it),
the *windows* it may be used in (the game names its windows; `ANY` opens it in every one) and its
`Limit` (so many uses per scope: "once a round" is `Limit(1, "round")`, "two uses a game"
`Limit(2, "game")`).

A decision that opens a window lists, beside its own actions, `offers(powers, window, usable, log)`:
one `("use", power.id, arg)` for each argument `usable(power)` gives (the game says whether the cost
can be paid now and what the power may be aimed at: `""` when it takes no argument, nothing when it
cannot be used now), for each power open in that window with uses left in `log`. Playing one, the
game records it (`log = log.note(power)`); at the end of a scope (a round, a night, the game) it calls
`log = log.end("round")` and every use counted in that scope is forgotten.

`UseLog` is an immutable value: a state holds it in one field, copies share it (a search bot copies
states thousands of times a second), and equal logs compare and hash equal (snapshots, transpositions).
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass
from typing import Any

ANY = "any"  # a power open in every window


@dataclass(frozen=True, slots=True)
class Limit:
    """At most `uses` uses until the end of `scope` (a name the game ends: "round", "night", "game")."""

    uses: int
    scope: str

    def __post_init__(self) -> None:
        if self.uses < 1:
            raise ValueError(f"a limit allows at least one use: not {self.uses} a {self.scope}")


@dataclass(frozen=True, slots=True)
class Power:
    """Something a seat may use in its windows: the id actions name it by, the game's cost, the windows
    where it is open (`ANY`: all) and its `Limit` (None: as often as its cost is paid)."""

    id: str
    cost: Any = None
    windows: tuple[str, ...] = (ANY,)
    limit: Limit | None = None

    def open_in(self, window: str | None) -> bool:
        """Is it offered in `window`? A decision without a window (None) offers no power."""
        if window is None:
            return False
        windows = self.windows
        return window in windows or ANY in windows


@dataclass(frozen=True, slots=True)
class UseLog:
    """The uses counted per scope: `counts` is a sorted tuple of `(scope, power id, uses)`."""

    counts: tuple[tuple[str, str, int], ...] = ()

    def used(self, power_id: str, scope: str) -> int:
        """How often the power was used since `scope` last ended."""
        for s, p, n in self.counts:
            if s == scope and p == power_id:
                return n
        return 0

    def left(self, power: Power) -> int | None:
        """Uses it has left before its limit's scope ends (None: no limit)."""
        limit = power.limit
        if limit is None:
            return None
        return max(0, limit.uses - self.used(power.id, limit.scope))

    def can_use(self, power: Power) -> bool:
        limit = power.limit
        return limit is None or self.used(power.id, limit.scope) < limit.uses

    def note(self, power: Power) -> UseLog:
        """The log with one more use of `power` (in its limit's scope; a power without a limit is not
        counted). Refused past the limit: the game offered only what `can_use` allows."""
        limit = power.limit
        if limit is None:
            return self
        n = self.used(power.id, limit.scope)
        if n >= limit.uses:
            raise ValueError(f"the power '{power.id}' has no use left this {limit.scope} ({limit.uses} allowed)")
        rest = [entry for entry in self.counts if not (entry[0] == limit.scope and entry[1] == power.id)]
        return UseLog(tuple(sorted([*rest, (limit.scope, power.id, n + 1)])))

    def end(self, scope: str) -> UseLog:
        """The log once `scope` ends: its uses are forgotten (the other scopes' kept)."""
        if not any(entry[0] == scope for entry in self.counts):
            return self
        return UseLog(tuple(entry for entry in self.counts if entry[0] != scope))


def offers(powers: Iterable[Power], window: str | None, usable: Callable[[Power], Sequence[Any]],
           log: UseLog | None = None) -> list[tuple]:
    """The `("use", power id, arg)` actions of the powers open in `window` with uses left in `log`, one for
    each argument `usable(power)` gives (nothing: not usable now), in the order of `powers` then of the
    arguments."""
    out: list[tuple] = []
    if window is None:
        return out
    for power in powers:
        if not power.open_in(window) or (log is not None and not log.can_use(power)):
            continue
        for arg in usable(power):
            out.append(("use", power.id, arg))
    return out

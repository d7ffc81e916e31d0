"""A base for a ruleset's `State` whose clone and snapshot come from ONE copy table (the kit).

A state is many attributes; each must be copied by `clone` (shared, copied shallow, copied per
element) and most appear in the snapshot (`to_json`). Written by hand, a new attribute needs two or
three edits and a forgotten one is a clone that shares a list with its original, a bug that shows
only when a search bot plays. With `TableState` the class lists its attributes once, as rows of
`engine.core.copytable` (`FIELDS`), and the class gets:

- `copy_rows()`: a new state with every row copied as it says (written once per class, as
  `dataclasses` writes `__init__`);
- `snapshot()`: the rows with a key, as plain data, in table order;
- `rng`: the state's seeded generator; a clone carries only the generator's *state* and builds its
  own generator when it first draws (a bot that clones per legal action and never rolls pays
  nothing for it);
- `clone(rng=None, *, rng_state=None)`: `copy_rows()` with its own generator, continuing `rng`'s
  (default: this state's) or starting from `rng_state` (a bot reads `getstate()` once for many
  clones).

The test every such ruleset writes once: `check_state(Cls.FIELDS, state, Cls.NOT_COPIED) == []` on a
state in play (`engine.core.copytable.check_state`): every attribute the state really has has its
row. Isles of Terror keeps its own `State` (slots, a compiled class, frames copied inline) but its
tables use the same machinery.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import Any, ClassVar

from .copytable import Field, copy_function, snapshot_function


class TableState:
    """Subclasses set `FIELDS` (every attribute but the generator's two) and set `_rng` and
    `_rng_state` in `__init__` (`self._rng = random.Random(seed)`, `self._rng_state = None`)."""

    FIELDS: ClassVar[tuple[Field, ...]] = ()
    #: attributes `clone` sets itself, never listed in `FIELDS`
    NOT_COPIED: ClassVar[tuple[str, ...]] = ("_rng", "_rng_state")
    _copy_rows: ClassVar[Callable[..., Any]]
    _snapshot_rows: ClassVar[Callable[[Any], dict[str, Any]]]

    _rng: random.Random | None
    _rng_state: tuple | None

    def __init_subclass__(cls, **kwargs: Any) -> None:
        super().__init_subclass__(**kwargs)
        fields = cls.__dict__.get("FIELDS")
        if fields is not None:  # a class with its own table (a subclass of it must list its own)
            cls._copy_rows = staticmethod(copy_function(cls, fields, "copy_rows"))
            cls._snapshot_rows = staticmethod(snapshot_function(fields))

    def copy_rows(self) -> Any:
        """A new state with every row of `FIELDS` copied as it says (the generator not yet set)."""
        return type(self)._copy_rows(self)

    def snapshot(self) -> dict[str, Any]:
        """The rows with a key, as plain data, keyed in table order."""
        return type(self)._snapshot_rows(self)

    @property
    def rng(self) -> random.Random:
        """The seeded generator of every chance outcome (a clone's is built when it first draws)."""
        rng = self._rng
        if rng is None:
            if self._rng_state is None:
                raise ValueError(f"{type(self).__name__} has neither a generator nor a generator's state")
            rng = self._rng = random.Random.__new__(random.Random)  # no seeding from the OS: the state is set
            rng.setstate(self._rng_state)
        return rng

    @rng.setter
    def rng(self, rng: random.Random) -> None:
        self._rng = rng

    def clone(self, rng: random.Random | None = None, *, rng_state: tuple | None = None) -> Any:
        """An independent copy; its generator continues `rng`'s (default: this state's), or starts from
        `rng_state` (`Random.getstate()`)."""
        state = rng_state if rng_state is not None else (rng or self.rng).getstate()
        copy = self.copy_rows()
        copy._rng = None
        copy._rng_state = state
        return copy

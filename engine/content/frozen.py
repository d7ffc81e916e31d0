"""What every ruleset's resolved model is made of: where a piece came from, and immutable data.

A ruleset's `resolve` turns checked files into frozen, picklable, hashable objects (a game is
identified by its adventure's digest, and worker processes receive the model pickled). `Source`
points any of them back at the file, line and column it was written at; `FrozenMap` and `freeze`
turn the plain dicts and lists of a YAML file into values that can be hashed and shared.
"""

from __future__ import annotations

from collections.abc import Iterator, Mapping
from dataclasses import dataclass
from typing import Any


@dataclass(frozen=True, slots=True)
class Source:
    file: str = ""
    pointer: str = ""
    line: int = 0
    column: int = 0

    def __str__(self) -> str:
        return f"{self.file}:{self.line}:{self.column}" if self.line else self.file


class FrozenMap(Mapping):
    """An immutable, hashable mapping (term arguments, per-count materials)."""

    __slots__ = ("_items", "_dict")

    def __init__(self, items: Mapping | None = None) -> None:
        self._dict = dict(items or {})
        self._items = tuple(self._dict.items())

    def __getitem__(self, key: Any) -> Any:
        return self._dict[key]

    def __iter__(self) -> Iterator:
        return iter(self._dict)

    def __len__(self) -> int:
        return len(self._dict)

    # The reads the rules make per decision (an effect's `args.get("amount", 1)`), straight to the dict: the
    # `Mapping` mixins would run two Python frames each, and a missing key would raise and catch a KeyError.
    def get(self, key: Any, default: Any = None) -> Any:
        return self._dict.get(key, default)

    def __contains__(self, key: object) -> bool:
        return key in self._dict

    def keys(self):
        return self._dict.keys()

    def items(self):
        return self._dict.items()

    def values(self):
        return self._dict.values()

    def __hash__(self) -> int:
        return hash(self._items)

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Mapping) and dict(self.items()) == dict(other.items())

    def __repr__(self) -> str:
        return f"FrozenMap({self._dict!r})"

    def __reduce__(self) -> tuple[type[FrozenMap], tuple[dict]]:
        return (FrozenMap, (self._dict,))


def freeze(value: Any) -> Any:
    """Deeply convert plain data into immutable values."""
    if isinstance(value, dict):
        return FrozenMap({k: freeze(v) for k, v in value.items()})
    if isinstance(value, list):
        return tuple(freeze(v) for v in value)
    return value

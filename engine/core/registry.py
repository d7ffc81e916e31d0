"""`Registry`: a named table owned by whoever needs it, never a module global filled by side effects.

```python
PROCEDURES = Registry("procedure")
PROCEDURES.add("season", run_season)      # or as a decorator: @PROCEDURES.register("season")
PROCEDURES["season"]                      # KeyError-free lookups: PROCEDURES.get("season")
```

Adding a name twice is an error (`registry/duplicate`): two rules cannot silently answer to one name.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator, Mapping
from pathlib import Path
from types import MappingProxyType
from typing import Generic, TypeVar

from .errors import EngineError

T = TypeVar("T")


class Registry(Generic[T]):
    __slots__ = ("what", "_items")

    def __init__(self, what: str) -> None:
        self.what = what
        self._items: dict[str, T] = {}

    def add(self, name: str, item: T) -> T:
        if name in self._items:
            raise EngineError("registry/duplicate", f"the {self.what} '{name}' is registered twice")
        self._items[name] = item
        return item

    def register(self, name: str) -> Callable[[T], T]:
        def decorate(item: T) -> T:
            return self.add(name, item)
        return decorate

    def remove(self, name: str) -> None:
        self._items.pop(name, None)

    def get(self, name: str, default: T | None = None) -> T | None:
        return self._items.get(name, default)

    def __getitem__(self, name: str) -> T:
        return self._items[name]

    def __contains__(self, name: object) -> bool:
        return name in self._items

    def __iter__(self) -> Iterator[str]:
        return iter(self._items)

    def __len__(self) -> int:
        return len(self._items)

    def view(self) -> Mapping[str, T]:
        """A read-only live view of the entries (for hot loops: lookups without a method call)."""
        return MappingProxyType(self._items)

    def names(self) -> list[str]:
        return sorted(self._items)

    def items(self):
        return self._items.items()

    def __repr__(self) -> str:
        return f"Registry({self.what!r}, {len(self._items)} entries)"


def source_tree_entry_points(group: str, pyproject: Path | None = None) -> dict[str, str]:
    """The entry points of `group` ("name" -> "module:attribute") that the source tree's `pyproject.toml`
    declares: where the package runs from its source tree without installed metadata, the same table
    pip would have installed. {} when there is no such file (an installed wheel has its metadata)."""
    import tomllib

    path = pyproject or Path(__file__).resolve().parents[2] / "pyproject.toml"
    try:
        with path.open("rb") as handle:
            project = tomllib.load(handle).get("project", {})
    except (OSError, tomllib.TOMLDecodeError):
        return {}
    table = project.get("entry-points", {}).get(group, {})
    return {str(name): str(reference) for name, reference in table.items()}


def fill_from_entry_points(registry: Registry, group: str, what: str) -> None:
    """Add every object the entry point `group` names (its `id` must be the entry point's name), then
    those the source tree's pyproject.toml declares whose entry point is missing: a source tree run
    without installing it, or an install that predates the group. No list of ours names a ruleset."""
    from importlib import import_module

    from . import entry_points

    found = {ep.name: ep for ep in entry_points.group(group)}
    for name in sorted(found):
        item = found[name].load()
        if getattr(item, "id", name) != name:
            raise EngineError("ruleset/entry-point", f"the entry point '{name}' gives the {what} '{item.id}'")
        registry.add(name, item)
    for name, reference in source_tree_entry_points(group).items():
        if name not in found:
            module, _, attribute = reference.partition(":")
            item = import_module(module)
            for part in attribute.split("."):
                item = getattr(item, part)
            registry.add(name, item)

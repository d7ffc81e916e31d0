"""Which views show a document: a registry from content kind to view factories.

A view is a QWidget that renders a document and writes through its commands.
It may implement `select_pointer(pointer) -> bool` (show and select the field
at a JSON pointer; the Problems panel uses it) and emit a `pointer_selected`
signal (the YAML view follows it). Feature packages register their views on
import: `register("adventure", "Map", factory)`.
"""

from __future__ import annotations

from typing import TYPE_CHECKING
from collections.abc import Callable

if TYPE_CHECKING:
    from PySide6.QtWidgets import QWidget

    from .documents.document import Document
    from .documents.workspace import Workspace

ViewFactory = Callable[["Document", "Workspace"], "QWidget"]
_REGISTRY: dict[str, list[tuple[int, str, ViewFactory]]] = {}


def register(kind: str, title: str, factory: ViewFactory, order: int = 100) -> None:
    """Show ``factory(document, workspace)`` as a tab titled ``title`` for documents of ``kind``."""
    entries = _REGISTRY.setdefault(kind, [])
    entries[:] = [e for e in entries if e[1] != title]
    entries.append((order, title, factory))
    entries.sort(key=lambda e: (e[0], e[1]))


def views_for(kind: str | None) -> list[tuple[str, ViewFactory]]:
    return [(title, factory) for _, title, factory in _REGISTRY.get(kind or "", [])]


# -- tools another feature package offers (the map and forms open a sweep without importing playtest) --
ToolFactory = Callable[..., "QWidget"]
_TOOLS: dict[str, ToolFactory] = {}


def register_tool(name: str, factory: ToolFactory) -> None:
    """Offer a tool window by name (a feature package does this on import)."""
    _TOOLS[name] = factory


def open_tool(name: str, *args, **kwargs) -> QWidget:
    """Open the tool registered under `name`; LookupError when no package offers it."""
    factory = _TOOLS.get(name)
    if factory is None:
        raise LookupError(f"no tool '{name}' is registered (is its feature package imported?)")
    return factory(*args, **kwargs)

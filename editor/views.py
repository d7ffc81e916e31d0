"""What a view of a document is, and the tool windows views may open by name.

A view is a QWidget that renders a document and writes through its commands; it is made by a
`ViewFactory(document, workspace)`. It may implement `select_pointer(pointer) -> bool` (show and
select the field at a JSON pointer; the Problems panel uses it) and emit a `pointer_selected`
signal (the YAML view follows it).

Which views a document shows is its ruleset's literal table (`EditorRuleset.views(kind)`, e.g.
editor/rulesets/isles_of_terror/views.py); nothing registers a view by being imported. The tool
windows (the sweep dialog that the map and the forms open without importing the playtest package)
are a literal table where the editor is assembled (`editor.app.main_window.TOOLS`), handed here
once with `offer_tools`.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from PySide6.QtWidgets import QWidget

    from .documents.document import Document
    from .documents.workspace import Workspace

ViewFactory = Callable[["Document", "Workspace"], "QWidget"]
ToolFactory = Callable[..., "QWidget"]
_TOOLS: dict[str, ToolFactory] = {}


def offer_tools(tools: Mapping[str, ToolFactory]) -> None:
    """The tool windows of this editor, by name (the editor's assembly hands its table over once)."""
    _TOOLS.clear()
    _TOOLS.update(tools)


def open_tool(name: str, *args, **kwargs) -> QWidget:
    """Open the tool `name` of the assembled editor; LookupError when the editor offers none by that name."""
    factory = _TOOLS.get(name)
    if factory is None:
        raise LookupError(f"no tool '{name}' is offered (the editor offers: {', '.join(_TOOLS) or 'none'})")
    return factory(*args, **kwargs)

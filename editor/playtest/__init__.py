"""Playtesting from the editor: the playtest window (F5), the balance dashboard (Ctrl+F5), sweeps.

Importing the package offers the sweep dialog as the tool "sweep" (`editor.views.open_tool`), so the
map designer and the forms open it without importing this package.
"""

from __future__ import annotations

from editor.views import register_tool


def _open_sweep(document, workspace, pointer=None, parent=None):
    from .sweep_dialog import show_sweep  # Qt and the sweep machinery load when a sweep is opened

    return show_sweep(document, workspace, pointer, parent)


register_tool("sweep", _open_sweep)

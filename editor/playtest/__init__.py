"""Playtesting from the editor: the playtest window (F5), the balance dashboard (Ctrl+F5), sweeps.

`open_sweep` is the sweep dialog as a tool window: the editor's assembly (`editor.app.main_window.
TOOLS`) offers it to the map designer and the forms, which open it without importing this package.
"""

from __future__ import annotations


def open_sweep(document, workspace, pointer=None, parent=None):
    """The sweep dialog on `document` (Qt and the sweep machinery load when a sweep is opened)."""
    from .sweep_dialog import show_sweep

    return show_sweep(document, workspace, pointer, parent)

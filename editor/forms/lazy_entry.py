"""An entry of a list of sub-forms whose form is built when it is first seen, not when the list is.

A Cursed Island deck's Form tab is a list of some thirty cards, each a form with an effect builder
per term field: building them all took 0.4-1 s of CPU whenever the tab was opened, while a screen
shows two or three of them (issue 32 and 29). A `ListSection` given `lazy_after` builds its first
entries at once and gives every later one a `Deferred` stand-in of about the form's height: the
entry's frame, title, buttons and problem banner are there (they are cheap, and the list's edits
need them), its form is not.

The form is built when the stand-in is first painted (Qt paints a widget inside a scroll area only
while some of it is in view, so scrolling to it builds it) or when something points at a place
inside the entry (`FormContext.focus` asks the list's revealer first: the Problems panel, a search,
`select_pointer`). An entry built late binds its fields then and reads the document as it is, so an
undo or edit made while it was a stand-in is simply what it shows.
"""

from __future__ import annotations

from collections.abc import Callable

import shiboken6
from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QWidget

from .context import is_retired

ROW_HEIGHT = 30  # the height a stand-in gives each field of the entry's form (a line edit and its spacing)
MOST_HEIGHT = 600


def estimated_height(fields: int) -> int:
    """A stand-in's height for a form of ``fields`` fields: near enough that the scroll bar barely moves."""
    return min(MOST_HEIGHT, ROW_HEIGHT * max(fields, 1))


class Deferred(QWidget):
    """Stands in for an entry's form; ``build()`` is asked once, after its first paint."""

    def __init__(self, height: int, build: Callable[[], None], parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("deferredEntry")
        self.setMinimumHeight(height)
        self._build = build
        self._asked = False

    def paintEvent(self, event) -> None:  # noqa: N802 (Qt)
        if not self._asked:  # built after this paint: a layout change inside a paint is not allowed
            self._asked = True
            QTimer.singleShot(0, self._build_if_alive)

    def _build_if_alive(self) -> None:
        if shiboken6.isValid(self) and not is_retired(self):
            self._build()


__all__ = ["Deferred", "estimated_height"]

"""An entry of a list of sub-forms whose form is built when it is first seen, not when the list is.

A card deck's Form tab (the fifth game's) is a list of some thirty cards, each a form with an effect builder
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

A stand-in is also in the tab chain where its form's fields will be: a keyboard user tabbing through the
list reaches it (Tab or Shift+Tab), it builds its form then, moves the form's fields to its own place in the
chain (a widget made late is put at the end of the window's chain by Qt) and passes the focus on to the
form's first field, or its last one when coming back with Shift+Tab. Tabbing thus visits every field of
every entry in the order a list built whole gave.

Its height is that of the entries built at once (`measured_height`), so that the scroll bar barely moves as
the others are built; a list with none built yet guesses from its number of fields.
"""

from __future__ import annotations

from collections.abc import Callable

import shiboken6
from PySide6.QtCore import QEvent, Qt, QTimer
from PySide6.QtWidgets import QApplication, QWidget

from .context import is_retired

ROW_HEIGHT = 30  # the height a stand-in gives each field of the entry's form (a line edit and its spacing)
MOST_HEIGHT = 600


def estimated_height(fields: int) -> int:
    """A stand-in's height for a form of ``fields`` fields: near enough that the scroll bar barely moves."""
    return min(MOST_HEIGHT, ROW_HEIGHT * max(fields, 1))


def measured_height(forms: list[QWidget], fields: int) -> int:
    """A stand-in's height: the mean height the built ``forms`` of the same list ask for, else a guess from ``fields``."""
    heights = [form.sizeHint().height() for form in forms]
    return round(sum(heights) / len(heights)) if heights else estimated_height(fields)


def focus_chain(form: QWidget) -> list[QWidget]:
    """The widgets inside ``form`` that take focus, in the order of the window's tab chain."""
    found: list[QWidget] = []
    widget = form.nextInFocusChain()
    while widget is not form:
        if form.isAncestorOf(widget) and widget.focusPolicy() != Qt.FocusPolicy.NoFocus:
            found.append(widget)
        widget = widget.nextInFocusChain()
    return found


class Deferred(QWidget):
    """Stands in for an entry's form; ``build()`` is asked once, after its first paint or when it gets the focus."""

    def __init__(self, height: int, build: Callable[[], None], parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("deferredEntry")
        self.setMinimumHeight(height)
        self.setFocusPolicy(Qt.FocusPolicy.TabFocus)  # Tab reaches the entry: see `focusInEvent`
        self._build = build
        self._asked = False
        self._backward = False

    def focusInEvent(self, event) -> None:  # noqa: N802 (Qt)
        """Reached by the keyboard: build the form now; `hand_over` passes the focus to its first or last field."""
        self._backward = event.reason() == Qt.FocusReason.BacktabFocusReason
        self._asked = True
        self._build()

    def hand_over(self, form: QWidget) -> None:
        """Give ``form`` (just put where this stand-in is) this stand-in's place in the tab chain and its focus; go.

        Each field of the form is threaded after the stand-in in the order of the form's own chain (the one a
        form built at once has); coming back with Shift+Tab the stand-in goes after them, so that the focus
        moves from it to the form's last field as Qt's own Shift+Tab would (skipping what is disabled or hidden).
        """
        if self.isVisible():
            form.show()  # a widget added to a shown one is shown later: the focus needs it shown now
        chain = focus_chain(form)
        before: QWidget = self
        for widget in chain:
            QWidget.setTabOrder(before, widget)
            before = widget
        if self.hasFocus():
            if self._backward and chain:
                QWidget.setTabOrder(chain[-1], self)
            self.setFixedHeight(0)  # out of the form's way (hidden it would pass the focus on by itself)
            QApplication.sendPostedEvents(None, QEvent.Type.LayoutRequest)  # the fields' places, to scroll to them
            self.focusNextPrevChild(not self._backward)
        self.hide()
        self.setParent(None)
        self.deleteLater()

    def paintEvent(self, event) -> None:  # noqa: N802 (Qt)
        if not self._asked:  # built after this paint: a layout change inside a paint is not allowed
            self._asked = True
            QTimer.singleShot(0, self._build_if_alive)

    def _build_if_alive(self) -> None:
        if shiboken6.isValid(self) and not is_retired(self):
            self._build()


__all__ = ["Deferred", "estimated_height", "focus_chain", "measured_height"]

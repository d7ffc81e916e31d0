"""A row of labelled fields that wraps onto more lines when its panel is narrower than the row.

A list entry of a few plain fields shows them side by side (`schema_form.COMPACT`: a victory-point
row's what, points and title). In one unbreakable row its minimum width was the sum of every field's,
so at 1,400 pixels with the side panels open a scenario's goal page was wider than the form panel
and the entries' titles and up/down buttons sat behind a horizontal scroll bar. Here each field keeps
its label beside it, the pairs are laid out left to right and a pair that does not fit starts the next
line; the row is as narrow as its widest pair, and as tall as its lines at the width it is given
(height for width, which the scroll area and the boxes around it honour).
"""

from __future__ import annotations

from PySide6.QtCore import QPoint, QRect, QSize, Qt
from PySide6.QtWidgets import QHBoxLayout, QLayout, QLayoutItem, QSizePolicy, QWidget

from .fields import Field

SPACING = 8  # between pairs on a line, between lines, and between a label and its field (as `field_row`)


class WrapLayout(QLayout):
    """Its items left to right, wrapping to a new line where the next would pass the right edge; the
    room left on a line goes to the items that grow sideways (a text box), shared equally."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._items: list[QLayoutItem] = []
        self.setContentsMargins(0, 0, 0, 0)
        self.setSpacing(SPACING)

    # -- QLayout ---------------------------------------------------------------------
    def addItem(self, item: QLayoutItem) -> None:  # noqa: N802 (Qt's name)
        self._items.append(item)

    def count(self) -> int:
        return len(self._items)

    def itemAt(self, index: int) -> QLayoutItem | None:  # noqa: N802
        return self._items[index] if 0 <= index < len(self._items) else None

    def takeAt(self, index: int) -> QLayoutItem | None:  # noqa: N802
        return self._items.pop(index) if 0 <= index < len(self._items) else None

    def expandingDirections(self) -> Qt.Orientation:  # noqa: N802
        return Qt.Orientation(0)

    def hasHeightForWidth(self) -> bool:  # noqa: N802
        return True

    def heightForWidth(self, width: int) -> int:  # noqa: N802
        return self._arrange(QRect(0, 0, width, 0), place=False)

    def setGeometry(self, rect: QRect) -> None:  # noqa: N802
        super().setGeometry(rect)
        self._arrange(rect, place=True)

    def sizeHint(self) -> QSize:  # noqa: N802
        """Every item on one line, where there is room for it."""
        visible = self._visible()
        width = sum(i.sizeHint().width() for i in visible) + self.spacing() * max(0, len(visible) - 1)
        height = max((i.sizeHint().height() for i in visible), default=0)
        return self._with_margins(QSize(width, height))

    def minimumSize(self) -> QSize:  # noqa: N802
        """One item a line: as narrow as the widest item's own minimum."""
        size = QSize()
        for item in self._visible():
            size = size.expandedTo(item.minimumSize())
        return self._with_margins(size)

    # -- laying out --------------------------------------------------------------------
    def _visible(self) -> list[QLayoutItem]:
        return [item for item in self._items if not item.isEmpty()]

    def _with_margins(self, size: QSize) -> QSize:
        margins = self.contentsMargins()
        return size + QSize(margins.left() + margins.right(), margins.top() + margins.bottom())

    def _lines(self, width: int) -> list[list[tuple[QLayoutItem, int]]]:
        """The items line by line at `width`, each with the width it takes (its hint, no wider than the line)."""
        lines: list[list[tuple[QLayoutItem, int]]] = [[]]
        used = 0
        for item in self._visible():
            wide = max(item.minimumSize().width(), min(item.sizeHint().width(), width))
            if lines[-1] and used + self.spacing() + wide > width:
                lines.append([])
                used = 0
            used += (self.spacing() if lines[-1] else 0) + wide
            lines[-1].append((item, wide))
        return [line for line in lines if line]

    def _arrange(self, rect: QRect, place: bool) -> int:
        """Lay the items out in `rect` (when `place`) and return the height they take."""
        margins = self.contentsMargins()
        area = rect.adjusted(margins.left(), margins.top(), -margins.right(), -margins.bottom())
        y = area.y()
        lines = self._lines(max(1, area.width()))
        for number, line in enumerate(lines):
            height = max(item.sizeHint().height() for item, _ in line)
            growing = [i for i, (item, _) in enumerate(line)
                       if item.expandingDirections() & Qt.Orientation.Horizontal]
            spare = area.width() - sum(w for _, w in line) - self.spacing() * (len(line) - 1)
            x = area.x()
            for index, (item, wide) in enumerate(line):
                if spare > 0 and index in growing:
                    wide += spare // len(growing) + (1 if growing.index(index) < spare % len(growing) else 0)
                if place:
                    item.setGeometry(QRect(QPoint(x, y), QSize(wide, height)))
                x += wide + self.spacing()
            y += height + (self.spacing() if number < len(lines) - 1 else 0)
        return y - area.y() + margins.top() + margins.bottom()


def labelled(field: QWidget) -> QWidget:
    """A field with its label before it, kept together on one line of a wrapping row."""
    if not isinstance(field, Field) or field.inline_label:
        return field
    pair = QWidget()
    row = QHBoxLayout(pair)
    row.setContentsMargins(0, 0, 0, 0)
    row.setSpacing(SPACING)
    row.addWidget(field.make_label())
    row.addWidget(field, 1)
    # only a field whose editor grows sideways (a text box) takes a line's spare room; a number or a
    # choice keeps its own width, so the pairs after it stay close as in a one-line row
    grows = bool(field.editor.sizePolicy().expandingDirections() & Qt.Orientation.Horizontal)
    pair.setSizePolicy(QSizePolicy.Policy.Expanding if grows else QSizePolicy.Policy.Maximum,
                       QSizePolicy.Policy.Preferred)
    return pair


def wrapping_row(*fields: QWidget) -> QWidget:
    """Several fields side by side, each with its label before it, wrapping onto more lines when narrow."""
    box = QWidget()
    layout = WrapLayout(box)
    for field in fields:
        layout.addWidget(labelled(field))
    policy = box.sizePolicy()
    policy.setHeightForWidth(True)
    policy.setHorizontalPolicy(QSizePolicy.Policy.Preferred)
    box.setSizePolicy(policy)
    return box

"""A frame's own border drawn exactly as its style sheet drew it, without giving the frame a sheet.

A widget given a style sheet of its own is styled apart by Qt: its sheet parsed, and the rules of
every sheet above it matched again for it and for each widget inside it, whenever it or an ancestor
moves to another parent (issue 32: opening a document page). A list of sub-forms gave each entry's
frame its own sheet for a rounded border, so a page with a few dozen entries (a faction of many units,
a campaign) spent a quarter of its opening restyling their contents.

`SheetLook` keeps one hidden template frame that carries the sheet, and a frame built with it paints
its box through the template's style (the very code Qt runs for a sheet's border and background),
with the contents margins the sheet's border gave. The widgets inside keep the style of the page
around them, so the pixels are those of before (tests/editor/test_form_sheet_look.py compares them).
"""

from __future__ import annotations

import shiboken6
from PySide6.QtCore import QCoreApplication, QMargins
from PySide6.QtGui import QPainter
from PySide6.QtWidgets import QFrame, QStyle, QStyleOption, QWidget


class SheetLook:
    """The box a style sheet gives frames named ``name`` (an `#name { ... }` sheet), painted for them."""

    def __init__(self, name: str, sheet: str) -> None:
        self.name, self.sheet = name, sheet
        self._template: QFrame | None = None
        self._margins: QMargins | None = None

    def template(self) -> QFrame:
        """The hidden frame carrying the sheet (made once a Qt application runs; gone when it quits)."""
        if self._template is None or not shiboken6.isValid(self._template):
            template = QFrame()
            template.setObjectName(self.name)
            template.setStyleSheet(self.sheet)
            template.resize(100, 100)
            template.ensurePolished()
            inside = template.contentsRect()
            self._margins = QMargins(inside.left(), inside.top(), 99 - inside.right(), 99 - inside.bottom())
            self._template = template
            app = QCoreApplication.instance()
            if app is not None:
                app.aboutToQuit.connect(template.deleteLater)
        return self._template

    def margins(self) -> QMargins:
        """The contents margins the sheet's border gives a frame."""
        self.template()
        assert self._margins is not None
        return QMargins(self._margins)

    def dress(self, frame: QFrame) -> None:
        """Give ``frame`` the sheet's geometry: its name, no frame of its own, the border's margins."""
        frame.setObjectName(self.name)
        frame.setFrameShape(QFrame.Shape.NoFrame)
        frame.setContentsMargins(self.margins())

    def paint(self, widget: QWidget) -> None:
        """Paint the sheet's border and background on ``widget`` (from its paintEvent)."""
        template = self.template()
        option = QStyleOption()
        option.initFrom(widget)
        painter = QPainter(widget)
        template.style().drawPrimitive(QStyle.PrimitiveElement.PE_Widget, option, painter, template)
        painter.end()


class SheetFrame(QFrame):
    """A frame whose box is ``look``'s."""

    def __init__(self, look: SheetLook, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.look = look
        look.dress(self)

    def paintEvent(self, event) -> None:  # noqa: N802 (Qt)
        self.look.paint(self)

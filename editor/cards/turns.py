"""The four turns of the selected card side by side: how a square card looks laid each way on a grid.

Cards that turn as they are laid (sea tiles, cards that grow a map) match their neighbours edge by edge; a designer
checks a card by seeing it turned, so this panel draws the catalogue's selected card four times, a
quarter turn clockwise more each time (rotation r: its top edge faces the board side `SIDES[r]`, as
`engine.core.placed` turns a laid card), under the words "north up", "1 turn"... It draws the face the
large view shows (the ruleset's painter), so it never differs from it. A catalogue offers it through
`CardFaces.panels` with `("Turns", TurnsPreview)`.
"""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QPainter
from PySide6.QtWidgets import QWidget

TURN_WORDS = ("as drawn", "1 turn", "2 turns", "3 turns")
LABEL = 16  # pixels under each card for its words
GAP = 12  # pixels between two cards


class TurnsPreview(QWidget):
    def __init__(self, catalogue, parent=None) -> None:
        super().__init__(parent)
        self.catalogue = catalogue
        self.face = None
        self.size_mm = catalogue.faces.size
        self.setMinimumHeight(150)

    def refresh(self) -> None:
        faces = self.catalogue.current_faces()
        self.face = faces[0] if faces else None
        self.update()

    def card_rect(self, turn: int) -> QRectF:
        """Where the card turned `turn` quarter turns is drawn (widget pixels): four equal squares in a row."""
        side = max(20.0, min((self.width() - 5 * GAP) / 4, self.height() - LABEL - 2 * GAP))
        left = (self.width() - (4 * side + 3 * GAP)) / 2
        return QRectF(left + turn * (side + GAP), GAP, side, side)

    def paintEvent(self, event) -> None:
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        painter.fillRect(self.rect(), QColor("#ece6da"))
        if self.face is None:
            painter.setPen(QColor("#6b5a44"))
            painter.drawText(self.rect(), int(Qt.AlignmentFlag.AlignCenter), "No card selected")
            return
        font = QFont()
        font.setPixelSize(11)
        painter.setFont(font)
        width_mm, height_mm = self.size_mm
        for turn in range(4):
            rect = self.card_rect(turn)
            scale = rect.width() / max(width_mm, height_mm)
            painter.save()
            painter.translate(rect.center())
            painter.rotate(90.0 * turn)
            painter.scale(scale, scale)
            painter.translate(-width_mm / 2, -height_mm / 2)
            (self.face.plain or self.face.paint)(painter)  # turned badges would only confuse
            painter.restore()
            painter.setPen(QColor("#3b2a14"))
            painter.drawText(QRectF(rect.x(), rect.bottom() + 2, rect.width(), LABEL),
                             int(Qt.AlignmentFlag.AlignHCenter), TURN_WORDS[turn])
        painter.setPen(QColor("#6b5a44"))
        first = self.card_rect(0)
        painter.drawText(QPointF(first.x() - GAP + 2, first.y() + 10), "N")

"""The minimap: the whole board small, with the part the board view shows framed (Tiled's Mini-map).

It is a second view on the board's own scene, so it never holds a copy of the map; a click or a
drag centres the board view there. It is most use on large boards, where the view shows a part.
"""

from __future__ import annotations

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPen
from PySide6.QtWidgets import QFrame, QGraphicsView

FRAME_PEN = QPen(QColor("#1b5fd1"), 2.0)
FRAME_PEN.setCosmetic(True)


class Minimap(QGraphicsView):
    def __init__(self, board_view, parent=None) -> None:
        super().__init__(board_view.scene(), parent)
        self.setObjectName("map-minimap")
        self.board_view = board_view
        self.setFrameShape(QFrame.Shape.StyledPanel)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setInteractive(False)
        self.setRenderHint(QPainter.RenderHint.Antialiasing, False)
        self.setViewportUpdateMode(QGraphicsView.ViewportUpdateMode.MinimalViewportUpdate)
        self.setBackgroundBrush(board_view.backgroundBrush())
        self.setFixedHeight(150)
        self.setCursor(Qt.CursorShape.PointingHandCursor)
        self.setToolTip("The whole board: click or drag to show that part")
        for bar in (board_view.horizontalScrollBar(), board_view.verticalScrollBar()):
            bar.valueChanged.connect(self.viewport().update)
            bar.rangeChanged.connect(self.viewport().update)

    def board_rect(self) -> QRectF:
        return self.board_view.fit_rect()

    def shown_rect(self) -> QRectF:
        """The part of the scene the board view shows."""
        view = self.board_view
        return view.mapToScene(view.viewport().rect()).boundingRect()

    def refit(self) -> None:
        rect = self.board_rect()
        if not rect.isEmpty():
            self.fitInView(rect.adjusted(-10, -10, 10, 10), Qt.AspectRatioMode.KeepAspectRatio)

    def resizeEvent(self, event) -> None:  # noqa: N802 (Qt)
        super().resizeEvent(event)
        self.refit()

    def showEvent(self, event) -> None:  # noqa: N802 (Qt)
        super().showEvent(event)
        self.refit()

    def drawForeground(self, painter: QPainter, rect: QRectF) -> None:  # noqa: N802 (Qt)
        painter.setPen(FRAME_PEN)
        painter.setBrush(QColor(27, 95, 209, 28))
        painter.drawRect(self.shown_rect().intersected(self.sceneRect()))

    def _centre_at(self, position) -> None:
        self.board_view.follows_size = False  # the user chose what to see: a resize keeps it
        self.board_view.centerOn(self.mapToScene(position))
        self.viewport().update()

    def mousePressEvent(self, event) -> None:  # noqa: N802 (Qt)
        if event.button() == Qt.MouseButton.LeftButton:
            self._centre_at(event.position().toPoint())
            event.accept()

    def mouseMoveEvent(self, event) -> None:  # noqa: N802 (Qt)
        if event.buttons() & Qt.MouseButton.LeftButton:
            self._centre_at(event.position().toPoint())
            event.accept()

    def wheelEvent(self, event) -> None:  # noqa: N802 (Qt)
        event.ignore()  # the minimap does not scroll: it always shows the whole board

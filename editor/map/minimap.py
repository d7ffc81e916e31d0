"""The minimap: the whole board small, with the part the board view shows framed (Tiled's Mini-map).

It paints a picture of the board's own scene (never a copy of the map), taken again a moment after
the scene changes; scrolling or zooming the board view only moves the frame, so it costs nothing
per scroll step. A click or a drag centres the board view there.
"""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, Qt, QTimer
from PySide6.QtGui import QColor, QPainter, QPen, QPixmap
from PySide6.QtWidgets import QSizePolicy, QWidget

FRAME_PEN = QPen(QColor("#1b5fd1"), 2.0)
RETAKE_MS = 120  # how long after a change the picture is taken again (a brush stroke retakes it once or twice)
MARGIN = 10.0


class Minimap(QWidget):
    def __init__(self, board_view, parent=None) -> None:
        super().__init__(parent)
        self.setObjectName("map-minimap")
        self.board_view = board_view
        self.setFixedHeight(150)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)
        self.setCursor(Qt.CursorShape.PointingHandCursor)
        self.setToolTip("The whole board: click or drag to show that part")
        self.picture = QPixmap()
        self.scale = 1.0
        self.origin = QPointF()  # the scene point drawn at the widget's top-left
        self._retake = QTimer(self)
        self._retake.setSingleShot(True)
        self._retake.setInterval(RETAKE_MS)
        self._retake.timeout.connect(self.refit)
        board_view.scene().changed.connect(lambda _rects: self._retake.start())
        for bar in (board_view.horizontalScrollBar(), board_view.verticalScrollBar()):
            bar.valueChanged.connect(self.update)
            bar.rangeChanged.connect(self.update)

    # -- where the board is drawn ------------------------------------------------------------
    def covered(self) -> QRectF:
        """The scene rectangle the minimap shows (the whole board and a margin)."""
        return self.board_view.fit_rect().adjusted(-MARGIN, -MARGIN, MARGIN, MARGIN)

    def shown_rect(self) -> QRectF:
        """The part of the scene the board view shows."""
        view = self.board_view
        return view.mapToScene(view.viewport().rect()).boundingRect()

    def from_scene(self, point: QPointF) -> QPointF:
        return QPointF((point.x() - self.origin.x()) * self.scale, (point.y() - self.origin.y()) * self.scale)

    def to_scene(self, point: QPointF) -> QPointF:
        return QPointF(point.x() / self.scale + self.origin.x(), point.y() / self.scale + self.origin.y())

    def refit(self) -> None:
        """Take the picture of the board again, fitted to the minimap's size."""
        rect = self.covered()
        if rect.isEmpty() or self.width() < 2:
            return
        self.scale = min(self.width() / rect.width(), self.height() / rect.height())
        self.origin = QPointF(rect.center().x() - self.width() / 2 / self.scale,
                              rect.center().y() - self.height() / 2 / self.scale)
        ratio = self.devicePixelRatioF()
        picture = QPixmap(round(self.width() * ratio), round(self.height() * ratio))
        picture.setDevicePixelRatio(ratio)
        picture.fill(self.board_view.backgroundBrush().color())
        painter = QPainter(picture)
        source = QRectF(self.origin, QPointF(self.origin.x() + self.width() / self.scale,
                                             self.origin.y() + self.height() / self.scale))
        self.board_view.scene().render(painter, QRectF(0, 0, self.width(), self.height()), source)
        painter.end()
        self.picture = picture
        self.update()

    # -- painting and the mouse -----------------------------------------------------------------
    def paintEvent(self, event) -> None:  # noqa: N802 (Qt)
        painter = QPainter(self)
        if not self.picture.isNull():
            painter.drawPixmap(0, 0, self.picture)
        shown = self.shown_rect().intersected(self.covered())
        painter.setPen(FRAME_PEN)
        painter.setBrush(QColor(27, 95, 209, 28))
        painter.drawRect(QRectF(self.from_scene(shown.topLeft()), self.from_scene(shown.bottomRight())))
        painter.setPen(QColor("#9aa7b3"))
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawRect(self.rect().adjusted(0, 0, -1, -1))

    def resizeEvent(self, event) -> None:  # noqa: N802 (Qt)
        super().resizeEvent(event)
        self.refit()

    def showEvent(self, event) -> None:  # noqa: N802 (Qt)
        super().showEvent(event)
        self.refit()

    def _centre_at(self, position: QPointF) -> None:
        self.board_view.follows_size = False  # the user chose what to see: a resize keeps it
        self.board_view.centerOn(self.to_scene(position))
        self.update()

    def mousePressEvent(self, event) -> None:  # noqa: N802 (Qt)
        if event.button() == Qt.MouseButton.LeftButton:
            self._centre_at(event.position())
            event.accept()

    def mouseMoveEvent(self, event) -> None:  # noqa: N802 (Qt)
        if event.buttons() & Qt.MouseButton.LeftButton:
            self._centre_at(event.position())
            event.accept()

"""The designer's board view: pan, and mouse events turned into fields for the tools.

Ctrl+wheel zooms around the pointer (`editor.board.zoom_view`), the wheel scrolls, the middle button or
space+left drag pans. Left-button presses, drags and releases go to the map
view's current tool as fields; hovering reports the field under the pointer.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QEvent, QPoint, QRectF, Qt
from PySide6.QtGui import QMouseEvent
from PySide6.QtWidgets import QGraphicsView, QToolTip

from editor.board.zoom_view import ZoomView

from .board import Coord

if TYPE_CHECKING:
    from .view import MapView


class BoardView(ZoomView):
    MIN_SCALE, MAX_SCALE, MAX_FIT = 0.08, 8.0, 1.8
    WHEEL_ZOOMS = "ctrl"

    def __init__(self, host: MapView) -> None:
        super().__init__()
        self.host = host
        self.setObjectName("map-board")
        self.scene().addItem(host.item)
        self.setOptimizationFlag(QGraphicsView.OptimizationFlag.DontAdjustForAntialiasing, True)
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self._pan_from: QPoint | None = None
        self._space = False
        self._left_down = False
        self.update_scene_rect()

    def update_scene_rect(self) -> None:
        """The board with room around it, and every field of a shown heat map (which may lie off the board)."""
        rect = self.host.item.boundingRect()
        overlay = getattr(self.host, "heat_overlay", None)
        if overlay is not None and overlay.isVisible():
            rect = rect.united(overlay.boundingRect())
        self.scene().setSceneRect(rect.adjusted(-80, -80, 80, 80))

    def fit_rect(self) -> QRectF:
        return self.host.item.boundingRect()

    # -- fields under the pointer ---------------------------------------------------------
    def field_at(self, position: QPoint) -> Coord:
        return self.host.item.layout.field_at(self.mapToScene(position))

    def mousePressEvent(self, event: QMouseEvent) -> None:
        if event.button() == Qt.MouseButton.MiddleButton or (event.button() == Qt.MouseButton.LeftButton and self._space):
            self._pan_from = event.position().toPoint()
            self.viewport().setCursor(Qt.CursorShape.ClosedHandCursor)
            event.accept()
            return
        if event.button() == Qt.MouseButton.LeftButton:
            self._left_down = True
            self.host.press_point = self.mapToScene(event.position().toPoint())  # tools that grab tokens and links
            self.host.history.pause()  # the history lists the stroke once it is done
            shift = bool(event.modifiers() & (Qt.KeyboardModifier.ShiftModifier | Qt.KeyboardModifier.ControlModifier))
            self.host.tool_object.press(self.field_at(event.position().toPoint()), shift)
            event.accept()
            return
        super().mousePressEvent(event)

    def mouseMoveEvent(self, event: QMouseEvent) -> None:
        position = event.position().toPoint()
        if self._pan_from is not None:
            delta = position - self._pan_from
            self._pan_from = position
            self.follows_size = False
            self.horizontalScrollBar().setValue(self.horizontalScrollBar().value() - delta.x())
            self.verticalScrollBar().setValue(self.verticalScrollBar().value() - delta.y())
            event.accept()
            return
        coord = self.field_at(position)
        self.host.hover(coord)
        if self._left_down:
            self.host.tool_object.drag(coord)
        event.accept()

    def mouseReleaseEvent(self, event: QMouseEvent) -> None:
        if self._pan_from is not None and event.button() in (Qt.MouseButton.MiddleButton, Qt.MouseButton.LeftButton):
            self._pan_from = None
            self.viewport().setCursor(Qt.CursorShape.OpenHandCursor if self._space else Qt.CursorShape.CrossCursor)
            event.accept()
            return
        if event.button() == Qt.MouseButton.LeftButton and self._left_down:
            self._left_down = False
            self.host.tool_object.release(self.field_at(event.position().toPoint()))
            self.host.history.resume()
            event.accept()
            return
        super().mouseReleaseEvent(event)

    def keyPressEvent(self, event) -> None:
        if event.key() == Qt.Key.Key_Space and not event.isAutoRepeat():
            self._space = True
            self.viewport().setCursor(Qt.CursorShape.OpenHandCursor)
            event.accept()
            return
        if event.key() == Qt.Key.Key_Escape:
            self.host.escape()
            event.accept()
            return
        super().keyPressEvent(event)

    def keyReleaseEvent(self, event) -> None:
        if event.key() == Qt.Key.Key_Space and not event.isAutoRepeat():
            self._space = False
            self.viewport().setCursor(Qt.CursorShape.CrossCursor)
            event.accept()
            return
        super().keyReleaseEvent(event)

    def focusOutEvent(self, event) -> None:
        self._space = False
        if self._left_down:  # a stroke cut short (another window took the focus) still ends
            self._left_down = False
            self.host.tool_object.cancel()
            self.host.history.resume()
        super().focusOutEvent(event)

    def leaveEvent(self, event) -> None:
        self.host.hover(None)
        super().leaveEvent(event)

    def viewportEvent(self, event) -> bool:
        if event.type() == QEvent.Type.ToolTip:
            coord = self.field_at(event.pos())
            text = self.host.tooltip(coord)
            if text:
                QToolTip.showText(event.globalPos(), text, self.viewport())
            else:
                QToolTip.hideText()
                event.ignore()
            return True
        return super().viewportEvent(event)

"""`ZoomView`: the board's QGraphicsView, zoomed around the pointer and fitted to its board.

The designer's board and a playtest's isle both show a board this way; they differ only in the
numbers below, whether the wheel zooms alone or with Ctrl, and how long a resize refits:

- `MIN_SCALE`, `MAX_SCALE`: the zoom's bounds; `MAX_FIT`: fitting never enlarges past this.
- `WHEEL_ZOOMS`: "always" (the wheel zooms) or "ctrl" (Ctrl+wheel zooms, the wheel scrolls).
- `fit_rect()`: the scene rectangle `fit` shows (an empty one: nothing to fit yet).
- `refits_on_resize()`: whether a resize refits (default: until the user zooms or pans, so the board
  opened in a window that is still settling its size is fitted to the size it settles on).

A fit can make the scroll bars appear (the scene reaches past the fitted board), which shrinks the
viewport, which refits smaller, which hides them again: a resize that only takes the viewport back to
the size of one of the last two fits, by no more than a scroll bar, is that ping-pong and does not refit.
"""

from __future__ import annotations

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QPainter
from PySide6.QtWidgets import QFrame, QGraphicsScene, QGraphicsView

from . import style

WHEEL_STEP = 1.0015  # the zoom factor per eighth of a degree the wheel turns


class ZoomView(QGraphicsView):
    MIN_SCALE, MAX_SCALE, MAX_FIT = 0.08, 8.0, 1.8
    WHEEL_ZOOMS = "always"

    def __init__(self, parent=None) -> None:
        super().__init__(parent)
        self.setScene(QGraphicsScene(self))
        self.setFrameShape(QFrame.Shape.NoFrame)
        self.setRenderHints(QPainter.RenderHint.Antialiasing | QPainter.RenderHint.TextAntialiasing)
        self.setTransformationAnchor(QGraphicsView.ViewportAnchor.AnchorUnderMouse)
        self.setResizeAnchor(QGraphicsView.ViewportAnchor.AnchorViewCenter)
        self.setViewportUpdateMode(QGraphicsView.ViewportUpdateMode.MinimalViewportUpdate)
        self.setBackgroundBrush(style.BACKGROUND)
        self.setMouseTracking(True)
        self.fitted = False
        self.follows_size = True  # refit on every resize until the user zooms or pans (`fit` restores it)
        self._fitted_sizes: list[tuple[int, int]] = []  # the viewport sizes of the last two fits

    def fit_rect(self) -> QRectF:
        return QRectF()

    def refits_on_resize(self) -> bool:
        return self.follows_size

    @property
    def zoom(self) -> float:
        return self.transform().m11()

    def zoom_by(self, factor: float) -> None:
        factor = max(self.MIN_SCALE / self.zoom, min(self.MAX_SCALE / self.zoom, factor))
        self.scale(factor, factor)
        self.follows_size = False

    def zoom_in(self) -> None:
        self.zoom_by(1.25)

    def zoom_out(self) -> None:
        self.zoom_by(0.8)

    def fit(self) -> None:
        rect = self.fit_rect()
        if rect.isEmpty():
            return
        self.fitInView(rect, Qt.AspectRatioMode.KeepAspectRatio)
        if self.zoom > self.MAX_FIT:
            self.scale(self.MAX_FIT / self.zoom, self.MAX_FIT / self.zoom)
        self.centerOn(rect.center())
        self.fitted = True
        self.follows_size = True
        self._fitted_sizes = (self._fitted_sizes + [self._viewport_size()])[-2:]

    def _viewport_size(self) -> tuple[int, int]:
        return (self.viewport().width(), self.viewport().height())

    def _scroll_bars_only(self) -> bool:
        """Whether the viewport is back at the size of a recent fit and differs from the last one by no
        more than the scroll bars (the fit's own scroll bars coming and going)."""
        size = self._viewport_size()
        if size not in self._fitted_sizes or not self._fitted_sizes:
            return False
        last = self._fitted_sizes[-1]
        bar = self.style().pixelMetric(self.style().PixelMetric.PM_ScrollBarExtent) + 2
        return abs(size[0] - last[0]) <= bar and abs(size[1] - last[1]) <= bar

    def showEvent(self, event) -> None:
        super().showEvent(event)
        if not self.fitted:
            self.fit()

    def resizeEvent(self, event) -> None:
        super().resizeEvent(event)
        if self.isVisible() and self.refits_on_resize() and not self._scroll_bars_only():
            self.fit()

    def wheelEvent(self, event) -> None:
        if self.WHEEL_ZOOMS == "always" or event.modifiers() & Qt.KeyboardModifier.ControlModifier:
            self.zoom_by(WHEEL_STEP ** event.angleDelta().y())
            event.accept()
        else:
            super().wheelEvent(event)

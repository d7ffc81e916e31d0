"""The picture of a board of placed cards (`engine.core.placed.Board`): each card drawn by its game, turned.

Games that grow their map from cards (cards laid as players explore, sea tiles) show it
alike in the editor's sample board and in the F5 playtest board, so the kit draws the board and the
game draws one card: `paint_card(painter, card_id)` paints the card upright in its own square of
`CELL` units (0, 0 to CELL, CELL); this module turns it by the cell's rotation (quarter turns
clockwise: the card's bottom faces `SIDES[(2 + r) % 4]`) and puts it on its cell, x to the east and y
to the south, cells `CELL` apart.

- `paint_board(painter, board, paint_card, marks=None, frontier=())`: the whole board on any painter
  (a widget, an image, a PDF page), in scene units; `board_rect(board)` is the rectangle it covers.
- `PlacedBoardItem`: the same as a QGraphicsItem, with marks over cells (`marks`: cell -> a list of
  `paint(painter, QRectF)` callbacks: ships, pirates, The Doom), highlighted cells (`highlight`) and
  dashed empty cells (`frontier`: where a card could go next).
- `PlacedBoardView`: a `ZoomView` showing the item, fitted to the board, with `cell_clicked(cell)`
  and `cell_at(scene point)`; `show_board(...)` redraws it.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Iterable, Mapping

from PySide6.QtCore import QPointF, QRectF, Qt, Signal
from PySide6.QtGui import QColor, QPainter, QPen
from PySide6.QtWidgets import QGraphicsItem

from .zoom_view import ZoomView

CELL = 60.0  # scene units per cell (a game's card is drawn in a CELL x CELL square)
GAP = 1.5  # between two cards, so each card's edges show
PaintCard = Callable[[QPainter, object], None]


def cell_rect(cell: tuple[int, int]) -> QRectF:
    return QRectF(cell[0] * CELL, cell[1] * CELL, CELL, CELL)


def board_rect(board, frontier: Iterable[tuple[int, int]] = ()) -> QRectF:
    """The rectangle the placed cells (and the dashed frontier) cover, in scene units."""
    cells = [*board.cells(), *frontier]
    if not cells:
        return QRectF(0, 0, CELL, CELL)
    xs, ys = [c[0] for c in cells], [c[1] for c in cells]
    return QRectF(min(xs) * CELL, min(ys) * CELL, (max(xs) - min(xs) + 1) * CELL, (max(ys) - min(ys) + 1) * CELL)


def paint_card_at(painter: QPainter, cell: tuple[int, int], card, rotation: int, paint_card: PaintCard) -> None:
    """One card on its cell, turned by `rotation` quarter turns clockwise about the cell's centre."""
    rect = cell_rect(cell)
    inner = (CELL - 2 * GAP) / CELL
    painter.save()
    painter.translate(rect.center())
    painter.rotate(90.0 * (rotation % 4))
    painter.scale(inner, inner)
    painter.translate(-CELL / 2, -CELL / 2)
    paint_card(painter, card)
    painter.restore()


def paint_board(painter: QPainter, board, paint_card: PaintCard, marks: Mapping | None = None,
                frontier: Iterable[tuple[int, int]] = (), highlight: Iterable[tuple[int, int]] = ()) -> None:
    """The board's cards, then the dashed frontier, the highlighted cells and the marks over them."""
    painter.save()
    painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
    for cell, placed in board.items():
        paint_card_at(painter, cell, placed.card, placed.rotation, paint_card)
    pen = QPen(QColor("#6f8597"), 0.8, Qt.PenStyle.DashLine)
    painter.setPen(pen)
    painter.setBrush(Qt.BrushStyle.NoBrush)
    for cell in frontier:
        painter.drawRoundedRect(cell_rect(cell).adjusted(GAP * 2, GAP * 2, -GAP * 2, -GAP * 2), 3, 3)
    painter.setPen(QPen(QColor("#1b5fd1"), 1.6))
    for cell in highlight:
        painter.drawRoundedRect(cell_rect(cell).adjusted(GAP, GAP, -GAP, -GAP), 3, 3)
    for cell, painters in (marks or {}).items():
        for paint_mark in painters:
            paint_mark(painter, cell_rect(cell))
    painter.restore()


class PlacedBoardItem(QGraphicsItem):
    def __init__(self, board, paint_card: PaintCard) -> None:
        super().__init__()
        self.board, self.paint_card = board, paint_card
        self.marks: dict = {}
        self.frontier: list = []
        self.highlight: list = []

    def boundingRect(self) -> QRectF:
        return board_rect(self.board, self.frontier).adjusted(-2, -2, 2, 2)

    def paint(self, painter: QPainter, option, widget=None) -> None:
        paint_board(painter, self.board, self.paint_card, self.marks, self.frontier, self.highlight)


class PlacedBoardView(ZoomView):
    """A board of placed cards in a zoomable view; a click on a cell (placed or not) emits it."""

    cell_clicked = Signal(object)  # (x, y)

    def __init__(self, paint_card: PaintCard, parent=None) -> None:
        super().__init__(parent)
        self.paint_card = paint_card
        self.item: PlacedBoardItem | None = None

    def show_board(self, board, marks: Mapping | None = None, frontier: Iterable = (), highlight: Iterable = ()) -> None:
        """Draw `board` (an `engine.core.placed.Board`), with marks over cells and the dashed frontier."""
        scene = self.scene()
        before = None
        if self.item is not None:
            before = self.item.boundingRect()
            scene.removeItem(self.item)
        self.item = PlacedBoardItem(board, self.paint_card)
        self.item.marks, self.item.frontier, self.item.highlight = dict(marks or {}), list(frontier), list(highlight)
        scene.addItem(self.item)
        scene.setSceneRect(self.item.boundingRect().adjusted(-CELL / 2, -CELL / 2, CELL / 2, CELL / 2))
        if self.isVisible() and (not self.fitted or self._outgrew(before)):
            self.fit()

    def _outgrew(self, before: QRectF | None) -> bool:
        """Whether the board grew past both its old bounds and what the view shows: only then is it fitted
        again, so a user's zoom and scroll stay while the play goes on inside them."""
        now = self.item.boundingRect()
        if before is None or before.contains(now):
            return False
        shown = self.mapToScene(self.viewport().rect()).boundingRect()
        return not shown.contains(now)

    def fit_rect(self) -> QRectF:
        return self.item.boundingRect() if self.item is not None else QRectF()

    @staticmethod
    def cell_at(point: QPointF) -> tuple[int, int]:
        return math.floor(point.x() / CELL), math.floor(point.y() / CELL)

    def mousePressEvent(self, event) -> None:
        super().mousePressEvent(event)
        if event.button() == Qt.MouseButton.LeftButton:
            self.cell_clicked.emit(self.cell_at(self.mapToScene(event.position().toPoint())))
            event.accept()

    def mouseReleaseEvent(self, event) -> None:
        super().mouseReleaseEvent(event)
        event.accept()  # the press was taken: its release too

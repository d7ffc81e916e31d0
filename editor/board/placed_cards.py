"""A playtest board of placed cards (the editor kit): a board that grows as cards are laid, clickable by cell.

Games whose map is built from cards while they play (`engine.core.placed.Board`: Haze Islands' map
cards, Finis Terrae's sea tiles) draw every placed card on its square cell, turned by its rotation,
and mark the empty cells next to it where a card may go or a piece may move. What a card's face shows
(edges, marks, pieces on it) is the game's: it hands a `paint_card(painter, rect, cell, placed)` to
`PlacedCardsItem`, which lays out the cells, paints the empty ones the game offers, outlines what may
be clicked, and maps a click back to its cell.

Cells are (x, y), x to the east and y to the south, unbounded and negative too: the scene has no
origin to keep, the view fits what is laid. `side_line(rect, side)` and `towards(rect, side, depth)`
give a game the geometry of a cell's edges, so edge marks land on the side a card's edge faces
(`engine.core.placed.side_of(local, rotation)`).
"""

from __future__ import annotations

import math
from collections.abc import Callable, Iterable

from PySide6.QtCore import QPointF, QRectF, Qt, Signal
from PySide6.QtGui import QColor, QPainter, QPen
from PySide6.QtWidgets import QGraphicsItem

from .zoom_view import ZoomView

CELL = 120.0  # the side of a card on the scene (the view zooms)
GAP = 4.0  # between two cards
MARGIN = 24.0  # around everything laid
EMPTY = QPen(QColor("#8aa2b8"), 1.5, Qt.PenStyle.DashLine)  # an empty cell the game shows (where a card may go)
CLICKABLE = QPen(QColor("#1b5fd1"), 4)
SELECTED = QPen(QColor("#f0a000"), 4)

Cell = tuple[int, int]
PaintCard = Callable[[QPainter, QRectF, Cell, object], None]


def cell_rect(cell: Cell) -> QRectF:
    """The scene rectangle of a cell's card."""
    x, y = cell
    return QRectF(x * (CELL + GAP), y * (CELL + GAP), CELL, CELL)


def cell_at(point: QPointF) -> Cell:
    """The cell under a scene point (the gap between two cards belongs to the cell before it)."""
    step = CELL + GAP
    return (math.floor(point.x() / step), math.floor(point.y() / step))


def side_line(rect: QRectF, side: str) -> tuple[QPointF, QPointF]:
    """A cell's edge on board `side` ("north", "east", "south", "west"), clockwise."""
    corners = {"north": (rect.topLeft(), rect.topRight()), "east": (rect.topRight(), rect.bottomRight()),
               "south": (rect.bottomRight(), rect.bottomLeft()), "west": (rect.bottomLeft(), rect.topLeft())}
    return corners[side]


def towards(rect: QRectF, side: str, depth: float) -> QPointF:
    """The point `depth` (a share of the half side) from a cell's centre towards the middle of its `side`."""
    a, b = side_line(rect, side)
    middle = (a + b) / 2
    centre = rect.center()
    return centre + (middle - centre) * depth


class PlacedCardsItem(QGraphicsItem):
    """Every laid card (painted by the game's `paint_card`), the empty cells shown, what may be clicked."""

    def __init__(self, paint_card: PaintCard) -> None:
        super().__init__()
        self.paint_card = paint_card
        self.cards: dict[Cell, object] = {}
        self.empty: frozenset[Cell] = frozenset()
        self.clickable: frozenset[Cell] = frozenset()
        self.selected: Cell | None = None
        self._rect = QRectF()

    def show(self, cards: dict[Cell, object], empty: Iterable[Cell] = ()) -> None:
        """The cards laid (cell -> what the game's painter needs, e.g. `placed.Placed`) and the empty
        cells to outline."""
        self.prepareGeometryChange()
        self.cards = dict(cards)
        self.empty = frozenset(empty) - set(self.cards)
        self._rect = self._bounds()
        self.update()

    def set_clickable(self, cells: Iterable[Cell]) -> None:
        self.clickable = frozenset(cells)
        self.prepareGeometryChange()
        self._rect = self._bounds()
        self.update()

    def _bounds(self) -> QRectF:
        every = [*self.cards, *self.empty, *self.clickable]
        if not every:
            return QRectF()
        rect = cell_rect(every[0])
        for cell in every[1:]:
            rect = rect.united(cell_rect(cell))
        return rect.adjusted(-MARGIN, -MARGIN, MARGIN, MARGIN)

    def boundingRect(self) -> QRectF:
        return self._rect

    def paint(self, painter: QPainter, option, widget=None) -> None:
        painter.setBrush(Qt.BrushStyle.NoBrush)
        for cell in sorted(self.empty | (self.clickable - set(self.cards)), key=lambda c: (c[1], c[0])):
            painter.setPen(EMPTY)
            painter.drawRoundedRect(cell_rect(cell).adjusted(6, 6, -6, -6), 8, 8)
        for cell, card in self.cards.items():
            painter.save()
            self.paint_card(painter, cell_rect(cell), cell, card)
            painter.restore()
        painter.setBrush(Qt.BrushStyle.NoBrush)
        for cell in self.clickable:
            painter.setPen(CLICKABLE)
            painter.drawRoundedRect(cell_rect(cell).adjusted(2, 2, -2, -2), 6, 6)
        if self.selected is not None:
            painter.setPen(SELECTED)
            painter.drawRoundedRect(cell_rect(self.selected).adjusted(-1, -1, 1, 1), 6, 6)


class PlacedBoardView(ZoomView):
    """The playtest window's board for a game of placed cards (`EditorRuleset.board_view`): a subclass
    says what its cards show (`paint_card`) and feeds `show_state`; this view keeps the item, fits what
    is laid and turns a click into `area_clicked((x, y))`."""

    area_clicked = Signal(object)  # (x, y)
    figure_clicked = Signal(object, str, int)  # cell, kind, seat (a game that picks pieces emits it)

    def __init__(self, parent=None) -> None:
        super().__init__(parent)
        self.setObjectName("playtest-board")
        self.cards = PlacedCardsItem(self.paint_card)
        self.scene().addItem(self.cards)

    def paint_card(self, painter: QPainter, rect: QRectF, cell: Cell, card) -> None:
        """Draw one laid card into `rect` (a subclass draws its game's face)."""
        painter.setPen(QPen(QColor("#333333"), 1))
        painter.setBrush(QColor("#e8dcc0"))
        painter.drawRect(rect)

    def set_clickable(self, coords) -> None:
        self.cards.set_clickable(tuple(c) for c in coords or ())

    def select_area(self, coord) -> None:
        self.cards.selected = tuple(coord) if coord is not None else None
        self.cards.update()

    def fit_rect(self) -> QRectF:
        return self.cards.boundingRect()

    def mouseReleaseEvent(self, event) -> None:
        super().mouseReleaseEvent(event)
        if event.button() == Qt.MouseButton.LeftButton:
            self.area_clicked.emit(cell_at(self.mapToScene(event.position().toPoint())))

"""Print-and-play pages of cards of any size: as many to a page as fit, each with cut marks at its corners.

A ruleset's print sheet (`EditorRuleset.print_sheet`) ends with pages it draws itself (`sheet.DrawnPage`):
the cards or tiles at their printed size, to be cut out. Every game needs the same layout, only the
size differs (60 mm cards that grow a map, 50 mm sea tiles, small portrait weather cards), so this module fits a
grid of `size` (millimetres) into the page's body with `gutter` points between cards, centres it, and
draws short cut marks out from each card's corners along its edges' lines. A card is drawn by the
caller's `paint(painter, item)` in the card's own millimetres (the faces' units). Two-sided cards
(`duplex_pages`) print each page of fronts on the front of a sheet and their backs on the page after,
mirrored left to right, so a duplex print flipped on the long edge puts each back behind its front.
"""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF
from PySide6.QtGui import QColor, QPainter, QPen

from .sheet import DrawnPage

POINTS_PER_MM = 72.0 / 25.4
GUTTER = 10.0  # points between two cards: each card is cut out alone
MARK, MARK_GAP = 4.5, 1.0  # the cut marks' length and their distance from the card
BODY = QRectF(0, 0, 515.0, 720.0)  # an A4 page's body at the sheet's margins, header and footer (points)


def grid(size: tuple[float, float], body: QRectF = BODY, gutter: float = GUTTER) -> tuple[int, int]:
    """(columns, rows) of cards `size` mm that fit in `body` (points), at least one of each."""
    width, height = size[0] * POINTS_PER_MM, size[1] * POINTS_PER_MM
    columns = max(1, int((body.width() + gutter) // (width + gutter)))
    rows = max(1, int((body.height() + gutter) // (height + gutter)))
    return columns, rows


def slot(body: QRectF, index: int, size: tuple[float, float], gutter: float = GUTTER,
         mirrored: bool = False) -> QRectF:
    """The rectangle (points) of the `index`-th card of a page; `mirrored`: of its back, on a page of backs
    (the columns run right to left)."""
    columns, rows = grid(size, body, gutter)
    width, height = size[0] * POINTS_PER_MM, size[1] * POINTS_PER_MM
    row, column = divmod(index, columns)
    if mirrored:
        column = columns - 1 - column
    left = body.x() + (body.width() - (columns * width + (columns - 1) * gutter)) / 2
    top = body.y() + (body.height() - (rows * height + (rows - 1) * gutter)) / 2
    return QRectF(left + column * (width + gutter), top + row * (height + gutter), width, height)


def cut_marks(painter: QPainter, rect: QRectF) -> None:
    """Short lines out from each corner of a card, along its edges' lines: where to cut."""
    painter.save()
    painter.setPen(QPen(QColor("#000000"), 0.4))
    for x, y, dx, dy in ((rect.left(), rect.top(), -1, -1), (rect.right(), rect.top(), 1, -1),
                         (rect.right(), rect.bottom(), 1, 1), (rect.left(), rect.bottom(), -1, 1)):
        painter.drawLine(QPointF(x + dx * MARK_GAP, y), QPointF(x + dx * (MARK_GAP + MARK), y))
        painter.drawLine(QPointF(x, y + dy * MARK_GAP), QPointF(x, y + dy * (MARK_GAP + MARK)))
    painter.restore()


def page(items: list, size: tuple[float, float], paint, gutter: float = GUTTER, mirrored: bool = False):
    """paint(painter, body) of one page of `items`, each drawn by `paint(painter, item)` in millimetres
    (`mirrored`: a page of backs)."""
    def draw(painter: QPainter, body: QRectF) -> None:
        for index, item in enumerate(items):
            rect = slot(body, index, size, gutter, mirrored)
            painter.save()
            painter.translate(rect.topLeft())
            painter.scale(POINTS_PER_MM, POINTS_PER_MM)
            paint(painter, item)
            painter.restore()
            cut_marks(painter, rect)
    return draw


def pages(items: list, size: tuple[float, float], paint, body: QRectF = BODY, gutter: float = GUTTER) -> list[DrawnPage]:
    """The items as many to a page as fit in `body` (the sheet's A4 body by default)."""
    columns, rows = grid(size, body, gutter)
    per_page = columns * rows
    return [DrawnPage(page(items[start:start + per_page], size, paint, gutter)) for start in range(0, len(items), per_page)]


def duplex_pages(items: list, size: tuple[float, float], front, back, body: QRectF = BODY,
                 gutter: float = GUTTER) -> list[DrawnPage]:
    """Two-sided cards: each page of fronts (drawn by `front`) starts a sheet (`recto`) and is followed by
    the same cards' backs (drawn by `back`), mirrored, so that each back lands behind its front."""
    columns, rows = grid(size, body, gutter)
    per_page = columns * rows
    drawn = []
    for start in range(0, len(items), per_page):
        group = items[start:start + per_page]
        drawn.append(DrawnPage(page(group, size, front, gutter), recto=True))
        drawn.append(DrawnPage(page(group, size, back, gutter, mirrored=True)))
    return drawn

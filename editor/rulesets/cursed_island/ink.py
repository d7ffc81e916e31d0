"""Words and small marks on Cursed Island's faces, in the face's own units (millimetres).

A face is painted in millimetres (the card catalogue scales it to the screen, the print sheet to paper),
so a font is sized in those units: drawn 100 pixels high and scaled down (`text`); `flow` lays a block
of words top-down in a column and says how much height it took, so a card's sections follow each other
whatever their length.
"""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QPainter, QPainterPath, QPen

INK = "#2b2118"
FAINT = "#8c7f6a"


def _font(bold: bool, italic: bool) -> QFont:
    font = QFont()
    font.setPixelSize(100)
    font.setBold(bold)
    font.setItalic(italic)
    return font


def text(painter: QPainter, rect: QRectF, words: str, size: float, bold: bool = False, colour: str = INK,
         align=Qt.AlignmentFlag.AlignCenter, italic: bool = False) -> None:
    """Words in `rect`, `size` units high, wrapped and centred vertically."""
    painter.save()
    painter.setFont(_font(bold, italic))
    painter.setPen(QColor(colour))
    factor = size / 100.0
    painter.translate(rect.topLeft())
    painter.scale(factor, factor)
    painter.drawText(QRectF(0, 0, rect.width() / factor, rect.height() / factor),
                     int(align | Qt.AlignmentFlag.AlignVCenter) | int(Qt.TextFlag.TextWordWrap), words)
    painter.restore()


def flow(painter: QPainter, left: float, top: float, width: float, words: str, size: float, bold: bool = False,
         italic: bool = False, colour: str = INK, bottom: float | None = None) -> float:
    """Words from (left, top) in a column `width` wide, wrapped; returns the height they took (clipped at
    `bottom` when given: a long card's words stop at its frame)."""
    factor = size / 100.0
    metrics = QFontMetricsF(_font(bold, italic))
    box = metrics.boundingRect(QRectF(0, 0, width / factor, 1e6), int(Qt.TextFlag.TextWordWrap), words)
    height = box.height() * factor
    if bottom is not None:
        height = max(0.0, min(height, bottom - top))
    painter.save()
    painter.setFont(_font(bold, italic))
    painter.setPen(QColor(colour))
    painter.translate(left, top)
    painter.scale(factor, factor)
    painter.setClipRect(QRectF(0, 0, width / factor, height / factor))
    painter.drawText(QRectF(0, 0, width / factor, height / factor + 1),
                     int(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop) | int(Qt.TextFlag.TextWordWrap), words)
    painter.restore()
    return height


def badge(painter: QPainter, rect: QRectF, words: str, fill: str = "#fffaf0", edge: str = "#35586e") -> None:
    """A small rounded label (a count, a cost) drawn over a face's corner."""
    painter.save()
    painter.setPen(QPen(QColor(edge), 0.3))
    painter.setBrush(QColor(fill))
    painter.drawRoundedRect(rect, 1.2, 1.2)
    painter.restore()
    text(painter, rect, words, min(rect.height() * 0.6, rect.width() / max(1, len(words)) * 1.6), bold=True)


def stamp(painter: QPainter, centre: QPointF, words: str, size: float, colour: str = "#b3261e") -> None:
    """Words turned across a face, framed (what a card lacks: "not simulated")."""
    painter.save()
    painter.translate(centre)
    painter.rotate(-18.0)
    metrics = QFontMetricsF(_font(True, False))
    width = metrics.horizontalAdvance(words) * size / 100.0 + 3.0
    rect = QRectF(-width / 2, -size * 0.9, width, size * 1.8)
    painter.setPen(QPen(QColor(colour), 0.5))
    painter.setBrush(QColor(255, 255, 255, 170))
    painter.drawRoundedRect(rect, 1.0, 1.0)
    painter.restore()
    painter.save()
    painter.translate(centre)
    painter.rotate(-18.0)
    text(painter, QRectF(-width / 2, -size * 0.9, width, size * 1.8), words, size, bold=True, colour=colour)
    painter.restore()


def rect_path(rect: QRectF) -> QPainterPath:
    path = QPainterPath()
    path.addRect(rect)
    return path

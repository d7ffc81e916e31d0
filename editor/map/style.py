"""The map designer's own look: the icons of its paint kinds (any ruleset's field kinds) and of its tools.

The board's colours, pens and glyphs are shared with the playtest window (`editor.board.style`).
"""

from __future__ import annotations

from functools import cache

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QIcon, QPainter, QPainterPath, QPen, QPixmap, QPolygonF

from editor.board.style import anchor_path, hex_polygon, ink_on, kind_fill, label_font_px
from engine.core.maps import FieldKind


@cache
def kind_icon(kind: FieldKind, grid: str = "hex") -> QIcon:
    """A field kind as the palette, the toolbar and the legend show it: its field's shape (a hex or a
    square) in its colour, a dashed outline for a kind without colour, its glyph or anchor on top."""
    pixmap = QPixmap(24, 24)
    pixmap.fill(Qt.GlobalColor.transparent)
    painter = QPainter(pixmap)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    polygon = hex_polygon(10.5, QPointF(12, 12)) if grid != "square" else QPolygonF(QRectF(3, 3, 18, 18))
    fill = kind_fill(kind)
    if fill is None:
        painter.setPen(QPen(QColor("#6e8ca5"), 1.2, Qt.PenStyle.DashLine))
        painter.setBrush(Qt.BrushStyle.NoBrush)
    else:
        painter.setPen(QPen(QColor(30, 40, 50), 1.0))
        painter.setBrush(fill)
    painter.drawPolygon(polygon)
    if kind.icon == "anchor":
        painter.translate(12, 12)
        painter.scale(13, 13)
        painter.setPen(QPen(QColor(255, 255, 255, 215), 2.0 / 13, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap))
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawPath(anchor_path())
    elif kind.icon:
        painter.setPen(ink_on(kind.colour))
        painter.setFont(label_font_px(11))
        painter.drawText(QRectF(0, 0, 24, 24), int(Qt.AlignmentFlag.AlignCenter), kind.icon)
    painter.end()
    return QIcon(pixmap)


@cache
def tool_icon(tool: str) -> QIcon:
    pixmap = QPixmap(24, 24)
    pixmap.fill(Qt.GlobalColor.transparent)
    p = QPainter(pixmap)
    p.setRenderHint(QPainter.RenderHint.Antialiasing)
    ink = QColor("#26323c")
    p.setPen(QPen(ink, 2.0, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap, Qt.PenJoinStyle.RoundJoin))
    if tool == "brush":
        p.drawLine(QPointF(18, 4), QPointF(9, 14))
        p.setBrush(ink)
        p.drawEllipse(QPointF(7, 17), 3.5, 3.5)
    elif tool == "eraser":
        p.setBrush(QColor("#f2a3b3"))
        p.drawPolygon(QPolygonF([QPointF(4, 15), QPointF(13, 6), QPointF(20, 13), QPointF(11, 22)]))
        p.drawLine(QPointF(8, 11), QPointF(15, 18))
    elif tool == "fill":
        p.setBrush(QColor("#9cc6ea"))
        p.drawPolygon(QPolygonF([QPointF(5, 10), QPointF(12, 4), QPointF(19, 11), QPointF(12, 18)]))
        p.setBrush(ink)
        p.drawEllipse(QPointF(19, 19), 2.2, 2.8)
    elif tool == "rectangle":
        p.setBrush(QColor("#c9dcc0"))
        p.drawRect(QRectF(4, 6, 16, 12))
    elif tool == "select":
        p.setPen(QPen(ink, 1.5, Qt.PenStyle.DashLine))
        p.drawRect(QRectF(3, 3, 14, 12))
        p.setPen(QPen(ink, 1.0))
        p.setBrush(ink)
        p.drawPolygon(QPolygonF([QPointF(11, 9), QPointF(21, 15), QPointF(16, 16), QPointF(19, 21),
                                 QPointF(17, 22), QPointF(14, 17), QPointF(11, 20)]))
    elif tool == "symmetry":
        p.drawLine(QPointF(12, 2), QPointF(12, 22))
        p.setBrush(QColor("#6aae55"))
        p.setPen(QPen(ink, 1.2))
        p.drawPolygon(QPolygonF([QPointF(3, 8), QPointF(9, 5), QPointF(9, 17)]))
        p.drawPolygon(QPolygonF([QPointF(21, 8), QPointF(15, 5), QPointF(15, 17)]))
    elif tool == "stamp":
        p.setBrush(QColor("#c9a27a"))
        p.drawRoundedRect(QRectF(9, 3, 6, 9), 2, 2)
        p.setBrush(QColor("#8b7560"))
        p.drawRect(QRectF(4, 12, 16, 5))
        p.setBrush(QColor("#6aae55"))
        p.drawRect(QRectF(4, 19, 16, 2.5))
    elif tool == "random":
        p.setBrush(QColor("#ffffff"))
        p.drawRoundedRect(QRectF(3.5, 3.5, 17, 17), 3, 3)
        p.setBrush(ink)
        for x, y in ((8, 8), (16, 8), (12, 12), (8, 16), (16, 16)):
            p.drawEllipse(QPointF(x, y), 1.3, 1.3)
    elif tool == "link":
        p.setPen(QPen(ink, 2.0, Qt.PenStyle.DashLine, Qt.PenCapStyle.RoundCap))
        p.setBrush(Qt.BrushStyle.NoBrush)
        path = QPainterPath(QPointF(5, 18))
        path.quadTo(QPointF(12, 2), QPointF(19, 18))
        p.drawPath(path)
        p.setPen(QPen(QColor("#ffffff"), 1.0))
        p.setBrush(ink)
        p.drawEllipse(QPointF(5, 18), 3, 3)
        p.drawEllipse(QPointF(19, 18), 3, 3)
    elif tool == "swap":
        p.drawLine(QPointF(4, 8), QPointF(19, 8))
        p.drawPolyline(QPolygonF([QPointF(15, 4), QPointF(19, 8), QPointF(15, 12)]))
        p.drawLine(QPointF(20, 16), QPointF(5, 16))
        p.drawPolyline(QPolygonF([QPointF(9, 12), QPointF(5, 16), QPointF(9, 20)]))
    elif tool == "landing":
        p.save()
        p.translate(12, 12)
        p.scale(20, 20)
        p.setPen(QPen(ink, 2.0 / 20, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap))
        p.setBrush(Qt.BrushStyle.NoBrush)
        p.drawPath(anchor_path())
        p.restore()
    elif tool in ("zoom-in", "zoom-out"):
        p.drawEllipse(QPointF(10, 10), 6.5, 6.5)
        p.drawLine(QPointF(15, 15), QPointF(21, 21))
        p.drawLine(QPointF(7, 10), QPointF(13, 10))
        if tool == "zoom-in":
            p.drawLine(QPointF(10, 7), QPointF(10, 13))
    elif tool == "zoom-fit":
        for x, y, dx, dy in ((3, 3, 1, 1), (21, 3, -1, 1), (3, 21, 1, -1), (21, 21, -1, -1)):
            p.drawLine(QPointF(x, y), QPointF(x + 6 * dx, y))
            p.drawLine(QPointF(x, y), QPointF(x, y + 6 * dy))
        p.setBrush(QColor("#6aae55"))
        p.setPen(QPen(ink, 1.2))
        p.drawPolygon(hex_polygon(5.5, QPointF(12, 12)))
    elif tool == "board-size":
        p.setPen(QPen(ink, 1.2, Qt.PenStyle.DashLine))
        p.drawRect(QRectF(3, 3, 12, 12))
        p.setPen(QPen(ink, 2.0, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap, Qt.PenJoinStyle.RoundJoin))
        p.drawLine(QPointF(12, 12), QPointF(21, 21))
        p.drawPolyline(QPolygonF([QPointF(15, 21), QPointF(21, 21), QPointF(21, 15)]))
    p.end()
    return QIcon(pixmap)

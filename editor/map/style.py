"""How the board looks: field colours, pens, glyphs and the toolbar's icons."""

from __future__ import annotations

from functools import lru_cache

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QFont, QIcon, QPainter, QPainterPath, QPen, QPixmap, QPolygonF

BACKGROUND = QColor("#e9eef2")
FILL = {
    "sea": QColor("#3f7fc0"),
    "green": QColor("#6aae55"),
    "yellow": QColor("#e6c64f"),
    "red": QColor("#c9553e"),
    "adventure": QColor("#8653b5"),
    "fixed": QColor("#8b7560"),
    "unknown": QColor("#ff3dcb"),
}
KIND_LABELS = {"sea": "Sea", "green": "Green", "yellow": "Yellow", "red": "Red", "adventure": "Adventure area",
               "fixed": "Fixed tile", "empty": "Empty water"}
GRID_PEN = QPen(QColor(30, 40, 50, 150), 1.0)
GRID_PEN.setCosmetic(True)
WATER_PEN = QPen(QColor(110, 140, 165, 110), 1.0, Qt.PenStyle.DotLine)
WATER_PEN.setCosmetic(True)
NO_LANDING_BRUSH = QBrush(QColor(255, 255, 255, 70), Qt.BrushStyle.BDiagPattern)
SELECTION_PEN = QPen(QColor("#ffffff"), 3.0)
SELECTION_FILL = QColor(255, 255, 255, 70)
SELECTION_EDGE = QPen(QColor("#1b5fd1"), 1.5)
PREVIEW_PEN = QPen(QColor("#1b5fd1"), 2.0, Qt.PenStyle.DashLine)
PROBLEM_COLOURS = {"error": QColor("#e0201b"), "warning": QColor("#f08a00")}
LINK_PEN = QPen(QColor("#2b2118"), 3.0, Qt.PenStyle.DashLine, Qt.PenCapStyle.RoundCap)
TOKEN_BRUSH = QBrush(QColor("#f6d776"))
TOKEN_PEN = QPen(QColor("#5b4300"), 1.5)
LABEL_COLOUR = QColor("#ffffff")
LABEL_HALO = QColor(30, 20, 40, 200)


@lru_cache(maxsize=None)
def label_font_px(pixels: int, bold: bool = True) -> QFont:
    """A font sized in scene units, so labels zoom with the board."""
    font = QFont()
    font.setPixelSize(pixels)
    font.setBold(bold)
    return font


@lru_cache(maxsize=None)
def anchor_path() -> QPainterPath:
    """An anchor, drawn with a pen, in a box from -0.5 to 0.5 (a landing sea)."""
    path = QPainterPath()
    path.addEllipse(QPointF(0, -0.36), 0.1, 0.1)
    path.moveTo(0, -0.26)
    path.lineTo(0, 0.42)
    path.moveTo(-0.2, -0.14)
    path.lineTo(0.2, -0.14)
    path.moveTo(-0.36, 0.08)
    path.quadTo(-0.3, 0.42, 0, 0.42)
    path.quadTo(0.3, 0.42, 0.36, 0.08)
    path.moveTo(-0.44, 0.16)
    path.lineTo(-0.36, 0.06)
    path.lineTo(-0.27, 0.15)
    path.moveTo(0.44, 0.16)
    path.lineTo(0.36, 0.06)
    path.lineTo(0.27, 0.15)
    return path


@lru_cache(maxsize=None)
def no_landing_path() -> QPainterPath:
    """A crossed circle, in a box from -0.5 to 0.5 (a sea where ships may not land)."""
    path = QPainterPath()
    path.addEllipse(QPointF(0, 0), 0.4, 0.4)
    path.moveTo(-0.28, -0.28)
    path.lineTo(0.28, 0.28)
    return path


def hex_polygon(radius: float, centre: QPointF) -> QPolygonF:
    import math
    return QPolygonF([QPointF(centre.x() + radius * math.cos(math.radians(60 * i)),
                              centre.y() + radius * math.sin(math.radians(60 * i))) for i in range(6)])


@lru_cache(maxsize=None)
def kind_icon(kind: str) -> QIcon:
    pixmap = QPixmap(24, 24)
    pixmap.fill(Qt.GlobalColor.transparent)
    painter = QPainter(pixmap)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    polygon = hex_polygon(10.5, QPointF(12, 12))
    if kind == "empty":
        painter.setPen(QPen(QColor("#6e8ca5"), 1.2, Qt.PenStyle.DashLine))
        painter.setBrush(Qt.BrushStyle.NoBrush)
    else:
        painter.setPen(QPen(QColor(30, 40, 50), 1.0))
        painter.setBrush(FILL[kind])
    painter.drawPolygon(polygon)
    painter.end()
    return QIcon(pixmap)


@lru_cache(maxsize=None)
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
    p.end()
    return QIcon(pixmap)

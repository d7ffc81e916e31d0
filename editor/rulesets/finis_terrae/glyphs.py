"""The small pictures of Finis Terrae's tiles and weather cards, drawn with QPainter from plain shapes.

One painter per feature a tile may carry (a pirate den's flag, a fort, a lighthouse, a wreck, a
castaway's palm, a treasure chest), per token laid on a tile (a disc with its own shape: treasure,
find, castaway) and per weather (sun, rain, storm, the finale's horizon), so the tile faces, the sample
sea, the print sheet and the playtest board draw them alike. Units are the caller's (the faces draw in
millimetres); `at` is the picture's centre and `size` its height.
"""

from __future__ import annotations

import math

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QPainter, QPainterPath, QPen, QPolygonF

INK = QColor("#2b2118")
TOKEN_COLOURS = {"treasure": "#d4a017", "find": "#8a6a4a", "castaway": "#d9833a"}
TOKEN_WORDS = {"treasure": "treasure", "find": "find", "castaway": "castaway"}


def text(painter: QPainter, rect: QRectF, words: str, size: float, bold: bool = False, colour="#2b2118",
         align=Qt.AlignmentFlag.AlignCenter) -> None:
    """Words in `rect`, `size` units high, wrapped; the font is sized in the caller's units."""
    painter.save()
    font = QFont()
    font.setPixelSize(100)
    font.setBold(bold)
    painter.setFont(font)
    painter.setPen(QColor(colour))
    factor = size / 100.0
    painter.translate(rect.topLeft())
    painter.scale(factor, factor)
    painter.drawText(QRectF(0, 0, rect.width() / factor, rect.height() / factor),
                     int(align | Qt.AlignmentFlag.AlignVCenter) | int(Qt.TextFlag.TextWordWrap), words)
    painter.restore()


def _pen(width: float, colour=INK) -> QPen:
    pen = QPen(QColor(colour), width)
    pen.setJoinStyle(Qt.PenJoinStyle.RoundJoin)
    pen.setCapStyle(Qt.PenCapStyle.RoundCap)
    return pen


def _poly(points) -> QPolygonF:
    return QPolygonF([QPointF(x, y) for x, y in points])


def paint_den(painter: QPainter, at: QPointF, size: float) -> None:
    """A pirate den: a black flag with a white skull on a pole."""
    u = size / 10.0
    x, y = at.x() - 3 * u, at.y() - 5 * u
    painter.save()
    painter.setPen(_pen(0.6 * u))
    painter.drawLine(QPointF(x, y), QPointF(x, y + 10 * u))
    painter.setBrush(QColor("#1d1d1d"))
    flag = QPainterPath()
    flag.moveTo(x, y + 0.3 * u)
    flag.cubicTo(x + 3 * u, y - 0.8 * u, x + 5 * u, y + 1.4 * u, x + 7.5 * u, y + 0.3 * u)
    flag.lineTo(x + 7.5 * u, y + 5.3 * u)
    flag.cubicTo(x + 5 * u, y + 6.4 * u, x + 3 * u, y + 4.2 * u, x, y + 5.3 * u)
    flag.closeSubpath()
    painter.drawPath(flag)
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(QColor("#f4f1ea"))
    painter.drawEllipse(QPointF(x + 3.8 * u, y + 2.3 * u), 1.3 * u, 1.2 * u)
    painter.setPen(_pen(0.5 * u, "#f4f1ea"))
    painter.drawLine(QPointF(x + 2.0 * u, y + 3.5 * u), QPointF(x + 5.6 * u, y + 4.6 * u))
    painter.drawLine(QPointF(x + 2.0 * u, y + 4.6 * u), QPointF(x + 5.6 * u, y + 3.5 * u))
    painter.restore()


def paint_fort(painter: QPainter, at: QPointF, size: float) -> None:
    """A sea fort: a squat tower with battlements and a gate."""
    u = size / 10.0
    x, y = at.x(), at.y()
    painter.save()
    painter.setPen(_pen(0.45 * u))
    painter.setBrush(QColor("#b9b2a5"))
    top = y - 4 * u
    outline = [(x - 4 * u, y + 5 * u), (x - 4 * u, top)]
    for k in range(4):  # four merlons
        left = x - 4 * u + k * 2 * u + (0.0 if k == 0 else 0.0)
        outline += [(left, top - 1.5 * u), (left + 1.2 * u, top - 1.5 * u), (left + 1.2 * u, top), (left + 2 * u, top)]
    outline[-1] = (x + 4 * u, top)
    outline += [(x + 4 * u, y + 5 * u)]
    painter.drawPolygon(_poly(outline))
    painter.setBrush(QColor("#4a3b2a"))
    gate = QPainterPath()
    gate.moveTo(x - 1.3 * u, y + 5 * u)
    gate.lineTo(x - 1.3 * u, y + 2 * u)
    gate.arcTo(QRectF(x - 1.3 * u, y + 0.7 * u, 2.6 * u, 2.6 * u), 180, -180)
    gate.lineTo(x + 1.3 * u, y + 5 * u)
    gate.closeSubpath()
    painter.drawPath(gate)
    painter.restore()


def paint_lighthouse(painter: QPainter, at: QPointF, size: float) -> None:
    """A lighthouse: a striped tapering tower, its lamp and two beams."""
    u = size / 10.0
    x, y = at.x(), at.y()
    painter.save()
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(QColor(255, 226, 110, 150))
    for sign in (-1, 1):
        painter.drawPolygon(_poly([(x, y - 3.6 * u), (x + sign * 5 * u, y - 5.2 * u), (x + sign * 5 * u, y - 2.2 * u)]))
    painter.setPen(_pen(0.4 * u))
    painter.setBrush(QColor("#f4f1ea"))
    tower = _poly([(x - 2.2 * u, y + 5 * u), (x - 1.2 * u, y - 2.6 * u), (x + 1.2 * u, y - 2.6 * u), (x + 2.2 * u, y + 5 * u)])
    painter.drawPolygon(tower)
    painter.setBrush(QColor("#c0392b"))
    for band in (0.0, 3.4):
        top, bottom = y - 1.2 * u + band, y + 0.5 * u + band
        w_top, w_bottom = 1.2 + (top - (y - 2.6 * u)) / (7.6 * u), 1.2 + (bottom - (y - 2.6 * u)) / (7.6 * u)
        painter.drawPolygon(_poly([(x - w_top * u, top), (x + w_top * u, top), (x + w_bottom * u, bottom),
                                   (x - w_bottom * u, bottom)]))
    painter.setBrush(QColor("#ffd54a"))
    painter.drawRect(QRectF(x - 1.0 * u, y - 4.4 * u, 2.0 * u, 1.8 * u))
    painter.setBrush(QColor("#2b2118"))
    painter.drawPolygon(_poly([(x - 1.4 * u, y - 4.4 * u), (x, y - 5.6 * u), (x + 1.4 * u, y - 4.4 * u)]))
    painter.restore()


def paint_wreck(painter: QPainter, at: QPointF, size: float) -> None:
    """A wreck: a tilted broken hull half sunk, its mast snapped."""
    u = size / 10.0
    x, y = at.x(), at.y()
    painter.save()
    painter.translate(x, y)
    painter.rotate(-14)
    painter.setPen(_pen(0.45 * u))
    painter.setBrush(QColor("#7a5634"))
    hull = QPainterPath()
    hull.moveTo(-4.5 * u, 0)
    hull.lineTo(4.5 * u, 0)
    hull.quadTo(3.6 * u, 3 * u, 0, 3 * u)
    hull.quadTo(-3.6 * u, 3 * u, -4.5 * u, 0)
    painter.drawPath(hull)
    painter.drawLine(QPointF(0.5 * u, 0), QPointF(1.2 * u, -4.5 * u))
    painter.drawLine(QPointF(1.2 * u, -4.5 * u), QPointF(2.8 * u, -3.2 * u))
    painter.restore()
    painter.save()
    painter.setPen(_pen(0.35 * u, "#2f5f80"))
    for k in (-1, 1):
        painter.drawArc(QRectF(x + k * 3 * u - 2 * u, y + 2.4 * u, 4 * u, 2 * u), 0, 180 * 16)
    painter.restore()


def paint_palm(painter: QPainter, at: QPointF, size: float) -> None:
    """A castaway's islet: a palm and a small hut."""
    u = size / 10.0
    x, y = at.x(), at.y()
    painter.save()
    painter.setPen(_pen(0.7 * u, "#6b4a2a"))
    trunk = QPainterPath()
    trunk.moveTo(x - 1 * u, y + 5 * u)
    trunk.quadTo(x - 1.5 * u, y, x + 0.5 * u, y - 3.5 * u)
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.drawPath(trunk)
    painter.setPen(_pen(0.35 * u, "#1f5e2e"))
    painter.setBrush(QColor("#2e8b57"))
    for angle in (200, 240, 290, 330, 20):
        a = math.radians(angle)
        tip = QPointF(x + 0.5 * u + 4 * u * math.cos(a), y - 3.5 * u + 2.6 * u * math.sin(a) + 1.2 * u)
        leaf = QPainterPath()
        leaf.moveTo(x + 0.5 * u, y - 3.5 * u)
        mid = QPointF((tip.x() + x + 0.5 * u) / 2, (tip.y() + y - 3.5 * u) / 2 - 1.0 * u)
        leaf.quadTo(mid, tip)
        leaf.quadTo(QPointF(mid.x(), mid.y() + 1.4 * u), QPointF(x + 0.5 * u, y - 3.5 * u))
        painter.drawPath(leaf)
    painter.restore()


def paint_chest(painter: QPainter, at: QPointF, size: float) -> None:
    """A treasure chest: a box with a rounded lid, bands and a lock."""
    u = size / 10.0
    x, y = at.x(), at.y()
    painter.save()
    painter.setPen(_pen(0.45 * u))
    painter.setBrush(QColor("#8b5a2b"))
    painter.drawRect(QRectF(x - 4 * u, y - 0.5 * u, 8 * u, 4.5 * u))
    lid = QPainterPath()
    lid.moveTo(x - 4 * u, y - 0.5 * u)
    lid.lineTo(x - 4 * u, y - 1.8 * u)
    lid.quadTo(x, y - 5 * u, x + 4 * u, y - 1.8 * u)
    lid.lineTo(x + 4 * u, y - 0.5 * u)
    lid.closeSubpath()
    painter.setBrush(QColor("#a06a33"))
    painter.drawPath(lid)
    painter.setBrush(QColor("#e0b23a"))
    painter.drawRect(QRectF(x - 0.8 * u, y - 1.4 * u, 1.6 * u, 2.2 * u))
    painter.setPen(_pen(0.5 * u, "#e0b23a"))
    for bx in (-2.6, 2.6):
        painter.drawLine(QPointF(x + bx * u, y - 2.6 * u), QPointF(x + bx * u, y + 4 * u))
    painter.restore()


def paint_figure(painter: QPainter, at: QPointF, size: float, colour="#f4f1ea") -> None:
    """A castaway: a small waving figure."""
    u = size / 10.0
    x, y = at.x(), at.y()
    painter.save()
    painter.setPen(_pen(0.9 * u, colour))
    painter.setBrush(QColor(colour))
    painter.drawEllipse(QPointF(x, y - 3.2 * u), 1.3 * u, 1.3 * u)
    painter.drawLine(QPointF(x, y - 1.6 * u), QPointF(x, y + 1.6 * u))
    painter.drawLine(QPointF(x, y + 1.6 * u), QPointF(x - 1.6 * u, y + 4.2 * u))
    painter.drawLine(QPointF(x, y + 1.6 * u), QPointF(x + 1.6 * u, y + 4.2 * u))
    painter.drawLine(QPointF(x, y - 0.8 * u), QPointF(x - 2.2 * u, y + 0.6 * u))
    painter.drawLine(QPointF(x, y - 0.8 * u), QPointF(x + 2.0 * u, y - 3.0 * u))
    painter.restore()


def paint_amphora(painter: QPainter, at: QPointF, size: float, colour="#f4f1ea") -> None:
    """A find (what a wreck gives up): an amphora."""
    u = size / 10.0
    x, y = at.x(), at.y()
    painter.save()
    painter.setPen(_pen(0.6 * u, colour))
    painter.setBrush(QColor(colour))
    body = QPainterPath()
    body.moveTo(x - 0.8 * u, y - 3.6 * u)
    body.lineTo(x + 0.8 * u, y - 3.6 * u)
    body.cubicTo(x + 3.4 * u, y - 1.5 * u, x + 2.4 * u, y + 3 * u, x, y + 4.4 * u)
    body.cubicTo(x - 2.4 * u, y + 3 * u, x - 3.4 * u, y - 1.5 * u, x - 0.8 * u, y - 3.6 * u)
    painter.drawPath(body)
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.drawArc(QRectF(x - 2.6 * u, y - 3.4 * u, 2.2 * u, 2.4 * u), 90 * 16, 180 * 16)
    painter.drawArc(QRectF(x + 0.4 * u, y - 3.4 * u, 2.2 * u, 2.4 * u), 90 * 16, -180 * 16)
    painter.restore()


def paint_coin(painter: QPainter, at: QPointF, size: float, colour="#f4f1ea") -> None:
    """A treasure token's mark: a stack of coins."""
    u = size / 10.0
    painter.save()
    painter.setPen(_pen(0.5 * u, "#7a5a10"))
    painter.setBrush(QColor(colour))
    for k in range(3):
        painter.drawEllipse(QPointF(at.x(), at.y() + (2 - 2 * k) * u), 3.2 * u, 1.3 * u)
    painter.restore()


FEATURES = {"den": paint_den, "fort": paint_fort, "lighthouse": paint_lighthouse, "wreck": paint_wreck,
            "castaway": paint_palm, "treasure": paint_chest}
TOKEN_MARKS = {"treasure": paint_coin, "find": paint_amphora, "castaway": paint_figure}


def paint_token(painter: QPainter, at: QPointF, radius: float, token: str) -> None:
    """A token lying on a tile: a disc in the token's colour with its own white mark."""
    painter.save()
    painter.setPen(_pen(radius * 0.12))
    painter.setBrush(QColor(TOKEN_COLOURS.get(token, "#7d7d7d")))
    painter.drawEllipse(at, radius, radius)
    mark = TOKEN_MARKS.get(token)
    if mark is not None:
        mark(painter, at, radius * 1.35)
    painter.restore()


# -- weather ------------------------------------------------------------------------------------------
def paint_sun(painter: QPainter, at: QPointF, size: float) -> None:
    u = size / 10.0
    painter.save()
    painter.setPen(_pen(0.6 * u, "#e39b12"))
    for k in range(12):
        a = math.radians(k * 30)
        painter.drawLine(QPointF(at.x() + 3.4 * u * math.cos(a), at.y() + 3.4 * u * math.sin(a)),
                         QPointF(at.x() + 4.9 * u * math.cos(a), at.y() + 4.9 * u * math.sin(a)))
    painter.setBrush(QColor("#ffc93c"))
    painter.drawEllipse(at, 2.7 * u, 2.7 * u)
    painter.restore()


def _cloud(painter: QPainter, at: QPointF, u: float, colour: str) -> None:
    path = QPainterPath()
    for dx, dy, r in ((-2.6, 0.6, 2.0), (0.0, -0.6, 2.8), (2.6, 0.6, 2.0), (0.0, 1.2, 2.0)):
        puff = QPainterPath()
        puff.addEllipse(QPointF(at.x() + dx * u, at.y() + dy * u), r * u, r * u)
        path = path.united(puff)
    painter.setPen(_pen(0.35 * u, "#4c5560"))
    painter.setBrush(QColor(colour))
    painter.drawPath(path)


def paint_rain(painter: QPainter, at: QPointF, size: float) -> None:
    u = size / 10.0
    painter.save()
    _cloud(painter, QPointF(at.x(), at.y() - 1.8 * u), u, "#c9d3dc")
    painter.setPen(_pen(0.45 * u, "#2f6db5"))
    for k, dx in enumerate((-3.0, -1.0, 1.0, 3.0)):
        top = at.y() + (1.8 + (k % 2) * 0.8) * u
        painter.drawLine(QPointF(at.x() + dx * u, top), QPointF(at.x() + (dx - 0.7) * u, top + 2.2 * u))
    painter.restore()


def paint_storm(painter: QPainter, at: QPointF, size: float) -> None:
    u = size / 10.0
    painter.save()
    _cloud(painter, QPointF(at.x(), at.y() - 2.0 * u), u, "#6f7780")
    painter.setPen(_pen(0.3 * u, "#7a5a10"))
    painter.setBrush(QColor("#ffd23c"))
    painter.drawPolygon(_poly([(at.x() + 0.4 * u, at.y() + 0.2 * u), (at.x() - 1.4 * u, at.y() + 2.8 * u),
                               (at.x() + 0.0 * u, at.y() + 2.8 * u), (at.x() - 0.8 * u, at.y() + 5.0 * u),
                               (at.x() + 1.8 * u, at.y() + 1.8 * u), (at.x() + 0.4 * u, at.y() + 1.8 * u),
                               (at.x() + 1.4 * u, at.y() + 0.2 * u)]))
    painter.setPen(_pen(0.4 * u, "#4c5560"))
    painter.setBrush(Qt.BrushStyle.NoBrush)
    for dy in (0.8, 2.6):
        wind = QPainterPath()
        wind.moveTo(at.x() + 2.6 * u, at.y() + dy * u)
        wind.cubicTo(at.x() + 4 * u, at.y() + (dy - 0.8) * u, at.x() + 4.6 * u, at.y() + (dy + 0.8) * u,
                     at.x() + 5.6 * u, at.y() + dy * u)
        painter.drawPath(wind)
    painter.restore()


def paint_horizon(painter: QPainter, at: QPointF, size: float) -> None:
    """The finale card's mark: the sea's edge falling away under a setting sun."""
    u = size / 10.0
    painter.save()
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(QColor("#f08a3c"))
    painter.drawPie(QRectF(at.x() - 3 * u, at.y() - 3 * u, 6 * u, 6 * u), 0, 180 * 16)
    painter.setPen(_pen(0.5 * u, "#2f5f80"))
    painter.drawLine(QPointF(at.x() - 5 * u, at.y()), QPointF(at.x() + 5 * u, at.y()))
    for k in range(3):
        painter.drawLine(QPointF(at.x() + (3.4 + k * 0.6) * u, at.y() + 0.4 * u),
                         QPointF(at.x() + (3.8 + k * 0.6) * u, at.y() + (2.2 + k * 0.9) * u))
    painter.restore()


WEATHER = {"sunny": paint_sun, "rain": paint_rain, "storm": paint_storm}

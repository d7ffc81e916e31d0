"""The small pictures of Haze Islands' cards, drawn with QPainter from plain shapes (no copied art).

An icon is a disc in its category's colour (crew, spell, loot) with a white shape of its own: the
shape is chosen by the icon's place in the file's icon list, so the nine icons of a deck look nine
ways even printed in grey. Diamonds, scout triangles and skulls of fate are drawn here too, so the
card faces, the sample board and the playtest board draw them alike. Units are the caller's (the
faces draw in millimetres).
"""

from __future__ import annotations

import math

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QPainter, QPainterPath, QPen, QPolygonF

CATEGORY_COLOURS = {"crew": "#2f6db5", "spell": "#8e3fae", "loot": "#c07f0e"}
UNKNOWN = "#7d7d7d"  # an icon the deck does not list
DIAMOND_COLOURS = {"gold": "#e0a800", "red": "#c0392b"}
INK = QColor("#2b2118")
SHAPES = ("circle", "star", "triangle", "square", "hexagon", "cross", "crescent", "wave", "drop", "ring",
          "bar", "diamond")


def icon_index(icons: list, icon_id: str) -> int:
    """The icon's place in the file's list (its shape); -1 for an icon the list does not name."""
    for index, icon in enumerate(icons):
        if isinstance(icon, dict) and icon.get("id") == icon_id:
            return index
    return -1


def icon_entry(icons: list, icon_id: str) -> dict:
    index = icon_index(icons, icon_id)
    return icons[index] if index >= 0 else {"id": icon_id, "title": icon_id or "no icon", "category": ""}


def paint_icon(painter: QPainter, rect: QRectF, icons: list, icon_id: str) -> None:
    """The icon `icon_id` of the list `icons` (plain data: id, title, category) inside `rect`."""
    index = icon_index(icons, icon_id)
    category = icons[index].get("category", "") if index >= 0 else ""
    colour = QColor(CATEGORY_COLOURS.get(category, UNKNOWN))
    painter.save()
    side = min(rect.width(), rect.height())
    centre = rect.center()
    painter.setPen(QPen(INK, side * 0.05))
    painter.setBrush(colour)
    painter.drawEllipse(centre, side * 0.46, side * 0.46)
    if index < 0:
        font = QFont()
        font.setPixelSize(max(1, round(side * 0.55)))
        painter.setFont(font)
        painter.setPen(QColor("#ffffff"))
        painter.drawText(rect, int(Qt.AlignmentFlag.AlignCenter), "?")
    else:
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QColor("#ffffff"))
        _shape(painter, SHAPES[index % len(SHAPES)], centre, side * 0.27)
    painter.restore()


def _shape(painter: QPainter, shape: str, c: QPointF, r: float) -> None:
    def poly(points) -> None:
        painter.drawPolygon(QPolygonF([QPointF(c.x() + x, c.y() + y) for x, y in points]))

    def regular(n: int, radius: float, turn: float = -90.0) -> list[tuple[float, float]]:
        return [(radius * math.cos(math.radians(turn + 360 * k / n)), radius * math.sin(math.radians(turn + 360 * k / n)))
                for k in range(n)]

    if shape == "circle":
        painter.drawEllipse(c, r * 0.8, r * 0.8)
    elif shape == "star":
        outer, inner = regular(5, r * 1.1), regular(5, r * 0.45, -54.0)
        poly([p for pair in zip(outer, inner, strict=True) for p in pair])
    elif shape == "triangle":
        poly(regular(3, r * 1.1))
    elif shape == "square":
        painter.drawRect(QRectF(c.x() - r * 0.75, c.y() - r * 0.75, r * 1.5, r * 1.5))
    elif shape == "hexagon":
        poly(regular(6, r))
    elif shape == "cross":
        w = r * 0.38
        painter.drawRect(QRectF(c.x() - w, c.y() - r, 2 * w, 2 * r))
        painter.drawRect(QRectF(c.x() - r, c.y() - w, 2 * r, 2 * w))
    elif shape == "crescent":
        path = QPainterPath()
        path.addEllipse(c, r, r)
        cut = QPainterPath()
        cut.addEllipse(QPointF(c.x() + r * 0.55, c.y() - r * 0.2), r * 0.85, r * 0.85)
        painter.drawPath(path.subtracted(cut))
    elif shape == "wave":
        path = QPainterPath(QPointF(c.x() - r, c.y()))
        path.cubicTo(c.x() - r * 0.5, c.y() - r, c.x(), c.y() + r, c.x() + r, c.y() - r * 0.2)
        painter.setPen(QPen(QColor("#ffffff"), r * 0.45, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap))
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawPath(path)
    elif shape == "drop":
        path = QPainterPath(QPointF(c.x(), c.y() - r * 1.1))
        path.cubicTo(c.x() + r * 1.2, c.y() + r * 0.2, c.x() + r * 0.6, c.y() + r, c.x(), c.y() + r)
        path.cubicTo(c.x() - r * 0.6, c.y() + r, c.x() - r * 1.2, c.y() + r * 0.2, c.x(), c.y() - r * 1.1)
        painter.drawPath(path)
    elif shape == "ring":
        path = QPainterPath()
        path.addEllipse(c, r, r)
        hole = QPainterPath()
        hole.addEllipse(c, r * 0.5, r * 0.5)
        painter.drawPath(path.subtracted(hole))
    elif shape == "bar":
        painter.drawRect(QRectF(c.x() - r, c.y() - r * 0.35, 2 * r, r * 0.7))
    else:
        poly([(0, -r), (r * 0.8, 0), (0, r), (-r * 0.8, 0)])


def icon_glyph(icons: list, icon_id: str):
    """paint(painter, rect) of one icon: a picture for a menu entry."""
    return lambda painter, rect: paint_icon(painter, rect, icons, icon_id)


def paint_diamond(painter: QPainter, centre: QPointF, half: float, colour: str | None) -> None:
    """One edge diamond (`colour` gold or red); None: an empty outline (an edge with no diamond)."""
    painter.save()
    points = QPolygonF([QPointF(centre.x(), centre.y() - half * 1.2), QPointF(centre.x() + half, centre.y()),
                        QPointF(centre.x(), centre.y() + half * 1.2), QPointF(centre.x() - half, centre.y())])
    if colour is None:
        painter.setPen(QPen(QColor("#9c8d74"), half * 0.18, Qt.PenStyle.DotLine))
        painter.setBrush(Qt.BrushStyle.NoBrush)
    else:
        painter.setPen(QPen(INK, half * 0.18))
        painter.setBrush(QColor(DIAMOND_COLOURS.get(colour, UNKNOWN) if isinstance(colour, str) else UNKNOWN))
    painter.drawPolygon(points)
    painter.restore()


def paint_triangle(painter: QPainter, centre: QPointF, half: float, angle: float, on: bool) -> None:
    """A scout triangle pointing at `angle` degrees (0: down, the card's bottom); off: a faint outline."""
    painter.save()
    painter.translate(centre)
    painter.rotate(angle)
    points = QPolygonF([QPointF(-half, -half * 0.6), QPointF(half, -half * 0.6), QPointF(0, half * 0.9)])
    if on:
        painter.setPen(QPen(INK, half * 0.15))
        painter.setBrush(QColor(DIAMOND_COLOURS["gold"]))
    else:
        painter.setPen(QPen(QColor("#b3a68c"), half * 0.12, Qt.PenStyle.DotLine))
        painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.drawPolygon(points)
    painter.restore()


def paint_skull(painter: QPainter, centre: QPointF, radius: float, on: bool) -> None:
    """A skull of fate (a pale head with two dark eyes and teeth); off: a faint empty ring."""
    painter.save()
    if not on:
        painter.setPen(QPen(QColor("#b3a68c"), radius * 0.12, Qt.PenStyle.DotLine))
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawEllipse(centre, radius * 0.8, radius * 0.8)
        painter.restore()
        return
    painter.setPen(QPen(INK, radius * 0.12))
    painter.setBrush(QColor("#f3efe6"))
    painter.drawEllipse(QPointF(centre.x(), centre.y() - radius * 0.12), radius * 0.9, radius * 0.8)
    painter.drawRect(QRectF(centre.x() - radius * 0.45, centre.y() + radius * 0.35, radius * 0.9, radius * 0.5))
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(INK)
    for side in (-1, 1):
        painter.drawEllipse(QPointF(centre.x() + side * radius * 0.35, centre.y() - radius * 0.1), radius * 0.22, radius * 0.25)
    painter.restore()


def text(painter: QPainter, rect: QRectF, words: str, size: float, bold: bool = False, colour: str = "#2b2118",
         align=Qt.AlignmentFlag.AlignCenter) -> None:
    """Words in `rect`, `size` units high (a pixel size in the painter's units), wrapped."""
    painter.save()
    font = QFont()
    font.setPixelSize(max(1, round(size * 10)))  # fonts take whole pixels: draw at 10x, scaled back
    font.setBold(bold)
    painter.setFont(font)
    painter.setPen(QColor(colour))
    painter.scale(0.1, 0.1)
    big = QRectF(rect.x() * 10, rect.y() * 10, rect.width() * 10, rect.height() * 10)
    painter.drawText(big, int(align) | int(Qt.TextFlag.TextWordWrap), words)
    painter.restore()

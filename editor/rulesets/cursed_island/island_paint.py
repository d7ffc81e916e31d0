"""The island's spaces drawn as hexes: an explored tile in its terrain's colour with its sources, icons
and natural shelter; the camp and the shelter; tokens lying on a space; an inaccessible space crossed.

Pure painting on a `QPainter` in scene units, so the planning board (`board_view`) and its legend
(`legend`) draw every mark with the same functions and cannot drift apart. A space is a hex cell
(q, r) in axial coordinates (`model.HEX_STEPS`), pointy side up.
"""

from __future__ import annotations

import math

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QPainter, QPainterPath, QPen, QPolygonF

HEX = 52.0  # a hex's radius (centre to corner)
INK = QColor("#1f2a30")
UNEXPLORED = QColor("#d9d2c0")
TERRAIN_COLOURS = {  # our own palette of the five terrains
    "beach": "#f1d98b", "hills": "#9cbf6a", "mountains": "#a39a8e", "river": "#7fb4d8", "plains": "#c9d98a",
}
SOURCE_COLOURS = {"food": "#d2503c", "wood": "#7a4f2a"}
TOKEN_LETTERS = {"adventure": "?", "reroll": "R", "beast_strength": "B+", "extra_pawn": "P+", "extra_wood": "W+",
                 "plus_wood": "+W", "plus_food": "+F", "shortcut_food": "S>F",
                 "shortcut_wood": "S>W"}


def hex_centre(cell) -> QPointF:
    q, r = cell
    return QPointF(HEX * math.sqrt(3) * (q + r / 2), HEX * 1.5 * r)


def hex_polygon(centre: QPointF, radius: float = HEX) -> QPolygonF:
    return QPolygonF([centre + QPointF(radius * math.cos(math.radians(60 * i - 30)),
                                       radius * math.sin(math.radians(60 * i - 30))) for i in range(6)])


def hex_path(centre: QPointF, radius: float = HEX) -> QPainterPath:
    path = QPainterPath()
    path.addPolygon(hex_polygon(centre, radius))
    path.closeSubpath()
    return path


def text(painter: QPainter, rect: QRectF, words: str, size: float, colour=INK, bold: bool = True,
         align=Qt.AlignmentFlag.AlignCenter) -> None:
    font = QFont()
    font.setPointSizeF(size)
    font.setBold(bold)
    painter.setFont(font)
    painter.setPen(QColor(colour))
    painter.drawText(rect, int(align) | int(Qt.TextFlag.TextWordWrap), words)


def source_spots(centre: QPointF, sources) -> list[tuple[str, QRectF]]:
    """Where each source of a tile is drawn (and a pawn is dropped to gather it): side by side, low in the hex."""
    spots = []
    n = len(sources)
    for i, source in enumerate(sources):
        x = centre.x() + (i - (n - 1) / 2) * HEX * 0.62
        spots.append((source, QRectF(x - HEX * 0.28, centre.y() + HEX * 0.02, HEX * 0.56, HEX * 0.5)))
    return spots


def paint_space(painter: QPainter, centre: QPointF, tile=None, *, exhausted=(), inaccessible: bool = False,
                reachable: bool = False) -> None:
    """One space: unexplored (sand-grey, a dashed rim when it may be explored) or its tile: terrain colour,
    title, sources (a red disc food, a brown disc wood; an exhausted one greyed and crossed), a beast
    paw, a totem, a mystery mark, discovery stars, natural shelter (an arch). Inaccessible: crossed out."""
    painter.save()
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    colour = QColor(TERRAIN_COLOURS.get(tile.terrain, "#cccccc")) if tile is not None else UNEXPLORED
    pen = QPen(INK, 1.4)
    if tile is None and reachable:
        pen = QPen(INK, 1.4, Qt.PenStyle.DashLine)
    painter.setPen(pen)
    painter.setBrush(colour)
    painter.drawPolygon(hex_polygon(centre))
    if tile is not None:
        text(painter, QRectF(centre.x() - HEX * 0.8, centre.y() - HEX * 0.72, HEX * 1.6, HEX * 0.34), tile.title,
             6.5)
        text(painter, QRectF(centre.x() - HEX * 0.8, centre.y() - HEX * 0.42, HEX * 1.6, HEX * 0.26), tile.terrain,
             5.5, bold=False)
        for source, rect in source_spots(centre, tile.sources):
            paint_source(painter, rect, source, (source in exhausted))
        icons = []
        if tile.beast:
            icons.append("paw")
        if tile.totem:
            icons.append("totem")
        if tile.mystery:
            icons.append("mystery")
        icons.extend(["discovery"] * tile.discoveries)
        if tile.shelter:
            icons.append("shelter")
        for i, icon in enumerate(icons):
            at = QPointF(centre.x() + (i - (len(icons) - 1) / 2) * HEX * 0.3, centre.y() - HEX * 0.12)
            paint_icon(painter, at, icon)
    if inaccessible:
        painter.setPen(QPen(QColor("#8b0000"), 3.0))
        painter.drawLine(centre + QPointF(-HEX * 0.6, -HEX * 0.6), centre + QPointF(HEX * 0.6, HEX * 0.6))
        painter.drawLine(centre + QPointF(-HEX * 0.6, HEX * 0.6), centre + QPointF(HEX * 0.6, -HEX * 0.6))
    painter.restore()


def paint_source(painter: QPainter, rect: QRectF, source: str, exhausted: bool = False) -> None:
    """A source disc (food red, wood brown) with its letter; an exhausted source grey and crossed."""
    painter.save()
    disc = QRectF(rect.center().x() - HEX * 0.16, rect.center().y() - HEX * 0.16, HEX * 0.32, HEX * 0.32)
    painter.setPen(QPen(INK, 1.0))
    painter.setBrush(QColor("#9a9a9a") if exhausted else QColor(SOURCE_COLOURS.get(source, "#888888")))
    painter.drawEllipse(disc)
    text(painter, disc, source[:1].upper(), 6.5, colour="#ffffff")
    if exhausted:
        painter.setPen(QPen(INK, 1.6))
        painter.drawLine(disc.topLeft(), disc.bottomRight())
    painter.restore()


def paint_icon(painter: QPainter, at: QPointF, icon: str) -> None:
    """A tile's icon, small: a paw (beast), a totem pole, a "?" (mystery), a star (discovery), an arch (shelter)."""
    painter.save()
    u = HEX * 0.08
    painter.setPen(QPen(INK, 1.0))
    if icon == "paw":
        painter.setBrush(QColor("#3b2a1a"))
        painter.drawEllipse(QRectF(at.x() - u, at.y() - u * 0.4, 2 * u, 1.6 * u))
        for dx in (-1.1, 0, 1.1):
            painter.drawEllipse(QRectF(at.x() + dx * u - u * 0.35, at.y() - u * 1.3, u * 0.7, u * 0.7))
    elif icon == "totem":
        painter.setBrush(QColor("#7d3c98"))
        painter.drawRect(QRectF(at.x() - u * 0.6, at.y() - u * 1.5, u * 1.2, u * 3))
        painter.drawLine(at + QPointF(-u * 1.2, -u * 0.8), at + QPointF(u * 1.2, -u * 0.8))
    elif icon == "mystery":
        painter.setBrush(QColor("#2c3e50"))
        painter.drawEllipse(QRectF(at.x() - u * 1.2, at.y() - u * 1.2, u * 2.4, u * 2.4))
        text(painter, QRectF(at.x() - u * 1.2, at.y() - u * 1.2, u * 2.4, u * 2.4), "?", 6.0, colour="#ffffff")
    elif icon == "discovery":
        painter.setBrush(QColor("#f4d03f"))
        star = QPolygonF([at + QPointF(u * 1.3 * (1 if i % 2 == 0 else 0.45) * math.cos(math.radians(90 + 36 * i)),
                                       -u * 1.3 * (1 if i % 2 == 0 else 0.45) * math.sin(math.radians(90 + 36 * i)))
                          for i in range(10)])
        painter.drawPolygon(star)
    elif icon == "shelter":
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.setPen(QPen(INK, 1.6))
        painter.drawArc(QRectF(at.x() - u * 1.3, at.y() - u * 1.2, u * 2.6, u * 2.6), 0, 180 * 16)
    painter.restore()


def paint_camp(painter: QPainter, centre: QPointF, shelter: bool) -> None:
    """The camp: a tent on the space's upper right (white); with the shelter built, a hut (brown roof)."""
    painter.save()
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    at = centre + QPointF(HEX * 0.5, -HEX * 0.3)
    u = HEX * 0.1
    painter.setPen(QPen(INK, 1.2))
    if shelter:
        painter.setBrush(QColor("#c8a06a"))
        painter.drawRect(QRectF(at.x() - u * 1.4, at.y() - u * 0.2, u * 2.8, u * 1.8))
        painter.setBrush(QColor("#6e2c00"))
        painter.drawPolygon(QPolygonF([at + QPointF(-u * 2, 0), at + QPointF(0, -u * 1.8), at + QPointF(u * 2, 0)]))
    else:
        painter.setBrush(QColor("#fbf8ef"))
        painter.drawPolygon(QPolygonF([at + QPointF(-u * 1.8, u * 1.5), at + QPointF(0, -u * 1.8),
                                       at + QPointF(u * 1.8, u * 1.5)]))
    painter.restore()


def paint_token(painter: QPainter, rect: QRectF, token: str) -> None:
    """A token lying on a space or field: a small square with its letters (`TOKEN_LETTERS`)."""
    painter.save()
    painter.setPen(QPen(INK, 0.8))
    painter.setBrush(QColor("#fdebd0"))
    painter.drawRoundedRect(rect, 2, 2)
    text(painter, rect, TOKEN_LETTERS.get(token, token[:2]), 5.0)
    painter.restore()

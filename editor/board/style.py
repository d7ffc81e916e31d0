"""How a board looks, in the designer and in a playtest: field colours, pens, label fonts and glyphs.

A field's fill is its ruleset's `FieldKind.colour` (`kind_fill`); `FILL` keeps Isles of Terror's by
kind name for its playtest isle, the same colours its field kinds give.
"""

from __future__ import annotations

from functools import cache

from PySide6.QtCore import QPointF, Qt
from PySide6.QtGui import QBrush, QColor, QFont, QPainterPath, QPen, QPolygonF

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
PLAIN_FILL = QColor("#f7f4ee")  # every field when the designer hides the terrain colours
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


# Markers named by a colour (a seat's start area: "red", "blue"...) are ringed in these; any other
# label a colour Qt knows by that name, else grey.
MARKER_COLOURS = {"red": QColor("#d62728"), "blue": QColor("#1f5fbf"), "green": QColor("#2a9d3a"),
                  "yellow": QColor("#e0b000")}
DARK_INK = QColor("#2a1f10")


@cache
def _colour(text: str) -> QColor:
    return QColor(text)


def kind_fill(kind) -> QColor | None:
    """The fill of a field kind (`engine.core.maps.FieldKind`): None for a kind without colour (water off
    the board, only outlined), the loud unknown colour for a code that is no kind (None given)."""
    if kind is None:
        return FILL["unknown"]
    return _colour(kind.colour) if kind.colour else None


@cache
def ink_on(colour: str) -> QColor:
    """Dark ink on a light fill, white on a dark one (by the fill's luma; #rrggbb or "" for none)."""
    fill = QColor(colour) if colour else BACKGROUND
    luma = 0.299 * fill.red() + 0.587 * fill.green() + 0.114 * fill.blue()
    return DARK_INK if luma > 135 else LABEL_COLOUR


def marker_colour(label: str) -> QColor:
    """The ring of a marker named `label` (a seat's colour)."""
    found = MARKER_COLOURS.get(label)
    if found is None:
        found = _colour(label) if QColor.isValidColorName(label) else QColor("#555555")
    return found


@cache
def label_font_px(pixels: int, bold: bool = True) -> QFont:
    """A font sized in scene units, so labels zoom with the board."""
    font = QFont()
    font.setPixelSize(pixels)
    font.setBold(bold)
    return font


@cache
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


@cache
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

"""The Finis Terrae playtest board's legend: every mark the board draws, painted by the board's own painters.

Each sample is drawn by the functions `board_view` paints the board with (a tile drawn as the tile
editor and the print draw it, the start island, the pieces), so the legend cannot drift from the board.
"""

from __future__ import annotations

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPen, QPixmap

from editor.board.legend import LegendList
from editor.board.placed import CELL
from engine.rulesets.finis_terrae import model

from . import sea_painter
from . import tile_face
from .board_view import (GALLEON, SHIP_SLOTS, TOKEN_AT, paint_dropped, paint_port, paint_ship, paint_start,
                         paint_token)

SIDE = 44  # pixels of a sample
COAST = model.Tile("sample-coast", "Coast", "coast", ("land", "sea", "rock", "sea"), beach=True, land=True)
FORT = model.Tile("sample-fort", "Fort", "fort", ("land", "land", "sea", "sea"), land=True)
DEN = model.Tile("sample-den", "Den", "den", ("sea", "sea", "sea", "sea"), land=True)
LIGHT = model.Tile("sample-light", "Lighthouse", "lighthouse", ("sea", "land", "sea", "sea"), land=True)
WRECK = model.Tile("sample-wreck", "Wreck", "wreck", ("sea", "sea", "sea", "sea"))
PAINT, _START = sea_painter.tile_painter({t.id: t for t in (COAST, FORT, DEN, LIGHT, WRECK)}, tokens=False)
RED = QColor(model.DEFAULT_SEATS[0].colour)
SEA, LAND = tile_face.SEA, tile_face.LAND
#: where each piece stands in its cell (cell units), zoomed on in its sample
PORT = (CELL * 0.25, CELL * 0.2)
TOKEN = (TOKEN_AT, TOKEN_AT)
CRATE = (CELL * 0.18, CELL * 0.83)
SHIP = (CELL * SHIP_SLOTS[0][0], CELL * (SHIP_SLOTS[0][1] - 0.04))


def _pixmap(paint, ground: str = "#ffffff", focus: tuple[float, float] | None = None, zoom: float = 1.0) -> QPixmap:
    """A sample: `paint` in a CELL square on `ground` (a piece on the sea or the land it stands on, so a
    white rim shows); `focus` (cell units) zoomed `zoom` times into the middle, for a piece too small
    to read at the sample's size (a token in its corner)."""
    pixmap = QPixmap(SIDE, SIDE)
    pixmap.fill(QColor(ground))
    painter = QPainter(pixmap)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.scale(SIDE / CELL, SIDE / CELL)
    if focus is not None:
        painter.translate(CELL / 2, CELL / 2)
        painter.scale(zoom, zoom)
        painter.translate(-focus[0], -focus[1])
    paint(painter)
    painter.end()
    return pixmap


def _outline(painter) -> None:
    painter.setPen(QPen(QColor("#1b5fd1"), 2.4))
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.drawRoundedRect(QRectF(3, 3, CELL - 6, CELL - 6), 4, 4)


def rows() -> list[tuple[QPixmap, str]]:
    cell = QRectF(0, 0, CELL, CELL)
    return [
        (_pixmap(lambda p: PAINT(p, COAST.id)), "A laid tile as the tile editor and the print draw it, turned as "
                                                 "it was laid: land reaches each land edge, sand rims a beach where a "
                                                 "port may be founded, rocks along a rock edge"),
        (_pixmap(lambda p: PAINT(p, FORT.id)), "A sea fort (no fight in front of it)"),
        (_pixmap(lambda p: PAINT(p, LIGHT.id)), "A lighthouse"),
        (_pixmap(lambda p: PAINT(p, DEN.id)), "A pirate den (the galleon sails from here; a toll to pass)"),
        (_pixmap(lambda p: PAINT(p, WRECK.id)), "A wreck"),
        (_pixmap(lambda p: paint_start(p, True, "Start")), "The start island (its centre: the compass the scoring "
                                                           "measures from)"),
        (_pixmap(lambda p: paint_port(p, cell, RED, True), LAND, PORT, 1.6), "A home port (white rim) in its seat's "
                                                                             "colour"),
        (_pixmap(lambda p: paint_port(p, cell, RED, False), LAND, PORT, 1.6), "A port founded during play"),
        (_pixmap(lambda p: paint_token(p, cell, "treasure"), SEA, TOKEN, 3.0), "A treasure still on its tile (a gold coin)"),
        (_pixmap(lambda p: paint_token(p, cell, "find"), SEA, TOKEN, 3.0), "A find still on its tile (a brown jar)"),
        (_pixmap(lambda p: paint_token(p, cell, "castaway"), SEA, TOKEN, 3.0), "A castaway still on its tile (an orange figure)"),
        (_pixmap(lambda p: paint_dropped(p, cell, [("coins", 3)]), SEA, CRATE, 2.0), "Cargo a wreck left here, with its count"),
        (_pixmap(lambda p: paint_ship(p, cell, 0, RED, False), SEA, SHIP, 1.8), "An explorer's ship in its seat's colour"),
        (_pixmap(lambda p: paint_ship(p, cell, 0, RED, True), SEA, SHIP, 1.8), "A ship under the black flag (a pirate)"),
        (_pixmap(lambda p: paint_ship(p, cell, 0, GALLEON, True, galleon=True), SEA, SHIP, 1.6), "The pirate galleon"),
        (_pixmap(_outline), "A cell a legal action is about (where the drawn tile may go, a destination): click it"),
    ]


class FinisLegend(LegendList):
    def __init__(self, parent=None) -> None:
        super().__init__(rows(), parent)

"""The Finis Terrae playtest board's legend: every mark the board draws, painted by the board's own painters.

Each sample is drawn by the functions `board_view` paints the board with (a tile of the model's making,
the start island, the pieces), so the legend cannot drift from the board.
"""

from __future__ import annotations

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPen, QPixmap

from editor.board.legend import LegendList
from editor.board.placed import CELL
from engine.rulesets.finis_terrae import model

from .board_view import (GALLEON, paint_dropped, paint_kind, paint_port, paint_ship, paint_start, paint_tile,
                         paint_token)

SIDE = 44  # pixels of a sample
COAST = model.Tile("sample-coast", "Coast", "coast", ("land", "sea", "rock", "sea"), beach=True, land=True)
FORT = model.Tile("sample-fort", "Fort", "fort", ("land", "land", "sea", "sea"), land=True)
RED = QColor(model.DEFAULT_SEATS[0].colour)


def _pixmap(paint) -> QPixmap:
    pixmap = QPixmap(SIDE, SIDE)
    pixmap.fill(QColor("#ffffff"))
    painter = QPainter(pixmap)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.scale(SIDE / CELL, SIDE / CELL)
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
        (_pixmap(lambda p: paint_tile(p, COAST)), "A laid tile, turned as it was laid: land reaches each land edge, "
                                                  "sand rims a beach where a port may be founded, dots mark rocks"),
        (_pixmap(lambda p: (paint_tile(p, FORT), paint_kind(p, cell, "F"))), "A land tile without a beach; its letter says its kind (F fort, "
                                                 "L lighthouse, D pirate den, W wreck)"),
        (_pixmap(lambda p: paint_start(p, True, "Start")), "The start island (its centre: the compass the scoring "
                                                           "measures from)"),
        (_pixmap(lambda p: paint_port(p, cell, RED, True)), "A home port (white rim) in its seat's colour"),
        (_pixmap(lambda p: paint_port(p, cell, RED, False)), "A port founded during play"),
        (_pixmap(lambda p: paint_token(p, cell, "treasure")), "A token still on its tile: T treasure, F find, "
                                                              "C castaway"),
        (_pixmap(lambda p: paint_dropped(p, cell, [("coins", 3)])), "Cargo a wreck left here, with its count"),
        (_pixmap(lambda p: paint_ship(p, cell, 0, RED, False)), "An explorer's ship in its seat's colour"),
        (_pixmap(lambda p: paint_ship(p, cell, 0, RED, True)), "A ship under the black flag (a pirate)"),
        (_pixmap(lambda p: paint_ship(p, cell, 0, GALLEON, True, galleon=True)), "The pirate galleon"),
        (_pixmap(_outline), "A cell a legal action is about (where the drawn tile may go, a destination): click it"),
    ]


class FinisLegend(LegendList):
    def __init__(self, parent=None) -> None:
        super().__init__(rows(), parent)

"""The Haze Islands playtest board's legend: every mark the board draws, painted by the board's own painters.

Each sample is drawn by the functions `board_view` paints the board with (a map card's face, the tale
under it on each of its sides, the pieces), on the adventure of the game being played when there is
one and otherwise on a card of the model's making, so the legend cannot drift from the board.
"""

from __future__ import annotations

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPen, QPixmap

from editor.board.legend import LegendList
from editor.board.placed import CELL
from engine.rulesets.haze_islands import model

from .board_view import card_data, paint_doom, paint_pirate, paint_ship, paint_tale
from .map_face import paint as paint_face

SIDE = 44  # pixels of a sample

ICONS = [{"id": "gale", "title": "Gale", "category": "spell"}]
CARD = model.MapCard("sample", "Gull Rock", "island", "gale", 3, model.Edge(1, "gold", True), model.Edge(0),
                     model.Edge(2, "red"), (True, False, False, False))
TALE = model.AdventureCard("tale", "Drowned Bell", model.Requirement(("gale", "gale"), 2),
                           model.Requirement(("gale",), 1), model.SpecialOrder("doom-stays"), model.Edge(1))
SAMPLE = model.HazeAdventure("legend", "Legend", "1", "", "", (3,), model.MODES,
                             (model.Icon("gale", "Gale", "spell"),), (CARD,), (TALE,), ())


def _pixmap(paint) -> QPixmap:
    pixmap = QPixmap(SIDE, SIDE)
    pixmap.fill(QColor("#ffffff"))
    painter = QPainter(pixmap)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.scale(SIDE / CELL, SIDE / CELL)
    paint(painter)
    painter.end()
    return pixmap


def _card(tale=None):
    def paint(painter):
        paint_face(painter, card_data(CARD), ICONS)
        if tale is not None:
            paint_tale(painter, tale, SAMPLE, ICONS)
    return paint


def _outline(painter) -> None:
    painter.setPen(QPen(QColor("#1b5fd1"), 2.4))
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.drawRoundedRect(QRectF(3, 3, CELL - 6, CELL - 6), 4, 4)


def rows() -> list[tuple[QPixmap, str]]:
    cell = QRectF(0, 0, CELL, CELL)
    return [
        (_pixmap(_card()), "A laid map card, turned as it was laid: its kind (frame colour), icon and raid number; "
                           "on its three open edges the diamonds (gold: ships may cross; red: only The Doom) and "
                           "scout triangles; dark skulls in the corners that fail a fate"),
        (_pixmap(_card(("tale", "double"))), "Its covered top edge shows the adventure card under it: the double "
                                             "side (title, score and the icons it needs)"),
        (_pixmap(_card(("tale", "single"))), "... the single side, after a New Dawn"),
        (_pixmap(_card(("tale", "sea"))), "... the sea side after Night Falls: the top edge opens with its diamonds"),
        (_pixmap(lambda p: paint_ship(p, cell, 0, 0, "survivor")), "A pirate's ship, in its seat's colour"),
        (_pixmap(lambda p: paint_ship(p, cell, 0, 1, "ghost")), "A ghost ship (sunk by The Doom), hollow and dashed"),
        (_pixmap(lambda p: paint_ship(p, cell, 0, 2, "castaway")), "A castaway's raft (sunk by a player)"),
        (_pixmap(lambda p: paint_pirate(p, cell, 0, 0)), "A deployed pirate: its location's icon, spendable from afar"),
        (_pixmap(lambda p: paint_doom(p, cell, 4)), "The Doom with its power"),
        (_pixmap(_outline), "A cell a legal action is about (a sail or a scout beyond it, an action where you stand): "
                            "click it"),
    ]


class HazeLegend(LegendList):
    def __init__(self, parent=None) -> None:
        super().__init__(rows(), parent)

"""The island as a game starts on it: the scenario sheet's first picture and Export Map Image's.

A Cursed Island board is no fixed map: its tiles are drawn face down and laid as the castaways explore.
What is fixed is the island's spaces (hex cells in axial coordinates, `model.HEX_STEPS`), the camp's
start space and the tile laid on it. So the picture draws every space as a hexagon, the start tile face
up on the start space (`tile_face`, as it prints), the others unexplored with their space's id, and a
north arrow in a strip to the right (`map_image.paint_north`). Units are points, like `MapPicture`:
`rect()` and `paint(painter, target)`.
"""

from __future__ import annotations

import math

from PySide6.QtCore import QPointF, QRectF
from PySide6.QtGui import QColor, QPainter, QPen, QPolygonF

from editor.export.map_image import ROSE, paint_north
from engine.rulesets.cursed_island import model

from . import card_data, ink, tile_face

RADIUS = 40.0  # points from a space's centre to its corners
MARGIN = 8.0
UNEXPLORED = "#cfd8dc"


def centre_of(cell: model.Cell) -> QPointF:
    """A pointy-topped hex's centre (axial q, r) in points, before the picture's offset."""
    q, r = cell
    return QPointF(RADIUS * math.sqrt(3) * (q + r / 2), RADIUS * 1.5 * r)


def hexagon(centre: QPointF, radius: float = RADIUS) -> QPolygonF:
    return QPolygonF([QPointF(centre.x() + radius * math.cos(math.radians(60 * k - 90)),
                              centre.y() + radius * math.sin(math.radians(60 * k - 90))) for k in range(6)])


class IslandPicture:
    def __init__(self, scenario: model.Scenario) -> None:
        self.island = scenario.island
        self.start_tile = next((card_data.card_data(t) for t in self.island.tiles if t.id == scenario.start_tile), None)
        centres = [centre_of(space.cell) for space in self.island.spaces] or [QPointF(0, 0)]
        half_width = RADIUS * math.sqrt(3) / 2
        left = min(c.x() for c in centres) - half_width - MARGIN
        top = min(c.y() for c in centres) - RADIUS - MARGIN
        self.offset = QPointF(-left, -top)
        self.width = max(c.x() for c in centres) + half_width + MARGIN - left
        self.height = max(c.y() for c in centres) + RADIUS + MARGIN - top

    def rect(self) -> QRectF:
        return QRectF(0, 0, self.width + ROSE, max(self.height, ROSE * 1.3))

    def paint(self, painter: QPainter, target: QRectF | None = None) -> None:
        """The island fitted into `target` (default: its own rectangle), centred across, from the top."""
        own = self.rect()
        target = target or own
        scale = min(target.width() / own.width(), target.height() / own.height())
        painter.save()
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        painter.translate(target.x() + (target.width() - own.width() * scale) / 2, target.y())
        painter.scale(scale, scale)
        for space in self.island.spaces:
            centre = centre_of(space.cell) + self.offset
            if space.id == self.island.start_space and self.start_tile is not None:
                self._tile(painter, centre, self.start_tile)
                continue
            painter.setPen(QPen(QColor("#6d7b82"), 0.8))
            painter.setBrush(QColor(UNEXPLORED))
            painter.drawPolygon(hexagon(centre, RADIUS - 0.5))
            ink.text(painter, QRectF(centre.x() - RADIUS * 0.8, centre.y() - 8, RADIUS * 1.6, 16), space.id, 7.0,
                     colour="#455a64")
        paint_north(painter, QPointF(self.width + ROSE / 2, ROSE * 0.62))
        painter.restore()

    @staticmethod
    def _tile(painter: QPainter, centre: QPointF, tile: dict) -> None:
        """The start tile face up, its hexagon on the space's (the face is millimetres, `tile_face.RADIUS` to a corner)."""
        scale = RADIUS / tile_face.RADIUS
        painter.save()
        painter.translate(centre.x() - tile_face.SIZE / 2 * scale, centre.y() - tile_face.SIZE / 2 * scale)
        painter.scale(scale, scale)
        tile_face.paint(painter, tile, editing=False)
        painter.restore()

"""Where fields lie in the scene: centres, outlines and the field under a point.

Hex fields are flat-topped, laid out in columns, odd columns shifted half a
field down; square fields are plain cells. Sizes are in scene units (the view
zooms), so the paths are built once per board size and reused for every field.
"""

from __future__ import annotations

import math

from PySide6.QtCore import QPointF, QRectF
from PySide6.QtGui import QPainterPath, QPolygonF

from .hexes import Coord, from_cube, round_cube

SIZE = 32.0  # centre to corner of a hex, half the side of a square field
MARGIN = 12.0
_ROOT3 = math.sqrt(3.0)


class Layout:
    def __init__(self, grid: str, width: int, height: int) -> None:
        self.grid, self.width, self.height = grid, width, height
        if grid == "square":
            self.field_width = self.field_height = 2 * SIZE
            self.step_x, self.step_y = 2 * SIZE, 2 * SIZE
            corners = [(-SIZE, -SIZE), (SIZE, -SIZE), (SIZE, SIZE), (-SIZE, SIZE)]
        else:
            self.field_width, self.field_height = 2 * SIZE, _ROOT3 * SIZE
            self.step_x, self.step_y = 1.5 * SIZE, _ROOT3 * SIZE
            corners = [(SIZE * math.cos(math.radians(60 * i)), SIZE * math.sin(math.radians(60 * i))) for i in range(6)]
        self.polygon = QPolygonF([QPointF(x, y) for x, y in corners])
        self.path = QPainterPath()
        self.path.addPolygon(self.polygon)
        self.path.closeSubpath()
        inner = 0.86
        self.inner_polygon = QPolygonF([QPointF(x * inner, y * inner) for x, y in corners])
        self._outlines: dict[Coord, QPolygonF] = {}

    def outline(self, coord: Coord) -> QPolygonF:
        """A field's outline in the scene (built once per field and layout)."""
        polygon = self._outlines.get(coord)
        if polygon is None:
            polygon = self._outlines[coord] = self.polygon.translated(self.centre(coord))
        return polygon

    # -- field -> scene --------------------------------------------------------------
    def centre(self, coord: Coord) -> QPointF:
        column, row = coord
        x = MARGIN + self.field_width / 2 + column * self.step_x
        y = MARGIN + self.field_height / 2 + row * self.step_y
        if self.grid != "square" and column % 2:
            y += self.step_y / 2
        return QPointF(x, y)

    def field_rect(self, coord: Coord, grow: float = 3.0) -> QRectF:
        """The scene rectangle a field paints into (with room for its outline)."""
        c = self.centre(coord)
        w, h = self.field_width / 2 + grow, self.field_height / 2 + grow
        return QRectF(c.x() - w, c.y() - h, 2 * w, 2 * h)

    def field_path(self, coord: Coord) -> QPainterPath:
        return self.path.translated(self.centre(coord))

    def board_rect(self) -> QRectF:
        if self.grid == "square":
            w, h = self.width * self.step_x, self.height * self.step_y
        else:
            w = self.field_width + max(self.width - 1, 0) * self.step_x
            h = self.height * self.step_y + (self.step_y / 2 if self.width > 1 else 0)
        return QRectF(0, 0, w + 2 * MARGIN, h + 2 * MARGIN)

    def bounds_rect(self, bounds: tuple[int, int, int, int]) -> QRectF:
        """The scene rectangle of every field from (least column, least row) to (greatest column,
        greatest row), on this grid, for any coordinates (negative ones too): the fields' own outlines
        along the box's edges, so a hex grid's shifted odd columns are inside."""
        left, top, right, bottom = bounds
        edge = [(c, r) for c in range(left, right + 1) for r in (top, bottom)]
        edge += [(c, r) for r in range(top, bottom + 1) for c in (left, right)]
        rect = self.field_rect(edge[0], grow=0.0)
        for coord in edge[1:]:
            rect = rect.united(self.field_rect(coord, grow=0.0))
        return rect

    # -- scene -> field --------------------------------------------------------------
    def field_at(self, point: QPointF) -> Coord:
        """The field under a scene point (possibly outside the board)."""
        x, y = point.x() - MARGIN - self.field_width / 2, point.y() - MARGIN - self.field_height / 2
        if self.grid == "square":
            return (math.floor(x / self.step_x + 0.5), math.floor(y / self.step_y + 0.5))
        # flat-topped axial coordinates, then cube rounding
        q = (2.0 / 3.0 * x) / SIZE
        r = (-1.0 / 3.0 * x + _ROOT3 / 3.0 * y) / SIZE
        return from_cube(round_cube(q, -q - r, r))

    def fields_in(self, rect: QRectF) -> tuple[range, range]:
        """Columns and rows that may touch a scene rectangle (for painting only what is exposed)."""
        left = math.floor((rect.left() - MARGIN - self.field_width) / self.step_x)
        right = math.ceil((rect.right() - MARGIN) / self.step_x)
        top = math.floor((rect.top() - MARGIN - self.field_height) / self.step_y) - 1
        bottom = math.ceil((rect.bottom() - MARGIN) / self.step_y)
        return (range(max(left, 0), min(right + 1, self.width)), range(max(top, 0), min(bottom + 1, self.height)))


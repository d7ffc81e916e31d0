"""`FieldsItem`: one scene item that paints a board's fields on a `Layout`, repainting only the fields asked.

A single item (rather than one per field) keeps building a 40 x 40 board instant and a repaint
proportional to what is on screen. The designer's `BoardItem` and a ruleset's playtest isle build on it.
"""

from __future__ import annotations

from PySide6.QtCore import QRectF
from PySide6.QtGui import QPolygonF
from PySide6.QtWidgets import QGraphicsItem

from .hexes import Coord
from .layout import Layout


class FieldsItem(QGraphicsItem):
    """An item that paints a board's fields on a `Layout` (the designer's board, the playtest's isle)."""

    GROW = 5.0  # how far a field's painting reaches past its outline

    def __init__(self, layout: Layout) -> None:
        super().__init__()
        self.layout = layout
        self.setFlag(QGraphicsItem.GraphicsItemFlag.ItemUsesExtendedStyleOption)

    def boundingRect(self) -> QRectF:
        return self.layout.board_rect()

    def polygon(self, coord: Coord) -> QPolygonF:
        return self.layout.outline(coord)

    def update_fields(self, coords) -> None:
        for coord in coords:
            self.update(self.layout.field_rect(coord, grow=self.GROW))

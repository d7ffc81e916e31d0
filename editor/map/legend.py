"""The map's legend: what every colour, letter and ring on the board means, for any ruleset.

One line per field kind of the document's ruleset (`Ruleset.map_kinds()`: its icon on the grid's
shape, its name, its code in the map's rows and whether it is land, water or nothing), then one
line per marker on the board (a seat's start area, ringed in the seat's colour). The legend reads
the designer's `Board`; `show_board` refreshes the markers when the document changes them.
"""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QPainter, QPen, QPixmap, QPolygonF
from PySide6.QtWidgets import QGridLayout, QGroupBox, QLabel, QWidget

from editor.board.style import hex_polygon, marker_colour

from . import style
from .board import Board

TERRAIN_WORDS = {"land": "land", "water": "water", "empty": "off the board"}


def marker_pixmap(label: str, grid: str, size: int = 20) -> QPixmap:
    pixmap = QPixmap(size, size)
    pixmap.fill(Qt.GlobalColor.transparent)
    painter = QPainter(pixmap)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.setPen(QPen(marker_colour(label), 3.0))
    shape = hex_polygon(size / 2 - 2, QPointF(size / 2, size / 2)) if grid != "square" else \
        QPolygonF(QRectF(2, 2, size - 4, size - 4))
    painter.drawPolygon(shape)
    painter.end()
    return pixmap


class MapLegend(QGroupBox):
    """Every field kind and marker of the board, with its mark on the board and its meaning."""

    def __init__(self, board: Board, parent: QWidget | None = None) -> None:
        super().__init__("Legend", parent)
        self.setObjectName("map-legend")
        self.board = board
        self.grid_layout = QGridLayout(self)
        self.grid_layout.setColumnStretch(1, 1)
        self.grid_layout.setVerticalSpacing(2)
        self._shown: tuple = ()
        self.show_board()

    def entries(self) -> list[str]:
        """The legend's lines as text, in order ("Sea (s, water): A sea area: ...", "Start area of red")."""
        lines = []
        for kind in self.board.field_kinds.values():
            line = f"{kind.name} ({kind.code}, {TERRAIN_WORDS.get(kind.terrain, kind.terrain)})"
            lines.append(f"{line}: {kind.meaning}" if kind.meaning else line)
        for placed in self.board.markers:
            lines.append(f"{placed.marker.title} area of {placed.label}" if placed.marker.code else placed.label)
        return lines

    def show_board(self) -> None:
        """Rebuild the lines when the kinds, the grid or the markers changed."""
        shown = (self.board.grid, tuple(self.board.field_kinds.values()),
                 tuple((p.marker, p.label) for p in self.board.markers))
        if shown == self._shown:
            return
        self._shown = shown
        while self.grid_layout.count():
            widget = self.grid_layout.takeAt(0).widget()
            if widget is not None:
                widget.deleteLater()
        texts = self.entries()
        kinds = list(self.board.field_kinds.values())
        for row, text in enumerate(texts):
            icon = QLabel()
            if row < len(kinds):
                icon.setPixmap(style.kind_icon(kinds[row], self.board.grid).pixmap(20, 20))
                icon.setObjectName(f"legend-kind-{kinds[row].kind}")
            else:
                icon.setPixmap(marker_pixmap(self.board.markers[row - len(kinds)].label, self.board.grid))
            label = QLabel(text)
            label.setWordWrap(True)
            label.setObjectName(f"legend-line-{row}")
            self.grid_layout.addWidget(icon, row, 0, Qt.AlignmentFlag.AlignTop)
            self.grid_layout.addWidget(label, row, 1)

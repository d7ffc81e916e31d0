"""The tile palette: every paint kind with its colour, its name, its letter in the map's rows and its key.

Like Tiled's Tilesets dock, it is where a designer picks what the brush, fill and rectangle paint;
the number keys 1–7 pick the same kinds on the board. It shows the map view's paint kind and
reports a click; it never paints itself.
"""

from __future__ import annotations

from PySide6.QtCore import QSize, Qt, Signal
from PySide6.QtWidgets import QAbstractItemView, QHeaderView, QTreeWidget, QTreeWidgetItem

from engine.content.geometry import CODE_OF_KIND

from . import style
from .board import KINDS

MEANINGS = {
    "sea": "A sea area: ships sail here; an anchor marks where they may land",
    "green": "A green area: a face-down tile drawn from the pool's green tiles",
    "yellow": "A yellow area: a face-down tile drawn from the pool's yellow tiles",
    "red": "A red area: a face-down tile drawn from the pool's red tiles",
    "adventure": "An adventure area of this adventure: a name, a value and rules of its own",
    "fixed": "A fixed tile: a location, terrain, boss or minion tile laid face up at setup",
    "empty": "Empty water off the board (erases a field)",
}


class TilePalette(QTreeWidget):
    chosen = Signal(str)  # the kind a click picked

    def __init__(self, parent=None) -> None:
        super().__init__(parent)
        self.setObjectName("map-tile-palette")
        self.setColumnCount(3)
        self.setHeaderLabels(["Tile", "Letter", "Key"])
        self.setRootIsDecorated(False)
        self.setUniformRowHeights(True)
        self.setIconSize(QSize(20, 20))
        self.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.setFocusPolicy(Qt.FocusPolicy.NoFocus)  # the number keys belong to the board
        self.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        header = self.header()
        header.setStretchLastSection(False)
        header.setSectionResizeMode(0, QHeaderView.ResizeMode.Stretch)
        for column in (1, 2):
            header.setSectionResizeMode(column, QHeaderView.ResizeMode.ResizeToContents)
        self._items: dict[str, QTreeWidgetItem] = {}
        for number, kind in enumerate(KINDS, start=1):
            item = QTreeWidgetItem([style.KIND_LABELS[kind], CODE_OF_KIND[kind], str(number)])
            item.setIcon(0, style.kind_icon(kind))
            item.setData(0, Qt.ItemDataRole.UserRole, kind)
            for column in (1, 2):
                item.setTextAlignment(column, Qt.AlignmentFlag.AlignCenter)
            item.setToolTip(0, f"{MEANINGS[kind]} (key {number})")
            self.addTopLevelItem(item)
            self._items[kind] = item
        rows = self.sizeHintForRow(0) * len(KINDS) + self.header().sizeHint().height() + 2 * self.frameWidth()
        self.setFixedHeight(rows)
        self.itemClicked.connect(lambda item, _column: self.chosen.emit(item.data(0, Qt.ItemDataRole.UserRole)))

    def show_kind(self, kind: str) -> None:
        """Show ``kind`` as the current one (no `chosen` echo)."""
        self.blockSignals(True)
        self.setCurrentItem(self._items[kind])
        self.blockSignals(False)

    def current_kind(self) -> str | None:
        item = self.currentItem()
        return item.data(0, Qt.ItemDataRole.UserRole) if item is not None else None

    def item_of(self, kind: str) -> QTreeWidgetItem:
        return self._items[kind]

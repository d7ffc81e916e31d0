"""The tile palette: every paint kind with its colour, its name, its letter in the map's rows and its key.

Like Tiled's Tilesets dock, it is where a designer picks what the brush, fill and rectangle paint;
the number keys 1–9 pick the same kinds on the board. The kinds are the document's ruleset's field
kinds (`Ruleset.map_kinds()`), drawn on its grid. It shows the map view's paint kind and reports a
click; it never paints itself.
"""

from __future__ import annotations

from PySide6.QtCore import QSize, Qt, Signal
from PySide6.QtWidgets import QAbstractItemView, QHeaderView, QTreeWidget, QTreeWidgetItem

from engine.core.maps import FieldKind

from . import style


class TilePalette(QTreeWidget):
    chosen = Signal(str)  # the kind a click picked

    def __init__(self, kinds: tuple[FieldKind, ...], grid: str = "hex", parent=None) -> None:
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
        for number, kind in enumerate(kinds, start=1):
            key = str(number) if number <= 9 else ""
            item = QTreeWidgetItem([kind.name, kind.code, key])
            item.setIcon(0, style.kind_icon(kind, grid))
            item.setData(0, Qt.ItemDataRole.UserRole, kind.kind)
            for column in (1, 2):
                item.setTextAlignment(column, Qt.AlignmentFlag.AlignCenter)
            item.setToolTip(0, f"{kind.meaning or kind.name} (key {key})" if key else kind.meaning or kind.name)
            self.addTopLevelItem(item)
            self._items[kind.kind] = item
        rows = self.sizeHintForRow(0) * len(kinds) + self.header().sizeHint().height() + 2 * self.frameWidth()
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

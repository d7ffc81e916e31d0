"""The area-tile pool: a table of tiles with per-colour totals, and a form for the selected tile."""

from __future__ import annotations

from collections import Counter
from typing import Any

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import (QFrame, QHBoxLayout, QLabel, QScrollArea,
                               QVBoxLayout, QWidget)

from editor.documents import tree

from editor.forms import schema_info
from .card_set_form import CardTableModel
from editor.forms.context import FormContext, join
from editor.forms.form import STYLE, Collapsible, ResponsiveSplitter, Section, field_row, hint_label, make_field, tool_button
from editor.forms.lists import SymbolsField
from editor.forms.table_form import TableWithForm, record_table

LIST = "/tiles"
COLUMNS: list[tuple[tuple[str, ...], str]] = [(("colour",), "Colour"), (("kind",), "Kind"), (("value",), "Value"),
                                               (("value_colour",), "Value colour"), (("resources",), "Resources"),
                                               (("copies",), "Copies")]
COLOURS = ("green", "yellow", "red", "sea")


def totals(tiles: list[Any]) -> Counter:
    """Tiles of each colour, counting copies."""
    found: Counter = Counter()
    for tile in tiles:
        if isinstance(tile, dict):
            copies = tile.get("copies", 1)
            found[str(tile.get("colour"))] += copies if isinstance(copies, int) and not isinstance(copies, bool) else 1
    return found


class AreaTilesView(TableWithForm, QWidget):
    pointer_selected = Signal(str)

    def __init__(self, document: Any, workspace: Any, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.document = document
        self.ctx = FormContext(document, workspace, self)
        self.ctx.pointer_selected.connect(self.pointer_selected)
        self.pointer = LIST
        ctx = self.ctx
        layout = QVBoxLayout(self)
        layout.setContentsMargins(12, 8, 12, 8)
        header = Section("", ctx.schema("").get("description", ""))
        header.setStyleSheet(STYLE)
        header.add_wide(field_row(make_field(ctx, "/title"), make_field(ctx, "/id")))
        header.add(make_field(ctx, "/set", source="set", strict=False))
        header.add(make_field(ctx, "/description", lines=2))
        self.header = Collapsible(lambda: f"Area-tile pool: {document.value('/title', '')}  ·  id {document.value('/id', '')}"
                                          f"  ·  set {document.value('/set', '')}", header)
        layout.addWidget(self.header)
        self.totals = QLabel()
        self.totals.setTextFormat(Qt.TextFormat.RichText)
        layout.addWidget(self.totals)

        splitter = ResponsiveSplitter(breakpoint=1000)
        left = QWidget()
        left_layout = QVBoxLayout(left)
        left_layout.setContentsMargins(0, 0, 0, 0)
        self.model = CardTableModel(ctx, LIST, self, columns=COLUMNS)
        self.table = record_table(self.model, stretch=4)
        self.table.selectionModel().currentRowChanged.connect(lambda current, _p: self.show_row(current.row()))
        left_layout.addWidget(self.table, 1)
        buttons = QHBoxLayout()
        self.buttons = {
            "add": tool_button("Add", "Add a tile after the selected one (a copy of it, with one copy)", self.add_tile),
            "delete": tool_button("Delete", "Delete the selected tile", self.delete_tile),
            "up": tool_button("↑", "Move the selected tile up", lambda: self.move_tile(-1)),
            "down": tool_button("↓", "Move the selected tile down", lambda: self.move_tile(1)),
        }
        for button in self.buttons.values():
            buttons.addWidget(button)
        buttons.addStretch(1)
        left_layout.addLayout(buttons)
        splitter.addWidget(left)

        scroll = QScrollArea()
        scroll.setWidgetResizable(True)
        scroll.setFrameShape(QFrame.Shape.NoFrame)
        self.holder = QWidget()
        self.holder.setStyleSheet(STYLE)
        self.holder_layout = QVBoxLayout(self.holder)
        self.holder_layout.setContentsMargins(0, 0, 0, 0)
        self.placeholder = hint_label("Select a tile to edit it.")
        self.holder_layout.addWidget(self.placeholder)
        self.holder_layout.addStretch(1)
        scroll.setWidget(self.holder)
        splitter.addWidget(scroll)
        splitter.setSizes([800, 500])
        self.splitter = splitter
        layout.addWidget(splitter, 1)
        self.form: QWidget | None = None
        self.form_row = -1
        ctx.bind(self)
        ctx.revealer(LIST, self.reveal, self)
        self._totals()
        if self.model.count:
            self.select_tile(0)

    def tiles(self) -> list[Any]:
        return self.model.cards()

    def _totals(self) -> None:
        found = totals(self.tiles())
        parts = [f"<b>{found.get(c, 0)}</b> {c}" for c in COLOURS]
        self.totals.setText("Tiles by colour (counting copies): " + " · ".join(parts) +
                            f" · <b>{sum(found.values())}</b> in all")

    def select_tile(self, row: int) -> None:
        self.select_row(row)

    def after_change(self) -> None:
        self._totals()

    def place_form(self, form: QWidget) -> None:
        self.holder_layout.insertWidget(0, form)

    def make_form(self, pointer: str) -> QWidget:
        ctx = self.ctx
        section = Section(f"Tile {int(pointer.rsplit('/', 1)[1]) + 1}", schema_info.tooltip(ctx.schema(pointer)))
        for name in ("colour", "kind", "value", "value_colour", "copies"):
            section.add(make_field(ctx, join(pointer, name)))
        section.add(SymbolsField(ctx, join(pointer, "resources")))
        return section

    # -- edits ---------------------------------------------------------------------------
    def add_tile(self) -> None:
        row = self.current_row()
        tiles = self.tiles()
        if 0 <= row < len(tiles):
            tile = tree.snapshot(tiles[row])
            if isinstance(tile, dict):
                tile.pop("copies", None)
        else:
            tile = tree.to_tree({"colour": "green", "kind": "plain", "value": 0, "value_colour": "white"}, flow=True)
        at = row + 1 if row >= 0 else len(tiles)
        self.ctx.document.insert(LIST, at, tile, "Add area tile")
        self.select_tile(at)

    def delete_tile(self) -> None:
        row = self.current_row()
        if row >= 0:
            self.ctx.document.remove(join(LIST, row), "Delete area tile")

    def move_tile(self, step: int) -> None:
        row = self.current_row()
        if row >= 0 and 0 <= row + step < self.model.count:
            self.ctx.document.move(LIST, row, row + step, "Move area tile")
            self.select_tile(row + step)

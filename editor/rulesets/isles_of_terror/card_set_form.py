"""The view of a card set (every `*-cards` kind and `terrain-tiles`): a table of cards and a form for one.

The table shows each card's id, title, copies and the columns that matter for
its kind; the form beside it edits the selected card. Cards are added,
duplicated (the copy's id gets `-copy`), deleted, reordered and copied and
pasted as YAML; each is one undo step.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QAbstractTableModel, QModelIndex, QPersistentModelIndex, Qt, Signal
from PySide6.QtGui import QBrush, QColor, QKeySequence, QShortcut
from PySide6.QtWidgets import (QFrame, QHBoxLayout, QScrollArea, QVBoxLayout,
                               QWidget)

from editor.documents import tree

from editor.forms import schema_info
from .card_forms import card_form, new_card, written
from editor.forms.clipboard import copy_items, pasted_items
from editor.forms.context import FormContext, join, plain
from editor.forms.table_form import TableWithForm, record_table
from editor.forms.fields import ERROR_COLOUR, WARNING_COLOUR
from editor.forms.form import STYLE, Collapsible, ResponsiveSplitter, Section, field_row, hint_label, make_field, tool_button

Index = QModelIndex | QPersistentModelIndex

# Columns after id, title and copies, per kind: (key path inside the card, header).
KIND_COLUMNS: dict[str, list[tuple[tuple[str, ...], str]]] = {
    "event-cards": [(("colour",), "Colour")],
    "strategy-cards": [(("timing",), "Timing"), (("duration",), "Duration")],
    "mission-cards": [(("value",), "Value"), (("success", "event"), "Success")],
    "exploration-cards": [(("keep",), "Keep"), (("minion_attack",), "Minion attack"), (("terror",), "Terror")],
    "minion-cards": [(("level",), "Level")],
    "boss-cards": [],
    "location-cards": [(("tile", "value"), "Value"), (("tile", "value_colour"), "Value colour")],
    "terrain-tiles": [(("terrain",), "Terrain"), (("tile", "value"), "Value")],
    "terror-cards": [(("colour",), "Colour"), (("movement",), "Movement")],
}
BASE_COLUMNS: list[tuple[tuple[str, ...], str]] = [(("id",), "Id"), (("title",), "Title"), (("copies",), "Copies")]


#: The roles `CardTableModel.data` answers; every other is None at once.
_ANSWERED = frozenset(int(r) for r in (Qt.ItemDataRole.DisplayRole, Qt.ItemDataRole.ForegroundRole,
                                        Qt.ItemDataRole.ToolTipRole, Qt.ItemDataRole.TextAlignmentRole))


def _dig(card: Any, path: tuple[str, ...]) -> Any:
    for key in path:
        if not isinstance(card, dict):
            return None
        card = card.get(key)
    return card


class CardTableModel(QAbstractTableModel):
    """The cards of the document, one row each (read-only; the form edits)."""

    def __init__(self, ctx: FormContext, list_pointer: str = "/cards", parent: Any = None,
                 columns: list[tuple[tuple[str, ...], str]] | None = None) -> None:
        super().__init__(parent)
        self.ctx, self.list_pointer = ctx, list_pointer
        self.columns = columns if columns is not None else BASE_COLUMNS + KIND_COLUMNS.get(ctx.kind or "", [])
        self.count = 0
        self.reload()

    def cards(self) -> list[Any]:
        value = self.ctx.value(self.list_pointer)
        return list(value) if isinstance(value, list) else []

    def reload(self) -> None:
        self.beginResetModel()
        self.count = len(self.cards())
        self.endResetModel()

    def refresh(self) -> None:
        if self.count != len(self.cards()):
            self.reload()
        elif self.count:
            self.dataChanged.emit(self.index(0, 0), self.index(self.count - 1, len(self.columns) - 1))

    def rowCount(self, parent: Index = QModelIndex()) -> int:
        return 0 if parent.isValid() else self.count

    def columnCount(self, parent: Index = QModelIndex()) -> int:
        return 0 if parent.isValid() else len(self.columns)

    def headerData(self, section: int, orientation: Qt.Orientation, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if orientation == Qt.Orientation.Horizontal and 0 <= section < len(self.columns):
            path, header = self.columns[section]
            if role == Qt.ItemDataRole.DisplayRole:
                return header
            if role == Qt.ItemDataRole.ToolTipRole:
                return schema_info.tooltip(self.ctx.schema(join(self.list_pointer, 0, *path)), path[-1])
        if orientation == Qt.Orientation.Vertical and role == Qt.ItemDataRole.DisplayRole and 0 <= section < self.count:
            return str(section + 1)
        return None

    def data(self, index: Index, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if role not in _ANSWERED:  # the table asks every cell for a dozen roles as it sizes its columns
            return None
        if not index.isValid() or not 0 <= index.row() < self.count or not 0 <= index.column() < len(self.columns):
            return None
        cards = self.ctx.value(self.list_pointer)  # not `cards()`: no copy of the list for each cell painted
        if not isinstance(cards, list) or index.row() >= len(cards):
            return None
        card = cards[index.row()]
        path, _ = self.columns[index.column()]
        value = _dig(card, path)
        if role == Qt.ItemDataRole.DisplayRole:
            if path == ("copies",) and value is None:
                return "1"
            if isinstance(value, bool):
                return "yes" if value else ""
            if isinstance(value, list):
                return ", ".join(str(v) for v in value)
            if isinstance(value, dict):  # a term (a terror's movement): as it is written
                return written(plain(value))
            return "" if value is None else schema_info.humanize(value) if path[-1] in ("event", "movement") else str(value)
        if role == Qt.ItemDataRole.ForegroundRole:
            problems = self.ctx.problems_under(join(self.list_pointer, index.row())) if index.column() == 0 else []
            return QBrush(QColor(ERROR_COLOUR if any(d.is_error for d in problems) else WARNING_COLOUR)) if problems else None
        if role == Qt.ItemDataRole.ToolTipRole:
            problems = self.ctx.problems_under(join(self.list_pointer, index.row()))
            lines = [("⛔ " if d.is_error else "⚠ ") + d.message for d in problems]
            text = card.get("text") if isinstance(card, dict) else None
            return "\n".join(lines + ([str(text)] if text else [])) or None
        if role == Qt.ItemDataRole.TextAlignmentRole and path in (("copies",), ("value",), ("level",), ("tile", "value")):
            return int(Qt.AlignmentFlag.AlignCenter)
        return None

    def flags(self, index: Index) -> Qt.ItemFlag:
        if not index.isValid():
            return Qt.ItemFlag.NoItemFlags
        return Qt.ItemFlag.ItemIsEnabled | Qt.ItemFlag.ItemIsSelectable


class CardSetView(TableWithForm, QWidget):
    """A card set: the set's own fields, the table of cards, and the form of the selected card."""

    pointer_selected = Signal(str)

    def __init__(self, document: Any, workspace: Any, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.document = document
        self.ctx = FormContext(document, workspace, self)
        self.ctx.pointer_selected.connect(self.pointer_selected)
        self.kind = document.kind or ""
        self.pointer = "/cards"
        ctx = self.ctx
        layout = QVBoxLayout(self)
        layout.setContentsMargins(12, 8, 12, 8)
        header = Section("", ctx.schema("").get("description", ""))
        header.setStyleSheet(STYLE)
        header.add_wide(field_row(make_field(ctx, "/title"), make_field(ctx, "/id")))
        header.add(make_field(ctx, "/set", source="set", strict=False))
        header.add(make_field(ctx, "/description", lines=2))
        kind_title = schema_info.title(ctx.schema(""), self.kind)
        self.header = Collapsible(lambda: f"{kind_title}: {document.value('/title', '')}  ·  id {document.value('/id', '')}"
                                          f"  ·  set {document.value('/set', '')}", header)
        layout.addWidget(self.header)

        self.splitter = ResponsiveSplitter()
        left = QWidget()
        left_layout = QVBoxLayout(left)
        left_layout.setContentsMargins(0, 0, 0, 0)
        self.model = CardTableModel(ctx, parent=self)
        self.table = record_table(self.model, stretch=1)
        self.table.selectionModel().currentRowChanged.connect(lambda current, _previous: self.show_row(current.row()))
        left_layout.addWidget(self.table, 1)
        buttons = QHBoxLayout()
        buttons.setSpacing(3)
        self.buttons = {
            "add": tool_button("Add", "Add a new card after the selected one", self.add_card),
            "duplicate": tool_button("Duplicate", "Insert a copy of the selected card (its id gets -copy)", self.duplicate_card),
            "delete": tool_button("Delete", "Delete the selected card", self.delete_card),
            "up": tool_button("↑", "Move the selected card up", lambda: self.move_card(-1)),
            "down": tool_button("↓", "Move the selected card down", lambda: self.move_card(1)),
            "copy": tool_button("Copy", "Copy the selected card to the clipboard as YAML", self.copy_card),
            "paste": tool_button("Paste", "Paste cards copied as YAML after the selected one", self.paste_cards),
        }
        for button in self.buttons.values():
            buttons.addWidget(button)
        buttons.addStretch(1)
        left_layout.addLayout(buttons)
        self.status = hint_label("")
        left_layout.addWidget(self.status)
        for keys, slot in ((QKeySequence.StandardKey.Copy, self.copy_card), (QKeySequence.StandardKey.Paste, self.paste_cards),
                           (QKeySequence.StandardKey.Delete, self.delete_card)):
            QShortcut(keys, self.table, slot, context=Qt.ShortcutContext.WidgetShortcut)
        self.splitter.addWidget(left)

        self.scroll = QScrollArea()
        self.scroll.setWidgetResizable(True)
        self.scroll.setFrameShape(QFrame.Shape.NoFrame)
        self.holder = QWidget()
        self.holder.setStyleSheet(STYLE)
        self.holder_layout = QVBoxLayout(self.holder)
        self.holder_layout.setContentsMargins(0, 0, 0, 0)
        self.placeholder = hint_label("Select a card to edit it.")
        self.holder_layout.addWidget(self.placeholder)
        self.scroll.setWidget(self.holder)
        self.splitter.addWidget(self.scroll)
        self.splitter.setStretchFactor(0, 2)
        self.splitter.setStretchFactor(1, 3)
        self.splitter.setSizes([560, 840])
        layout.addWidget(self.splitter, 1)
        self.form: QWidget | None = None
        self.form_row = -1
        ctx.bind(self)
        ctx.revealer("/cards", self.reveal, self)
        workspace and workspace.diagnostics_changed.connect(self.model.refresh)
        self._update_buttons()
        if self.model.count:
            self.select_card(0)

    # -- the table -----------------------------------------------------------------------
    def cards(self) -> list[Any]:
        return self.model.cards()

    def select_card(self, row: int) -> None:
        self.select_row(row)

    def make_form(self, pointer: str) -> QWidget:
        return card_form(self.ctx, pointer, self.kind)

    def after_show(self) -> None:
        self._update_buttons()

    def after_change(self) -> None:
        self._update_buttons()

    def _update_buttons(self) -> None:
        row, count = self.current_row(), self.model.count
        for name in ("duplicate", "delete", "copy"):
            self.buttons[name].setEnabled(row >= 0)
        self.buttons["up"].setEnabled(row > 0)
        self.buttons["down"].setEnabled(0 <= row < count - 1)

    # -- edits -----------------------------------------------------------------------------
    def unique_id(self, base: str) -> str:
        taken = {c.get("id") for c in self.cards() if isinstance(c, dict)}
        if self.ctx.workspace is not None:
            taken |= set(self.ctx.workspace.card_ids(self.kind))
        candidate, number = base, 2
        while candidate in taken:
            candidate, number = f"{base}-{number}", number + 1
        return candidate

    def _insert(self, index: int, card: Any, text: str) -> None:
        if not self.ctx.exists(self.pointer):
            self.ctx.write(self.pointer, tree.to_tree([card], flow=False), text)
        else:
            self.ctx.document.insert(self.pointer, index, card, text)
        self.select_card(index)

    def add_card(self) -> None:
        row = self.current_row()
        card = tree.to_tree(new_card(self.kind, self.unique_id("new-card")), flow=False)
        self._insert(row + 1 if row >= 0 else self.model.count, card, "Add card")

    def duplicate_card(self) -> None:
        row = self.current_row()
        if row < 0:
            return
        card = tree.snapshot(self.cards()[row])
        if isinstance(card, dict):
            card["id"] = self.unique_id(f"{card.get('id', 'card')}-copy")
        self._insert(row + 1, card, "Duplicate card")

    def delete_card(self) -> None:
        row = self.current_row()
        if row >= 0:
            self.ctx.document.remove(join(self.pointer, row), "Delete card")

    def move_card(self, step: int) -> None:
        row = self.current_row()
        target = row + step
        if row >= 0 and 0 <= target < self.model.count:
            self.ctx.document.move(self.pointer, row, target, "Move card")
            self.select_card(target)

    def copy_card(self) -> None:
        row = self.current_row()
        if row >= 0:
            copy_items([self.cards()[row]])
            self.status.setText("Card copied as YAML.")

    def paste_cards(self) -> bool:
        cards = pasted_items()
        if not cards:
            self.status.setText("The clipboard holds no cards.")
            return False
        row = self.current_row()
        at = row + 1 if row >= 0 else self.model.count
        with self.ctx.document.macro(f"Paste {len(cards)} card{'s' if len(cards) > 1 else ''}"):
            for offset, card in enumerate(cards):
                card["id"] = self.unique_id(str(card.get("id") or "pasted-card"))
                if not self.ctx.exists(self.pointer):
                    self.ctx.write(self.pointer, tree.to_tree([card], flow=False), "Paste card")
                else:
                    self.ctx.document.insert(self.pointer, at + offset, card, "Paste card")
        self.select_card(at)
        self.status.setText(f"Pasted {len(cards)} card{'s' if len(cards) > 1 else ''}.")
        return True


__all__ = ["CardSetView", "CardTableModel"]

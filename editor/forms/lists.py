"""List fields: a set of choices, resource symbols, and ordered id lists such as decks.

A deck is written as a list of ids with an id repeated for each copy; the deck
editor shows one row per card with its count ("Fog Bank ×2"), so a designer
adds, removes and reorders cards and raises counts without repeating lines.
Count changes insert or remove single entries, so the file's diff stays small.
"""

from __future__ import annotations

from typing import Any
from collections.abc import Callable

from PySide6.QtCore import QAbstractTableModel, QModelIndex, QPersistentModelIndex, Qt, Signal
from PySide6.QtGui import QBrush, QColor, QKeySequence, QShortcut
from PySide6.QtWidgets import (QAbstractItemView, QCheckBox, QComboBox, QCompleter, QHBoxLayout, QHeaderView, QLabel,
                               QSpinBox, QTableView, QToolButton, QVBoxLayout, QWidget)

from . import schema_info
from .context import REMOVE, FormContext, as_list
from .fields import ERROR_COLOUR, Field
from .text_style import dim

Index = QModelIndex | QPersistentModelIndex


class EnumSetField(Field):
    """Some of a fixed set of values (modes, seasons), one checkbox each."""

    merges = False

    def make_editor(self) -> QWidget:
        box = QWidget()
        row = QHBoxLayout(box)
        row.setContentsMargins(0, 0, 0, 0)
        self.choices = schema_info.options(self.sub)
        self.boxes: list[QCheckBox] = []
        for option in self.choices:
            check = QCheckBox(option.label)
            if option.tip:
                check.setToolTip(option.tip)
            check.toggled.connect(self._changed)
            check.installEventFilter(self)
            row.addWidget(check)
            self.boxes.append(check)
        row.addStretch(1)
        if self.boxes:
            box.setFocusProxy(self.boxes[0])
        return box

    def _changed(self) -> None:
        chosen = [o.value for o, b in zip(self.choices, self.boxes, strict=False) if b.isChecked()]
        current = as_list(self.current())
        ordered = [v for v in current if v in chosen] + [v for v in chosen if v not in current]
        self.commit(ordered if ordered or self.required else None)

    def commit(self, value: Any, text: str = "") -> None:
        if self._updating:
            return
        if value is None:
            value = REMOVE
        self.ctx.write(self.pointer, value, text or f"Change {self.label_text.lower()}")

    def show_value(self, value: Any) -> None:
        values = as_list(value)
        for option, check in zip(self.choices, self.boxes, strict=False):
            check.setChecked(option.value in values)

    def set_checked(self, value: Any, checked: bool) -> None:
        """Tick or untick one value (what a click does)."""
        for option, check in zip(self.choices, self.boxes, strict=False):
            if option.value == value:
                check.setChecked(checked)


SYMBOLS = ("gold", "ration", "choice")


class SymbolsField(Field):
    """Resource symbols printed on a tile or an action line: how many gold, ration and choice symbols."""

    def __init__(self, *args: Any, most: int | None = None, **kwargs: Any) -> None:
        self._most = most
        super().__init__(*args, **kwargs)

    def make_editor(self) -> QWidget:
        box = QWidget()
        row = QHBoxLayout(box)
        row.setContentsMargins(0, 0, 0, 0)
        row.setSpacing(2)
        most = self._most or int(self.sub.get("maxItems", 6))
        self.spins: dict[str, QSpinBox] = {}
        options = {o.value: o for o in schema_info.options(self.sub)}
        for symbol in SYMBOLS:
            spin = QSpinBox()
            spin.setRange(0, most)
            spin.setPrefix(f"{symbol} ×")
            spin.setToolTip(options[symbol].tip if symbol in options and options[symbol].tip else symbol)
            spin.valueChanged.connect(self._changed)
            spin.editingFinished.connect(self.end_session)
            spin.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
            spin.installEventFilter(self)
            row.addWidget(spin)
            self.spins[symbol] = spin
        row.addStretch(1)
        box.setFocusProxy(self.spins["gold"])
        return box

    def _changed(self) -> None:
        counts = {s: self.spins[s].value() for s in SYMBOLS}
        current = as_list(self.current())
        if all(current.count(s) == n for s, n in counts.items()):
            return
        value = [s for s in SYMBOLS for _ in range(counts[s])]
        self.commit(value or None)

    def show_value(self, value: Any) -> None:
        values = as_list(value)
        for symbol, spin in self.spins.items():
            if spin.value() != values.count(symbol):
                spin.setValue(values.count(symbol))

    def set_counts(self, gold: int = 0, ration: int = 0, choice: int = 0) -> None:
        with_counts = {"gold": gold, "ration": ration, "choice": choice}
        for symbol, count in with_counts.items():
            self.spins[symbol].setValue(count)


# -- ordered id lists ------------------------------------------------------------------
class IdListModel(QAbstractTableModel):
    """The rows of an id list: one per distinct id (with a count) or one per entry when unique."""

    def __init__(self, field: IdListField) -> None:
        super().__init__(field)
        self.field = field
        self.rows: list[tuple[str, int]] = []

    def reload(self, values: list[Any]) -> None:
        self.beginResetModel()
        if self.field.counted:
            counts: dict[str, int] = {}
            for value in values:
                counts[str(value)] = counts.get(str(value), 0) + 1
            self.rows = list(counts.items())
        else:
            self.rows = [(str(v), 1) for v in values]
        self.endResetModel()

    def headers(self) -> list[str]:
        first = "Title" if self.field.fixed_options is None else self.field.label_text
        return [first, "Id", "Count"] if self.field.counted else [first, "Id"]

    def rowCount(self, parent: Index = QModelIndex()) -> int:
        return 0 if parent.isValid() else len(self.rows)

    def columnCount(self, parent: Index = QModelIndex()) -> int:
        return 0 if parent.isValid() else len(self.headers())

    def headerData(self, section: int, orientation: Qt.Orientation, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if role == Qt.ItemDataRole.DisplayRole and orientation == Qt.Orientation.Horizontal and 0 <= section < len(self.headers()):
            return self.headers()[section]
        return None

    def data(self, index: Index, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if not index.isValid() or not 0 <= index.row() < len(self.rows):
            return None
        value, count = self.rows[index.row()]
        column = index.column()
        # The title is looked up (through every option of the field's source) only for the roles that
        # show it: Qt asks each cell for a dozen roles when it paints.
        if role == Qt.ItemDataRole.DisplayRole:
            if column == 0:
                title = self.field.title_of(value)
                name = title if title else ("unknown id" if title is None else value)
                return f"{name} ×{count}" if self.field.counted and count > 1 else name
            if column == 1:
                return value
            if column == 2:
                return count
        if role == Qt.ItemDataRole.EditRole and column == 2:
            return count
        if role == Qt.ItemDataRole.ForegroundRole and self.field.strict and self.field.title_of(value) is None:
            return QBrush(QColor(ERROR_COLOUR))
        if role == Qt.ItemDataRole.ToolTipRole:
            return self.field.row_tip(value, count)
        if role == Qt.ItemDataRole.TextAlignmentRole and column == 2:
            return int(Qt.AlignmentFlag.AlignCenter)
        return None

    def flags(self, index: Index) -> Qt.ItemFlag:
        if not index.isValid():
            return Qt.ItemFlag.NoItemFlags
        flags = Qt.ItemFlag.ItemIsEnabled | Qt.ItemFlag.ItemIsSelectable
        if index.column() == 2:
            flags |= Qt.ItemFlag.ItemIsEditable
        return flags

    def setData(self, index: Index, value: Any, role: int = Qt.ItemDataRole.EditRole) -> bool:
        if role != Qt.ItemDataRole.EditRole or index.column() != 2 or not index.isValid():
            return False
        try:
            count = int(value)
        except (TypeError, ValueError):
            return False
        self.field.set_count(self.rows[index.row()][0], count)
        return True


class IdListField(Field):
    """An ordered list of ids: a deck (counted: one row per card with its count) or a set of ids.

    ``source`` is a lookups source (``card:<card kind>``) or ``options`` a fixed list of
    (value, label) pairs (an enum); ``strict`` marks ids nothing in the library has.
    """

    merges = False
    selection_changed = Signal()

    def __init__(self, ctx: FormContext, pointer: str, source: str = "", *args: Any, counted: bool = False,
                 options: list[tuple[str, str]] | None = None, strict: bool = True, rows: int = 6, **kwargs: Any) -> None:
        self.source = source
        self.counted = counted
        self.fixed_options = options
        self.strict = strict
        self._rows = rows
        super().__init__(ctx, pointer, *args, **kwargs)

    # -- look-ups ------------------------------------------------------------------------
    def options(self) -> list[tuple[str, str]]:
        if self.fixed_options is not None:
            return list(self.fixed_options)
        return self.ctx.lookups.options(self.source)

    def title_of(self, value: str) -> str | None:
        for option, title in self.options():
            if option == value:
                return title or (value if self.fixed_options is None else title)
        return None if self.strict else ""

    def row_tip(self, value: str, count: int) -> str:
        title = self.title_of(value)
        if title is None:
            return f"Nothing in the library has the id '{value}'."
        copies = self._copies(value)
        text = f"{title or value} ({value})"
        if self.counted:
            text += f": {count} in this list" + (f", {copies} in its set" if copies is not None else "")
        return text

    def _copies(self, value: str) -> int | None:
        kind, _, _ = self.source.partition(":")
        if kind != "card":
            return None
        card = self.ctx.lookups.card(self.source.partition(":")[2], value)
        return int(card.get("copies", 1)) if card else None

    # -- widgets -------------------------------------------------------------------------
    def make_editor(self) -> QWidget:
        box = QWidget()
        column = QVBoxLayout(box)
        column.setContentsMargins(0, 0, 0, 0)
        column.setSpacing(4)
        self.model = IdListModel(self)
        self.table = QTableView()
        self.table.setModel(self.model)
        self.table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.table.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.table.verticalHeader().hide()
        self.table.setAlternatingRowColors(True)
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.DoubleClicked | QAbstractItemView.EditTrigger.EditKeyPressed
                                   | QAbstractItemView.EditTrigger.SelectedClicked)
        self.table.verticalHeader().setDefaultSectionSize(self.table.fontMetrics().height() + 8)
        header = self.table.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.ResizeMode.Interactive)
        header.setStretchLastSection(False)
        self.table.setFixedHeight(self.table.verticalHeader().defaultSectionSize() * self._rows
                                  + header.sizeHint().height() + 4)
        self.table.installEventFilter(self)
        column.addWidget(self.table, 1)

        buttons = QHBoxLayout()
        buttons.setSpacing(4)
        self.chooser = QComboBox()
        self.chooser.setEditable(True)
        self.chooser.setInsertPolicy(QComboBox.InsertPolicy.NoInsert)
        self.chooser.setMinimumContentsLength(14)
        self.chooser.lineEdit().setPlaceholderText("id to add…")
        self.chooser.lineEdit().returnPressed.connect(self.add_current)
        completer = QCompleter(self.chooser.model(), self.chooser)
        completer.setCaseSensitivity(Qt.CaseSensitivity.CaseInsensitive)
        completer.setFilterMode(Qt.MatchFlag.MatchContains)
        self.chooser.setCompleter(completer)
        buttons.addWidget(self.chooser, 1)
        self.add_button = self._button("Add", "Add the chosen id to the list (or one more copy of it)", self.add_current)
        self.remove_button = self._button("Remove", "Remove the selected row from the list", self.remove_selected)
        self.up_button = self._button("↑", "Move the selected row up", lambda: self.move_selected(-1))
        self.down_button = self._button("↓", "Move the selected row down", lambda: self.move_selected(1))
        for button in (self.add_button, self.remove_button, self.up_button, self.down_button):
            buttons.addWidget(button)
        column.addLayout(buttons)
        self.summary = QLabel()
        dim(self.summary)
        column.addWidget(self.summary)
        QShortcut(QKeySequence.StandardKey.Delete, self.table, self.remove_selected,
                  context=Qt.ShortcutContext.WidgetShortcut)
        box.setFocusProxy(self.table)
        self.table.selectionModel().selectionChanged.connect(lambda *_: self.selection_changed.emit())
        return box

    def _button(self, text: str, tip: str, slot: Callable[[], None]) -> QToolButton:
        button = QToolButton()
        button.setText(text)
        button.setToolTip(tip)
        button.setAutoRaise(False)
        button.clicked.connect(slot)
        return button

    def _fill_chooser(self) -> None:
        text = self.chooser.currentText()
        self.chooser.blockSignals(True)
        self.chooser.clear()
        for value, title in self.options():
            self.chooser.addItem(value, value)
            if title:
                self.chooser.setItemData(self.chooser.count() - 1, title, Qt.ItemDataRole.ToolTipRole)
        self.chooser.setCurrentIndex(-1)
        self.chooser.setEditText(text)
        self.chooser.blockSignals(False)

    def show_value(self, value: Any) -> None:
        selected = self.selected_value()
        values = [str(v) for v in as_list(value)]
        self.model.reload(values)
        header = self.table.horizontalHeader()
        header.setSectionResizeMode(0, QHeaderView.ResizeMode.Stretch)
        for column in range(1, self.model.columnCount()):
            header.setSectionResizeMode(column, QHeaderView.ResizeMode.ResizeToContents)
        self.table.setColumnHidden(1, self.fixed_options is not None)
        self._fill_chooser()
        if selected is not None:
            self.select_value(selected)
        total = len(values)
        if self.counted:
            self.summary.setText(f"{total} cards, {len(self.model.rows)} different")
        else:
            self.summary.setText(f"{total} entries" if total != 1 else "1 entry")
        self.summary.setVisible(self.counted)

    # -- reading the selection -----------------------------------------------------------
    def values(self) -> list[str]:
        return [str(v) for v in as_list(self.current())]

    def selected_row(self) -> int:
        rows = self.table.selectionModel().selectedRows()
        return rows[0].row() if rows else -1

    def selected_value(self) -> str | None:
        row = self.selected_row()
        return self.model.rows[row][0] if 0 <= row < len(self.model.rows) else None

    def select_value(self, value: str) -> None:
        for row, (option, _) in enumerate(self.model.rows):
            if option == value:
                self.table.selectRow(row)
                return

    def select_row(self, row: int) -> None:
        if 0 <= row < self.model.rowCount():
            self.table.selectRow(row)

    # -- edits (each one undo step) ------------------------------------------------------
    def _label(self) -> str:
        return self.label_text.lower()

    def add(self, value: str) -> None:
        value = value.strip()
        if not value:
            return
        values = self.values()
        if not self.counted and value in values:
            self.select_value(value)
            return
        if self.current() is None:
            self.ctx.write(self.pointer, [value], f"Add {value} to {self._label()}")
        elif value in values:
            last = len(values) - 1 - values[::-1].index(value)
            self.ctx.document.insert(self.pointer, last + 1, value, f"Add {value} to {self._label()}")
        else:
            self.ctx.document.append(self.pointer, value, f"Add {value} to {self._label()}")
        self.select_value(value)

    def add_current(self) -> None:
        self.add(self.chooser.currentText())
        self.chooser.setEditText("")

    def remove_value(self, value: str) -> None:
        values = self.values()
        if value not in values:
            return
        if values.count(value) == 1:
            if len(values) == 1 and not self.required:
                self.ctx.write(self.pointer, REMOVE, f"Remove {value} from {self._label()}")
            else:
                self.ctx.document.remove(f"{self.pointer}/{values.index(value)}", f"Remove {value} from {self._label()}")
        else:
            self.ctx.document.set_value(self.pointer, [v for v in values if v != value], f"Remove {value} from {self._label()}")

    def remove_selected(self) -> None:
        row = self.selected_row()
        value = self.selected_value()
        if value is not None:
            self.remove_value(value)
            self.select_row(min(row, self.model.rowCount() - 1))

    def set_count(self, value: str, count: int) -> None:
        values = self.values()
        have = values.count(value)
        count = max(0, count)
        if count == have:
            return
        if count == 0:
            self.remove_value(value)
            return
        document = self.ctx.document
        with document.macro(f"Set {value} ×{count} in {self._label()}"):
            while have < count:
                values = self.values()
                last = len(values) - 1 - values[::-1].index(value)
                document.insert(self.pointer, last + 1, value)
                have += 1
            while have > count:
                values = self.values()
                last = len(values) - 1 - values[::-1].index(value)
                document.remove(f"{self.pointer}/{last}")
                have -= 1

    def move_selected(self, step: int) -> None:
        row = self.selected_row()
        target = row + step
        if row < 0 or not 0 <= target < len(self.model.rows):
            return
        value = self.model.rows[row][0]
        values = self.values()
        if not self.counted or len(values) == len(self.model.rows):
            self.ctx.document.move(self.pointer, row, target, f"Move {value} in {self._label()}")
        else:
            order = [r[0] for r in self.model.rows]
            order[row], order[target] = order[target], order[row]
            grouped = [v for v in order for _ in range(values.count(v))]
            self.ctx.document.set_value(self.pointer, grouped, f"Move {value} in {self._label()}")
        self.select_value(value)

    def focus_editor(self) -> None:
        self.table.setFocus(Qt.FocusReason.OtherFocusReason)


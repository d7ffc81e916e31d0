"""A table for content written as one entry per round or per player count: a row each, a column each.

Scenario files hold arrays indexed by a number the designer thinks of as rows: the weather dice rolled
in each round (`[[], [], [rain], [rain, winter], ...]`), a cost or a count for each player count
(`[[1, 2, 1], [2, 2, 1], ...]`). A form of one field per entry hides that shape; this widget shows it
as the table a rulebook prints:

- `ArrayTable.choices(...)`: each row is a list of some of `columns` (a checkbox per cell: the weather
  die of that column is rolled in that round);
- `ArrayTable.numbers(...)`: each row is a fixed-length list of whole numbers, or a mapping of whole numbers
  by column (`keyed`: `[{players: 1, wood: 2, fur: 1}, ...]`), a number per cell.

The number of rows is the array's length, or what `rows()` says (the scenario's rounds: a row for every
round, rounds the array does not reach yet shown empty; `follows` names the fields it reads, so the table
grows with them). Each cell edit is one undo step of the document
(`FormContext.write`: the row written whole; a row past the array's end pads it with empty rows).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QAbstractItemView, QHeaderView, QTableWidget, QTableWidgetItem, QVBoxLayout, QWidget

from editor.documents import tree

from .context import FormContext, join, plain

CHOICES, NUMBERS = "choices", "numbers"
MOST_ROWS_SHOWN = 20
#: the most rows `rows()` adds beyond the array's own entries: a hand-written `rounds: 1000000` (the validator
#: reports it) built a million rows and froze the window, and past 32 bits raised OverflowError
MOST_ROWS_WANTED = 200


class ArrayTable(QWidget):
    """Rows of an array at `pointer` (see the module's docstring); bound to the form context."""

    def __init__(self, ctx: FormContext, pointer: str, columns: Sequence[str], mode: str,
                 row_title: Callable[[int], str] = lambda i: str(i + 1), rows: Callable[[], int] | None = None,
                 headers: Sequence[str] | None = None, noun: str = "row", bounds: tuple[int, int] = (0, 99),
                 keyed: bool = False, follows: Sequence[str] = (), parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.ctx, self.pointer, self.columns, self.mode, self.keyed = ctx, pointer, tuple(columns), mode, keyed
        self.row_title, self.rows_of, self.noun, self.bounds = row_title, rows, noun, bounds
        self.table = QTableWidget(0, len(self.columns))
        self.table.setHorizontalHeaderLabels(list(headers or [c.replace("_", " ").capitalize() for c in self.columns]))
        self.table.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Stretch)
        self.table.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.table.verticalHeader().setDefaultSectionSize(self.table.fontMetrics().height() + 8)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.table)
        self._filling = False
        self.table.itemChanged.connect(self._item_changed)
        ctx.bind(self)
        for other in follows:  # the fields `rows()` reads (the scenario's rounds): the table follows them too
            ctx.bind(_Follower(self, other))
        self.fill()

    @classmethod
    def choices(cls, ctx: FormContext, pointer: str, columns: Sequence[str], **kwargs: Any) -> ArrayTable:
        return cls(ctx, pointer, columns, CHOICES, **kwargs)

    @classmethod
    def numbers(cls, ctx: FormContext, pointer: str, columns: Sequence[str], **kwargs: Any) -> ArrayTable:
        return cls(ctx, pointer, columns, NUMBERS, **kwargs)

    # -- reading ---------------------------------------------------------------------------------
    def entries(self) -> list:
        value = plain(self.ctx.value(self.pointer))
        return value if isinstance(value, list) else []

    def row_count(self) -> int:
        wanted = self.rows_of() if self.rows_of is not None else 0
        wanted = min(wanted, MOST_ROWS_WANTED) if isinstance(wanted, int) and not isinstance(wanted, bool) else 0
        return max(len(self.entries()), wanted)

    def row_value(self, row: int) -> Any:
        entries = self.entries()
        entry = entries[row] if row < len(entries) else None
        if self.keyed:
            return dict(entry) if isinstance(entry, dict) else {}
        return list(entry) if isinstance(entry, list) else []

    def cell(self, row: int, column: int) -> Any:
        """What the cell shows: chosen or not (choices), the number (numbers; None when the row is short)."""
        entry = self.row_value(row)
        if self.mode == CHOICES:
            return self.columns[column] in entry
        if self.keyed:
            return entry.get(self.columns[column])
        return entry[column] if column < len(entry) else None

    def fill(self) -> None:
        self._filling = True
        count = self.row_count()
        self.table.setRowCount(count)
        self.table.setVerticalHeaderLabels([self.row_title(i) for i in range(count)])
        rows = min(count, MOST_ROWS_SHOWN)  # the whole schedule at once (a scenario's rounds), scrolling past that
        self.table.setMinimumHeight(self.table.horizontalHeader().sizeHint().height() + 4
                                    + rows * self.table.verticalHeader().defaultSectionSize())
        for row in range(count):
            for column in range(len(self.columns)):
                value = self.cell(row, column)
                item = self.table.item(row, column)
                if item is None:
                    item = QTableWidgetItem()
                    self.table.setItem(row, column, item)
                if self.mode == CHOICES:
                    item.setFlags(Qt.ItemFlag.ItemIsEnabled | Qt.ItemFlag.ItemIsUserCheckable | Qt.ItemFlag.ItemIsSelectable)
                    item.setCheckState(Qt.CheckState.Checked if value else Qt.CheckState.Unchecked)
                    item.setToolTip(f"{self.row_title(row)}: {self.columns[column].replace('_', ' ')}")
                else:
                    item.setData(Qt.ItemDataRole.EditRole, value if isinstance(value, int) else None)
                    item.setTextAlignment(Qt.AlignmentFlag.AlignCenter)
        self._filling = False

    def document_changed(self, pointers: list[str]) -> None:
        self.fill()

    def focus_editor(self) -> None:
        self.table.setFocus()

    # -- writing ---------------------------------------------------------------------------------
    def set_cell(self, row: int, column: int, value: Any) -> None:
        """Write one cell (a bool for choices, a whole number for numbers): one undo step."""
        entry = self.row_value(row)
        name = self.columns[column]
        if self.mode == CHOICES:
            chosen = set(entry) - {name} | ({name} if value else set())
            new = [c for c in self.columns if c in chosen] + [c for c in entry if c not in self.columns]
            text = f"{self.row_title(row)}: {'add' if value else 'remove'} {name.replace('_', ' ')}"
        elif self.keyed:
            number = max(self.bounds[0], min(self.bounds[1], int(value)))
            new = {**entry, name: number}
            text = f"{self.row_title(row)}: {name.replace('_', ' ')} {number}"
        else:
            number = max(self.bounds[0], min(self.bounds[1], int(value)))
            new = entry + [self.bounds[0]] * (column + 1 - len(entry)) if len(entry) <= column else list(entry)
            new[column] = number
            text = f"{self.row_title(row)}: {name.replace('_', ' ')} {number}"
        if new == entry and row < len(self.entries()):
            return
        entries = self.entries()
        if row < len(entries):
            self.ctx.write(join(self.pointer, row), tree.to_tree(new, flow=True), text)
        else:
            padded = entries + [{} if self.keyed else [] for _ in range(row - len(entries))] + [new]
            self.ctx.write(self.pointer, tree.to_tree(padded, flow=False), text)

    def _item_changed(self, item: QTableWidgetItem) -> None:
        if self._filling:
            return
        row, column = item.row(), item.column()
        if self.mode == CHOICES:
            checked = item.checkState() == Qt.CheckState.Checked
            if checked != self.cell(row, column):
                self.set_cell(row, column, checked)
        else:
            value = item.data(Qt.ItemDataRole.EditRole)
            try:
                number = int(value)
            except (TypeError, ValueError):
                self.fill()  # not a number: the cell shows the file's value again
                return
            if number != self.cell(row, column):
                self.set_cell(row, column, number)


class _Follower(QWidget):
    """An invisible child of a table bound at another pointer (`follows`): a change there refills the table."""

    def __init__(self, table: ArrayTable, pointer: str) -> None:
        super().__init__(table)
        self.hide()
        self.owner, self.pointer = table, pointer

    def document_changed(self, pointers: list[str]) -> None:
        self.owner.fill()


__all__ = ["ArrayTable", "CHOICES", "NUMBERS"]

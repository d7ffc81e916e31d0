"""A table of a list's entries with a form for the selected entry (card sets, tile pools).

A view using `TableWithForm` provides `self.pointer` (the list), `self.table`, `self.model`
(`reload()`, `refresh()`, `count`, `rowCount()`, `index()`), `self.ctx`, `self.header`,
`self.placeholder` and `self.holder_layout`, and implements `make_form(pointer)`. The form of
the selected row is rebuilt only when the selection or the list itself changes, never while the
user types into it.
"""

from __future__ import annotations

from PySide6.QtWidgets import QAbstractItemView, QHeaderView, QTableView, QWidget

from .context import inside, join


def record_table(model, stretch: int) -> QTableView:
    """A table of records: whole-row single selection, compact rows, one column taking the spare width."""
    table = QTableView()
    table.setModel(model)
    table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
    table.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
    table.setAlternatingRowColors(True)
    table.verticalHeader().setDefaultSectionSize(table.fontMetrics().height() + 8)
    table.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
    table.horizontalHeader().setSectionResizeMode(stretch, QHeaderView.ResizeMode.Stretch)
    return table


class TableWithForm:
    form: QWidget | None = None
    form_row = -1

    # -- hooks -----------------------------------------------------------------------------------
    def make_form(self, pointer: str) -> QWidget:
        raise NotImplementedError

    def place_form(self, form: QWidget) -> None:
        self.holder_layout.addWidget(form)

    def after_show(self) -> None:
        """Called after the selected row's form changed."""

    def after_change(self) -> None:
        """Called after the document changed under the table."""

    # -- the mechanism ---------------------------------------------------------------------------
    def current_row(self) -> int:
        index = self.table.selectionModel().currentIndex()
        return index.row() if index.isValid() else -1

    def select_row(self, row: int) -> None:
        if 0 <= row < self.model.rowCount():
            self.table.selectRow(row)
            self.table.setCurrentIndex(self.model.index(row, 0))
            if self.form_row != row:
                self.show_row(row)

    def show_row(self, row: int) -> None:
        if row == self.form_row and self.form is not None:
            return
        if self.form is not None:
            self.ctx.retire(self.form)
            self.form = None
        self.form_row = row
        self.placeholder.setVisible(not 0 <= row < self.model.count)
        if 0 <= row < self.model.count:
            self.form = self.make_form(join(self.pointer, row))
            self.place_form(self.form)
        self.after_show()

    def document_changed(self, pointers: list[str]) -> None:
        row = self.current_row()
        if any(inside(self.pointer, p) for p in pointers):  # the list itself changed: rebuild
            self.model.reload()
            self.form_row = -1
            row = min(row, self.model.count - 1)
            if row >= 0:
                self.select_row(row)
            else:
                self.show_row(-1)
        else:
            self.model.refresh()
        self.header.refresh()
        self.after_change()

    def reveal(self, pointer: str) -> None:
        token = pointer[len(self.pointer) + 1:].split("/", 1)[0]
        if token.isdigit():
            self.select_row(int(token))

    def select_pointer(self, pointer: str) -> bool:
        return self.ctx.focus(pointer) if pointer else False

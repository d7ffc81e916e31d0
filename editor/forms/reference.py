"""The reference field: an id of something else (a card, a file, a task, an area, a flag).

An editable combo box completed from the ids the library and the document
know (with each one's title in a second column of the popup), and beside it
the title of the id written, or "unknown id" in orange.
"""

from __future__ import annotations

import html
from typing import Any

from PySide6.QtCore import Qt
from PySide6.QtGui import QStandardItem, QStandardItemModel
from PySide6.QtWidgets import QAbstractItemView, QComboBox, QCompleter, QHBoxLayout, QLabel, QTreeView, QWidget

from .context import FormContext
from .fields import WARNING_COLOUR, Field
from .text_style import dim


class _RefCombo(QComboBox):
    def __init__(self, field: RefField) -> None:
        super().__init__()
        self._field = field

    def showPopup(self) -> None:
        self._field.reload_options()
        width = max(self.width(), self.view().sizeHintForColumn(0) + self.view().sizeHintForColumn(1) + 40)
        self.view().setMinimumWidth(min(width, 520))
        super().showPopup()


class RefField(Field):
    """An id of something else (a card, a file, a task, an area): editable, completed from the ids known.

    Beside the box, the title of the named item, or 'unknown id' in orange when ``strict`` and
    nothing has that id.
    """

    def __init__(self, ctx: FormContext, pointer: str, source: str, *args: Any, strict: bool = True, **kwargs: Any) -> None:
        self.source = source
        self.strict = strict
        self._loaded: list[tuple[str, str]] | None = None
        super().__init__(ctx, pointer, *args, **kwargs)

    def make_editor(self) -> QWidget:
        box = QWidget()
        row = QHBoxLayout(box)
        row.setContentsMargins(0, 0, 0, 0)
        row.setSpacing(6)
        combo = _RefCombo(self)
        combo.setEditable(True)
        combo.setInsertPolicy(QComboBox.InsertPolicy.NoInsert)
        combo.setMinimumContentsLength(16)
        combo.setMaximumWidth(420)
        combo.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToMinimumContentsLengthWithIcon)
        combo.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.model = QStandardItemModel(0, 2, combo)
        view = QTreeView()
        view.setHeaderHidden(True)
        view.setRootIsDecorated(False)
        view.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        view.setAllColumnsShowFocus(True)
        combo.setModel(self.model)
        combo.setView(view)
        combo.setModelColumn(0)
        completer = QCompleter(self.model, combo)
        completer.setCompletionColumn(0)
        completer.setCaseSensitivity(Qt.CaseSensitivity.CaseInsensitive)
        completer.setFilterMode(Qt.MatchFlag.MatchContains)
        completer.setCompletionMode(QCompleter.CompletionMode.PopupCompletion)
        combo.setCompleter(completer)
        self.combo = combo
        self.note = QLabel()
        self.note.setMinimumWidth(90)
        dim(self.note)
        row.addWidget(combo, 1)
        row.addWidget(self.note, 0)
        box.setFocusProxy(combo)
        if not self.required:
            combo.lineEdit().setPlaceholderText("optional")
        combo.currentTextChanged.connect(lambda text: self.commit(text.strip()))
        combo.lineEdit().editingFinished.connect(self.end_session)
        combo.installEventFilter(self)
        combo.lineEdit().installEventFilter(self)
        return box

    def focus_editor(self) -> None:
        self.combo.setFocus(Qt.FocusReason.OtherFocusReason)

    def reload_options(self) -> None:
        options = self.ctx.lookups.options(self.source)
        if options == self._loaded:
            return
        self._loaded = options
        was, self._updating = self._updating, True
        try:
            text = self.combo.currentText()
            self.model.removeRows(0, self.model.rowCount())
            for value, title in options:
                id_item, title_item = QStandardItem(value), QStandardItem(title)
                title_item.setForeground(self.palette().placeholderText())
                if title:
                    id_item.setToolTip(title)
                self.model.appendRow([id_item, title_item])
            self.combo.setCurrentIndex(-1)
            self.combo.setEditText(text)
        finally:
            self._updating = was

    def show_value(self, value: Any) -> None:
        self.reload_options()
        text = "" if value is None else str(value)
        if self.combo.currentText() != text:
            index = self.combo.findText(text) if text else -1
            self.combo.setCurrentIndex(index)
            if index < 0:
                self.combo.setEditText(text)
        self._show_note(text)

    def _show_note(self, text: str) -> None:
        if not text:
            self.note.setText("")
            return
        title = self.ctx.lookups.title_of(self.source, text)
        if title is None and self.strict:
            self.note.setText("unknown id")
            self.note.setStyleSheet(f"color: {WARNING_COLOUR}; font-weight: bold;")
            self.note.setToolTip(f"Nothing of this kind has the id '{html.escape(text)}' in the library.")
        else:
            self.note.setText(title or "")
            if self.note.styleSheet():  # back from the warning: the dim text of `dim` again
                self.note.setStyleSheet("")
            self.note.setToolTip(title or "")

    def commit(self, value: Any, text: str = "") -> None:
        if self._updating:
            return
        self._show_note(value or "")
        super().commit(value, text)

    @property
    def known(self) -> bool:
        text = self.combo.currentText().strip()
        return not text or self.ctx.lookups.title_of(self.source, text) is not None

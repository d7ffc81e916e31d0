"""The Problems panel: every diagnostic of the library, live, with severity icons and counts.

Activating a problem (double-click or Enter) opens its file and selects the
field through the window's one `activate` handler; the selected problem's hint
is shown in full under the list.
"""

from __future__ import annotations

from html import escape
from pathlib import Path
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QAbstractTableModel, QModelIndex, QObject, QPersistentModelIndex, QSortFilterProxyModel, Qt
from PySide6.QtWidgets import (QCheckBox, QDockWidget, QHBoxLayout, QHeaderView, QLabel, QTreeView, QVBoxLayout,
                               QWidget)

from engine.content.diagnostics import Diagnostic, Severity, count_by_severity

from . import icons

if TYPE_CHECKING:
    from .main_window import MainWindow

DIAGNOSTIC_ROLE = Qt.ItemDataRole.UserRole + 1
_ICON = {Severity.ERROR: "error", Severity.WARNING: "warning", Severity.INFO: "info"}
_COLUMNS = ("Problem", "File", "Line", "Code")


def plural(count: int, word: str) -> str:
    return f"{count} {word}{'s' * (count != 1)}"


def summary(diagnostics: list[Diagnostic]) -> str:
    counts = count_by_severity(diagnostics)
    return (f"{plural(counts[Severity.ERROR], 'error')}, {plural(counts[Severity.WARNING], 'warning')}, "
            f"{plural(counts[Severity.INFO], 'note')}")


class ProblemsModel(QAbstractTableModel):
    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._rows: list[Diagnostic] = []

    def set_diagnostics(self, diagnostics: list[Diagnostic]) -> None:
        rows = sorted(diagnostics, key=lambda d: (d.severity.rank, d.file, d.line, d.column, d.code))
        if rows == self._rows:
            return
        self.beginResetModel()
        self._rows = rows
        self.endResetModel()

    def diagnostics(self) -> list[Diagnostic]:
        return list(self._rows)

    def rowCount(self, parent: QModelIndex | QPersistentModelIndex = QModelIndex()) -> int:
        return 0 if parent.isValid() else len(self._rows)

    def columnCount(self, parent: QModelIndex | QPersistentModelIndex = QModelIndex()) -> int:
        return 0 if parent.isValid() else len(_COLUMNS)

    def headerData(self, section: int, orientation: Qt.Orientation, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if orientation == Qt.Orientation.Horizontal and role == Qt.ItemDataRole.DisplayRole and 0 <= section < len(_COLUMNS):
            return _COLUMNS[section]
        return None

    def data(self, index: QModelIndex | QPersistentModelIndex, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if not index.isValid() or not 0 <= index.row() < len(self._rows):
            return None
        diagnostic = self._rows[index.row()]
        column = index.column()
        if role == Qt.ItemDataRole.DisplayRole:
            return (diagnostic.message, Path(diagnostic.file).name if diagnostic.file else "",
                    diagnostic.line or "", diagnostic.code)[column]
        if role == Qt.ItemDataRole.DecorationRole and column == 0:
            return icons.icon(_ICON[diagnostic.severity])
        if role == Qt.ItemDataRole.ToolTipRole:
            return diagnostic.to_text()
        if role == DIAGNOSTIC_ROLE:
            return diagnostic
        return None


class SeverityFilter(QSortFilterProxyModel):
    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.shown = {Severity.ERROR, Severity.WARNING, Severity.INFO}

    def show_severity(self, severity: Severity, shown: bool) -> None:
        if hasattr(self, "beginFilterChange"):  # Qt 6.9 and later
            self.beginFilterChange()
            (self.shown.add if shown else self.shown.discard)(severity)
            self.endFilterChange(QSortFilterProxyModel.Direction.Rows)
        else:
            (self.shown.add if shown else self.shown.discard)(severity)
            self.invalidateFilter()

    def filterAcceptsRow(self, row: int, parent: QModelIndex | QPersistentModelIndex) -> bool:
        diagnostic = self.sourceModel().index(row, 0, parent).data(DIAGNOSTIC_ROLE)
        return diagnostic is not None and diagnostic.severity in self.shown


class ProblemsDock(QDockWidget):
    def __init__(self, window: "MainWindow") -> None:
        super().__init__("Problems")
        self.window = window
        self.setObjectName("problemsDock")
        self.model = ProblemsModel(self)
        self.filter = SeverityFilter(self)
        self.filter.setSourceModel(self.model)
        self.view = QTreeView()
        self.view.setObjectName("problemsView")
        self.view.setModel(self.filter)
        self.view.setRootIsDecorated(False)
        self.view.setUniformRowHeights(True)
        self.view.setAlternatingRowColors(True)
        self.view.setWordWrap(False)
        header = self.view.header()
        header.setSectionResizeMode(0, QHeaderView.ResizeMode.Stretch)
        for column in (1, 2, 3):
            header.setSectionResizeMode(column, QHeaderView.ResizeMode.ResizeToContents)
        header.setStretchLastSection(False)
        self.view.activated.connect(self.activate)
        self.detail = QLabel()
        self.detail.setWordWrap(True)
        self.detail.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.detail.setStyleSheet("color: #333; padding: 2px 4px;")
        self.view.selectionModel().currentChanged.connect(self._show_detail)
        self.toggles: dict[Severity, QCheckBox] = {}
        bar = QHBoxLayout()
        bar.setContentsMargins(0, 0, 0, 0)
        for severity, label in ((Severity.ERROR, "Errors"), (Severity.WARNING, "Warnings"), (Severity.INFO, "Notes")):
            box = QCheckBox(label)
            box.setIcon(icons.icon(_ICON[severity]))
            box.setChecked(True)
            box.toggled.connect(lambda shown, s=severity: self.filter.show_severity(s, shown))
            self.toggles[severity] = box
            bar.addWidget(box)
        bar.addStretch(1)
        body = QWidget()
        layout = QVBoxLayout(body)
        layout.setContentsMargins(4, 2, 4, 2)
        layout.setSpacing(2)
        layout.addLayout(bar)
        layout.addWidget(self.view)
        layout.addWidget(self.detail)
        self.setWidget(body)
        window.workspace.diagnostics_changed.connect(self.refresh)
        self.refresh()

    def refresh(self) -> None:
        diagnostics = self.window.workspace.diagnostics()
        self.model.set_diagnostics(diagnostics)
        counts = count_by_severity(diagnostics)
        self.setWindowTitle(f"Problems — {summary(diagnostics)}" if self.window.workspace.ready
                            else "Problems — checking the library…")
        for severity, box in self.toggles.items():
            box.setText(f"{({Severity.ERROR: 'Errors', Severity.WARNING: 'Warnings'}).get(severity, 'Notes')} "
                        f"({counts[severity]})")
        self._show_detail(self.view.currentIndex())

    def _show_detail(self, index: QModelIndex) -> None:
        diagnostic = index.data(DIAGNOSTIC_ROLE) if index.isValid() else None
        if diagnostic is None:
            self.detail.setText("Double-click a problem to go to it." if self.model.rowCount() else "No problems.")
            return
        self.detail.setText(f"<b>{escape(diagnostic.location(), quote=False)}</b>: {escape(diagnostic.message, quote=False)}"
                            + (f"<br><i>{escape(diagnostic.hint, quote=False)}</i>" if diagnostic.hint else ""))

    def activate(self, index: QModelIndex) -> None:
        diagnostic = index.siblingAtColumn(0).data(DIAGNOSTIC_ROLE)
        if diagnostic is not None:
            self.window.navigator.activate_diagnostic(diagnostic)

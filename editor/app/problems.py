"""The Problems panel: every diagnostic of the library, live, with severity icons and counts.

Activating a problem (double-click or Enter) opens its file and selects the
field through the window's one `activate` handler; the selected problem's hint
is shown in full under the list, and in its own column. A hint that names the one value meant
("Did you mean 'lookouts'?") is a quick fix: a button under the list and the context menu apply it
as one undoable edit (`quick_fix.py`).
"""

from __future__ import annotations

from html import escape
from pathlib import Path
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QAbstractTableModel, QModelIndex, QObject, QPersistentModelIndex, QSortFilterProxyModel, Qt
from PySide6.QtWidgets import (QCheckBox, QDockWidget, QHBoxLayout, QHeaderView, QLabel, QMenu, QPushButton,
                               QTreeView, QVBoxLayout, QWidget)

from engine.content.diagnostics import Diagnostic, Severity, count_by_severity

from . import icons, quick_fix
from .quick_fix import QuickFix, quick_fix_of

if TYPE_CHECKING:
    from .main_window import MainWindow

DIAGNOSTIC_ROLE = Qt.ItemDataRole.UserRole + 1
_ICON = {Severity.ERROR: "error", Severity.WARNING: "warning", Severity.INFO: "info"}
_COLUMNS = ("Problem", "Hint", "File", "Line", "Code")


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
            return (diagnostic.message, diagnostic.hint, Path(diagnostic.file).name if diagnostic.file else "",
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
    def __init__(self, window: MainWindow) -> None:
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
        header.setSectionResizeMode(1, QHeaderView.ResizeMode.Interactive)
        header.resizeSection(1, 260)
        for column in (2, 3, 4):
            header.setSectionResizeMode(column, QHeaderView.ResizeMode.ResizeToContents)
        header.setStretchLastSection(False)
        self.view.activated.connect(self.activate)
        self.detail = QLabel()
        self.detail.setWordWrap(True)
        self.detail.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.detail.setStyleSheet("color: #333; padding: 2px 4px;")
        self.view.selectionModel().currentChanged.connect(self._show_detail)
        self.fix_button = QPushButton("Quick Fix")
        self.fix_button.setToolTip("Apply the fix the hint suggests (one undoable edit)")
        self.fix_button.clicked.connect(self.apply_fix)
        self.fix_button.setVisible(False)
        self.view.setContextMenuPolicy(Qt.ContextMenuPolicy.CustomContextMenu)
        self.view.customContextMenuRequested.connect(self._context_menu)
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
        detail_row = QHBoxLayout()
        detail_row.addWidget(self.detail, 1)
        detail_row.addWidget(self.fix_button, 0, Qt.AlignmentFlag.AlignTop)
        layout.addLayout(detail_row)
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
        fix = self.fix_for(diagnostic)
        self.fix_button.setVisible(fix is not None)
        if fix is not None:
            self.fix_button.setText(f"Quick Fix: {fix.label}")
        if diagnostic is None:
            self.detail.setText("Double-click a problem to go to it." if self.model.rowCount() else "No problems.")
            return
        self.detail.setText(f"<b>{escape(diagnostic.location(), quote=False)}</b>: {escape(diagnostic.message, quote=False)}"
                            + (f"<br><i>{escape(diagnostic.hint, quote=False)}</i>" if diagnostic.hint else ""))

    # -- quick fixes -----------------------------------------------------------------------
    def fix_for(self, diagnostic: Diagnostic | None) -> QuickFix | None:
        fix = quick_fix_of(diagnostic)
        return fix if fix is not None and quick_fix.applicable(self.window, fix) else None

    def apply_fix(self) -> bool:
        """Apply the current problem's quick fix; the workspace re-checks and the problem goes."""
        fix = self.fix_for(self.view.currentIndex().data(DIAGNOSTIC_ROLE))
        if fix is None:
            return False
        applied = quick_fix.apply(self.window, fix)
        if applied:
            self.window.statusBar().showMessage(f"{fix.label} in {Path(fix.diagnostic.file).name}", 4000)
        return applied

    def _context_menu(self, position) -> None:
        index = self.view.indexAt(position)
        fix = self.fix_for(index.data(DIAGNOSTIC_ROLE) if index.isValid() else None)
        if fix is None:
            return
        self.view.setCurrentIndex(index.siblingAtColumn(0))
        menu = QMenu(self.view)
        menu.addAction(f"Quick Fix: {fix.label}", self.apply_fix)
        menu.exec(self.view.viewport().mapToGlobal(position))

    def activate(self, index: QModelIndex) -> None:
        diagnostic = index.siblingAtColumn(0).data(DIAGNOSTIC_ROLE)
        if diagnostic is not None:
            self.window.navigator.activate_diagnostic(diagnostic)

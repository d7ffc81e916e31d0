"""The status bar: the current document's headline problem, its state, and the cursor's coordinates."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, Qt
from PySide6.QtWidgets import QLabel, QToolButton, QWidget

from engine.content.diagnostics import Diagnostic, Severity

from . import icons
import contextlib

if TYPE_CHECKING:
    from .main_window import MainWindow


def headline(diagnostics: list[Diagnostic]) -> Diagnostic | None:
    """The problem to show first: the first error, else the first warning."""
    for severity in (Severity.ERROR, Severity.WARNING):
        found = [d for d in diagnostics if d.severity is severity]
        if found:
            return min(found, key=lambda d: (d.line, d.column))
    return None


class StatusController(QObject):
    def __init__(self, window: MainWindow) -> None:
        super().__init__(window)
        self.window = window
        bar = window.statusBar()
        self.problem = QToolButton()
        self.problem.setObjectName("headlineProblem")
        self.problem.setAutoRaise(True)
        self.problem.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextBesideIcon)
        self.problem.clicked.connect(self._go_to_problem)
        self.state = QLabel()
        self.state.setObjectName("documentState")
        self.coordinates = QLabel()
        self.coordinates.setObjectName("cursorCoordinates")
        bar.addWidget(self.problem, 1)
        bar.addPermanentWidget(self.coordinates)
        bar.addPermanentWidget(self.state)
        self._page: QWidget | None = None
        self._headline: Diagnostic | None = None
        window.workspace.diagnostics_changed.connect(self.refresh)
        window.workspace.document_opened.connect(self._watch)
        self.follow(None)

    def _watch(self, document) -> None:
        document.changed.connect(lambda _p, d=document: d is self._document() and self.refresh())
        document.modified_changed.connect(lambda _m, d=document: d is self._document() and self.refresh())

    def _document(self):
        return getattr(self._page, "document", None)

    def follow(self, page: QWidget | None) -> None:
        if self._page is not None:
            with contextlib.suppress(RuntimeError, TypeError):
                self._page.coordinates_changed.disconnect(self.coordinates.setText)
        self._page = page
        self.coordinates.setText("")
        if page is not None:
            page.coordinates_changed.connect(self.coordinates.setText)
        self.refresh()

    def refresh(self) -> None:
        page, workspace = self._page, self.window.workspace
        if page is None:
            self._headline = None
            self.problem.setIcon(icons.icon("file"))
            self.problem.setText("No document open")
            self.state.setText("")
            return
        document = self._document()
        problems = workspace.diagnostics_for(page.path, notes=False)
        self._headline = headline(problems)
        if self._headline is None:
            self.problem.setIcon(icons.icon("info"))
            self.problem.setText("No errors or warnings in this file" if workspace.ready else "Checking the library…")
        else:
            more = len(problems) - 1
            self.problem.setIcon(icons.icon("error" if self._headline.is_error else "warning"))
            self.problem.setText(f"Line {self._headline.line}: {self._headline.message}"
                                 + (f"  (+{more} more)" if more else ""))
        self.problem.setToolTip(self._headline.to_text() if self._headline else "")
        if document is None:
            state = "Read-only"
        else:
            state = "Modified" if document.modified else "Saved"
            if workspace.busy or not workspace.ready:
                state += " — validating…"
        self.state.setText(state)

    def _go_to_problem(self) -> None:
        if self._headline is not None:
            self.window.navigator.activate_diagnostic(self._headline)

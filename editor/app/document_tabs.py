"""The central area: one tab per open file, or a short welcome when nothing is open."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import QLabel, QStackedWidget, QTabWidget, QWidget

WELCOME = """
<div style="color:#555">
<h2 style="color:#333">No document open</h2>
<p>Double-click an adventure, a card set or a faction in the <b>Library</b> panel to open it,<br>
or press <b>Ctrl+N</b> to start a new adventure.</p>
<p>Problems of the whole library are listed in the <b>Problems</b> panel as you edit;<br>
the <b>YAML</b> panel shows the file being written.</p>
</div>
"""


class DocumentTabs(QStackedWidget):
    current_changed = Signal(object)  # the current page, or None
    close_requested = Signal(object)  # a page whose close button was clicked

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.welcome = QLabel(WELCOME)
        self.welcome.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.welcome.setObjectName("welcome")
        self.tabs = QTabWidget()
        self.tabs.setObjectName("documentTabs")
        self.tabs.setTabsClosable(True)
        self.tabs.setMovable(True)
        self.tabs.setDocumentMode(True)
        self.tabs.setElideMode(Qt.TextElideMode.ElideMiddle)
        self.tabs.tabCloseRequested.connect(lambda index: self.close_requested.emit(self.tabs.widget(index)))
        self.tabs.currentChanged.connect(self._on_current_changed)
        self.addWidget(self.welcome)
        self.addWidget(self.tabs)

    def _on_current_changed(self, _index: int) -> None:
        self.setCurrentWidget(self.tabs if self.tabs.count() else self.welcome)
        self.current_changed.emit(self.current())

    def pages(self) -> list[QWidget]:
        return [self.tabs.widget(i) for i in range(self.tabs.count())]

    def current(self) -> QWidget | None:
        return self.tabs.currentWidget()

    def page_for(self, path: Path) -> QWidget | None:
        resolved = Path(path).resolve()
        return next((p for p in self.pages() if p.path.resolve() == resolved), None)

    def add(self, page: QWidget, title: str, tooltip: str) -> None:
        index = self.tabs.addTab(page, title)
        self.tabs.setTabToolTip(index, tooltip)
        self.setCurrentWidget(self.tabs)

    def set_current(self, page: QWidget) -> None:
        self.tabs.setCurrentWidget(page)

    def set_title(self, page: QWidget, title: str, tooltip: str) -> None:
        index = self.tabs.indexOf(page)
        if index >= 0:
            self.tabs.setTabText(index, title)
            self.tabs.setTabToolTip(index, tooltip)

    def title(self, page: QWidget) -> str:
        return self.tabs.tabText(self.tabs.indexOf(page))

    def remove(self, page: QWidget) -> None:
        index = self.tabs.indexOf(page)
        if index >= 0:
            self.tabs.removeTab(index)
        if not self.tabs.count():
            self.setCurrentWidget(self.welcome)
            self.current_changed.emit(None)

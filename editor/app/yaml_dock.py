"""The YAML panel: the current document's text, following what its views select."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtWidgets import QDockWidget, QWidget

from .yaml_view import YamlView
import contextlib

if TYPE_CHECKING:
    from .main_window import MainWindow


class YamlDock(QDockWidget):
    def __init__(self, window: MainWindow) -> None:
        super().__init__("YAML")
        self.setObjectName("yamlDock")
        self.view = YamlView()
        self.view.setObjectName("yamlPanel")
        self.setWidget(self.view)
        self._page: QWidget | None = None

    def follow(self, page: QWidget | None) -> None:
        """Show the page's document (or a read-only file's text) and follow its views' selection."""
        if self._page is not None:
            with contextlib.suppress(RuntimeError, TypeError):
                self._page.pointer_selected.disconnect(self._on_pointer)
        self._page = page
        document = getattr(page, "document", None)
        self.view.set_document(document)
        if page is not None and document is None:
            self.view.set_text(page.yaml.toPlainText())
        if page is not None:
            page.pointer_selected.connect(self._on_pointer)
        self.setWindowTitle(f"YAML — {page.path.name}" if page is not None else "YAML")

    def _on_pointer(self, pointer: str) -> None:
        document = getattr(self._page, "document", None)
        if document is not None:
            self.view.show_line(document.line_of(pointer))
